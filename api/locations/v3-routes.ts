import { createRoute, z } from "@hono/zod-openapi";
import { envelope } from "../http/envelope";
import { LOCATIONS_V3_MAX } from "../../core/locations";
import type { ApiApp, ApiDeps } from "../env";
import { errorResponses } from "../http/errors";
import { LocationSchema, LocationV3QuerySchema } from "./schemas";
import { allLocations, viewerOf } from "./tree";

const LocationV3ListResponse = envelope(z.array(LocationSchema), "LocationV3ListResponse");

const listAllRoute = createRoute({
  method: "get",
  path: "/location/v3",
  tags: ["Locations"],
  operationId: "listAllLocations",
  summary: "Every location of the company, flat",
  description:
    "Every location of the caller's company as a flat list ordered by id (the tree is in `parent`), at most " +
    `${LOCATIONS_V3_MAX}. Archived locations only with includearchived.`,
  request: {
    query: LocationV3QuerySchema,
  },
  responses: {
    200: {
      description: "The company's locations.",
      content: { "application/json": { schema: LocationV3ListResponse } },
    },
    ...errorResponses({ validation: true }),
  },
});

export function registerLocationsV3Routes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(listAllRoute, async (c) => {
    const { includearchived } = c.req.valid("query");
    const includeArchived = includearchived === "1" || includearchived === "true";
    const data = await allLocations(db, viewerOf(c.get("user"), c.get("company")), includeArchived);
    return c.json({ data }, 200);
  });
}
