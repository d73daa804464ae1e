import { z } from "@hono/zod-openapi";
import { controlCharacterMessage, hasNoControlCharacter } from "../http/params";
import { ACTIVITY_ACTIONS, ACTIVITY_MODULES } from "../../core/activities/activity-kinds";
import {
  ACTIVITY_PAGE_MAX,
  ACTIVITY_PAGE_SIZE,
  OBJECT_ID_MAX,
  OBJECT_TYPE_PATTERN,
  decodeCursor,
  parseDay,
} from "../../core/activities/trail";
import { parseId } from "../../core/ids";

/** The wire shapes of the audit trail (GET /activity/v1/activities and its person filter). */

const queryParam = (name: string, description: string) => ({
  param: { name, in: "query" as const, description },
});

const day = (name: string, description: string) =>
  z
    .string()
    .refine((text) => parseDay(text) !== null, { error: `${name} must be a date (YYYY-MM-DD).` })
    .optional()
    .openapi({ ...queryParam(name, description), example: "2026-11-26" });

/** GET /activity/v1/activities: the filters (all optional, combined with AND) and the page. */
export const ActivityListQuerySchema = z
  .object({
    actor: z
      .string()
      .refine((text) => parseId(text) !== null, { error: "actor must be a user id." })
      .optional()
      .openapi({ ...queryParam("actor", "Changes made by this user (an id)."), example: "12" }),
    module: z
      .enum(ACTIVITY_MODULES, { error: `module must be one of ${ACTIVITY_MODULES.join(", ")}.` })
      .optional()
      .openapi(queryParam("module", "Changes of this module.")),
    object_type: z
      .string()
      .regex(OBJECT_TYPE_PATTERN, { error: "object_type must be a lower-case word (product, location, …)." })
      .optional()
      .openapi({ ...queryParam("object_type", "Changes of objects of this type."), example: "product" }),
    object_id: z
      .string()
      .min(1, { error: "object_id must not be empty." })
      .max(OBJECT_ID_MAX, { error: `object_id must be at most ${OBJECT_ID_MAX} characters.` })
      // An object's id is compared as text: one with a NUL byte is refused here, not by PostgreSQL.
      .refine(hasNoControlCharacter, { error: controlCharacterMessage("object_id") })
      .optional()
      .openapi({
        ...queryParam("object_id", "With object_type: the changes of this one object."),
        example: "42",
      }),
    from: day("from", "Changes on or after this day (UTC)."),
    to: day("to", "Changes on or before this day (UTC)."),
    cursor: z
      .string()
      .refine((text) => decodeCursor(text) !== null, { error: "cursor is not a cursor of this list." })
      .optional()
      .openapi(queryParam("cursor", "meta.older or meta.newer of a previous page, with the same filters.")),
    limit: z.coerce
      .number({ error: `limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}.` })
      .int({ error: `limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}.` })
      .min(1, { error: `limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}.` })
      .max(ACTIVITY_PAGE_MAX, { error: `limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}.` })
      .optional()
      .openapi({ ...queryParam("limit", `Rows per page (default ${ACTIVITY_PAGE_SIZE}).`), example: 50 }),
  })
  .superRefine((query, ctx) => {
    if (query.object_id !== undefined && query.object_type === undefined) {
      ctx.addIssue({ code: "custom", path: ["object_id"], message: "object_id needs object_type." });
    }
    if (query.from && query.to && query.from > query.to) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "to must not be before from." });
    }
  });
export type ActivityListQuery = z.infer<typeof ActivityListQuerySchema>;

/** Who made a change: a user of the company (kept when deactivated), or null for the system itself. */
export const ActivityActorSchema = z
  .object({
    id: z.number().int(),
    name: z.string().openapi({ example: "Anna Admin" }),
    anonymous: z
      .boolean()
      .openapi({ description: "The person's data was erased: the name is a placeholder." }),
  })
  .openapi("ActivityActor");
export type ActivityActor = z.infer<typeof ActivityActorSchema>;

const FieldsSchema = z
  .record(z.string(), z.unknown())
  .nullable()
  .openapi({ description: "The changed fields only (long texts cut); null for a creation or deletion." });

/** One change in the trail. */
export const ActivitySchema = z
  .object({
    id: z.number().int(),
    actor: ActivityActorSchema.nullable(),
    module: z.enum(ACTIVITY_MODULES),
    action: z.enum(ACTIVITY_ACTIONS),
    object: z.object({
      type: z.string().openapi({ example: "product" }),
      id: z.string().nullable().openapi({ example: "42" }),
      label: z.string().openapi({ description: "The object's name at the time.", example: "Acetone" }),
    }),
    before: FieldsSchema,
    after: FieldsSchema,
    created_at: z.string().openapi({ example: "2026-11-26T10:00:00.123Z" }),
  })
  .openapi("Activity");
export type Activity = z.infer<typeof ActivitySchema>;

/** A page of the trail, newest first; meta.older and meta.newer are the cursors of the pages around it. */
export const ActivityPageSchema = z
  .object({
    data: z.array(ActivitySchema),
    meta: z.object({
      limit: z.number().int(),
      older: z.string().nullable().openapi({ description: "The next page back in time; null at the end." }),
      newer: z.string().nullable().openapi({ description: "The page before this one; null on the first." }),
    }),
  })
  .openapi("ActivityPage");
export type ActivityPage = z.infer<typeof ActivityPageSchema>;

/** The people who appear in the company's trail (the person filter's choices), by name. */
export const ActivityActorListSchema = z
  .object({ data: z.array(ActivityActorSchema) })
  .openapi("ActivityActorList");
export type ActivityActorList = z.infer<typeof ActivityActorListSchema>;
