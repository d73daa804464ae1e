import { z } from "zod";
import { isCasNumber } from "../cas";
import { cleanLine, cleanMultiline, cleanName } from "../text";
import type { Translate } from "../translate";
import {
  isEcNumber,
  isManufacturerType,
  isMarketId,
  isPhraseField,
  isWellFormedText,
  normalisePhraseCode,
  phraseCodeProblem,
  PHRASE_LANGUAGE_IDS,
  PUBLISHER_LIMITS,
} from "./rules";

/**
 * The publisher's forms (supplier, substance, company phrase), one schema for the API's JSON body and the
 * page's form: the API builds them with English messages, the form with the user's language.
 */

const line = (t: Translate, max: number, clean: (value: string) => string = cleanLine) =>
  z
    .string({ error: t("publisher.error.tooLong", { max }) })
    .overwrite(clean)
    .max(max, { error: t("publisher.error.tooLong", { max }) })
    .refine(isWellFormedText, { error: t("publisher.error.text") })
    .default("");

const requiredName = (t: Translate) =>
  z
    .string({ error: t("publisher.error.name") })
    .overwrite(cleanName)
    .min(1, { error: t("publisher.error.name") })
    .max(PUBLISHER_LIMITS.name, { error: t("publisher.error.tooLong", { max: PUBLISHER_LIMITS.name }) })
    .refine(isWellFormedText, { error: t("publisher.error.text") });

export function manufacturerSchema(t: Translate) {
  return z.object({
    name: requiredName(t),
    type_id: z
      .number({ error: t("publisher.error.type") })
      .refine(isManufacturerType, { error: t("publisher.error.type") }),
    address: line(t, PUBLISHER_LIMITS.line),
    postcode: line(t, PUBLISHER_LIMITS.phone),
    city: line(t, PUBLISHER_LIMITS.line),
    country_id: z
      .number({ error: t("publisher.error.country") })
      .refine(isMarketId, { error: t("publisher.error.country") })
      .nullish()
      .transform((value) => value ?? null),
    phone: line(t, PUBLISHER_LIMITS.phone),
    emergency_phone: line(t, PUBLISHER_LIMITS.phone),
    email: line(t, PUBLISHER_LIMITS.email).refine(
      (value) => value === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
      {
        error: t("publisher.error.email"),
      },
    ),
    website: line(t, PUBLISHER_LIMITS.line),
    market_ids: marketIds(t),
  });
}

export const marketIds = (t: Translate) =>
  z
    .array(
      z
        .number({ error: t("publisher.error.market") })
        .refine(isMarketId, { error: t("publisher.error.market") }),
      {
        error: t("publisher.error.market"),
      },
    )
    .max(PUBLISHER_LIMITS.markets, { error: t("publisher.error.market") })
    .default([])
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

export function marketsSchema(t: Translate) {
  return z.object({ market_ids: marketIds(t) });
}

export function substanceSchema(t: Translate) {
  return z.object({
    name: requiredName(t),
    cas: line(t, 12).refine((value) => value === "" || isCasNumber(value), {
      error: t("publisher.error.cas"),
    }),
    ec: line(t, PUBLISHER_LIMITS.ec).refine((value) => value === "" || isEcNumber(value), {
      error: t("publisher.error.ec"),
    }),
    classification: line(t, PUBLISHER_LIMITS.classification, cleanMultiline),
  });
}

/** A translation per language id; English (4) is required, the other nine may be empty. */
export function phraseSchema(t: Translate) {
  const text = line(t, PUBLISHER_LIMITS.phraseText, cleanMultiline);
  const translations = Object.fromEntries(
    PHRASE_LANGUAGE_IDS.map((id) => [
      String(id),
      id === 4 ? text.refine((value) => value !== "", { error: t("publisher.error.english") }) : text,
    ]),
  ) as Record<string, typeof text>;
  return z.object({
    code: z
      .string({ error: t("publisher.error.code") })
      .overwrite(normalisePhraseCode)
      .superRefine((code, ctx) => {
        const problem = phraseCodeProblem(code);
        if (problem === "format") ctx.addIssue({ code: "custom", message: t("publisher.error.code") });
        if (problem === "official") ctx.addIssue({ code: "custom", message: t("publisher.error.official") });
      }),
    field_id: z
      .number({ error: t("publisher.error.field") })
      .refine(isPhraseField, { error: t("publisher.error.field") }),
    translations: z.object(translations, { error: t("publisher.error.english") }).strict(),
  });
}

export type ManufacturerInput = z.infer<ReturnType<typeof manufacturerSchema>>;
export type SubstanceInput = z.infer<ReturnType<typeof substanceSchema>>;
export type PhraseInput = z.infer<ReturnType<typeof phraseSchema>>;
