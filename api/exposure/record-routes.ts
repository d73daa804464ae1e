import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp, ApiDeps } from "../env";
import { ApiError, errorResponses, forbidden, notFound, validationFailed } from "../http/errors";
import { ApiErrorSchema } from "../http/envelope";
import { jsonBody, searchText } from "../http/params";
import {
  ExposureRecordCorrectSchema,
  ExposureRecordCreateSchema,
  ExposureRecordFormSchema,
  ExposureRecordSchema,
  ExposureRecordVoidSchema,
} from "./schemas";
import { correctRecord, createRecord, getRecord, recordForm, voidRecord, type Outcome } from "./records";

/**
 * Exposure records under /exposure/v1/instances: what the recording form starts with, recording an
 * occasion (from a plan or not), reading one with its history, correcting it and marking it as made in
 * error. There is no delete: records are kept for the company's retention period (decision 047).
 */

const TAGS = ["Exposure"];
const BASE = "/exposure/v1/instances";
const errorContent = { "application/json": { schema: ApiErrorSchema } };
const uidParams = z.object({
  uid: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: "uid", in: "path", description: "The record's public id." } }),
});
const ID = z.coerce.number().int().min(1).max(2147483647);
const RecordResponse = { "application/json": { schema: ExposureRecordSchema } };

const conflicts = (text: string) => ({ 409: { description: text, content: errorContent } }) as const;

const formRoute = createRoute({
  method: "get",
  path: `${BASE}/form`,
  tags: TAGS,
  operationId: "exposureRecordForm",
  summary: "What the recording form starts with",
  description:
    "Keepers of the register (exposure_admin) and people it applies to (else 403). The plan (plan_uid), " +
    "location (location_id) and sheet (sds: a sheet's key, or sds_id) the form was opened for, each null " +
    "when absent (404 when given but not the caller's to see: a keeper's top nodes; a person may record " +
    "anywhere in the company); the product's registrability and why; the plan's defaults; " +
    "the people the caller may record for (keepers: everyone in the register; a person: themself).",
  request: {
    query: z.object({
      plan_uid: z.string().min(1).max(100).optional(),
      location_id: ID.optional(),
      sds: searchText("sds", 200).min(1).optional(),
      sds_id: ID.optional(),
    }),
  },
  responses: {
    200: {
      description: "The form's start.",
      content: { "application/json": { schema: ExposureRecordFormSchema } },
    },
    ...errorResponses({ notFound: true, validation: true }),
  },
});

const createRecordRoute = createRoute({
  method: "post",
  path: BASE,
  tags: TAGS,
  operationId: "createExposureRecord",
  summary: "Record an occasion of exposure",
  description:
    "Keepers (exposure_admin) record for anyone in the register at a location in their top nodes; a person " +
    "in the register records only for themself (self-reported), at any location of the company; anyone " +
    "else 403. person_id, location_id, product_id, sds_id and plan_uid the caller may not use answer 422 on " +
    "their field; a closed plan 409 plan_closed. The product, sheet and location are kept as they are now " +
    "(snapshot). A product that is not registrable is allowed: the answer says whether it is and why. 422 " +
    "with field errors, nothing saved.",
  request: { body: jsonBody(ExposureRecordCreateSchema) },
  responses: {
    201: { description: "The new record.", content: RecordResponse },
    ...conflicts('`{ error: "plan_closed", message }`: the plan is closed.'),
    ...errorResponses({ validation: true }),
  },
});

const getRecordRoute = createRoute({
  method: "get",
  path: `${BASE}/{uid}`,
  tags: TAGS,
  operationId: "getExposureRecord",
  summary: "One exposure record with its history",
  description:
    "Keepers and readers of the register whose top nodes hold the record's location, and always the " +
    "person it names; 403 for users the register is nothing to; 404 for a record the caller may not see. " +
    "With the person, who recorded it, the plan, the snapshot, the registrable reasons, the revision, " +
    "whether it was made in error, and its earlier values, newest first.",
  request: { params: uidParams },
  responses: {
    200: { description: "The record.", content: RecordResponse },
    ...errorResponses({ notFound: true }),
  },
});

const correctRoute = createRoute({
  method: "post",
  path: `${BASE}/{uid}/correct`,
  tags: TAGS,
  operationId: "correctExposureRecord",
  summary: "Correct an exposure record",
  description:
    "Keepers (exposure_admin; else 403) of a record in their top nodes (else 404). The fields given " +
    "change (a wrong location or product: mark the record as made in error and record the occasion " +
    "again); `revision` must be the one read (else 409 stale); `reason` is required. The earlier values go " +
    "into the record's history and the revision rises by one. A record made in error: 409 voided.",
  request: { params: uidParams, body: jsonBody(ExposureRecordCorrectSchema) },
  responses: {
    200: { description: "The corrected record.", content: RecordResponse },
    ...conflicts("`{ error, message }`: `stale` (changed since it was read) or `voided`."),
    ...errorResponses({ notFound: true, validation: true }),
  },
});

const voidRoute = createRoute({
  method: "post",
  path: `${BASE}/{uid}/void`,
  tags: TAGS,
  operationId: "voidExposureRecord",
  summary: "Mark an exposure record as made in error",
  description:
    "Keepers (exposure_admin; else 403) of a record in their top nodes (else 404); `reason` required, " +
    "`revision` the one read (else 409 stale). The record stays readable, marked with the reason, and " +
    "leaves the register. Already made in error: 409 voided.",
  request: { params: uidParams, body: jsonBody(ExposureRecordVoidSchema) },
  responses: {
    200: { description: "The record, marked.", content: RecordResponse },
    ...conflicts("`{ error, message }`: `stale` or `voided`."),
    ...errorResponses({ notFound: true, validation: true }),
  },
});

/** The value, or the refusal as 403, 404, 409 `{ error, message }` or 422. */
function unwrap<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  if (outcome.status === 409) throw new ApiError(409, { error: outcome.error, message: outcome.message });
  if (outcome.status === 422) throw validationFailed(outcome.errors);
  throw outcome.status === 403 ? forbidden() : notFound();
}

export function registerRecordRoutes(api: ApiApp, { db }: ApiDeps): void {
  // Before /{uid}: "form" is not a record's id.
  api.openapi(formRoute, async (c) => {
    const query = c.req.valid("query");
    const outcome = await recordForm(db, c.get("user"), {
      planUid: query.plan_uid,
      locationId: query.location_id,
      sdsKey: query.sds,
      sdsId: query.sds_id,
    });
    return c.json(unwrap(outcome), 200);
  });

  api.openapi(createRecordRoute, async (c) => {
    return c.json(unwrap(await createRecord(db, c.get("user"), c.req.valid("json"))), 201);
  });

  api.openapi(getRecordRoute, async (c) => {
    return c.json(unwrap(await getRecord(db, c.get("user"), c.req.valid("param").uid)), 200);
  });

  api.openapi(correctRoute, async (c) => {
    const { uid } = c.req.valid("param");
    return c.json(unwrap(await correctRecord(db, c.get("user"), uid, c.req.valid("json"))), 200);
  });

  api.openapi(voidRoute, async (c) => {
    const { uid } = c.req.valid("param");
    return c.json(unwrap(await voidRecord(db, c.get("user"), uid, c.req.valid("json"))), 200);
  });
}
