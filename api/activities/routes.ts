import { createRoute } from "@hono/zod-openapi";
import { ACTIVITY_ACTORS_MAX, ACTIVITY_PAGE_SIZE, decodeCursor } from "../../core/activities/trail";
import { parseId } from "../../core/ids";
import type { ApiApp, ApiDeps } from "../env";
import { errorResponses } from "../http/errors";
import { requirePermissions } from "../http/permissions";
import { ActivityActorListSchema, ActivityListQuerySchema, ActivityPageSchema } from "./schemas";
import { trailActors, trailPage } from "./trail";

/**
 * The audit trail, read-only: there is no operation that changes or removes a row (the table's trigger
 * refuses it as well). Company administrators (user_admin) only.
 */

const listActivities = createRoute({
  method: "get",
  path: "/activity/v1/activities",
  tags: ["Activity"],
  operationId: "listActivities",
  summary: "The company's audit trail",
  description:
    "Who changed what and when in the caller's company, newest first, " +
    `${ACTIVITY_PAGE_SIZE} a page. Filters combine with AND; from and to are whole days in UTC, both ` +
    "inclusive. Page on with meta.older / meta.newer as `cursor` (keyset paging: every page costs the " +
    "same). before/after hold only the fields that changed. Needs user_admin (else 403).",
  middleware: [requirePermissions({ all: ["user_admin"] })] as const,
  request: { query: ActivityListQuerySchema },
  responses: {
    200: {
      description: "A page of the trail.",
      content: { "application/json": { schema: ActivityPageSchema } },
    },
    ...errorResponses({ validation: true }),
  },
});

const listActivityActors = createRoute({
  method: "get",
  path: "/activity/v1/actors",
  tags: ["Activity"],
  operationId: "listActivityActors",
  summary: "The people in the company's audit trail",
  description:
    `The caller's company's users who made at least one recorded change, by name (at most ${ACTIVITY_ACTORS_MAX}): ` +
    "the choices of the trail's person filter. Needs user_admin (else 403).",
  middleware: [requirePermissions({ all: ["user_admin"] })] as const,
  responses: {
    200: {
      description: "The people.",
      content: { "application/json": { schema: ActivityActorListSchema } },
    },
    ...errorResponses(),
  },
});

export function registerActivityRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(listActivities, async (c) => {
    const query = c.req.valid("query");
    const body = await trailPage(
      db,
      c.get("company").id,
      {
        actorId: query.actor === undefined ? undefined : (parseId(query.actor) ?? undefined),
        module: query.module,
        objectType: query.object_type,
        objectId: query.object_id,
        from: query.from,
        to: query.to,
      },
      query.limit ?? ACTIVITY_PAGE_SIZE,
      query.cursor === undefined ? null : decodeCursor(query.cursor),
    );
    return c.json(body, 200);
  });

  api.openapi(listActivityActors, async (c) =>
    c.json({ data: await trailActors(db, c.get("company").id) }, 200),
  );
}
