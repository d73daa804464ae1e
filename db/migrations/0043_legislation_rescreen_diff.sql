-- Screening as a difference. The hits a screening finds are worked out once (a materialized CTE); the
-- statement then deletes only the hits whose product and entry it no longer finds, inserts only the ones it
-- finds for the first time, and updates only those whose list, match or substance changed. Before, every
-- screening deleted all the hits in scope and inserted them all again: a full screening of 100,000 products
-- wrote 42,000 hits twice, and the kept counts' statement triggers (legislation_kept_counts) rewrote every
-- product's list rows twice. Now a screening that changes little writes little, and the triggers see only
-- what changed. One statement: the deleted keys and the inserted or updated keys never overlap, so the
-- delete of the CTE and the insert do not meet on a row. Two statements, not one with "only_products IS
-- NULL OR": each gets the plan that suits it (all keys, or a few products').
CREATE OR REPLACE FUNCTION legislation_rescreen(company integer, only_products integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF only_products IS NULL THEN
    WITH screened AS MATERIALIZED (
      SELECT DISTINCT ON (k.product_id, ek.entry_id)
        k.product_id, ek.entry_id, v.list_code,
        CASE k.kind WHEN 0 THEN 'cas' WHEN 1 THEN 'ec' ELSE 'name' END AS matched_by, k.substance
      FROM legislation_versions_of(company) cv
      JOIN legislation_list_versions v ON v.id = cv.version_id
      JOIN legislation_entry_keys ek ON ek.version_id = cv.version_id
      JOIN legislation_sheet_keys k ON k.company_id = company AND k.key = ek.key
      ORDER BY k.product_id, ek.entry_id, k.kind, k.pref, k.substance),
    gone AS (
      DELETE FROM legislation_hits h
      WHERE h.company_id = company
        AND NOT EXISTS (SELECT 1 FROM screened s WHERE s.product_id = h.product_id AND s.entry_id = h.entry_id))
    INSERT INTO legislation_hits AS h (company_id, product_id, entry_id, list_code, matched_by, substance)
    SELECT company, s.product_id, s.entry_id, s.list_code, s.matched_by, s.substance
    FROM screened s
    WHERE NOT EXISTS (
      SELECT 1 FROM legislation_hits o
      WHERE o.company_id = company AND o.product_id = s.product_id AND o.entry_id = s.entry_id
        AND o.list_code = s.list_code AND o.matched_by = s.matched_by AND o.substance = s.substance)
    ON CONFLICT (company_id, product_id, entry_id) DO UPDATE
      SET list_code = excluded.list_code, matched_by = excluded.matched_by, substance = excluded.substance;
  ELSE
    WITH screened AS MATERIALIZED (
      SELECT DISTINCT ON (k.product_id, ek.entry_id)
        k.product_id, ek.entry_id, v.list_code,
        CASE k.kind WHEN 0 THEN 'cas' WHEN 1 THEN 'ec' ELSE 'name' END AS matched_by, k.substance
      FROM legislation_sheet_keys k
      JOIN legislation_entry_keys ek ON ek.key = k.key
        AND ek.version_id IN (SELECT version_id FROM legislation_versions_of(company))
      JOIN legislation_list_versions v ON v.id = ek.version_id
      WHERE k.company_id = company AND k.product_id IN (SELECT unnest(only_products))
      ORDER BY k.product_id, ek.entry_id, k.kind, k.pref, k.substance),
    gone AS (
      DELETE FROM legislation_hits h
      WHERE h.company_id = company AND h.product_id IN (SELECT unnest(only_products))
        AND NOT EXISTS (SELECT 1 FROM screened s WHERE s.product_id = h.product_id AND s.entry_id = h.entry_id))
    INSERT INTO legislation_hits AS h (company_id, product_id, entry_id, list_code, matched_by, substance)
    SELECT company, s.product_id, s.entry_id, s.list_code, s.matched_by, s.substance
    FROM screened s
    WHERE NOT EXISTS (
      SELECT 1 FROM legislation_hits o
      WHERE o.company_id = company AND o.product_id = s.product_id AND o.entry_id = s.entry_id
        AND o.list_code = s.list_code AND o.matched_by = s.matched_by AND o.substance = s.substance)
    ON CONFLICT (company_id, product_id, entry_id) DO UPDATE
      SET list_code = excluded.list_code, matched_by = excluded.matched_by, substance = excluded.substance;
  END IF;
END
$$;
