import { sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { DOCUMENT_TYPES } from "../../core/smartforms/kinds";
import { companyFeatures } from "../company-settings/settings";
import type { ApiApp, ApiDeps, ApiEnv } from "../env";
import { forbidden } from "../http/errors";
import { mergeFeatures } from "../users/present";

/**
 * SPS documents (safe procedure sheets, document type 2) are a company feature (the `sps` flag, which a
 * user's own flags may override, as the pages read it). The API refuses them to a caller without it, so
 * turning the feature off closes the lists, new documents and everything done to one by its id (reading,
 * printing, saving, its life, its measures and its acknowledgements), not only the links to them.
 */

const hasSps = (c: Context<ApiEnv>): boolean =>
  mergeFeatures(companyFeatures(c.get("company")), c.get("user").features).sps === true;

/** 403 when the document type is SPS and the caller lacks the feature (the list and create calls). */
export function refuseSpsWithoutFeature(c: Context<ApiEnv>, documentType: number): void {
  if (documentType === DOCUMENT_TYPES.sps && !hasSps(c)) throw forbidden();
}

/** The calls that name a document version (or a legacy measure of one) by the id in their path. */
const DOCUMENT_PATHS = [
  "/smartforms/v1/document/:id{[0-9]+}",
  "/smartforms/v1/document/:id{[0-9]+}/*",
  "/smartforms/v1/field_data/:id{[0-9]+}",
] as const;
const MEASURE_PATH = "/smartforms/v1/legacy-measure/:id{[0-9]+}";

/**
 * Before every call on a document by id: a caller without the feature is refused an SPS document of their
 * company (403) whatever the call. The document's type is looked up only for such a caller, so a company
 * with the feature pays nothing; an unknown id passes on and the call itself answers 404.
 */
export function guardSpsDocuments(api: ApiApp, { db }: ApiDeps): void {
  const guard =
    (byMeasure: boolean): MiddlewareHandler<ApiEnv> =>
    async (c, next) => {
      const id = Number(c.req.param("id"));
      if (hasSps(c) || !Number.isSafeInteger(id) || id > 2_147_483_647) return next();
      const companyId = c.get("user").companyId;
      const { rows } = await db.execute<{ document_type: number }>(
        byMeasure
          ? sql`SELECT d.document_type FROM smartform_legacy_measures m
              JOIN smartform_documents d ON d.company_id = m.company_id AND d.id = m.document_id
              WHERE m.company_id = ${companyId} AND m.id = ${id}`
          : sql`SELECT document_type FROM smartform_documents WHERE company_id = ${companyId} AND id = ${id}`,
      );
      if (rows[0]?.document_type === DOCUMENT_TYPES.sps) throw forbidden();
      return next();
    };
  for (const path of DOCUMENT_PATHS) api.use(path, guard(false));
  api.use(MEASURE_PATH, guard(true));
}
