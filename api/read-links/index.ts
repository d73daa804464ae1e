import { API_BASE_PATH, type ApiApp, type ApiDeps } from "../env";
import {
  CHECK_READ_LINK_PATH,
  READ_LINK_SDS_PATH,
  READ_LINK_WPD_PATH,
  registerReadLinkPublicRoutes,
} from "./public-routes";
import { registerReadLinkRoutes } from "./routes";

/** QR read links, their public page and the permalink resolver (/document/v1). */
export function registerReadLinksApi(api: ApiApp, deps: ApiDeps): void {
  registerReadLinkPublicRoutes(api, deps);
  registerReadLinkRoutes(api, deps);
}

/** The operations a reader without an account calls with a read-link token instead of a bearer token. */
export const READ_LINK_PUBLIC_PATHS = [
  `${API_BASE_PATH}${CHECK_READ_LINK_PATH}`,
  `${API_BASE_PATH}${READ_LINK_SDS_PATH}`,
  `${API_BASE_PATH}${READ_LINK_WPD_PATH}`,
];
