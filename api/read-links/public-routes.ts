import { createRoute } from "@hono/zod-openapi";
import type { ApiApp, ApiDeps } from "../env";
import { errorResponses, notFound } from "../http/errors";
import { jsonBody } from "../http/params";
import { findSds, sdsPdfInput, summaryOf } from "../products/products";
import { renderSdsPdf } from "../products/sds-pdf";
import { inlineDisposition, sdsFileName } from "../products/sds-download";
import { getStorage } from "../storage";
import { READ_LINK_DESCRIPTIONS_MAX, READ_LINK_PRODUCTS_PER_PAGE } from "../../core/read-links/rules";
import {
  CheckReadLinkSchema,
  PdfSchema,
  ReadLinkPageSchema,
  ReadLinkSdsSchema,
  ReadLinkWorkplaceDescriptionSchema,
} from "./schemas";
import {
  containsPattern,
  currentSheetKey,
  linkProducts,
  locationCoveredByLink,
  locationPaths,
  productCoveredByLink,
  resolveToken,
  sheetCoveredByLink,
} from "./store";
import { placeDescriptions, workplaceDescriptionPdfForLink } from "./workplace-descriptions";
import { readLinkRateLimit, signInMissing } from "./public-access";

/**
 * The read link's public operations: no bearer token, the read-link token in the body instead (a body is
 * not written to access logs the way a URL is). They show the one location's products, sheets and
 * workplace descriptions, nothing else of the company. Each is rate-limited per client address and honours
 * the company's read_link_sign_in (public-access.ts); the app's pages are limited as well.
 */

const TAGS = ["Read links"];

export const CHECK_READ_LINK_PATH = "/document/v1/checkreadlink";
export const READ_LINK_SDS_PATH = "/document/v1/readlink/sds";
export const READ_LINK_WPD_PATH = "/document/v1/readlink/wpd";

const rateLimited = {
  429: { description: "Too many calls from this address (`rate_limited`, with Retry-After)." },
};

const checkRoute = createRoute({
  method: "post",
  path: CHECK_READ_LINK_PATH,
  tags: TAGS,
  operationId: "checkReadLink",
  summary: "A read link's page (public)",
  description:
    "No sign-in: the token is the key. For an active link, the location's name, one page of its products " +
    `and those of the locations below it (not archived; ${READ_LINK_PRODUCTS_PER_PAGE} a page by name, with q ` +
    "only those whose name contains it, and how many in all) each with one current sheet and one current " +
    "published workplace description for it there (each in the reader's language first, then the newest), " +
    "and on the first page the other published workplace descriptions there (of no product held there; at " +
    `most ${READ_LINK_DESCRIPTIONS_MAX}, with q by title); ` +
    "with location_id only that location (the link's or " +
    "one below it, else 404) and below. An expired, revoked or unknown token answers 200 with that state " +
    "and nothing else; so does an active link of a company that asks readers to sign in, with " +
    "sign_in_required, unless the bearer token names one of its users. Rate-limited per client address.",
  security: [],
  request: { body: jsonBody(CheckReadLinkSchema) },
  responses: {
    200: { description: "The page.", content: { "application/json": { schema: ReadLinkPageSchema } } },
    ...rateLimited,
    ...errorResponses({ validation: true, notFound: true }),
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
    "archived) at the link's location or below it; else 404 (also when the company asks readers to sign " +
    "in and the bearer token names none of its users). Rate-limited per client address.",
  security: [],
  request: { body: jsonBody(ReadLinkSdsSchema) },
  responses: {
    200: { description: "The PDF.", content: { "application/pdf": { schema: PdfSchema } } },
    ...rateLimited,
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
    "the current published version at the link's location or below it (what the link's page lists); else " +
    "404, as for a sheet. Rate-limited per client address.",
  security: [],
  request: { body: jsonBody(ReadLinkWorkplaceDescriptionSchema) },
  responses: {
    200: { description: "The PDF.", content: { "application/pdf": { schema: PdfSchema } } },
    ...rateLimited,
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const empty = {
  location: null,
  expires_at: null,
  products: [],
  products_total: 0,
  page: 1,
  per_page: READ_LINK_PRODUCTS_PER_PAGE,
  workplace_descriptions: [],
  workplace_descriptions_total: 0,
  product_sds_key: null,
  sign_in_required: false,
};

export function registerReadLinkPublicRoutes(api: ApiApp, deps: ApiDeps): void {
  const { db } = deps;
  const limit = readLinkRateLimit(deps);
  for (const path of [CHECK_READ_LINK_PATH, READ_LINK_SDS_PATH, READ_LINK_WPD_PATH]) api.use(path, limit);

  /** The link a PDF call may use: active, and the caller signed in when its company asks for that. */
  async function usableLink(c: Parameters<typeof signInMissing>[0], token: string) {
    const link = await resolveToken(db, token);
    if (!link || link.state !== "active" || (await signInMissing(c, deps, link.companyId))) throw notFound();
    return link;
  }

  /** A product's current sheet when the link covers the product (the product-sds permalink); else null. */
  async function productSheetKey(
    link: { companyId: number; locationId: number },
    id: number,
    language: number,
  ) {
    if (!(await productCoveredByLink(db, link, id))) return null;
    return currentSheetKey(db, link.companyId, id, language);
  }

  api.openapi(checkRoute, async (c) => {
    const { token, product_id, location_id } = c.req.valid("json");
    const q = (c.req.valid("json").q ?? "").trim();
    const page = c.req.valid("json").page ?? 1;
    const resolved = await resolveToken(db, token);
    if (!resolved) return c.json({ state: "unknown" as const, ...empty }, 200);
    if (resolved.state !== "active") return c.json({ state: resolved.state, ...empty }, 200);
    if (await signInMissing(c, deps, resolved.companyId))
      return c.json({ state: resolved.state, ...empty, sign_in_required: true }, 200);
    // A location permalink opened through the link shows that location, when the link covers it.
    let link = resolved;
    if (location_id !== undefined && location_id !== resolved.locationId) {
      if (!(await locationCoveredByLink(db, resolved, location_id))) throw notFound();
      link = { ...resolved, locationId: location_id };
    }
    const language = c.get("language");
    const [place, products, descriptions, productSdsKey] = await Promise.all([
      locationPaths(db, link.companyId, [link.locationId]),
      linkProducts(db, link, language, { q, page, size: READ_LINK_PRODUCTS_PER_PAGE }),
      // The place's own descriptions head the first page only; a later page is products alone.
      page === 1
        ? placeDescriptions(db, link, {
            pattern: q ? containsPattern(q) : null,
            limit: READ_LINK_DESCRIPTIONS_MAX,
          })
        : { rows: [], total: 0 },
      product_id === undefined ? null : productSheetKey(link, product_id, language),
    ]);
    return c.json(
      {
        state: link.state,
        location: { name: place.get(link.locationId)?.name ?? "" },
        expires_at: link.expiresAt.toISOString(),
        products: products.rows,
        products_total: products.total,
        page,
        per_page: READ_LINK_PRODUCTS_PER_PAGE,
        workplace_descriptions: descriptions.rows,
        workplace_descriptions_total: descriptions.total,
        product_sds_key: productSdsKey,
        sign_in_required: false,
      },
      200,
    );
  });

  api.openapi(sdsRoute, async (c) => {
    const { token, sds_key } = c.req.valid("json");
    const link = await usableLink(c, token);
    if (!(await sheetCoveredByLink(db, link, sds_key))) throw notFound();
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
    const link = await usableLink(c, token);
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
