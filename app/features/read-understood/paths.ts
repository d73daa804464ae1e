import type { RnuKind } from "../../../core/read-understood/kinds";

/** Where a document of each kind is read: a smart-form version's page, a product's page (its sheet). */
export function documentHref(kind: RnuKind, documentId: number, versionId: number): string {
  return kind === "smartform" ? `/smartforms/documents/${versionId}/versions` : `/products/${documentId}`;
}

/** The manager's page of a document. */
export const statusHref = (kind: RnuKind, documentId: number) => `/read-understood/${kind}/${documentId}`;
