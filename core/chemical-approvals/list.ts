import type { RequestStatus } from "./request-rules";

/**
 * The chemical approval request lists (/chemical-approvals/requests): their
 * tabs and their URL state, shared by the list route's loader
 * and its page.
 */

export const REQUESTS_PATH = "/chemical-approvals/requests";
export const PAGE_SIZE = 20;
/** The longest search text the list sends. */
export const SEARCH_MAX = 100;

/**
 * The three lists (`?tab=`), as the API's scopes: the user's own requests,
 * the requests with a pending evaluation of the user, and every request of
 * the company (approval admins and board members only).
 */
export const LIST_TABS = ["mine", "to_evaluate", "all"] as const;
export type ListTab = (typeof LIST_TABS)[number];

export function isListTab(value: unknown): value is ListTab {
  return typeof value === "string" && (LIST_TABS as readonly string[]).includes(value);
}

export interface RequestListState {
  tab: ListTab;
  status: RequestStatus[];
  location: number | null;
  q: string;
  archived: boolean;
  page: number;
}

/** The query string of a list state (defaults left out), with `change` applied; always starts with "?". */
export function listSearch(state: RequestListState, change: Partial<RequestListState> = {}): string {
  const next = { ...state, ...change };
  const params = new URLSearchParams();
  if (next.tab !== "mine") params.set("tab", next.tab);
  for (const status of next.status) params.append("status", status);
  if (next.location !== null) params.set("location", String(next.location));
  if (next.q) params.set("q", next.q);
  if (next.archived) params.set("archived", "1");
  if (next.page > 1) params.set("page", String(next.page));
  const text = params.toString();
  return text ? `?${text}` : "?";
}

/** Whether any filter is set (the empty list then says "nothing matches" instead of "none yet"). */
export function hasFilters(state: RequestListState): boolean {
  return state.status.length > 0 || state.location !== null || state.q !== "" || state.archived;
}
