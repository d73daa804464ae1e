import type { RnuKind } from "../../../core/read-understood/kinds";

/**
 * Where a document of each kind is read: a smart-form version's page, a product's page (its sheet), a
 * workplace description version's page.
 */
export function documentHref(kind: RnuKind, documentId: number, versionId: number): string {
  if (kind === "smartform") return `/smartforms/documents/${versionId}/versions`;
  if (kind === "wpd") return `/workplacedescription?id=${versionId}`;
  return `/products/${documentId}`;
}

/** A workplace description's version in force as a PDF, for the person asked to read it. */
export const wpdPdfHref = (versionId: number) => `/read-understood/wpd/${versionId}/pdf`;

/** The manager's page of a document, with `locationId` only the people of that location and below. */
export const statusHref = (kind: RnuKind, documentId: number, locationId?: number) =>
  `/read-understood/${kind}/${documentId}${locationId === undefined ? "" : `?location=${locationId}`}`;

/** The manager's view of a location. */
export const locationHref = (locationId?: number) =>
  `/read-understood/location${locationId === undefined ? "" : `?location=${locationId}`}`;
