import { z } from "@hono/zod-openapi";
import { CUSTOM_LIST_ENTRIES_MAX, CUSTOM_LIST_KINDS } from "../../core/custom-lists/lists";
import { ListCodeSchema, LEGISLATION_PAGE_MAX } from "../legislation/schemas";

/** Custom lists' wire shapes (the Archive calls beside the legislation lists, and the greylist enum). */

const id = z.number().int();
const idQuery = z.coerce.number().int().min(1).max(2147483647);

export const CustomListKindSchema = z.enum(CUSTOM_LIST_KINDS).openapi({
  description:
    "banned: not to be used; phase-out: to be gone by phase_out_date; approval: used only after approval.",
});

export const CustomListSchema = z
  .object({
    id: id.openapi({ description: "The list's id; 0 is the company's greylist (company settings)." }),
    name: z.string().openapi({ description: "The list's name; empty for the greylist." }),
    greylist: z
      .boolean()
      .openapi({ description: "The greylist of the company settings, screened as a list." }),
    kind: CustomListKindSchema.nullable().openapi({
      description: "The list's kind; null for the greylist, whose entries each carry theirs.",
    }),
    phase_out_date: z.string().nullable(),
    entry_count: z.number().int(),
    product_count: z.number().int().openapi({ description: "The caller's products on the list." }),
  })
  .openapi("CustomList");
export type CustomList = z.infer<typeof CustomListSchema>;

export const CustomListsSchema = z.object({ data: z.array(CustomListSchema) }).openapi("CustomLists");

export const CustomEntrySchema = z
  .object({
    id,
    name: z.string(),
    cas: z.string().nullable(),
    ec: z.string().nullable(),
    reason: z.string(),
    date: z.string().nullable(),
    kind: CustomListKindSchema,
  })
  .openapi("CustomListEntry");
export type CustomEntry = z.infer<typeof CustomEntrySchema>;

export const CustomListWithEntriesSchema = z
  .object({ data: CustomListSchema.extend({ entries: z.array(CustomEntrySchema) }) })
  .openapi("CustomListWithEntries");
export type CustomListWithEntries = z.infer<typeof CustomListWithEntriesSchema>;

export const ListIdParamSchema = z.object({ id: z.coerce.number().int().min(0).max(2147483647) });
export const EditableListIdParamSchema = z.object({ id: idQuery });
export const EntryIdParamSchema = z.object({ id: idQuery, entryId: idQuery });

export const CustomHitQuerySchema = z.object({
  list_id: z.coerce
    .number()
    .int()
    .min(0)
    .max(2147483647)
    .optional()
    .openapi({ description: "One list (0: the greylist); 404 when it is not the company's." }),
  location_id: idQuery
    .optional()
    .openapi({ description: "Products held at that location or below it (404 when not the caller's)." }),
});
export type CustomHitQuery = z.infer<typeof CustomHitQuerySchema>;

export const CustomHitPageQuerySchema = CustomHitQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(LEGISLATION_PAGE_MAX).optional(),
});
export const CustomExportQuerySchema = CustomHitQuerySchema.extend({
  type: z.enum(["csv", "xlsx"]).openapi({ description: "The file type." }),
});

const ListRefSchema = z.object({
  id,
  name: z.string(),
  greylist: z.boolean(),
  kind: CustomListKindSchema,
  phase_out_date: z.string().nullable(),
});

export const CustomHitSchema = z
  .object({
    product: z.object({ id, name: z.string(), supplier: z.string() }),
    list: ListRefSchema,
    entry: z.object({
      id,
      name: z.string(),
      cas: z.string().nullable(),
      ec: z.string().nullable(),
      reason: z.string(),
      date: z.string().nullable(),
    }),
    substance: z.string().openapi({ description: "The sheet's substance that matched." }),
    matched_by: z.enum(["cas", "ec", "name"]),
  })
  .openapi("CustomListHit");
export type CustomHit = z.infer<typeof CustomHitSchema>;

const pageMeta = z.object({ total: z.number().int(), page: z.number().int(), limit: z.number().int() });

export const CustomHitPageSchema = z
  .object({ data: z.array(CustomHitSchema), meta: pageMeta })
  .openapi("CustomListHitPage");
export type CustomHitPage = z.infer<typeof CustomHitPageSchema>;

export const ProductWithCustomSchema = z
  .object({
    id,
    name: z.string(),
    supplier: z.string(),
    lists: z.array(ListCodeSchema).openapi({ description: "The legislation lists the product is on today." }),
    custom_lists: z.array(ListRefSchema.omit({ phase_out_date: true })),
    hits: z.number().int(),
  })
  .openapi("LegislationProductWithCustom");

export const ProductWithCustomPageSchema = z
  .object({ data: z.array(ProductWithCustomSchema), meta: pageMeta })
  .openapi("LegislationProductWithCustomPage");
export type ProductWithCustomPage = z.infer<typeof ProductWithCustomPageSchema>;

export const CustomListSavedSchema = z.object({ data: CustomListSchema }).openapi("CustomListSaved");
export const CustomEntrySavedSchema = z.object({ data: CustomEntrySchema }).openapi("CustomListEntrySaved");

export const CustomListBodySchema = z
  .object({
    id: z.number().int().min(1).optional().openapi({ description: "The list to change; none creates one." }),
    name: z.string(),
    // Checked by the list's rules (core/custom-lists/rules.ts), which answer in the forms' words.
    kind: z.string().openapi({ enum: [...CUSTOM_LIST_KINDS] }),
    phase_out_date: z.string().optional().openapi({ description: "ISO date; required for phase-out." }),
  })
  .openapi("CustomListInput");

export const CustomEntryBodySchema = z
  .object({
    id: z.number().int().min(1).optional().openapi({ description: "The entry to change; none adds one." }),
    name: z.string(),
    cas: z.string().optional(),
    ec: z.string().optional(),
    reason: z.string().optional(),
    date: z.string().optional().openapi({ description: "ISO date the entry was decided." }),
  })
  .openapi("CustomListEntryInput");

/** A CSV file's substances for one list, read by the page; added or updated in one go. */
export const CustomEntryImportBodySchema = z
  .object({
    entries: z
      .array(CustomEntryBodySchema.omit({ id: true }))
      .min(1)
      .max(CUSTOM_LIST_ENTRIES_MAX)
      .openapi({ description: `1–${CUSTOM_LIST_ENTRIES_MAX} substances, each as on the single save.` }),
  })
  .openapi("CustomListEntryImport");

export const CustomEntryImportedSchema = z
  .object({
    data: z.object({
      added: z.number().int().openapi({ description: "Substances new on the list." }),
      updated: z.number().int().openapi({ description: "Substances already on it, their fields replaced." }),
    }),
  })
  .openapi("CustomListEntryImported");

/** What approving a product request would bring in: the product's legislation and custom-list hits. */
export const WhatIfSchema = z
  .object({
    data: z.object({
      product_id: id.nullable(),
      legislation: z.array(
        z.object({
          list: ListCodeSchema,
          ref: z.string(),
          name: z.string(),
          reason: z.string(),
          date: z.string().nullable(),
          substance: z.string(),
        }),
      ),
      custom: z.array(CustomHitSchema.omit({ product: true })),
    }),
  })
  .openapi("ApprovalWhatIf");
export type WhatIf = z.infer<typeof WhatIfSchema>;
