import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp, ApiDeps } from "../env";
import { ApiError, errorResponses, forbidden, notFound, validationFailed } from "../http/errors";
import { ApiErrorSchema } from "../http/envelope";
import { jsonBody } from "../http/params";
import { scopeOf } from "../locations/scope";
import {
  createPlan,
  getPlan,
  listPlans,
  planChoices,
  setPlanClosed,
  updatePlan,
  type PlanOutcome,
} from "./plans";
import {
  PlanChoicesQuerySchema,
  PlanChoicesSchema,
  PlanInputSchema,
  PlanListQuerySchema,
  PlanListResponse,
  PlanSchema,
  PlanUpdateSchema,
} from "./schemas";
import { exposureAccess, usesRegister, type ExposureAccess } from "./store";
import { PLAN_PAGE_SIZE } from "../../core/exposure/plan-list";

/**
 * Exposure plans: planned work with a registrable product (list, create, read, change, close, reopen, and
 * what the form offers). Keepers of the register (exposure_admin) make and change plans; keepers and readers
 * read the plans at their locations; a person the register applies to reads the plans that name them;
 * anyone else is refused (403). A plan outside the caller's locations answers 404. Plans are closed, never
 * deleted.
 */

const TAGS = ["Exposure"];
const BASE = "/exposure/v1/plans";
const uidParams = z.object({
  uid: z
    .string()
    .openapi({ param: { name: "uid", in: "path", description: "The plan's public id (a uuid)." } }),
});
const errorContent = { "application/json": { schema: ApiErrorSchema } };
const planContent = { "application/json": { schema: PlanSchema } };
const conflict = (text: string) => ({ 409: { description: text, content: errorContent } }) as const;

const listRoute = createRoute({
  method: "get",
  path: BASE,
  tags: TAGS,
  operationId: "listExposurePlans",
  summary: "Exposure plans",
  description:
    `Newest start first, ${PLAN_PAGE_SIZE} a page. Filters combine with AND: q (in the title), status ` +
    "(open by default, closed, all), location_id (that location and every location below it; 404 when it " +
    "is not the caller's to see), product_id, person_id. Keepers (exposure_admin) and readers " +
    "(exposure_reader) see the plans at their top nodes; a person the register applies to sees the plans " +
    "that name them; anyone else 403.",
  request: { query: PlanListQuerySchema },
  responses: {
    200: { description: "A page of plans.", content: { "application/json": { schema: PlanListResponse } } },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const choicesRoute = createRoute({
  method: "get",
  path: `${BASE}/choices`,
  tags: TAGS,
  operationId: "exposurePlanChoices",
  summary: "What the plan form offers",
  description:
    "Keepers of the register (exposure_admin; else 403), bounded whatever the company holds: product_id " +
    "and person_ids named (a product the caller may not see, or a person the register does not apply to, " +
    "is left out), and the first matches of product_q (registrable products held at the caller's " +
    "locations) and person_q (the people the register applies to). Nothing is read that is not asked.",
  request: { query: PlanChoicesQuerySchema },
  responses: {
    200: { description: "The choices.", content: { "application/json": { schema: PlanChoicesSchema } } },
    ...errorResponses({ validation: true }),
  },
});

const createPlanRoute = createRoute({
  method: "post",
  path: BASE,
  tags: TAGS,
  operationId: "createExposurePlan",
  summary: "Make an exposure plan",
  description:
    "Keepers of the register (exposure_admin; else 403). The location and product must be the caller's to " +
    "see, sds_id one of the product's sheets (absent: its current sheet), people users the register applies " +
    "to, source_document_id a risk assessment (its root id) the caller can see. The product, sheet and " +
    "location are kept as they are now (the snapshot). 422 with field errors, nothing saved.",
  request: { body: jsonBody(PlanInputSchema) },
  responses: {
    201: { description: "The new plan.", content: planContent },
    ...errorResponses({ validation: true }),
  },
});

const getPlanRoute = createRoute({
  method: "get",
  path: `${BASE}/{uid}`,
  tags: TAGS,
  operationId: "getExposurePlan",
  summary: "One exposure plan",
  description:
    "With its people, the snapshot, why its product is registrable (judged on the snapshot's sheet), the " +
    "risk assessment it came from, how many occasions were recorded from it and its revision. Keepers and " +
    "readers at their top nodes; a person it names; else 404 (403 for a user with no business with the " +
    "register).",
  request: { params: uidParams },
  responses: {
    200: { description: "The plan.", content: planContent },
    ...errorResponses({ notFound: true }),
  },
});

const updatePlanRoute = createRoute({
  method: "put",
  path: `${BASE}/{uid}`,
  tags: TAGS,
  operationId: "updateExposurePlan",
  summary: "Change an exposure plan",
  description:
    "Keepers of the register (exposure_admin; else 403), on an open plan. The same rules as a new plan, and " +
    "`revision` the one read: 409 `stale` when it was changed since, 409 `closed` when the plan is closed.",
  request: { params: uidParams, body: jsonBody(PlanUpdateSchema) },
  responses: {
    200: { description: "The changed plan.", content: planContent },
    ...conflict("`{ error, message }`: `stale` (changed since it was read) or `closed`."),
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const closeRoute = createRoute({
  method: "post",
  path: `${BASE}/{uid}/close`,
  tags: TAGS,
  operationId: "closeExposurePlan",
  summary: "Close an exposure plan",
  description:
    "Keepers of the register (exposure_admin; else 403). A closed plan is read-only until reopened; closing " +
    "a closed plan changes nothing.",
  request: { params: uidParams },
  responses: {
    200: { description: "The closed plan.", content: planContent },
    ...errorResponses({ notFound: true }),
  },
});

const reopenRoute = createRoute({
  method: "post",
  path: `${BASE}/{uid}/reopen`,
  tags: TAGS,
  operationId: "reopenExposurePlan",
  summary: "Reopen a closed exposure plan",
  description: "Keepers of the register (exposure_admin; else 403). Reopening an open plan changes nothing.",
  request: { params: uidParams },
  responses: {
    200: { description: "The open plan.", content: planContent },
    ...errorResponses({ notFound: true }),
  },
});

/** The caller's access, refused with 403 unless they may read plans (or, with `admin`, make them). */
function accessOf(user: Parameters<typeof exposureAccess>[0], admin = false): ExposureAccess {
  const access = exposureAccess(user);
  if (admin ? !access.isAdmin : !usesRegister(access)) throw forbidden();
  return access;
}

/** The value, or the refusal as 404, 409 `{ error, message }` or 422. */
function unwrap<T>(outcome: PlanOutcome<T>): T {
  if (outcome.ok) return outcome.value;
  if (outcome.status === 404) throw notFound();
  if (outcome.status === 409) throw new ApiError(409, { error: outcome.error, message: outcome.message });
  throw validationFailed(outcome.errors);
}

const optionalNumber = (value: string | undefined) => (value === undefined ? undefined : Number(value));

export function registerPlanRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(listRoute, async (c) => {
    const user = c.get("user");
    const access = accessOf(user);
    const query = c.req.valid("query");
    const list = await listPlans(db, access, scopeOf(user), {
      q: query.q,
      status: query.status ?? "open",
      locationId: optionalNumber(query.location_id),
      productId: optionalNumber(query.product_id),
      personId: optionalNumber(query.person_id),
      page: query.page ?? 1,
    });
    if (!list) throw notFound();
    return c.json(list, 200);
  });

  api.openapi(choicesRoute, async (c) => {
    const user = c.get("user");
    const access = accessOf(user, true);
    const query = c.req.valid("query");
    const choices = await planChoices(db, access, scopeOf(user), {
      productId: optionalNumber(query.product_id),
      personIds: query.person_ids?.split(",").map(Number),
      productQ: query.product_q,
      personQ: query.person_q,
    });
    return c.json(choices, 200);
  });

  api.openapi(createPlanRoute, async (c) => {
    const user = c.get("user");
    const access = accessOf(user, true);
    const scope = scopeOf(user);
    const uid = unwrap(await createPlan(db, access, scope, c.req.valid("json")));
    return c.json((await getPlan(db, access, scope, uid))!, 201);
  });

  api.openapi(getPlanRoute, async (c) => {
    const user = c.get("user");
    const access = accessOf(user);
    const plan = await getPlan(db, access, scopeOf(user), c.req.valid("param").uid);
    if (!plan) throw notFound();
    return c.json(plan, 200);
  });

  api.openapi(updatePlanRoute, async (c) => {
    const user = c.get("user");
    const access = accessOf(user, true);
    const scope = scopeOf(user);
    const uid = unwrap(await updatePlan(db, access, scope, c.req.valid("param").uid, c.req.valid("json")));
    return c.json((await getPlan(db, access, scope, uid))!, 200);
  });

  for (const [route, closed] of [
    [closeRoute, true],
    [reopenRoute, false],
  ] as const) {
    api.openapi(route, async (c) => {
      const user = c.get("user");
      const access = accessOf(user, true);
      const scope = scopeOf(user);
      const uid = unwrap(await setPlanClosed(db, access, scope, c.req.valid("param").uid, closed));
      return c.json((await getPlan(db, access, scope, uid))!, 200);
    });
  }
}
