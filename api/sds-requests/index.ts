import { API_BASE_PATH, type ApiApp, type ApiDeps } from "../env";
import {
  registerSdsRequestPublicRoutes,
  SDS_REQUEST_PAGE_PATH,
  SDS_REQUEST_STILL_VALID_PATH,
  SDS_REQUEST_UPLOAD_PATH,
} from "./public-routes";
import { registerSdsRequestRoutes } from "./routes";

/** Supplier SDS requests (/sdsrequests) and the supplier's public page (/sds-update-request/{token}). */
export function registerSdsRequestsApi(api: ApiApp, deps: ApiDeps): void {
  registerSdsRequestPublicRoutes(api, deps);
  registerSdsRequestRoutes(api, deps);
}

/** The operations a supplier calls with the request's token instead of a bearer token. */
export const SDS_REQUEST_PUBLIC_PATHS = [
  `${API_BASE_PATH}${SDS_REQUEST_PAGE_PATH}`,
  `${API_BASE_PATH}${SDS_REQUEST_STILL_VALID_PATH}`,
  `${API_BASE_PATH}${SDS_REQUEST_UPLOAD_PATH}`,
];

export { SDS_REQUEST_UPLOAD_PATH };
