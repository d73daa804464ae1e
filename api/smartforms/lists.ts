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
        -- NULLS LAST as smartform_documents_list_idx is built (both columns are NOT NULL, so the order is the
        -- same): with DESC's default NULLS FIRST the index cannot give the order, and every document is sorted.
        ORDER BY d.updated_at DESC NULLS LAST, d.id DESC NULLS LAST
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
 * Up to this many placements, a page of every placement (or of those with no assessment) is found by
 * sorting the subtree's placements by product name; above it, by walking the products in name order
 * through their index and stopping at the page's end. Sorting a small subtree's placements is cheap, and
 * walking the products for a small subtree could read most of the company's products to fill one page.
 */
export const SORT_PLACEMENTS_MAX = 10_000;

/** The marked placements' statement parts; `sliced`: only the placements of a CTE `slice` (a page's). */
interface Marked {
  /** WITH …, up to and including `marked` (placement_id, product_id, location_id, assessment_id, state). */
  ctes: SQL;
  /** The locations of the placements counted: `lp.location_id IN (…)`. */
  heldAt: SQL;
  /** The number of placements held, when something kept knows it without counting. */
  heldCount?: SQL;
}

/**
 * `column` (a placement's or mark's location, never null) is a location of the company that is not archived.
 * Tested as "not one of the archived ones": a hashed set of the few archived locations (their partial index)
 * instead of every location of the company read to build a set of 10,000 ids for each request.
 */
function atLiveLocation(company: number, column: SQL): SQL {
  return sql`${column} NOT IN (SELECT id FROM locations WHERE company_id = ${company} AND archived)`;
}

/**
 * The placements that some risk assessment names, each with its state (every other placement is "none"):
 * - the subtree is walked down once from its roots, each location carrying its chain of ancestors (the
 *   roots' own ancestors first), so "an assessment at this location or above it" is an array test;
 * - the approved risk assessments in force and those in progress meet the placements of the products they
 *   name (a few thousand rows whatever the company holds: a lookup by product in location_products);
 * - each of those placements takes the assessment that decides it and gets its state.
 */
function liveMarks(scope: LocationScope, filters: RiskStatusFilters, sliced = false): Marked {
  const company = scope.companyId;
  const roots =
    filters.locationId !== undefined
      ? sql`l.id = ${filters.locationId}`
      : scope.roots !== null
        ? sql`l.id = ANY(${sql.param([...scope.roots])}::int[])`
        : sql`l.parent_id IS NULL`;
  const raType = DOCUMENT_TYPES.risk_assessment;
  // The whole company: every placement at a location that is not archived; a subtree: its locations.
  const wholeCompany = filters.locationId === undefined && scope.roots === null;
  const heldAt = wholeCompany
    ? atLiveLocation(company, sql`lp.location_id`)
    : sql`lp.location_id IN (SELECT id FROM places)`;
  const ctes = sql`
    WITH RECURSIVE
    roots AS (SELECT l.id FROM locations l WHERE l.company_id = ${company} AND NOT l.archived AND ${roots}),
    -- The subtree's locations (only a location's or the top nodes' subtree counts its placements by them).
    places AS MATERIALIZED (
      SELECT r.id FROM roots r
      UNION ALL
      SELECT c.id
      FROM places d JOIN locations c ON c.company_id = ${company} AND c.parent_id = d.id AND NOT c.archived
    ),
    assessed AS (
      SELECT DISTINCT d.id, d.status, d.location_id, d.review_due, d.approved_at, fc.product_id,
        (d.status = ${RISK_STATUS.approved}) AS in_force
      FROM smartform_documents d
      JOIN smartform_field_connections fc
        ON fc.company_id = d.company_id AND fc.document_id = d.id AND fc.product_id IS NOT NULL
      WHERE d.company_id = ${company} AND d.document_type = ${raType} AND ${documentInScope(scope, "d")}
        AND ${sliced ? sql`fc.product_id IN (SELECT product_id FROM slice)` : sql`true`}
        AND ((d.status = ${RISK_STATUS.approved} AND d.superseded_at IS NULL)
          OR (d.is_latest AND d.status <> ${RISK_STATUS.approved}))
    ),
    -- The placements of the products an assessment names (a lookup by product for each) …
    candidates AS MATERIALIZED (
      SELECT a.*, h.placement_id, h.location_id AS held_at
      FROM assessed a
      CROSS JOIN LATERAL (
        SELECT lp.id AS placement_id, lp.location_id FROM location_products lp
        WHERE lp.company_id = ${company} AND lp.product_id = a.product_id AND NOT lp.archived
      ) h
      WHERE ${wholeCompany ? sql`true` : sql`h.location_id IN (SELECT id FROM places)`}
        AND ${sliced ? sql`h.placement_id IN (SELECT placement_id FROM slice)` : sql`true`}
    ),
    -- … their locations' chains of ancestors, walked up from those locations only …
    up AS (
      SELECT s.held_at AS start, l.id, l.parent_id, l.archived, 0 AS depth
      FROM (SELECT DISTINCT held_at FROM candidates) s
      JOIN locations l ON l.company_id = ${company} AND l.id = s.held_at
      UNION ALL
      SELECT up.start, p.id, p.parent_id, p.archived, up.depth + 1
      FROM up JOIN locations p ON p.company_id = ${company} AND p.id = up.parent_id
      WHERE up.depth < 1000
    ),
    -- … in the subtree when a root is on the chain with nothing archived between it and the location.
    chains AS (
      SELECT up.start, array_agg(up.id) AS chain,
        min(up.depth) FILTER (WHERE r.id IS NOT NULL) AS root_depth,
        min(up.depth) FILTER (WHERE up.archived) AS archived_depth
      FROM up LEFT JOIN roots r ON r.id = up.id
      GROUP BY up.start
    ),
    best AS (
      SELECT DISTINCT ON (c.placement_id) c.placement_id, c.product_id, c.held_at AS location_id, c.id, c.status,
        c.review_due, c.approved_at, c.in_force
      FROM candidates c
      JOIN chains ch ON ch.start = c.held_at
      WHERE ch.root_depth IS NOT NULL AND (ch.archived_depth IS NULL OR ch.archived_depth > ch.root_depth)
        AND (c.location_id IS NULL OR c.location_id = ANY(ch.chain))
      ORDER BY c.placement_id, c.in_force DESC, c.approved_at DESC NULLS LAST, c.id DESC
    ),
    marked AS MATERIALIZED (
      SELECT b.placement_id, b.product_id, b.location_id, b.id AS assessment_id,
        CASE
          WHEN NOT b.in_force THEN 'in_progress'
          WHEN EXISTS (
            SELECT 1 FROM sds_documents s
            WHERE s.company_id = ${company} AND s.product_id = b.product_id
              AND s.superseded_by_id IS NULL AND NOT s.pending AND s.created_at > b.approved_at
          ) THEN 'sds_changed'
          WHEN b.review_due IS NOT NULL AND b.review_due < ${filters.today} THEN 'review_due'
          ELSE 'covered'
        END AS state
      FROM best b
    )`;
  return { ctes, heldAt };
}

/**
 * The same marked placements read from the kept summary (risk_status_marks, written by triggers: migration
 * 0016) instead of worked out: one row per placement some assessment names, with the dates its state rests
 * on, so only "review due" is decided here, against today. It holds every company-wide assessment and every
 * location's, so it answers for a caller without top nodes; a caller with top nodes counts only the
 * assessments inside them (decision 038), which the live statement decides.
 */
function keptMarks(scope: LocationScope, filters: RiskStatusFilters, sliced = false): Marked {
  const company = scope.companyId;
  const wholeCompany = filters.locationId === undefined;
  const held = (column: SQL) =>
    wholeCompany ? atLiveLocation(company, column) : sql`${column} IN (SELECT id FROM places)`;
  const ctes = sql`
    WITH RECURSIVE
    -- The location's subtree (not archived below it); unused for the whole company.
    places AS MATERIALIZED (
      SELECT l.id FROM locations l
      WHERE l.company_id = ${company} AND NOT l.archived AND l.id = ${filters.locationId ?? null}::int
      UNION ALL
      SELECT c.id
      FROM places d JOIN locations c ON c.company_id = ${company} AND c.parent_id = d.id AND NOT c.archived
    ),
    -- Not materialized: the counts read the summary once without copying its rows, a page's slice looks
    -- its 50 placements up by key, and a statement that does not use it (WHERE false) does not read it.
    marked AS NOT MATERIALIZED (
      SELECT m.placement_id, m.product_id, m.location_id, m.assessment_id,
        CASE
          WHEN NOT m.in_force THEN 'in_progress'
          WHEN m.sds_changed THEN 'sds_changed'
          WHEN m.review_due IS NOT NULL AND m.review_due < ${filters.today} THEN 'review_due'
          ELSE 'covered'
        END AS state
      FROM risk_status_marks m
      WHERE m.company_id = ${company} AND ${held(sql`m.location_id`)}
        AND ${sliced ? sql`m.placement_id IN (SELECT placement_id FROM slice)` : sql`true`}
    )`;
  // The whole company's placements held are counted by the product counts' triggers (decision 020).
  const heldCount = wholeCompany
    ? sql`coalesce((SELECT listed_placements FROM product_counts WHERE company_id = ${company}), 0)`
    : undefined;
  return { ctes, heldAt: held(sql`lp.location_id`), heldCount };
}

/** The page's rows, named: `chosen` (placement_id, product_id, location_id, assessment_id, state, ord). */
const namedPage = (company: number) => sql`
    SELECT c.ord, c.product_id, p.name AS product_name, c.location_id, l.name AS location_name, c.state,
      c.assessment_id, d.title, d.status, d.review_due, d.approved_at
    FROM chosen c
    JOIN products p ON p.company_id = ${company} AND p.id = c.product_id
    JOIN locations l ON l.company_id = ${company} AND l.id = c.location_id
    LEFT JOIN smartform_documents d ON d.company_id = ${company} AND d.id = c.assessment_id`;

/**
 * The risk-assessment status of every product held (not archived) at the locations of a subtree: the
 * given location's, else the caller's top nodes', else the whole company's. Only the placements some
 * assessment names (markedPlacements) are given a state one by one; every other placement is "none", so
 * the counts are those few placements' states and the number of placements held (an index count), and a
 * page of every placement reads the products in name order only as far as the page goes.
 * undefined when the location is not the caller's to see.
 */
export async function riskAssessmentStatus(
  db: Executor,
  scope: LocationScope,
  filters: RiskStatusFilters,
  sortPlacementsMax = SORT_PLACEMENTS_MAX,
  source: "kept" | "live" = scope.roots === null ? "kept" : "live",
): Promise<RiskStatusPage | undefined> {
  if (filters.locationId !== undefined && !(await isLocationInScope(db, scope, filters.locationId)))
    return undefined;
  const company = scope.companyId;
  const offset = (filters.page - 1) * LIST_PAGE_SIZE;
  const markedPlacements = source === "kept" ? keptMarks : liveMarks;
  const all = markedPlacements(scope, filters);
  const fewState = filters.state !== undefined && filters.state !== "none";

  // The counts; and the page, when it lists one of the states some assessment gives.
  const counted = await db.execute(sql`
    ${all.ctes},
    counts AS (SELECT state, count(*)::int AS n FROM marked GROUP BY state),
    chosen AS (
      SELECT m.*, row_number() OVER (ORDER BY p.name_lower, m.product_id, m.location_id, m.placement_id) AS ord
      FROM marked m
      JOIN products p ON p.company_id = ${company} AND p.id = m.product_id
      WHERE ${fewState ? sql`m.state = ${filters.state}` : sql`false`}
      ORDER BY ord
      LIMIT ${LIST_PAGE_SIZE} OFFSET ${offset}
    ),
    page AS (${namedPage(company)})
    SELECT
      ${
        all.heldCount ??
        sql`(SELECT count(*)::int FROM location_products lp
        WHERE lp.company_id = ${company} AND NOT lp.archived AND ${all.heldAt})`
      } AS held,
      (SELECT coalesce(json_object_agg(state, n), '{}'::json) FROM counts) AS counts,
      (SELECT coalesce(json_agg(page ORDER BY page.ord), '[]'::json) FROM page) AS rows`);
  const head = counted.rows[0] as {
    held: number;
    counts: Record<string, number>;
    rows: Record<string, unknown>[];
  };
  const counts = Object.fromEntries(
    RA_STATES.map((state) => [state, Number(head.counts[state] ?? 0)]),
  ) as Record<RaState, number>;
  const held = Number(head.held);
  counts.none = held - RA_STATES.filter((s) => s !== "none").reduce((sum, s) => sum + counts[s], 0);

  let rows = head.rows;
  if (!fewState) {
    // Every placement, or those no assessment names: their page in product-name order.
    const unmarked =
      filters.state === "none" ? sql`AND lp.id NOT IN (SELECT placement_id FROM marked)` : sql``;
    // Both read the placements' own copy of the product name (location_products.product_name_lower), so
    // neither joins products. Above the bound, the name-order index is walked and each entry tested against
    // the subtree (a hashed set: the test is kept out of the join search, `IS TRUE`, so the planner cannot
    // turn it into a join that loses the index's order); the walk stops at the page's end. Up to the bound,
    // the subtree's placements are found by location and sorted (`OFFSET 0` keeps that search apart, so the
    // page's LIMIT cannot tempt the planner into walking the whole company's index for a small subtree).
    const order = sql`lp.product_name_lower, lp.product_id, lp.location_id, lp.id`;
    const placements =
      held > sortPlacementsMax
        ? sql`(SELECT * FROM location_products lp
            WHERE lp.company_id = ${company} AND NOT lp.archived AND (${all.heldAt}) IS TRUE ${unmarked})`
        : sql`(SELECT lp.id, lp.product_id, lp.location_id, lp.product_name_lower FROM location_products lp
            WHERE lp.company_id = ${company} AND NOT lp.archived AND ${all.heldAt} ${unmarked} OFFSET 0)`;
    const ordered = sql`
      SELECT lp.id AS placement_id, lp.product_id, lp.location_id, row_number() OVER (ORDER BY ${order}) AS ord
      FROM ${placements} lp
      ORDER BY ${order}`;
    // For the page of every placement, only the page's own placements are given their states.
    const marks = filters.state === "none" ? all : markedPlacements(scope, filters, true);
    const paged = await db.execute(sql`
      ${marks.ctes},
      slice AS MATERIALIZED (${ordered} LIMIT ${LIST_PAGE_SIZE} OFFSET ${offset}),
      chosen AS (
        SELECT s.placement_id, s.product_id, s.location_id, s.ord, m.assessment_id,
          coalesce(m.state, 'none') AS state
        FROM slice s LEFT JOIN marked m ON m.placement_id = s.placement_id
      ),
      page AS (${namedPage(company)})
      SELECT (SELECT coalesce(json_agg(page ORDER BY page.ord), '[]'::json) FROM page) AS rows`);
    rows = (paged.rows[0] as { rows: Record<string, unknown>[] }).rows;
  }
  const data: RiskStatusItem[] = rows.map((item) => ({
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

/**
 * Every placement some assessment names in a company (no top nodes), with the assessment that decides it and
 * its state, in placement order: worked out by the live statement or read from the kept summary. The tests
 * hold the two side by side after each kind of change, so the triggers are seen to keep the summary true.
 */
export async function markedStates(
  db: Executor,
  companyId: number,
  day: string,
  source: "kept" | "live",
): Promise<{ placement_id: number; assessment_id: number; state: RaState }[]> {
  const scope = { companyId, roots: null };
  const marks = (source === "kept" ? keptMarks : liveMarks)(scope, { page: 1, today: day });
  const result = await db.execute(sql`
    ${marks.ctes}
    SELECT placement_id, assessment_id, state FROM marked ORDER BY placement_id`);
  return (result.rows as Record<string, unknown>[]).map((row) => ({
    placement_id: Number(row.placement_id),
    assessment_id: Number(row.assessment_id),
    state: row.state as RaState,
  }));
}
