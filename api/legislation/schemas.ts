import { z } from "@hono/zod-openapi";
import { LEGISLATION_LISTS } from "../../core/legislation/lists";

/** The legislation lists' wire shapes (the Archive calls). */

const idQuery = z.coerce.number().int().min(1).max(2147483647);
/** Pages at most: 100,000 hits at 50 a page. */
export const LEGISLATION_PAGE_MAX = 2000;

export const ListCodeSchema = z.enum(LEGISLATION_LISTS).openapi({
  description:
    "svhc: REACH Candidate List of SVHCs; annex-xiv: REACH Annex XIV (authorisation, sunset dates); " +
    "annex-xvii: REACH Annex XVII (restrictions); clp-cmr: CLP Annex VI entries classified Carc., Muta. or " +
    "Repr. 1A/1B, the version in force today.",
});

export const LegislationListSchema = z
  .object({
    code: ListCodeSchema,
    version_date: z.string().openapi({ description: "ISO date: the newest date the list's entries carry." }),
    file_name: z.string(),
    entry_count: z.number().int(),
    imported: z
      .boolean()
      .openapi({ description: "The company imported this version (else the shipped one)." }),
    loaded_at: z.string().openapi({ description: "ISO 8601: when this version was loaded." }),
    product_count: z.number().int().openapi({ description: "The caller's products on the list today." }),
  })
  .openapi("LegislationList");
export type LegislationListInfo = z.infer<typeof LegislationListSchema>;

export const LegislationListsSchema = z
  .object({
    data: z.array(LegislationListSchema),
    meta: z.object({ attribution: z.string(), today: z.string() }),
  })
  .openapi("LegislationLists");
export type LegislationLists = z.infer<typeof LegislationListsSchema>;

export const LegislationListQuerySchema = z.object({
  language: z.coerce
    .number()
    .int()
    .min(1)
    .max(99)
    .optional()
    .openapi({ description: "Language id; the lists' own texts are English (the regulations' wording)." }),
});

export const HitQuerySchema = z.object({
  list: ListCodeSchema.optional(),
  location_id: idQuery
    .optional()
    .openapi({ description: "Products held at that location or below it (404 when not the caller's)." }),
});
export type HitQuery = z.infer<typeof HitQuerySchema>;

export const HitPageQuerySchema = HitQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(LEGISLATION_PAGE_MAX).optional(),
});

export const ExportQuerySchema = HitQuerySchema.extend({
  type: z.enum(["csv", "xlsx"]).openapi({ description: "The file type." }),
});

export const LegislationHitSchema = z
  .object({
    product: z.object({ id: z.number().int(), name: z.string(), supplier: z.string() }),
    list: ListCodeSchema,
    entry: z.object({
      ref: z
        .string()
        .openapi({ description: "Annex XVII entry number, Annex VI index number, else the name." }),
      name: z.string(),
      reason: z.string(),
      date: z.string().nullable().openapi({
        description: "Inclusion (SVHC), sunset (Annex XIV), last amendment (Annex XVII), application (CLP).",
      }),
      link: z.string().nullable(),
      detail: z.string().nullable(),
    }),
    substance: z.string().openapi({ description: "The sheet's substance that matched." }),
    matched_by: z.enum(["cas", "ec", "name"]),
  })
  .openapi("LegislationHit");
export type LegislationHit = z.infer<typeof LegislationHitSchema>;

export const HitPageSchema = z
  .object({
    data: z.array(LegislationHitSchema),
    meta: z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int() }),
  })
  .openapi("LegislationHitPage");
export type HitPage = z.infer<typeof HitPageSchema>;

export const LegislationProductSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    supplier: z.string(),
    lists: z.array(ListCodeSchema),
    hits: z.number().int(),
  })
  .openapi("LegislationProduct");

export const LegislationProductPageSchema = z
  .object({
    data: z.array(LegislationProductSchema),
    meta: z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int() }),
  })
  .openapi("LegislationProductPage");
export type LegislationProductPage = z.infer<typeof LegislationProductPageSchema>;

export const MarketsSchema = z
  .object({
    data: z.array(z.object({ code: z.string(), lists: z.array(ListCodeSchema) })),
  })
  .openapi("LegislationMarkets");
export type Markets = z.infer<typeof MarketsSchema>;

export const ImportResultSchema = z
  .object({
    data: z.object({
      list: ListCodeSchema,
      version_date: z.string(),
      entry_count: z.number().int(),
      product_count: z.number().int(),
    }),
  })
  .openapi("LegislationImportResult");
export type ImportResult = z.infer<typeof ImportResultSchema>;
