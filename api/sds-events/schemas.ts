import { z } from "@hono/zod-openapi";
import { searchText } from "../http/params";
import { MAX_ID } from "../../core/ids";
import {
  ACTION_DESCRIPTION_MAX,
  ACTION_ORIGINS,
  ACTION_STATUSES,
  ACTION_TITLE_MAX,
  SDS_EVENT_KINDS,
  isIsoDate,
} from "../../core/sds-events/rules";
import { IMPACT_KINDS } from "../../core/sds-change-impact/affected-kinds";
import { envelope } from "../http/envelope";

/** Every wire shape of SDS events (the timeline), actions, and the copy and set-expired operations. */

const id = z.number().int().min(1).max(MAX_ID);
const queryId = z.coerce.number().int().min(1).max(MAX_ID);
const isoDate = z.string().trim().refine(isIsoDate, { error: "Not a date (YYYY-MM-DD)." });

export const SdsEventKindSchema = z.enum(SDS_EVENT_KINDS).openapi("SdsEventKind");

export const SdsEventSchema = z
  .object({
    id: z.number().int(),
    kind: SdsEventKindSchema,
    product_id: z.number().int(),
    product_name: z.string(),
    sds_key: z.string().nullable(),
    location_id: z.number().int().nullable(),
    location_name: z.string().nullable(),
    occurred_at: z.string(),
    actor_name: z.string().nullable(),
    payload: z.record(z.string(), z.unknown()),
  })
  .openapi("SdsEvent");
export type SdsEvent = z.infer<typeof SdsEventSchema>;

export const SdsEventListQuerySchema = z.object({
  kind: SdsEventKindSchema.optional(),
  product: searchText("product", 200).trim().optional().openapi({
    description: "Only events of products whose name contains this text (any case).",
  }),
  product_id: queryId.optional(),
  location: queryId.optional().openapi({
    description: "Only events of products kept in this location or below it (or that happened there).",
  }),
  from: isoDate.optional().openapi({ description: "On or after this day (UTC)." }),
  to: isoDate.optional().openapi({ description: "On or before this day (UTC)." }),
  after: queryId.optional().openapi({
    description: "The id of the last event of the previous page: the page goes on from there (newest first).",
  }),
});
export type SdsEventListQuery = z.infer<typeof SdsEventListQuerySchema>;

export const SdsEventListResponse = z
  .object({
    data: z.array(SdsEventSchema),
    meta: z.object({ per_page: z.number().int(), next: z.number().int().nullable() }),
  })
  .openapi("SdsEventList");
export type SdsEventList = z.infer<typeof SdsEventListResponse>;

export const CopySdsSchema = z
  .object({
    sds_key: z.string().trim().min(1).max(100),
    name: z.string().trim().min(1, { error: "Give the new product a name." }).max(200),
    location_id: id.optional().openapi({ description: "Place the new product at this location." }),
  })
  .openapi("CopySds");
export type CopySds = z.infer<typeof CopySdsSchema>;

export const CopiedSdsSchema = z
  .object({ product_id: z.number().int(), sds_key: z.string() })
  .openapi("CopiedSds");
export const CopiedSdsResponse = envelope(CopiedSdsSchema, "CopiedSdsResponse");

export const SetExpiredSchema = z
  .object({ sds_key: z.string().trim().min(1).max(100) })
  .openapi("SetSdsExpired");
export const SetExpiredResultSchema = z
  .object({ sds_key: z.string(), expired_at: z.string() })
  .openapi("SdsExpired");
export const SetExpiredResponse = envelope(SetExpiredResultSchema, "SdsExpiredResponse");

export const ActionStatusSchema = z.enum(ACTION_STATUSES).openapi("ActionStatus");
export const ActionOriginSchema = z.enum(ACTION_ORIGINS).openapi("ActionOrigin");

export const ActionSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    status: ActionStatusSchema,
    origin: ActionOriginSchema,
    due_date: z.string().nullable(),
    assignee_id: z.number().int().nullable(),
    assignee_name: z.string().nullable(),
    location_id: z.number().int().nullable(),
    location_name: z.string().nullable(),
    product_id: z.number().int().nullable(),
    product_name: z.string().nullable(),
    to_sds_key: z.string().nullable(),
    from_sds_key: z.string().nullable(),
    event_id: z.number().int().nullable(),
    event_kind: SdsEventKindSchema.nullable(),
    /** A change-impact action: what kind of thing the new sheet touches, and the app path of that thing. */
    impact_kind: z.enum(IMPACT_KINDS).nullable(),
    impact_path: z.string().nullable(),
    created_at: z.string(),
    completed_at: z.string().nullable(),
  })
  .openapi("Action");
export type Action = z.infer<typeof ActionSchema>;
export const ActionResponse = envelope(ActionSchema, "ActionResponse");

export const ActionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(2000).default(1),
  status: ActionStatusSchema.optional(),
  mine: z
    .enum(["1", "0", "true", "false"])
    .optional()
    .openapi({ description: "Only actions assigned to me." }),
  search: searchText("search", 200).trim().optional().openapi({ description: "Title contains this text." }),
  location: queryId.optional().openapi({ description: "Only actions at this location or below it." }),
});
export type ActionListQuery = z.infer<typeof ActionListQuerySchema>;

export const ActionListResponse = z
  .object({
    data: z.array(ActionSchema),
    meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
  })
  .openapi("ActionList");
export type ActionList = z.infer<typeof ActionListResponse>;

export const ProductFollowUpsResponse = z.object({ data: z.array(ActionSchema) }).openapi("ProductFollowUps");
export type ProductFollowUps = z.infer<typeof ProductFollowUpsResponse>;

export const TITLE_MESSAGE = `Give the action a title (at most ${ACTION_TITLE_MAX} characters).`;

export const ActionInputSchema = z
  .object({
    title: z.string().trim().min(1, { error: TITLE_MESSAGE }).max(ACTION_TITLE_MAX, { error: TITLE_MESSAGE }),
    description: z.string().trim().max(ACTION_DESCRIPTION_MAX).default(""),
    assignee_id: id.nullable().default(null),
    due_date: isoDate.nullable().default(null),
    location_id: id.nullable().default(null),
    product_id: id.nullable().default(null),
  })
  .openapi("ActionInput");
export type ActionInput = z.infer<typeof ActionInputSchema>;

export const ActionStatusInputSchema = z.object({ status: ActionStatusSchema }).openapi("ActionStatusInput");

export const AssigneeSchema = z.object({ id: z.number().int(), name: z.string() }).openapi("ActionAssignee");
export const AssigneesResponse = z.object({ data: z.array(AssigneeSchema) }).openapi("ActionAssignees");
export type Assignee = z.infer<typeof AssigneeSchema>;

export const DigestSettingSchema = z.object({ subscribed: z.boolean() }).openapi("SdsEventDigest");
export type DigestSetting = z.infer<typeof DigestSettingSchema>;
export const DigestSettingResponse = envelope(DigestSettingSchema, "SdsEventDigestResponse");
