/**
 * Workplace descriptions: what other modules may use. The read-link page lists a location's published
 * descriptions and links their PDFs; read-and-understood assigns a version by its id.
 */
export {
  listPublishedWorkplaceDescriptions,
  getWorkplaceDescription,
  LOCATION_LIST_LIMIT,
  type PublishedWorkplaceDescription,
  type WorkplaceDescriptionDetail,
} from "./read";
export { renderWorkplaceDescriptionPdf, renderWorkplaceDescriptionsPdf } from "./pdf";

import type { ApiApp, ApiDeps } from "../env";
import { registerWorkplaceDescriptionRoutes } from "./routes";

/** The workplace-description pages' calls (/document/edit/wpd). */
export function registerWorkplaceDescriptionsApi(api: ApiApp, deps: ApiDeps): void {
  registerWorkplaceDescriptionRoutes(api, deps);
}
export { currentPublishedWorkplaceDescriptionsSql } from "./current-sql";
