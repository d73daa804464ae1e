/**
 * Workplace descriptions: what other modules may use. The read-link page lists a location's published
 * descriptions and links their PDFs; read-and-understood assigns a version by its id; the poster layout
 * previews a version the caller may see.
 */
export {
  listPublishedWorkplaceDescriptions,
  getWorkplaceDescription,
  LOCATION_LIST_LIMIT,
  type PublishedWorkplaceDescription,
  type WorkplaceDescriptionDetail,
} from "./read";
export { renderWorkplaceDescriptionPdf, renderWorkplaceDescriptionsPdf } from "./pdf";
export { visibleVersion } from "./drafts";
export { previewChoices } from "./preview-choices";

import type { ApiApp, ApiDeps } from "../env";
import { registerWorkplaceDescriptionRoutes } from "./routes";

/** The workplace-description pages' calls (/document/edit/wpd). */
export function registerWorkplaceDescriptionsApi(api: ApiApp, deps: ApiDeps): void {
  registerWorkplaceDescriptionRoutes(api, deps);
}
export { currentPublishedWorkplaceDescriptionsSql } from "./current-sql";
