ALTER TABLE "location_products" ADD COLUMN "product_name_lower" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "location_products_name_order_idx" ON "location_products" USING btree ("company_id","product_name_lower","product_id","location_id","id") WHERE NOT archived;--> statement-breakpoint
-- A placement carries its product's name_lower, so the placements held at a subtree can be read in product-name
-- order from location_products_name_order_idx alone (the risk-assessment status page's pages).
CREATE FUNCTION location_products_name_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.name_lower INTO NEW.product_name_lower
  FROM products p WHERE p.company_id = NEW.company_id AND p.id = NEW.product_id;
  NEW.product_name_lower := coalesce(NEW.product_name_lower, '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER location_products_name_set BEFORE INSERT OR UPDATE OF product_id, company_id ON location_products
  FOR EACH ROW EXECUTE FUNCTION location_products_name_set();
--> statement-breakpoint
-- A renamed product: its placements take the new name (a product has a handful of placements).
CREATE FUNCTION products_name_copied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE location_products lp SET product_name_lower = n.name_lower
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE n.name_lower IS DISTINCT FROM o.name_lower
    AND lp.company_id = n.company_id AND lp.product_id = n.id AND lp.product_name_lower <> n.name_lower;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_name_copied AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_name_copied();
--> statement-breakpoint
UPDATE location_products lp SET product_name_lower = p.name_lower
FROM products p WHERE p.company_id = lp.company_id AND p.id = lp.product_id;
--> statement-breakpoint
-- Fresh statistics for the new column and index, so the first pages are planned on them.
ANALYZE location_products;
