/** The URLs of a document's life (zod-free, so components and loaders share them). */

export const lifecyclePath = (documentId: number) => `/smartforms/documents/${documentId}/lifecycle`;
export const approvalPath = (documentId: number) => `/smartforms/documents/${documentId}/approval`;
export const versionsPath = (documentId: number) => `/smartforms/documents/${documentId}/versions`;
export const legacyPath = (documentId: number) => `/smartforms/documents/${documentId}/legacy`;
/** The document page (filling in, reading) of a version. */
export const documentPath = (documentType: number, documentId: number) =>
  `/smartforms/${documentType}/documents/${documentId}`;
/** The list of a kind's documents, where one lands after deleting a whole document. */
export const documentListPath = (documentType: number) => `/documents/${documentType}`;
