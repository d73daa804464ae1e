import { createRoute, z } from "@hono/zod-openapi";
import { envelope } from "../../app/models/api";
import type { ApiApp, ApiDeps } from "../env";
import { errorResponses, notFound } from "../errors";
import {
  createLocation,
  listLocations,
  LocationCreateSchema,
  LOCATIONS_MAX_LIMIT,
  LocationSchema,
} from "../modules/locations";
import { requirePermissions } from "../permissions";

const LocationResponse = envelope(LocationSchema, "LocationResponse");
const LocationListResponse = envelope(z.array(LocationSchema), "LocationListResponse");

const listRoute = createRoute({
  method: "get",
  path: "/hierarchy/v1/locations",
  tags: ["Hierarchy"],
  operationId: "listLocations",
  summary: "The company's locations",
  description:
    "The caller's company's locations in tree order: each location followed by its subtree, children " +
    `sorted by name. Archived locations (and what lies below them) only with include_archived. At most ` +
    `\`limit\` locations (default and max ${LOCATIONS_MAX_LIMIT}).`,
  request: {
    query: z.object({
      limit: z.coerce
        .number()
        .int()
        .min(1)
        .max(LOCATIONS_MAX_LIMIT)
        .default(LOCATIONS_MAX_LIMIT)
        .openapi({
          param: { name: "limit", in: "query", description: "How many locations to return." },
          example: LOCATIONS_MAX_LIMIT,
        }),
      include_archived: z
        .enum(["true", "false", "1", "0"])
        .default("false")
        .openapi({
          param: { name: "include_archived", in: "query", description: "Also list archived locations." },
          example: "false",
        }),
    }),
  },
  responses: {
    200: {
      description: "The company's locations.",
      content: { "application/json": { schema: LocationListResponse } },
    },
    ...errorResponses({ validation: true }),
  },
});

const createRouteDef = createRoute({
  method: "post",
  path: "/hierarchy/v1/locations",
  tags: ["Hierarchy"],
  operationId: "createLocation",
  summary: "Create a location",
  description:
    "Needs the permission edit_location (else 403). The parent, when given, must be a location of the " +
    "caller's company that is not archived; any other id answers 404.",
  middleware: [requirePermissions({ all: ["edit_location"] })] as const,
  request: {
    body: { required: true, content: { "application/json": { schema: LocationCreateSchema } } },
  },
  responses: {
    201: { description: "The new location.", content: { "application/json": { schema: LocationResponse } } },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

export function registerHierarchyRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(listRoute, async (c) => {
    const { limit, include_archived } = c.req.valid("query");
    const data = await listLocations(db, c.get("company").id, {
      limit,
      includeArchived: include_archived === "true" || include_archived === "1",
    });
    return c.json({ data }, 200);
  });

  api.openapi(createRouteDef, async (c) => {
    const result = await createLocation(db, c.get("company").id, c.req.valid("json"));
    if (!result.ok) throw notFound();
    return c.json({ data: result.location }, 201);
  });
}
