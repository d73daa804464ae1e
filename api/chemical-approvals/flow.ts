import { sql } from "drizzle-orm";
import {
  decide,
  maySee,
  type Actor,
  type ConflictCode,
  type EvaluationState,
  type RequestOperation,
} from "../../core/chemical-approvals/states";
import {
  REQUEST_STATUS_IDS,
  type EvaluationStatus,
  type RequestStatus,
} from "../../core/chemical-approvals/request-rules";
import { chemicalApprovals as approvalTexts } from "../../core/texts/chemical-approvals/en";
import type { Database } from "../../db/client";
import { evaluationDocument } from "./v2-requests";
import { recordActivity } from "../activities/record";
import type { ActivityAction, ActivityFields } from "../../core/activities/activity-kinds";
import type { UserRow } from "../../db/schema";
import { queueApprovalMail } from "../outbox/mail";
import { actorFor, boardsOfLocations } from "./actor";
import type { Executor } from "../locations/tree";
import {
  approveIntoLibrary,
  copyAttachedSds,
  discardCopiedSds,
  type CopiedSds,
} from "./approve-into-library";

/**
 * The decision flow of a chemical approval request (docs/decisions/018-chemical-approvals.md,
 * the table in docs/chemical-approvals.md): start the evaluation, submit an evaluation,
 * complete the evaluation, remind an evaluator, conclude, reset.
 *
 * Every operation is one transaction that first locks the request row
 * (`SELECT … FOR UPDATE`), so two operations on one request run one after
 * the other: of two evaluations submitted at once, the second sees the first
 * and exactly one of them moves the request on. Then, in this order:
 * another company's request or one the caller may not see → "not_found"
 * (404); decide() → "forbidden" (403) or a conflict code (409); otherwise the
 * change, and the e-mails it causes, queued in the same transaction.
 */

export type FlowRefusal = "not_found" | "forbidden" | ConflictCode;
export type FlowResult<T> = { ok: true; value: T } | { ok: false; reason: FlowRefusal };

/** The `status` object of a request: numeric id, code and English label. */
export interface RequestStatusView {
  id: number;
  code: RequestStatus;
  content: string;
}

/** What every decision-flow operation answers: the request's id and new status. */
export interface FlowOutcome {
  id: number;
  status: RequestStatusView;
}

export function statusView(code: RequestStatus): RequestStatusView {
  return { id: REQUEST_STATUS_IDS[code], code, content: approvalTexts[`approvals.status.${code}`] };
}

/** A request row as the flow reads it. */
export interface FlowRequest {
  id: number;
  requester_id: number;
  status: RequestStatus;
  archived: boolean;
  board_group_id: number | null;
  name: string;
  supplier: string | null;
  article_nr: string | null;
  cas_nr: string | null;
  sds_market: number | null;
  sds_language: number | null;
  attached_sds_key: string | null;
  attached_sds_name: string | null;
  attached_sds_facts: Record<string, unknown> | null;
  product_id: number | null;
  location_ids: number[];
}

class Refusal extends Error {
  constructor(readonly reason: FlowRefusal) {
    super(reason);
  }
}

function refuse(reason: FlowRefusal): never {
  throw new Refusal(reason);
}

/** The audit entry of a step of the flow: the request's status before and after, and what else changed. */
async function recordStep(
  tx: Executor,
  user: UserRow,
  request: Pick<FlowRequest, "id" | "name" | "status">,
  action: ActivityAction,
  after: { status: RequestStatus } & ActivityFields,
): Promise<void> {
  await recordActivity(tx, {
    companyId: user.companyId,
    actorId: user.id,
    module: "approvals",
    action,
    object: { type: "request", id: request.id, label: request.name },
    before: { status: request.status },
    after,
  });
}

/** Runs `work` in a transaction; a refusal rolls it back and becomes the result. */
async function inTransaction<T>(db: Database, work: (tx: Executor) => Promise<T>): Promise<FlowResult<T>> {
  try {
    return { ok: true, value: await db.transaction((tx) => work(tx)) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.reason };
    throw error;
  }
}

/** The request of the company with its location ids; with `lock`, its row is locked until the transaction ends. */
export async function loadRequest(
  db: Executor,
  companyId: number,
  requestId: number,
  lock: boolean,
): Promise<FlowRequest | undefined> {
  const result = await db.execute<FlowRequest & Record<string, unknown>>(sql`
    SELECT r.id, r.requester_id, r.status, r.archived, r.board_group_id, r.name, r.supplier, r.article_nr, r.cas_nr,
      r.sds_market, r.sds_language, r.attached_sds_key, r.attached_sds_name, r.attached_sds_facts, r.product_id,
      coalesce((SELECT array_agg(rl.location_id ORDER BY rl.location_id) FROM product_request_locations rl
        WHERE rl.company_id = r.company_id AND rl.request_id = r.id), '{}') AS location_ids
    FROM product_requests r
    WHERE r.company_id = ${companyId} AND r.id = ${requestId}
    ${lock ? sql`FOR UPDATE OF r` : sql``}
  `);
  return result.rows[0];
}

async function actorOf(db: Executor, user: UserRow, request: FlowRequest): Promise<Actor> {
  return actorFor(db, user, {
    id: request.id,
    requesterId: request.requester_id,
    boardGroupId: request.board_group_id,
    locationIds: request.location_ids,
  });
}

/**
 * The request and the caller's role on it, for reads: undefined when it is not
 * the company's or the caller may not see it (both answer 404).
 */
export async function visibleRequest(
  db: Executor,
  user: UserRow,
  requestId: number,
): Promise<{ request: FlowRequest; actor: Actor } | undefined> {
  const request = await loadRequest(db, user.companyId, requestId, false);
  if (!request) return undefined;
  const actor = await actorOf(db, user, request);
  return maySee(actor) ? { request, actor } : undefined;
}

/** Locks the request and checks the operation; refuses with 404, 403 or 409. */
async function authorize(
  tx: Executor,
  user: UserRow,
  requestId: number,
  operation: RequestOperation,
  extra: (request: FlowRequest) => Promise<Parameters<typeof decide>[3]> = async () => ({}),
): Promise<FlowRequest> {
  const request = (await loadRequest(tx, user.companyId, requestId, true)) ?? refuse("not_found");
  const actor = await actorOf(tx, user, request);
  if (!maySee(actor)) refuse("not_found");
  const decision = decide(operation, request, actor, await extra(request));
  if (!decision.ok) refuse(decision.reason);
  return request;
}

interface EvaluationRow extends Record<string, unknown> {
  id: number;
  member_id: number;
  status: EvaluationStatus;
  reminded_at: Date | string | null;
}

/** An evaluation of the request (locked with it), or a 404 refusal. */
async function evaluationOf(
  tx: Executor,
  companyId: number,
  requestId: number,
  evaluationId: number,
): Promise<EvaluationRow> {
  const result = await tx.execute<EvaluationRow>(sql`
    SELECT id, member_id, status, reminded_at FROM product_request_evaluations
    WHERE company_id = ${companyId} AND request_id = ${requestId} AND id = ${evaluationId}
    FOR UPDATE
  `);
  return result.rows[0] ?? refuse("not_found");
}

const evaluationState = (row: EvaluationRow, user: UserRow): EvaluationState => ({
  status: row.status,
  isOwn: row.member_id === user.id,
  remindedAt: row.reminded_at === null ? null : new Date(row.reminded_at),
});

async function setStatus(
  tx: Executor,
  companyId: number,
  requestId: number,
  status: RequestStatus,
): Promise<FlowOutcome> {
  await tx.execute(sql`
    UPDATE product_requests SET status = ${status}, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${requestId}
  `);
  return { id: requestId, status: statusView(status) };
}

/** PENDING evaluations of the request → CANCELED. */
async function cancelPending(tx: Executor, companyId: number, requestId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE product_request_evaluations SET status = 'CANCELED', updated_at = now()
    WHERE company_id = ${companyId} AND request_id = ${requestId} AND status = 'PENDING'
  `);
}

// ---------------------------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------------------------

/**
 * The board that evaluates a request: the one board of its locations (each
 * location's own board or its nearest ancestor's). A location no board covers
 * → no_board; locations of two boards → several_boards; none → no_locations.
 */
export async function boardOfRequest(
  db: Executor,
  companyId: number,
  locationIds: readonly number[],
): Promise<{ ok: true; boardGroupId: number } | { ok: false; reason: ConflictCode }> {
  if (locationIds.length === 0) return { ok: false, reason: "no_locations" };
  const boards = [...(await boardsOfLocations(db, companyId, locationIds)).values()];
  const named = new Set(boards.filter((board): board is number => board !== null));
  if (named.size > 1) return { ok: false, reason: "several_boards" };
  const [board] = [...named];
  if (board === undefined || boards.includes(null)) return { ok: false, reason: "no_board" };
  return { ok: true, boardGroupId: board };
}

/**
 * POST …/{id}/evaluation: NEW → UNDER_EVALUATION. One PENDING evaluation per
 * member of the request's board who may still use chemical approvals; the
 * evaluations of an earlier round (before a reset) are closed (CANCELED, their
 * verdict and comment kept). Each new evaluator but the caller gets an
 * "approval.evaluation_requested" e-mail.
 */
export function startEvaluation(db: Database, user: UserRow, requestId: number) {
  return inTransaction(db, async (tx): Promise<FlowOutcome> => {
    const request = await authorize(tx, user, requestId, "start_evaluation");
    const board = await boardOfRequest(tx, user.companyId, request.location_ids);
    if (!board.ok) refuse(board.reason);
    const { boardGroupId } = board;
    const members = await tx.execute<{ user_id: number }>(sql`
      SELECT m.user_id FROM chemical_board_group_members m
      JOIN users u ON u.company_id = m.company_id AND u.id = m.user_id
      WHERE m.company_id = ${user.companyId} AND m.board_group_id = ${boardGroupId}
        AND u.permissions @> '{"chemical_approval_request": true}'::jsonb
      ORDER BY m.user_id
    `);
    const memberIds = members.rows.map((row) => row.user_id);
    if (memberIds.length === 0) refuse("empty_board");
    await tx.execute(sql`
      UPDATE product_request_evaluations SET status = 'CANCELED', updated_at = now()
      WHERE company_id = ${user.companyId} AND request_id = ${requestId} AND status <> 'CANCELED'
    `);
    await tx.execute(sql`
      INSERT INTO product_request_evaluations (company_id, request_id, member_id, status, is_basic_form)
      SELECT ${user.companyId}, ${requestId}, member_id, 'PENDING', true
      FROM unnest(${sql.param(memberIds)}::int[]) AS member_id
    `);
    await tx.execute(sql`
      UPDATE product_requests SET status = 'UNDER_EVALUATION', board_group_id = ${boardGroupId}, updated_at = now()
      WHERE company_id = ${user.companyId} AND id = ${requestId}
    `);
    await queueApprovalMail(tx, {
      companyId: user.companyId,
      kind: "approval.evaluation_requested",
      requestId,
      recipientUserIds: memberIds.filter((id) => id !== user.id),
      params: { requestName: request.name, actorName: user.name },
    });
    await recordStep(tx, user, request, "updated", {
      status: "UNDER_EVALUATION",
      board_group_id: boardGroupId,
    });
    return { id: requestId, status: statusView("UNDER_EVALUATION") };
  });
}

export interface Verdict {
  is_approved: boolean;
  comment: string;
}

/** An evaluation on the evaluation template: a document the evaluator made, or the answers to make one. */
export interface EvaluationForm {
  smartform_document_id?: number | null;
  fields?: unknown;
}

/**
 * PUT …/{id}/evaluation/{evalId}: the caller's own evaluation → APPROVED or
 * REJECTED with the comment (a submitted one may be changed while the
 * evaluation runs). When no evaluation is PENDING any more, the request
 * becomes READY_FOR_APPROVAL.
 */
export function submitEvaluation(
  db: Database,
  user: UserRow,
  requestId: number,
  evaluationId: number,
  verdict: Verdict,
  form: EvaluationForm = {},
) {
  return inTransaction(db, async (tx): Promise<FlowOutcome> => {
    const request = await authorize(tx, user, requestId, "evaluate", async () => ({
      evaluation: evaluationState(await evaluationOf(tx, user.companyId, requestId, evaluationId), user),
    }));
    // On the evaluation template the verdict and comment stay what the conclusion reads; the document
    // holds the rest of the evaluator's answers.
    const documentId = await evaluationDocument(tx, user, evaluationId, form);
    await tx.execute(sql`
      UPDATE product_request_evaluations
      SET status = ${verdict.is_approved ? "APPROVED" : "REJECTED"}, is_approved = ${verdict.is_approved},
        comment = ${verdict.comment}, updated_at = now()
        ${documentId === undefined ? sql`` : sql`, smartform_document_id = ${documentId}, is_basic_form = false`}
      WHERE company_id = ${user.companyId} AND id = ${evaluationId}
    `);
    const pending = await tx.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM product_request_evaluations
      WHERE company_id = ${user.companyId} AND request_id = ${requestId} AND status = 'PENDING'
    `);
    const next: RequestStatus = (pending.rows[0]?.n ?? 0) === 0 ? "READY_FOR_APPROVAL" : request.status;
    await recordActivity(tx, {
      companyId: user.companyId,
      actorId: user.id,
      module: "approvals",
      action: "decided",
      object: { type: "evaluation", id: evaluationId, label: request.name },
      after: { request_id: requestId, is_approved: verdict.is_approved, comment: verdict.comment },
    });
    if (next !== request.status) await recordStep(tx, user, request, "updated", { status: next });
    return setStatus(tx, user.companyId, requestId, next);
  });
}

/**
 * POST …/{id}/evaluation/complete: ends the evaluation early once at least one
 * evaluation was submitted; PENDING evaluations → CANCELED, the request →
 * READY_FOR_APPROVAL.
 */
export function completeEvaluation(db: Database, user: UserRow, requestId: number) {
  return inTransaction(db, async (tx): Promise<FlowOutcome> => {
    const request = await authorize(tx, user, requestId, "complete_evaluation", async () => {
      const submitted = await tx.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM product_request_evaluations
        WHERE company_id = ${user.companyId} AND request_id = ${requestId}
          AND status IN ('APPROVED', 'REJECTED', 'EVALUATED')
      `);
      return { hasSubmittedEvaluation: (submitted.rows[0]?.n ?? 0) > 0 };
    });
    await cancelPending(tx, user.companyId, requestId);
    await recordStep(tx, user, request, "updated", { status: "READY_FOR_APPROVAL" });
    return setStatus(tx, user.companyId, requestId, "READY_FOR_APPROVAL");
  });
}

/**
 * POST …/{id}/evaluation/{evalId}/remind: a PENDING evaluation's member gets an
 * "approval.reminder" e-mail; reminded_at = now (at most one reminder per
 * evaluation every 10 minutes).
 */
export function remindEvaluator(
  db: Database,
  user: UserRow,
  requestId: number,
  evaluationId: number,
  now: Date = new Date(),
) {
  return inTransaction(
    db,
    async (tx): Promise<FlowOutcome & { evaluation: { id: number; reminded_at: string } }> => {
      let memberId = 0;
      const request = await authorize(tx, user, requestId, "remind", async () => {
        const evaluation = await evaluationOf(tx, user.companyId, requestId, evaluationId);
        memberId = evaluation.member_id;
        return { evaluation: evaluationState(evaluation, user), now };
      });
      await tx.execute(sql`
      UPDATE product_request_evaluations SET reminded_at = ${now.toISOString()}::timestamptz
      WHERE company_id = ${user.companyId} AND id = ${evaluationId}
    `);
      await queueApprovalMail(tx, {
        companyId: user.companyId,
        kind: "approval.reminder",
        requestId,
        recipientUserIds: [memberId],
        params: { requestName: request.name, actorName: user.name },
      });
      return {
        id: requestId,
        status: statusView(request.status),
        evaluation: { id: evaluationId, reminded_at: now.toISOString() },
      };
    },
  );
}

/**
 * POST …/{id}/conclude: READY_FOR_APPROVAL → APPROVED or REJECTED with the
 * comment. Approving puts the product into the library (approve-into-library.ts)
 * and records product_id and msds_key; an attached SDS whose file is missing
 * refuses with no_sds_file. The requester gets an "approval.concluded" e-mail.
 */
export async function concludeRequest(
  db: Database,
  user: UserRow,
  requestId: number,
  verdict: Verdict,
): Promise<FlowResult<FlowOutcome & { product_id: number | null; msds_key: string | null }>> {
  let copy: CopiedSds | null = null;
  let result: FlowResult<FlowOutcome & { product_id: number | null; msds_key: string | null }>;
  try {
    result = await inTransaction(db, async (tx) => {
      const request = await authorize(tx, user, requestId, "conclude");
      const status: RequestStatus = verdict.is_approved ? "APPROVED" : "REJECTED";
      let productId: number | null = null;
      let msdsKey: string | null = null;
      if (verdict.is_approved) {
        if (request.attached_sds_key) {
          copy = await copyAttachedSds(user.companyId, request.attached_sds_key, request.attached_sds_name);
          if (!copy) refuse("no_sds_file");
        }
        const created = await approveIntoLibrary(
          tx,
          {
            companyId: user.companyId,
            name: request.name,
            supplier: request.supplier,
            articleNr: request.article_nr,
            casNr: request.cas_nr,
            sdsLanguage: request.sds_language,
            sdsMarket: request.sds_market,
            facts: request.attached_sds_facts,
            locationIds: request.location_ids,
          },
          copy,
        );
        productId = created.productId;
        msdsKey = created.sdsKey;
      }
      await tx.execute(sql`
        UPDATE product_requests
        SET status = ${status}, comment = ${verdict.comment}, concluded_by_id = ${user.id}, concluded_at = now(),
          product_id = ${productId}, msds_key = ${msdsKey}, updated_at = now()
        WHERE company_id = ${user.companyId} AND id = ${requestId}
      `);
      await queueApprovalMail(tx, {
        companyId: user.companyId,
        kind: "approval.concluded",
        requestId,
        recipientUserIds: [request.requester_id],
        params: {
          requestName: request.name,
          actorName: user.name,
          conclusion: status,
          comment: verdict.comment,
        },
      });
      await recordStep(tx, user, request, "decided", {
        status,
        comment: verdict.comment,
        product_id: productId,
      });
      return { id: requestId, status: statusView(status), product_id: productId, msds_key: msdsKey };
    });
  } catch (error) {
    await discardCopiedSds(copy);
    throw error;
  }
  // The copy belongs to the library only when the conclusion committed.
  if (!result.ok) await discardCopiedSds(copy);
  return result;
}

/**
 * POST …/{id}/reset: back to DRAFT so the requester can change and submit it
 * again. PENDING evaluations → CANCELED; board, comment, conclusion and
 * submission time cleared.
 */
export function resetRequest(db: Database, user: UserRow, requestId: number) {
  return inTransaction(db, async (tx): Promise<FlowOutcome> => {
    const request = await authorize(tx, user, requestId, "reset");
    await cancelPending(tx, user.companyId, requestId);
    await recordStep(tx, user, request, "updated", { status: "DRAFT" });
    await tx.execute(sql`
      UPDATE product_requests
      SET status = 'DRAFT', board_group_id = NULL, comment = NULL, concluded_by_id = NULL, concluded_at = NULL,
        submitted_at = NULL, updated_at = now()
      WHERE company_id = ${user.companyId} AND id = ${requestId}
    `);
    return { id: requestId, status: statusView("DRAFT") };
  });
}
