import { z } from "zod";
import { WPD_SECTIONS, type WpdSection } from "../../../core/workplace-descriptions/sections";
import { wpdInputSchema, type WpdInput } from "../../../core/workplace-descriptions/rules";
import type { Translate } from "../../../core/translate";

/**
 * The description form's schema with the user's language: the API's rules (core/workplace-descriptions/
 * rules.ts), with the hazard statements typed one a line, and the suggestion chosen under a section added to
 * its text (a standard phrase the company already uses). For the route's action and, loaded on the form's
 * first focus, the browser.
 */
/** A posted number ("" or absent: none; anything else not a number stays as it is, for the rules to refuse). */
function numberOf(value: unknown): unknown {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value === "number") return value;
  return typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : value;
}

export function descriptionFormSchema(t: Translate) {
  const rules = wpdInputSchema(t);
  return z
    .object({
      suggest: z
        .object(
          Object.fromEntries(WPD_SECTIONS.map((section) => [section, z.string().optional()])) as Record<
            WpdSection,
            z.ZodOptional<z.ZodString>
          >,
        )
        .optional(),
      hazard_lines: z.string().optional(),
      sections: z.record(z.string(), z.string().optional()).optional(),
    })
    .passthrough()
    .transform((value) => {
      const sections: Record<string, string> = {};
      for (const section of WPD_SECTIONS) {
        const text = value.sections?.[section] ?? "";
        const added = value.suggest?.[section]?.trim() ?? "";
        sections[section] = added ? (text.trim() ? `${text.trim()}\n${added}` : added) : text;
      }
      const raw = value as Record<string, unknown>;
      // Shaped for the rules, which check every field (a wrong type included).
      return {
        title: raw.title ?? "",
        location_id: numberOf(raw.location_id),
        product_id: numberOf(raw.product_id) ?? null,
        sds_id: numberOf(raw.sds_id) ?? null,
        language_id: numberOf(raw.language_id),
        status: raw.status,
        sections,
        pictograms: raw.pictograms === undefined ? [] : [raw.pictograms].flat(),
        hazard_statements: (value.hazard_lines ?? "").split(/\r?\n/).filter((line) => line.trim() !== ""),
        signal_word: raw.signal_word ?? null,
      } as unknown as z.input<ReturnType<typeof wpdInputSchema>>;
    })
    .pipe(rules);
}

/** The API body of a valid form. */
export const descriptionBodyOf = (value: WpdInput) => value;
