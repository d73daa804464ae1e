/** The document kinds made on their own (risk assessment, SPS, exposure record), as the URL names them. */
export const CREATABLE_TYPES = [1, 2, 4] as const;

export const documentPath = (type: number, id: number, tab?: string) =>
  `/smartforms/${type}/documents/${id}${tab ? `?tab=${encodeURIComponent(tab)}` : ""}`;

export const createDocumentPath = (type: number) => `/smartforms/${type}/documents/create`;

/** The input names of the document page's forms. */
export const DOCUMENT_INPUTS = {
  intent: "intent",
  revision: "revision",
  tab: "tab",
  title: "title",
  location: "location_id",
  locationQuery: "locq",
  template: "templateId",
} as const;

/** The value of a reference picker's Find button: `search:<field key>` (the tab's action searches, saves nothing). */
export const PICKER_INTENT_PREFIX = "search:";

/** The name of a reference picker's search field. */
export const pickerQueryName = (fieldKey: string) => `q.${fieldKey}`;

/** A document input's id, so an error summary can link to it. */
export const inputId = (name: string) => `sf-${name.replace(/[^a-zA-Z0-9_-]/g, "-")}`;
