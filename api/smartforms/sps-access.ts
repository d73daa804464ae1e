import type { Context } from "hono";
import { DOCUMENT_TYPES } from "../../core/smartforms/kinds";
import { companyFeatures } from "../company-settings/settings";
import type { ApiEnv } from "../env";
import { forbidden } from "../http/errors";
import { mergeFeatures } from "../users/present";

/**
 * SPS documents (safe procedure sheets, document type 2) are a company feature (the `sps` flag, which a
 * user's own flags may override, as the pages read it). The API refuses them to a caller without it, so
 * turning the feature off closes the lists, new documents and reading one, not only the links to them.
 */
export function refuseSpsWithoutFeature(c: Context<ApiEnv>, documentType: number): void {
  if (documentType !== DOCUMENT_TYPES.sps) return;
  const features = mergeFeatures(companyFeatures(c.get("company")), c.get("user").features);
  if (features.sps !== true) throw forbidden();
}
