DROP INDEX "legislation_hits_company_list_idx";--> statement-breakpoint
CREATE INDEX "location_products_held_idx" ON "location_products" USING btree ("company_id","location_id","product_id") WHERE NOT archived;--> statement-breakpoint
CREATE INDEX "legislation_hits_company_list_idx" ON "legislation_hits" USING btree ("company_id","list_code","product_id","entry_id");