import type { ApiApp, ApiDeps } from "../env";
import { registerDocumentRoutes } from "./document-routes";
import { registerLifecycleRoutes } from "./lifecycle-routes";
import { registerListRoutes } from "./list-routes";
import { registerTemplateRoutes } from "./template-routes";

/** Smart forms (/smartforms/v1): templates, documents, their life, lists and the risk-assessment status. */
export function registerSmartformsApi(api: ApiApp, deps: ApiDeps): void {
  registerTemplateRoutes(api, deps);
  registerDocumentRoutes(api, deps);
  registerLifecycleRoutes(api, deps);
  registerListRoutes(api, deps);
}
