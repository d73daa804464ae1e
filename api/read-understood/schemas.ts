import { z } from "@hono/zod-openapi";
import { MAX_ID } from "../../core/ids";
import { QUERY_MAX, RNU_KINDS, STATUS_FILTERS, STATUS_PAGE_MAX } from "../../core/read-understood/kinds";
import { searchText } from "../http/params";

/** The wire shapes of read and understood under /read-understood/v1, declared once. */

const id = () => z.number().int();
const KindSchema = z.enum(RNU_KINDS).openapi({
  description:
    "smartform (a risk assessment or SPS, by its root id), sds (a product, by its id) or wpd (a workplace " +
    "description, by its series id).",
});

export const RnuItemSchema = z
  .object({
    kind: KindSchema,
    document_id: id(),
    version_id: id().openapi({
      description:
        "The version in force: the smart-form version's id, the sheet's or the workplace description version's.",
    }),
    version_label: z.string(),
    title: z.string(),
    asked_at: z
      .string()
      .openapi({ description: "Since when the person is asked (assigned or new version)." }),
    acknowledged_at: z.string().nullable(),
  })
  .openapi("RnuItem");
export type RnuItem = z.infer<typeof RnuItemSchema>;

export const RnuMineSchema = z
  .object({ pending: z.array(RnuItemSchema), done: z.array(RnuItemSchema) })
  .openapi("RnuMine");
export type RnuMine = z.infer<typeof RnuMineSchema>;

export const RnuDocumentSchema = z
  .object({
    kind: KindSchema,
    document_id: id(),
    version_id: id(),
    version_label: z.string(),
    title: z.string(),
  })
  .openapi("RnuDocument");
export type RnuDocument = z.infer<typeof RnuDocumentSchema>;

export const RnuStatusPageSchema = z
  .object({
    document: RnuDocumentSchema,
    total: z.number().int().openapi({ description: "People the document asks." }),
    done: z.number().int().openapi({ description: "Of them, those who acknowledged the version in force." }),
    filter: z.enum(STATUS_FILTERS),
    page: z.number().int(),
    location: z
      .object({ id: id(), name: z.string() })
      .nullable()
      .openapi({ description: "With location_id: the location whose people (and those below) are counted." }),
    people: z.array(
      z.object({ id: id(), name: z.string(), email: z.string(), acknowledged_at: z.string().nullable() }),
    ),
  })
  .openapi("RnuStatusPage");
export type RnuStatusPage = z.infer<typeof RnuStatusPageSchema>;

export const RnuAssignmentSchema = z
  .object({
    id: id(),
    kind: KindSchema,
    document_id: id(),
    user: z.object({ id: id(), name: z.string() }).nullable(),
    location: z.object({ id: id(), name: z.string() }).nullable(),
    with_sublocations: z.boolean(),
    created_at: z.string(),
  })
  .openapi("RnuAssignment");
export type RnuAssignment = z.infer<typeof RnuAssignmentSchema>;

export const RnuAssignmentPageSchema = z
  .object({ total: z.number().int(), page: z.number().int(), items: z.array(RnuAssignmentSchema) })
  .openapi("RnuAssignmentPage");
export type RnuAssignmentPage = z.infer<typeof RnuAssignmentPageSchema>;

export const RnuChoicesSchema = z
  .object({
    documents: z.array(
      z.object({ kind: KindSchema, document_id: id(), title: z.string(), version_label: z.string() }),
    ),
    people: z.array(z.object({ id: id(), name: z.string(), email: z.string() })),
    locations: z.array(z.object({ id: id(), name: z.string(), path: z.string() })),
  })
  .openapi("RnuChoices");
export type RnuChoices = z.infer<typeof RnuChoicesSchema>;

export const RnuAssignInputSchema = z
  .object({
    kind: KindSchema,
    document_id: z.number().int().min(1).max(MAX_ID),
    user_ids: z.array(z.number().int().min(1).max(MAX_ID)).max(50).optional(),
    location_id: z.number().int().min(1).max(MAX_ID).nullable().optional(),
    with_sublocations: z.boolean().optional(),
  })
  .openapi("RnuAssignInput", { description: "People (user_ids) or a location (location_id), not both." });
export type RnuAssignInput = z.infer<typeof RnuAssignInputSchema>;

export const RnuSdsAcknowledgementSchema = z
  .object({ sds_id: id(), product_id: id(), acknowledged_at: z.string().nullable() })
  .openapi("RnuSdsAcknowledgement");
export type RnuSdsAcknowledgement = z.infer<typeof RnuSdsAcknowledgementSchema>;

export const RnuWpdAcknowledgementSchema = z
  .object({ version_id: id(), series_id: id(), acknowledged_at: z.string().nullable() })
  .openapi("RnuWpdAcknowledgement");
export type RnuWpdAcknowledgement = z.infer<typeof RnuWpdAcknowledgementSchema>;

/** One document that reaches a location's people, with how many of them have confirmed its version. */
export const RnuLocationDocumentSchema = z
  .object({
    kind: KindSchema,
    document_id: id(),
    version_label: z.string(),
    title: z.string(),
    total: z.number().int().openapi({ description: "People of the location (and below) it asks." }),
    done: z.number().int().openapi({ description: "Of them, those who confirmed the version in force." }),
  })
  .openapi("RnuLocationDocument");
export type RnuLocationDocument = z.infer<typeof RnuLocationDocumentSchema>;

export const RnuLocationPageSchema = z
  .object({
    location: z.object({ id: id(), name: z.string() }),
    total: z.number().int().openapi({ description: "Documents that reach the location's people." }),
    page: z.number().int(),
    items: z.array(RnuLocationDocumentSchema),
  })
  .openapi("RnuLocationPage");
export type RnuLocationPage = z.infer<typeof RnuLocationPageSchema>;

const page = z.coerce.number().int().min(1).max(STATUS_PAGE_MAX).optional();

export const RnuDocumentQuerySchema = z.object({
  kind: KindSchema,
  document_id: z.coerce.number().int().min(1).max(MAX_ID),
  filter: z.enum(STATUS_FILTERS).optional(),
  page,
  location_id: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_ID)
    .optional()
    .openapi({ description: "Only the people of this location and the locations below it." }),
});

export const RnuLocationQuerySchema = z.object({
  location_id: z.coerce.number().int().min(1).max(MAX_ID),
  page,
});

export const RnuChoicesQuerySchema = z.object({
  q: searchText("q", QUERY_MAX)
    .optional()
    .openapi({ description: "Part of a document's title, a person's name or e-mail, or a location's path." }),
});
