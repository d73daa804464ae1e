CREATE TABLE "unplaced_products" (
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "unplaced_products_company_id_product_id_pk" PRIMARY KEY("company_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "unplaced_products" ADD CONSTRAINT "unplaced_products_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A new product is held nowhere until it is placed. Statement triggers with transition tables, so a bulk insert
-- (an import, the benchmark's data) keeps the table in one statement each.
CREATE FUNCTION unplaced_products_product_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO unplaced_products (company_id, product_id)
  SELECT n.company_id, n.id FROM new_rows n
  WHERE NOT EXISTS (SELECT 1 FROM location_products lp WHERE lp.company_id = n.company_id AND lp.product_id = n.id)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A placement makes its product placed.
CREATE FUNCTION unplaced_products_placed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM unplaced_products u USING new_rows n
  WHERE u.company_id = n.company_id AND u.product_id = n.product_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A product whose last placement went is held nowhere again, unless the product itself is being deleted (a
-- deleted product's placements go with it, and its row is already gone when this runs).
CREATE FUNCTION unplaced_products_unplaced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO unplaced_products (company_id, product_id)
  SELECT DISTINCT o.company_id, o.product_id FROM old_rows o
  WHERE EXISTS (SELECT 1 FROM products p WHERE p.company_id = o.company_id AND p.id = o.product_id)
    AND NOT EXISTS (
      SELECT 1 FROM location_products lp WHERE lp.company_id = o.company_id AND lp.product_id = o.product_id)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A placement moved to another product: the old product may now be held nowhere, the new one is held. Only the
-- rows whose product changed count (an update of amounts or of the archived flag changes nothing here).
CREATE FUNCTION unplaced_products_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM unplaced_products u USING new_rows n JOIN old_rows o ON o.id = n.id
  WHERE (n.company_id, n.product_id) IS DISTINCT FROM (o.company_id, o.product_id)
    AND u.company_id = n.company_id AND u.product_id = n.product_id;
  INSERT INTO unplaced_products (company_id, product_id)
  SELECT DISTINCT o.company_id, o.product_id FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE (n.company_id, n.product_id) IS DISTINCT FROM (o.company_id, o.product_id)
    AND EXISTS (SELECT 1 FROM products p WHERE p.company_id = o.company_id AND p.id = o.product_id)
    AND NOT EXISTS (
      SELECT 1 FROM location_products lp WHERE lp.company_id = o.company_id AND lp.product_id = o.product_id)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION unplaced_products_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO unplaced_products (company_id, product_id) SELECT company_id, id FROM products ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER unplaced_products_product_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION unplaced_products_product_inserted();
--> statement-breakpoint
CREATE TRIGGER unplaced_products_placement_insert AFTER INSERT ON location_products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION unplaced_products_placed();
--> statement-breakpoint
CREATE TRIGGER unplaced_products_placement_delete AFTER DELETE ON location_products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION unplaced_products_unplaced();
--> statement-breakpoint
CREATE TRIGGER unplaced_products_placement_update AFTER UPDATE ON location_products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION unplaced_products_moved();
--> statement-breakpoint
CREATE TRIGGER unplaced_products_placement_truncate AFTER TRUNCATE ON location_products
  FOR EACH STATEMENT EXECUTE FUNCTION unplaced_products_truncated();
--> statement-breakpoint
INSERT INTO unplaced_products (company_id, product_id)
SELECT p.company_id, p.id FROM products p
WHERE NOT EXISTS (SELECT 1 FROM location_products lp WHERE lp.company_id = p.company_id AND lp.product_id = p.id);
