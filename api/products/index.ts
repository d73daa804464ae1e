import type { ApiApp, ApiDeps } from "../env";
import { registerIncompatibilityRoutes } from "./incompatibility-routes";
import { registerLocationProductRoutes } from "./location-products-routes";
import { registerProductRoutes } from "./routes";
import { registerSdsUploadRoutes } from "./sds-upload-routes";
import { registerSearchRoutes } from "./search-routes";

/** Products and safety data sheets: search, products, uploads, products at locations. */
export function registerProductsApi(api: ApiApp, deps: ApiDeps): void {
  registerSearchRoutes(api, deps);
  registerProductRoutes(api, deps);
  registerSdsUploadRoutes(api, deps);
  registerLocationProductRoutes(api, deps);
  registerIncompatibilityRoutes(api);
}
