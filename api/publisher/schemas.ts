import { z } from "@hono/zod-openapi";
import {
  manufacturerSchema,
  marketsSchema,
  phraseSchema,
  substanceSchema,
} from "../../core/publisher/schemas";
import { publisherEnglish } from "./english";

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
    used_in: z.array(WhereUsedSchema).openapi({ description: "At most 100 sheets, by product name." }),
    updated_at: z.string(),
  })
  .openapi("PublisherSubstance");
export type Substance = z.infer<typeof SubstanceSchema>;

export const SubstanceListSchema = z
  .object({ data: z.array(SubstanceSchema) })
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
