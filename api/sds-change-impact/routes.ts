import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp, ApiDeps } from "../env";
import { errorResponses, notFound } from "../http/errors";
import { idParam, pathId } from "../http/params";
import { scopeOf } from "../locations/scope";
import { readImpact } from "./impact";
import { SdsImpactResponse } from "./schemas";

/** Change impact: what a new sheet version changed and what of the company's it touches. */

const impactRoute = createRoute({
  method: "get",
  path: "/sdsevents/v1/events/{id}/impact",
  tags: ["SDS events"],
  operationId: "getSdsChangeImpact",
  summary: "What a replaced sheet changed and what it touches",
  description:
    "For a replaced event (a new sheet version made current): the difference between the old and the new " +
    "sheet (classification, signal word, H and P statements, pictograms, substances by CAS number, storage " +
    "class), the kinds of things that touches, and the actions it made (one per risk assessment, workplace " +
    "description, location with read links, approval, exposure plan, legislation list and location's " +
    "co-storage), each linking the thing. Every user of the company. 404 for another kind of event or a " +
    "replacement without an earlier sheet. Only products and locations in the caller's top nodes (else 404).",
  request: { params: z.object({ id: idParam("id", "The event id.") }) },
  responses: {
    200: { description: "The impact.", content: { "application/json": { schema: SdsImpactResponse } } },
    ...errorResponses({ notFound: true }),
  },
});

export function registerSdsChangeImpactRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(impactRoute, async (c) => {
    const impact = await readImpact(db, scopeOf(c.get("user")), pathId(c.req.valid("param").id));
    if (!impact) throw notFound();
    return c.json({ data: impact }, 200);
  });
}
