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
export { currentPublishedWorkplaceDescriptionsSql } from "./current-sql";
