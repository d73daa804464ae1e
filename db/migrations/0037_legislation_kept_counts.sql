CREATE TABLE "legislation_entry_counts" (
	"company_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"list_code" text NOT NULL,
	"days" daterange NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "legislation_entry_counts_pkey" PRIMARY KEY("company_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "legislation_list_counts" (
	"company_id" integer NOT NULL,
	"list_code" text NOT NULL,
	"days" datemultirange NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "legislation_list_counts_pkey" PRIMARY KEY("company_id","list_code","days")
);
--> statement-breakpoint
CREATE TABLE "legislation_product_lists" (
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"list_code" text NOT NULL,
	"days" datemultirange NOT NULL,
	CONSTRAINT "legislation_product_lists_pkey" PRIMARY KEY("company_id","product_id","list_code")
);
--> statement-breakpoint
-- The days an entry is in force, as the pages ask it ("valid_from <= today < valid_until", either end open);
-- an entry that ends before it starts is in force on no day.
CREATE FUNCTION legislation_entry_days(valid_from text, valid_until text) RETURNS daterange LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN valid_from IS NOT NULL AND valid_until IS NOT NULL AND valid_until <= valid_from THEN 'empty'::daterange
    ELSE daterange(valid_from::date, valid_until::date, '[)') END
$$;
--> statement-breakpoint
-- The products' rows of legislation_product_lists are written again from their hits, and the lists' counts
-- follow: the old rows leave their (list, days) counts, the new ones join theirs, and a count that reaches
-- nothing goes. Set-based: one call per statement that changes hits, whatever the number of products.
CREATE FUNCTION legislation_recount_products(companies integer[], products integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (
    DELETE FROM legislation_product_lists lp
    USING (SELECT DISTINCT company_id, product_id FROM unnest(companies, products) AS t(company_id, product_id)) t
    WHERE lp.company_id = t.company_id AND lp.product_id = t.product_id
    RETURNING lp.company_id, lp.list_code, lp.days)
  UPDATE legislation_list_counts c SET products = c.products - g.n
  FROM (SELECT company_id, list_code, days, count(*)::int AS n FROM gone GROUP BY company_id, list_code, days) g
  WHERE c.company_id = g.company_id AND c.list_code = g.list_code AND c.days = g.days;

  WITH came AS (
    INSERT INTO legislation_product_lists (company_id, product_id, list_code, days)
    SELECT h.company_id, h.product_id, h.list_code, range_agg(legislation_entry_days(e.valid_from, e.valid_until))
    FROM (SELECT DISTINCT company_id, product_id FROM unnest(companies, products) AS t(company_id, product_id)) t
    JOIN legislation_hits h ON h.company_id = t.company_id AND h.product_id = t.product_id
    JOIN legislation_entries e ON e.id = h.entry_id
    GROUP BY h.company_id, h.product_id, h.list_code
    RETURNING company_id, list_code, days)
  INSERT INTO legislation_list_counts AS c (company_id, list_code, days, products)
  SELECT company_id, list_code, days, count(*)::int FROM came GROUP BY company_id, list_code, days
  ON CONFLICT (company_id, list_code, days) DO UPDATE SET products = c.products + excluded.products;

  DELETE FROM legislation_list_counts c
  WHERE c.company_id IN (SELECT DISTINCT unnest(companies)) AND c.products <= 0;
END
$$;
--> statement-breakpoint
-- Hits come and go only in whole statements (a screening deletes and inserts a company's or some products'
-- hits; a deleted product or entry takes its hits), so statement triggers with transition tables keep the
-- counts: the entries' counts by difference, the products' lists written again.
CREATE FUNCTION legislation_hits_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO legislation_entry_counts AS c (company_id, entry_id, list_code, days, hits)
  SELECT n.company_id, n.entry_id, min(n.list_code), legislation_entry_days(e.valid_from, e.valid_until), count(*)::int
  FROM new_hits n JOIN legislation_entries e ON e.id = n.entry_id
  GROUP BY n.company_id, n.entry_id, e.valid_from, e.valid_until
  ON CONFLICT (company_id, entry_id) DO UPDATE SET hits = c.hits + excluded.hits;
  PERFORM legislation_recount_products(array_agg(company_id), array_agg(product_id))
  FROM (SELECT DISTINCT company_id, product_id FROM new_hits) t HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION legislation_hits_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE legislation_entry_counts c SET hits = c.hits - o.n
  FROM (SELECT company_id, entry_id, count(*)::int AS n FROM old_hits GROUP BY company_id, entry_id) o
  WHERE c.company_id = o.company_id AND c.entry_id = o.entry_id;
  DELETE FROM legislation_entry_counts c
  WHERE c.company_id IN (SELECT DISTINCT company_id FROM old_hits) AND c.hits <= 0;
  PERFORM legislation_recount_products(array_agg(company_id), array_agg(product_id))
  FROM (SELECT DISTINCT company_id, product_id FROM old_hits) t HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION legislation_hits_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE legislation_entry_counts c SET hits = c.hits - o.n
  FROM (SELECT company_id, entry_id, count(*)::int AS n FROM old_hits GROUP BY company_id, entry_id) o
  WHERE c.company_id = o.company_id AND c.entry_id = o.entry_id;
  INSERT INTO legislation_entry_counts AS c (company_id, entry_id, list_code, days, hits)
  SELECT n.company_id, n.entry_id, min(n.list_code), legislation_entry_days(e.valid_from, e.valid_until), count(*)::int
  FROM new_hits n JOIN legislation_entries e ON e.id = n.entry_id
  GROUP BY n.company_id, n.entry_id, e.valid_from, e.valid_until
  ON CONFLICT (company_id, entry_id) DO UPDATE SET hits = c.hits + excluded.hits;
  DELETE FROM legislation_entry_counts c
  WHERE c.company_id IN (SELECT company_id FROM old_hits UNION SELECT company_id FROM new_hits) AND c.hits <= 0;
  PERFORM legislation_recount_products(array_agg(company_id), array_agg(product_id))
  FROM (SELECT company_id, product_id FROM old_hits UNION SELECT company_id, product_id FROM new_hits) t
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION legislation_hits_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE legislation_entry_counts, legislation_product_lists, legislation_list_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER legislation_hits_count_insert AFTER INSERT ON legislation_hits
  REFERENCING NEW TABLE AS new_hits FOR EACH STATEMENT EXECUTE FUNCTION legislation_hits_inserted();
--> statement-breakpoint
CREATE TRIGGER legislation_hits_count_delete AFTER DELETE ON legislation_hits
  REFERENCING OLD TABLE AS old_hits FOR EACH STATEMENT EXECUTE FUNCTION legislation_hits_deleted();
--> statement-breakpoint
CREATE TRIGGER legislation_hits_count_update AFTER UPDATE ON legislation_hits
  REFERENCING OLD TABLE AS old_hits NEW TABLE AS new_hits FOR EACH STATEMENT EXECUTE FUNCTION legislation_hits_updated();
--> statement-breakpoint
CREATE TRIGGER legislation_hits_count_truncate AFTER TRUNCATE ON legislation_hits
  FOR EACH STATEMENT EXECUTE FUNCTION legislation_hits_truncated();
--> statement-breakpoint
-- An entry's period changed (entries are written once per version today; this keeps the counts true if one
-- is ever corrected in place): the products that hit it are counted again.
CREATE FUNCTION legislation_entries_days_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE legislation_entry_counts c SET days = legislation_entry_days(n.valid_from, n.valid_until)
  FROM new_entries n JOIN old_entries o ON o.id = n.id
  WHERE c.entry_id = n.id AND (n.valid_from, n.valid_until) IS DISTINCT FROM (o.valid_from, o.valid_until);
  PERFORM legislation_recount_products(array_agg(h.company_id), array_agg(h.product_id))
  FROM (SELECT DISTINCT h.company_id, h.product_id
    FROM new_entries n JOIN old_entries o ON o.id = n.id
    JOIN legislation_hits h ON h.entry_id = n.id
    WHERE (n.valid_from, n.valid_until) IS DISTINCT FROM (o.valid_from, o.valid_until)) h
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER legislation_entries_days_update AFTER UPDATE ON legislation_entries
  REFERENCING OLD TABLE AS old_entries NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION legislation_entries_days_changed();
--> statement-breakpoint
-- The counts of the hits already kept.
INSERT INTO legislation_entry_counts (company_id, entry_id, list_code, days, hits)
SELECT h.company_id, h.entry_id, min(h.list_code), legislation_entry_days(e.valid_from, e.valid_until), count(*)::int
FROM legislation_hits h JOIN legislation_entries e ON e.id = h.entry_id
GROUP BY h.company_id, h.entry_id, e.valid_from, e.valid_until;
--> statement-breakpoint
INSERT INTO legislation_product_lists (company_id, product_id, list_code, days)
SELECT h.company_id, h.product_id, h.list_code, range_agg(legislation_entry_days(e.valid_from, e.valid_until))
FROM legislation_hits h JOIN legislation_entries e ON e.id = h.entry_id
GROUP BY h.company_id, h.product_id, h.list_code;
--> statement-breakpoint
INSERT INTO legislation_list_counts (company_id, list_code, days, products)
SELECT company_id, list_code, days, count(*)::int FROM legislation_product_lists GROUP BY company_id, list_code, days;
