-- A user's top nodes limit what they see to those locations and everything below them (decision 038). The
-- scope of a query is this set: the roots and their descendants, each once. A plain SQL function, so the
-- planner inlines it into the statement that asks (one walk down the (company_id, parent_id) index).
CREATE FUNCTION location_subtree(company integer, roots integer[]) RETURNS TABLE (id integer)
LANGUAGE sql STABLE AS $$
  WITH RECURSIVE down AS (
    SELECT l.id, 0 AS depth FROM locations l WHERE l.company_id = company AND l.id = ANY (roots)
    UNION ALL
    SELECT c.id, d.depth + 1
    FROM down d JOIN locations c ON c.company_id = company AND c.parent_id = d.id
    WHERE d.depth < 1000
  )
  SELECT DISTINCT down.id FROM down
$$;
