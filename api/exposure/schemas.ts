import { z } from "@hono/zod-openapi";
import { EXPOSURE_ROUTES, FREQUENCIES } from "../../core/exposure/kinds";

/**
 * The wire shapes of the exposure register under /exposure/v1, declared once. Shared shapes first; then one
 * section per part (plans, records, the register and lists, a person's history): each part adds its shapes
 * only inside its own section.
 */

/* ------------------------------------------------------------------ shared */

export const ExposurePersonSchema = z
  .object({ id: z.number().int(), name: z.string() })
  .openapi("ExposurePerson", { description: "A person of the company (a pseudonym after erasure)." });
export type ExposurePerson = z.infer<typeof ExposurePersonSchema>;

export const RegistrableReasonSchema = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("statement"), code: z.string().openapi({ example: "H350i" }) }),
    z.object({
      kind: z.literal("annexVi"),
      cas: z.string(),
      name: z.string(),
      categories: z.string().openapi({ example: "Carc. 1A; Muta. 1B" }),
      indexNo: z.string(),
      atp: z.string(),
      celex: z.string(),
      applies: z.string().openapi({ description: "YYYY-MM-DD: the classification applies from this day." }),
    }),
  ])
  .openapi("ExposureRegistrableReason", {
    description:
      "Why a product belongs in the register: a CMR 1A/1B statement on its sheet, or a substance of its " +
      "sheet with a harmonised CMR 1A/1B classification in CLP Annex VI.",
  });
export type RegistrableReasonWire = z.infer<typeof RegistrableReasonSchema>;

export const ExposureSnapshotSchema = z
  .object({
    product: z.object({ name: z.string(), supplier: z.string() }),
    sds: z
      .object({
        key: z.string(),
        version: z.string(),
        dateIssue: z.string(),
        languageId: z.number().int(),
        hazardStatements: z.array(z.string()),
        casNumbers: z.array(z.string()),
      })
      .nullable(),
    location: z.object({ path: z.string() }).nullable(),
  })
  .openapi("ExposureSnapshot", {
    description: "The product, sheet and location as they were when the plan or record was written.",
  });

export const ExposureRoutesSchema = z
  .array(z.enum(EXPOSURE_ROUTES))
  .openapi({ description: "Routes of exposure (stored as bit flags in this order)." });
export const FrequencySchema = z.enum(FREQUENCIES);

export const ExposureAccessSchema = z
  .object({
    is_admin: z.boolean().openapi({ description: "exposure_admin: keeps the register." }),
    is_reader: z.boolean().openapi({ description: "exposure_reader: reads everyone's records." }),
    in_register: z.boolean().openapi({ description: "The caller is a person the register applies to." }),
    retention_years: z.number().int(),
  })
  .openapi("ExposureAccess");
export type ExposureAccessWire = z.infer<typeof ExposureAccessSchema>;

/* ------------------------------------------------------------------ plans: more shapes */

/* ------------------------------------------------------------------ records: more shapes */

/* ------------------------------------------------------------------ register and lists: more shapes */

/* ------------------------------------------------------------------ a person's history: more shapes */
