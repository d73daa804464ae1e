CREATE TABLE "product_counts" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"sheets" integer DEFAULT 0 NOT NULL,
	"placements" integer DEFAULT 0 NOT NULL,
	"listed_placements" integer DEFAULT 0 NOT NULL,
	"placed_products" integer DEFAULT 0 NOT NULL,
	"listed_products" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_facet_counts" (
	"company_id" integer NOT NULL,
	"facet" text NOT NULL,
	"value_id" integer DEFAULT 0 NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "product_facet_counts_company_id_facet_value_id_value_pk" PRIMARY KEY("company_id","facet","value_id","value")
);
--> statement-breakpoint
CREATE TABLE "product_placement_counts" (
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"placements" integer NOT NULL,
	"listed" integer NOT NULL,
	CONSTRAINT "product_placement_counts_company_id_product_id_pk" PRIMARY KEY("company_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_counts" ADD CONSTRAINT "product_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_facet_counts" ADD CONSTRAINT "product_facet_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_placement_counts" ADD CONSTRAINT "product_placement_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_facet_counts_top_idx" ON "product_facet_counts" USING btree ("company_id","facet","n" DESC NULLS LAST,"value_id","value");
--> statement-breakpoint
-- The counts of decision 020, kept by the triggers below in the same transaction as every change of
-- sds_documents, location_products and locations. Each trigger works per statement on the change netted
-- over the columns that count (+n per new row, -n per old row), so an update of anything else (amounts,
-- categories, files, names, updated_at) nets to nothing and writes no counter.
--
-- Locking: every apply function first locks the company's product_counts row (product_counts_lock, in
-- company order) and only then reads the other tables, each statement with a fresh snapshot (READ
-- COMMITTED). That row is the company's counting lock, held to the end of the transaction, so the counting
-- of two transactions of one company runs in the order they take it, each seeing what the earlier one
-- committed, and counter rows are never taken in a cycle.
--
-- The statement triggers of cascaded deletes run only at the end of the outer statement, after every
-- cascade: the BEFORE DELETE row triggers on products and locations handle what they would no longer see.
-- Counts of a company that is gone are skipped (its rows go with it: ON DELETE CASCADE).
CREATE TYPE "product_count_sheet" AS (
	"company_id" integer, "product_id" integer, "supplier" text, "language_id" integer, "market_id" integer,
	"pictograms" text[], "signal_word" text, "n" integer
);
--> statement-breakpoint
CREATE TYPE "product_count_placement" AS (
	"company_id" integer, "location_id" integer, "product_id" integer, "archived" boolean, "n" integer
);
--> statement-breakpoint
-- Creates or touches (a new row version) the companies' product_counts rows, in company order, and so locks
-- them to the end of the transaction. The touch also makes a REPEATABLE READ or SERIALIZABLE transaction that
-- counts concurrently fail with a serialization error instead of counting from an old snapshot.
CREATE FUNCTION product_counts_lock(p_companies integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_counts AS t (company_id)
  SELECT DISTINCT c FROM unnest(p_companies) AS c ORDER BY c
  ON CONFLICT (company_id) DO UPDATE SET sheets = t.sheets;
END $$;
--> statement-breakpoint
-- Adds to facet counts; a count that reaches 0 is removed.
CREATE FUNCTION product_counts_add_facets(p_companies integer[], p_facets text[], p_value_ids integer[], p_values text[], p_amounts integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_facet_counts AS t (company_id, facet, value_id, value, n)
  SELECT x.company_id, x.facet, x.value_id, x.value, sum(x.n)
  FROM unnest(p_companies, p_facets, p_value_ids, p_values, p_amounts) AS x(company_id, facet, value_id, value, n)
  GROUP BY x.company_id, x.facet, x.value_id, x.value
  HAVING sum(x.n) <> 0
  ORDER BY x.company_id, x.facet, x.value_id, x.value
  ON CONFLICT (company_id, facet, value_id, value) DO UPDATE SET n = t.n + excluded.n;

  DELETE FROM product_facet_counts t
  USING (SELECT DISTINCT * FROM unnest(p_companies, p_facets, p_value_ids, p_values)) AS x(company_id, facet, value_id, value)
  WHERE t.company_id = x.company_id AND t.facet = x.facet AND t.value_id = x.value_id AND t.value = x.value
    AND t.n = 0;
END $$;
--> statement-breakpoint
-- Adds to the products' rows in product_placement_counts (removed at 0 placements), and to the companies'
-- placed_products and listed_products for each product that starts or stops having placements or listed
-- placements.
CREATE FUNCTION product_counts_add_products(p_companies integer[], p_products integer[], p_placements integer[], p_listed integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    INSERT INTO product_placement_counts AS t (company_id, product_id, placements, listed)
    SELECT x.company_id, x.product_id, sum(x.placements), sum(x.listed)
    FROM unnest(p_companies, p_products, p_placements, p_listed) AS x(company_id, product_id, placements, listed)
    GROUP BY x.company_id, x.product_id
    HAVING sum(x.placements) <> 0 OR sum(x.listed) <> 0
    ORDER BY x.company_id, x.product_id
    ON CONFLICT (company_id, product_id) DO UPDATE
      SET placements = t.placements + excluded.placements, listed = t.listed + excluded.listed
    RETURNING new.company_id,
      (new.placements > 0)::int - (coalesce(old.placements, 0) > 0)::int AS placed,
      (new.listed > 0)::int - (coalesce(old.listed, 0) > 0)::int AS listed
  )
  UPDATE product_counts t
  SET placed_products = t.placed_products + x.placed, listed_products = t.listed_products + x.listed
  FROM (SELECT c.company_id, sum(c.placed)::int AS placed, sum(c.listed)::int AS listed FROM changed c GROUP BY 1) x
  WHERE t.company_id = x.company_id AND (x.placed <> 0 OR x.listed <> 0);

  DELETE FROM product_placement_counts t
  USING unnest(p_companies, p_products) AS x(company_id, product_id)
  WHERE t.company_id = x.company_id AND t.product_id = x.product_id AND t.placements = 0;
END $$;
--> statement-breakpoint
-- Current sheets (superseded_by_id IS NULL AND NOT pending) that came (+n) or went (-n): the companies' sheets
-- and the SDS search's facets as it counts them: supplier unless empty, language, market, each pictogram,
-- signal word unless null, and per location the non-archived rows of the sheet's product.
CREATE FUNCTION product_counts_apply_sheets(p_changes product_count_sheet[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  f record;
BEGIN
  PERFORM product_counts_lock(ARRAY(SELECT x.company_id FROM unnest(p_changes) x));
  UPDATE product_counts t SET sheets = t.sheets + x.n
  FROM (SELECT x.company_id, sum(x.n)::int AS n FROM unnest(p_changes) x GROUP BY 1) x
  WHERE t.company_id = x.company_id AND x.n <> 0;

  SELECT array_agg(v.company_id) AS companies, array_agg(v.facet) AS facets, array_agg(v.value_id) AS ids,
    array_agg(v.value) AS facet_values, array_agg(v.n) AS amounts
  INTO f
  FROM (
    SELECT x.company_id, 'supplier' AS facet, 0 AS value_id, x.supplier AS value, x.n
    FROM unnest(p_changes) x WHERE x.supplier <> ''
    UNION ALL
    SELECT x.company_id, 'language', x.language_id, '', x.n FROM unnest(p_changes) x
    UNION ALL
    SELECT x.company_id, 'market', x.market_id, '', x.n FROM unnest(p_changes) x
    UNION ALL
    SELECT x.company_id, 'pictogram', 0, g.v, x.n
    FROM unnest(p_changes) x CROSS JOIN LATERAL unnest(x.pictograms) AS g(v)
    UNION ALL
    SELECT x.company_id, 'signal_word', 0, x.signal_word, x.n FROM unnest(p_changes) x WHERE x.signal_word IS NOT NULL
    UNION ALL
    SELECT x.company_id, 'location', lp.location_id, '', x.n
    FROM (SELECT x.company_id, x.product_id, sum(x.n)::int AS n FROM unnest(p_changes) x GROUP BY 1, 2) x
    JOIN location_products lp ON lp.company_id = x.company_id AND lp.product_id = x.product_id AND NOT lp.archived
    WHERE x.n <> 0
  ) v;
  IF f.companies IS NOT NULL THEN
    PERFORM product_counts_add_facets(f.companies, f.facets, f.ids, f.facet_values, f.amounts);
  END IF;
END $$;
--> statement-breakpoint
-- location_products rows that came (+n) or went (-n): the companies' placements and listed placements (not
-- archived, at a location that is not archived: what GET /location/v2/products lists by default), the
-- location facet (one per current sheet of the product, for a non-archived row), and the per-product counts.
CREATE FUNCTION product_counts_apply_placements(p_changes product_count_placement[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
  f record;
BEGIN
  PERFORM product_counts_lock(ARRAY(SELECT x.company_id FROM unnest(p_changes) x));
  SELECT array_agg(x.company_id) AS companies, array_agg(x.location_id) AS locations,
    array_agg(x.product_id) AS products, array_agg(x.archived) AS archived, array_agg(x.n) AS amounts,
    array_agg(NOT x.archived AND NOT EXISTS (
      SELECT 1 FROM locations al WHERE al.company_id = x.company_id AND al.id = x.location_id AND al.archived
    )) AS listed
  INTO r
  FROM unnest(p_changes) x;

  UPDATE product_counts t
  SET placements = t.placements + x.n, listed_placements = t.listed_placements + x.listed
  FROM (
    SELECT x.company_id, sum(x.n)::int AS n, coalesce(sum(x.n) FILTER (WHERE x.listed), 0)::int AS listed
    FROM unnest(r.companies, r.amounts, r.listed) AS x(company_id, n, listed)
    GROUP BY 1
  ) x
  WHERE t.company_id = x.company_id AND (x.n <> 0 OR x.listed <> 0);

  SELECT array_agg(x.company_id) AS companies, array_agg(x.location_id) AS ids, array_agg(x.n) AS amounts
  INTO f
  FROM (
    SELECT x.company_id, x.location_id, sum(x.n * s.n)::int AS n
    FROM (SELECT * FROM unnest(p_changes) x WHERE NOT x.archived) x
    JOIN (
      SELECT s.company_id, s.product_id, count(*) AS n FROM sds_documents s
      WHERE (s.company_id, s.product_id) IN (SELECT x.company_id, x.product_id FROM unnest(p_changes) x WHERE NOT x.archived)
        AND s.superseded_by_id IS NULL AND NOT s.pending
      GROUP BY 1, 2
    ) s ON s.company_id = x.company_id AND s.product_id = x.product_id
    GROUP BY 1, 2
  ) x;
  IF f.companies IS NOT NULL THEN
    PERFORM product_counts_add_facets(f.companies, array_fill('location'::text, ARRAY[cardinality(f.companies)]),
      f.ids, array_fill(''::text, ARRAY[cardinality(f.companies)]), f.amounts);
  END IF;

  SELECT array_agg(x.company_id) AS companies, array_agg(x.product_id) AS products,
    array_agg(x.placements) AS placements, array_agg(x.listed) AS listed
  INTO f
  FROM (
    SELECT x.company_id, x.product_id, sum(x.n)::int AS placements,
      coalesce(sum(x.n) FILTER (WHERE x.listed), 0)::int AS listed
    FROM unnest(r.companies, r.products, r.amounts, r.listed) AS x(company_id, product_id, n, listed)
    GROUP BY 1, 2
  ) x;
  PERFORM product_counts_add_products(f.companies, f.products, f.placements, f.listed);
END $$;
--> statement-breakpoint
-- Locations that stop (-1) or start (+1) counting as not archived: their non-archived rows leave or join the
-- listed placements.
CREATE FUNCTION product_counts_apply_locations(p_companies integer[], p_locations integer[], p_amounts integer[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  p record;
BEGIN
  PERFORM product_counts_lock(p_companies);
  SELECT array_agg(x.company_id) AS companies, array_agg(x.product_id) AS products, array_agg(x.n) AS listed
  INTO p
  FROM (
    SELECT lp.company_id, lp.product_id, sum(x.n)::int AS n
    FROM unnest(p_companies, p_locations, p_amounts) AS x(company_id, location_id, n)
    JOIN location_products lp ON lp.company_id = x.company_id AND lp.location_id = x.location_id AND NOT lp.archived
    GROUP BY 1, 2
  ) x
  WHERE x.n <> 0;
  IF p.companies IS NULL THEN
    RETURN;
  END IF;
  UPDATE product_counts t SET listed_placements = t.listed_placements + x.n
  FROM (SELECT x.company_id, sum(x.n)::int AS n FROM unnest(p.companies, p.listed) AS x(company_id, n) GROUP BY 1) x
  WHERE t.company_id = x.company_id;
  PERFORM product_counts_add_products(p.companies, p.products, array_fill(0, ARRAY[cardinality(p.companies)]), p.listed);
END $$;
--> statement-breakpoint
CREATE FUNCTION product_counts_sheets_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes product_count_sheet[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ROW(x.company_id, x.product_id, x.supplier, x.language_id, x.market_id, x.pictograms, x.signal_word, x.n)::product_count_sheet)
    INTO changes
    FROM (
      SELECT company_id, product_id, supplier, language_id, market_id, pictograms, signal_word, count(*)::int AS n
      FROM new_rows WHERE superseded_by_id IS NULL AND NOT pending
      GROUP BY 1, 2, 3, 4, 5, 6, 7
    ) x
    WHERE x.company_id IN (SELECT id FROM companies);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(ROW(x.company_id, x.product_id, x.supplier, x.language_id, x.market_id, x.pictograms, x.signal_word, x.n)::product_count_sheet)
    INTO changes
    FROM (
      SELECT company_id, product_id, supplier, language_id, market_id, pictograms, signal_word, -count(*)::int AS n
      FROM old_rows WHERE superseded_by_id IS NULL AND NOT pending
      GROUP BY 1, 2, 3, 4, 5, 6, 7
    ) x
    WHERE x.company_id IN (SELECT id FROM companies);
  ELSE
    SELECT array_agg(ROW(x.company_id, x.product_id, x.supplier, x.language_id, x.market_id, x.pictograms, x.signal_word, x.n)::product_count_sheet)
    INTO changes
    FROM (
      SELECT company_id, product_id, supplier, language_id, market_id, pictograms, signal_word, sum(n)::int AS n
      FROM (
        SELECT company_id, product_id, supplier, language_id, market_id, pictograms, signal_word, 1 AS n
        FROM new_rows WHERE superseded_by_id IS NULL AND NOT pending
        UNION ALL
        SELECT company_id, product_id, supplier, language_id, market_id, pictograms, signal_word, -1
        FROM old_rows WHERE superseded_by_id IS NULL AND NOT pending
      ) u
      GROUP BY 1, 2, 3, 4, 5, 6, 7
      HAVING sum(n) <> 0
    ) x
    WHERE x.company_id IN (SELECT id FROM companies);
  END IF;
  IF changes IS NOT NULL THEN
    PERFORM product_counts_apply_sheets(changes);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_counts_placements_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes product_count_placement[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ROW(x.company_id, x.location_id, x.product_id, x.archived, x.n)::product_count_placement)
    INTO changes
    FROM (
      SELECT company_id, location_id, product_id, archived, count(*)::int AS n FROM new_rows GROUP BY 1, 2, 3, 4
    ) x
    WHERE x.company_id IN (SELECT id FROM companies);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(ROW(x.company_id, x.location_id, x.product_id, x.archived, x.n)::product_count_placement)
    INTO changes
    FROM (
      SELECT company_id, location_id, product_id, archived, -count(*)::int AS n FROM old_rows GROUP BY 1, 2, 3, 4
    ) x
    WHERE x.company_id IN (SELECT id FROM companies);
  ELSE
    SELECT array_agg(ROW(x.company_id, x.location_id, x.product_id, x.archived, x.n)::product_count_placement)
    INTO changes
    FROM (
      SELECT company_id, location_id, product_id, archived, sum(n)::int AS n
      FROM (
        SELECT company_id, location_id, product_id, archived, 1 AS n FROM new_rows
        UNION ALL
        SELECT company_id, location_id, product_id, archived, -1 FROM old_rows
      ) u
      GROUP BY 1, 2, 3, 4
      HAVING sum(n) <> 0
    ) x
    WHERE x.company_id IN (SELECT id FROM companies);
  END IF;
  IF changes IS NOT NULL THEN
    PERFORM product_counts_apply_placements(changes);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION product_counts_locations_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c record;
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Before an archived location is deleted its rows count as listed, so that the cascade, which no longer
    -- finds the location, takes them off the listed counts as well.
    IF OLD.archived AND EXISTS (SELECT 1 FROM companies WHERE id = OLD.company_id) THEN
      PERFORM product_counts_apply_locations(ARRAY[OLD.company_id], ARRAY[OLD.id], ARRAY[1]);
    END IF;
    RETURN OLD;
  END IF;
  SELECT array_agg(n.company_id) AS companies, array_agg(n.id) AS ids,
    array_agg(CASE WHEN n.archived THEN -1 ELSE 1 END) AS amounts
  INTO c
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE o.archived <> n.archived AND n.company_id IN (SELECT id FROM companies);
  IF c.companies IS NOT NULL THEN
    PERFORM product_counts_apply_locations(c.companies, c.ids, c.amounts);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deleting a product deletes its sheets and its rows at locations in one statement (the cascades), and the
-- statement triggers of both run only at its end, each finding the other side gone: so the (current sheet,
-- non-archived row) pairs of the location facet are taken off here, before the cascades.
CREATE FUNCTION product_counts_product_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  f record;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM companies WHERE id = OLD.company_id) THEN
    RETURN OLD;
  END IF;
  PERFORM product_counts_lock(ARRAY[OLD.company_id]);
  SELECT array_agg(OLD.company_id) AS companies, array_agg('location'::text) AS facets,
    array_agg(x.location_id) AS ids, array_agg(''::text) AS facet_values, array_agg(-x.n) AS amounts
  INTO f
  FROM (
    SELECT lp.location_id, count(*)::int AS n
    FROM location_products lp
    JOIN sds_documents s ON s.company_id = lp.company_id AND s.product_id = lp.product_id
      AND s.superseded_by_id IS NULL AND NOT s.pending
    WHERE lp.company_id = OLD.company_id AND lp.product_id = OLD.id AND NOT lp.archived
    GROUP BY lp.location_id
  ) x;
  IF f.companies IS NOT NULL THEN
    PERFORM product_counts_add_facets(f.companies, f.facets, f.ids, f.facet_values, f.amounts);
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
-- Recounts one company from its rows: the backfill below, a repair after TRUNCATE, and the reference the tests
-- compare the kept counts with.
CREATE FUNCTION product_counts_rebuild(p_company integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_counts_lock(ARRAY[p_company]);
  DELETE FROM product_facet_counts WHERE company_id = p_company;
  DELETE FROM product_placement_counts WHERE company_id = p_company;

  INSERT INTO product_placement_counts (company_id, product_id, placements, listed)
  SELECT p_company, lp.product_id, count(*), count(*) FILTER (WHERE NOT lp.archived AND NOT l.archived)
  FROM location_products lp JOIN locations l ON l.company_id = lp.company_id AND l.id = lp.location_id
  WHERE lp.company_id = p_company
  GROUP BY lp.product_id;

  WITH cur AS (
    SELECT * FROM sds_documents s WHERE s.company_id = p_company AND s.superseded_by_id IS NULL AND NOT s.pending
  )
  INSERT INTO product_facet_counts (company_id, facet, value_id, value, n)
  SELECT p_company, v.facet, v.value_id, v.value, count(*)
  FROM (
    SELECT 'supplier' AS facet, 0 AS value_id, s.supplier AS value FROM cur s WHERE s.supplier <> ''
    UNION ALL
    SELECT 'language', s.language_id, '' FROM cur s
    UNION ALL
    SELECT 'market', s.market_id, '' FROM cur s
    UNION ALL
    SELECT 'pictogram', 0, g.v FROM cur s CROSS JOIN LATERAL unnest(s.pictograms) AS g(v)
    UNION ALL
    SELECT 'signal_word', 0, s.signal_word FROM cur s WHERE s.signal_word IS NOT NULL
    UNION ALL
    SELECT 'location', lp.location_id, '' FROM cur s
    JOIN location_products lp ON lp.company_id = p_company AND lp.product_id = s.product_id AND NOT lp.archived
  ) v
  GROUP BY v.facet, v.value_id, v.value;

  UPDATE product_counts SET
    sheets = (SELECT count(*) FROM sds_documents s
      WHERE s.company_id = p_company AND s.superseded_by_id IS NULL AND NOT s.pending),
    placements = (SELECT coalesce(sum(placements), 0) FROM product_placement_counts WHERE company_id = p_company),
    listed_placements = (SELECT coalesce(sum(listed), 0) FROM product_placement_counts WHERE company_id = p_company),
    placed_products = (SELECT count(*) FROM product_placement_counts WHERE company_id = p_company),
    listed_products = (SELECT count(*) FROM product_placement_counts WHERE company_id = p_company AND listed > 0)
  WHERE company_id = p_company;
END $$;
--> statement-breakpoint
-- TRUNCATE fires no row or statement triggers: recount every company afterwards.
CREATE FUNCTION product_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_counts_rebuild(company_id) FROM product_counts ORDER BY company_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_counts_insert AFTER INSERT ON sds_documents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_sheets_changed();
--> statement-breakpoint
CREATE TRIGGER product_counts_update AFTER UPDATE ON sds_documents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_sheets_changed();
--> statement-breakpoint
CREATE TRIGGER product_counts_delete AFTER DELETE ON sds_documents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_sheets_changed();
--> statement-breakpoint
CREATE TRIGGER product_counts_truncate AFTER TRUNCATE ON sds_documents
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_truncated();
--> statement-breakpoint
CREATE TRIGGER product_counts_insert AFTER INSERT ON location_products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_placements_changed();
--> statement-breakpoint
CREATE TRIGGER product_counts_update AFTER UPDATE ON location_products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_placements_changed();
--> statement-breakpoint
CREATE TRIGGER product_counts_delete AFTER DELETE ON location_products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_placements_changed();
--> statement-breakpoint
CREATE TRIGGER product_counts_truncate AFTER TRUNCATE ON location_products
  FOR EACH STATEMENT EXECUTE FUNCTION product_counts_truncated();
--> statement-breakpoint
CREATE TRIGGER product_counts_update AFTER UPDATE ON locations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_counts_locations_changed();
--> statement-breakpoint
CREATE TRIGGER product_counts_delete BEFORE DELETE ON locations
  FOR EACH ROW EXECUTE FUNCTION product_counts_locations_changed();
--> statement-breakpoint
CREATE TRIGGER product_counts_delete BEFORE DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION product_counts_product_deleted();
--> statement-breakpoint
-- The counts of the data already there.
SELECT product_counts_rebuild(id) FROM companies ORDER BY id;
