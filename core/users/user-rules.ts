import { PERMISSION_FLAGS, type PermissionFlag } from "../permissions";

/**
 * Users administration (docs/decisions/037-company-administration.md): the limits and option lists of the
 * users pages and API, and the rules that keep a company administrable: an administrator can't take away
 * their own user_admin flag nor deactivate themselves, and the last active user administrator of a company
 * can't lose the flag or be deactivated. Plain values only (no zod): the pages render with these, the form
 * schemas live in user-schemas.ts.
 */

export const USERS_PATH = "/users";
export const NEW_USER_PATH = "/users/new";
export const userPath = (id: number): string => `${USERS_PATH}/${id}`;

/** Users per page of the list. */
export const USERS_PAGE_SIZE = 20;
/** The last page the list serves (100,000 users at 20 a page). */
export const USERS_PAGE_MAX = 5_000;
export const USER_NAME_MAX = 200;
/** The longest e-mail address (RFC 5321's path limit). */
export const USER_EMAIL_MAX = 254;
/** The longest search text of the list. */
export const USER_SEARCH_MAX = 100;
/** At most this many top locations per user. */
export const USER_TOPNODES_MAX = 100;

/** The list's account state filter. */
export const USER_STATUSES = ["active", "deactivated", "all"] as const;
export type UserStatusFilter = (typeof USER_STATUSES)[number];
/** The list's kind of account filter: a personal account (one person) or a shared one (a team, a terminal). */
export const USER_KINDS = ["personal", "shared"] as const;
export type UserKindFilter = (typeof USER_KINDS)[number];
/** The list's guest filter. */
export const USER_GUEST_FILTERS = ["guest", "regular"] as const;
export type UserGuestFilter = (typeof USER_GUEST_FILTERS)[number];

/** The posted names of the user form's inputs, in the order of the page (the error summary follows it). */
export const USER_FORM_FIELDS = [
  "name",
  "email",
  "language",
  "permissions",
  "is_guest_user",
  "is_personal",
  "is_validated",
  "default_columns",
  "topnodes",
] as const;
export type UserFormField = (typeof USER_FORM_FIELDS)[number];

/** The user form's location search (its Find button posts intent=find-locations, saving nothing). */
export const TOPNODE_QUERY = "topnode_q";
export const USER_INTENTS = {
  save: "save",
  findLocations: "find-locations",
  deactivate: "deactivate",
  reactivate: "reactivate",
  invite: "invite",
} as const;

/** Every permission flag, in the order the form lists them. */
export const USER_PERMISSION_FLAGS: readonly PermissionFlag[] = PERMISSION_FLAGS;

/**
 * A simple e-mail address check: something, one @, a domain with a dot, no spaces. The provider decides
 * what is deliverable; this catches typing mistakes.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address as stored: trimmed and lower-case (sign-in compares it case-insensitively). */
export function cleanEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** What the API answers when a change would leave the company without an administrator or lock out the actor. */
export type AdminRuleCode = "self_admin" | "self_deactivate" | "last_admin";

export const ADMIN_RULE_MESSAGES: Record<AdminRuleCode, string> = {
  self_admin: "You can't remove your own user administration permission. Ask another user administrator.",
  self_deactivate: "You can't deactivate yourself. Ask another user administrator.",
  last_admin:
    "This is the company's last active user administrator. Give another active user the user administration permission first.",
};

/** A user as the rules see it. */
export interface AdminRuleUser {
  id: number;
  /** Has user_admin and is not deactivated. */
  activeAdmin: boolean;
}

/**
 * Whether an administrator may make a change to a user. `after` says whether the user is still an active
 * user administrator after the change (false when the flag is removed or the user is deactivated);
 * `activeAdmins` counts the company's active user administrators now, the user included. Answers null when
 * allowed, else the rule that refuses it (the API answers 409 with its message).
 */
export function adminRuleRefusal(input: {
  actorId: number;
  user: AdminRuleUser;
  change: "update" | "deactivate";
  after: { activeAdmin: boolean };
  activeAdmins: number;
}): AdminRuleCode | null {
  const self = input.actorId === input.user.id;
  if (input.change === "deactivate" && self) return "self_deactivate";
  const losesAdmin = input.user.activeAdmin && !input.after.activeAdmin;
  if (!losesAdmin) return null;
  if (self) return "self_admin";
  if (input.activeAdmins <= 1) return "last_admin";
  return null;
}

/** The message a deactivated user's API call is refused with (401 Unauthenticated). */
export const DEACTIVATED_MESSAGE = "This ChemSafe user has been deactivated.";
