import { z } from "@hono/zod-openapi";
import { CLASSIFICATIONS, CODE_SOURCES, READ_OUTCOMES } from "./sds-facts";
import { cleanName } from "../../core/text";
import {
  AMOUNT_UNITS,
  GLOBAL_SEARCH_DEFAULT_LIMIT,
  GLOBAL_SEARCH_MAX_LIMIT,
  PRODUCT_ACTIONS,
  PRODUCT_LIST_SORTS,
  PRODUCT_LIST_WINDOW,
  PRODUCT_PAGE_MAX,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SEARCH_MAX_LENGTH,
  SDS_KEY_PATTERN,
  SEARCH_FACETS,
  SEARCH_PAGE_MAX,
  SEARCH_TEXT_MAX,
  SIGNAL_WORDS,
  STOCK_KINDS,
  type SearchFacet,
} from "../../core/products";
import { MAX_ID } from "../../core/ids";
import { isLanguageId } from "../../core/languages";
import { MAX_PDF_BYTES } from "../../core/pdf-check";
import { STORAGE_CLASS_IDS } from "../../core/storage-classes";
import { envelope } from "../http/envelope";
import { multipartBody } from "../http/multipart";
import { controlCharacterMessage, hasNoControlCharacter, idParam, searchText } from "../http/params";

/**
 * Every wire shape of the products API (/product/*, /search/*, the products
 * at locations under /location/v2|v3/*), declared once with their OpenAPI
 * descriptions: the answers, the request bodies, and (at the end) the path
 * parameters, queries and the upload form. The TypeScript types are inferred
 * from them (`z.infer`), and the app imports those types from here.
 */

// ---------------------------------------------------------------------------------------------
// Sheets and products
// ---------------------------------------------------------------------------------------------

export const SdsSummarySchema = z
  .object({
    id: z.number().int(),
    key: z.string().openapi({ description: "The public SDS key (sds_key).", example: "SDS-7KQ2M9XH0A" }),
    label: z
      .string()
      .openapi({ description: "The product name as printed on the sheet.", example: "Acetone" }),
    sdsname: z.string().openapi({ description: "Same as label (the name older clients read)." }),
    company: z.string().openapi({ description: "The supplier's name.", example: "Merck" }),
    company_id: z.number().int().openapi({ description: "The owning company." }),
    product_id: z.number().int(),
    article_no: z.string().nullable(),
    area_of_use: z.string().nullable(),
    cas_no: z.string().nullable().openapi({ example: "67-64-1" }),
    un_no: z.string().nullable().openapi({ example: "1090" }),
    language: z.number().int().openapi({ description: "Language id.", example: 4 }),
    language_code: z.string().openapi({ example: "en" }),
    market: z.number().int().openapi({ description: "Market country id.", example: 4 }),
    market_code: z.string().openapi({ example: "GB" }),
    version: z.string().openapi({ example: "1.0" }),
    date_issue: z.string().openapi({ description: "ISO date.", example: "2024-03-14" }),
    msds_type: z.number().int(),
    msds_type_descr: z.string(),
    protection_sheet: z.boolean(),
    signal_word: z.enum(SIGNAL_WORDS).nullable(),
    pictograms: z.array(z.string()).openapi({ example: ["GHS02", "GHS07"] }),
    hazard_statements: z.array(z.string()).openapi({ example: ["H225", "H319"] }),
    storage_class: z.string().nullable().openapi({ description: "TRGS 510 storage class.", example: "3" }),
    stock_kind: z.enum(STOCK_KINDS),
    superseded: z.boolean().openapi({ description: "A newer SDS replaced this one." }),
    pending: z.boolean().openapi({ description: "A newer sheet received but not yet applied." }),
    sds_url_pdf: z.string().openapi({ example: "/sds/SDS-7KQ2M9XH0A/pdf" }),
    sds_url_html: z.string().openapi({ example: "/sds/SDS-7KQ2M9XH0A" }),
  })
  .openapi("SdsSummary", { description: "A safety data sheet." });

export const StatementSchema = z
  .object({
    code: z.string().openapi({ example: "H225" }),
    text: z.string().openapi({ example: "Highly flammable liquid and vapour." }),
    language: z
      .string()
      .openapi({ description: "The two-letter code of the text's language.", example: "en" }),
  })
  .openapi("Statement", { description: "A hazard or precautionary statement with its text." });

export const SubstanceSchema = z
  .object({
    name: z.string(),
    cas: z.string().nullable(),
    ec: z.string().nullable(),
    concentration_min: z.number().nullable().openapi({ description: "Percent (w/w)." }),
    concentration_max: z.number().nullable().openapi({ description: "Percent (w/w)." }),
  })
  .openapi("Substance", { description: "A substance of section 3." });

export const ProductLocationSummarySchema = z
  .object({
    location_product_id: z.number().int(),
    location_id: z.number().int(),
    location_name: z.string(),
    location_path: z.string().openapi({ example: "Oslo plant › Building A › Laboratory 1" }),
    amount: z.number().nullable(),
    unit: z.enum(AMOUNT_UNITS).nullable(),
    archived: z.boolean(),
    storage_class: z.string().nullable().openapi({
      description: "The class that counts: the location's category, else the SDS's storage class.",
    }),
    incompatibility_category_id: z.string().nullable(),
  })
  .openapi("ProductLocationSummary", { description: "Where a product is kept." });

export const IncompatibilityCategorySchema = z
  .object({
    id: z.string().openapi({ example: "3" }),
    name: z.string().openapi({ example: "Flammable liquids" }),
  })
  .openapi("IncompatibilityCategory", { description: "A TRGS 510 storage class with its English name." });

export const ProductDetailSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    supplier: z.string(),
    article_no: z.string().nullable(),
    stock_kind: z.enum(STOCK_KINDS),
    sds: SdsSummarySchema.nullable(),
    versions: z.array(SdsSummarySchema),
    available: z.array(
      z.object({
        language: z.number().int(),
        language_code: z.string(),
        market: z.number().int(),
        market_code: z.string(),
      }),
    ),
    signal_word: z.enum(SIGNAL_WORDS).nullable(),
    pictograms: z.array(z.string()),
    hazard_statements: z.array(StatementSchema),
    precautionary_statements: z.array(StatementSchema),
    substances: z.array(SubstanceSchema),
    storage_class: z.string().nullable(),
    statements_notice: z.string(),
  })
  .openapi("ProductDetail", {
    description: "A product with the SDS shown for the asked language and market.",
  });

export const ProductBasicsSchema = z
  .object({ id: z.number().int(), name: z.string(), supplier: z.string(), article_no: z.string().nullable() })
  .openapi("ProductBasics", { description: "A product's name, supplier and article number." });
export type ProductBasics = z.infer<typeof ProductBasicsSchema>;

export const SdsSectionSchema = z
  .object({
    number: z.number().int().openapi({ description: "1–16.", example: 2 }),
    title: z.string().openapi({ example: "Hazards identification" }),
    paragraphs: z.array(z.string()).openapi({
      description:
        'Plain text, one entry per paragraph, none empty. A paragraph ending with ":" introduces the ones after it.',
    }),
  })
  .openapi("SdsSection", { description: "A section of a safety data sheet (REACH Annex II)." });

export const SdsInfoSchema = z
  .object({
    sds: SdsSummarySchema,
    hazard_statements: z.array(StatementSchema),
    precautionary_statements: z.array(StatementSchema),
    substances: z.array(SubstanceSchema),
    physical: z.record(z.string(), z.unknown()).nullable().openapi({ description: "Section 9 facts." }),
    storage_class: z.string().nullable(),
    has_file: z.boolean().openapi({ description: "An uploaded PDF (else the PDF is generated)." }),
    file_name: z.string().nullable(),
    sheet: z
      .object({
        sections: z.array(SdsSectionSchema),
        hazard_statements: z.array(StatementSchema),
        precautionary_statements: z.array(StatementSchema),
      })
      .openapi({
        description:
          "The sheet as written: its 16 sections (the text of its generated PDF) and its statements, in " +
          "the sheet's own language (English where the statement texts have none).",
      }),
  })
  .openapi("SdsInfo", {
    description:
      "One SDS with its statements (in the request language) and substances, and the sheet as written.",
  });
export type SdsInfo = z.infer<typeof SdsInfoSchema>;

export const ProductActionSchema = z
  .object({ action: z.enum(PRODUCT_ACTIONS), allowed: z.boolean() })
  .openapi("ProductActionPermission", { description: "Whether the caller may perform the action." });

export const PRODUCT_NAME_MAX = 200;
export const SUPPLIER_MAX = 200;
export const ARTICLE_NO_MAX = 100;

const nameField = z
  .string({ error: "The name must be text." })
  .overwrite(cleanName)
  .min(1, { error: "The name is required." })
  .max(PRODUCT_NAME_MAX, { error: `The name must be at most ${PRODUCT_NAME_MAX} characters.` })
  .openapi({ description: `Trimmed, control characters removed; 1–${PRODUCT_NAME_MAX} characters.` });

export const ProductUpdateSchema = z
  .strictObject({
    name: nameField.openapi({ example: "Acetone" }),
    supplier: z
      .string({ error: "The supplier must be text." })
      .overwrite(cleanName)
      .max(SUPPLIER_MAX, { error: `The supplier must be at most ${SUPPLIER_MAX} characters.` })
      .optional()
      .openapi({ description: `0–${SUPPLIER_MAX} characters; unchanged when left out.`, example: "Merck" }),
    article_no: z
      .string({ error: "The article number must be text." })
      .overwrite(cleanName)
      .max(ARTICLE_NO_MAX, { error: `The article number must be at most ${ARTICLE_NO_MAX} characters.` })
      .nullable()
      .optional()
      .openapi({
        description: `0–${ARTICLE_NO_MAX} characters; empty or null clears it; unchanged when left out.`,
        example: "100014",
      }),
  })
  .openapi("ProductUpdate", { description: "A product's name, supplier and article number." });
export type ProductUpdate = z.output<typeof ProductUpdateSchema>;

/** The largest amount numeric(14, 3) holds. */
export const AMOUNT_MAX = 99_999_999_999;
export const AMOUNT_ITEMS_MAX = 500;
export const FIELD_REQUIRED = "Field is required";

const locationProductIdMessage = { error: "location_product_id must be a location product id." };

export const AmountUpdateSchema = z
  .strictObject({
    items: z
      .array(
        z.strictObject({
          location_product_id: z
            .number(locationProductIdMessage)
            .int(locationProductIdMessage)
            .min(1, locationProductIdMessage)
            .max(MAX_ID, locationProductIdMessage),
          amount: z
            .number({ error: "The amount must be a number." })
            .min(0, { error: "The amount must be at least 0." })
            .max(AMOUNT_MAX, { error: `The amount must be at most ${AMOUNT_MAX}.` })
            .nullable()
            .openapi({ example: 2.5 }),
          unit: z
            .enum(AMOUNT_UNITS, { error: `The unit must be one of ${AMOUNT_UNITS.join(", ")}.` })
            .nullable()
            .optional()
            .openapi({ description: "Required when the amount is neither null nor 0.", example: "L" }),
        }),
        { error: "items must be a list." },
      )
      .min(1, { error: "Give at least one item." })
      .max(AMOUNT_ITEMS_MAX, { error: `Give at most ${AMOUNT_ITEMS_MAX} items.` }),
  })
  .superRefine((body, ctx) => {
    body.items.forEach((item, index) => {
      if (item.amount !== null && item.amount !== 0 && (item.unit === undefined || item.unit === null)) {
        ctx.addIssue({ code: "custom", path: ["items", index, "unit"], message: FIELD_REQUIRED });
      }
    });
  })
  .openapi("ProductAmountUpdate", { description: "New amounts of products at locations." });
export type AmountUpdate = z.output<typeof AmountUpdateSchema>;

export const ScalesResponse = envelope(
  z.array(z.object({ id: z.enum(AMOUNT_UNITS), name: z.string() }).openapi("AmountUnit")),
  "AmountUnitsResponse",
);
export const SdsInfoResponse = envelope(SdsInfoSchema, "SdsInfoResponse");
export const ProductLocationsResponse = envelope(
  z.array(ProductLocationSummarySchema),
  "ProductLocationsResponse",
);
export const SdsListResponse = envelope(z.array(SdsSummarySchema), "SdsListResponse");
export const ProductDetailResponse = z
  .object({
    data: ProductDetailSchema,
    location_summary: z.array(ProductLocationSummarySchema),
    categories: z.array(IncompatibilityCategorySchema),
  })
  .openapi("ProductDetailResponse");
export const ProductBasicsResponse = envelope(ProductBasicsSchema, "ProductBasicsResponse");
export const AmountsUpdatedResponse = envelope(
  z.object({ updated: z.number().int() }),
  "ProductAmountsUpdatedResponse",
);
export const ProductActionsResponse = envelope(z.array(ProductActionSchema), "ProductActionsResponse");
export const SdsUploadResponse = envelope(SdsSummarySchema, "SdsUploadResponse");
export const IncompatibilityCategoriesResponse = envelope(
  z.array(IncompatibilityCategorySchema),
  "IncompatibilityCategoriesResponse",
);

// ---------------------------------------------------------------------------------------------
// Products at locations
// ---------------------------------------------------------------------------------------------

const hazardFields = {
  signal_word: z.enum(SIGNAL_WORDS).nullable(),
  pictograms: z.array(z.string()).openapi({ example: ["GHS02", "GHS07"] }),
  hazard_statements: z.array(z.string()).openapi({ example: ["H225", "H319"] }),
  cas_no: z.string().nullable(),
};

export const LocationProductSchema = z
  .object({
    id: z.number().int().openapi({ description: "The location_products row id." }),
    product_id: z.number().int(),
    location_id: z.number().int(),
    location_name: z.string(),
    location_path: z.string().openapi({ example: "Oslo plant › Building A › Laboratory 1" }),
    name: z.string(),
    supplier: z.string(),
    article_no: z.string().nullable(),
    amount: z.number().nullable(),
    unit: z.enum(AMOUNT_UNITS).nullable(),
    archived: z.boolean(),
    incompatibility_category_id: z
      .string()
      .nullable()
      .openapi({ description: "The location's own category, set by categorise." }),
    storage_class: z.string().nullable().openapi({
      description: "The class that counts: the location's category, else the SDS's storage class.",
    }),
    stock_kind: z.enum(STOCK_KINDS),
    sds: SdsSummarySchema.nullable().openapi({
      description: "The SDS shown: the caller's language first, then English, then any.",
    }),
    ...hazardFields,
  })
  .openapi("LocationProduct", { description: "A product at a location." });

export const UniqueProductSchema = z
  .object({
    product_id: z.number().int(),
    name: z.string(),
    supplier: z.string(),
    article_no: z.string().nullable(),
    stock_kind: z.enum(STOCK_KINDS),
    sds: SdsSummarySchema.nullable(),
    ...hazardFields,
    storage_class: z.string().nullable(),
    location_count: z.number().int().openapi({ description: "How many of the listed rows hold it." }),
    amounts: z
      .array(z.object({ unit: z.string(), amount: z.number() }))
      .openapi({ description: "Totals per unit over the non-archived rows." }),
  })
  .openapi("UniqueProduct", { description: "A product across the locations that hold it." });

export const PageMetaSchema = z
  .object({ total: z.number().int(), page: z.number().int(), limit: z.number().int() })
  .openapi("PageMeta");

const added = <T extends z.ZodType>(item: T) => z.object({ added: z.array(item), removed: z.array(item) });

const classificationEnum = z.enum(["classified", "not_classified", "none_found"]);

/** A sheet's classification as read from its PDF. */
const SheetAsReadSchema = z.object({
  classification: classificationEnum,
  signal_word: z.enum(SIGNAL_WORDS).nullable(),
  pictograms: z.array(z.string()),
  hazard_statements: z.array(z.string()),
  precautionary_statements: z.array(z.string()),
});

export const SdsReadDiffSchema = z
  .object({
    from: SheetAsReadSchema,
    to: SheetAsReadSchema,
    classification: z.object({ from: classificationEnum, to: classificationEnum, changed: z.boolean() }),
    signal_word: z.object({
      from: z.enum(SIGNAL_WORDS).nullable(),
      to: z.enum(SIGNAL_WORDS).nullable(),
      changed: z.boolean(),
    }),
    pictograms: added(z.string()),
    hazard_statements: added(StatementSchema),
    precautionary_statements: added(StatementSchema),
    same: z.boolean().openapi({ description: "True only when the two readings agree on all of the above." }),
  })
  .openapi("SdsReadDiff", { description: "What changes between the two sheets as read from their PDFs." });

export const SdsDiffSchema = z
  .object({
    from: SdsSummarySchema.openapi({ description: "The current sheet (repeats `to` when there is none)." }),
    to: SdsSummarySchema,
    signal_word: z.object({
      from: z.enum(SIGNAL_WORDS).nullable(),
      to: z.enum(SIGNAL_WORDS).nullable(),
      changed: z.boolean(),
    }),
    storage_class: z.object({ from: z.string().nullable(), to: z.string().nullable(), changed: z.boolean() }),
    pictograms: added(z.string()),
    hazard_statements: added(StatementSchema),
    precautionary_statements: added(StatementSchema),
    substances: z.object({
      added: z.array(SubstanceSchema),
      removed: z.array(SubstanceSchema),
      changed: z.array(z.object({ from: SubstanceSchema, to: SubstanceSchema })),
    }),
    locations: z
      .array(z.object({ id: z.number().int(), name: z.string(), path: z.string() }))
      .openapi({ description: "The locations holding the product: the new sheet applies to all of them." }),
    as_read: SdsReadDiffSchema.nullable().openapi({
      description:
        "The two sheets compared as ChemSafe read their PDFs (the fields above compare the values entered " +
        "with them); null when either sheet has no reading (no PDF, or not read yet).",
    }),
  })
  .openapi("SdsDiff", { description: "What changes from the current sheet to the newer one." });

const conflictSide = z.object({
  product_id: z.number().int(),
  name: z.string(),
  storage_class: z.string().nullable(),
});

export const StorageConflictSchema = z
  .object({
    location_id: z.number().int(),
    a: conflictSide,
    b: conflictSide,
    compatibility: z.enum(["INCOMPATIBLE", "MISSING_INFORMATION"]),
    note: z.number().int().nullable().openapi({
      description: "The TRGS 510 note of a restricted pair (text `storageNote.<n>`); null for a plain “-”.",
    }),
  })
  .openapi("StorageConflict", {
    description: "Two products at a location that must not be stored together.",
  });

export const UpdatedSdsSchema = z
  .object({
    product_id: z.number().int(),
    name: z.string(),
    current: SdsSummarySchema.nullable().openapi({
      description: "The sheet it would replace (same language and market); null when there is none.",
    }),
    pending: SdsSummarySchema,
    locations: z.number().int().openapi({ description: "How many locations hold the product." }),
  })
  .openapi("UpdatedSds", { description: "A newer sheet waiting to be applied." });

export const LocationProductFormsSchema = z
  .object({
    location: z.object({ id: z.number().int(), name: z.string(), path: z.string() }),
    products: z.number().int().openapi({ description: "Non-archived products directly at the location." }),
    archived_products: z
      .number()
      .int()
      .openapi({ description: "Archived products directly at the location." }),
    storage_conflicts: z
      .number()
      .int()
      .openapi({ description: "Incompatible pairs among the non-archived products there (TRGS 510)." }),
    may_edit: z.boolean().openapi({ description: "Whether the caller has add_product." }),
  })
  .openapi("LocationProductForms", { description: "The product summary of a location page." });

// Request bodies of the changes

/** The most products one change may name, and the most target locations of a copy. */
export const PRODUCT_ACTION_MAX = 500;
export const COPY_TARGETS_MAX = 50;

export const locationIdMessage = (name: string) => ({ error: `${name} must be a location id.` });
const locationIdField = (name: string) =>
  z
    .number(locationIdMessage(name))
    .int(locationIdMessage(name))
    .min(1, locationIdMessage(name))
    .max(MAX_ID, locationIdMessage(name));

export const productIdMessage = { error: "Each product must be a product id." };
const productIdField = z
  .number(productIdMessage)
  .int(productIdMessage)
  .min(1, productIdMessage)
  .max(MAX_ID, productIdMessage);

/** A list of ids: 1..max, no id twice (reported on the repeated entry). */
function idList<T extends z.ZodType<number>>(item: T, what: string, max: number) {
  return z
    .array(item, { error: `The ${what} must be a list of ids.` })
    .min(1, { error: `Give at least one of the ${what}.` })
    .max(max, { error: `Give at most ${max} ${what}.` })
    .superRefine((ids, ctx) => {
      const seen = new Set<number>();
      ids.forEach((id, index) => {
        if (seen.has(id))
          ctx.addIssue({ code: "custom", path: [index], message: "This id is listed twice." });
        seen.add(id);
      });
    });
}

const productIdsField = idList(productIdField, "products", PRODUCT_ACTION_MAX).openapi({
  description: `Product ids, 1–${PRODUCT_ACTION_MAX}, each once.`,
  example: [101, 102],
});

const amountMessage = { error: `The amount must be a number from 0 to ${AMOUNT_MAX}.` };
export const NewPlacementSchema = z
  .strictObject({
    product_id: productIdField,
    amount: z
      .number(amountMessage)
      .min(0, amountMessage)
      .max(AMOUNT_MAX, amountMessage)
      .nullable()
      .optional(),
    unit: z
      .enum(AMOUNT_UNITS, { error: `The unit must be one of ${AMOUNT_UNITS.join(", ")}.` })
      .nullable()
      .optional(),
  })
  .superRefine((item, ctx) => {
    if (item.amount !== undefined && item.amount !== null && item.amount !== 0 && !item.unit) {
      ctx.addIssue({ code: "custom", path: ["unit"], message: FIELD_REQUIRED });
    }
  })
  .openapi("NewLocationProduct", {
    description: "A product to add with its amount; the unit is required when the amount is not 0.",
  });

export const AddProductsSchema = z
  .strictObject({
    products: z
      .array(NewPlacementSchema, { error: "The products must be a list." })
      .min(1, { error: "Give at least one product." })
      .max(PRODUCT_ACTION_MAX, { error: `Give at most ${PRODUCT_ACTION_MAX} products.` })
      .superRefine((items, ctx) => {
        const seen = new Set<number>();
        items.forEach((item, index) => {
          if (seen.has(item.product_id)) {
            ctx.addIssue({
              code: "custom",
              path: [index, "product_id"],
              message: "This product is listed twice.",
            });
          }
          seen.add(item.product_id);
        });
      }),
  })
  .openapi("AddLocationProducts");

export const CopyMoveSchema = z
  .strictObject({
    action: z.enum(["copy", "move"], { error: "The action must be copy or move." }),
    from_location_id: locationIdField("from_location_id"),
    products: productIdsField,
    location_ids: idList(locationIdField("Each location"), "locations", COPY_TARGETS_MAX).openapi({
      description: `The target locations, 1–${COPY_TARGETS_MAX} (exactly one for move).`,
      example: [14],
    }),
  })
  .superRefine((body, ctx) => {
    if (body.action === "move" && body.location_ids.length !== 1) {
      ctx.addIssue({
        code: "custom",
        path: ["location_ids"],
        message: "Move takes exactly one target location.",
      });
    }
    if (body.location_ids.includes(body.from_location_id)) {
      ctx.addIssue({
        code: "custom",
        path: ["location_ids"],
        message: "The products are already at the location they are copied or moved from.",
      });
    }
  })
  .openapi("CopyMoveLocationProducts");

export const ProductIdsSchema = z.strictObject({ products: productIdsField }).openapi("LocationProductIds");

const CATEGORY_MESSAGE = { error: "The incompatibility category must be a storage class id or null." };
export const CategoriseSchema = z
  .strictObject({
    products: productIdsField,
    incompatibility_category_id: z.enum(STORAGE_CLASS_IDS, CATEGORY_MESSAGE).nullable().openapi({
      description:
        "A TRGS 510 storage class id (GET /site/v1/incompatibility-categories), or null: the SDS's class.",
      example: "3",
    }),
  })
  .openapi("CategoriseLocationProducts");
export type CategoriseBody = z.infer<typeof CategoriseSchema>;

/** The sds_key of the location products API: any text up to 200 characters (body and query). */
const sdsKeyField = z
  .string({ error: "The sds_key is required." })
  .refine(hasNoControlCharacter, { error: controlCharacterMessage("sds_key") })
  .trim()
  .min(1, { error: "The sds_key is required." })
  .max(200, { error: "The sds_key must be at most 200 characters." });

export const ReplaceSdsSchema = z
  .strictObject({ product_id: productIdField, sds_key: sdsKeyField })
  .openapi("ReplaceSds");

export const LocationProductListResponse = z
  .object({
    data: z.union([z.array(LocationProductSchema), z.array(UniqueProductSchema)]),
    meta: PageMetaSchema,
  })
  .openapi("LocationProductListResponse");
export const LocationProductPageResponse = z
  .object({ data: z.array(LocationProductSchema), meta: PageMetaSchema })
  .openapi("LocationProductPageResponse");
export const LocationProductResponse = envelope(LocationProductSchema, "LocationProductResponse");
export const HasProductResponse = envelope(z.object({ product_exists: z.boolean() }), "HasProductResponse");
export const StorageConflictsResponse = z
  .object({
    data: z.array(StorageConflictSchema),
    missing: z
      .array(z.object({ product_id: z.number().int(), name: z.string() }))
      .openapi({ description: "Products without a storage class: they could not be checked." }),
  })
  .openapi("StorageConflictsResponse");
export const AddProductsResponse = envelope(
  z.object({
    added: z.array(z.number().int()).openapi({ description: "The products added, in the request's order." }),
    skipped: z.array(z.number().int()).openapi({ description: "The products that were there already." }),
  }),
  "AddProductsResponse",
);
export const CopyMoveResponse = envelope(
  z.union([
    z.object({ copied: z.number().int(), skipped: z.number().int() }),
    z.object({ moved: z.number().int(), skipped: z.number().int() }),
  ]),
  "CopyMoveProductsResponse",
);
export const DeletedResponse = envelope(z.object({ deleted: z.number().int() }), "DeletedProductsResponse");
export const UpdatedResponse = envelope(
  z.object({ updated: z.number().int().openapi({ description: "How many rows changed." }) }),
  "UpdatedProductsResponse",
);
export const UpdatedSdsResponse = envelope(z.array(UpdatedSdsSchema), "UpdatedSdsResponse");
export const SdsDiffResponse = envelope(SdsDiffSchema, "SdsDiffResponse");
export const LocationProductFormsResponse = envelope(
  LocationProductFormsSchema,
  "LocationProductFormsResponse",
);

// ---------------------------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------------------------

/** At most this many values per facet (highest count first). */
export const FACET_VALUES_MAX = 25;

export const FacetCountSchema = z
  .object({
    value: z.string().openapi({ example: "4" }),
    label: z.string().openapi({ example: "English (UK)" }),
    count: z.number().int().openapi({ example: 12 }),
  })
  .openapi("FacetCount", { description: "A facet value and how many results have it." });

export const SearchMetaSchema = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    facets: z
      .object(
        Object.fromEntries(SEARCH_FACETS.map((facet) => [facet, z.array(FacetCountSchema)])) as Record<
          SearchFacet,
          z.ZodArray<typeof FacetCountSchema>
        >,
      )
      .openapi({
        description:
          `Counts per facet over the whole result (at most ${FACET_VALUES_MAX} values per facet, highest ` +
          "count first); each facet's counts apply the filters of every other facet, not its own.",
      }),
  })
  .openapi("SearchMeta", { description: "The total, the page and the facet counts of a search." });

export const GlobalSearchHitSchema = z
  .object({
    type: z.enum(["product", "sds", "location"]),
    id: z.number().int(),
    title: z.string().openapi({ example: "Acetone" }),
    subtitle: z.string().openapi({ example: "Merck · 67-64-1" }),
    url: z.string().openapi({ example: "/products/12" }),
  })
  .openapi("GlobalSearchHit", { description: "A product, SDS or location matching the search box." });

export const SdsSearchResponse = z
  .object({ data: z.array(SdsSummarySchema), meta: SearchMetaSchema })
  .openapi("SdsSearchResponse");
export const GlobalSearchResponse = z
  .object({ data: z.array(GlobalSearchHitSchema) })
  .openapi("GlobalSearchResponse");

// ---------------------------------------------------------------------------------------------
// Requests: path parameters, queries and the upload body
// ---------------------------------------------------------------------------------------------

/** A yes/no query flag: 0, 1, true or false (read it with flagValue of api/http/params.ts). */
const flagQuery = (name: string, description: string, example = "1") =>
  z
    .enum(["0", "1", "true", "false"], { error: `${name} must be 0 or 1.` })
    .optional()
    .openapi({ param: { name, in: "query", description }, example });

/**
 * An optional whole number from min to max in the query, with one message for every failure, which
 * starts with `label` ("The page" in the lists of products at locations, "page" in the searches).
 */
const wholeNumberQuery = (
  name: string,
  label: string,
  bounds: { min: number; max: number },
  description: string,
  example: number,
) => {
  const message = { error: `${label} must be a whole number from ${bounds.min} to ${bounds.max}.` };
  return z.coerce
    .number(message)
    .int(message)
    .min(bounds.min, message)
    .max(bounds.max, message)
    .optional()
    .openapi({ param: { name, in: "query", description }, example });
};

/** A numeric id in the query, 1..max (default MAX_ID), with one message for every failure. */
const idQuery = (
  name: string,
  description: string,
  options: { message?: { error: string }; example?: number; max?: number } = {},
) => {
  const message = options.message ?? { error: `${name} must be an id.` };
  return z.coerce
    .number(message)
    .int(message)
    .min(1, message)
    .max(options.max ?? MAX_ID, message)
    .openapi({ param: { name, in: "query", description }, example: options.example ?? 4 });
};

/** An SDS key of the /product/v1 queries: up to 64 characters of SDS_KEY_PATTERN. */
const sdsKeyQuery = (name: string) =>
  z
    .string({ error: `${name} is required.` })
    .trim()
    .min(1, { error: `${name} is required.` })
    .max(64, { error: `${name} is not an SDS key.` })
    .regex(SDS_KEY_PATTERN, { error: `${name} is not an SDS key.` })
    .openapi({ param: { name, in: "query", description: "The SDS key." }, example: "SDS-7KQ2M9XH0A" });

/** The sds_key query of has-product and the replace-sds preview (any text up to 200 characters). */
const sdsKeyFieldQuery = (description: string) =>
  sdsKeyField.openapi({
    param: { name: "sds_key", in: "query", description },
    example: "demo-acetone-en-gb",
  });

export const productParams = z.object({ id: idParam("id", "The product id.") });
export const locationParams = z.object({ id: idParam("id", "The location id.") });
export const locationProductParams = z.object({
  id: idParam("id", "The location id."),
  prodId: idParam("prodId", "The product id."),
});

/** GET /product/v1/sds-info and /product/v1/sds-file. */
export const SdsKeyQuerySchema = z.object({ sds_key: sdsKeyQuery("sds_key") });

/** GET /product/v1/get-locations. */
export const ProductLocationsQuerySchema = z.object({
  prodid: idQuery("prodid", "The product id."),
  sdskey: sdsKeyQuery("sdskey").optional(),
});

/** GET /product/v1/products. */
export const ProductSdsListQuerySchema = z.object({ prodid: idQuery("prodid", "The product id.") });

/** GET /product/v1/{id}. */
export const ProductDetailQuerySchema = z.object({
  language: idQuery("language", "Language id of the sheet to show.", { max: 99 }).optional(),
  market: idQuery("market", "Market (country) id of the sheet to show.").optional(),
});

/** The query fields both lists of products at locations take. */
const productListQueryFields = {
  include_archived: flagQuery("include_archived", "Also list archived rows (default 0)."),
  subtree: flagQuery(
    "subtree",
    "1 (default): the location and every location below it (archived ones only with include_archived); " +
      "0: only the location itself.",
  ),
  search: searchText("search", PRODUCT_SEARCH_MAX_LENGTH)
    .trim()
    .optional()
    .openapi({
      param: {
        name: "search",
        in: "query",
        description:
          "Only products whose name or supplier contains this text, or with this text in a CAS number.",
      },
      example: "acet",
    }),
  page: wholeNumberQuery(
    "page",
    "The page",
    { min: 1, max: PRODUCT_LIST_WINDOW },
    "The page, from 1 (default 1).",
    1,
  ),
  limit: wholeNumberQuery(
    "limit",
    "The limit",
    { min: 1, max: PRODUCT_PAGE_MAX },
    `Rows per page, 1–${PRODUCT_PAGE_MAX} (default ${PRODUCT_PAGE_SIZE}).`,
    PRODUCT_PAGE_SIZE,
  ),
  sort: z
    .enum(PRODUCT_LIST_SORTS, { error: `sort must be one of ${PRODUCT_LIST_SORTS.join(", ")}.` })
    .optional()
    .openapi({
      param: {
        name: "sort",
        in: "query",
        description:
          "name (default) or -name: by product name, then location; location: by location name; amount: the " +
          "largest amount first; updated: the last changed first.",
      },
      example: "name",
    }),
};

/** page × limit must stay within PRODUCT_LIST_WINDOW (reported on page). */
const productListWindow = (
  query: { page?: number | undefined; limit?: number | undefined },
  ctx: z.RefinementCtx,
) => {
  const page = query.page ?? 1;
  const limit = query.limit ?? PRODUCT_PAGE_SIZE;
  if (page * limit > PRODUCT_LIST_WINDOW) {
    ctx.addIssue({
      code: "custom",
      path: ["page"],
      message: `page × limit must be at most ${PRODUCT_LIST_WINDOW}: narrow the list with search instead.`,
    });
  }
};

/** GET /location/v3/{id}/products. */
export const LocationProductListQuerySchema = z.object(productListQueryFields).superRefine(productListWindow);
export type LocationProductListQuery = z.infer<typeof LocationProductListQuerySchema>;

/** GET /location/v2/products. */
export const CompanyProductListQuerySchema = z
  .object({
    ...productListQueryFields,
    location_id: z.coerce
      .number(locationIdMessage("location_id"))
      .int(locationIdMessage("location_id"))
      .min(1, locationIdMessage("location_id"))
      .max(MAX_ID, locationIdMessage("location_id"))
      .optional()
      .openapi({
        param: {
          name: "location_id",
          in: "query",
          description:
            "Only this location (with its subtree unless subtree=0); 404 when it is not the company's.",
        },
        example: 12,
      }),
    unique: flagQuery(
      "unique",
      "1: one row per product (UniqueProduct) instead of one per location (default 0).",
    ),
  })
  .superRefine(productListWindow);

const LANGUAGE_MESSAGE = { error: "language must be a language id from 1 to 10." };

/** GET /location/v3/{id}/products/{prodId}. */
export const LocationProductQuerySchema = z.object({
  language: z.coerce
    .number(LANGUAGE_MESSAGE)
    .int(LANGUAGE_MESSAGE)
    .refine(isLanguageId, LANGUAGE_MESSAGE)
    .optional()
    .openapi({
      param: {
        name: "language",
        in: "query",
        description: "The language id whose SDS to show first (default: the request language).",
      },
      example: 4,
    }),
});

/** GET /location/v3/{id}/has-product. */
export const HasProductQuerySchema = z.object({ sds_key: sdsKeyFieldQuery("The sheet's key.") });

/** GET /location/v2/replace-sds/preview. */
export const ReplaceSdsPreviewQuerySchema = z.object({
  prodid: idQuery("prodid", "The product id.", { message: productIdMessage, example: 101 }),
  sds_key: sdsKeyFieldQuery("The newer sheet's key."),
});

/** Search text of the searches: at most SEARCH_TEXT_MAX characters. */
const searchTextQuery = (name: string, description: string, example: string) =>
  searchText(name, SEARCH_TEXT_MAX)
    .optional()
    .openapi({ param: { name, in: "query", description }, example });

/** GET /search/v1/sqproductsearch. */
export const SdsSearchQuerySchema = z.object({
  search: searchTextQuery("search", "The search text (optional).", "acetone"),
  limit: wholeNumberQuery(
    "limit",
    "limit",
    { min: 1, max: PRODUCT_PAGE_MAX },
    `Results per page (default ${PRODUCT_PAGE_SIZE}).`,
    PRODUCT_PAGE_SIZE,
  ),
  page: wholeNumberQuery(
    "page",
    "page",
    { min: 1, max: SEARCH_PAGE_MAX },
    "The page, from 1 (default 1).",
    1,
  ),
  facets: z
    .string()
    .max(10_000, { error: "facets is too long." })
    .optional()
    .openapi({
      param: { name: "facets", in: "query", description: 'A JSON array of "facet:value" strings.' },
      example: '["pictogram:GHS02","language:4"]',
    }),
  include_superseded: flagQuery(
    "include_superseded",
    "Also older (superseded) and pending sheets (default 0).",
    "0",
  ),
});

/** GET /search/v1/global. */
export const GlobalSearchQuerySchema = z.object({
  q: searchTextQuery("q", "The search text.", "acet"),
  limit: wholeNumberQuery(
    "limit",
    "limit",
    { min: 1, max: GLOBAL_SEARCH_MAX_LIMIT },
    `Hits per type (default ${GLOBAL_SEARCH_DEFAULT_LIMIT}).`,
    GLOBAL_SEARCH_DEFAULT_LIMIT,
  ),
});

/** The largest uploaded SDS file in megabytes, and the longest SDS version text. */
export const SDS_FILE_MEGABYTES = Math.round(MAX_PDF_BYTES / (1024 * 1024));
export const SDS_VERSION_MAX = 20;

const uploadField = (
  description: string,
  extra: { format?: string; example?: string; enum?: string[] } = {},
) => ({ type: "string" as const, description, ...extra });

/** POST /product/v1/sds: the multipart form, as documented (the upload route reads and checks it). */
export const SdsUploadBody = multipartBody(["language", "market", "version", "date_issue"], {
  file: uploadField(`The PDF, at most ${SDS_FILE_MEGABYTES} MB. Required unless sds_token is given.`, {
    format: "binary",
  }),
  sds_token: uploadField(
    "Instead of file: the token of a sheet staged with POST /product/v1/sds-uploads by the caller " +
      "(it is consumed; its reading is kept with the sheet).",
  ),
  product_id: uploadField("Upload a pending newer sheet of this product (else a new product is created)."),
  name: uploadField(`The product name (required for a new product), 1–${PRODUCT_NAME_MAX} characters.`),
  supplier: uploadField(`0–${SUPPLIER_MAX} characters.`),
  article_no: uploadField(`0–${ARTICLE_NO_MAX} characters.`),
  language: uploadField("Language id.", { example: "4" }),
  market: uploadField("Market (country) id.", { example: "4" }),
  version: uploadField(`1–${SDS_VERSION_MAX} characters.`, { example: "1.0" }),
  date_issue: uploadField("Issue date.", { format: "date", example: "2025-03-14" }),
  cas_no: uploadField("CAS number with a valid check digit.", { example: "67-64-1" }),
  un_no: uploadField("UN number, 4 digits.", { example: "1090" }),
  signal_word: uploadField("Danger, Warning or empty.", { enum: [...SIGNAL_WORDS, ""] }),
  pictograms: uploadField("GHS01–GHS09; repeat the field or separate with commas.", {
    example: "GHS02,GHS07",
  }),
  hazard_statements: uploadField("H and EUH codes, separated by commas or spaces.", {
    example: "H225, H319, H336, EUH066",
  }),
  precautionary_statements: uploadField("P codes, separated by commas or spaces.", {
    example: "P210 P305+P351+P338",
  }),
  storage_class: uploadField("TRGS 510 storage class id or empty.", { example: "3" }),
});

/** POST /product/v1/sds-uploads: the PDF to stage and read. */
export const SdsStageBody = multipartBody(["file"], {
  file: uploadField(`The PDF, at most ${SDS_FILE_MEGABYTES} MB.`, { format: "binary" }),
});

const nullableText = z.string().nullable();

/** What was read from a sheet (api/products/sds-facts.ts SdsFacts). */
export const SdsFactsSchema = z
  .object({
    outcome: z.enum(READ_OUTCOMES).openapi({
      description:
        "How the sheet was read: read; no_text (no text layer: a scan); timed_out (the facts of the pages " +
        "read by then); unreadable.",
    }),
    ocr: z
      .boolean()
      .openapi({ description: "The text was recognised (OCR) from a scanned sheet: check every value." }),
    hazard_statements: z.array(z.string()).openapi({ example: ["H225", "H319"] }),
    precautionary_statements: z.array(z.string()).openapi({ example: ["P210"] }),
    pictograms: z.array(z.string()).openapi({ example: ["GHS02", "GHS07"] }),
    signal_word: z.enum(["Danger", "Warning"]).nullable(),
    storage_class: z.string().nullable(),
    cas_numbers: z.array(z.string()),
    code_sources: z.record(z.string(), z.enum(CODE_SOURCES)).openapi({
      description:
        "By code, where it came from when it was not printed as a code: sentence (matched from the " +
        "statement's words), image (a pictogram recognised in a picture), derived (follows from the H codes).",
    }),
    statement_texts: z.record(z.string(), z.string()),
    classification: z.enum(CLASSIFICATIONS).openapi({
      description:
        "classified: hazard statements or a signal word; not_classified: the sheet says it is not " +
        "classified; none_found: neither was found (not the same as harmless).",
    }),
    identity: z.object({
      product_name: nullableText,
      supplier: nullableText,
      article_no: nullableText,
      sds_number: nullableText,
      language: nullableText,
      market: nullableText,
      version: nullableText,
      revision_date: nullableText,
    }),
    composition: z.array(
      z.object({
        name: nullableText,
        cas: nullableText,
        ec: nullableText,
        concentration: nullableText,
        hazard_statements: z.array(z.string()),
      }),
    ),
    physical: z.record(z.string(), z.union([z.string(), z.number()]).nullable()),
  })
  .openapi("SdsFacts");

/** A staged product sheet and how its reading stands. */
export const StagedSdsSchema = z
  .object({
    token: z.string().openapi({ description: "Belongs to the caller; POST /product/v1/sds consumes it." }),
    file_name: z.string(),
    size: z.number().int(),
    reading: z.object({
      state: z.enum(["reading", "done"]).openapi({
        description:
          "reading: the sheet is being read in the background (ask again); done: outcome is final.",
      }),
      outcome: z
        .enum(["read", "no_text", "timed_out", "unreadable"])
        .nullable()
        .openapi({
          description:
            "Once done: read, no_text (no text layer, e.g. scanned), timed_out (not read in time; facts of " +
            "the pages read), unreadable (the PDF does not open).",
        }),
      pages: z.number().int().openapi({ description: "The PDF's page count (0 while unknown)." }),
      pages_read: z.number().int(),
      facts: SdsFactsSchema.nullable().openapi({ description: "What was read, once done." }),
    }),
  })
  .openapi("StagedSds");
export const StagedSdsResponse = envelope(StagedSdsSchema, "StagedSdsResponse");
export const StagedSdsParams = z.object({
  token: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .openapi({ param: { name: "token", in: "path" }, example: "0123456789abcdef0123456789abcdef" }),
});

/** The PDF of a safety data sheet (GET /product/v1/sds-file). */
export const SdsFileSchema = z.string().openapi({ type: "string", format: "binary" });

// ---------------------------------------------------------------------------------------------
// Types of the answers
// ---------------------------------------------------------------------------------------------

export type SdsSummary = z.infer<typeof SdsSummarySchema>;
export type Statement = z.infer<typeof StatementSchema>;
export type Substance = z.infer<typeof SubstanceSchema>;
export type ProductLocationSummary = z.infer<typeof ProductLocationSummarySchema>;
export type IncompatibilityCategory = z.infer<typeof IncompatibilityCategorySchema>;
export type ProductDetail = z.infer<typeof ProductDetailSchema>;
export type ProductDetailAnswer = z.infer<typeof ProductDetailResponse>;
export type SdsUploadAnswer = z.infer<typeof SdsUploadResponse>;
export type StagedSds = z.infer<typeof StagedSdsSchema>;
export type SdsFactsView = z.infer<typeof SdsFactsSchema>;
export type AmountUnitsAnswer = z.infer<typeof ScalesResponse>;
export type AddProductsAnswer = z.infer<typeof AddProductsResponse>;
export type CopyMoveAnswer = z.infer<typeof CopyMoveResponse>;
export type SdsSection = z.infer<typeof SdsSectionSchema>;
export type LocationProduct = z.infer<typeof LocationProductSchema>;
export type UniqueProduct = z.infer<typeof UniqueProductSchema>;
export type PageMeta = z.infer<typeof PageMetaSchema>;
export type SdsDiff = z.infer<typeof SdsDiffSchema>;
export type SdsReadDiff = z.infer<typeof SdsReadDiffSchema>;
export type StorageConflict = z.infer<typeof StorageConflictSchema>;
export type StorageConflictsAnswer = z.infer<typeof StorageConflictsResponse>;
export type UpdatedSds = z.infer<typeof UpdatedSdsSchema>;
export type LocationProductForms = z.infer<typeof LocationProductFormsSchema>;
export type FacetCount = z.infer<typeof FacetCountSchema>;
export type SearchMeta = z.infer<typeof SearchMetaSchema>;
export type GlobalSearchHit = z.infer<typeof GlobalSearchHitSchema>;
