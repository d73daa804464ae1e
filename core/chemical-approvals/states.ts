import type { EvaluationStatus, RequestStatus } from "./request-rules";

/**
 * The state machine of a chemical approval request (docs/decisions/018-chemical-approvals.md,
 * table in docs/chemical-approvals.md). One function answers, for the API and for the
 * pages alike, whether an actor may take an operation on a request now:
 * - "forbidden" (403): the actor's role never allows it;
 * - a conflict code (409): the role allows it, but not in this state.
 * The API enforces it; the pages offer only the operations it allows.
 */

export const REQUEST_OPERATIONS = [
  "view",
  "save_draft",
  "submit",
  "start_evaluation",
  "evaluate",
  "remind",
  "complete_evaluation",
  "conclude",
  "reset",
  "archive",
  "unarchive",
  "delete",
] as const;
export type RequestOperation = (typeof REQUEST_OPERATIONS)[number];

/** Error codes of 409 answers: `{ error: code, message }`; the pages translate approvals.conflict.<code>. */
export const CONFLICT_MESSAGES = {
  archived: "This request is archived. Unarchive it first.",
  not_archived: "This request is not archived.",
  not_draft: "Only a draft can be saved as a draft. This request has been submitted.",
  locked: "This request is being evaluated or has been concluded, so it can no longer be changed.",
  not_new: "The evaluation can start only for a submitted request that is not yet under evaluation.",
  not_under_evaluation: "This request is not under evaluation.",
  evaluation_closed: "This evaluation is closed and can no longer be changed.",
  not_pending: "Only a pending evaluation can be reminded.",
  reminded_recently: "This evaluator was reminded less than 10 minutes ago.",
  nothing_evaluated: "No evaluation has been submitted yet, so the evaluation cannot be completed.",
  not_ready: "The request can be concluded only when its evaluation is complete.",
  no_board: "No approval board covers the locations of this request. Ask an administrator to set one up.",
  several_boards:
    "The locations of this request belong to different approval boards. Choose locations of one board.",
  empty_board: "The approval board of this request has no members.",
  no_locations: "This request has no locations.",
  nothing_to_reset: "Only a request under evaluation, ready for approval or rejected can be reset.",
  approved_final: "An approved request is final: its product is in the library.",
  not_archivable: "Only drafts and concluded requests can be archived.",
  not_deletable: "Only drafts and requests not yet under evaluation can be deleted.",
  no_sds_file: "The attached safety data sheet is missing from file storage.",
} as const;
export type ConflictCode = keyof typeof CONFLICT_MESSAGES;

export type Decision =
  { ok: true } | { ok: false; reason: "forbidden" } | { ok: false; reason: ConflictCode };

/** What the state machine needs to know about the request. */
export interface RequestState {
  status: RequestStatus;
  archived: boolean;
}

/** Who is asking, relative to this request. */
export interface Actor {
  /** Has chemical_approval_admin: manages boards, sees everything, concludes, resets. */
  isAdmin: boolean;
  isRequester: boolean;
  /** A member of the request's board (its board group, or before the evaluation the board of its locations). */
  isBoardMember: boolean;
  /** A member of any board of the company: may see all requests. */
  isAnyBoardMember: boolean;
  /** Has an evaluation on this request (any status). */
  isEvaluator: boolean;
}

/** The evaluation an operation is about (evaluate, remind). */
export interface EvaluationState {
  status: EvaluationStatus;
  isOwn: boolean;
  remindedAt: Date | null;
}

export const REMIND_INTERVAL_MS = 10 * 60 * 1000;

const ok: Decision = { ok: true };
const forbidden: Decision = { ok: false, reason: "forbidden" };
const conflict = (reason: ConflictCode): Decision => ({ ok: false, reason });

/** May `actor` see the request at all? (Not seeing it answers 404, as for another company's.) */
export function maySee(actor: Actor): boolean {
  return actor.isAdmin || actor.isRequester || actor.isAnyBoardMember || actor.isEvaluator;
}

/**
 * The decision for one operation. `evaluation` is required for evaluate and
 * remind; `hasSubmittedEvaluation` for complete_evaluation.
 */
export function decide(
  operation: RequestOperation,
  request: RequestState,
  actor: Actor,
  extra: { evaluation?: EvaluationState; hasSubmittedEvaluation?: boolean; now?: Date } = {},
): Decision {
  if (!maySee(actor)) return forbidden;
  const { status, archived } = request;
  const owner = actor.isRequester || actor.isAdmin;
  switch (operation) {
    case "view":
      return ok;
    case "save_draft":
      if (!owner) return forbidden;
      if (archived) return conflict("archived");
      return status === "DRAFT" ? ok : conflict(status === "NEW" ? "not_draft" : "locked");
    case "submit":
      if (!owner) return forbidden;
      if (archived) return conflict("archived");
      return status === "DRAFT" || status === "NEW" ? ok : conflict("locked");
    case "start_evaluation":
      if (!actor.isAdmin && !actor.isBoardMember) return forbidden;
      if (archived) return conflict("archived");
      return status === "NEW" ? ok : conflict("not_new");
    case "evaluate": {
      const evaluation = extra.evaluation;
      if (!evaluation?.isOwn) return forbidden;
      if (archived) return conflict("archived");
      if (status !== "UNDER_EVALUATION") return conflict("not_under_evaluation");
      return evaluation.status === "PENDING" ||
        evaluation.status === "APPROVED" ||
        evaluation.status === "REJECTED"
        ? ok
        : conflict("evaluation_closed");
    }
    case "remind": {
      if (!actor.isAdmin && !actor.isBoardMember && !actor.isRequester) return forbidden;
      if (archived) return conflict("archived");
      if (status !== "UNDER_EVALUATION") return conflict("not_under_evaluation");
      const evaluation = extra.evaluation;
      if (!evaluation || evaluation.status !== "PENDING") return conflict("not_pending");
      const now = extra.now ?? new Date();
      if (evaluation.remindedAt && now.getTime() - evaluation.remindedAt.getTime() < REMIND_INTERVAL_MS) {
        return conflict("reminded_recently");
      }
      return ok;
    }
    case "complete_evaluation":
      if (!actor.isAdmin && !actor.isBoardMember) return forbidden;
      if (archived) return conflict("archived");
      if (status !== "UNDER_EVALUATION") return conflict("not_under_evaluation");
      return extra.hasSubmittedEvaluation ? ok : conflict("nothing_evaluated");
    case "conclude":
      if (!actor.isAdmin) return forbidden;
      if (archived) return conflict("archived");
      return status === "READY_FOR_APPROVAL" ? ok : conflict("not_ready");
    case "reset":
      if (!actor.isAdmin && !(actor.isRequester && status === "REJECTED")) return forbidden;
      if (archived) return conflict("archived");
      if (status === "APPROVED") return conflict("approved_final");
      return status === "UNDER_EVALUATION" || status === "READY_FOR_APPROVAL" || status === "REJECTED"
        ? ok
        : conflict("nothing_to_reset");
    case "archive":
      if (!owner) return forbidden;
      if (archived) return conflict("archived");
      return status === "DRAFT" || status === "APPROVED" || status === "REJECTED"
        ? ok
        : conflict("not_archivable");
    case "unarchive":
      if (!owner) return forbidden;
      return archived ? ok : conflict("not_archived");
    case "delete":
      if (!owner) return forbidden;
      return status === "DRAFT" || status === "NEW" ? ok : conflict("not_deletable");
  }
}

/** Where each operation leads (for the docs table and the tests); evaluate may also complete the evaluation. */
export const TRANSITIONS: Readonly<Record<RequestOperation, string>> = {
  view: "—",
  save_draft: "DRAFT → DRAFT (a new request: → DRAFT)",
  submit: "DRAFT/NEW → NEW (a new request: → NEW)",
  start_evaluation: "NEW → UNDER_EVALUATION, one PENDING evaluation per board member",
  evaluate: "UNDER_EVALUATION → UNDER_EVALUATION, or READY_FOR_APPROVAL when no evaluation is PENDING",
  remind: "UNDER_EVALUATION (the evaluation stays PENDING; reminded_at set, e-mail queued)",
  complete_evaluation: "UNDER_EVALUATION → READY_FOR_APPROVAL; PENDING evaluations → CANCELED",
  conclude: "READY_FOR_APPROVAL → APPROVED (product into the library) or REJECTED",
  reset: "UNDER_EVALUATION/READY_FOR_APPROVAL/REJECTED → DRAFT; PENDING evaluations → CANCELED",
  archive: "DRAFT/APPROVED/REJECTED, archived = true",
  unarchive: "archived = false",
  delete: "DRAFT/NEW → (gone)",
};
