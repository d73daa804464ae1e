import { createRoute } from "@hono/zod-openapi";
import { AMOUNT_UNITS, PRODUCT_ACTIONS } from "../../core/products";
import { hasAll } from "../../core/permissions";
import type { Context } from "hono";
import type { ApiApp, ApiDeps, ApiEnv } from "../env";
import { viewerOf } from "../locations/tree";
import { errorResponses, notFound } from "../http/errors";
import { jsonBody, pathId } from "../http/params";
import {
  AMOUNT_ITEMS_MAX,
  AMOUNT_MAX,
  AmountsUpdatedResponse,
  AmountUpdateSchema,
  FIELD_REQUIRED,
  ProductActionsResponse,
  ProductBasicsResponse,
  ProductDetailQuerySchema,
  ProductDetailResponse,
  ProductLocationsQuerySchema,
  ProductLocationsResponse,
  productParams,
  ProductSdsListQuerySchema,
  ProductUpdateSchema,
  ScalesResponse,
  SdsFileSchema,
  SdsInfoResponse,
  SdsKeyQuerySchema,
  SdsListResponse,
} from "./schemas";
import {
  AMOUNT_UNIT_NAMES,
  findProduct,
  findSds,
  incompatibilityCategories,
  productDetail,
  productLocations,
  productSdsList,
  sdsInfo,
  sdsPdfInput,
  summaryOf,
  updateAmounts,
  updateProduct,
} from "./products";
import { renderSdsPdf } from "./sds-pdf";
import { inlineDisposition, sdsFileName } from "./sds-download";
import { requirePermissions } from "../http/permissions";
import { getStorage } from "../storage";

/**
 * /product/v1/*: units, one SDS (info and PDF), a product's sheets and
 * locations, the product page, editing a product and amounts, and the
 * caller's product actions. The SDS upload is in ./sds-upload-routes.ts.
 */

const scalesRoute = createRoute({
  method: "get",
  path: "/product/v1/getAllScales",
  tags: ["Product"],
  operationId: "listAmountUnits",
  summary: "The amount units",
  description: "The units an amount can have, with English names (the app shows the texts `unit.<id>`).",
  responses: {
    200: { description: "The units.", content: { "application/json": { schema: ScalesResponse } } },
    ...errorResponses(),
  },
});

const sdsInfoRoute = createRoute({
  method: "get",
  path: "/product/v1/sds-info",
  tags: ["Product"],
  operationId: "getSdsInfo",
  summary: "One safety data sheet with its statements and substances",
  description:
    "Any sheet of the company's (current, pending or older). The statement texts are in the request " +
    "language (English where it has none). 404 when the key is not one of the company's sheets.",
  request: { query: SdsKeyQuerySchema },
  responses: {
    200: { description: "The sheet.", content: { "application/json": { schema: SdsInfoResponse } } },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const sdsFileRoute = createRoute({
  method: "get",
  path: "/product/v1/sds-file",
  tags: ["Product"],
  operationId: "getSdsFile",
  summary: "The PDF of a safety data sheet",
  description:
    "The uploaded PDF when the sheet has one, else a PDF generated from the record (statement texts in " +
    "the sheet's own language). Shown inline, named `<name>-<language>-<market>-v<version>.pdf`. 404 when " +
    "the key is not one of the company's sheets.",
  request: { query: SdsKeyQuerySchema },
  responses: {
    200: {
      description: "The PDF.",
      content: { "application/pdf": { schema: SdsFileSchema } },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const locationsRoute = createRoute({
  method: "get",
  path: "/product/v1/get-locations",
  tags: ["Product"],
  operationId: "getProductLocations",
  summary: "Where a product is kept",
  description:
    "Every location row of the product (archived ones last), with the location's path. storage_class is " +
    "the row's own category, else the storage class of sdskey's sheet (when given), else of the current " +
    "English sheet. 404 when the product is not the company's, or sdskey is not one of its sheets.",
  request: { query: ProductLocationsQuerySchema },
  responses: {
    200: {
      description: "The locations.",
      content: { "application/json": { schema: ProductLocationsResponse } },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const sdsListRoute = createRoute({
  method: "get",
  path: "/product/v1/products",
  tags: ["Product"],
  operationId: "listProductSds",
  summary: "Every safety data sheet of a product",
  description:
    "All languages and markets, current, pending and older versions, newest issue first. 404 when the " +
    "product is not the company's.",
  request: { query: ProductSdsListQuerySchema },
  responses: {
    200: { description: "The sheets.", content: { "application/json": { schema: SdsListResponse } } },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const actionsRoute = createRoute({
  method: "get",
  path: "/product/v1/actions",
  tags: ["Product"],
  operationId: "listProductActions",
  summary: "The product actions and whether the caller may perform them",
  description: "Every action needs the permission add_product.",
  responses: {
    200: { description: "The actions.", content: { "application/json": { schema: ProductActionsResponse } } },
    ...errorResponses(),
  },
});

const amountsRoute = createRoute({
  method: "post",
  path: "/product/v1/updateProductAmount",
  tags: ["Product"],
  operationId: "updateProductAmounts",
  summary: "Set the amounts of products at locations",
  description:
    `Needs add_product (else 403). 1–${AMOUNT_ITEMS_MAX} items, all in one transaction. The amount is 0–` +
    `${AMOUNT_MAX} or null; the unit (${AMOUNT_UNITS.join(", ")}) is required when the amount is neither ` +
    `null nor 0 (else 422, errors["items.N.unit"]: "${FIELD_REQUIRED}"). When a location_product_id is not ` +
    "one of the company's, nothing changes and the answer is 404.",
  middleware: [requirePermissions({ all: ["add_product"] })] as const,
  request: { body: jsonBody(AmountUpdateSchema) },
  responses: {
    200: {
      description: "How many rows were updated.",
      content: { "application/json": { schema: AmountsUpdatedResponse } },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const detailRoute = createRoute({
  method: "get",
  path: "/product/v1/{id}",
  tags: ["Product"],
  operationId: "getProduct",
  summary: "A product with its safety data sheet, locations and the storage classes",
  description:
    "The sheet shown is the current one in the asked language and market, else in the asked language " +
    "(any market), else in the caller's language, else English, else any. Its signal word, pictograms, " +
    "statements (texts in the caller's language), substances and storage class are the product's. " +
    "location_summary: where the product is kept; categories: the TRGS 510 storage classes. 404 when the " +
    "product is not the company's.",
  request: { params: productParams, query: ProductDetailQuerySchema },
  responses: {
    200: {
      description: "The product.",
      content: { "application/json": { schema: ProductDetailResponse } },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

const updateRoute = createRoute({
  method: "put",
  path: "/product/v1/{id}",
  tags: ["Product"],
  operationId: "updateProduct",
  summary: "Change a product's name, supplier or article number",
  description:
    "Needs add_product (else 403). Changes the product only (not its sheets). 404 when the product is " +
    "not the company's.",
  middleware: [requirePermissions({ all: ["add_product"] })] as const,
  request: { params: productParams, body: jsonBody(ProductUpdateSchema) },
  responses: {
    200: {
      description: "The product.",
      content: { "application/json": { schema: ProductBasicsResponse } },
    },
    ...errorResponses({ validation: true, notFound: true }),
  },
});

/** The caller, in their scope (docs/decisions/038-top-nodes.md). */
const viewer = (c: Context<ApiEnv>) => viewerOf(c.get("user"), c.get("company"));

export function registerProductRoutes(api: ApiApp, { db }: ApiDeps): void {
  api.openapi(scalesRoute, (c) =>
    c.json({ data: AMOUNT_UNITS.map((id) => ({ id, name: AMOUNT_UNIT_NAMES[id] })) }, 200),
  );

  api.openapi(sdsInfoRoute, async (c) => {
    const row = await findSds(db, viewer(c), c.req.valid("query").sds_key);
    if (!row) throw notFound();
    return c.json({ data: sdsInfo(row, c.get("language")) }, 200);
  });

  api.openapi(sdsFileRoute, async (c) => {
    const row = await findSds(db, viewer(c), c.req.valid("query").sds_key);
    if (!row) throw notFound();
    let bytes: Uint8Array | undefined;
    if (row.sds_file_key) {
      const stored = await getStorage().get(row.sds_file_key);
      if (stored) bytes = stored.body;
      else console.warn(`SDS ${row.sds_key}: the file ${row.sds_file_key} is missing; generating the PDF.`);
    }
    bytes ??= await renderSdsPdf(sdsPdfInput(row));
    const info = summaryOf(row);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": inlineDisposition(sdsFileName(info)),
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
    });
  });

  api.openapi(locationsRoute, async (c) => {
    const { prodid, sdskey } = c.req.valid("query");
    const scope = viewer(c);
    if (!(await findProduct(db, scope, prodid))) throw notFound();
    let sdsId: number | undefined;
    if (sdskey !== undefined) {
      const sds = await findSds(db, scope, sdskey);
      if (!sds || sds.sds_product_id !== prodid) throw notFound();
      sdsId = sds.sds_id ?? undefined;
    }
    return c.json({ data: await productLocations(db, scope, prodid, sdsId) }, 200);
  });

  api.openapi(sdsListRoute, async (c) => {
    const data = await productSdsList(db, viewer(c), c.req.valid("query").prodid);
    if (!data) throw notFound();
    return c.json({ data }, 200);
  });

  api.openapi(actionsRoute, (c) => {
    const allowed = hasAll(c.get("user").permissions, ["add_product"]);
    return c.json({ data: PRODUCT_ACTIONS.map((action) => ({ action, allowed })) }, 200);
  });

  api.openapi(amountsRoute, async (c) => {
    const result = await updateAmounts(db, viewer(c), c.req.valid("json").items);
    if (!result.ok) throw notFound();
    return c.json({ data: { updated: result.updated } }, 200);
  });

  // After the fixed paths above, which /{id} would otherwise take.
  api.openapi(detailRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    const { language, market } = c.req.valid("query");
    const result = await productDetail(db, viewer(c), id, {
      language,
      market,
      callerLanguage: c.get("language"),
    });
    if (!result) throw notFound();
    return c.json(
      { data: result.detail, location_summary: result.locations, categories: incompatibilityCategories() },
      200,
    );
  });

  api.openapi(updateRoute, async (c) => {
    const id = pathId(c.req.valid("param").id);
    const product = await updateProduct(db, viewer(c), id, c.req.valid("json"));
    if (!product) throw notFound();
    return c.json({ data: product }, 200);
  });
}
