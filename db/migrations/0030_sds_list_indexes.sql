DROP INDEX "sds_actions_company_status_due_idx";--> statement-breakpoint
DROP INDEX "sds_actions_company_assignee_idx";--> statement-breakpoint
CREATE INDEX "sds_documents_current_issue_idx" ON "sds_documents" USING btree ("company_id","product_id","date_issue","id") WHERE "sds_documents"."superseded_by_id" IS NULL AND NOT "sds_documents"."pending";--> statement-breakpoint
CREATE INDEX "sds_actions_company_status_due_idx" ON "sds_actions" USING btree ("company_id","status" DESC NULLS LAST,"due_date","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sds_actions_company_assignee_idx" ON "sds_actions" USING btree ("company_id","assignee_id","status" DESC NULLS LAST,"due_date","id" DESC NULLS LAST);