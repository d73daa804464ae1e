CREATE TABLE "location_held_products" (
	"company_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name_lower" text NOT NULL,
	"held" boolean NOT NULL,
	CONSTRAINT "location_held_products_pkey" PRIMARY KEY("company_id","location_id","product_id")
);
--> statement-breakpoint
CREATE INDEX "location_held_products_name_idx" ON "location_held_products" USING btree ("company_id","location_id","name_lower","product_id") WHERE held;--> statement-breakpoint
CREATE INDEX "location_held_products_product_idx" ON "location_held_products" USING btree ("company_id","product_id");--> statement-breakpoint
-- Rewrites the kept rows of some products (parallel arrays of company and product ids): each of their
-- placements, archived or not, at its location and at every ancestor of it (walked up by parent_id, as
-- location_subtree walks down), once per location and product, with the placement's copy of the name; held
-- when one of the placements there or below is not archived.
CREATE FUNCTION location_held_products_rewrite(companies int[], products int[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM location_held_products h
  USING unnest(companies, products) AS c(company_id, product_id)
  WHERE h.company_id = c.company_id AND h.product_id = c.product_id;
  INSERT INTO location_held_products (company_id, location_id, product_id, name_lower, held)
  WITH RECURSIVE placed AS (
    SELECT lp.company_id, lp.location_id, lp.product_id, lp.product_name_lower, lp.archived
    FROM location_products lp
    JOIN (SELECT DISTINCT * FROM unnest(companies, products)) AS c(company_id, product_id)
      ON lp.company_id = c.company_id AND lp.product_id = c.product_id
  ), up AS (
    SELECT l.company_id, l.id AS location_id, l.id AS ancestor_id, l.parent_id, 0 AS depth
    FROM locations l
    WHERE (l.company_id, l.id) IN (SELECT DISTINCT company_id, location_id FROM placed)
    UNION ALL
    SELECT up.company_id, up.location_id, l.id, l.parent_id, up.depth + 1
    FROM up JOIN locations l ON l.company_id = up.company_id AND l.id = up.parent_id
    WHERE up.depth < 1000
  )
  SELECT p.company_id, up.ancestor_id, p.product_id, min(p.product_name_lower), bool_or(NOT p.archived)
  FROM placed p JOIN up ON up.company_id = p.company_id AND up.location_id = p.location_id
  GROUP BY p.company_id, up.ancestor_id, p.product_id;
$$;
--> statement-breakpoint
-- Two transactions rewriting one product at once would each delete what the other cannot see yet and insert
-- the same keys. The triggers first take a lock per company and bucket of products (product id modulo 256,
-- so a bulk statement holds at most 256 locks a company), in one order, so the second waits for the first
-- to commit; each statement of a trigger function reads a fresh snapshot, so the rewrite that follows sees
-- the first's placements and rows. (The fill at the end of this migration runs alone and takes none.)
CREATE FUNCTION location_held_products_lock(companies int[], products int[]) RETURNS void
LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtextextended('location_held_products:' || b.company_id || ':' || b.bucket, 0))
  FROM (
    SELECT DISTINCT company_id, product_id % 256 AS bucket
    FROM unnest(companies, products) AS u(company_id, product_id)
    ORDER BY company_id, bucket
  ) b;
$$;
--> statement-breakpoint
CREATE FUNCTION location_held_products_placed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  companies int[];
  products int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(company_id), array_agg(product_id) INTO companies, products
    FROM (SELECT DISTINCT company_id, product_id FROM new_rows) changed;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(company_id), array_agg(product_id) INTO companies, products
    FROM (SELECT DISTINCT company_id, product_id FROM old_rows) changed;
  ELSE
    -- Only placements whose location, product, archived flag or copied name changed; both the old and
    -- the new product (a placement moved to another product changes both).
    SELECT array_agg(company_id), array_agg(product_id) INTO companies, products
    FROM (
      SELECT o.company_id, o.product_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.location_id, o.product_id, o.archived, o.product_name_lower, o.company_id)
        IS DISTINCT FROM (n.location_id, n.product_id, n.archived, n.product_name_lower, n.company_id)
      UNION
      SELECT n.company_id, n.product_id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.location_id, o.product_id, o.archived, o.product_name_lower, o.company_id)
        IS DISTINCT FROM (n.location_id, n.product_id, n.archived, n.product_name_lower, n.company_id)
    ) changed;
  END IF;
  IF companies IS NOT NULL THEN
    PERFORM location_held_products_lock(companies, products);
    PERFORM location_held_products_rewrite(companies, products);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER location_held_products_insert AFTER INSERT ON location_products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION location_held_products_placed();
--> statement-breakpoint
CREATE TRIGGER location_held_products_delete AFTER DELETE ON location_products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION location_held_products_placed();
--> statement-breakpoint
CREATE TRIGGER location_held_products_update AFTER UPDATE ON location_products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION location_held_products_placed();
--> statement-breakpoint
CREATE FUNCTION location_held_products_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE location_held_products;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER location_held_products_truncate AFTER TRUNCATE ON location_products
  FOR EACH STATEMENT EXECUTE FUNCTION location_held_products_truncated();
--> statement-breakpoint
-- A location given another parent takes its subtree's products to its new ancestors: the products held in
-- the moved subtrees are rewritten.
CREATE FUNCTION location_held_products_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  companies int[];
  products int[];
BEGIN
  SELECT array_agg(company_id), array_agg(product_id) INTO companies, products
  FROM (
    SELECT DISTINCT lp.company_id, lp.product_id
    FROM (
      SELECT n.company_id, array_agg(n.id) AS roots FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.parent_id IS DISTINCT FROM n.parent_id
      GROUP BY n.company_id
    ) moved
    CROSS JOIN LATERAL location_subtree(moved.company_id, moved.roots) s
    JOIN location_products lp ON lp.company_id = moved.company_id AND lp.location_id = s.id
  ) changed;
  IF companies IS NOT NULL THEN
    PERFORM location_held_products_lock(companies, products);
    PERFORM location_held_products_rewrite(companies, products);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER location_held_products_moved AFTER UPDATE ON locations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION location_held_products_moved();
--> statement-breakpoint
-- The placements there are now.
SELECT location_held_products_rewrite(array_agg(company_id), array_agg(product_id))
FROM (SELECT DISTINCT company_id, product_id FROM location_products) placed;
--> statement-breakpoint
ANALYZE location_held_products;
