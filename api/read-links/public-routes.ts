import { createRoute } from "@hono/zod-openapi";
import type { ApiApp, ApiDeps } from "../env";
import { errorResponses, notFound } from "../http/errors";
import { jsonBody } from "../http/params";
import { findSds, sdsPdfInput, summaryOf } from "../products/products";
import { renderSdsPdf } from "../products/sds-pdf";
import { inlineDisposition, sdsFileName } from "../products/sds-download";
import { getStorage } from "../storage";
import { READ_LINK_PRODUCT_LIMIT } from "../../core/read-links/rules";
import {
  CheckReadLinkSchema,
  PdfSchema,
  ReadLinkPageSchema,
  ReadLinkSdsSchema,
  ReadLinkWorkplaceDescriptionSchema,
} from "./schemas";
import { currentSheetKey, linkProducts, locationPaths, resolveToken, sheetCoveredByLink } from "./store";
import { publishedWorkplaceDescriptions, workplaceDescriptionPdfForLink } from "./workplace-descriptions";

/**
 * The read link's public operations: no bearer token, the read-link token in the body instead (a body is
 * not written to access logs the way a URL is). They show the one location's products, sheets and
 * workplace descriptions, nothing else of the company. The app rate-limits the pages that call them.
 */

const TAGS = ["Read links"];

export const CHECK_READ_LINK_PATH = "/document/v1/checkreadlink";
export const READ_LINK_SDS_PATH = "/document/v1/readlink/sds";
export const READ_LINK_WPD_PATH = "/document/v1/readlink/wpd";

const checkRoute = createRoute({
  method: "post",
  path: CHECK_READ_LINK_PATH,
  tags: TAGS,
  operationId: "checkReadLink",
  summary: "A read link's page (public)",
  description:
    "No sign-in: the token is the key. For an active link, the location's name, its products and those of " +
    `the locations below it (not archived; at most ${READ_LINK_PRODUCT_LIMIT}, by name) each with one current ` +
    "sheet, and its published workplace descriptions. An expired, revoked or unknown token answers 200 " +
    "with that state and nothing else.",
  security: [],
  request: { body: jsonBody(CheckReadLinkSchema) },
  responses: {
    200: { description: "The page.", content: { "application/json": { schema: ReadLinkPageSchema } } },
    ...errorResponses({ validation: true }),
  },
});

const sdsRoute = createRoute({
  method: "post",
  path: READ_LINK_SDS_PATH,
  tags: TAGS,
  operationId: "readLinkSdsFile",
  summary: "A sheet's PDF through a read link (public)",
  description:
    "No sign-in: the PDF of the sheet when the token is active and the sheet's product is placed (not " +
    "archived) at the link's location or below it; else 404.",
  security: [],
  request: { body: jsonBody(ReadLinkSdsSchema) },
  responses: {
    200: { description: "The PDF.", content: { "application/pdf": { schema: PdfSchema } } },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const wpdRoute = createRoute({
  method: "post",
  path: READ_LINK_WPD_PATH,
  tags: TAGS,
  operationId: "readLinkWorkplaceDescriptionFile",
  summary: "A workplace description's PDF through a read link (public)",
  description:
    "No sign-in: the A4 PDF of a workplace description when the token is active and the description is " +
    "the current published version at the link's location or below it (what the link's page lists); else 404.",
  security: [],
  request: { body: jsonBody(ReadLinkWorkplaceDescriptionSchema) },
  responses: {
    200: { description: "The PDF.", content: { "application/pdf": { schema: PdfSchema } } },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const empty = {
  location: null,
  expires_at: null,
  products: [],
  products_truncated: false,
  workplace_descriptions: [],
  product_sds_key: null,
};

export function registerReadLinkPublicRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(checkRoute, async (c) => {
    const { token, product_id } = c.req.valid("json");
    const link = await resolveToken(db, token);
    if (!link) return c.json({ state: "unknown" as const, ...empty }, 200);
    if (link.state !== "active") return c.json({ state: link.state, ...empty }, 200);
    const language = c.get("language");
    const [place, products, descriptions] = await Promise.all([
      locationPaths(db, link.companyId, [link.locationId]),
      linkProducts(db, link, language, READ_LINK_PRODUCT_LIMIT + 1),
      publishedWorkplaceDescriptions(db, link),
    ]);
    let productSdsKey: string | null = null;
    if (product_id !== undefined && products.some((p) => p.product_id === product_id)) {
      productSdsKey = await currentSheetKey(db, link.companyId, product_id, language);
    }
    return c.json(
      {
        state: link.state,
        location: { name: place.get(link.locationId)?.name ?? "" },
        expires_at: link.expiresAt.toISOString(),
        products: products.slice(0, READ_LINK_PRODUCT_LIMIT),
        products_truncated: products.length > READ_LINK_PRODUCT_LIMIT,
        workplace_descriptions: descriptions,
        product_sds_key: productSdsKey,
      },
      200,
    );
  });

  api.openapi(sdsRoute, async (c) => {
    const { token, sds_key } = c.req.valid("json");
    const link = await resolveToken(db, token);
    if (!link || link.state !== "active" || !(await sheetCoveredByLink(db, link, sds_key))) throw notFound();
    const row = await findSds(db, { companyId: link.companyId, roots: null }, sds_key);
    if (!row) throw notFound();
    let bytes: Uint8Array | undefined;
    if (row.sds_file_key) bytes = (await getStorage().get(row.sds_file_key))?.body;
    bytes ??= await renderSdsPdf(sdsPdfInput(row));
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": inlineDisposition(sdsFileName(summaryOf(row))),
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
    });
  });

  api.openapi(wpdRoute, async (c) => {
    const { token, id } = c.req.valid("json");
    const link = await resolveToken(db, token);
    if (!link || link.state !== "active") throw notFound();
    const bytes = await workplaceDescriptionPdfForLink(db, link, id);
    if (!bytes) throw notFound();
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="workplace-description-${id}.pdf"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
    });
  });
}
