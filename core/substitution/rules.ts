import type { Permissions } from "../permissions";
import { cleanLine, cleanMultiline } from "../text";

/**
 * Substitutions: a product the company wants to replace, the candidate that would replace it, and the
 * decision, with its status and reason. Statuses use the product's list-item enumeration (draft 1, new 2,
 * approved 4, rejected 5). Who may do what:
 * - anyone with add_product records a substitution as a draft or as new (proposed), edits it and deletes it
 *   while it is undecided;
 * - only chemical_approval_admin (who decides which chemicals the company takes into use) approves or
 *   rejects, or records a substitution directly as decided;
 * - a decided substitution (approved or rejected) is history: it is neither changed nor deleted.
 * Every user of the company reads substitutions of products within their top nodes.
 */

export const SUBSTITUTION_STATUSES = ["draft", "new", "approved", "rejected"] as const;
export type SubstitutionStatus = (typeof SUBSTITUTION_STATUSES)[number];

/** The enumeration's numbers, kept in the database. */
export const SUBSTITUTION_STATUS_IDS: Record<SubstitutionStatus, number> = {
  draft: 1,
  new: 2,
  approved: 4,
  rejected: 5,
};

export function statusOfId(id: number): SubstitutionStatus {
  return SUBSTITUTION_STATUSES.find((status) => SUBSTITUTION_STATUS_IDS[status] === id) ?? "draft";
}

export const isSubstitutionStatus = (value: unknown): value is SubstitutionStatus =>
  typeof value === "string" && (SUBSTITUTION_STATUSES as readonly string[]).includes(value);

export const isDecided = (status: SubstitutionStatus) => status === "approved" || status === "rejected";

export const REASON_MAX = 2000;
/** Substitutions per page of the history. */
export const SUBSTITUTION_PAGE_SIZE = 50;
/** Candidates a search answers at most. */
export const SEARCH_LIMIT = 20;
/** Search text: at least three characters (what a trigram index can find) and at most this many. */
export const SEARCH_MIN = 3;
export const SEARCH_MAX = 100;
/** Candidates compared side by side with the product at most. */
export const COMPARE_MAX = 3;
/** Substitutions a product's /substituted answer lists at most, newest first. */
export const SUBSTITUTED_LIMIT = 100;

export const mayRecordSubstitutions = (permissions: Permissions) => permissions.add_product === true;
export const mayDecideSubstitutions = (permissions: Permissions) =>
  permissions.chemical_approval_admin === true;

export type ChangeOutcome = "ok" | "forbidden" | "decided" | "candidate_required" | "reason_required";

/**
 * Whether an actor may move a substitution from `from` (null when recording a new one) to `to`. A decision
 * needs a candidate and a reason; a draft needs neither; a proposal (new) needs a candidate.
 */
export function checkChange(
  permissions: Permissions,
  from: SubstitutionStatus | null,
  to: SubstitutionStatus,
  input: { hasCandidate: boolean; reason: string },
): ChangeOutcome {
  if (!mayRecordSubstitutions(permissions) && !mayDecideSubstitutions(permissions)) return "forbidden";
  if (from !== null && isDecided(from)) return "decided";
  if (isDecided(to) && !mayDecideSubstitutions(permissions)) return "forbidden";
  if (!isDecided(to) && !mayRecordSubstitutions(permissions)) return "forbidden";
  if (to !== "draft" && !input.hasCandidate) return "candidate_required";
  if (isDecided(to) && input.reason.trim() === "") return "reason_required";
  return "ok";
}

/** Whether an actor may delete a substitution in `status`. */
export function checkDelete(
  permissions: Permissions,
  status: SubstitutionStatus,
): "ok" | "forbidden" | "decided" {
  if (!mayRecordSubstitutions(permissions)) return "forbidden";
  return isDecided(status) ? "decided" : "ok";
}

/** The statuses an actor can choose on the form (the API checks again). */
export function statusChoices(permissions: Permissions): SubstitutionStatus[] {
  return SUBSTITUTION_STATUSES.filter((status) =>
    isDecided(status) ? mayDecideSubstitutions(permissions) : mayRecordSubstitutions(permissions),
  );
}

/** Lone surrogates (broken Unicode) go, as control characters do. */
const wellFormed = (value: string) =>
  value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "");

/** A reason as it is kept: line breaks stay, control characters and broken Unicode go. */
export const cleanReason = (value: string) => cleanMultiline(wellFormed(value));
/** A search term as it is searched for: one line, no control characters or broken Unicode. */
export const cleanSearchTerm = (value: string) => cleanLine(wellFormed(value));
