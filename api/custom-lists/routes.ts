import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { CUSTOM_EXPORT_MAX, CUSTOM_PAGE_SIZE } from "../../core/custom-lists/lists";
import {
  customEntryInputSchema,
  customListInputSchema,
  type CustomEntryInput,
} from "../../core/custom-lists/rules";
import { casKey } from "../../core/legislation/keys";
import { recordActivity } from "../activities/record";
import { APPROVAL_TAGS, REQUESTS_BASE, requireApprovalFlag } from "../chemical-approvals/route-parts";
import { requestFor } from "../chemical-approvals/requests";
import { requestParams } from "../chemical-approvals/schemas";
import type { ApiApp, ApiDeps, ApiEnv } from "../env";
import { CSV_TYPE, XLSX_TYPE, csvStream, xlsxStream } from "../exposure/register-export";
import { errorResponses, fieldErrors, notFound, validationFailed } from "../http/errors";
import { jsonBody, pathId } from "../http/params";
import { requirePermissions } from "../http/permissions";
import { locationFilterVisible } from "../legislation/hits";
import { ensureShippedLists } from "../legislation/store";
import { scopeOf } from "../locations/scope";
import { customListsEnglish } from "./english";
import { customExportTranslator, customHitTable } from "./export";
import {
  customHitPage,
  customHitRows,
  productCounts,
  productWithCustomPage,
  requestCas,
  whatIf,
  type CustomFilters,
} from "./hits";
import {
  CustomEntryBodySchema,
  CustomEntryImportBodySchema,
  CustomEntryImportedSchema,
  CustomEntrySavedSchema,
  CustomExportQuerySchema,
  CustomHitPageQuerySchema,
  CustomHitPageSchema,
  CustomListBodySchema,
  CustomListSavedSchema,
  CustomListsSchema,
  CustomListWithEntriesSchema,
  ProductWithCustomPageSchema,
  WhatIfSchema,
  type CustomHitQuery,
} from "./schemas";
import {
  deleteCustomEntry,
  deleteCustomList,
  getCustomList,
  importCustomEntries,
  listCustomLists,
  saveCustomEntry,
  saveCustomList,
} from "./store";

/**
 * Custom lists: the company's own lists of substances beside its greylist (list 0), screened like the
 * legislation lists. Every user of the company reads the lists and their hits (within their top nodes);
 * changing a list takes user_admin, like the greylist. The approval what-if shows, for a product request,
 * what the requested product would bring in.
 */

const TAGS = ["Archive"];
const READERS = "Every user of the company, limited to their top nodes.";
const FILTERS =
  "Filters combine with AND: list_id (one list, 0 the greylist; 404 when it is not the company's), " +
  "location_id (products held at that location or below it; 404 when it is not the caller's to see).";
const admin = requirePermissions({ all: ["user_admin"] });
const ADMIN_ONLY = "Needs user_admin (else 403).";

const ok = (description: string, schema: z.ZodType) => ({
  description,
  content: { "application/json": { schema } },
});
const listParams = z.object({ id: z.string().openapi({ param: { name: "id", in: "path" }, example: "3" }) });
const entryParams = listParams.extend({
  entryId: z.string().openapi({ param: { name: "entryId", in: "path" }, example: "12" }),
});

const listsRoute = createRoute({
  method: "get",
  path: "/archive/v1/customfield",
  tags: TAGS,
  operationId: "customLists",
  summary: "The company's custom lists (and its greylist as list 0)",
  description:
    "Each list with its kind (banned, phase-out with its date, approval), its number of entries and how " +
    `many of the caller's products are on it; the greylist first when it has entries. ${READERS}`,
  responses: { 200: ok("The lists.", CustomListsSchema), ...errorResponses() },
});

const enumRoute = createRoute({
  method: "get",
  path: "/document/v1/enum/greylist/{id}",
  tags: ["Document"],
  operationId: "customListEnum",
  summary: "One custom list with its entries (0: the greylist)",
  description: `The list and every entry (name, CAS, EC, reason, date, kind). 404 when it is not the company's. ${READERS}`,
  request: { params: listParams },
  responses: { 200: ok("The list.", CustomListWithEntriesSchema), ...errorResponses({ notFound: true }) },
});

const hitsRoute = createRoute({
  method: "get",
  path: "/archive/v1/customfield/hits",
  tags: TAGS,
  operationId: "customListHits",
  summary: "The caller's products on the custom lists, one row per hit",
  description:
    "Each hit: the product, the list (name, kind, phase-out date), the entry (name, CAS, EC, reason, date), " +
    `the sheet's substance that matched and how. Product name order, ${CUSTOM_PAGE_SIZE} a page. ${FILTERS} ${READERS}`,
  request: { query: CustomHitPageQuerySchema },
  responses: {
    200: ok("A page of hits.", CustomHitPageSchema),
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const withCustomRoute = createRoute({
  method: "get",
  path: "/archive/v1/legislationproductswithcustom",
  tags: TAGS,
  operationId: "legislationProductsWithCustom",
  summary: "The caller's products on the legislation lists or the custom lists, one row per product",
  description:
    "Each product with the legislation lists it is on today, the custom lists it is on and its number of " +
    `hits, name order, ${CUSTOM_PAGE_SIZE} a page. location_id filters as on the other calls. ${READERS}`,
  request: { query: CustomHitPageQuerySchema.omit({ list_id: true }) },
  responses: {
    200: ok("A page of products.", ProductWithCustomPageSchema),
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const exportRoute = createRoute({
  method: "get",
  path: "/archive/v1/customfield/export",
  tags: TAGS,
  operationId: "exportCustomListHits",
  summary: "The custom-list hits as CSV or XLSX",
  description:
    `Every hit of GET /archive/v1/customfield/hits with its filters, type csv or xlsx, at most ${CUSTOM_EXPORT_MAX} ` +
    "rows (a last row says when it was cut); headers in the caller's language; formula-like cells start with " +
    `an apostrophe. Recorded on the audit trail. ${READERS}`,
  request: { query: CustomExportQuerySchema },
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

const saveListRoute = createRoute({
  method: "post",
  path: "/archive/v1/customfield/save",
  tags: TAGS,
  operationId: "saveCustomList",
  summary: "Create a custom list, or change one",
  description:
    "Without id a new list (201), with id that list (200; 404 when it is not the company's). The name " +
    "(1–200 characters, unique in the company), the kind, and for phase-out the date (YYYY-MM-DD). 422 with " +
    `field errors; nothing is saved then. ${ADMIN_ONLY} Recorded on the audit trail.`,
  middleware: [admin] as const,
  request: { body: jsonBody(CustomListBodySchema) },
  responses: {
    200: ok("The changed list.", CustomListSavedSchema),
    201: ok("The new list.", CustomListSavedSchema),
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const deleteListRoute = createRoute({
  method: "delete",
  path: "/archive/v1/customfield/{id}",
  tags: TAGS,
  operationId: "deleteCustomList",
  summary: "Delete a custom list with its entries",
  description: `404 when it is not the company's (the greylist is changed on its own calls). ${ADMIN_ONLY}`,
  middleware: [admin] as const,
  request: { params: listParams },
  responses: {
    200: ok("Deleted.", z.object({ data: z.object({ id: z.number().int() }) })),
    ...errorResponses({ notFound: true }),
  },
});

const saveEntryRoute = createRoute({
  method: "post",
  path: "/archive/v1/customfield/{id}/entries/save",
  tags: TAGS,
  operationId: "saveCustomListEntry",
  summary: "Add a substance to a custom list, or change one",
  description:
    "Without id a new entry (201), with id that entry (200). The name (required), CAS and EC numbers where " +
    "known (valid shapes), the reason and the date (YYYY-MM-DD). The entry is found on products by CAS, " +
    "else EC, else name; a substance already on the list is a 422. 404 when the list or entry is not the " +
    `company's. ${ADMIN_ONLY} Recorded on the audit trail.`,
  middleware: [admin] as const,
  request: { params: listParams, body: jsonBody(CustomEntryBodySchema) },
  responses: {
    200: ok("The changed entry.", CustomEntrySavedSchema),
    201: ok("The new entry.", CustomEntrySavedSchema),
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const deleteEntryRoute = createRoute({
  method: "delete",
  path: "/archive/v1/customfield/{id}/entries/{entryId}",
  tags: TAGS,
  operationId: "deleteCustomListEntry",
  summary: "Remove a substance from a custom list",
  description: `404 when it is not an entry of the company's list. ${ADMIN_ONLY}`,
  middleware: [admin] as const,
  request: { params: entryParams },
  responses: {
    200: ok("Deleted.", z.object({ data: z.object({ id: z.number().int() }) })),
    ...errorResponses({ notFound: true }),
  },
});

const importEntriesRoute = createRoute({
  method: "post",
  path: "/archive/v1/customfield/{id}/entries/import",
  tags: TAGS,
  operationId: "importCustomListEntries",
  summary: "Add many substances to a custom list at once (a CSV file read by the page)",
  description:
    "Each entry as on the single save. A substance new on the list is added; one already on it (found by " +
    "the same CAS, else EC, else name) has its fields replaced. All in one transaction: any invalid entry, " +
    "a substance named twice or a list over its limit is a 422 (field errors keyed entries.N.field) and " +
    `nothing is saved. 404 when the list is not the company's. ${ADMIN_ONLY} Recorded on the audit trail.`,
  middleware: [admin] as const,
  request: { params: listParams, body: jsonBody(CustomEntryImportBodySchema) },
  responses: {
    200: ok("How many were added and updated.", CustomEntryImportedSchema),
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const whatIfRoute = createRoute({
  method: "get",
  path: `${REQUESTS_BASE}/{id}/what-if`,
  tags: APPROVAL_TAGS,
  operationId: "productRequestWhatIf",
  summary: "What approving a request would bring in: legislation and custom-list hits",
  description:
    "The request's CAS numbers (its own and those read from its attached sheet), and once approved its " +
    "product's sheets, screened against the company's legislation lists (entries in force today) and custom " +
    "lists. Whoever may see the request (404 otherwise).",
  middleware: [requireApprovalFlag] as const,
  request: { params: requestParams },
  responses: { 200: ok("The hits.", WhatIfSchema), ...errorResponses({ notFound: true }) },
});

const actorOf = (c: Context<ApiEnv>) => ({ companyId: c.get("user").companyId, userId: c.get("user").id });
const today = () => new Date().toISOString().slice(0, 10);

export function registerCustomListRoutes(api: ApiApp, { db }: ApiDeps): void {
  /** The filters, after checking that a list and a location given are the caller's to use. */
  const filtersOf = async (c: Context<ApiEnv>, query: CustomHitQuery): Promise<CustomFilters> => {
    const scope = scopeOf(c.get("user"));
    if (!(await locationFilterVisible(db, scope, query.location_id))) throw notFound();
    if (query.list_id !== undefined && query.list_id !== 0) {
      const found = await getCustomList(db, scope.companyId, query.list_id, new Map());
      if (!found) throw notFound();
    }
    return { listId: query.list_id, locationId: query.location_id };
  };

  // Fixed paths before those with an id.
  api.openapi(listsRoute, async (c) => {
    const user = c.get("user");
    const counts = await productCounts(db, scopeOf(user));
    return c.json({ data: await listCustomLists(db, user.companyId, counts) }, 200);
  });

  api.openapi(hitsRoute, async (c) => {
    const query = c.req.valid("query");
    const filters = await filtersOf(c, query);
    const page = await customHitPage(db, scopeOf(c.get("user")), filters, query.page ?? 1, CUSTOM_PAGE_SIZE);
    return c.json(page, 200);
  });

  api.openapi(withCustomRoute, async (c) => {
    await ensureShippedLists(db);
    const query = c.req.valid("query");
    const filters = await filtersOf(c, query);
    const scope = scopeOf(c.get("user"));
    return c.json(await productWithCustomPage(db, scope, filters, query.page ?? 1, CUSTOM_PAGE_SIZE), 200);
  });

  api.openapi(exportRoute, async (c) => {
    const user = c.get("user");
    const query = c.req.valid("query");
    const filters = await filtersOf(c, query);
    const format = query.type;
    const name = `custom-lists-${today()}.${format}`;
    await recordActivity(db, {
      companyId: user.companyId,
      actorId: user.id,
      module: "export",
      action: "exported",
      object: { type: "customListHits", id: null, label: name },
      after: {
        format,
        ...(filters.listId !== undefined ? { list_id: filters.listId } : {}),
        ...(filters.locationId ? { location_id: filters.locationId } : {}),
      },
    });
    const t = customExportTranslator(user.language);
    const rows = customHitRows(db, scopeOf(user), filters, CUSTOM_EXPORT_MAX);
    const cut = t("customLists.export.cut", { max: CUSTOM_EXPORT_MAX });
    const body =
      format === "csv"
        ? csvStream(customHitTable(t), rows, CUSTOM_EXPORT_MAX, cut)
        : xlsxStream(customHitTable(t), rows, CUSTOM_EXPORT_MAX, cut, t("customLists.export.sheet"));
    return c.body(body, 200, {
      "Content-Type": format === "csv" ? CSV_TYPE : XLSX_TYPE,
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    });
  });

  api.openapi(saveListRoute, async (c) => {
    const { id, ...body } = c.req.valid("json");
    const parsed = customListInputSchema(customListsEnglish).safeParse(body);
    if (!parsed.success) throw validationFailed(fieldErrors(parsed.error));
    const saved = await saveCustomList(db, actorOf(c), parsed.data, id);
    if (!saved) throw notFound();
    return id === undefined ? c.json({ data: saved }, 201) : c.json({ data: saved }, 200);
  });

  api.openapi(enumRoute, async (c) => {
    const raw = c.req.valid("param").id;
    const id = raw === "0" ? 0 : pathId(raw);
    const user = c.get("user");
    const list = await getCustomList(db, user.companyId, id, await productCounts(db, scopeOf(user)));
    if (!list) throw notFound();
    return c.json({ data: list }, 200);
  });

  api.openapi(deleteListRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    if (!(await deleteCustomList(db, actorOf(c), id))) throw notFound();
    return c.json({ data: { id } }, 200);
  });

  api.openapi(saveEntryRoute, async (c) => {
    const listId = pathId(c.req.valid("param").id);
    const { id, ...body } = c.req.valid("json");
    const parsed = customEntryInputSchema(customListsEnglish).safeParse(body);
    if (!parsed.success) throw validationFailed(fieldErrors(parsed.error));
    const saved = await saveCustomEntry(db, actorOf(c), listId, parsed.data, id);
    if (!saved) throw notFound();
    return id === undefined ? c.json({ data: saved }, 201) : c.json({ data: saved }, 200);
  });

  api.openapi(importEntriesRoute, async (c) => {
    const listId = pathId(c.req.valid("param").id);
    const schema = customEntryInputSchema(customListsEnglish);
    const inputs: CustomEntryInput[] = [];
    const errors: Record<string, string[]> = {};
    for (const [index, entry] of c.req.valid("json").entries.entries()) {
      const parsed = schema.safeParse(entry);
      if (parsed.success) inputs.push(parsed.data);
      else {
        for (const [field, messages] of Object.entries(fieldErrors(parsed.error))) {
          errors[`entries.${index}.${field}`] = messages;
        }
      }
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const imported = await importCustomEntries(db, actorOf(c), listId, inputs);
    if (!imported) throw notFound();
    return c.json({ data: imported }, 200);
  });

  api.openapi(deleteEntryRoute, async (c) => {
    const params = c.req.valid("param");
    const listId = pathId(params.id);
    const id = pathId(params.entryId);
    if (!(await deleteCustomEntry(db, actorOf(c), listId, id))) throw notFound();
    return c.json({ data: { id } }, 200);
  });

  api.openapi(whatIfRoute, async (c) => {
    const user = c.get("user");
    const { request } = await requestFor(db, user, pathId(c.req.valid("param").id));
    await ensureShippedLists(db);
    const facts = await requestCas(db, user.companyId, request.id);
    const keys = [...new Set(facts.cas.map(casKey).filter((key): key is string => key !== null))];
    return c.json(
      {
        data: await whatIf(
          db,
          user.companyId,
          keys.map((key) => `cas:${key}`),
          facts.productId,
        ),
      },
      200,
    );
  });
}
