-- Locations: the tree's integrity and indexes, exact restore after archiving, favourites (decision 012).
-- Hand-edited after drizzle-kit generate: the unique (company_id, id) key must exist before the composite
-- foreign keys that reference it, pg_trgm before the trigram index, and existing archived rows get their
-- archived_root_id.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_company_id_id_key" UNIQUE("company_id","id");
--> statement-breakpoint
ALTER TABLE "locations" DROP CONSTRAINT "locations_parent_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_company_parent_fk" FOREIGN KEY ("company_id","parent_id") REFERENCES "public"."locations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "name_lower" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "archived_root_id" integer;--> statement-breakpoint
UPDATE "locations" SET "archived_root_id" = "id" WHERE "archived";--> statement-breakpoint
DROP INDEX "locations_company_parent_idx";--> statement-breakpoint
CREATE INDEX "locations_company_parent_name_idx" ON "locations" USING btree ("company_id","parent_id","name_lower","id");--> statement-breakpoint
CREATE INDEX "locations_name_trgm_idx" ON "locations" USING gin ("name_lower" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_archived_root_idx" ON "locations" USING btree ("company_id","archived_root_id") WHERE "locations"."archived_root_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "location_favorites" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "location_favorites_user_id_location_id_pk" PRIMARY KEY("user_id","location_id")
);
--> statement-breakpoint
ALTER TABLE "location_favorites" ADD CONSTRAINT "location_favorites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_favorites" ADD CONSTRAINT "location_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_favorites" ADD CONSTRAINT "location_favorites_location_fk" FOREIGN KEY ("company_id","location_id") REFERENCES "public"."locations"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "location_favorites_company_location_idx" ON "location_favorites" USING btree ("company_id","location_id");
