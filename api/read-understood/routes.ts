import { createRoute, z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { ASSIGN_ENGLISH, assignSchema } from "../../core/read-understood/assign-rules";
import type { UserRow } from "../../db/schema";
import type { ApiApp, ApiDeps } from "../env";
import { errorResponses, fieldErrors, notFound, validationFailed } from "../http/errors";
import { ApiErrorSchema, envelope } from "../http/envelope";
import { jsonBody, pathId } from "../http/params";
import { requirePermissions } from "../http/permissions";
import { isLocationInScope, scopeOf } from "../locations/scope";
import { renderWorkplaceDescriptionPdf } from "../workplace-descriptions";
import { assertMayAcknowledge, createAssignment, deleteAssignment, setSdsAcknowledged } from "./actions";
import {
  RnuAssignInputSchema,
  RnuAssignmentPageSchema,
  RnuChoicesQuerySchema,
  RnuChoicesSchema,
  RnuDocumentQuerySchema,
  RnuMineSchema,
  RnuSdsAcknowledgementSchema,
  RnuLocationPageSchema,
  RnuLocationQuerySchema,
  RnuStatusPageSchema,
  RnuWpdAcknowledgementSchema,
} from "./schemas";
import {
  choices,
  currentDocument,
  documentAssignments,
  documentStatus,
  locationDocuments,
  mine,
} from "./store";
import { mayReadWpdVersion, setWpdAcknowledged } from "./wpd-acknowledge";

/**
 * Read and understood (/read-understood/v1). A person reads their own list and acknowledges a product's
 * sheet here (a smart-form document through the smart-form API). Managers of read and understood (the
 * edit_location flag: they keep the locations and so the people of them) assign documents and read who
 * has and who hasn't, for the documents they may see.
 */

const TAGS = ["Read and understood"];
const BASE = "/read-understood/v1";
const manager = requirePermissions({ all: ["edit_location"] });
const errorContent = { "application/json": { schema: ApiErrorSchema } };
const idParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" } }),
});

const mineRoute = createRoute({
  method: "get",
  path: `${BASE}/mine`,
  tags: TAGS,
  operationId: "readUnderstoodMine",
  summary: "The caller's documents to read and understand",
  description:
    "What is assigned to the caller (by name, or to a location of their top nodes), in the version in " +
    "force: pending first (longest waiting first, at most 200), then acknowledged (newest first, at most " +
    "100). Guests 403; 409 rnu_off when the company has read and understood off.",
  responses: {
    200: {
      description: "The caller's list.",
      content: { "application/json": { schema: envelope(RnuMineSchema, "RnuMineResponse") } },
    },
    409: { description: "`rnu_off`.", content: errorContent },
    ...errorResponses(),
  },
});

const ackResponses = {
  200: {
    description: "The caller's read and understood of the sheet.",
    content: {
      "application/json": { schema: envelope(RnuSdsAcknowledgementSchema, "RnuSdsAcknowledgementResponse") },
    },
  },
  409: {
    description: "`rnu_off`, or `not_current` (not the product's current sheet).",
    content: errorContent,
  },
  ...errorResponses({ notFound: true }),
};

const ackRoute = createRoute({
  method: "post",
  path: `${BASE}/sds/{id}/acknowledge`,
  tags: TAGS,
  operationId: "acknowledgeSds",
  summary: "Confirm read and understood of a safety data sheet",
  description:
    "The caller confirms the product's current sheet (the id is the sheet's). Guests 403; 409 rnu_off or " +
    "not_current; 404 for a sheet that is not the caller's to see. Confirming again keeps the first time.",
  request: { params: idParams },
  responses: ackResponses,
});

const unackRoute = createRoute({
  method: "post",
  path: `${BASE}/sds/{id}/unacknowledge`,
  tags: TAGS,
  operationId: "unacknowledgeSds",
  summary: "Withdraw read and understood of a safety data sheet",
  description: "Under the same rules as confirming it.",
  request: { params: idParams },
  responses: ackResponses,
});

const wpdAckResponses = {
  200: {
    description: "The caller's read and understood of the workplace description's version.",
    content: {
      "application/json": { schema: envelope(RnuWpdAcknowledgementSchema, "RnuWpdAcknowledgementResponse") },
    },
  },
  409: {
    description: "`rnu_off`, or `not_current` (not the description's current published version).",
    content: errorContent,
  },
  ...errorResponses({ notFound: true }),
};

const wpdAckRoute = createRoute({
  method: "post",
  path: `${BASE}/wpd/{id}/acknowledge`,
  tags: TAGS,
  operationId: "acknowledgeWorkplaceDescription",
  summary: "Confirm read and understood of a workplace description",
  description:
    "The caller confirms the description's current published version (the id is the version's). Guests " +
    "403; 409 rnu_off or not_current; 404 for a description at a location the caller may not see. " +
    "Confirming again keeps the first time; a new version asks again.",
  request: { params: idParams },
  responses: wpdAckResponses,
});

const wpdUnackRoute = createRoute({
  method: "post",
  path: `${BASE}/wpd/{id}/unacknowledge`,
  tags: TAGS,
  operationId: "unacknowledgeWorkplaceDescription",
  summary: "Withdraw read and understood of a workplace description",
  description: "Under the same rules as confirming it.",
  request: { params: idParams },
  responses: wpdAckResponses,
});

const wpdPdfRoute = createRoute({
  method: "get",
  path: `${BASE}/wpd/{id}/pdf`,
  tags: TAGS,
  operationId: "readUnderstoodWorkplaceDescriptionPdf",
  summary: "A workplace description's PDF, to read before confirming it",
  description:
    "The A4 PDF of the description's current published version (the id is the version's), when it is at a " +
    "location the caller may see; else 404 (an earlier version, a draft, another company's). Refused as " +
    "confirming it is: guests 403, 409 rnu_off when the company has read and understood off.",
  request: { params: idParams },
  responses: {
    200: {
      description: "The PDF.",
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
    },
    409: { description: "`rnu_off`.", content: errorContent },
    ...errorResponses({ notFound: true }),
  },
});

const locationRoute = createRoute({
  method: "get",
  path: `${BASE}/location`,
  tags: TAGS,
  operationId: "readUnderstoodLocation",
  summary: "The documents a location's people are asked to read",
  description:
    "Managers (edit_location; else 403). For the location and the locations below it: every document in " +
    "force that asks one of its people (active, not guests, top nodes there), with how many it asks and how " +
    "many confirmed its version in force; most waiting first, a page of 50. 404 for a location outside the " +
    "caller's scope.",
  middleware: [manager] as const,
  request: { query: RnuLocationQuerySchema },
  responses: {
    200: {
      description: "The location's documents.",
      content: { "application/json": { schema: envelope(RnuLocationPageSchema, "RnuLocationResponse") } },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const statusRoute = createRoute({
  method: "get",
  path: `${BASE}/status`,
  tags: TAGS,
  operationId: "readUnderstoodStatus",
  summary: "Who has and who hasn't read a document",
  description:
    "Managers (edit_location; else 403). The document's version in force, how many people it asks and " +
    "how many acknowledged that version, and a page of 50 people (pending first; filter all, pending or " +
    "done), with location_id only the people of that location and below it. 404 for a document that is " +
    "not the caller's to see or has no version in force, or a location outside the caller's scope.",
  middleware: [manager] as const,
  request: { query: RnuDocumentQuerySchema },
  responses: {
    200: {
      description: "The document's status.",
      content: { "application/json": { schema: envelope(RnuStatusPageSchema, "RnuStatusResponse") } },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const listAssignmentsRoute = createRoute({
  method: "get",
  path: `${BASE}/assignments`,
  tags: TAGS,
  operationId: "listReadUnderstoodAssignments",
  summary: "A document's assignments",
  description:
    "Managers (edit_location; else 403). A page of 50: people by name, then locations. 404 as for the status.",
  middleware: [manager] as const,
  request: { query: RnuDocumentQuerySchema },
  responses: {
    200: {
      description: "The assignments.",
      content: {
        "application/json": { schema: envelope(RnuAssignmentPageSchema, "RnuAssignmentPageResponse") },
      },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const createAssignmentRoute = createRoute({
  method: "post",
  path: `${BASE}/assignments`,
  tags: TAGS,
  operationId: "createReadUnderstoodAssignment",
  summary: "Assign a document",
  description:
    "Managers (edit_location; else 403). A document in force the caller may see, and either people (at " +
    "most 50 active users who are not guests) or a location in the caller's scope, with or without the " +
    "locations below it. 422 with field errors, nothing saved. Assigning again keeps the first assignment.",
  middleware: [manager] as const,
  request: { body: jsonBody(RnuAssignInputSchema) },
  responses: {
    201: {
      description: "How many assignments are new.",
      content: {
        "application/json": {
          schema: envelope(z.object({ created: z.number().int() }), "RnuAssignedResponse"),
        },
      },
    },
    ...errorResponses({ validation: true }),
  },
});

const deleteAssignmentRoute = createRoute({
  method: "delete",
  path: `${BASE}/assignments/{id}`,
  tags: TAGS,
  operationId: "deleteReadUnderstoodAssignment",
  summary: "Take an assignment back",
  description:
    "Managers (edit_location; else 403). 404 for an assignment whose document the caller may not see.",
  middleware: [manager] as const,
  request: { params: idParams },
  responses: {
    200: {
      description: "Taken back.",
      content: {
        "application/json": { schema: envelope(z.object({ id: z.number().int() }), "RnuUnassignedResponse") },
      },
    },
    ...errorResponses({ notFound: true }),
  },
});

const choicesRoute = createRoute({
  method: "get",
  path: `${BASE}/choices`,
  tags: TAGS,
  operationId: "readUnderstoodChoices",
  summary: "What the assignment form offers",
  description:
    "Managers (edit_location; else 403). Documents in force whose title contains q (at most 50 of each " +
    "kind), and with q also people (name or e-mail) and locations (path) that contain it, at most 50 each.",
  middleware: [manager] as const,
  request: { query: RnuChoicesQuerySchema },
  responses: {
    200: {
      description: "The choices.",
      content: { "application/json": { schema: envelope(RnuChoicesSchema, "RnuChoicesResponse") } },
    },
    ...errorResponses({ validation: true }),
  },
});

export function registerReadUnderstoodRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(mineRoute, async (c) => {
    const user = c.get("user");
    await assertMayAcknowledge(db, user);
    return c.json({ data: await mine(db, user) }, 200);
  });

  api.openapi(ackRoute, async (c) =>
    c.json({ data: await setSdsAcknowledged(db, c.get("user"), pathId(c.req.valid("param").id), true) }, 200),
  );
  api.openapi(unackRoute, async (c) =>
    c.json(
      { data: await setSdsAcknowledged(db, c.get("user"), pathId(c.req.valid("param").id), false) },
      200,
    ),
  );

  api.openapi(wpdAckRoute, async (c) =>
    c.json({ data: await setWpdAcknowledged(db, c.get("user"), pathId(c.req.valid("param").id), true) }, 200),
  );
  api.openapi(wpdUnackRoute, async (c) =>
    c.json(
      { data: await setWpdAcknowledged(db, c.get("user"), pathId(c.req.valid("param").id), false) },
      200,
    ),
  );
  api.openapi(wpdPdfRoute, async (c) => {
    const user = c.get("user");
    const id = pathId(c.req.valid("param").id);
    if (!(await mayReadWpdVersion(db, user, id))) throw notFound();
    const bytes = await renderWorkplaceDescriptionPdf(db, user.companyId, id, { size: "A4" });
    if (!bytes) throw notFound();
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="workplace-description-${id}.pdf"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
    });
  });

  api.openapi(locationRoute, async (c) => {
    const user = c.get("user");
    const query = c.req.valid("query");
    const location = await locationOf(query.location_id, user);
    const page = query.page ?? 1;
    const list = await locationDocuments(db, user, location.id, page);
    return c.json({ data: { location, page, ...list } }, 200);
  });

  /** A location in the caller's scope with its name; else 404, as another company's. */
  async function locationOf(id: number, user: UserRow) {
    if (!(await isLocationInScope(db, scopeOf(user), id))) throw notFound();
    const { rows } = await db.execute(
      sql`SELECT name FROM locations WHERE company_id = ${user.companyId} AND id = ${id}`,
    );
    return { id, name: String(rows[0]?.name ?? "") };
  }

  api.openapi(statusRoute, async (c) => {
    const user = c.get("user");
    const query = c.req.valid("query");
    const document = await currentDocument(db, scopeOf(user), query.kind, query.document_id);
    if (!document) throw notFound();
    const location = query.location_id === undefined ? null : await locationOf(query.location_id, user);
    const filter = query.filter ?? "all";
    const page = query.page ?? 1;
    const status = await documentStatus(db, user.companyId, document, filter, page, query.location_id);
    return c.json({ data: { document, filter, page, location, ...status } }, 200);
  });

  api.openapi(listAssignmentsRoute, async (c) => {
    const user = c.get("user");
    const query = c.req.valid("query");
    const document = await currentDocument(db, scopeOf(user), query.kind, query.document_id);
    if (!document) throw notFound();
    const page = query.page ?? 1;
    const list = await documentAssignments(db, user.companyId, query.kind, query.document_id, page);
    return c.json({ data: { page, ...list } }, 200);
  });

  api.openapi(createAssignmentRoute, async (c) => {
    const parsed = assignSchema(ASSIGN_ENGLISH).safeParse(c.req.valid("json"));
    if (!parsed.success) throw validationFailed(fieldErrors(parsed.error));
    return c.json({ data: { created: await createAssignment(db, c.get("user"), parsed.data) } }, 201);
  });

  api.openapi(deleteAssignmentRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    await deleteAssignment(db, c.get("user"), id);
    return c.json({ data: { id } }, 200);
  });

  api.openapi(choicesRoute, async (c) => {
    const q = (c.req.valid("query").q ?? "").trim();
    return c.json({ data: await choices(db, c.get("user"), q) }, 200);
  });
}
