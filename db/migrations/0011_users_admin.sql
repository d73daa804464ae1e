ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_lower" text GENERATED ALWAYS AS (lower(name || ' ' || email)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_lower" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_company_name_idx" ON "users" USING btree ("company_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "users_active_name_idx" ON "users" USING btree ("company_id",lower("name"),"id") WHERE "users"."deactivated_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_permissions_idx" ON "users" USING gin ("permissions" jsonb_path_ops);