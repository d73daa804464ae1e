import { and, eq, sql, type SQL } from "drizzle-orm";
import {
  CONFLICT_MESSAGES,
  decide,
  maySee,
  REQUEST_OPERATIONS,
  type Actor,
  type EvaluationState,
  type RequestOperation,
} from "../../core/chemical-approvals/states";
import {
  ENGLISH_REQUEST_MESSAGES,
  REQUEST_ATTACHMENTS_MAX,
  REQUEST_STATUS_IDS,
  UNKNOWN_UPLOAD_MESSAGE,
  type EvaluationStatus,
  type RequestStatus,
} from "../../core/chemical-approvals/request-rules";
import {
  productRequestSchema,
  type ProductRequestInput,
} from "../../core/chemical-approvals/request-schemas";
import { chemicalApprovals as englishApprovals } from "../../core/texts/chemical-approvals/en";
import { countryCode } from "../../core/countries";
import { isId } from "../../core/ids";
import { isLanguageId } from "../../core/languages";
import type { Database } from "../../db/client";
import { productRequestAttachments, productRequests, type UserRow } from "../../db/schema";
import { ApiError, forbidden, notFound, VALIDATION_MESSAGE } from "../http/errors";
import { queueApprovalMail } from "../outbox/mail";
import { getStorage } from "../storage";
import { actorFor, boardMembership, boardsOfLocations, isApprovalAdmin } from "./actor";
import { ancestryCte, TREE_DEPTH_GUARD, type Executor } from "../locations/tree";
import { locationInScope, scopeOf, type LocationScope } from "../locations/scope";
import { recordActivity } from "../activities/record";
import {
  consumeUploads,
  findUploads,
  removeStoredFiles,
  TOKEN_PATTERN,
  type PendingUpload,
} from "../uploads/pending";
import { emptyFacts, parseFacts, type SdsFacts } from "../products/sds-facts";
import { pdfFacts } from "../products/sds-reader";
import {
  APPROVAL_LOCATIONS_MAX,
  LIST_LIMIT_DEFAULT,
  PATH_SEPARATOR,
  type ApprovalLocation,
  type ProductRequestListItem,
  type ProductRequestListQuery,
  type ProductRequestView,
  type SmartformAnswers,
} from "./schemas";

/**
 * Chemical approval requests (docs/decisions/018-chemical-approvals.md): loading one request and
 * who the caller is to it, the request as the API shows it (one statement),
 * the lists (one statement), and saving, archiving and deleting, each in one
 * transaction. The legal steps are core/chemical-approvals/states.ts (decide);
 * every statement is scoped by company_id, so another company's request reads
 * as missing (404).
 */

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

// ---------------------------------------------------------------------------------------------
// Loading a request and the caller's role
// ---------------------------------------------------------------------------------------------

export interface RequestRecord {
  id: number;
  companyId: number;
  requesterId: number;
  status: RequestStatus;
  archived: boolean;
  boardGroupId: number | null;
  name: string;
  attachedSdsKey: string | null;
  locationIds: number[];
}

interface RequestSqlRow extends Record<string, unknown> {
  id: number;
  company_id: number;
  requester_id: number;
  status: RequestStatus;
  archived: boolean;
  board_group_id: number | null;
  name: string;
  attached_sds_key: string | null;
  location_ids: number[];
}

/** The request (with its location ids) or undefined when it is not the company's; `lock`: FOR UPDATE. */
export async function loadRequest(
  db: Executor,
  companyId: number,
  id: number,
  lock = false,
): Promise<RequestRecord | undefined> {
  const result = await db.execute<RequestSqlRow>(sql`
    SELECT r.id, r.company_id, r.requester_id, r.status, r.archived, r.board_group_id, r.name,
      r.attached_sds_key,
      array(SELECT location_id FROM product_request_locations prl
        WHERE prl.company_id = r.company_id AND prl.request_id = r.id ORDER BY location_id) AS location_ids
    FROM product_requests r
    WHERE r.company_id = ${companyId} AND r.id = ${id}
    ${lock ? sql`FOR UPDATE OF r` : sql``}`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    companyId: row.company_id,
    requesterId: row.requester_id,
    status: row.status,
    archived: row.archived,
    boardGroupId: row.board_group_id,
    name: row.name,
    attachedSdsKey: row.attached_sds_key,
    locationIds: row.location_ids.map(Number),
  };
}

/** 409 with the conflict's code and English message. */
export function conflict(code: keyof typeof CONFLICT_MESSAGES): ApiError {
  return new ApiError(409, { error: code, message: CONFLICT_MESSAGES[code] });
}

/**
 * The request and the caller's actor: 404 when it is not the company's or
 * the caller may not see it.
 */
export async function requestFor(
  db: Executor,
  user: UserRow,
  id: number,
  lock = false,
): Promise<{ request: RequestRecord; actor: Actor }> {
  const request = await loadRequest(db, user.companyId, id, lock);
  if (!request) throw notFound();
  const actor = await actorFor(db, user, request);
  if (!maySee(actor)) throw notFound();
  return { request, actor };
}

/** Throws 403 or 409 unless decide() allows the operation. */
export function assertAllowed(
  operation: RequestOperation,
  request: RequestRecord,
  actor: Actor,
  extra: Parameters<typeof decide>[3] = {},
): void {
  const decision = decide(operation, request, actor, extra);
  if (decision.ok) return;
  if (decision.reason === "forbidden") throw forbidden();
  throw conflict(decision.reason);
}

// ---------------------------------------------------------------------------------------------
// The request as the API shows it
// ---------------------------------------------------------------------------------------------

export function statusView(code: RequestStatus) {
  return { id: REQUEST_STATUS_IDS[code], code, content: englishApprovals[`approvals.status.${code}`] };
}

const iso = (value: unknown): string => new Date(value as string).toISOString();
const isoOrNull = (value: unknown): string | null => (value == null ? null : iso(value));
const numberOrNull = (value: unknown): number | null => (value == null ? null : Number(value));

interface EvaluationJson {
  id: number;
  member_id: number;
  member_name: string;
  status: EvaluationStatus;
  comment: string | null;
  is_approved: boolean | null;
  is_basic_form: boolean;
  reminded_at: string | null;
  updated_at: string;
  created_at: string;
  smartform_document_id: number | null;
  form: SmartformAnswers | null;
}

interface PresentSqlRow extends Record<string, unknown> {
  requester: { id: number; name: string };
  board_group: { id: number; name: string } | null;
  locations: { id: number; name: string; path: string }[];
  evaluations: EvaluationJson[];
  attachments: { id: number; file_name: string; size: number; content_type: string }[];
  form: SmartformAnswers | null;
}

/**
 * The operations decide() allows the actor now. evaluate is judged on the
 * caller's own PENDING evaluation; remind on any PENDING evaluation;
 * complete_evaluation knows whether any evaluation was submitted.
 */
export function allowedOperations(
  request: { status: RequestStatus; archived: boolean },
  actor: Actor,
  evaluations: readonly { memberId: number; status: EvaluationStatus; remindedAt: Date | null }[],
  userId: number,
  now = new Date(),
): RequestOperation[] {
  const state = (e: (typeof evaluations)[number]): EvaluationState => ({
    status: e.status,
    isOwn: e.memberId === userId,
    remindedAt: e.remindedAt,
  });
  const pending = evaluations.filter((e) => e.status === "PENDING");
  const hasSubmittedEvaluation = evaluations.some(
    (e) => e.status === "APPROVED" || e.status === "REJECTED" || e.status === "EVALUATED",
  );
  return REQUEST_OPERATIONS.filter((operation) => {
    if (operation === "evaluate") {
      const own = pending.find((e) => e.memberId === userId);
      return own !== undefined && decide(operation, request, actor, { evaluation: state(own), now }).ok;
    }
    if (operation === "remind") {
      return pending.some((e) => decide(operation, request, actor, { evaluation: state(e), now }).ok);
    }
    return decide(operation, request, actor, { hasSubmittedEvaluation, now }).ok;
  });
}

/** The request as GET /{id} shows it to `user` (one statement); undefined when it is not the company's. */
export async function presentRequest(
  db: Executor,
  user: UserRow,
  id: number,
  actor: Actor,
): Promise<ProductRequestView | undefined> {
  const companyId = user.companyId;
  const result = await db.execute<PresentSqlRow>(sql`
    WITH RECURSIVE req AS (
      SELECT * FROM product_requests WHERE company_id = ${companyId} AND id = ${id}
    ),
    ${ancestryCte(
      companyId,
      sql`SELECT location_id AS id FROM product_request_locations
        WHERE company_id = ${companyId} AND request_id = ${id}`,
    )},
    paths AS (
      SELECT location_id, string_agg(name, ${PATH_SEPARATOR}::text ORDER BY depth DESC) AS path
      FROM ancestry GROUP BY location_id
    )
    SELECT req.*,
      json_build_object('id', u.id, 'name', u.name) AS requester,
      (SELECT json_build_object('id', g.id, 'name', g.name) FROM chemical_board_groups g
        WHERE g.company_id = req.company_id AND g.id = req.board_group_id) AS board_group,
      coalesce((
        SELECT json_agg(json_build_object('id', l.id, 'name', l.name, 'path', p.path)
          ORDER BY l.name_lower, l.id)
        FROM product_request_locations prl
        JOIN locations l ON l.company_id = prl.company_id AND l.id = prl.location_id
        JOIN paths p ON p.location_id = l.id
        WHERE prl.company_id = req.company_id AND prl.request_id = req.id
      ), '[]'::json) AS locations,
      coalesce((
        SELECT json_agg(json_build_object(
          'id', e.id, 'member_id', m.id, 'member_name', m.name, 'status', e.status, 'comment', e.comment,
          'is_approved', e.is_approved, 'is_basic_form', e.is_basic_form, 'reminded_at', e.reminded_at,
          'updated_at', e.updated_at, 'created_at', e.created_at,
          'smartform_document_id', e.smartform_document_id,
          'form', CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('template_id', d.template_id,
            'language_id', d.language_id, 'structure', d.structure, 'values', d.values) END)
          ORDER BY e.created_at, e.id)
        FROM product_request_evaluations e
        JOIN users m ON m.company_id = e.company_id AND m.id = e.member_id
        LEFT JOIN smartform_documents d ON d.company_id = e.company_id AND d.id = e.smartform_document_id
        WHERE e.company_id = req.company_id AND e.request_id = req.id
      ), '[]'::json) AS evaluations,
      coalesce((
        SELECT json_agg(json_build_object(
          'id', a.id, 'file_name', a.file_name, 'size', a.size, 'content_type', a.content_type) ORDER BY a.id)
        FROM product_request_attachments a
        WHERE a.company_id = req.company_id AND a.request_id = req.id
      ), '[]'::json) AS attachments,
      (SELECT json_build_object('template_id', d.template_id, 'language_id', d.language_id,
          'structure', d.structure, 'values', d.values)
        FROM smartform_documents d
        WHERE d.company_id = req.company_id AND d.id = req.smartform_document_id) AS form
    FROM req JOIN users u ON u.company_id = req.company_id AND u.id = req.requester_id`);
  const row = result.rows[0];
  if (!row) return undefined;
  const status = row.status as RequestStatus;
  const archived = row.archived as boolean;
  const evaluations = row.evaluations.map((e) => ({
    id: e.id,
    member: { id: e.member_id, name: e.member_name },
    status: e.status,
    comment: e.comment,
    is_approved: e.is_approved,
    is_basic_form: e.is_basic_form,
    reminded_at: isoOrNull(e.reminded_at),
    updated_at: iso(e.updated_at),
    created_at: iso(e.created_at),
    smartform_document_id: e.smartform_document_id ?? null,
    form: e.form ?? null,
  }));
  const locations = row.locations;
  const str = (key: string) => (row[key] as string | null) ?? null;
  return {
    id: row.id as number,
    name: row.name as string,
    company_id: row.company_id as number,
    requester: row.requester,
    board_group: row.board_group,
    conclusion: status === "APPROVED" || status === "REJECTED" ? status : null,
    locations,
    location: locations[0] ?? null,
    evaluations,
    supplier: str("supplier"),
    article_nr: str("article_nr"),
    cas_nr: str("cas_nr"),
    attached_sds: row.attached_sds_key
      ? {
          filename: str("attached_sds_name") ?? "document.pdf",
          original: str("attached_sds_name") ?? "document.pdf",
          size: numberOrNull(row.attached_sds_size),
        }
      : null,
    usage_description: str("usage_description"),
    indoor_usage: row.indoor_usage as boolean,
    outdoor_usage: row.outdoor_usage as boolean,
    desired_start_date_usage: str("desired_start_date_usage"),
    estimated_annual_usage: numberOrNull(row.estimated_annual_usage),
    estimated_annual_usage_unit: str("estimated_annual_usage_unit"),
    estimated_daily_exposure: str("estimated_daily_exposure"),
    is_user_exposure: row.is_user_exposure as boolean,
    additional_comment: str("additional_comment"),
    status: statusView(status),
    comment: str("comment"),
    msds_key: str("msds_key"),
    product_id: numberOrNull(row.product_id),
    sds_language: numberOrNull(row.sds_language),
    sds_market: numberOrNull(row.sds_market),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    synonym: str("synonym"),
    estimated_frequency_of_use: str("estimated_frequency_of_use"),
    handling_description: str("handling_description"),
    storage_location: str("storage_location"),
    max_amount_stored: numberOrNull(row.max_amount_stored),
    max_amount_stored_unit: str("max_amount_stored_unit"),
    max_amount_to_be_ordered: numberOrNull(row.max_amount_to_be_ordered),
    max_amount_to_be_ordered_unit: str("max_amount_to_be_ordered_unit"),
    waste_location: str("waste_location"),
    internal_code: str("internal_code"),
    ppes: (row.ppes as string[]) ?? [],
    attachments: row.attachments,
    env_exposures: (row.env_exposures as string[]) ?? [],
    waste_handling_description: str("waste_handling_description"),
    ppe_type_details: str("ppe_type_details"),
    estimated_use_length: str("estimated_use_length"),
    archived,
    submitted_at: isoOrNull(row.submitted_at),
    template_id: numberOrNull(row.template_id),
    title: str("title"),
    fields: row.form?.values ?? null,
    signed_by_id: numberOrNull(row.signed_by_id),
    smartform_document_id: numberOrNull(row.smartform_document_id),
    form: row.form ?? null,
    allowed_operations: allowedOperations(
      { status, archived },
      actor,
      evaluations.map((e) => ({
        memberId: e.member.id,
        status: e.status,
        remindedAt: e.reminded_at ? new Date(e.reminded_at) : null,
      })),
      user.id,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// The lists
// ---------------------------------------------------------------------------------------------

/** `%text%` for LIKE, with LIKE's own characters escaped. */
function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

interface ListSqlRow extends Record<string, unknown> {
  total: number;
  id: number | null;
  name: string;
  cas_nr: string | null;
  status: RequestStatus;
  archived: boolean;
  updated_at: Date;
  submitted_at: Date | null;
  requester: { id: number; name: string };
  board_group: { id: number; name: string } | null;
  locations: { id: number; name: string }[];
  my_evaluation: { id: number; status: EvaluationStatus } | null;
  pending_evaluations: number;
}

/**
 * A page of requests and how many match, in one statement: the filter (the
 * scope, status, the location's subtree, name or CAS, archived) over the
 * company's rows, newest change first (updated_at desc, id desc), each row
 * with its requester, locations, board, the caller's evaluation and the
 * number of pending evaluations. "all" needs an approval admin or a member of
 * any board (403 otherwise).
 */
export async function listRequests(
  db: Executor,
  user: UserRow,
  query: ProductRequestListQuery,
): Promise<{ data: ProductRequestListItem[]; meta: { total: number; page: number; limit: number } }> {
  const companyId = user.companyId;
  if (query.scope === "all" && !isApprovalAdmin(user)) {
    const { ofAny } = await boardMembership(db, companyId, user.id, null);
    if (!ofAny) throw forbidden();
  }
  const page = query.page ?? 1;
  const limit = query.limit ?? LIST_LIMIT_DEFAULT;
  const conditions: SQL[] = [sql`r.company_id = ${companyId}`, sql`r.archived = ${query.archived ?? false}`];
  if (query.scope === "mine") conditions.push(sql`r.requester_id = ${user.id}`);
  if (query.scope === "to_evaluate") {
    conditions.push(sql`r.id IN (SELECT e.request_id FROM product_request_evaluations e
      WHERE e.company_id = ${companyId} AND e.member_id = ${user.id} AND e.status = 'PENDING')`);
  }
  if (query.status && query.status.length > 0) {
    conditions.push(sql`r.status = ANY(${sql.param([...new Set(query.status)])}::text[])`);
  }
  const search = query.search?.trim() ?? "";
  if (search !== "") {
    conditions.push(
      sql`(r.name_lower LIKE lower(${containsPattern(search)}) OR r.cas_nr = ${search.slice(0, 20)})`,
    );
  }
  let subtree = sql``;
  if (query.location_id !== undefined) {
    subtree = sql`subtree AS (
      SELECT id, 0 AS depth FROM locations WHERE company_id = ${companyId} AND id = ${query.location_id}
      UNION ALL
      SELECT c.id, s.depth + 1 FROM subtree s
      JOIN locations c ON c.company_id = ${companyId} AND c.parent_id = s.id
      WHERE s.depth < ${TREE_DEPTH_GUARD}
    ),`;
    conditions.push(sql`r.id IN (SELECT prl.request_id FROM product_request_locations prl
      WHERE prl.company_id = ${companyId} AND prl.location_id IN (SELECT id FROM subtree))`);
  }
  const result = await db.execute<ListSqlRow>(sql`
    WITH RECURSIVE ${subtree}
    filtered AS (
      SELECT r.id, r.updated_at FROM product_requests r WHERE ${sql.join(conditions, sql` AND `)}
    ),
    counted AS (SELECT count(*)::int AS total FROM filtered),
    page AS (
      SELECT id, updated_at FROM filtered ORDER BY updated_at DESC, id DESC
      LIMIT ${limit} OFFSET ${(page - 1) * limit}
    )
    SELECT counted.total, item.* FROM counted LEFT JOIN LATERAL (
      SELECT r.id, r.name, r.cas_nr, r.status, r.archived, r.updated_at, r.submitted_at,
        json_build_object('id', u.id, 'name', u.name) AS requester,
        (SELECT json_build_object('id', g.id, 'name', g.name) FROM chemical_board_groups g
          WHERE g.company_id = r.company_id AND g.id = r.board_group_id) AS board_group,
        coalesce((
          SELECT json_agg(json_build_object('id', l.id, 'name', l.name) ORDER BY l.name_lower, l.id)
          FROM product_request_locations prl
          JOIN locations l ON l.company_id = prl.company_id AND l.id = prl.location_id
          WHERE prl.company_id = r.company_id AND prl.request_id = r.id
        ), '[]'::json) AS locations,
        (SELECT json_build_object('id', e.id, 'status', e.status) FROM product_request_evaluations e
          WHERE e.company_id = r.company_id AND e.request_id = r.id AND e.member_id = ${user.id}
          ORDER BY (e.status = 'PENDING') DESC, e.id DESC LIMIT 1) AS my_evaluation,
        (SELECT count(*)::int FROM product_request_evaluations e
          WHERE e.company_id = r.company_id AND e.request_id = r.id AND e.status = 'PENDING') AS pending_evaluations
      FROM page
      JOIN product_requests r ON r.company_id = ${companyId} AND r.id = page.id
      JOIN users u ON u.company_id = r.company_id AND u.id = r.requester_id
    ) item ON true
    ORDER BY item.updated_at DESC, item.id DESC`);
  const total = result.rows[0]?.total ?? 0;
  const data = result.rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      id: row.id!,
      name: row.name,
      cas_nr: row.cas_nr,
      status: statusView(row.status),
      requester: row.requester,
      locations: row.locations,
      board_group: row.board_group,
      updated_at: iso(row.updated_at),
      submitted_at: isoOrNull(row.submitted_at),
      archived: row.archived,
      my_evaluation: row.my_evaluation,
      pending_evaluations: row.pending_evaluations,
    }));
  return { data, meta: { total, page, limit } };
}

// ---------------------------------------------------------------------------------------------
// Saving
// ---------------------------------------------------------------------------------------------

/** create: POST /draft (is_draft decides); draft: PUT /{id}/draft; submit: PUT /{id}. */
export type SaveMode = "create" | "draft" | "submit";

export const FILE_ERRORS = {
  unknownToken: UNKNOWN_UPLOAD_MESSAGE,
  notPdf: "The safety data sheet must be a PDF file.",
  unknownAttachment: "This request has no such attachment.",
  duplicateToken: "The same uploaded file was given twice.",
} as const;

/** The file fields of a save besides the request's own fields. */
interface FileChanges {
  attachedSdsToken: string | null;
  removeAttachedSds: boolean;
  attachmentTokens: string[];
  removeAttachmentIds: number[];
}

type Errors = Record<string, string[]>;
const addError = (errors: Errors, field: string, message: string) => {
  const list = (errors[field] ??= []);
  if (!list.includes(message)) list.push(message);
};

const asList = (value: unknown): unknown[] =>
  value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value];

/** Reads the file fields (attached_sds_token, remove_attached_sds, attachment_tokens, remove_attachment_ids). */
function readFileChanges(body: Record<string, unknown>, errors: Errors): FileChanges {
  const { wrongFormat, tooMany } = ENGLISH_REQUEST_MESSAGES;
  let attachedSdsToken: string | null = null;
  const sdsToken = body.attached_sds_token;
  if (sdsToken !== undefined && sdsToken !== null && sdsToken !== "") {
    if (typeof sdsToken === "string" && TOKEN_PATTERN.test(sdsToken)) attachedSdsToken = sdsToken;
    else addError(errors, "attached_sds", FILE_ERRORS.unknownToken);
  }
  const remove = body.remove_attached_sds;
  const removeAttachedSds = remove === true || remove === "true" || remove === "on";
  if (
    remove !== undefined &&
    remove !== null &&
    !removeAttachedSds &&
    remove !== false &&
    remove !== "false"
  ) {
    addError(errors, "attached_sds", wrongFormat);
  }
  const tokens = asList(body.attachment_tokens);
  const attachmentTokens: string[] = [];
  for (const token of tokens) {
    if (typeof token === "string" && TOKEN_PATTERN.test(token)) attachmentTokens.push(token);
    else addError(errors, "attachments", FILE_ERRORS.unknownToken);
  }
  if (tokens.length > REQUEST_ATTACHMENTS_MAX)
    addError(errors, "attachments", tooMany(REQUEST_ATTACHMENTS_MAX));
  const ids = asList(body.remove_attachment_ids);
  const removeAttachmentIds: number[] = [];
  for (const id of ids) {
    const number = typeof id === "string" && /^\d{1,10}$/.test(id) ? Number(id) : id;
    if (isId(number)) {
      removeAttachmentIds.push(number);
    } else addError(errors, "attachments", wrongFormat);
  }
  if (ids.length > 100) addError(errors, "attachments", tooMany(100));
  const all = [...(attachedSdsToken ? [attachedSdsToken] : []), ...attachmentTokens];
  if (new Set(all).size !== all.length) addError(errors, "attachments", FILE_ERRORS.duplicateToken);
  return {
    attachedSdsToken,
    removeAttachedSds,
    attachmentTokens,
    removeAttachmentIds: [...new Set(removeAttachmentIds)],
  };
}

/** The zod issues by top-level field (the form's field names), each message once. */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[], errors: Errors) {
  for (const issue of issues) addError(errors, String(issue.path[0] ?? "body"), issue.message);
}

const validationError = (errors: Errors) => new ApiError(422, { message: VALIDATION_MESSAGE, errors });

/** The columns a save writes (every field of the form: a field left out is cleared). */
function columnsOf(input: ProductRequestInput) {
  const orNull = <T>(value: T | undefined) => (value === undefined ? null : value);
  return {
    name: input.name,
    synonym: orNull(input.synonym),
    supplier: orNull(input.supplier),
    articleNr: orNull(input.article_nr),
    casNr: orNull(input.cas_nr),
    sdsMarket: orNull(input.sds_market),
    sdsLanguage: orNull(input.sds_language),
    usageDescription: orNull(input.usage_description),
    indoorUsage: input.indoor_usage,
    outdoorUsage: input.outdoor_usage,
    desiredStartDateUsage: orNull(input.desired_start_date_usage),
    estimatedAnnualUsage: orNull(input.estimated_annual_usage),
    estimatedAnnualUsageUnit: orNull(input.estimated_annual_usage_unit),
    estimatedFrequencyOfUse: orNull(input.estimated_frequency_of_use),
    estimatedUseLength: orNull(input.estimated_use_length),
    envExposures: [...new Set(input.env_exposures)],
    handlingDescription: orNull(input.handling_description),
    storageLocation: orNull(input.storage_location),
    maxAmountStored: orNull(input.max_amount_stored),
    maxAmountStoredUnit: orNull(input.max_amount_stored_unit),
    maxAmountToBeOrdered: orNull(input.max_amount_to_be_ordered),
    maxAmountToBeOrderedUnit: orNull(input.max_amount_to_be_ordered_unit),
    wasteLocation: orNull(input.waste_location),
    wasteHandlingDescription: orNull(input.waste_handling_description),
    ppes: [...new Set(input.ppes)],
    ppeTypeDetails: orNull(input.ppe_type_details),
    internalCode: orNull(input.internal_code),
    isUserExposure: input.is_user_exposure,
    estimatedDailyExposure: orNull(input.estimated_daily_exposure),
    additionalComment: orNull(input.additional_comment),
  };
}

/**
 * 422 details for location ids that are not the company's, lie outside the requester's top nodes (read as
 * unknown, like another company's) or are archived.
 */
export async function checkLocations(
  db: Executor,
  scope: LocationScope,
  ids: readonly number[],
  errors: Errors,
) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const result = await db.execute<{ id: number; name: string; archived: boolean }>(sql`
    SELECT id, name, archived FROM locations
    WHERE company_id = ${scope.companyId} AND id = ANY(${sql.param(unique)}::int[])
      AND ${locationInScope(scope, sql`id`)}`);
  const found = new Map(result.rows.map((row) => [row.id, row]));
  for (const id of unique) {
    const row = found.get(id);
    if (!row) addError(errors, "location_ids", `Unknown location: ${id}.`);
    else if (row.archived) addError(errors, "location_ids", `${row.name} is archived.`);
  }
}

/** The members of the single board of these locations (none when they have no board or several). */
export async function boardMembersOfLocations(
  db: Executor,
  companyId: number,
  locationIds: readonly number[],
): Promise<number[]> {
  const boards = new Set((await boardsOfLocations(db, companyId, locationIds)).values());
  if (boards.size !== 1) return [];
  const [board] = [...boards];
  if (board === null || board === undefined) return [];
  const result = await db.execute<{ user_id: number }>(sql`
    SELECT user_id FROM chemical_board_group_members
    WHERE company_id = ${companyId} AND board_group_id = ${board} ORDER BY user_id`);
  return result.rows.map((row) => row.user_id);
}

/**
 * Creates or changes a request, all in one transaction: authorisation
 * (decide), validation (the request rules with the English
 * messages, the company's non-archived locations, known market and language
 * ids, the caller's staged uploads), the row, its locations, the attached
 * SDS and the attachments (consuming their tokens), and on submitting a draft
 * (or creating a submitted request) status NEW, submitted_at and the
 * "approval.submitted" mail to the members of the board of its locations.
 * Files of removed attachments (and a replaced SDS) are removed after the
 * commit. Returns the request's id.
 */
export async function saveRequest(
  db: Database,
  user: UserRow,
  mode: SaveMode,
  body: unknown,
  id?: number,
): Promise<number> {
  const companyId = user.companyId;
  const owner = { companyId, userId: user.id };
  const fields: Record<string, unknown> =
    body && typeof body === "object" && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
  if (mode === "draft") fields.is_draft = true;
  if (mode === "submit") fields.is_draft = false;

  // Before the transaction (a PDF is not parsed while rows are locked): 404/403/409 first, and the
  // facts of a newly staged SDS.
  if (id !== undefined) {
    const { request, actor } = await requestFor(db, user, id);
    assertAllowed(mode === "draft" ? "save_draft" : "submit", request, actor);
  }
  const errors: Errors = {};
  const files = readFileChanges(fields, errors);
  if (files.attachmentTokens.length > 0) {
    const found = new Set(
      (await findUploads(db, owner, files.attachmentTokens)).map((upload) => upload.token),
    );
    if (files.attachmentTokens.some((token) => !found.has(token))) {
      addError(errors, "attachments", FILE_ERRORS.unknownToken);
    }
  }
  let sdsFacts: SdsFacts = emptyFacts();
  if (files.attachedSdsToken) {
    const [upload] = await findUploads(db, owner, [files.attachedSdsToken]);
    if (!upload) addError(errors, "attached_sds", FILE_ERRORS.unknownToken);
    else if (upload.contentType !== "application/pdf") addError(errors, "attached_sds", FILE_ERRORS.notPdf);
    else {
      const stored = await getStorage().get(upload.fileKey);
      if (!stored) addError(errors, "attached_sds", FILE_ERRORS.unknownToken);
      else sdsFacts = await pdfFacts(stored.body);
    }
  }

  const removedFiles: string[] = [];
  const savedId = await db.transaction(async (tx) => {
    let existing: RequestRecord | undefined;
    if (id !== undefined) {
      // Again under the row lock: the request may have moved on meanwhile.
      const found = await requestFor(tx, user, id, true);
      existing = found.request;
      assertAllowed(mode === "draft" ? "save_draft" : "submit", found.request, found.actor);
    }
    const keepsSds = Boolean(existing?.attachedSdsKey) && !files.removeAttachedSds;
    const hasAttachedSds = files.attachedSdsToken !== null || keepsSds;
    const parsed = productRequestSchema(ENGLISH_REQUEST_MESSAGES, { hasAttachedSds }).safeParse(fields);
    if (!parsed.success) errorsOf(parsed.error.issues, errors);
    const input = parsed.success ? parsed.data : undefined;
    if (input) {
      await checkLocations(tx, scopeOf(user), input.location_ids, errors);
      if (input.sds_market !== undefined && countryCode(input.sds_market) === undefined) {
        addError(errors, "sds_market", ENGLISH_REQUEST_MESSAGES.wrongFormat);
      }
      if (input.sds_language !== undefined && !isLanguageId(input.sds_language)) {
        addError(errors, "sds_language", ENGLISH_REQUEST_MESSAGES.wrongFormat);
      }
    }
    // Attachments: the ones removed must be this request's; the count stays within the limit.
    let keptAttachments = 0;
    if (existing) {
      const rows = await tx
        .select({ id: productRequestAttachments.id })
        .from(productRequestAttachments)
        .where(
          and(
            eq(productRequestAttachments.companyId, companyId),
            eq(productRequestAttachments.requestId, existing.id),
          ),
        );
      const ids = new Set(rows.map((row) => row.id));
      for (const removeId of files.removeAttachmentIds) {
        if (!ids.has(removeId)) addError(errors, "attachments", FILE_ERRORS.unknownAttachment);
      }
      keptAttachments = [...ids].filter(
        (attachmentId) => !files.removeAttachmentIds.includes(attachmentId),
      ).length;
    } else if (files.removeAttachmentIds.length > 0) {
      addError(errors, "attachments", FILE_ERRORS.unknownAttachment);
    }
    if (keptAttachments + files.attachmentTokens.length > REQUEST_ATTACHMENTS_MAX) {
      addError(errors, "attachments", ENGLISH_REQUEST_MESSAGES.tooMany(REQUEST_ATTACHMENTS_MAX));
    }
    if (Object.keys(errors).length > 0 || !input) throw validationError(errors);

    // The staged files: consumed here, or nothing is (the transaction rolls back).
    let sdsUpload: PendingUpload | undefined;
    if (files.attachedSdsToken) {
      const consumed = await consumeUploads(tx, owner, [files.attachedSdsToken]);
      if (!consumed || consumed[0]?.contentType !== "application/pdf") {
        throw validationError({ attached_sds: [FILE_ERRORS.unknownToken] });
      }
      sdsUpload = consumed[0];
    }
    const attachmentUploads = await consumeUploads(tx, owner, files.attachmentTokens);
    if (!attachmentUploads) throw validationError({ attachments: [FILE_ERRORS.unknownToken] });

    const submitting = !input.is_draft;
    const becomesNew = submitting && existing?.status !== "NEW";
    const sdsColumns = sdsUpload
      ? {
          attachedSdsKey: sdsUpload.fileKey,
          attachedSdsName: sdsUpload.fileName,
          attachedSdsSize: sdsUpload.size,
          attachedSdsFacts: sdsFacts as unknown as Record<string, unknown>,
        }
      : files.removeAttachedSds
        ? { attachedSdsKey: null, attachedSdsName: null, attachedSdsSize: null, attachedSdsFacts: null }
        : {};
    const status: RequestStatus = submitting ? "NEW" : "DRAFT";
    let requestId: number;
    if (existing) {
      if ((sdsUpload || files.removeAttachedSds) && existing.attachedSdsKey) {
        removedFiles.push(existing.attachedSdsKey);
      }
      await tx
        .update(productRequests)
        .set({
          ...columnsOf(input),
          ...sdsColumns,
          status,
          ...(becomesNew ? { submittedAt: sql`now()` } : {}),
          updatedAt: sql`now()`,
        })
        .where(and(eq(productRequests.companyId, companyId), eq(productRequests.id, existing.id)));
      requestId = existing.id;
      await tx.execute(sql`
        DELETE FROM product_request_locations WHERE company_id = ${companyId} AND request_id = ${requestId}`);
    } else {
      const [row] = await tx
        .insert(productRequests)
        .values({
          companyId,
          requesterId: user.id,
          ...columnsOf(input),
          ...sdsColumns,
          status,
          ...(submitting ? { submittedAt: sql`now()` } : {}),
        })
        .returning({ id: productRequests.id });
      requestId = row!.id;
    }
    const locationIds = [...new Set(input.location_ids)];
    if (locationIds.length > 0) {
      await tx.execute(sql`
        INSERT INTO product_request_locations (company_id, request_id, location_id)
        SELECT ${companyId}, ${requestId}, unnest(${sql.param(locationIds)}::int[])`);
    }
    if (files.removeAttachmentIds.length > 0) {
      const removed = await tx.execute<{ file_key: string }>(sql`
        DELETE FROM product_request_attachments
        WHERE company_id = ${companyId} AND request_id = ${requestId}
          AND id = ANY(${sql.param(files.removeAttachmentIds)}::int[])
        RETURNING file_key`);
      removedFiles.push(...removed.rows.map((row) => row.file_key));
    }
    if (attachmentUploads.length > 0) {
      await tx.insert(productRequestAttachments).values(
        attachmentUploads.map((upload) => ({
          companyId,
          requestId,
          fileKey: upload.fileKey,
          fileName: upload.fileName,
          contentType: upload.contentType,
          size: upload.size,
        })),
      );
    }
    if (becomesNew) await queueSubmittedMail(tx, user, requestId, input.name, locationIds);
    // The request's own fields are many; the trail keeps what identifies it and where it stands.
    await recordActivity(tx, {
      companyId,
      actorId: user.id,
      module: "approvals",
      action: becomesNew ? "submitted" : existing ? "updated" : "created",
      object: { type: "request", id: requestId, label: input.name },
      ...(existing
        ? { before: { name: existing.name, status: existing.status, location_ids: existing.locationIds } }
        : {}),
      after: { name: input.name, status, location_ids: locationIds },
    });
    return requestId;
  });
  await removeStoredFiles(removedFiles);
  return savedId;
}

export async function queueSubmittedMail(
  tx: Transaction | Executor,
  user: UserRow,
  requestId: number,
  requestName: string,
  locationIds: readonly number[],
): Promise<void> {
  const recipients = await boardMembersOfLocations(tx, user.companyId, locationIds);
  if (recipients.length === 0) return;
  await queueApprovalMail(tx, {
    companyId: user.companyId,
    kind: "approval.submitted",
    requestId,
    recipientUserIds: recipients,
    params: { requestName, actorName: user.name },
  });
}

// ---------------------------------------------------------------------------------------------
// Archive, unarchive, delete
// ---------------------------------------------------------------------------------------------

/** Archives or unarchives (decide "archive" / "unarchive") under the row lock. */
export async function setArchived(db: Database, user: UserRow, id: number, archived: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const { request, actor } = await requestFor(tx, user, id, true);
    assertAllowed(archived ? "archive" : "unarchive", request, actor);
    await tx
      .update(productRequests)
      .set({ archived, updatedAt: sql`now()` })
      .where(and(eq(productRequests.companyId, user.companyId), eq(productRequests.id, id)));
    await recordActivity(tx, {
      companyId: user.companyId,
      actorId: user.id,
      module: "approvals",
      action: archived ? "archived" : "restored",
      object: { type: "request", id, label: request.name },
      before: { archived: request.archived },
      after: { archived },
    });
  });
}

/** Deletes a request (decide "delete"): its rows go with it (cascade), its files after the commit. */
export async function deleteRequest(db: Database, user: UserRow, id: number): Promise<void> {
  const files = await db.transaction(async (tx) => {
    const { request, actor } = await requestFor(tx, user, id, true);
    assertAllowed("delete", request, actor);
    const attachments = await tx.execute<{ file_key: string }>(sql`
      SELECT file_key FROM product_request_attachments WHERE company_id = ${user.companyId} AND request_id = ${id}`);
    await tx
      .delete(productRequests)
      .where(and(eq(productRequests.companyId, user.companyId), eq(productRequests.id, id)));
    await recordActivity(tx, {
      companyId: user.companyId,
      actorId: user.id,
      module: "approvals",
      action: "deleted",
      object: { type: "request", id, label: request.name },
      before: { name: request.name, status: request.status },
    });
    return [request.attachedSdsKey, ...attachments.rows.map((row) => row.file_key)];
  });
  await removeStoredFiles(files);
}

// ---------------------------------------------------------------------------------------------
// Downloads
// ---------------------------------------------------------------------------------------------

export interface RequestFile {
  fileKey: string;
  fileName: string;
  contentType: string;
}

/** The attached SDS (attachmentId undefined) or one attachment of a request the caller may see; 404 otherwise. */
export async function requestFile(
  db: Executor,
  user: UserRow,
  id: number,
  attachmentId?: number,
): Promise<RequestFile> {
  await requestFor(db, user, id);
  if (attachmentId === undefined) {
    const result = await db.execute<{ key: string | null; name: string | null }>(sql`
      SELECT attached_sds_key AS key, attached_sds_name AS name FROM product_requests
      WHERE company_id = ${user.companyId} AND id = ${id}`);
    const row = result.rows[0];
    if (!row?.key) throw notFound();
    return { fileKey: row.key, fileName: row.name ?? "document.pdf", contentType: "application/pdf" };
  }
  const result = await db.execute<{ file_key: string; file_name: string; content_type: string }>(sql`
    SELECT file_key, file_name, content_type FROM product_request_attachments
    WHERE company_id = ${user.companyId} AND request_id = ${id} AND id = ${attachmentId}`);
  const row = result.rows[0];
  if (!row) throw notFound();
  return { fileKey: row.file_key, fileName: row.file_name, contentType: row.content_type };
}

// ---------------------------------------------------------------------------------------------
// Locations for the form
// ---------------------------------------------------------------------------------------------

/**
 * The company's locations that are not archived, in path order (by name at
 * each level), each with its path and effective board, at most
 * APPROVAL_LOCATIONS_MAX. Without search: one walk down the tree by the
 * (company_id, parent_id) index; with search: the name_lower trigram index,
 * then one walk up for the paths and boards of the matches.
 */
export async function approvalLocations(
  db: Executor,
  companyId: number,
  search: string | undefined,
): Promise<ApprovalLocation[]> {
  const text = search?.trim() ?? "";
  type Row = {
    id: number;
    name: string;
    path: string;
    board_group: { id: number; name: string } | null;
  };
  const board = (column: string) =>
    sql`(SELECT json_build_object('id', g.id, 'name', g.name) FROM chemical_board_groups g
      WHERE g.company_id = ${companyId} AND g.id = ${sql.raw(column)}) AS board_group`;
  let rows: Row[];
  if (text === "") {
    const result = await db.execute<Row>(sql`
      WITH RECURSIVE tree AS (
        SELECT l.id, l.name, l.name AS path,
          ARRAY[l.name_lower, lpad(l.id::text, 10, '0')] AS sort, l.chemical_board_group_id AS board_id, 0 AS depth
        FROM locations l
        WHERE l.company_id = ${companyId} AND l.parent_id IS NULL AND NOT l.archived
        UNION ALL
        SELECT c.id, c.name, t.path || ${PATH_SEPARATOR}::text || c.name,
          t.sort || ARRAY[c.name_lower, lpad(c.id::text, 10, '0')],
          coalesce(c.chemical_board_group_id, t.board_id), t.depth + 1
        FROM tree t JOIN locations c ON c.company_id = ${companyId} AND c.parent_id = t.id
        WHERE NOT c.archived AND t.depth < ${TREE_DEPTH_GUARD}
      )
      SELECT tree.id, tree.name, tree.path, ${board("tree.board_id")}
      FROM tree ORDER BY tree.sort LIMIT ${APPROVAL_LOCATIONS_MAX}`);
    rows = result.rows;
  } else {
    const result = await db.execute<Row>(sql`
      WITH RECURSIVE matches AS (
        SELECT l.id FROM locations l
        WHERE l.company_id = ${companyId} AND NOT l.archived AND l.name_lower LIKE lower(${containsPattern(text)})
        ORDER BY l.name_lower, l.id
        LIMIT ${APPROVAL_LOCATIONS_MAX}
      ),
      ${ancestryCte(companyId, sql`SELECT id FROM matches`)},
      paths AS (
        SELECT location_id, string_agg(name, ${PATH_SEPARATOR}::text ORDER BY depth DESC) AS path
        FROM ancestry GROUP BY location_id
      ),
      boards AS (
        SELECT DISTINCT ON (a.location_id) a.location_id, l.chemical_board_group_id AS board_id
        FROM ancestry a JOIN locations l ON l.company_id = ${companyId} AND l.id = a.id
        WHERE l.chemical_board_group_id IS NOT NULL
        ORDER BY a.location_id, a.depth
      ),
      sorts AS (
        SELECT location_id, array_agg(lower(name) || ' ' || lpad(id::text, 10, '0') ORDER BY depth DESC) AS sort
        FROM ancestry GROUP BY location_id
      )
      SELECT m.id, l.name, p.path, ${board("b.board_id")}
      FROM matches m
      JOIN locations l ON l.company_id = ${companyId} AND l.id = m.id
      JOIN paths p ON p.location_id = m.id
      JOIN sorts s ON s.location_id = m.id
      LEFT JOIN boards b ON b.location_id = m.id
      ORDER BY s.sort`);
    rows = result.rows;
  }
  return rows.map((row) => ({ id: row.id, name: row.name, path: row.path, board_group: row.board_group }));
}

/** The facts stored with a request's attached SDS, or null (for A2's insights and the conclusion). */
export async function attachedSdsFacts(
  db: Executor,
  companyId: number,
  id: number,
): Promise<SdsFacts | null> {
  const result = await db.execute<{ facts: unknown }>(sql`
    SELECT attached_sds_facts AS facts FROM product_requests WHERE company_id = ${companyId} AND id = ${id}`);
  return parseFacts(result.rows[0]?.facts);
}
