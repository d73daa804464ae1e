CREATE TABLE "rnu_confirmation_counts" (
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"version_id" integer NOT NULL,
	"topnodes" jsonb NOT NULL,
	"confirmed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rnu_confirmation_counts_company_id_kind_version_id_topnodes_pk" PRIMARY KEY("company_id","kind","version_id","topnodes")
);
--> statement-breakpoint
ALTER TABLE "rnu_confirmation_counts" ADD CONSTRAINT "rnu_confirmation_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_topnodes_idx" ON "users" USING gin ("topnodes" jsonb_path_ops);--> statement-breakpoint
-- Read and understood by location (api/read-understood/store.ts, locationDocuments): the confirmations of
-- each document version, counted per top nodes of the askable people (active, not guests) who gave them.
-- Kept by the triggers below; a count only ever goes down on a row that exists (when a company is being
-- deleted its rows may already be gone, and none is made again), and up with INSERT … ON CONFLICT.
--
-- The acknowledgement tables: statement triggers with transition tables (a bulk insert adds its rows once).
-- TG_ARGV: the kind as read and understood names it, and the table's version column. A confirmation of a
-- person who is no longer in users (deleted in the same statement) counts nothing here: the person's own
-- delete trigger took their confirmations off first.
CREATE FUNCTION rnu_confirmation_counts_acknowledged() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added text := format('SELECT company_id, %I AS version_id, user_id, 1 AS n FROM new_rows', TG_ARGV[1]);
  removed text := format('SELECT company_id, %I AS version_id, user_id, -1 AS n FROM old_rows', TG_ARGV[1]);
BEGIN
  EXECUTE format($sql$
    WITH d AS (
      SELECT x.company_id, x.version_id, u.topnodes, sum(x.n)::int AS n
      FROM (%s) x
      JOIN users u ON u.company_id = x.company_id AND u.id = x.user_id
      WHERE u.deactivated_at IS NULL AND NOT u.is_guest_user
      GROUP BY 1, 2, 3 HAVING sum(x.n) <> 0
    ), lowered AS (
      UPDATE rnu_confirmation_counts c SET confirmed = c.confirmed + d.n FROM d
      WHERE d.n < 0 AND c.company_id = d.company_id AND c.kind = %L AND c.version_id = d.version_id
        AND c.topnodes = d.topnodes
    )
    INSERT INTO rnu_confirmation_counts AS c (company_id, kind, version_id, topnodes, confirmed)
    SELECT d.company_id, %L, d.version_id, d.topnodes, d.n FROM d WHERE d.n > 0
    ON CONFLICT (company_id, kind, version_id, topnodes) DO UPDATE SET confirmed = c.confirmed + EXCLUDED.confirmed
  $sql$,
  CASE TG_OP WHEN 'INSERT' THEN added WHEN 'DELETE' THEN removed ELSE added || ' UNION ALL ' || removed END,
  TG_ARGV[0], TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION rnu_confirmation_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM rnu_confirmation_counts WHERE kind = TG_ARGV[0];
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER rnu_confirmation_counts_insert AFTER INSERT ON smartform_acknowledgements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION rnu_confirmation_counts_acknowledged('smartform', 'document_id');
--> statement-breakpoint
CREATE TRIGGER rnu_confirmation_counts_update AFTER UPDATE ON smartform_acknowledgements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION rnu_confirmation_counts_acknowledged('smartform', 'document_id');
--> statement-breakpoint
CREATE TRIGGER rnu_confirmation_counts_delete AFTER DELETE ON smartform_acknowledgements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION rnu_confirmation_counts_acknowledged('smartform', 'document_id');
--> statement-breakpoint
CREATE TRIGGER rnu_confirmation_counts_truncate AFTER TRUNCATE ON smartform_acknowledgements
  FOR EACH STATEMENT EXECUTE FUNCTION rnu_confirmation_counts_truncated('smartform');
--> statement-breakpoint
CREATE TRIGGER rnu_confirmation_counts_insert AFTER INSERT ON sds_acknowledgements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION rnu_confirmation_counts_acknowledged('sds', 'sds_id');
--> statement-breakpoint
CREATE TRIGGER rnu_confirmation_counts_update AFTER UPDATE ON sds_acknowledgements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION rnu_confirmation_counts_acknowledged('sds', 'sds_id');
--> statement-breakpoint
CREATE TRIGGER rnu_confirmation_counts_delete AFTER DELETE ON sds_acknowledgements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION rnu_confirmation_counts_acknowledged('sds', 'sds_id');
--> statement-breakpoint
CREATE TRIGGER rnu_confirmation_counts_truncate AFTER TRUNCATE ON sds_acknowledgements
  FOR EACH STATEMENT EXECUTE FUNCTION rnu_confirmation_counts_truncated('sds');
--> statement-breakpoint
CREATE TRIGGER rnu_confirmation_counts_insert AFTER INSERT ON wpd_acknowledgements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION rnu_confirmation_counts_acknowledged('wpd', 'version_id');
--> statement-breakpoint
CREATE TRIGGER rnu_confirmation_counts_update AFTER UPDATE ON wpd_acknowledgements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION rnu_confirmation_counts_acknowledged('wpd', 'version_id');
--> statement-breakpoint
CREATE TRIGGER rnu_confirmation_counts_delete AFTER DELETE ON wpd_acknowledgements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION rnu_confirmation_counts_acknowledged('wpd', 'version_id');
--> statement-breakpoint
CREATE TRIGGER rnu_confirmation_counts_truncate AFTER TRUNCATE ON wpd_acknowledgements
  FOR EACH STATEMENT EXECUTE FUNCTION rnu_confirmation_counts_truncated('wpd');
--> statement-breakpoint
-- A person's confirmations move with them: a change of top nodes takes them off the old top nodes and adds
-- them to the new ones; deactivating a person or making them a guest takes them off, the reverse adds them.
CREATE FUNCTION rnu_confirmation_counts_people_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT n.company_id, n.id,
      o.topnodes AS old_topnodes, (o.deactivated_at IS NULL AND NOT o.is_guest_user) AS was_asked,
      n.topnodes AS new_topnodes, (n.deactivated_at IS NULL AND NOT n.is_guest_user) AS is_asked
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE o.topnodes IS DISTINCT FROM n.topnodes
      OR (o.deactivated_at IS NULL AND NOT o.is_guest_user) <> (n.deactivated_at IS NULL AND NOT n.is_guest_user)
  ), confirmations AS (
    SELECT a.company_id, 'smartform'::text AS kind, a.document_id AS version_id, a.user_id
    FROM smartform_acknowledgements a JOIN changed c ON a.company_id = c.company_id AND a.user_id = c.id
    UNION ALL
    SELECT a.company_id, 'sds', a.sds_id, a.user_id
    FROM sds_acknowledgements a JOIN changed c ON a.company_id = c.company_id AND a.user_id = c.id
    UNION ALL
    SELECT a.company_id, 'wpd', a.version_id, a.user_id
    FROM wpd_acknowledgements a JOIN changed c ON a.company_id = c.company_id AND a.user_id = c.id
  ), d AS (
    SELECT x.company_id, x.kind, x.version_id, x.topnodes, sum(x.n)::int AS n FROM (
      SELECT k.company_id, k.kind, k.version_id, c.old_topnodes AS topnodes, -1 AS n
      FROM confirmations k JOIN changed c ON c.company_id = k.company_id AND c.id = k.user_id WHERE c.was_asked
      UNION ALL
      SELECT k.company_id, k.kind, k.version_id, c.new_topnodes, 1
      FROM confirmations k JOIN changed c ON c.company_id = k.company_id AND c.id = k.user_id WHERE c.is_asked
    ) x
    GROUP BY 1, 2, 3, 4 HAVING sum(x.n) <> 0
  ), lowered AS (
    UPDATE rnu_confirmation_counts c SET confirmed = c.confirmed + d.n FROM d
    WHERE d.n < 0 AND c.company_id = d.company_id AND c.kind = d.kind AND c.version_id = d.version_id
      AND c.topnodes = d.topnodes
  )
  INSERT INTO rnu_confirmation_counts AS c (company_id, kind, version_id, topnodes, confirmed)
  SELECT d.company_id, d.kind, d.version_id, d.topnodes, d.n FROM d WHERE d.n > 0
  ON CONFLICT (company_id, kind, version_id, topnodes) DO UPDATE SET confirmed = c.confirmed + EXCLUDED.confirmed;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A deleted person's confirmations are taken off before the row goes (the acknowledgements it cascades to
-- then find no person and count nothing).
CREATE FUNCTION rnu_confirmation_counts_person_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.deactivated_at IS NULL AND NOT OLD.is_guest_user THEN
    UPDATE rnu_confirmation_counts c SET confirmed = c.confirmed - d.n
    FROM (
      SELECT k.kind, k.version_id, count(*)::int AS n FROM (
        SELECT 'smartform'::text AS kind, document_id AS version_id FROM smartform_acknowledgements
        WHERE company_id = OLD.company_id AND user_id = OLD.id
        UNION ALL
        SELECT 'sds', sds_id FROM sds_acknowledgements WHERE company_id = OLD.company_id AND user_id = OLD.id
        UNION ALL
        SELECT 'wpd', version_id FROM wpd_acknowledgements WHERE company_id = OLD.company_id AND user_id = OLD.id
      ) k GROUP BY 1, 2
    ) d
    WHERE c.company_id = OLD.company_id AND c.kind = d.kind AND c.version_id = d.version_id
      AND c.topnodes = OLD.topnodes;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER rnu_confirmation_counts_people AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION rnu_confirmation_counts_people_changed();
--> statement-breakpoint
CREATE TRIGGER rnu_confirmation_counts_person_delete BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION rnu_confirmation_counts_person_deleted();
--> statement-breakpoint
INSERT INTO rnu_confirmation_counts (company_id, kind, version_id, topnodes, confirmed)
SELECT a.company_id, a.kind, a.version_id, u.topnodes, count(*)::int FROM (
  SELECT company_id, 'smartform'::text AS kind, document_id AS version_id, user_id FROM smartform_acknowledgements
  UNION ALL
  SELECT company_id, 'sds', sds_id, user_id FROM sds_acknowledgements
  UNION ALL
  SELECT company_id, 'wpd', version_id, user_id FROM wpd_acknowledgements
) a
JOIN users u ON u.company_id = a.company_id AND u.id = a.user_id
WHERE u.deactivated_at IS NULL AND NOT u.is_guest_user
GROUP BY 1, 2, 3, 4;
