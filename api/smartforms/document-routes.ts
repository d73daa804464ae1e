import { createRoute, z } from "@hono/zod-openapi";
import type { ApiApp, ApiDeps } from "../env";
import { envelope } from "../http/envelope";
import { errorResponses } from "../http/errors";
import { idParam, pathId } from "../http/params";
import { presentById } from "./lifecycle";
import { DocumentSchema } from "./schemas";

/**
 * Documents: create, read, save, field connections, and the HTML and PDF views.
 *
 * (The lifecycle branch reads a version here so its pages can be built and tested; the documents part
 * owns this file and replaces this with its own reading of a version.)
 */
const getRoute = createRoute({
  method: "get",
  path: "/smartforms/v1/document/{id}",
  tags: ["Smart forms"],
  operationId: "getSmartformDocument",
  summary: "One version of a document",
  description: "Any user who may see the document: the version with its answers, references and operations.",
  request: { params: z.object({ id: idParam("id", "A version of a document.") }) },
  responses: {
    200: {
      description: "The version.",
      content: { "application/json": { schema: envelope(DocumentSchema, "SmartformDocumentResponse") } },
    },
    ...errorResponses({ notFound: true }),
  },
});

export function registerDocumentRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(getRoute, async (c) =>
    c.json({ data: await presentById(db, c.get("user"), pathId(c.req.valid("param").id)) }, 200),
  );
}
