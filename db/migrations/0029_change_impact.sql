ALTER TABLE "sds_actions" DROP CONSTRAINT "sds_actions_origin_check";--> statement-breakpoint
ALTER TABLE "sds_actions" ADD COLUMN "impact_kind" text;--> statement-breakpoint
ALTER TABLE "sds_actions" ADD COLUMN "impact_path" text;--> statement-breakpoint
ALTER TABLE "sds_actions" ADD CONSTRAINT "sds_actions_origin_check" CHECK ("sds_actions"."origin" IN ('manual', 'supplier_answer', 'list_hit', 'change_impact'));