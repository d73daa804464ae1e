CREATE TABLE "exposure_plan_counts" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"open" integer DEFAULT 0 NOT NULL,
	"closed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exposure_plan_counts" ADD CONSTRAINT "exposure_plan_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exposure_plans_open_list_idx" ON "exposure_plans" USING btree ("company_id","starts_on" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE closed_at IS NULL;--> statement-breakpoint
CREATE INDEX "workplace_descriptions_current_title_idx" ON "workplace_descriptions" USING btree ("company_id",lower("title"),"id") WHERE superseded_by_id IS NULL AND archived_at IS NULL;--> statement-breakpoint
CREATE INDEX "workplace_descriptions_archived_title_idx" ON "workplace_descriptions" USING btree ("company_id",lower("title"),"id") WHERE superseded_by_id IS NULL AND archived_at IS NOT NULL;--> statement-breakpoint
-- Each company's exposure plans, open and closed, kept as plans are made, closed, reopened and deleted, so the
-- plans list's total for a reader of all plans is a primary-key read (api/exposure/plans.ts). Statement
-- triggers with transition tables: a bulk insert adds its rows' counts once.
CREATE FUNCTION exposure_plan_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO exposure_plan_counts AS c (company_id, open, closed)
  SELECT n.company_id, count(*) FILTER (WHERE n.closed_at IS NULL), count(*) FILTER (WHERE n.closed_at IS NOT NULL)
  FROM new_rows n GROUP BY n.company_id
  ON CONFLICT (company_id) DO UPDATE SET open = c.open + EXCLUDED.open, closed = c.closed + EXCLUDED.closed;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A change counts only where a plan was closed or reopened (or moved to another company): the difference
-- between the new rows and the old ones per company.
CREATE FUNCTION exposure_plan_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO exposure_plan_counts AS c (company_id, open, closed)
  SELECT d.company_id, sum(d.open)::int, sum(d.closed)::int
  FROM (
    SELECT n.company_id, (n.closed_at IS NULL)::int AS open, (n.closed_at IS NOT NULL)::int AS closed FROM new_rows n
    UNION ALL
    SELECT o.company_id, -(o.closed_at IS NULL)::int, -(o.closed_at IS NOT NULL)::int FROM old_rows o
  ) d
  GROUP BY d.company_id HAVING sum(d.open) <> 0 OR sum(d.closed) <> 0
  ON CONFLICT (company_id) DO UPDATE SET open = c.open + EXCLUDED.open, closed = c.closed + EXCLUDED.closed;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Deleted plans only lower an existing count: when the company itself is being deleted its count row may
-- already be gone, and no row is made for it again.
CREATE FUNCTION exposure_plan_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE exposure_plan_counts c SET open = c.open - d.open, closed = c.closed - d.closed
  FROM (
    SELECT o.company_id, count(*) FILTER (WHERE o.closed_at IS NULL)::int AS open,
      count(*) FILTER (WHERE o.closed_at IS NOT NULL)::int AS closed
    FROM old_rows o GROUP BY o.company_id
  ) d
  WHERE c.company_id = d.company_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION exposure_plan_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM exposure_plan_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER exposure_plan_counts_insert AFTER INSERT ON exposure_plans
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION exposure_plan_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER exposure_plan_counts_update AFTER UPDATE ON exposure_plans
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION exposure_plan_counts_updated();
--> statement-breakpoint
CREATE TRIGGER exposure_plan_counts_delete AFTER DELETE ON exposure_plans
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION exposure_plan_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER exposure_plan_counts_truncate AFTER TRUNCATE ON exposure_plans
  FOR EACH STATEMENT EXECUTE FUNCTION exposure_plan_counts_truncated();
--> statement-breakpoint
INSERT INTO exposure_plan_counts (company_id, open, closed)
SELECT company_id, count(*) FILTER (WHERE closed_at IS NULL), count(*) FILTER (WHERE closed_at IS NOT NULL)
FROM exposure_plans GROUP BY company_id;
