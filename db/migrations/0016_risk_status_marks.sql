CREATE TABLE "risk_status_marks" (
	"company_id" integer NOT NULL,
	"placement_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"assessment_id" integer NOT NULL,
	"in_force" boolean NOT NULL,
	"approved_at" timestamp with time zone,
	"review_due" text,
	"sds_changed" boolean NOT NULL,
	CONSTRAINT "risk_status_marks_company_id_placement_id_pk" PRIMARY KEY("company_id","placement_id")
);
--> statement-breakpoint
ALTER TABLE "risk_status_marks" ADD CONSTRAINT "risk_status_marks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_status_marks_product_idx" ON "risk_status_marks" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE INDEX "risk_status_marks_location_idx" ON "risk_status_marks" USING btree ("company_id","location_id","in_force","sds_changed","review_due");--> statement-breakpoint
-- The kept summary of the risk-assessment status (docs/decisions/044-risk-assessment-status.md). The state of a
-- placement depends only on its product's assessments, its product's sheets, and its location's chain of
-- ancestors, so every change is answered by working out again the marks of the products it touches:
-- risk_status_refresh(company, products) deletes those products' rows and writes them anew with the same
-- rules the live statement used (api/smartforms/lists.ts liveRiskStatus, which the tests compare against).
-- The statement triggers below collect the products a statement touched (from its transition tables) and
-- refresh them once per statement, so a bulk insert is one set-based pass.
--
-- Locking: a transaction-scoped advisory lock per company orders the refreshes of one company, and each of
-- the function's statements reads with a fresh READ COMMITTED snapshot after it, so two transactions that
-- touch one product write its marks one after the other, the later from what the earlier committed.
CREATE FUNCTION risk_status_refresh(p_company integer, p_products integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_products IS NULL OR cardinality(p_products) = 0 THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(1044, p_company);
  DELETE FROM risk_status_marks m WHERE m.company_id = p_company AND m.product_id = ANY(p_products);
  INSERT INTO risk_status_marks AS t
    (company_id, placement_id, product_id, location_id, assessment_id, in_force, approved_at, review_due, sds_changed)
  WITH RECURSIVE
  -- Risk assessments (document type 1) in force (approved, status 3, not superseded) or in progress (the
  -- newest version, not approved) that name one of the products.
  assessed AS (
    SELECT DISTINCT d.id, d.location_id, d.review_due, d.approved_at, fc.product_id, (d.status = 3) AS in_force
    FROM smartform_field_connections fc
    JOIN smartform_documents d ON d.company_id = fc.company_id AND d.id = fc.document_id
    WHERE fc.company_id = p_company AND fc.product_id = ANY(p_products) AND d.document_type = 1
      AND ((d.status = 3 AND d.superseded_at IS NULL) OR (d.is_latest AND d.status <> 3))
  ),
  candidates AS MATERIALIZED (
    SELECT a.*, lp.id AS placement_id, lp.location_id AS held_at
    FROM assessed a
    JOIN location_products lp ON lp.company_id = p_company AND lp.product_id = a.product_id AND NOT lp.archived
  ),
  up AS (
    SELECT s.held_at AS start, l.id, l.parent_id, 0 AS depth
    FROM (SELECT DISTINCT held_at FROM candidates) s
    JOIN locations l ON l.company_id = p_company AND l.id = s.held_at
    UNION ALL
    SELECT up.start, p.id, p.parent_id, up.depth + 1
    FROM up JOIN locations p ON p.company_id = p_company AND p.id = up.parent_id
    WHERE up.depth < 1000
  ),
  chains AS (SELECT up.start, array_agg(up.id) AS chain FROM up GROUP BY up.start),
  -- An assessment decides a placement when it belongs to the placement's location, one above it, or the
  -- whole company; of several, one in force before one in progress, then the one approved last, then the newest.
  best AS (
    SELECT DISTINCT ON (c.placement_id) c.*
    FROM candidates c JOIN chains ch ON ch.start = c.held_at
    WHERE c.location_id IS NULL OR c.location_id = ANY(ch.chain)
    ORDER BY c.placement_id, c.in_force DESC, c.approved_at DESC NULLS LAST, c.id DESC
  )
  SELECT p_company, b.placement_id, b.product_id, b.held_at, b.id, b.in_force, b.approved_at, b.review_due,
    b.in_force AND EXISTS (
      SELECT 1 FROM sds_documents s
      WHERE s.company_id = p_company AND s.product_id = b.product_id
        AND s.superseded_by_id IS NULL AND NOT s.pending AND s.created_at > b.approved_at)
  FROM best b
  ON CONFLICT (company_id, placement_id) DO UPDATE
    SET product_id = excluded.product_id, location_id = excluded.location_id,
      assessment_id = excluded.assessment_id, in_force = excluded.in_force, approved_at = excluded.approved_at,
      review_due = excluded.review_due, sds_changed = excluded.sds_changed;
END $$;
--> statement-breakpoint
-- Refreshes the products of a statement's changes, one company at a time in company order.
CREATE FUNCTION risk_status_refresh_all(p_companies integer[], p_products integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT x.company_id, array_agg(DISTINCT x.product_id) AS products
    FROM unnest(p_companies, p_products) AS x(company_id, product_id)
    WHERE x.product_id IS NOT NULL
    GROUP BY x.company_id ORDER BY x.company_id
  LOOP
    PERFORM risk_status_refresh(r.company_id, r.products);
  END LOOP;
END $$;
--> statement-breakpoint
-- A document's field connections (which products it names) came, went or changed.
CREATE FUNCTION risk_status_connections_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  companies integer[];
  products integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(company_id), array_agg(product_id) INTO companies, products FROM new_rows WHERE product_id IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(company_id), array_agg(product_id) INTO companies, products FROM old_rows WHERE product_id IS NOT NULL;
  ELSE
    -- The changed rows' products before and after.
    SELECT array_agg(x.company_id), array_agg(x.product_id) INTO companies, products
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES (n.company_id, n.product_id), (o.company_id, o.product_id)) AS x(company_id, product_id)
    WHERE (n.company_id, n.document_id, n.product_id) IS DISTINCT FROM (o.company_id, o.document_id, o.product_id)
      AND x.product_id IS NOT NULL;
  END IF;
  PERFORM risk_status_refresh_all(companies, products);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A document version changed what the status rests on (its status, supersession, newest version, location,
-- dates or type), or came or went: the products its connections name.
CREATE FUNCTION risk_status_documents_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  companies integer[];
  products integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(fc.company_id), array_agg(fc.product_id) INTO companies, products
    FROM new_rows n JOIN smartform_field_connections fc ON fc.company_id = n.company_id AND fc.document_id = n.id
    WHERE fc.product_id IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    -- The connections go with the document (ON DELETE CASCADE) and their own trigger refreshes their products.
    RETURN NULL;
  ELSE
    SELECT array_agg(fc.company_id), array_agg(fc.product_id) INTO companies, products
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN smartform_field_connections fc ON fc.company_id = n.company_id AND fc.document_id = n.id
    WHERE fc.product_id IS NOT NULL
      AND (n.status, n.superseded_at, n.is_latest, n.location_id, n.review_due, n.approved_at, n.document_type)
        IS DISTINCT FROM (o.status, o.superseded_at, o.is_latest, o.location_id, o.review_due, o.approved_at, o.document_type);
  END IF;
  PERFORM risk_status_refresh_all(companies, products);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Placements came, went, were archived or moved; sheets came, went, were superseded or left pending.
CREATE FUNCTION risk_status_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  companies integer[];
  products integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(company_id), array_agg(product_id) INTO companies, products FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(company_id), array_agg(product_id) INTO companies, products FROM old_rows;
  ELSIF TG_TABLE_NAME = 'location_products' THEN
    SELECT array_agg(x.company_id), array_agg(x.product_id) INTO companies, products
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES (n.company_id, n.product_id), (o.company_id, o.product_id)) AS x(company_id, product_id)
    WHERE (n.product_id, n.location_id, n.archived) IS DISTINCT FROM (o.product_id, o.location_id, o.archived);
  ELSE
    SELECT array_agg(x.company_id), array_agg(x.product_id) INTO companies, products
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES (n.company_id, n.product_id), (o.company_id, o.product_id)) AS x(company_id, product_id)
    WHERE (n.product_id, n.superseded_by_id, n.pending, n.created_at)
      IS DISTINCT FROM (o.product_id, o.superseded_by_id, o.pending, o.created_at);
  END IF;
  -- Only products some document names can have marks.
  SELECT array_agg(x.company_id), array_agg(x.product_id) INTO companies, products
  FROM (SELECT DISTINCT * FROM unnest(companies, products)) AS x(company_id, product_id)
  WHERE EXISTS (
    SELECT 1 FROM smartform_field_connections fc WHERE fc.company_id = x.company_id AND fc.product_id = x.product_id)
    OR EXISTS (
    SELECT 1 FROM risk_status_marks m WHERE m.company_id = x.company_id AND m.product_id = x.product_id);
  PERFORM risk_status_refresh_all(companies, products);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Locations moved (a new parent): the chains of ancestors below them changed, so the products held there.
CREATE FUNCTION risk_status_locations_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT n.company_id, array_agg(n.id) AS moved
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.parent_id IS DISTINCT FROM o.parent_id
    GROUP BY n.company_id ORDER BY n.company_id
  LOOP
    PERFORM risk_status_refresh(r.company_id, ARRAY(
      SELECT DISTINCT lp.product_id FROM location_products lp
      WHERE lp.company_id = r.company_id
        AND lp.location_id IN (SELECT s.id FROM location_subtree(r.company_id, r.moved) s)
        AND EXISTS (SELECT 1 FROM smartform_field_connections fc
          WHERE fc.company_id = r.company_id AND fc.product_id = lp.product_id)));
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION risk_status_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Nothing to work out again from: a truncated documents, connections or placements table leaves no marks,
  -- a truncated sheets table no changed sheet.
  IF TG_TABLE_NAME = 'sds_documents' THEN
    UPDATE risk_status_marks SET sds_changed = false WHERE sds_changed;
  ELSE
    DELETE FROM risk_status_marks;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER risk_status_insert AFTER INSERT ON smartform_field_connections
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_status_connections_changed();
--> statement-breakpoint
CREATE TRIGGER risk_status_update AFTER UPDATE ON smartform_field_connections
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_status_connections_changed();
--> statement-breakpoint
CREATE TRIGGER risk_status_delete AFTER DELETE ON smartform_field_connections
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_status_connections_changed();
--> statement-breakpoint
CREATE TRIGGER risk_status_insert AFTER INSERT ON smartform_documents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_status_documents_changed();
--> statement-breakpoint
CREATE TRIGGER risk_status_update AFTER UPDATE ON smartform_documents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_status_documents_changed();
--> statement-breakpoint
CREATE TRIGGER risk_status_insert AFTER INSERT ON location_products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_status_products_changed();
--> statement-breakpoint
CREATE TRIGGER risk_status_update AFTER UPDATE ON location_products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_status_products_changed();
--> statement-breakpoint
CREATE TRIGGER risk_status_delete AFTER DELETE ON location_products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_status_products_changed();
--> statement-breakpoint
CREATE TRIGGER risk_status_insert AFTER INSERT ON sds_documents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_status_products_changed();
--> statement-breakpoint
CREATE TRIGGER risk_status_update AFTER UPDATE ON sds_documents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_status_products_changed();
--> statement-breakpoint
CREATE TRIGGER risk_status_delete AFTER DELETE ON sds_documents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_status_products_changed();
--> statement-breakpoint
CREATE TRIGGER risk_status_update AFTER UPDATE ON locations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION risk_status_locations_moved();
--> statement-breakpoint
CREATE TRIGGER risk_status_truncate AFTER TRUNCATE ON smartform_field_connections
  FOR EACH STATEMENT EXECUTE FUNCTION risk_status_truncated();
--> statement-breakpoint
CREATE TRIGGER risk_status_truncate AFTER TRUNCATE ON smartform_documents
  FOR EACH STATEMENT EXECUTE FUNCTION risk_status_truncated();
--> statement-breakpoint
CREATE TRIGGER risk_status_truncate AFTER TRUNCATE ON location_products
  FOR EACH STATEMENT EXECUTE FUNCTION risk_status_truncated();
--> statement-breakpoint
CREATE TRIGGER risk_status_truncate AFTER TRUNCATE ON sds_documents
  FOR EACH STATEMENT EXECUTE FUNCTION risk_status_truncated();
--> statement-breakpoint
-- The marks of the data already there.
SELECT risk_status_refresh(c.id, ARRAY(
  SELECT DISTINCT fc.product_id FROM smartform_field_connections fc
  WHERE fc.company_id = c.id AND fc.product_id IS NOT NULL))
FROM companies c;
