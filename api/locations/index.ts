import type { ApiApp, ApiDeps } from "../env";
import { registerFavoriteRoutes } from "./favorites-routes";
import { registerHierarchyRoutes } from "./routes";
import { registerLocationsV3Routes } from "./v3-routes";

/** Locations: the tree, the v3 list and favourites. */
export function registerLocationsApi(api: ApiApp, deps: ApiDeps): void {
  registerHierarchyRoutes(api, deps);
  registerLocationsV3Routes(api, deps);
  registerFavoriteRoutes(api, deps);
}
