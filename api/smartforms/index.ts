import type { ApiApp, ApiDeps } from "../env";
import { registerDocumentRoutes } from "./document-routes";
import { registerLifecycleRoutes } from "./lifecycle-routes";
import { registerListRoutes } from "./list-routes";
import { guardSpsDocuments } from "./sps-access";
import { registerTemplateRoutes } from "./template-routes";

/** Smart forms (/smartforms/v1): templates, documents, their life, lists and the risk-assessment status. */
export function registerSmartformsApi(api: ApiApp, deps: ApiDeps): void {
  // Before the routes: every call on an SPS document by id is refused to a company without the feature.
  guardSpsDocuments(api, deps);
  registerTemplateRoutes(api, deps);
  registerDocumentRoutes(api, deps);
  registerLifecycleRoutes(api, deps);
  registerListRoutes(api, deps);
}
