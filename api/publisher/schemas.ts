import { z } from "@hono/zod-openapi";
import { searchText } from "../http/params";
import {
  manufacturerSchema,
  marketsSchema,
  phraseSchema,
  substanceSchema,
} from "../../core/publisher/schemas";
import {
  copySheetSchema,
  newSheetSchema,
  newVersionSchema,
  sheetChangeSchema,
} from "../../core/publisher/document-schemas";
import {
  SHEET_COUNT_LIMIT,
  SHEET_LAST_PAGE,
  SHEET_SEARCH_MAX,
  SUBSTANCE_LAST_PAGE,
  SUBSTANCE_SEARCH_MAX,
} from "../../core/publisher/rules";
import { publisherEnglish, sheetEnglish } from "./english";

/** The wire shapes of the publisher's suppliers, substances and standard phrases (/publisherapi/v1), once. */

export const ManufacturerInputSchema = manufacturerSchema(publisherEnglish)
  .strict()
  .openapi("PublisherManufacturerInput");
export type ManufacturerInput = z.infer<typeof ManufacturerInputSchema>;

export const MarketsInputSchema = marketsSchema(publisherEnglish).strict().openapi("PublisherMarketsInput");

export const ManufacturerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type_id: z.number().int(),
    address: z.string(),
    postcode: z.string(),
    city: z.string(),
    country_id: z.number().int().nullable(),
    phone: z.string(),
    emergency_phone: z.string(),
    email: z.string(),
    website: z.string(),
    market_ids: z.array(z.number().int()),
    updated_at: z.string(),
  })
  .openapi("PublisherManufacturer");
export type Manufacturer = z.infer<typeof ManufacturerSchema>;

export const ManufacturerListSchema = z
  .object({ data: z.array(ManufacturerSchema) })
  .openapi("PublisherManufacturerList");
export type ManufacturerList = z.infer<typeof ManufacturerListSchema>;

export const IdNameListSchema = z
  .object({ data: z.array(z.object({ id: z.number().int(), name: z.string() })) })
  .openapi("PublisherIdNameList", { description: "Ids and their English names (the pages translate them)." });
export type IdNameList = z.infer<typeof IdNameListSchema>;

export const SubstanceInputSchema = substanceSchema(publisherEnglish)
  .strict()
  .openapi("PublisherSubstanceInput");
export type SubstanceInput = z.infer<typeof SubstanceInputSchema>;

/** The `meta` of a page of the publisher's lists: the page, its size and how many match (`total`). */
const pageMeta = (total: string) =>
  z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int().openapi({ description: total }),
  });

export const WhereUsedSchema = z
  .object({ sds_key: z.string(), product_id: z.number().int(), product_name: z.string() })
  .openapi("PublisherWhereUsed", {
    description: "A current sheet of the company's library that lists the CAS.",
  });

export const SubstanceSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    cas: z.string().nullable(),
    ec: z.string().nullable(),
    classification: z.string(),
    used_in_count: z.number().int(),
    used_in: z.array(WhereUsedSchema).openapi({ description: "At most 5 sheets, by product name." }),
    updated_at: z.string(),
  })
  .openapi("PublisherSubstance");
export type Substance = z.infer<typeof SubstanceSchema>;

export const SubstanceListSchema = z
  .object({
    data: z.array(SubstanceSchema),
    meta: pageMeta("The substances that match."),
  })
  .openapi("PublisherSubstanceList");
export type SubstanceList = z.infer<typeof SubstanceListSchema>;

export const PhraseInputSchema = phraseSchema(publisherEnglish).strict().openapi("PublisherPhraseInput");
export type PhraseInput = z.infer<typeof PhraseInputSchema>;

export const PhraseSchema = z
  .object({
    id: z.number().int().nullable().openapi({ description: "Null for an official CLP statement." }),
    code: z.string(),
    official: z.boolean().openapi({ description: "An H, EUH or P statement of CLP: read-only." }),
    field_id: z.number().int().nullable(),
    text: z.string().openapi({ description: "In the caller's language (English when it has none)." }),
    translations: z
      .record(z.string(), z.string())
      .openapi({ description: "By language id; company phrases only." }),
  })
  .openapi("PublisherPhrase");
export type Phrase = z.infer<typeof PhraseSchema>;

export const PhraseListSchema = z
  .object({ data: z.array(PhraseSchema), notice: z.string() })
  .openapi("PublisherPhraseList", { description: "Company phrases first, then the official statements." });
export type PhraseList = z.infer<typeof PhraseListSchema>;

export const DeletedSchema = z.object({ success: z.literal(true) }).openapi("PublisherDeleted");

/* ------------------------------------------------------------ the company's own sheets */

export const NewSheetInputSchema = newSheetSchema(sheetEnglish).strict().openapi("PublisherNewSheetInput");
export const SheetChangeInputSchema = sheetChangeSchema(sheetEnglish)
  .strict()
  .openapi("PublisherSheetChangeInput", {
    description: "Each part given replaces that part of the draft (sections: the whole set of texts).",
  });
export type SheetChangeInput = z.infer<typeof SheetChangeInputSchema>;
export const NewVersionInputSchema = newVersionSchema(sheetEnglish)
  .strict()
  .openapi("PublisherNewVersionInput");
export const CopySheetInputSchema = copySheetSchema(sheetEnglish).strict().openapi("PublisherCopySheetInput");

export const SheetStatusSchema = z.enum(["draft", "published"]).openapi("PublisherSheetStatus");

export const SheetSummarySchema = z
  .object({
    id: z.number().int(),
    sds_key: z.string().openapi({ description: "The sheet across its versions, languages and markets." }),
    product_name: z.string(),
    manufacturer_id: z.number().int(),
    manufacturer_name: z.string(),
    language_id: z.number().int(),
    market_id: z.number().int(),
    version: z.number().int(),
    sds_type: z.number().int(),
    status: SheetStatusSchema,
    date_issue: z.string().nullable(),
    library_sds_key: z
      .string()
      .nullable()
      .openapi({ description: "The published sheet in the company's library (an SDS key)." }),
    updated_at: z.string(),
  })
  .openapi("PublisherSheetSummary");
export type SheetSummary = z.infer<typeof SheetSummarySchema>;

export const SheetListSchema = z.object({ data: z.array(SheetSummarySchema) }).openapi("PublisherSheetList");
export type SheetList = z.infer<typeof SheetListSchema>;

/** `sdslist`: a page of the company's sheets, searched by words in the product name, article number or key. */
export const SheetListQuerySchema = z.object({
  q: searchText("q", SHEET_SEARCH_MAX)
    .optional()
    .openapi({
      param: { name: "q", in: "query" },
      description:
        "Words (separated by spaces) each found in the product name, the article number or the sheet key " +
        "(a part of it, any case).",
      example: "degreaser",
    }),
  page: z.coerce
    .number({ error: "page must be a page number." })
    .int({ error: "page must be a page number." })
    .min(1, { error: "page must be a page number." })
    .max(SHEET_LAST_PAGE, { error: `page must be at most ${SHEET_LAST_PAGE}.` })
    .default(1)
    .openapi({ param: { name: "page", in: "query" }, description: "The page, from 1.", example: 1 }),
});
export type SheetListQuery = z.infer<typeof SheetListQuerySchema>;

export const SheetPageSchema = z
  .object({
    data: z.array(SheetSummarySchema),
    meta: pageMeta(`The versions that match, counted up to ${SHEET_COUNT_LIMIT.toLocaleString("en")}.`),
  })
  .openapi("PublisherSheetPage");
export type SheetPage = z.infer<typeof SheetPageSchema>;

export const SheetSubstanceSchema = z
  .object({
    substance_id: z.number().int(),
    name: z.string(),
    cas: z.string().nullable(),
    ec: z.string().nullable(),
    classification: z.string(),
    concentration_min: z.number().nullable(),
    concentration_max: z.number().nullable(),
  })
  .openapi("PublisherSheetSubstance");

export const SheetPhraseSchema = z
  .object({
    subsection: z.string(),
    position: z.number().int(),
    sentence_id: z.number().int().nullable(),
    statement_code: z.string().nullable(),
    code: z.string().openapi({ description: "The company phrase's code or the statement code." }),
    text: z.string().openapi({ description: "In the sheet's language (English when it has none)." }),
  })
  .openapi("PublisherSheetPhrase");

export const SheetSchema = SheetSummarySchema.extend({
  article_no: z.string(),
  template_id: z.number().int(),
  revision: z.number().int().openapi({
    description:
      "The version stamp of the draft, one more at every change: a change may name it (409 if stale).",
  }),
  signal_word: z.enum(["Danger", "Warning"]).nullable(),
  pictograms: z.array(z.string()),
  product_id: z.number().int().nullable(),
  published_at: z.string().nullable(),
  sections: z.record(z.string(), z.string()).openapi({ description: "Free text by subsection number." }),
  phrases: z.array(SheetPhraseSchema),
  substances: z.array(SheetSubstanceSchema),
}).openapi("PublisherSheet");
export type Sheet = z.infer<typeof SheetSchema>;

export const SheetSubstanceListSchema = z
  .object({ data: z.array(SheetSubstanceSchema) })
  .openapi("PublisherSheetSubstanceList");

export const SheetProblemsSchema = z
  .object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) })
  .openapi("PublisherSheetProblems", {
    description: "Why the sheet cannot be published yet: `errors.sheet` lists every problem.",
  });

export const MaterialSchema = z
  .object({
    manufacturers: z.array(
      z.object({ id: z.number().int(), name: z.string(), market_ids: z.array(z.number().int()) }),
    ),
    substances: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        cas: z.string().nullable(),
        ec: z.string().nullable(),
      }),
    ),
  })
  .openapi("PublisherMaterial", {
    description: "What a new sheet is written from: suppliers and substances.",
  });
export type Material = z.infer<typeof MaterialSchema>;

export const TemplateListSchema = z
  .object({
    data: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        subsections: z.array(z.object({ number: z.string(), section: z.number().int(), title: z.string() })),
      }),
    ),
  })
  .openapi("PublisherTemplateList");

export const PhraseUseSheetSchema = SheetSummarySchema.extend({
  subsections: z
    .array(z.string())
    .openapi({ description: "The subsections of the sheet the phrase is written in, in the sheet's order." }),
}).openapi("PublisherPhraseUseSheet");

export const PhraseUseSchema = z
  .object({
    count: z.number().int(),
    sheets: z.array(PhraseUseSheetSchema).openapi({ description: "At most 100, by product name." }),
  })
  .openapi("PublisherPhraseUse");

export const PhraseWithUseSchema = PhraseSchema.extend({ used_in: PhraseUseSchema }).openapi(
  "PublisherPhraseWithUse",
  { description: "A company phrase and the company's sheets that use it." },
);
export type PhraseWithUse = z.infer<typeof PhraseWithUseSchema>;

/* ------------------------------------------------------------ where substances are used (/substances/all-versions) */

/** A sheet key as the path may carry it; anything else is no sheet (404). */
export const SHEET_KEY = /^[A-Za-z0-9-]{1,40}$/;

export const SheetKeyParamsSchema = z.object({
  sdsKey: z.string().openapi({
    param: { name: "sdsKey", in: "path", description: "The sheet's key (DOC-…)." },
    example: "DOC-DEMODEGR500",
  }),
});

export const CompositionVersionSchema = z
  .object({
    document_id: z.number().int(),
    concentration_min: z.number().nullable(),
    concentration_max: z.number().nullable(),
  })
  .openapi("PublisherCompositionVersion");

export const SheetCompositionSchema = z
  .object({
    sds_key: z.string(),
    product_name: z.string().openapi({ description: "The name of the sheet's newest version." }),
    versions: z.array(SheetSummarySchema).openapi({
      description: "Every version, language and market of the sheet (at most 1,000), newest version first.",
    }),
    versions_bounded: z
      .boolean()
      .openapi({ description: "True when the sheet has more versions than listed." }),
    substances: z
      .array(
        z.object({
          substance_id: z.number().int(),
          name: z.string(),
          cas: z.string().nullable(),
          ec: z.string().nullable(),
          in: z.array(CompositionVersionSchema).openapi({
            description: "The listed versions that have the substance, with its concentration in %.",
          }),
        }),
      )
      .openapi({ description: "Every substance any listed version has, by name." }),
  })
  .openapi("PublisherSheetComposition", {
    description:
      "A sheet's composition across its versions: which version has which substance at what concentration.",
  });
export type SheetComposition = z.infer<typeof SheetCompositionSchema>;

/** `substancelist` and `substancelist/usage`: a page of the company's substances, found by `q`. */
export const SubstanceSearchQuerySchema = z.object({
  q: searchText("q", SUBSTANCE_SEARCH_MAX)
    .trim()
    .optional()
    .openapi({ description: "The name contains this text, or the CAS or EC number starts with it." }),
  page: z.coerce.number().int().min(1).max(SUBSTANCE_LAST_PAGE).default(1),
});
export type SubstanceSearchQuery = z.infer<typeof SubstanceSearchQuerySchema>;

export const SubstanceUsageSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    cas: z.string().nullable(),
    ec: z.string().nullable(),
    sheet_count: z.number().int().openapi({ description: "The company's own sheets (keys) that list it." }),
    version_count: z
      .number()
      .int()
      .openapi({ description: "Their versions, languages and markets that list it." }),
    sheets: z
      .array(z.object({ sds_key: z.string(), product_name: z.string() }))
      .openapi({ description: "At most 5 of those sheets, by product name." }),
  })
  .openapi("PublisherSubstanceUsage");
export type SubstanceUsage = z.infer<typeof SubstanceUsageSchema>;

export const SubstanceUsageListSchema = z
  .object({
    data: z.array(SubstanceUsageSchema),
    meta: pageMeta("The substances that match."),
  })
  .openapi("PublisherSubstanceUsageList");
export type SubstanceUsageList = z.infer<typeof SubstanceUsageListSchema>;
