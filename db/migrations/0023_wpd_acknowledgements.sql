CREATE TABLE "wpd_acknowledgements" (
	"company_id" integer NOT NULL,
	"version_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wpd_acknowledgements_company_id_version_id_user_id_pk" PRIMARY KEY("company_id","version_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "wpd_acknowledgements" ADD CONSTRAINT "wpd_acknowledgements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wpd_acknowledgements" ADD CONSTRAINT "wpd_acknowledgements_version_fk" FOREIGN KEY ("company_id","version_id") REFERENCES "public"."workplace_descriptions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wpd_acknowledgements" ADD CONSTRAINT "wpd_acknowledgements_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wpd_acknowledgements_user_idx" ON "wpd_acknowledgements" USING btree ("company_id","user_id");