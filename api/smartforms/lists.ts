import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { DOCUMENT_TYPES, RISK_STATUS, riskStatusName, type RiskStatus } from "../../core/smartforms/kinds";
import { LIST_PAGE_SIZE, LIST_ROWS_MAX, RA_STATES, type RaState } from "../../core/risk-assessments/lists";
import { isLocationInScope, type LocationScope } from "../locations/scope";
import { documentInScope, iso } from "./store";
import type { DocumentList, RiskStatusItem, RiskStatusPage } from "./schemas";

/**
 * The document lists (GET /smartforms/v1/documents) and the risk-assessment status of the products held at a
 * location's subtree (GET /smartforms/v1/riskassessment/status). Both are one or two set-based statements
 * whatever the page holds, scoped to the caller's top nodes, and bounded at LIST_ROWS_MAX rows.
 * docs/decisions/044-risk-assessment-status.md says what the states mean.
 */

type Executor = Pick<Database, "execute">;

/** `%text%` for LIKE, with LIKE's own characters matched literally. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Today in UTC as YYYY-MM-DD: review dates are days, compared as text in that form. */
export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export interface DocumentListFilters {
  type: number;
  locationId?: number;
  status?: RiskStatus;
  templateId?: number;
  q?: string;
  reviewDue?: boolean;
  page: number;
  /** Today (YYYY-MM-DD): what "past its review date" is measured against. */
  today: string;
}

/**
 * A page of the latest version of each document of one kind, newest change first. undefined when the
 * location filter names a location that is not the caller's to see (another company's, or outside the top
 * nodes): the route answers 404.
 */
export async function listDocuments(
  db: Executor,
  scope: LocationScope,
  filters: DocumentListFilters,
): Promise<DocumentList | undefined> {
  if (filters.locationId !== undefined && !(await isLocationInScope(db, scope, filters.locationId)))
    return undefined;
  const conditions: SQL[] = [
    sql`d.company_id = ${scope.companyId}`,
    sql`d.document_type = ${filters.type}`,
    sql`d.is_latest`,
    documentInScope(scope, "d"),
  ];
  if (filters.locationId !== undefined) {
    conditions.push(
      sql`d.location_id IN (SELECT id FROM location_subtree(${scope.companyId}, ARRAY[${filters.locationId}]::int[]))`,
    );
  }
  if (filters.status !== undefined) conditions.push(sql`d.status = ${filters.status}`);
  if (filters.templateId !== undefined) conditions.push(sql`d.template_id = ${filters.templateId}`);
  const q = filters.q?.trim();
  if (q) conditions.push(sql`d.title_lower LIKE ${containsPattern(q)}`);
  // The version in force: the latest itself when approved, else the newest approved one before it.
  const published = sql`(
    SELECT o.id, o.version_no, o.review_due FROM smartform_documents o
    WHERE o.company_id = d.company_id AND o.root_id = d.root_id
      AND o.status = ${RISK_STATUS.approved} AND o.superseded_at IS NULL
    ORDER BY o.version_no DESC LIMIT 1
  )`;
  if (filters.reviewDue) {
    conditions.push(sql`EXISTS (
      SELECT 1 FROM smartform_documents o
      WHERE o.company_id = d.company_id AND o.root_id = d.root_id
        AND o.status = ${RISK_STATUS.approved} AND o.superseded_at IS NULL AND o.review_due < ${filters.today})`);
  }
  const where = sql.join(conditions, sql` AND `);
  const offset = (filters.page - 1) * LIST_PAGE_SIZE;

  const [page, count] = await Promise.all([
    // The page's rows first (the list index, newest change first), then what each of those 50 shows: the
    // version in force and the names, so a deep page does not look up the skipped rows' versions.
    db.execute(sql`
      SELECT d.id, d.root_id, d.version_no, d.title, d.kind, d.template_id, t.name AS template_name,
        d.location_id, l.name AS location_name, d.status, d.updated_at, u.id AS author_id, u.name AS author_name,
        pub.id AS published_id, pub.version_no AS published_version_no, pub.review_due
      FROM (
        SELECT d.id, d.company_id, d.root_id, d.version_no, d.title, d.kind, d.template_id, d.location_id,
          d.status, d.updated_at, d.created_by
        FROM smartform_documents d
        WHERE ${where}
        ORDER BY d.updated_at DESC, d.id DESC
        LIMIT ${LIST_PAGE_SIZE} OFFSET ${offset}
      ) d
      LEFT JOIN LATERAL ${published} pub ON true
      LEFT JOIN smartform_templates t ON t.company_id = d.company_id AND t.id = d.template_id
      LEFT JOIN locations l ON l.company_id = d.company_id AND l.id = d.location_id
      LEFT JOIN users u ON u.company_id = d.company_id AND u.id = d.created_by
      ORDER BY d.updated_at DESC, d.id DESC`),
    // Counted up to the bound: a count never reads more rows than a page may reach.
    db.execute(sql`
      SELECT count(*)::int AS n FROM (
        SELECT 1 FROM smartform_documents d WHERE ${where} LIMIT ${LIST_ROWS_MAX}
      ) bounded`),
  ]);
  const rows = page.rows as Record<string, unknown>[];
  return {
    data: rows.map((row) => {
      const status = Number(row.status) as RiskStatus;
      const reviewDue = (row.review_due as string | null) ?? null;
      return {
        id: Number(row.id),
        root_id: Number(row.root_id),
        version_no: Number(row.version_no),
        title: String(row.title),
        template:
          row.template_id === null
            ? null
            : { id: Number(row.template_id), name: String(row.template_name ?? "") },
        kind: Number(row.kind),
        location:
          row.location_id === null
            ? null
            : { id: Number(row.location_id), name: String(row.location_name ?? "") },
        status: { id: status, name: riskStatusName(status) },
        is_published: row.published_id !== null,
        published_version:
          row.published_id === null
            ? null
            : { id: Number(row.published_id), version_no: Number(row.published_version_no) },
        review_due: row.published_id === null ? null : reviewDue,
        review_overdue: row.published_id !== null && reviewDue !== null && reviewDue < filters.today,
        updated_at: iso(row.updated_at)!,
        author: row.author_id === null ? null : { id: Number(row.author_id), name: String(row.author_name) },
      };
    }),
    meta: { total: Number((count.rows[0] as { n: number }).n), page: filters.page, limit: LIST_PAGE_SIZE },
  };
}

export interface RiskStatusFilters {
  locationId?: number;
  state?: RaState;
  page: number;
  today: string;
}

/**
 * The risk-assessment status of every product held (not archived) at the locations of a subtree: the
 * given location's, else the caller's top nodes', else the whole company's. One statement:
 * - the subtree is walked down once from its roots, each location carrying its chain of ancestors (the
 *   roots' own ancestors first), so "an assessment at this location or above it" is an array test;
 * - the approved risk assessments in force and those in progress are joined to the placements by their
 *   product connections (hash joins over the company's documents, not a lookup per product);
 * - every placement gets one state; the counts per state and one page come out of the same rows.
 * undefined when the location is not the caller's to see.
 */
export async function riskAssessmentStatus(
  db: Executor,
  scope: LocationScope,
  filters: RiskStatusFilters,
): Promise<RiskStatusPage | undefined> {
  if (filters.locationId !== undefined && !(await isLocationInScope(db, scope, filters.locationId)))
    return undefined;
  const company = scope.companyId;
  const roots =
    filters.locationId !== undefined
      ? sql`l.id = ${filters.locationId}`
      : scope.roots !== null
        ? sql`l.id = ANY(${sql.param([...scope.roots])}::int[])`
        : sql`l.parent_id IS NULL`;
  const offset = (filters.page - 1) * LIST_PAGE_SIZE;
  const stateFilter = filters.state === undefined ? sql`true` : sql`i.state = ${filters.state}`;
  const raType = DOCUMENT_TYPES.risk_assessment;
  // The whole company: every placement at a location that is not archived, read in one pass; a subtree:
  // the placements of its locations, by location.
  const heldAt =
    filters.locationId === undefined && scope.roots === null
      ? sql`lp.location_id IN (SELECT id FROM locations WHERE company_id = ${company} AND NOT archived)`
      : sql`lp.location_id IN (SELECT id FROM places)`;

  const result = await db.execute(sql`
    WITH RECURSIVE
    roots AS (SELECT l.id FROM locations l WHERE l.company_id = ${company} AND NOT l.archived AND ${roots}),
    up AS (
      SELECT r.id AS root, l.id, l.parent_id, 0 AS depth
      FROM roots r JOIN locations l ON l.company_id = ${company} AND l.id = r.id
      UNION ALL
      SELECT up.root, p.id, p.parent_id, up.depth + 1
      FROM up JOIN locations p ON p.company_id = ${company} AND p.id = up.parent_id
      WHERE up.depth < 1000
    ),
    root_chain AS (SELECT root, array_agg(id ORDER BY depth DESC) AS chain FROM up GROUP BY root),
    down AS (
      SELECT rc.root AS id, rc.chain FROM root_chain rc
      UNION ALL
      SELECT c.id, d.chain || c.id
      FROM down d JOIN locations c ON c.company_id = ${company} AND c.parent_id = d.id AND NOT c.archived
      WHERE cardinality(d.chain) < 1000
    ),
    places AS (SELECT DISTINCT ON (id) id, chain FROM down),
    held AS (
      SELECT lp.id AS placement_id, lp.product_id, lp.location_id
      FROM location_products lp
      WHERE lp.company_id = ${company} AND NOT lp.archived AND ${heldAt}
      LIMIT ${LIST_ROWS_MAX}
    ),
    assessed AS (
      SELECT DISTINCT d.id, d.status, d.location_id, d.review_due, d.approved_at, fc.product_id,
        (d.status = ${RISK_STATUS.approved}) AS in_force
      FROM smartform_documents d
      JOIN smartform_field_connections fc
        ON fc.company_id = d.company_id AND fc.document_id = d.id AND fc.product_id IS NOT NULL
      WHERE d.company_id = ${company} AND d.document_type = ${raType} AND ${documentInScope(scope, "d")}
        AND ((d.status = ${RISK_STATUS.approved} AND d.superseded_at IS NULL)
          OR (d.is_latest AND d.status <> ${RISK_STATUS.approved}))
    ),
    -- The placements of the products an assessment names (a few thousand, whatever the company holds) …
    candidates AS MATERIALIZED (
      SELECT h.placement_id, h.location_id, a.id, a.status, a.location_id AS document_location_id, a.review_due,
        a.approved_at, a.in_force
      FROM assessed a JOIN held h ON h.product_id = a.product_id
    ),
    -- … and only those meet the locations' chains of ancestors.
    best AS (
      SELECT DISTINCT ON (c.placement_id) c.placement_id, c.id, c.status, c.review_due, c.approved_at, c.in_force
      FROM candidates c
      JOIN places pl ON pl.id = c.location_id
      WHERE c.document_location_id IS NULL OR c.document_location_id = ANY(pl.chain)
      ORDER BY c.placement_id, c.in_force DESC, c.approved_at DESC NULLS LAST, c.id DESC
    ),
    items AS MATERIALIZED (
      SELECT h.placement_id, h.product_id, h.location_id, b.id AS assessment_id,
        CASE
          WHEN b.id IS NULL THEN 'none'
          WHEN NOT b.in_force THEN 'in_progress'
          WHEN EXISTS (
            SELECT 1 FROM sds_documents s
            WHERE s.company_id = ${company} AND s.product_id = h.product_id
              AND s.superseded_by_id IS NULL AND NOT s.pending AND s.created_at > b.approved_at
          ) THEN 'sds_changed'
          WHEN b.review_due IS NOT NULL AND b.review_due < ${filters.today} THEN 'review_due'
          ELSE 'covered'
        END AS state
      FROM held h LEFT JOIN best b ON b.placement_id = h.placement_id
    ),
    counts AS (SELECT state, count(*)::int AS n FROM items GROUP BY state),
    -- The page's rows by product name; their names and assessments only for those 50.
    chosen AS (
      SELECT i.*, p.name AS product_name, p.name_lower
      FROM items i
      JOIN products p ON p.company_id = ${company} AND p.id = i.product_id
      WHERE ${stateFilter}
      ORDER BY p.name_lower, i.location_id, i.placement_id
      LIMIT ${LIST_PAGE_SIZE} OFFSET ${offset}
    ),
    page AS (
      SELECT row_number() OVER (ORDER BY c.name_lower, c.location_id, c.placement_id) AS ord,
        c.placement_id, c.product_id, c.location_id, c.state, c.product_name, l.name AS location_name,
        c.assessment_id, d.title, d.status, d.review_due, d.approved_at
      FROM chosen c
      JOIN locations l ON l.company_id = ${company} AND l.id = c.location_id
      LEFT JOIN smartform_documents d ON d.company_id = ${company} AND d.id = c.assessment_id
    )
    SELECT
      (SELECT coalesce(json_object_agg(state, n), '{}'::json) FROM counts) AS counts,
      (SELECT coalesce(json_agg(page ORDER BY page.ord), '[]'::json) FROM page) AS rows`);
  const row = result.rows[0] as { counts: Record<string, number>; rows: Record<string, unknown>[] };
  const counts = Object.fromEntries(
    RA_STATES.map((state) => [state, Number(row.counts[state] ?? 0)]),
  ) as Record<RaState, number>;
  const data: RiskStatusItem[] = row.rows.map((item) => ({
    product: { id: Number(item.product_id), name: String(item.product_name) },
    location: { id: Number(item.location_id), name: String(item.location_name) },
    state: item.state as RaState,
    assessment:
      item.assessment_id === null
        ? null
        : {
            id: Number(item.assessment_id),
            title: String(item.title),
            status: Number(item.status),
            review_due: (item.review_due as string | null) ?? null,
            approved_at: iso(item.approved_at),
          },
  }));
  const total =
    filters.state === undefined ? RA_STATES.reduce((sum, s) => sum + counts[s], 0) : counts[filters.state];
  return { data, counts, meta: { total, page: filters.page, limit: LIST_PAGE_SIZE } };
}

/** Whether the company has any risk assessment (the onboarding check and the empty state). */
export async function companyHasRiskAssessments(db: Executor, companyId: number): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM smartform_documents
    WHERE company_id = ${companyId} AND document_type = ${DOCUMENT_TYPES.risk_assessment} LIMIT 1`);
  return result.rows.length > 0;
}
