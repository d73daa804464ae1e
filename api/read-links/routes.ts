import { createRoute, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { sql } from "drizzle-orm";
import { READ_LINK_PAGE_SIZE, mayManageReadLinks } from "../../core/read-links/rules";
import { readLinkPath } from "../../core/read-links/token";
import { settingsOfCompany } from "../company-settings/settings";
import type { ApiApp, ApiDeps, ApiEnv } from "../env";
import { errorResponses, forbidden, notFound } from "../http/errors";
import { jsonBody, pathId, idParam } from "../http/params";
import { isLocationInScope, productInScope, scopeOf, type ScopedActor } from "../locations/scope";
import { appUrl } from "../outbox/transport";
import { renderQrSheet } from "./qr-sheet";
import {
  CreateReadLinkSchema,
  CreatedReadLinksResponse,
  PdfSchema,
  PermalinkQuerySchema,
  PermalinkResponse,
  PrintQrSchema,
  ReadLinkListQuerySchema,
  ReadLinkListResponse,
  RevokedResponse,
  TopNodeAccessQuerySchema,
  TopNodeAccessResponse,
} from "./schemas";
import { createLinks, currentSheetKey, listLinks, revokeLink } from "./store";
import { readLinkTranslator } from "./texts";

/** The read links a company keeps (/qr-readlink): create, list, revoke, print; and the signed-in resolvers. */

const TAGS = ["Read links"];
const WHO =
  "Users with add_product and qr, or with edit_location and read_link_admin (else 403); only locations in " +
  "the caller's top nodes (else 404).";

const mayManage: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!mayManageReadLinks(c.get("user").permissions)) throw forbidden();
  await next();
};

const actorOf = (c: Context<ApiEnv>): ScopedActor => ({
  ...scopeOf(c.get("user")),
  userId: c.get("user").id,
});

const listRoute = createRoute({
  method: "get",
  path: "/document/v1/readlinks",
  tags: TAGS,
  operationId: "listReadLinks",
  summary: "The company's read links (the QR library)",
  description: `Newest first, ${READ_LINK_PAGE_SIZE} a page, each with its location and state. ${WHO}`,
  middleware: [mayManage] as const,
  request: { query: ReadLinkListQuerySchema },
  responses: {
    200: { description: "The links.", content: { "application/json": { schema: ReadLinkListResponse } } },
    ...errorResponses({ validation: true }),
  },
});

const createLinkRoute = createRoute({
  method: "post",
  path: "/document/v1/createreadlink",
  tags: TAGS,
  operationId: "createReadLink",
  summary: "Create read links for locations",
  description:
    "One new link per location (not archived); the answer holds each link's secret URL, which is never " +
    `shown again (only a hash is kept). Recorded on the audit trail. ${WHO}`,
  middleware: [mayManage] as const,
  request: { body: jsonBody(CreateReadLinkSchema) },
  responses: {
    200: {
      description: "The new links.",
      content: { "application/json": { schema: CreatedReadLinksResponse } },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const revokeRoute = createRoute({
  method: "post",
  path: "/document/v1/readlinks/{id}/revoke",
  tags: TAGS,
  operationId: "revokeReadLink",
  summary: "Revoke a read link",
  description: `The link stops working at once (again: no change). Recorded on the audit trail. ${WHO}`,
  middleware: [mayManage] as const,
  request: { params: z.object({ id: idParam("id", "The read link's id.") }) },
  responses: {
    200: { description: "Revoked.", content: { "application/json": { schema: RevokedResponse } } },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const printRoute = createRoute({
  method: "post",
  path: "/document/v1/printlocationqr",
  tags: TAGS,
  operationId: "printLocationQr",
  summary: "A PDF sheet of QR codes for locations",
  description:
    "A new read link per location (kept in the library, where each can be revoked) and an A4 PDF with a " +
    "3 × 4 grid of their QR codes, each with the location's name, path and end date. A secret lives only " +
    `in its QR code: printing again makes new links. ${WHO}`,
  middleware: [mayManage] as const,
  request: { body: jsonBody(PrintQrSchema) },
  responses: {
    200: { description: "The sheet.", content: { "application/pdf": { schema: PdfSchema } } },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const topNodeRoute = createRoute({
  method: "get",
  path: "/document/v1/checkTopNodeAccess",
  tags: TAGS,
  operationId: "checkTopNodeAccess",
  summary: "Whether a location is in the caller's top nodes",
  description:
    "Every signed-in user: true when the location is the company's and inside the caller's top nodes (or " +
    "the caller has none), else false; never tells another company's locations apart from missing ones.",
  request: { query: TopNodeAccessQuerySchema },
  responses: {
    200: { description: "The answer.", content: { "application/json": { schema: TopNodeAccessResponse } } },
    ...errorResponses({ validation: true }),
  },
});

const permalinkRoute = createRoute({
  method: "get",
  path: "/document/v1/permalink",
  tags: TAGS,
  operationId: "resolvePermalink",
  summary: "Where a permalink leads now",
  description:
    "product-sds: the product's current sheet (the caller's language first, then the newest; null when it " +
    "has none); location: the location. Every signed-in user, within their top nodes (else 404).",
  request: { query: PermalinkQuerySchema },
  responses: {
    200: { description: "The target.", content: { "application/json": { schema: PermalinkResponse } } },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const dateOnly = (date: Date) => date.toISOString().slice(0, 10);

export function registerReadLinkRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(listRoute, async (c) => {
    const { page } = c.req.valid("query");
    const { rows, total } = await listLinks(db, scopeOf(c.get("user")), page, READ_LINK_PAGE_SIZE);
    return c.json({ data: rows, meta: { page, per_page: READ_LINK_PAGE_SIZE, total } }, 200);
  });

  api.openapi(createLinkRoute, async (c) => {
    const body = c.req.valid("json");
    const days = body.days ?? settingsOfCompany(c.get("company")).settings.read_link_valid_days;
    const links = await createLinks(db, actorOf(c), body.location_ids, days);
    if (!links) throw notFound();
    const base = appUrl();
    return c.json(
      {
        data: links.map((link) => ({
          id: link.id,
          location_id: link.locationId,
          location_name: link.name,
          location_path: link.path,
          token: link.token,
          url: `${base}${readLinkPath(link.token)}`,
          expires_at: link.expiresAt.toISOString(),
        })),
      },
      200,
    );
  });

  api.openapi(revokeRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    if (!(await revokeLink(db, actorOf(c), id))) throw notFound();
    return c.json({ data: { id, state: "revoked" as const } }, 200);
  });

  api.openapi(printRoute, async (c) => {
    const body = c.req.valid("json");
    const days = body.days ?? settingsOfCompany(c.get("company")).settings.read_link_valid_days;
    const links = await createLinks(db, actorOf(c), body.location_ids, days);
    if (!links) throw notFound();
    const t = readLinkTranslator(c.get("language"));
    const base = appUrl();
    const bytes = await renderQrSheet(
      t("readLinks.sheet.title"),
      links.map((link) => ({
        url: `${base}${readLinkPath(link.token)}`,
        name: link.name,
        path: link.path,
        note: t("readLinks.sheet.validUntil", { date: dateOnly(link.expiresAt) }),
      })),
    );
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="qr-read-links.pdf"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
    });
  });

  api.openapi(topNodeRoute, async (c) => {
    const access = await isLocationInScope(db, scopeOf(c.get("user")), c.req.valid("query").location_id);
    return c.json({ data: { access } }, 200);
  });

  api.openapi(permalinkRoute, async (c) => {
    const { type, id } = c.req.valid("query");
    const scope = scopeOf(c.get("user"));
    if (type === "location") {
      if (!(await isLocationInScope(db, scope, id))) throw notFound();
      return c.json({ data: { type, sds_key: null, location_id: id } }, 200);
    }
    const product = await db.execute(sql`
      SELECT 1 FROM products p WHERE p.company_id = ${scope.companyId} AND p.id = ${id}
        AND ${productInScope(scope, sql`p.id`)}`);
    if (product.rows.length === 0) throw notFound();
    const key = await currentSheetKey(db, scope.companyId, id, c.get("language"));
    return c.json({ data: { type, sds_key: key, location_id: null } }, 200);
  });
}
