import { sql, type SQL } from "drizzle-orm";
import { RISK_STATUS, STANDALONE_DOCUMENT_TYPES } from "../../core/smartforms/kinds";
import type { RnuKind } from "../../core/read-understood/kinds";
import { locationInScope, productInScope, type LocationScope } from "../locations/scope";
import { documentInScope } from "../smartforms/store";
import { currentPublishedWorkplaceDescriptionsSql } from "../workplace-descriptions";

/**
 * The kinds of document read and understood covers, each said once: where its documents in force are and
 * where its acknowledgements are. Every query of the module reads documents through these two, so a new
 * kind is one more entry here and in core/read-understood/kinds.ts.
 *
 * `current` yields, for the documents whose ids `ids` (a subquery) gives, the version in force as
 * (document_id, version_id, version_label, title, location_id, since); documents outside the scope and
 * documents without a version in force yield nothing. `acknowledged` yields (version_id, user_id, at).
 */
export interface RnuSource {
  current(scope: LocationScope, ids: SQL): SQL;
  acknowledged(companyId: number): SQL;
  /** The kind's documents in force whose title contains `q` (lower case), for the assignment form. */
  search(scope: LocationScope, q: string, limit: number): SQL;
}

const smartformCurrent = (scope: LocationScope, where: SQL) => sql`
  SELECT d.root_id AS document_id, d.id AS version_id, d.version_no::text AS version_label, d.title,
    d.location_id, coalesce(d.approved_at, d.updated_at) AS since
  FROM smartform_documents d
  WHERE d.company_id = ${scope.companyId} AND d.status = ${RISK_STATUS.approved} AND d.superseded_at IS NULL
    AND d.document_type IN (${sql.join(
      STANDALONE_DOCUMENT_TYPES.map((t) => sql`${t}`),
      sql`, `,
    )}) AND ${documentInScope(scope, "d")} AND ${where}`;

const sdsCurrent = (scope: LocationScope, where: SQL, limit?: number) => sql`
  SELECT p.id AS document_id, s.id AS version_id, s.version AS version_label, p.name AS title,
    NULL::int AS location_id, s.created_at AS since
  FROM products p
  JOIN LATERAL (
    SELECT s.id, s.version, s.created_at FROM sds_documents s
    WHERE s.company_id = p.company_id AND s.product_id = p.id AND s.superseded_by_id IS NULL AND NOT s.pending
    ORDER BY s.id DESC LIMIT 1
  ) s ON true
  WHERE p.company_id = ${scope.companyId} AND ${productInScope(scope, sql`p.id`)} AND ${where}
  ${limit ? sql`ORDER BY p.name_lower, p.id LIMIT ${limit}` : sql``}`;

/** A workplace description's document id is its series id; its version the current published row. */
const wpdCurrent = (scope: LocationScope, where: SQL, limit?: number) => sql`
  SELECT w.series_id AS document_id, w.id AS version_id, w.version::text AS version_label, w.title,
    w.location_id, w.published_at AS since
  FROM (${currentPublishedWorkplaceDescriptionsSql(
    scope.companyId,
    sql`${locationInScope(scope, sql`w.location_id`)} AND ${where}`,
  )}) w
  ${limit ? sql`ORDER BY lower(w.title), w.id LIMIT ${limit}` : sql``}`;

export const RNU_SOURCES: Record<RnuKind, RnuSource> = {
  smartform: {
    current: (scope, ids) => smartformCurrent(scope, sql`d.root_id IN (${ids})`),
    acknowledged: (companyId) => sql`
      SELECT document_id AS version_id, user_id, created_at AS at FROM smartform_acknowledgements
      WHERE company_id = ${companyId}`,
    search: (scope, q, limit) =>
      sql`${smartformCurrent(scope, sql`d.title_lower LIKE ${`%${q}%`}`)} ORDER BY d.title_lower, d.id LIMIT ${limit}`,
  },
  sds: {
    current: (scope, ids) => sdsCurrent(scope, sql`p.id IN (${ids})`),
    acknowledged: (companyId) => sql`
      SELECT sds_id AS version_id, user_id, created_at AS at FROM sds_acknowledgements
      WHERE company_id = ${companyId}`,
    search: (scope, q, limit) => sdsCurrent(scope, sql`p.name_lower LIKE ${`%${q}%`}`, limit),
  },
  wpd: {
    current: (scope, ids) => wpdCurrent(scope, sql`w.series_id IN (${ids})`),
    acknowledged: (companyId) => sql`
      SELECT version_id, user_id, created_at AS at FROM wpd_acknowledgements
      WHERE company_id = ${companyId}`,
    search: (scope, q, limit) => wpdCurrent(scope, sql`lower(w.title) LIKE ${`%${q}%`}`, limit),
  },
};

/**
 * Every kind's documents in force for the ids `idsOf(kind)` gives, tagged with their kind:
 * (kind, document_id, version_id, version_label, title, location_id, since).
 */
export function currentVersions(scope: LocationScope, idsOf: (kind: RnuKind) => SQL): SQL {
  return sql.join(
    (Object.keys(RNU_SOURCES) as RnuKind[]).map(
      (kind) =>
        sql`SELECT ${kind}::text AS kind, c.* FROM (${RNU_SOURCES[kind].current(scope, idsOf(kind))}) c`,
    ),
    sql` UNION ALL `,
  );
}

/** Every kind's acknowledgements of the company: (kind, version_id, user_id, at). */
export function acknowledgements(companyId: number): SQL {
  return sql.join(
    (Object.keys(RNU_SOURCES) as RnuKind[]).map(
      (kind) => sql`SELECT ${kind}::text AS kind, a.* FROM (${RNU_SOURCES[kind].acknowledged(companyId)}) a`,
    ),
    sql` UNION ALL `,
  );
}
