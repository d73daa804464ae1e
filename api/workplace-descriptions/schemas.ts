import { z } from "@hono/zod-openapi";
import { searchText } from "../http/params";
import { MAX_ID } from "../../core/ids";
import { WPD_PAGE_MAX, WPD_QUERY_MAX } from "../../core/workplace-descriptions/limits";
import { wpdInputSchema } from "../../core/workplace-descriptions/rules";
import { WPD_PAPER_SIZES, WPD_SECTIONS, WPD_STATUSES } from "../../core/workplace-descriptions/sections";
import { wpdEnglish } from "./english";

/** The wire shapes of the workplace-description pages' calls under /document/edit/wpd, declared once. */

const ChoiceSchema = z.object({ id: z.number().int(), name: z.string() }).openapi("WpdChoice");
export type WpdChoice = z.infer<typeof ChoiceSchema>;

const SectionTextsSchema = z
  .object(
    Object.fromEntries(WPD_SECTIONS.map((section) => [section, z.string()])) as Record<
      (typeof WPD_SECTIONS)[number],
      z.ZodString
    >,
  )
  .openapi("WpdSectionTexts");

export const WpdInputSchema = wpdInputSchema(wpdEnglish).openapi("WorkplaceDescriptionInput", {
  description:
    "A description's content: title, location_id, product_id and sds_id (optional: the product and the " +
    "sheet it was prefilled from, one of the product's), language_id (1–10), status (draft or published), " +
    `sections (${WPD_SECTIONS.join(", ")}: text, each at most 4000 characters), pictograms (GHS01–GHS09), ` +
    "hazard_statements (lines) and signal_word.",
});

/** A description's content as the API answers it (the input, every field filled). */
const WpdValuesSchema = z
  .object({
    title: z.string(),
    location_id: z.number().int(),
    product_id: z.number().int().nullable(),
    sds_id: z.number().int().nullable(),
    language_id: z.number().int(),
    status: z.enum(WPD_STATUSES),
    sections: SectionTextsSchema,
    pictograms: z.array(z.string()),
    hazard_statements: z.array(z.string()),
    signal_word: z.string().nullable(),
  })
  .openapi("WorkplaceDescriptionValues");
export type WpdValues = z.infer<typeof WpdValuesSchema>;

export const WpdDraftSchema = z
  .object({
    input: WpdValuesSchema,
    location: ChoiceSchema,
    product: ChoiceSchema.nullable(),
    product_choices: z.array(ChoiceSchema).openapi({
      description: "The products held at the location (and the draft's own product), by name.",
    }),
  })
  .openapi("WorkplaceDescriptionDraft");
export type WpdDraft = z.infer<typeof WpdDraftSchema>;
export const WpdDraftResponse = z
  .object({ data: WpdDraftSchema })
  .openapi("WorkplaceDescriptionDraftResponse");

export const WpdVersionSchema = z
  .object({
    id: z.number().int(),
    series_id: z.number().int(),
    version: z.number().int(),
    status: z.enum(WPD_STATUSES),
    title: z.string(),
    location: ChoiceSchema,
    product: z.object({ id: z.number().int(), name: z.string(), supplier: z.string() }).nullable(),
    sds_id: z.number().int().nullable(),
    language_id: z.number().int(),
    sections: SectionTextsSchema,
    pictograms: z.array(z.string()),
    hazard_statements: z.array(z.string()),
    signal_word: z.string().nullable(),
    superseded_by_id: z.number().int().nullable(),
    published_at: z.string().nullable(),
    archived_at: z.string().nullable(),
    updated_at: z.string(),
    current: z
      .object({ id: z.number().int(), version: z.number().int() })
      .openapi({ description: "The description's current version (this one when it is current)." }),
    product_choices: z.array(ChoiceSchema).openapi({
      description: "What the edit form offers: the products held at the location (and this one's).",
    }),
    side_by_side: z.array(ChoiceSchema).openapi({
      description:
        "The other published descriptions at the location, for printing beside this one (by title).",
    }),
  })
  .openapi("WorkplaceDescriptionVersion");
export type WpdVersion = z.infer<typeof WpdVersionSchema>;
export const WpdVersionResponse = z
  .object({ data: WpdVersionSchema })
  .openapi("WorkplaceDescriptionResponse");

export const WpdSavedResponse = z
  .object({
    data: z.object({
      id: z.number().int(),
      series_id: z.number().int(),
      version: z.number().int(),
      title: z.string(),
      status: z.enum(WPD_STATUSES),
    }),
  })
  .openapi("WorkplaceDescriptionSaved");
export type WpdSaved = z.infer<typeof WpdSavedResponse>["data"];

export const WpdRowSchema = z
  .object({
    id: z.number().int(),
    series_id: z.number().int(),
    version: z.number().int(),
    status: z.enum(WPD_STATUSES),
    title: z.string(),
    location: ChoiceSchema,
    product: ChoiceSchema.nullable(),
    language_id: z.number().int(),
    updated_at: z.string(),
    archived_at: z.string().nullable(),
  })
  .openapi("WorkplaceDescriptionRow");
export type WpdRow = z.infer<typeof WpdRowSchema>;

export const WpdListQuerySchema = z.object({
  archived: z.enum(["0", "1", "true", "false"]).optional().openapi({ description: "1: the archived ones." }),
  location_id: z.coerce.number().int().min(1).max(MAX_ID).optional().openapi({
    description: "Only this location and the locations under it (404 when it is not the caller's).",
  }),
  q: searchText("q", WPD_QUERY_MAX).optional().openapi({ description: "Words of the title or product." }),
  page: z.coerce.number().int().min(1).max(WPD_PAGE_MAX).default(1),
});
export const WpdListResponse = z
  .object({
    data: z.array(WpdRowSchema),
    meta: z.object({
      page: z.number().int(),
      per_page: z.number().int(),
      total: z.number().int(),
      location: ChoiceSchema.nullable().openapi({ description: "The location_id filter's location." }),
    }),
  })
  .openapi("WorkplaceDescriptionList");
export type WpdList = z.infer<typeof WpdListResponse>;

export const WpdSuggestionsResponse = z
  .object({
    data: z.object({
      language_id: z.number().int(),
      sections: z.object(
        Object.fromEntries(WPD_SECTIONS.map((section) => [section, z.array(z.string())])) as Record<
          (typeof WPD_SECTIONS)[number],
          z.ZodArray<z.ZodString>
        >,
      ),
    }),
  })
  .openapi("WorkplaceDescriptionSuggestions", {
    description:
      "For each section, the texts the company's current descriptions in the language use, the most used first.",
  });
export type WpdSuggestions = z.infer<typeof WpdSuggestionsResponse>["data"];

export const WpdPdfQuerySchema = z.object({
  size: z.enum(WPD_PAPER_SIZES).default("A4"),
  second_id: z.coerce.number().int().min(1).max(MAX_ID).optional().openapi({
    description: "Another of the company's descriptions to print beside this one.",
  }),
});

export const WpdLanguageQuerySchema = z.object({
  language_id: z.coerce.number().int().min(1).max(10).optional().openapi({
    description: "The description's language; the caller's language (X-LANGUAGE) when left out.",
  }),
});

export const PdfSchema = z.string().openapi({ format: "binary" });
