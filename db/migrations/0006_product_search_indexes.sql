-- The product lists' search by name or supplier through trigram indexes (pg_trgm, created in 0002), and
-- the company's archived locations, which every company-wide list leaves out, through a partial index
-- (decision 9NN, product list statements).
CREATE INDEX "locations_company_archived_idx" ON "locations" USING btree ("company_id","id") WHERE "locations"."archived";--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name_lower" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_supplier_trgm_idx" ON "products" USING gin (lower("supplier") gin_trgm_ops);