import { hasAny, type Permissions } from "../permissions";

/**
 * SDS events (the company's timeline of its safety data sheets) and actions (follow-up tasks): the kinds,
 * statuses, limits and who may do what. Plain values both sides use.
 */

/** What happened to a product's sheets. */
export const SDS_EVENT_KINDS = [
  "uploaded",
  "replaced",
  "copied",
  "expired",
  "supplier_answered",
  "list_hit",
] as const;
export type SdsEventKind = (typeof SDS_EVENT_KINDS)[number];

export const isSdsEventKind = (value: string): value is SdsEventKind =>
  (SDS_EVENT_KINDS as readonly string[]).includes(value);

/** Events a page shows; the next page starts after the last one shown (keyset paging). */
export const SDS_EVENT_PAGE_SIZE = 50;

export const ACTION_STATUSES = ["open", "done"] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];

/**
 * What made an action: a person, a supplier's answer to decide on, a new list hit to review, or a new sheet
 * version that touches one of the company's documents or locations (core/sds-change-impact).
 */
export const ACTION_ORIGINS = ["manual", "supplier_answer", "list_hit", "change_impact"] as const;
export type ActionOrigin = (typeof ACTION_ORIGINS)[number];

export const ACTION_PAGE_SIZE = 50;
export const ACTION_TITLE_MAX = 200;
export const ACTION_DESCRIPTION_MAX = 4000;
/** Days an action made by an event has before it is due. */
export const EVENT_ACTION_DUE_DAYS = 14;

/**
 * Who creates and edits actions, and completes anyone's: those who keep products or locations. Everyone
 * reads the events and actions within their top nodes, and completes the actions assigned to them.
 */
export function mayManageActions(permissions: Permissions): boolean {
  return hasAny(permissions, ["add_product", "edit_location"]);
}

/** Whether the user may mark this action done (or open again). */
export function mayCompleteAction(
  permissions: Permissions,
  userId: number,
  action: { assignee_id: number | null },
): boolean {
  return mayManageActions(permissions) || action.assignee_id === userId;
}

/** An ISO calendar date (YYYY-MM-DD) that exists. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The ISO date `days` after `from`. */
export function dueAfter(from: Date, days: number): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
