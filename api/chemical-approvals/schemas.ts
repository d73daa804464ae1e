import { z } from "@hono/zod-openapi";
import { envelope } from "../http/envelope";
import { controlCharacterMessage, hasNoControlCharacter, idParam, searchText } from "../http/params";
import { BOARD_LOCATIONS_MAX, BOARD_MEMBERS_MAX, BOARD_NAME_MAX } from "../../core/chemical-approvals/boards";
import { cleanBoardName } from "../../core/chemical-approvals/board-rules";
import {
  AMOUNT_MAX,
  ENGLISH_REQUEST_MESSAGES,
  ENV_EXPOSURES,
  EVALUATION_STATUSES,
  FREQUENCIES,
  PPE_TYPES,
  REQUEST_ATTACHMENTS_MAX,
  REQUEST_CODE_MAX,
  REQUEST_LOCATIONS_MAX,
  REQUEST_LONG_TEXT_MAX,
  REQUEST_STATUSES,
  REQUEST_TEXT_MAX,
} from "../../core/chemical-approvals/request-rules";
import { REQUEST_OPERATIONS } from "../../core/chemical-approvals/states";
import { MAX_ID } from "../../core/ids";
import { AMOUNT_UNITS, SIGNAL_WORDS } from "../../core/products";
import { COMPATIBILITY } from "../../core/storage-classes";
import { CLASSIFICATIONS, CODE_SOURCES, READ_OUTCOMES } from "../products/sds-facts";
import { SdsFactsSchema } from "../products/schemas";
import { TemplateStructureSchema } from "../smartforms/schemas";

/**
 * The wire shapes of the chemical approval API, each declared once: the path
 * parameters, requests and their lists, uploads and option lists (routes.ts),
 * the evaluation flow and its insights (flow-routes.ts), approval boards
 * (board-routes.ts). The app reads its response types from here (z.infer).
 */

export const requestParams = z.object({ id: idParam("id", "The request id.") });
export const evaluationParams = z.object({
  id: idParam("id", "The request id."),
  evalId: idParam("evalId", "The evaluation id."),
});
export const attachmentParams = z.object({
  id: idParam("id", "The request id."),
  attId: idParam("attId", "The attachment id."),
});
export const boardParams = z.object({ id: idParam("id", "The board's id.") });

/* ------------------------------------------------------------------ requests */

export const IdNameSchema = z.object({ id: z.number().int(), name: z.string() });
const timestamp = z.string().openapi({ example: "2026-03-02T09:30:00.000Z" });

export const RequestStatusSchema = z
  .object({
    id: z.number().int().openapi({ example: 2 }),
    code: z.enum(REQUEST_STATUSES),
    content: z.string().openapi({ description: "English label.", example: "Submitted" }),
  })
  .openapi("RequestStatus", { description: "A request's status." });

/** Location paths of the chemical approval API: names from the top down to the location, joined by this. */
export const PATH_SEPARATOR = " › ";

const pathText = z.string().openapi({
  description: `The names from the top location down to the location itself, joined by "${PATH_SEPARATOR}".`,
  example: "Oslo plant › Building A › Laboratory 1",
});

export const RequestLocationSchema = z
  .object({ id: z.number().int(), name: z.string(), path: pathText })
  .openapi("ProductRequestLocation");

/** A smart-form document as a request shows it: the structure it was filled in on and its answers. */
export const SmartformAnswersSchema = z
  .object({
    template_id: z.number().int().nullable(),
    language_id: z.number().int(),
    structure: TemplateStructureSchema,
    values: z.record(z.string(), z.unknown()).openapi({ description: "Answers by field key." }),
  })
  .openapi("ProductRequestSmartform");
export type SmartformAnswers = z.infer<typeof SmartformAnswersSchema>;

export const EvaluationSchema = z
  .object({
    id: z.number().int(),
    member: IdNameSchema,
    status: z.enum(EVALUATION_STATUSES),
    comment: z.string().nullable(),
    is_approved: z.boolean().nullable(),
    is_basic_form: z.boolean(),
    reminded_at: timestamp.nullable(),
    updated_at: timestamp,
    created_at: timestamp,
    smartform_document_id: z.number().int().nullable().optional().openapi({
      description: "The evaluation filled in on the company's evaluation template (is_basic_form false).",
    }),
    form: SmartformAnswersSchema.nullable()
      .optional()
      .openapi({ description: "That document's structure and answers, to show it read-only." }),
  })
  .openapi("ProductRequestEvaluation", { description: "A board member's evaluation." });

export const AttachmentSchema = z
  .object({
    id: z.number().int(),
    file_name: z.string(),
    size: z.number().int(),
    content_type: z.string(),
  })
  .openapi("ProductRequestAttachment");

const text = z.string().nullable();
const amount = z.number().nullable();

export const ProductRequestSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    company_id: z.number().int(),
    requester: IdNameSchema,
    board_group: IdNameSchema.nullable().openapi({
      description: "The board that evaluates it: set when the evaluation starts.",
    }),
    conclusion: z.enum(["APPROVED", "REJECTED"]).nullable(),
    locations: z.array(RequestLocationSchema),
    location: RequestLocationSchema.nullable().openapi({ description: "The first of locations." }),
    evaluations: z.array(EvaluationSchema),
    supplier: text,
    article_nr: text,
    cas_nr: text,
    attached_sds: z
      .object({ filename: z.string(), original: z.string(), size: z.number().int().nullable() })
      .nullable(),
    usage_description: text,
    indoor_usage: z.boolean(),
    outdoor_usage: z.boolean(),
    desired_start_date_usage: text,
    estimated_annual_usage: amount,
    estimated_annual_usage_unit: text,
    estimated_daily_exposure: text,
    is_user_exposure: z.boolean(),
    additional_comment: text,
    status: RequestStatusSchema,
    comment: text.openapi({ description: "The concluder's comment." }),
    msds_key: text.openapi({ description: "The SDS key of the product created on approval." }),
    product_id: z.number().int().nullable(),
    sds_language: z.number().int().nullable(),
    sds_market: z.number().int().nullable(),
    created_at: timestamp,
    updated_at: timestamp,
    synonym: text,
    estimated_frequency_of_use: text,
    handling_description: text,
    storage_location: text,
    max_amount_stored: amount,
    max_amount_stored_unit: text,
    max_amount_to_be_ordered: amount,
    max_amount_to_be_ordered_unit: text,
    waste_location: text,
    internal_code: text,
    ppes: z.array(z.string()),
    attachments: z.array(AttachmentSchema),
    env_exposures: z.array(z.string()),
    waste_handling_description: text,
    ppe_type_details: text,
    estimated_use_length: text,
    archived: z.boolean(),
    submitted_at: timestamp.nullable(),
    allowed_operations: z.array(z.enum(REQUEST_OPERATIONS)).openapi({
      description: "The operations the caller may take now (the state machine's decision).",
    }),
    // Version 2 (a request on a chemical_approval_request template); null for a version 1 request.
    template_id: z.number().int().nullable().optional(),
    title: z.string().nullable().optional().openapi({ description: "The form's heading (version 2)." }),
    fields: z
      .record(z.string(), z.unknown())
      .nullable()
      .optional()
      .openapi({ description: "The template's answers by field key (version 2)." }),
    signed_by_id: z.number().int().nullable().optional().openapi({
      description: "Who submitted the version 2 request.",
    }),
    smartform_document_id: z.number().int().nullable().optional(),
    form: SmartformAnswersSchema.nullable()
      .optional()
      .openapi({ description: "The structure the version 2 request was filled in on, with its answers." }),
  })
  .openapi("ProductRequest", { description: "A chemical approval request." });
export type ProductRequestView = z.infer<typeof ProductRequestSchema>;

export const ProductRequestListItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    cas_nr: z.string().nullable(),
    status: RequestStatusSchema,
    requester: IdNameSchema,
    locations: z.array(IdNameSchema),
    board_group: IdNameSchema.nullable(),
    updated_at: timestamp,
    submitted_at: timestamp.nullable(),
    archived: z.boolean(),
    my_evaluation: z
      .object({ id: z.number().int(), status: z.enum(EVALUATION_STATUSES) })
      .nullable()
      .openapi({ description: "The caller's evaluation (a pending one first)." }),
    pending_evaluations: z.number().int(),
  })
  .openapi("ProductRequestListItem");
export type ProductRequestListItem = z.infer<typeof ProductRequestListItemSchema>;

export const LIST_SCOPES = ["mine", "to_evaluate", "all"] as const;
export type ListScope = (typeof LIST_SCOPES)[number];
export const LIST_LIMIT_MAX = 100;
export const LIST_LIMIT_DEFAULT = 20;
/** As far as the list pages go (offsets are bounded by the rows that match). */
export const LIST_PAGE_MAX = 100_000;
export const SEARCH_MAX = 200;

const listMessage = (field: string, what: string) => ({ error: `${field} must be ${what}.` });

export const ProductRequestListQuerySchema = z
  .object({
    scope: z.enum(LIST_SCOPES, listMessage("scope", "mine, to_evaluate or all")).openapi({
      description:
        "mine: the caller's requests; to_evaluate: requests with the caller's pending evaluation; all: " +
        "every request (approval admins and board members only, else 403).",
    }),
    status: z
      .array(z.enum(REQUEST_STATUSES, listMessage("status", "status codes")))
      .max(REQUEST_STATUSES.length)
      .optional(),
    location_id: z
      .number(listMessage("location_id", "an id"))
      .int(listMessage("location_id", "an id"))
      .min(1, listMessage("location_id", "an id"))
      .max(MAX_ID, listMessage("location_id", "an id"))
      .optional()
      .openapi({ description: "Requests for this location or any location below it." }),
    search: z
      .string(listMessage("search", "text"))
      .max(SEARCH_MAX, listMessage("search", `at most ${SEARCH_MAX} characters`))
      .refine(hasNoControlCharacter, { error: controlCharacterMessage("search") })
      .optional()
      .openapi({ description: "Part of the name (any case), or the exact CAS number." }),
    archived: z
      .boolean(listMessage("archived", "true or false"))
      .optional()
      .openapi({ description: "false (default): only requests not archived; true: only archived ones." }),
    page: z
      .number(listMessage("page", "a page number"))
      .int(listMessage("page", "a page number"))
      .min(1, listMessage("page", "a page number"))
      .max(LIST_PAGE_MAX, listMessage("page", `at most ${LIST_PAGE_MAX}`))
      .optional(),
    limit: z
      .number(listMessage("limit", "a number"))
      .int(listMessage("limit", "a number"))
      .min(1, listMessage("limit", "at least 1"))
      .max(LIST_LIMIT_MAX, listMessage("limit", `at most ${LIST_LIMIT_MAX}`))
      .optional(),
  })
  .strict()
  .openapi("ProductRequestListQuery");
export type ProductRequestListQuery = z.infer<typeof ProductRequestListQuerySchema>;

export const APPROVAL_LOCATIONS_MAX = 500;

export const ApprovalLocationSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    path: pathText,
    board_group: IdNameSchema.nullable().openapi({
      description: "The approval board of the location: its own, else its nearest ancestor's.",
    }),
  })
  .openapi("ApprovalLocation");
/** GET /chemical-approval/v1/locations: an optional search. */
export const ApprovalLocationsQuerySchema = z.object({
  search: searchText("search", SEARCH_MAX)
    .optional()
    .openapi({
      param: { name: "search", in: "query", description: "Part of the name." },
      example: "lab",
    }),
});
export type ApprovalLocation = z.infer<typeof ApprovalLocationSchema>;

/* ------------------------------------------------------------------ saving, uploads, options */

export const ProductRequestResponse = envelope(ProductRequestSchema, "ProductRequestResponse");
export const ProductRequestListResponse = z
  .object({
    data: z.array(ProductRequestListItemSchema),
    meta: z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int() }),
  })
  .openapi("ProductRequestListResponse");
export const DeletedResponse = envelope(z.object({ id: z.number().int() }), "ProductRequestDeletedResponse");
export const StagedUploadSchema = z
  .object({
    token: z.string().openapi({ description: "Hand it to a save of a request.", example: "9f2c…" }),
    file_name: z.string().openapi({ example: "Acetone SDS.pdf" }),
    size: z.number().int(),
    content_type: z.string().openapi({ example: "application/pdf" }),
    facts: SdsFactsSchema.nullable().openapi({
      description:
        "What the safety data sheet says (kind sds, when `read` was asked for; read within a few seconds, " +
        "see its outcome), for the form to fill in what the user has not typed. Null otherwise.",
    }),
  })
  .openapi("StagedUpload");
export const UploadResponse = envelope(StagedUploadSchema, "StagedUploadResponse");
export const ApprovalLocationsResponse = envelope(
  z.array(ApprovalLocationSchema),
  "ApprovalLocationsResponse",
);
export const RequestOptionSchema = z.object({ id: z.string(), name: z.string() }).openapi("RequestOption");
export const OptionsResponse = envelope(z.array(RequestOptionSchema), "RequestOptionsResponse");

const field = (type: "string" | "number" | "boolean" | "integer", description: string, example?: unknown) =>
  z
    .unknown()
    .optional()
    .openapi({ type, description, ...(example !== undefined ? { example } : {}) });
const list = (itemType: "string" | "integer", description: string, values?: readonly string[]) =>
  z
    .unknown()
    .optional()
    .openapi({
      type: "array",
      items: { type: itemType, ...(values ? { enum: [...values] } : {}) },
      description,
    });

/**
 * The body of a save, for the document. Every field is checked by the rules
 * of the request rules (productRequestSchema with the English messages) rather
 * than here, so that every problem answers 422 with the form's messages.
 */
export const ProductRequestBodySchema = z
  .object({
    name: field("string", `Required; 1–${REQUEST_TEXT_MAX} characters.`, "Acetone technical grade"),
    synonym: field("string", `0–${REQUEST_TEXT_MAX} characters.`, "Dimethyl ketone"),
    supplier: field("string", "Required when an SDS is attached and the request is submitted.", "Merck"),
    article_nr: field("string", `0–${REQUEST_CODE_MAX} characters.`),
    cas_nr: field("string", "Empty or a CAS number with a valid check digit ('Wrong format').", "67-64-1"),
    location_ids: list(
      "integer",
      `The company's locations (not archived), at most ${REQUEST_LOCATIONS_MAX}; required unless a draft.`,
    ),
    sds_market: field("integer", "Market (country) id; required when an SDS is attached and submitted.", 4),
    sds_language: field("integer", "Language id; required when an SDS is attached and submitted.", 4),
    is_draft: field("boolean", "POST /draft only: true saves a DRAFT, false submits (NEW)."),
    usage_description: field("string", `0–${REQUEST_LONG_TEXT_MAX} characters.`),
    indoor_usage: field("boolean", "Used indoors."),
    outdoor_usage: field("boolean", "Used outdoors."),
    desired_start_date_usage: field("string", "ISO date.", "2026-04-01"),
    estimated_annual_usage: field("number", `0–${AMOUNT_MAX}.`),
    estimated_annual_usage_unit: field(
      "string",
      `${AMOUNT_UNITS.join(", ")}; required when the amount is non-zero.`,
    ),
    estimated_frequency_of_use: field("string", FREQUENCIES.join(", ")),
    estimated_use_length: field("string", "hh:mm ('Wrong format').", "01:30"),
    env_exposures: list("string", "Environmental exposures.", ENV_EXPOSURES),
    handling_description: field("string", `0–${REQUEST_LONG_TEXT_MAX} characters.`),
    storage_location: field("string", `0–${REQUEST_TEXT_MAX} characters.`),
    max_amount_stored: field("number", `0–${AMOUNT_MAX}.`),
    max_amount_stored_unit: field("string", "Required when the amount is non-zero."),
    max_amount_to_be_ordered: field("number", `0–${AMOUNT_MAX}.`),
    max_amount_to_be_ordered_unit: field("string", "Required when the amount is non-zero."),
    waste_location: field("string", `0–${REQUEST_TEXT_MAX} characters.`),
    waste_handling_description: field("string", `0–${REQUEST_LONG_TEXT_MAX} characters.`),
    ppes: list("string", "Personal protective equipment.", PPE_TYPES),
    ppe_type_details: field("string", `0–${REQUEST_LONG_TEXT_MAX} characters.`),
    internal_code: field("string", `0–${REQUEST_CODE_MAX} characters.`),
    is_user_exposure: field("boolean", "The user is exposed; then estimated_daily_exposure is required."),
    estimated_daily_exposure: field("string", "hh:mm ('Wrong format').", "00:15"),
    additional_comment: field("string", `0–${REQUEST_LONG_TEXT_MAX} characters.`),
    attached_sds_token: field(
      "string",
      "A staged SDS upload (POST /chemical-approval/v1/uploads, kind sds).",
    ),
    remove_attached_sds: field("boolean", "Remove the attached SDS."),
    attachment_tokens: list(
      "string",
      `Staged attachment uploads to add (at most ${REQUEST_ATTACHMENTS_MAX} in all).`,
    ),
    remove_attachment_ids: list("integer", "Attachments to remove."),
  })
  .openapi("ProductRequestBody", {
    description:
      "Every field of the form (a field left out is cleared) and files by token. Text is stripped of " +
      "control characters and invalid Unicode. Unknown fields are ignored.",
  });

/* ------------------------------------------------------------------ the evaluation flow */

export const FlowOutcomeResponse = envelope(
  z.object({ id: z.number().int(), status: RequestStatusSchema }).openapi("ProductRequestFlowOutcome"),
  "ProductRequestFlowResponse",
);

export const RemindResponse = envelope(
  z
    .object({
      id: z.number().int(),
      status: RequestStatusSchema,
      evaluation: z.object({
        id: z.number().int(),
        reminded_at: z.string().openapi({ format: "date-time" }),
      }),
    })
    .openapi("ProductRequestRemindOutcome"),
  "ProductRequestRemindResponse",
);

export const ConcludeResponse = envelope(
  z
    .object({
      id: z.number().int(),
      status: RequestStatusSchema,
      product_id: z.number().int().nullable().openapi({ description: "The library product (approved)." }),
      msds_key: z.string().nullable().openapi({ description: "Its safety data sheet (approved)." }),
    })
    .openapi("ProductRequestConcludeOutcome"),
  "ProductRequestConcludeResponse",
);

const REQUIRED = ENGLISH_REQUEST_MESSAGES.required;

export const VerdictSchema = z
  .object({
    is_approved: z.boolean({ error: REQUIRED }).openapi({ description: "Approve (true) or reject (false)." }),
    comment: z.string({ error: REQUIRED }).openapi({
      description: `Required: 1–${REQUEST_LONG_TEXT_MAX} characters after control characters are removed.`,
      example: "Stored in the flammables cabinet only.",
    }),
    smartform_document_id: z
      .number()
      .int()
      .nullable()
      .optional()
      .openapi({
        description:
          "An evaluation on the company's evaluation template: a chemical_approval_evaluation document " +
          "of the company made by the evaluator (else 422). Ignored by conclude.",
      }),
    fields: z
      .record(z.string(), z.unknown())
      .optional()
      .openapi({
        description:
          "Instead of smartform_document_id: the answers on the company's default evaluation template; the " +
          "document is made in the same transaction (the template's required fields must be answered).",
      }),
  })
  .openapi("ProductRequestVerdict", { description: "An evaluation or a conclusion." });

export const StatementSchema = z.object({
  code: z.string(),
  text: z.string().openapi({ description: "The official wording, in the caller's language." }),
  printed: z
    .string()
    .nullable()
    .openapi({
      description:
        "The supplier's own wording as printed on the attached sheet, when it differs from the official one " +
        "(another language, US wording, a statement matched from its words); null otherwise.",
    }),
});

export const RequestInsightsSchema = z
  .object({
    hazards: z.object({
      signal_word: z.enum(SIGNAL_WORDS).nullable(),
      pictograms: z.array(z.string()).openapi({ example: ["GHS02", "GHS07"] }),
      hazard_statements: z.array(StatementSchema),
      precautionary_statements: z.array(StatementSchema),
      storage_class: z.string().nullable().openapi({ description: "TRGS 510 storage class." }),
      source: z.enum(["attached_sds", "library"]).nullable().openapi({
        description: "Read from the attached SDS, or from a library product with the same CAS number.",
      }),
      reading: z
        .object({
          outcome: z.enum(READ_OUTCOMES).openapi({
            description:
              "How the attached SDS was read: read; no_text (a scan without a text layer); timed_out; unreadable.",
          }),
          ocr: z.boolean().openapi({ description: "The text came from OCR of a scanned sheet." }),
          classification: z.enum(CLASSIFICATIONS).openapi({
            description:
              "classified; not_classified (the sheet says so); none_found (nothing found, which is not the same).",
          }),
          code_sources: z.record(z.string(), z.enum(CODE_SOURCES)).openapi({
            description:
              "Codes not printed as such: sentence (matched from the wording), image (a picture on the sheet), derived (from the hazard statements by the CLP rules).",
            example: { GHS07: "derived" },
          }),
        })
        .nullable()
        .openapi({ description: "How the attached SDS was read; null when the request has none." }),
    }),
    storage: z.array(
      z.object({
        location: z.object({ id: z.number().int(), name: z.string(), path: z.string() }),
        compatibility: z.enum(COMPATIBILITY),
        product_count: z.number().int().openapi({ description: "Products kept directly at the location." }),
        conflicts: z.array(
          z.object({
            product: IdNameSchema,
            storage_class: z.string().nullable(),
            compatibility: z.enum(COMPATIBILITY),
            note: z
              .number()
              .int()
              .nullable()
              .openapi({ description: "The TRGS 510 note of a restricted cell." }),
          }),
        ),
      }),
    ),
    similar: z.array(
      z.object({
        product: IdNameSchema,
        sds_key: z.string().nullable(),
        reason: z.enum(["same_cas", "similar_name"]),
        signal_word: z.enum(SIGNAL_WORDS).nullable(),
        pictograms: z.array(z.string()),
        locations: z.number().int().openapi({ description: "Locations keeping it (not archived)." }),
      }),
    ),
  })
  .openapi("ProductRequestInsights");
export const InsightsResponse = envelope(RequestInsightsSchema, "ProductRequestInsightsResponse");

/* ------------------------------------------------------------------ approval boards */

export const BoardGroupLocationSchema = z
  .object({
    id: z.number().int().openapi({ example: 12 }),
    name: z.string().openapi({ example: "Building A" }),
    path: z.string().openapi({ example: "Oslo plant › Building A" }),
    archived: z.boolean(),
  })
  .openapi("BoardGroupLocation", { description: "A location that names the board, with its path." });

export const BoardGroupMemberSchema = z
  .object({
    id: z.number().int().openapi({ example: 7 }),
    name: z.string().openapi({ example: "Erik Evaluator" }),
    email: z.string().openapi({ example: "evaluator@demo.test" }),
  })
  .openapi("BoardGroupMember", { description: "A user of the company." });

export const BoardGroupSchema = z
  .object({
    id: z.number().int().openapi({ example: 3 }),
    name: z.string().openapi({ example: "Laboratory board" }),
    locations: z.array(BoardGroupLocationSchema).openapi({
      description:
        "The locations that name this board, by path. Their subtrees inherit it unless a location below " +
        "names another board.",
    }),
    members: z.array(BoardGroupMemberSchema).openapi({ description: "The evaluators, by name." }),
    created_at: z.string().openapi({ example: "2026-11-22T08:00:00.000Z" }),
    updated_at: z.string().openapi({ example: "2026-11-22T08:00:00.000Z" }),
  })
  .openapi("BoardGroup", { description: "An approval board: its name, locations and members." });

export const BoardGroupOptionSchema = z
  .object({ id: z.number().int().openapi({ example: 3 }), name: z.string() })
  .openapi("BoardGroupOption", { description: "An approval board, by name only." });

const idsOf = (what: string, max: number) => {
  const message = { error: `Each ${what} must be an id.` };
  return z
    .array(z.number(message).int(message).min(1, message).max(MAX_ID, message), {
      error: `The ${what}s must be a list of ids.`,
    })
    .max(max, { error: `Give at most ${max} ${what}s.` });
};

export const BoardGroupInputSchema = z
  .strictObject({
    name: z
      .string({ error: "The name must be text." })
      .overwrite(cleanBoardName)
      .min(1, { error: "The name is required." })
      .max(BOARD_NAME_MAX, { error: `The name must be at most ${BOARD_NAME_MAX} characters.` })
      .openapi({
        description:
          `Trimmed, control characters and invalid Unicode removed; 1–${BOARD_NAME_MAX} characters, unique ` +
          "in the company (case-insensitive).",
        example: "Laboratory board",
      }),
    locations: idsOf("location", BOARD_LOCATIONS_MAX)
      .optional()
      .openapi({
        description:
          "The locations the board is responsible for: locations of the company that name no other board. " +
          "An archived location can be kept, not added. On POST absent means none; on PUT unchanged.",
        example: [12],
      }),
    members: idsOf("member", BOARD_MEMBERS_MAX)
      .optional()
      .openapi({
        description:
          "The evaluators: users of the company with chemical_approval_request. On POST absent means none; " +
          "on PUT unchanged.",
        example: [7, 8],
      }),
  })
  .openapi("BoardGroupInput", { description: "A board: its name, locations and members." });

export const BoardGroupResponse = envelope(BoardGroupSchema, "BoardGroupResponse");
export const BoardGroupListResponse = envelope(z.array(BoardGroupSchema), "BoardGroupListResponse");
export const BoardMemberListResponse = envelope(z.array(BoardGroupMemberSchema), "BoardMemberListResponse");
export const BoardGroupOptionListResponse = envelope(
  z.array(BoardGroupOptionSchema),
  "BoardGroupOptionListResponse",
);

export const BoardGroupDeletedResponse = envelope(
  z.object({ id: z.number().int().openapi({ example: 3 }) }),
  "BoardGroupDeletedResponse",
);

/* ------------------------------------------------------------------ types */

export type RequestLocation = z.infer<typeof RequestLocationSchema>;
export type RequestEvaluation = z.infer<typeof EvaluationSchema>;
export type ProductRequestList = z.infer<typeof ProductRequestListResponse>;
export type StagedUploadView = z.infer<typeof StagedUploadSchema>;
export type RequestOption = z.infer<typeof RequestOptionSchema>;
export type RequestInsights = z.infer<typeof RequestInsightsSchema>;
export type InsightStatement = z.infer<typeof StatementSchema>;
export type BoardGroup = z.infer<typeof BoardGroupSchema>;
export type BoardGroupLocation = z.infer<typeof BoardGroupLocationSchema>;
export type BoardGroupMember = z.infer<typeof BoardGroupMemberSchema>;
export type BoardGroupOption = z.infer<typeof BoardGroupOptionSchema>;
export type BoardGroupInput = z.output<typeof BoardGroupInputSchema>;

/* ------------------------------------------------------------------ version 2: requests on templates */

export const V2_BASE = "/chemical-approval/v2/product-requests";

export const ProductRequestV2BodySchema = z
  .object({
    name: z.string().optional().openapi({ description: "The request's (product's) name; required." }),
    title: z.string().nullable().optional().openapi({ description: "The form's heading." }),
    template_id: z
      .number()
      .int()
      .optional()
      .openapi({ description: "An active chemical_approval_request template (type 6) of the company." }),
    fields: z
      .record(z.string(), z.unknown())
      .optional()
      .openapi({ description: "Answers by field key (core/smartforms/values.ts)." }),
    location_ids: z.array(z.number().int()).optional().openapi({
      description:
        "The request's locations (its board); absent: the locations the answers' location fields name.",
    }),
    is_draft: z.boolean().optional(),
  })
  .openapi("ProductRequestV2Input", { description: "A version 2 request: a template's answers." });
export type ProductRequestV2Body = z.infer<typeof ProductRequestV2BodySchema>;

export const ApprovalTemplateSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    document_type: z.number().int().openapi({ description: "5 evaluation, 6 request." }),
    language_id: z.number().int(),
    is_default: z.boolean(),
    structure: TemplateStructureSchema,
  })
  .openapi("ApprovalTemplate");
export type ApprovalTemplate = z.infer<typeof ApprovalTemplateSchema>;
export const ApprovalTemplateListResponse = envelope(
  z.array(ApprovalTemplateSchema),
  "ApprovalTemplateListResponse",
);
export const APPROVAL_TEMPLATE_KINDS = ["request", "evaluation"] as const;
export const ApprovalTemplatesQuerySchema = z.object({
  kind: z.enum(APPROVAL_TEMPLATE_KINDS).openapi({
    param: { name: "kind", in: "query" },
    description:
      "request: active chemical_approval_request templates; evaluation: the active default evaluation template.",
  }),
});
