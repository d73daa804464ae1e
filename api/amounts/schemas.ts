import { z } from "@hono/zod-openapi";
import { REPORT_CATEGORIES } from "../../core/amounts/categories";
import { AMOUNT_REPORT_PAGE_MAX } from "../../core/amounts/report";

/** The amount report's wire shapes. */

const idQuery = z.coerce.number().int().min(1).max(2147483647);

export const ReportCategorySchema = z.enum(REPORT_CATEGORIES as [string, ...string[]]).openapi({
  description:
    "A hazard category from the product's CLP hazard statements (flam-liq-1: H224; flam-liq-2: H225; " +
    "flam-liq-3: H226; acute-tox-1-2: H300/H310/H330; cmr-1: H340/H350/H360; aquatic-1: H400/H410; …); " +
    "none: no statement of a category, or no sheet.",
});

export const AmountReportQuerySchema = z.object({
  location_id: idQuery.optional().openapi({
    description:
      "The placements at that location or below it (404 when it is not the caller's); without it, every " +
      "location of the caller's top nodes (the whole company for a user without).",
  }),
  category: ReportCategorySchema.optional().openapi({ description: "Only products in this category." }),
});
export type AmountReportQuery = z.infer<typeof AmountReportQuerySchema>;

export const AmountReportPageQuerySchema = AmountReportQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(AMOUNT_REPORT_PAGE_MAX).optional(),
  totals: z
    .enum(["0", "1", "true", "false"], { error: "totals must be 0 or 1." })
    .optional()
    .openapi({
      param: {
        name: "totals",
        in: "query",
        description:
          "1: also add up the totals per hazard category (every placement of the chosen locations, so it " +
          "costs far more than a page); 0 or none: totals is null.",
      },
      example: "1",
    }),
});

export const AmountExportQuerySchema = AmountReportQuerySchema.extend({
  type: z.enum(["csv", "xlsx"]).openapi({ description: "The file type." }),
});

export const ConversionSchema = z.enum(["kg", "no-density", "pieces", "no-amount"]).openapi({
  description:
    "kg: converted to kilograms (a mass, or a volume with the sheet's density); no-density: a volume whose " +
    "sheet gives no density, kept in litres; pieces: counted, not converted; no-amount: no amount recorded.",
});

export const AmountRowSchema = z
  .object({
    placement_id: z.number().int(),
    product: z.object({ id: z.number().int(), name: z.string(), supplier: z.string() }),
    location: z.object({ id: z.number().int(), name: z.string() }),
    amount: z.number().nullable(),
    unit: z.string().nullable(),
    density: z
      .number()
      .nullable()
      .openapi({ description: "g/cm³ (= kg/L) from the product's current sheet, when it gives one." }),
    kg: z.number().nullable(),
    litres: z.number().nullable(),
    conversion: ConversionSchema,
    categories: z.array(ReportCategorySchema),
  })
  .openapi("AmountRow");
export type AmountRow = z.infer<typeof AmountRowSchema>;

export const CategoryTotalSchema = z
  .object({
    category: ReportCategorySchema,
    products: z.number().int().openapi({ description: "Products with an amount in the category." }),
    placements: z.number().int(),
    kg: z.number().openapi({ description: "Every amount that converts, in kilograms." }),
    litres_without_density: z
      .number()
      .openapi({ description: "Volumes whose sheet gives no density, in litres (not in kg)." }),
    pieces: z.number(),
  })
  .openapi("AmountCategoryTotal");
export type CategoryTotal = z.infer<typeof CategoryTotalSchema>;

export const AmountTotalsSchema = z
  .object({
    categories: z.array(CategoryTotalSchema).openapi({
      description:
        "Per category with any amount, in the report's order. A product counts in each of its categories, " +
        "so these overlap; `all` counts each once.",
    }),
    all: CategoryTotalSchema.omit({ category: true }),
  })
  .openapi("AmountTotals");
export type AmountTotals = z.infer<typeof AmountTotalsSchema>;

export const AmountReportSchema = z
  .object({
    data: z.array(AmountRowSchema),
    /** Null unless asked for with totals=1. */
    totals: AmountTotalsSchema.nullable(),
    meta: z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int() }),
  })
  .openapi("AmountReport");
export type AmountReport = z.infer<typeof AmountReportSchema>;
