ALTER TABLE "pending_uploads" ADD COLUMN "purpose" text DEFAULT 'request' NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_uploads" ADD COLUMN "read_state" text;--> statement-breakpoint
ALTER TABLE "pending_uploads" ADD COLUMN "read_outcome" text;--> statement-breakpoint
ALTER TABLE "pending_uploads" ADD COLUMN "read_pages" integer;--> statement-breakpoint
ALTER TABLE "pending_uploads" ADD COLUMN "read_pages_read" integer;--> statement-breakpoint
ALTER TABLE "pending_uploads" ADD COLUMN "read_facts" jsonb;--> statement-breakpoint
ALTER TABLE "pending_uploads" ADD COLUMN "read_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sds_documents" ADD COLUMN "facts" jsonb;