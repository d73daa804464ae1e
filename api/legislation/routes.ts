import { createRoute, z } from "@hono/zod-openapi";
import {
  LEGISLATION_ATTRIBUTION,
  LEGISLATION_EXPORT_MAX,
  LEGISLATION_IMPORT_MAX_BYTES,
  LEGISLATION_MARKETS,
  LEGISLATION_PAGE_SIZE,
  isLegislationList,
} from "../../core/legislation/lists";
import { hasAll } from "../../core/permissions";
import { recordActivity } from "../activities/record";
import type { ApiApp, ApiDeps } from "../env";
import { CSV_TYPE, XLSX_TYPE, csvStream, xlsxStream } from "../exposure/register-export";
import { errorResponses, forbidden, notFound, validationFailed } from "../http/errors";
import { formValues, multipartBody, readMultipart, uploadBodyLimit } from "../http/multipart";
import { scopeOf } from "../locations/scope";
import { exportTranslator, hitTable } from "./export";
import { hitPage, hitRows, listsOf, locationFilterVisible, productPage, type HitFilters } from "./hits";
import { importList } from "./import";
import {
  ExportQuerySchema,
  HitPageQuerySchema,
  HitPageSchema,
  ImportResultSchema,
  LegislationListQuerySchema,
  LegislationListsSchema,
  LegislationProductPageSchema,
  MarketsSchema,
  type HitQuery,
} from "./schemas";
import { ensureShippedLists } from "./store";

/**
 * The legislation lists (the Archive calls): the lists and their versions, the hits of the caller's
 * products, the products on the lists, the markets, the export by type, and an administrator's import of a
 * newer list file. Every user of the company reads (the lists are about the company's own products, within
 * the user's top nodes); importing takes user_admin.
 */

const TAGS = ["Archive"];
const READERS = "Every user of the company, limited to their top nodes.";
const FILTERS =
  "Filters combine with AND: list (one list), location_id (products held at that location or below it; 404 " +
  "when it is not the caller's to see). Only entries in force today count (CLP Annex VI: the version " +
  "applying today).";

export const LEGISLATION_IMPORT_PATH = "/archive/v1/legislationlist/import";

const listsRoute = createRoute({
  method: "get",
  path: "/archive/v1/legislationlist",
  tags: TAGS,
  operationId: "legislationLists",
  summary: "The legislation lists and the versions the company screens against",
  description:
    "Per list: its version date, file, entries, whether the company imported it, and how many of the " +
    `caller's products are on it today; the attribution the lists are shown with. ${READERS}`,
  request: { query: LegislationListQuerySchema },
  responses: {
    200: { description: "The lists.", content: { "application/json": { schema: LegislationListsSchema } } },
    ...errorResponses({ validation: true }),
  },
});

const hitsRoute = createRoute({
  method: "get",
  path: "/archive/v2/legislation",
  tags: TAGS,
  operationId: "legislationHits",
  summary: "The caller's products on the legislation lists, one row per hit",
  description:
    "Each hit: the product, the list, the entry (reference, name, reason, date, link), the sheet's " +
    `substance that matched and how (cas, ec or name). Product name order, ${LEGISLATION_PAGE_SIZE} a page. ` +
    `${FILTERS} ${READERS}`,
  request: { query: HitPageQuerySchema },
  responses: {
    200: { description: "A page of hits.", content: { "application/json": { schema: HitPageSchema } } },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const productsRoute = createRoute({
  method: "get",
  path: "/archive/v1/legislationproducts",
  tags: TAGS,
  operationId: "legislationProducts",
  summary: "The caller's products on the legislation lists, one row per product",
  description: `Each product with the lists it is on and its number of hits, name order, ${LEGISLATION_PAGE_SIZE} a page. ${FILTERS} ${READERS}`,
  request: { query: HitPageQuerySchema },
  responses: {
    200: {
      description: "A page of products.",
      content: { "application/json": { schema: LegislationProductPageSchema } },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const marketsRoute = createRoute({
  method: "get",
  path: "/archive/v2/legislation/markets",
  tags: TAGS,
  operationId: "legislationMarkets",
  summary: "The markets the legislation lists apply to",
  description: `The EU (and the EEA, which applies REACH and CLP): every list. ${READERS}`,
  responses: {
    200: { description: "The markets.", content: { "application/json": { schema: MarketsSchema } } },
    ...errorResponses(),
  },
});

const exportRoute = createRoute({
  method: "get",
  path: "/archive/v2/legislation/export/products",
  tags: TAGS,
  operationId: "exportLegislationProducts",
  summary: "The hits as CSV or XLSX",
  description:
    `Every hit of GET /archive/v2/legislation with its filters, type csv or xlsx, at most ${LEGISLATION_EXPORT_MAX} ` +
    "rows (a last row says when it was cut). Text cells a spreadsheet would run as a formula start with an " +
    `apostrophe; column headers in the caller's language. Recorded on the audit trail. ${READERS}`,
  request: { query: ExportQuerySchema },
  responses: {
    200: {
      description: "The file, as an attachment.",
      content: {
        [CSV_TYPE]: { schema: z.string().openapi({ format: "binary" }) },
        [XLSX_TYPE]: { schema: z.string().openapi({ format: "binary" }) },
      },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const importRoute = createRoute({
  method: "post",
  path: LEGISLATION_IMPORT_PATH,
  tags: TAGS,
  operationId: "importLegislationList",
  summary: "Import a newer file of a legislation list for the company",
  description:
    "multipart/form-data: list (svhc, annex-xiv, annex-xvii, clp-cmr) and file (CSV, UTF-8, with the " +
    `columns of the shipped file; at most ${LEGISLATION_IMPORT_MAX_BYTES} bytes, else 413). The file becomes ` +
    "the company's version of the list (the newest by version date counts, shipped or imported); other " +
    "companies are not affected. The company's products are screened again in the same transaction. 422 " +
    "with errors on list or file for a missing list, a file that is not CSV, lacks the list's columns or " +
    "holds no entries. Needs user_admin (403 otherwise). Recorded on the audit trail.",
  middleware: [uploadBodyLimit(LEGISLATION_IMPORT_MAX_BYTES)] as const,
  request: {
    body: multipartBody(["list", "file"], {
      list: { type: "string", enum: ["svhc", "annex-xiv", "annex-xvii", "clp-cmr"] },
      file: { type: "string", format: "binary", description: "The list's CSV file." },
    }),
  },
  responses: {
    200: { description: "Imported.", content: { "application/json": { schema: ImportResultSchema } } },
    ...errorResponses({ validation: true }),
  },
});

function filtersOf(query: HitQuery): HitFilters {
  return { list: query.list, locationId: query.location_id };
}

const today = () => new Date().toISOString().slice(0, 10);

export function registerLegislationRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(listsRoute, async (c) => {
    await ensureShippedLists(db);
    const data = await listsOf(db, scopeOf(c.get("user")));
    return c.json({ data, meta: { attribution: LEGISLATION_ATTRIBUTION, today: today() } }, 200);
  });

  api.openapi(hitsRoute, async (c) => {
    await ensureShippedLists(db);
    const scope = scopeOf(c.get("user"));
    const query = c.req.valid("query");
    const filters = filtersOf(query);
    if (!(await locationFilterVisible(db, scope, filters.locationId))) throw notFound();
    return c.json(await hitPage(db, scope, filters, query.page ?? 1, LEGISLATION_PAGE_SIZE), 200);
  });

  api.openapi(productsRoute, async (c) => {
    await ensureShippedLists(db);
    const scope = scopeOf(c.get("user"));
    const query = c.req.valid("query");
    const filters = filtersOf(query);
    if (!(await locationFilterVisible(db, scope, filters.locationId))) throw notFound();
    return c.json(await productPage(db, scope, filters, query.page ?? 1, LEGISLATION_PAGE_SIZE), 200);
  });

  api.openapi(marketsRoute, (c) =>
    c.json(
      { data: LEGISLATION_MARKETS.map((market) => ({ code: market.code, lists: [...market.lists] })) },
      200,
    ),
  );

  api.openapi(exportRoute, async (c) => {
    await ensureShippedLists(db);
    const user = c.get("user");
    const scope = scopeOf(user);
    const query = c.req.valid("query");
    const filters = filtersOf(query);
    if (!(await locationFilterVisible(db, scope, filters.locationId))) throw notFound();
    const format = query.type;
    const name = `legislation-${today()}.${format}`;
    await recordActivity(db, {
      companyId: user.companyId,
      actorId: user.id,
      module: "export",
      action: "exported",
      object: { type: "legislationHits", id: null, label: name },
      after: {
        format,
        ...(filters.list ? { list: filters.list } : {}),
        ...(filters.locationId ? { location_id: filters.locationId } : {}),
      },
    });
    const t = exportTranslator(user.language);
    const rows = hitRows(db, scope, filters, LEGISLATION_EXPORT_MAX);
    const cut = t("legislation.export.cut", { max: LEGISLATION_EXPORT_MAX });
    const body =
      format === "csv"
        ? csvStream(hitTable(t), rows, LEGISLATION_EXPORT_MAX, cut)
        : xlsxStream(hitTable(t), rows, LEGISLATION_EXPORT_MAX, cut, t("legislation.export.sheet"));
    return c.body(body, 200, {
      "Content-Type": format === "csv" ? CSV_TYPE : XLSX_TYPE,
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    });
  });

  api.openapi(importRoute, async (c) => {
    const user = c.get("user");
    if (!hasAll(user.permissions, ["user_admin"])) throw forbidden();
    await ensureShippedLists(db);
    const form = await readMultipart(c);
    const [list] = formValues(form, "list");
    const [file] = formValues(form, "file");
    const errors: Record<string, string[]> = {};
    if (!isLegislationList(list))
      errors.list = ["The list must be one of svhc, annex-xiv, annex-xvii, clp-cmr."];
    if (!(file instanceof File) || file.size === 0) errors.file = ["The file field is required."];
    if (Object.keys(errors).length > 0 || !isLegislationList(list) || !(file instanceof File)) {
      throw validationFailed(errors);
    }
    const text = new TextDecoder("utf-8", { fatal: false }).decode(await file.arrayBuffer());
    const outcome = await importList(
      db,
      { companyId: user.companyId, userId: user.id },
      list,
      (file.name || "list.csv").slice(0, 200),
      text,
    );
    if (!outcome.ok) {
      const message =
        outcome.problem === "columns"
          ? `The file lacks the list's columns: ${(outcome.missing ?? []).join(", ")}.`
          : outcome.problem === "empty"
            ? "The file holds no entries of the list."
            : "The file is not a CSV file.";
      throw validationFailed({ file: [message] });
    }
    return c.json(
      {
        data: {
          list,
          version_date: outcome.versionDate,
          entry_count: outcome.entryCount,
          product_count: outcome.productCount,
        },
      },
      200,
    );
  });
}
