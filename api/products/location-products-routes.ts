import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import { ApiErrorSchema } from "../http/envelope";
import { PRODUCT_LIST_WINDOW, PRODUCT_PAGE_SIZE } from "../../core/products";
import { viewerOf } from "../locations/tree";
import type { ApiApp, ApiDeps, ApiEnv } from "../env";
import { ApiError, errorResponses, notFound, validationFailed } from "../http/errors";
import { flagValue, jsonBody, pathId } from "../http/params";
import {
  listLocationProducts,
  listUniqueProducts,
  locationHasProductOfSds,
  locationProduct,
  locationProductForms,
  storageConflicts,
  type ProductListOptions,
} from "./location-products";
import {
  AddProductsResponse,
  AddProductsSchema,
  CategoriseSchema,
  CompanyProductListQuerySchema,
  CopyMoveSchema,
  FIELD_REQUIRED,
  HasProductQuerySchema,
  locationParams,
  LocationProductListQuerySchema,
  locationProductParams,
  LocationProductQuerySchema,
  ProductIdsSchema,
  ReplaceSdsPreviewQuerySchema,
  ReplaceSdsSchema,
  CopyMoveResponse,
  DeletedResponse,
  HasProductResponse,
  LocationProductFormsResponse,
  LocationProductListResponse,
  LocationProductPageResponse,
  LocationProductResponse,
  SdsDiffResponse,
  StorageConflictsResponse,
  UpdatedResponse,
  UpdatedSdsResponse,
  type CategoriseBody,
  type LocationProductListQuery,
} from "./schemas";
import {
  addProducts,
  changePlacements,
  copyMoveProducts,
  type ActionFailure,
  type PlacementChange,
} from "./actions";
import { applyReplacement, previewReplacement, updatedSheets } from "./replace-sds";
import { requirePermissions } from "../http/permissions";

/**
 * The products kept at locations (/location/v2|v3/*): the lists
 * of a location and of the company, one placement, has-product, the TRGS 510
 * check, the location's product summary, the product actions (add, copy,
 * move, delete, categorise, archive, unarchive) and newer safety data sheets
 * (updatedsds, replace-sds). Reads need a signed-in user; every change needs
 * add_product (else 403). Another company's location, product or sheet
 * answers 404, exactly like a missing one, and nothing changes.
 */

export const LOCATION_ARCHIVED_MESSAGE = "The location is archived.";
export const SDS_ALREADY_APPLIED_MESSAGE = "This safety data sheet has already been applied.";
export const SDS_IS_CURRENT_MESSAGE = "This safety data sheet is already the current one.";
export const NO_CURRENT_SDS_MESSAGE =
  "The product has no current safety data sheet in this language and market to compare with.";
const errorContent = { "application/json": { schema: ApiErrorSchema } };
const conflict = (description: string) => ({ 409: { description, content: errorContent } }) as const;

const mutation = requirePermissions({ all: ["add_product"] });

// ---------------------------------------------------------------- routes

const TAGS = ["Locations"];

const listAtLocationRoute = createRoute({
  method: "get",
  path: "/location/v3/{id}/products",
  tags: TAGS,
  operationId: "listLocationProducts",
  summary: "The products at a location and below it",
  description:
    "One row per product and location, for the location and (unless subtree=0) every location below it. " +
    "Archived rows, and rows at archived locations below it, only with include_archived. Each row shows the " +
    "SDS in the request language (else English, else any) and the storage class that counts there. " +
    `page × limit must be at most ${PRODUCT_LIST_WINDOW} (else 422). 404 when the location is not the ` +
    "caller's company's.",
  request: { params: locationParams, query: LocationProductListQuerySchema },
  responses: {
    200: {
      description: "A page of the location's products.",
      content: { "application/json": { schema: LocationProductPageResponse } },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const listCompanyRoute = createRoute({
  method: "get",
  path: "/location/v2/products",
  tags: TAGS,
  operationId: "listCompanyLocationProducts",
  summary: "The company's products at locations, per location or per product",
  description:
    "unique=0 (default): LocationProduct rows of every location of the company (or of location_id and, " +
    "unless subtree=0, its subtree). unique=1: one UniqueProduct per product over the same rows, with how " +
    "many rows hold it and its amounts summed per unit over the non-archived rows; sort location puts the " +
    "products held at most locations first, amount the largest per-unit total first. Archived rows (and rows " +
    "at archived locations) only with include_archived. " +
    `page × limit must be at most ${PRODUCT_LIST_WINDOW} (else 422).`,
  request: { query: CompanyProductListQuerySchema },
  responses: {
    200: {
      description: "A page of rows.",
      content: { "application/json": { schema: LocationProductListResponse } },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const oneRoute = createRoute({
  method: "get",
  path: "/location/v3/{id}/products/{prodId}",
  tags: TAGS,
  operationId: "getLocationProduct",
  summary: "One product at a location",
  description:
    "The product's row at the location (archived too), with the SDS in `language` first. 404 when the " +
    "location is not the company's or the product is not at it.",
  request: { params: locationProductParams, query: LocationProductQuerySchema },
  responses: {
    200: {
      description: "The product at the location.",
      content: { "application/json": { schema: LocationProductResponse } },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const hasProductRoute = createRoute({
  method: "get",
  path: "/location/v3/{id}/has-product",
  tags: TAGS,
  operationId: "locationHasProduct",
  summary: "Whether the product of an SDS is at a location",
  description:
    "product_exists: the product of the sheet sds_key is at the location (archived or not). 404 when the " +
    "location or the sheet is not the caller's company's.",
  request: { params: locationParams, query: HasProductQuerySchema },
  responses: {
    200: {
      description: "Whether it is there.",
      content: { "application/json": { schema: HasProductResponse } },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const conflictsRoute = createRoute({
  method: "get",
  path: "/location/v3/{id}/storage-conflicts",
  tags: TAGS,
  operationId: "getStorageConflicts",
  summary: "Products at a location that must not be stored together (TRGS 510)",
  description:
    "Checks every pair of the non-archived products directly at the location (not below it) against the " +
    "TRGS 510 co-storage table, each with the location's category or else its SDS's storage class. `data`: " +
    "the incompatible pairs (restricted cells with their note); `missing`: products without a storage class.",
  request: { params: locationParams },
  responses: {
    200: {
      description: "The conflicts.",
      content: { "application/json": { schema: StorageConflictsResponse } },
    },
    ...errorResponses({ notFound: true }),
  },
});

const formsRoute = createRoute({
  method: "get",
  path: "/location/v2/forms/{id}",
  tags: TAGS,
  operationId: "getLocationProductForms",
  summary: "The product summary of a location page",
  description:
    "What the location page needs about its products, all counted directly at the location: the location with its path, the non-archived and " +
    "archived products there, how many incompatible pairs they form (TRGS 510, as storage-conflicts) and " +
    "whether the caller may change them (add_product).",
  request: { params: locationParams },
  responses: {
    200: {
      description: "The summary.",
      content: { "application/json": { schema: LocationProductFormsResponse } },
    },
    ...errorResponses({ notFound: true }),
  },
});

const addRoute = createRoute({
  method: "post",
  path: "/location/v2/{id}/products",
  tags: TAGS,
  operationId: "addLocationProducts",
  summary: "Add products to a location",
  description:
    "Needs add_product (else 403). Adds each product with its amount and unit; a product already at the " +
    "location is left as it is and listed in `skipped`. An id that is not one of the company's products " +
    `answers 404; an archived location 409 ("${LOCATION_ARCHIVED_MESSAGE}"); an invalid entry 422 ` +
    `(e.g. products.2.unit: "${FIELD_REQUIRED}"). Nothing is saved unless everything passes.`,
  middleware: [mutation] as const,
  request: { params: locationParams, body: jsonBody(AddProductsSchema) },
  responses: {
    200: {
      description: "What was added and skipped.",
      content: { "application/json": { schema: AddProductsResponse } },
    },
    ...conflict("The location is archived."),
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const copyMoveRoute = createRoute({
  method: "post",
  path: "/location/v2/copymoveproductstolocations",
  tags: TAGS,
  operationId: "copyMoveLocationProducts",
  summary: "Copy or move products to other locations",
  description:
    "Needs add_product (else 403). Every product must be at from_location_id and every target must be a " +
    `location of the company (else 404) that is not archived (else 409 "${LOCATION_ARCHIVED_MESSAGE}"). ` +
    "copy: each product is added at each target that does not hold it yet, with the source's amount and " +
    "unit (not archived, without the source location's category); `skipped` counts the pairs already there. " +
    "move (exactly one target): the source row moves with its amount, unit, archived flag and category; " +
    "when the target holds the product already, its row is kept and the source row deleted (`skipped`). " +
    "One transaction: nothing changes unless everything passes.",
  middleware: [mutation] as const,
  request: { body: jsonBody(CopyMoveSchema) },
  responses: {
    200: {
      description: "How many rows were copied or moved, and skipped.",
      content: { "application/json": { schema: CopyMoveResponse } },
    },
    ...conflict("A target location is archived."),
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const changeRoute = (action: "delete" | "archive" | "unarchive" | "categorise") => {
  const descriptions = {
    delete: "Removes the products from the location (deleting their rows there; the products stay).",
    archive: "Archives the products at the location; `updated` counts the rows that were not archived yet.",
    unarchive: "Restores archived products at the location; `updated` counts the rows that were archived.",
    categorise:
      "Sets the location's own incompatibility category (a TRGS 510 storage class) of the products there, " +
      "which then counts instead of the SDS's class; null goes back to the SDS's class. `updated` counts " +
      "the rows whose category changed.",
  } as const;
  const archivedRule =
    action === "unarchive" || action === "categorise"
      ? `An archived location answers 409 ("${LOCATION_ARCHIVED_MESSAGE}").`
      : "Allowed at an archived location too (clearing it up).";
  return createRoute({
    method: "post",
    path: `/location/v2/{id}/products/${action}`,
    tags: TAGS,
    operationId: `${action}LocationProducts`,
    summary: `${action[0]?.toUpperCase()}${action.slice(1)} products at a location`,
    description:
      `Needs add_product (else 403). ${descriptions[action]} Every product must be at the location (else ` +
      `404, nothing changed). ${archivedRule}`,
    middleware: [mutation] as const,
    request: {
      params: locationParams,
      body: jsonBody(action === "categorise" ? CategoriseSchema : ProductIdsSchema),
    },
    responses: {
      200: {
        description: action === "delete" ? "How many rows were deleted." : "How many rows changed.",
        content: { "application/json": { schema: action === "delete" ? DeletedResponse : UpdatedResponse } },
      },
      ...(action === "unarchive" || action === "categorise" ? conflict("The location is archived.") : {}),
      ...errorResponses({ validation: true, notFound: true }),
    },
  });
};

const updatedSdsRoute = createRoute({
  method: "get",
  path: "/location/v2/updatedsds",
  tags: TAGS,
  operationId: "listUpdatedSds",
  summary: "Newer safety data sheets waiting to be applied",
  description:
    "Every pending sheet of the company, with the current sheet of the same product, language and market " +
    "it would replace (null when there is none) and how many locations hold the product; by product name.",
  responses: {
    200: {
      description: "The pending sheets.",
      content: { "application/json": { schema: UpdatedSdsResponse } },
    },
    ...errorResponses(),
  },
});

const previewRoute = createRoute({
  method: "get",
  path: "/location/v2/replace-sds/preview",
  tags: TAGS,
  operationId: "previewReplaceSds",
  summary: "What applying a newer safety data sheet would change",
  description:
    "Compares sheet sds_key of product prodid (pending, or any other sheet that is not the current one) with " +
    "the current sheet of the same language and market: signal word, storage class, pictograms, H and P " +
    "statements (texts in the request language), substances matched by CAS number (else name), and the " +
    "locations holding the product. 404 when the product or the sheet is not the company's or there is no " +
    `current sheet to compare with; 422 when sds_key is the current sheet ("${SDS_IS_CURRENT_MESSAGE}").`,
  request: { query: ReplaceSdsPreviewQuerySchema },
  responses: {
    200: { description: "The difference.", content: { "application/json": { schema: SdsDiffResponse } } },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const applyRoute = createRoute({
  method: "post",
  path: "/location/v2/replace-sds",
  tags: TAGS,
  operationId: "replaceSds",
  summary: "Apply a newer safety data sheet",
  description:
    "Needs add_product (else 403). In one transaction the pending sheet sds_key of product_id becomes the " +
    "current sheet of its language and market, and the sheet it replaces becomes an older version " +
    "(superseded). Locations hold products, not sheets: every location holding the product shows the new " +
    "sheet at once, and the categories set at locations stay. Answers the difference as preview does. 404 " +
    "when the product or the sheet is not the company's; 409 when the sheet is not pending (any more): " +
    `"${SDS_ALREADY_APPLIED_MESSAGE}". When there is no current sheet in that language and market, the new ` +
    "sheet simply becomes current and the difference lists everything on it as added.",
  middleware: [mutation] as const,
  request: { body: jsonBody(ReplaceSdsSchema) },
  responses: {
    200: { description: "What changed.", content: { "application/json": { schema: SdsDiffResponse } } },
    ...conflict("The sheet has already been applied."),
    ...errorResponses({ validation: true, notFound: true }),
  },
});

// ---------------------------------------------------------------- handlers

/** The caller in their scope (docs/decisions/038-top-nodes.md). */
const viewer = (c: Context<ApiEnv>) => viewerOf(c.get("user"), c.get("company"));

function failed(reason: ActionFailure): never {
  if (reason === "archived") throw new ApiError(409, { message: LOCATION_ARCHIVED_MESSAGE });
  throw notFound();
}

function listOptions(
  query: LocationProductListQuery,
  locationId: number | null,
  languageId: number,
): ProductListOptions {
  return {
    locationId,
    subtree: flagValue(query.subtree, true),
    includeArchived: flagValue(query.include_archived),
    search: query.search || undefined,
    page: query.page ?? 1,
    limit: query.limit ?? PRODUCT_PAGE_SIZE,
    sort: query.sort ?? "name",
    languageId,
  };
}

export function registerLocationProductRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(listAtLocationRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    const page = await listLocationProducts(
      db,
      viewer(c),
      listOptions(c.req.valid("query"), id, c.get("language")),
    );
    if (!page) throw notFound();
    return c.json(page, 200);
  });

  api.openapi(listCompanyRoute, async (c) => {
    const query = c.req.valid("query");
    const options = listOptions(query, query.location_id ?? null, c.get("language"));
    const page = flagValue(query.unique)
      ? await listUniqueProducts(db, viewer(c), options)
      : await listLocationProducts(db, viewer(c), options);
    if (!page) throw notFound();
    return c.json(page, 200);
  });

  api.openapi(oneRoute, async (c) => {
    const params = c.req.valid("param");
    const id = pathId(params.id);
    const productId = pathId(params.prodId);
    const language = c.req.valid("query").language ?? c.get("language");
    const row = await locationProduct(db, viewer(c), id, productId, language);
    if (!row) throw notFound();
    return c.json({ data: row }, 200);
  });

  api.openapi(hasProductRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    const found = await locationHasProductOfSds(db, viewer(c), id, c.req.valid("query").sds_key);
    if (found === undefined) throw notFound();
    return c.json({ data: { product_exists: found } }, 200);
  });

  api.openapi(conflictsRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    const result = await storageConflicts(db, viewer(c), id, c.get("language"));
    if (!result) throw notFound();
    return c.json(result, 200);
  });

  api.openapi(formsRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    const forms = await locationProductForms(db, viewer(c), id, {
      mayEdit: c.get("user").permissions.add_product === true,
      languageId: c.get("language"),
    });
    if (!forms) throw notFound();
    return c.json({ data: forms }, 200);
  });

  api.openapi(addRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    const result = await addProducts(db, viewer(c), id, c.req.valid("json").products);
    if (!result.ok) failed(result.reason);
    return c.json({ data: result.value }, 200);
  });

  api.openapi(copyMoveRoute, async (c) => {
    const body = c.req.valid("json");
    const result = await copyMoveProducts(db, viewer(c), body);
    if (!result.ok) failed(result.reason);
    const { done, skipped } = result.value;
    return c.json(
      { data: body.action === "copy" ? { copied: done, skipped } : { moved: done, skipped } },
      200,
    );
  });

  api.openapi(changeRoute("delete"), async (c) => {
    const id = pathId(c.req.valid("param").id);
    const result = await changePlacements(db, viewer(c), id, c.req.valid("json").products, {
      kind: "delete",
    });
    if (!result.ok) failed(result.reason);
    return c.json({ data: { deleted: result.value } }, 200);
  });

  for (const kind of ["archive", "unarchive"] as const) {
    api.openapi(changeRoute(kind), async (c) => {
      const id = pathId(c.req.valid("param").id);
      const result = await changePlacements(db, viewer(c), id, c.req.valid("json").products, { kind });
      if (!result.ok) failed(result.reason);
      return c.json({ data: { updated: result.value } }, 200);
    });
  }

  api.openapi(changeRoute("categorise"), async (c) => {
    const id = pathId(c.req.valid("param").id);
    const body = c.req.valid("json") as CategoriseBody;
    const change: PlacementChange = { kind: "categorise", category: body.incompatibility_category_id };
    const result = await changePlacements(db, viewer(c), id, body.products, change);
    if (!result.ok) failed(result.reason);
    return c.json({ data: { updated: result.value } }, 200);
  });

  api.openapi(updatedSdsRoute, async (c) => c.json({ data: await updatedSheets(db, viewer(c)) }, 200));

  api.openapi(previewRoute, async (c) => {
    const { prodid, sds_key } = c.req.valid("query");
    const result = await previewReplacement(db, viewer(c), prodid, sds_key, c.get("language"));
    if (result.ok) return c.json({ data: result.diff }, 200);
    switch (result.reason) {
      case "not_found":
        throw notFound();
      case "no_current":
        throw new ApiError(404, { message: NO_CURRENT_SDS_MESSAGE });
      case "current":
        throw validationFailed({ sds_key: [SDS_IS_CURRENT_MESSAGE] });
    }
  });

  api.openapi(applyRoute, async (c) => {
    const { product_id, sds_key } = c.req.valid("json");
    const result = await applyReplacement(db, viewer(c), product_id, sds_key, c.get("language"));
    if (result.ok) return c.json({ data: result.diff }, 200);
    if (result.reason === "applied") throw new ApiError(409, { message: SDS_ALREADY_APPLIED_MESSAGE });
    throw notFound();
  });
}
