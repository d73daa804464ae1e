import { z } from "@hono/zod-openapi";
import { IMPACT_KINDS } from "../../core/sds-change-impact/affected-kinds";
import { CHANGE_PARTS } from "../../core/sds-change-impact/sheet-change";
import { ActionStatusSchema } from "../sds-events/schemas";
import { envelope } from "../http/envelope";

/** Every wire shape of change impact: what a new sheet version changed and the actions it made. */

const ValueChangeSchema = z
  .object({ from: z.string().nullable(), to: z.string().nullable() })
  .nullable()
  .openapi("SdsValueChange", { description: "The value before and after; null when it did not change." });

const CodesChangeSchema = z
  .object({ added: z.array(z.string()), removed: z.array(z.string()) })
  .openapi("SdsCodesChange");

const SheetSubstanceSchema = z
  .object({ name: z.string().nullable(), cas: z.string().nullable(), concentration: z.string().nullable() })
  .openapi("SdsImpactSubstance");

export const SheetChangeSchema = z
  .object({
    classification: ValueChangeSchema,
    signal_word: ValueChangeSchema,
    hazard_statements: CodesChangeSchema,
    precautionary_statements: CodesChangeSchema,
    pictograms: CodesChangeSchema,
    storage_class: ValueChangeSchema,
    substances: z.object({
      added: z.array(SheetSubstanceSchema),
      removed: z.array(SheetSubstanceSchema),
      changed: z.array(
        z.object({
          key: z.string().openapi({ description: "The CAS number, else name:<the name>." }),
          name: z.string().nullable(),
          from: z.string().nullable(),
          to: z.string().nullable(),
        }),
      ),
    }),
  })
  .openapi("SdsSheetChange");
export type SheetChangeWire = z.infer<typeof SheetChangeSchema>;

export const ImpactKindSchema = z.enum(IMPACT_KINDS).openapi("SdsImpactKind");
export const ChangePartSchema = z.enum(CHANGE_PARTS).openapi("SdsChangePart");

export const ImpactItemSchema = z
  .object({
    action_id: z.number().int(),
    kind: ImpactKindSchema,
    label: z.string().openapi({ description: "The thing's name: a document's title, a location, a list." }),
    path: z.string().openapi({ description: "The app page of the thing." }),
    status: ActionStatusSchema,
    location_id: z.number().int().nullable(),
    location_name: z.string().nullable(),
  })
  .openapi("SdsImpactItem");
export type ImpactItem = z.infer<typeof ImpactItemSchema>;

export const ListHitSchema = z
  .object({
    source: z.enum(["legislation", "custom"]),
    list: z
      .string()
      .openapi({ description: "The legislation list's code, or the custom list's id (0: the greylist)." }),
    list_name: z.string().openapi({ description: "The custom list's name; empty for a legislation list." }),
    ref: z
      .string()
      .openapi({ description: "The entry's reference (a legislation entry's ref, a custom entry's id)." }),
    entry: z.string().openapi({ description: "The entry's name." }),
  })
  .openapi("SdsImpactListHit");
export type ListHitWire = z.infer<typeof ListHitSchema>;

export const SdsImpactSchema = z
  .object({
    event_id: z.number().int(),
    product_id: z.number().int(),
    product_name: z.string(),
    occurred_at: z.string(),
    from_sds_key: z.string(),
    to_sds_key: z.string(),
    from_version: z.string().nullable(),
    to_version: z.string().nullable(),
    change: SheetChangeSchema,
    parts: z.array(ChangePartSchema).openapi({ description: "What changed; empty when the sheets agree." }),
    kinds: z.array(ImpactKindSchema).openapi({ description: "The kinds of things the change touches." }),
    items: z.array(ImpactItemSchema).openapi({
      description: "The actions the change made, one per thing touched, within the caller's top nodes.",
    }),
    items_cut: z.boolean().openapi({
      description: "A kind had more things than one change makes actions for; the first are listed.",
    }),
    list_hits: z
      .object({
        gained: z.array(ListHitSchema),
        lost: z.array(ListHitSchema),
        cut: z
          .boolean()
          .openapi({ description: "More hits changed than the event keeps; the first are listed." }),
      })
      .openapi({
        description:
          "The legislation, custom-list and greylist entries the product is on with the new sheet and was not " +
          "on before (gained), and the other way round (lost): the product was screened again with the new sheet.",
      }),
  })
  .openapi("SdsImpact");
export type SdsImpact = z.infer<typeof SdsImpactSchema>;
export const SdsImpactResponse = envelope(SdsImpactSchema, "SdsImpactResponse");
