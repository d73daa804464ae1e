import type { ApiApp, ApiDeps } from "../env";
import { registerTextRoutes } from "./routes";

export { FRONTEND_TEXTS_PATH } from "./routes";

/** The interface texts (public: the sign-in page needs them before anyone signs in). */
export function registerTextsApi(api: ApiApp, deps: ApiDeps): void {
  registerTextRoutes(api, deps);
}
