import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { envelope } from "../http/envelope";
import { LOCATION_SEARCH_DEFAULT_LIMIT } from "../../core/locations";
import type { ApiApp, ApiDeps, ApiEnv } from "../env";
import { errorResponses, forbidden, notFound, validationFailed } from "../http/errors";
import { pathId } from "../http/params";
import {
  IncludeArchivedQuerySchema,
  isTrue,
  LocationCreateSchema,
  LocationDetailSchema,
  LocationIdParamSchema,
  LocationListQuerySchema,
  LocationMatchSchema,
  LocationNodeSchema,
  LocationSchema,
  LocationTemplateQuerySchema,
  LocationTemplateSchema,
  LocationUpdateSchema,
  LOCATIONS_MAX_LIMIT,
} from "./schemas";
import { isLocationInScope } from "./scope";
import {
  childrenOf,
  locationDetail,
  locationsByIds,
  locationTemplate,
  searchLocations,
  viewerOf,
} from "./tree";
import { updateLocation } from "./update";
import { createLocation, listLocations } from "./locations";
import { requirePermissions } from "../http/permissions";

const LocationResponse = envelope(LocationSchema, "LocationResponse");
const LocationListResponse = envelope(
  z.array(z.union([LocationNodeSchema, LocationMatchSchema, LocationSchema])),
  "LocationListResponse",
);
const LocationDetailResponse = envelope(LocationDetailSchema, "LocationDetailResponse");
const LocationTemplateResponse = envelope(LocationTemplateSchema, "LocationTemplateResponse");

export const MOVE_UNDER_ITSELF_MESSAGE =
  "A location can't be moved under itself or one of the locations inside it.";
export const RESTORE_PARENT_FIRST_MESSAGE = "Restore the parent location first.";

const listRoute = createRoute({
  method: "get",
  path: "/hierarchy/v1/locations",
  tags: ["Hierarchy"],
  operationId: "listLocations",
  summary: "The company's locations: children, top locations, a name filter, or the whole tree",
  description:
    "One of three modes, or none:\n\n" +
    "- `parent_id`: the children of that location as LocationNode (with child_count), sorted by name " +
    "(case-insensitive, then id); 404 when it is not a location of the caller's company.\n" +
    "- `top=true`: the top locations as LocationNode, sorted the same way.\n" +
    "- `q`: LocationMatch, each with its path: locations whose path (the names of its ancestors and its " +
    "own) holds every word of q (case-insensitive), so `oslo lab` finds Oslo plant › Building A › " +
    "Laboratory 1; best first: the own name equal to q, then own names that start with q, then own names " +
    "that contain q (ties by name), then the others (by path); at most `limit`.\n" +
    "- `ids`: LocationMatch, each with its path, for those of the ids that are the company's locations " +
    "(archived ones too: a form shows what it already holds), sorted by path; the others are left out.\n" +
    "- none: Location in tree order (each location followed by its subtree, children sorted by name), at " +
    `most \`limit\` (default and max ${LOCATIONS_MAX_LIMIT}).\n\n` +
    "Archived locations (and their subtrees) only with include_archived. Only one mode at a time (else 422).",
  request: { query: LocationListQuerySchema },
  responses: {
    200: {
      description: "The locations.",
      content: { "application/json": { schema: LocationListResponse } },
    },
    ...errorResponses({ validation: true, notFound: true }),
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

const templateRoute = createRoute({
  method: "get",
  path: "/hierarchy/v1/locations/template",
  tags: ["Hierarchy"],
  operationId: "getLocationTemplate",
  summary: "A blank location pre-filled from its parent",
  description:
    "The name empty, the parent with its name and path, and the parent's chemical board group. 404 when " +
    "locationId is not a location of the caller's company.",
  request: {
    query: LocationTemplateQuerySchema,
  },
  responses: {
    200: {
      description: "The template.",
      content: { "application/json": { schema: LocationTemplateResponse } },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const detailRoute = createRoute({
  method: "get",
  path: "/hierarchy/v1/locations/{id}",
  tags: ["Hierarchy"],
  operationId: "getLocation",
  summary: "One location with its path, children, counts and editors",
  description:
    "Archived locations too. The children (and the counts) follow include_archived. 404 when the id is not " +
    "a location of the caller's company.",
  request: { params: LocationIdParamSchema, query: IncludeArchivedQuerySchema },
  responses: {
    200: {
      description: "The location.",
      content: { "application/json": { schema: LocationDetailResponse } },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const updateRoute = createRoute({
  method: "put",
  path: "/hierarchy/v1/locations/{id}",
  tags: ["Hierarchy"],
  operationId: "updateLocation",
  summary: "Rename, move, archive or unarchive a location, or set its board group",
  description:
    "Needs the permission edit_location (else 403). Any of the fields, at least one, in one transaction. " +
    "Moving only changes the parent: everything attached to the location moves with it. Moving it under " +
    `itself or a location inside it answers 422 (errors.parent_id: "${MOVE_UNDER_ITSELF_MESSAGE}"); a parent ` +
    "that is not a non-archived location of the company answers 404. Archiving takes the whole subtree; " +
    "unarchiving restores exactly what was archived with it, and needs a parent that is not archived (else " +
    `422, errors.archived: "${RESTORE_PARENT_FIRST_MESSAGE}"). Answers the location as GET does.`,
  middleware: [requirePermissions({ all: ["edit_location"] })] as const,
  request: {
    params: LocationIdParamSchema,
    query: IncludeArchivedQuerySchema,
    body: { required: true, content: { "application/json": { schema: LocationUpdateSchema } } },
  },
  responses: {
    200: {
      description: "The updated location.",
      content: { "application/json": { schema: LocationDetailResponse } },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const viewer = (c: Context<ApiEnv>) => viewerOf(c.get("user"), c.get("company"));

export function registerHierarchyRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const includeArchived = isTrue(query.include_archived);
    const who = viewer(c);
    if (query.parent_id !== undefined) {
      if (!(await isLocationInScope(db, who, query.parent_id))) throw notFound();
      return c.json({ data: await childrenOf(db, who, query.parent_id, includeArchived) }, 200);
    }
    if (isTrue(query.top)) {
      return c.json({ data: await childrenOf(db, who, null, includeArchived) }, 200);
    }
    if (query.ids !== undefined) {
      return c.json({ data: await locationsByIds(db, who, query.ids, isTrue(query.with_board)) }, 200);
    }
    if (query.q !== undefined) {
      const limit = query.limit ?? LOCATION_SEARCH_DEFAULT_LIMIT;
      const withBoard = isTrue(query.with_board);
      return c.json(
        { data: await searchLocations(db, who, { text: query.q, limit, includeArchived, withBoard }) },
        200,
      );
    }
    const limit = query.limit ?? LOCATIONS_MAX_LIMIT;
    return c.json({ data: await listLocations(db, who, { limit, includeArchived }) }, 200);
  });

  api.openapi(createRouteDef, async (c) => {
    const result = await createLocation(db, viewer(c), c.req.valid("json"));
    if (!result.ok) throw result.reason === "outside_scope" ? forbidden() : notFound();
    return c.json({ data: result.location }, 201);
  });

  // Before /{id}, which would otherwise take "template" for an id.
  api.openapi(templateRoute, async (c) => {
    const template = await locationTemplate(db, viewer(c), c.req.valid("query").locationId);
    if (!template) throw notFound();
    return c.json({ data: template }, 200);
  });

  api.openapi(detailRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    const detail = await locationDetail(db, viewer(c), id, isTrue(c.req.valid("query").include_archived));
    if (!detail) throw notFound();
    return c.json({ data: detail }, 200);
  });

  api.openapi(updateRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    const includeArchived = isTrue(c.req.valid("query").include_archived);
    const result = await updateLocation(db, viewer(c), id, c.req.valid("json"), includeArchived);
    if (result.ok) return c.json({ data: result.location }, 200);
    switch (result.reason) {
      case "not_found":
        throw notFound();
      case "outside_scope":
        throw forbidden();
      case "cycle":
        throw validationFailed({ parent_id: [MOVE_UNDER_ITSELF_MESSAGE] });
      case "parent_archived":
        throw validationFailed({ archived: [RESTORE_PARENT_FIRST_MESSAGE] });
    }
  });
}
