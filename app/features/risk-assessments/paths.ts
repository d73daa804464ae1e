import type { RaState } from "../../../core/risk-assessments/lists";

/** The lists' and the status page's addresses and query strings (shared by loaders and components). */

export interface DocumentListState {
  type: 1 | 2;
  locationId: number | null;
  status: 1 | 2 | 3 | null;
  templateId: number | null;
  q: string;
  reviewDue: boolean;
  page: number;
}

/** /documents/{type}, or /locations/{locationId}/documents/{type}. */
export function documentsPath(state: { type: 1 | 2; locationId: number | null }): string {
  return state.locationId === null
    ? `/documents/${state.type}`
    : `/locations/${state.locationId}/documents/${state.type}`;
}

/** The query string of a list state ("" when there is nothing to say). */
export function listSearch(state: DocumentListState): string {
  const params = new URLSearchParams();
  if (state.status !== null) params.set("status", String(state.status));
  if (state.templateId !== null) params.set("template", String(state.templateId));
  if (state.q) params.set("q", state.q);
  if (state.reviewDue) params.set("review", "due");
  if (state.page > 1) params.set("page", String(state.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** /riskassessment/status or /locations/{locationId}/riskassessment/status, with the state and the page. */
export function statusPath(locationId: number | null, state: RaState | null = null, page = 1): string {
  const base =
    locationId === null ? "/riskassessment/status" : `/locations/${locationId}/riskassessment/status`;
  const params = new URLSearchParams();
  if (state) params.set("state", state);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}
