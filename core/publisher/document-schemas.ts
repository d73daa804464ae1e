import { z } from "zod";
import { isClpStatementCode } from "../ghs/clp-statement-codes";
import { isPictogram } from "../ghs/pictograms";
import { normaliseStatementCode } from "../ghs/statement-code";
import { MAX_ID } from "../ids";
import { isLanguageId } from "../languages";
import { cleanMultiline, cleanName } from "../text";
import type { Translate } from "../translate";
import { isSdsTemplate, isSdsType, isSubsectionNumber } from "./annex-ii";
import { isMarketId, isWellFormedText, PUBLISHER_LIMITS } from "./rules";

/**
 * The company's own sheets as they are written: the new sheet's heading (supplier, product, language,
 * market, kind) and a draft's changes (its text per subsection, its phrases, its composition, its label).
 * One schema for the API's JSON body and a page's form, with messages in the caller's language.
 */

export const SHEET_LIMITS = {
  subsectionText: 20_000,
  phrases: 500,
  substances: 200,
  articleNo: 100,
} as const;

/**
 * The error code of a draft's change refused with 409 because the draft changed after the revision the change
 * names (someone else saved it meanwhile): the page keeps what was typed and offers the draft as it is now.
 */
export const SHEET_CHANGED = "sheet_changed";

/** The shape the database keeps a statement code in (combinations joined with "+", no optional parts). */
const STORED_CODE = /^(EUH|H|P)[0-9]{3}[A-Za-z]{0,2}(\+(EUH|H|P)[0-9]{3}[A-Za-z]{0,2})*$/;

const id = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ID, { error: message });

const productName = (t: Translate) =>
  z
    .string({ error: t("publisher.sheet.error.name") })
    .overwrite(cleanName)
    .min(1, { error: t("publisher.sheet.error.name") })
    .max(PUBLISHER_LIMITS.name, { error: t("publisher.sheet.error.name") })
    .refine(isWellFormedText, { error: t("publisher.sheet.error.name") });

const articleNo = (t: Translate) =>
  z
    .string({ error: t("publisher.sheet.error.text", { max: SHEET_LIMITS.articleNo }) })
    .overwrite(cleanName)
    .max(SHEET_LIMITS.articleNo, { error: t("publisher.sheet.error.text", { max: SHEET_LIMITS.articleNo }) })
    .refine(isWellFormedText, { error: t("publisher.sheet.error.text", { max: SHEET_LIMITS.articleNo }) });

const sdsType = (t: Translate) =>
  z
    .number({ error: t("publisher.sheet.error.type") })
    .refine(isSdsType, { error: t("publisher.sheet.error.type") });

/** A new sheet: version 1 of a new sds key. */
export function newSheetSchema(t: Translate) {
  return z.object({
    manufacturer_id: id(t("publisher.sheet.error.manufacturer")),
    product_name: productName(t),
    article_no: articleNo(t).default(""),
    language_id: z
      .number({ error: t("publisher.sheet.error.language") })
      .refine(isLanguageId, { error: t("publisher.sheet.error.language") }),
    market_id: z
      .number({ error: t("publisher.sheet.error.market") })
      .refine(isMarketId, { error: t("publisher.sheet.error.market") }),
    sds_type: sdsType(t).default(1),
    template_id: z
      .number({ error: t("publisher.sheet.error.template") })
      .refine(isSdsTemplate, { error: t("publisher.sheet.error.template") })
      .default(1),
  });
}

const concentration = (t: Translate) =>
  z
    .number({ error: t("publisher.sheet.error.concentration") })
    .min(0, { error: t("publisher.sheet.error.concentration") })
    .max(100, { error: t("publisher.sheet.error.concentration") })
    .nullish()
    .transform((value) => value ?? null);

/** A draft's changes: each part given replaces that part of the draft; absent parts stay as they are. */
export function sheetChangeSchema(t: Translate) {
  const text = z
    .string({ error: t("publisher.sheet.error.text", { max: SHEET_LIMITS.subsectionText }) })
    .overwrite(cleanMultiline)
    .max(SHEET_LIMITS.subsectionText, {
      error: t("publisher.sheet.error.text", { max: SHEET_LIMITS.subsectionText }),
    })
    .refine(isWellFormedText, {
      error: t("publisher.sheet.error.text", { max: SHEET_LIMITS.subsectionText }),
    });
  const tooMany = (max: number) => t("publisher.sheet.error.tooMany", { max });
  return z
    .object({
      /**
       * The draft's revision the change was made from (optimistic concurrency): when the draft has changed since,
       * the change is refused (409) and nothing is saved. Without it the change applies to the draft as it is.
       */
      revision: id(t("publisher.sheet.error.revision")),
      manufacturer_id: id(t("publisher.sheet.error.manufacturer")),
      product_name: productName(t),
      article_no: articleNo(t),
      sds_type: sdsType(t),
      signal_word: z.enum(["Danger", "Warning"], { error: t("publisher.sheet.error.signalWord") }).nullable(),
      pictograms: z
        .array(z.string({ error: t("publisher.sheet.error.pictogram", { code: "?" }) }), {
          error: t("publisher.sheet.error.pictogram", { code: "?" }),
        })
        .max(9, { error: tooMany(9) })
        .superRefine((codes, ctx) => {
          for (const code of codes)
            if (!isPictogram(code))
              ctx.addIssue({ code: "custom", message: t("publisher.sheet.error.pictogram", { code }) });
        })
        .transform((codes) => [...new Set(codes)].sort()),
      sections: z
        .record(z.string(), text, { error: t("publisher.sheet.error.subsection", { subsection: "?" }) })
        .superRefine((sections, ctx) => {
          for (const key of Object.keys(sections))
            if (!isSubsectionNumber(key))
              ctx.addIssue({
                code: "custom",
                message: t("publisher.sheet.error.subsection", { subsection: String(key).slice(0, 10) }),
              });
        }),
      phrases: z
        .array(
          z
            .object({
              subsection: z.string({ error: t("publisher.sheet.error.subsection", { subsection: "?" }) }),
              sentence_id: id(t("publisher.sheet.error.phrase", { id: "?" }))
                .nullish()
                .transform((value) => value ?? null),
              statement_code: z
                .string({ error: t("publisher.sheet.error.statement", { code: "?" }) })
                .overwrite(normaliseStatementCode)
                .nullish()
                .transform((value) => value ?? null),
            })
            .strict()
            .superRefine((phrase, ctx) => {
              if (!isSubsectionNumber(phrase.subsection))
                ctx.addIssue({
                  code: "custom",
                  message: t("publisher.sheet.error.subsection", {
                    subsection: String(phrase.subsection).slice(0, 10),
                  }),
                });
              if ((phrase.sentence_id === null) === (phrase.statement_code === null))
                ctx.addIssue({ code: "custom", message: t("publisher.sheet.error.phraseOne") });
              const code = phrase.statement_code;
              if (code !== null && !(STORED_CODE.test(code) && isClpStatementCode(code)))
                ctx.addIssue({
                  code: "custom",
                  message: t("publisher.sheet.error.statement", { code: code.slice(0, 30) }),
                });
            }),
          { error: tooMany(SHEET_LIMITS.phrases) },
        )
        .max(SHEET_LIMITS.phrases, { error: tooMany(SHEET_LIMITS.phrases) }),
      substances: z
        .array(
          z
            .object({
              substance_id: id(t("publisher.sheet.error.substance", { id: "?" })),
              concentration_min: concentration(t),
              concentration_max: concentration(t),
            })
            .strict()
            .refine(
              (row) =>
                row.concentration_min === null ||
                row.concentration_max === null ||
                row.concentration_min <= row.concentration_max,
              { error: t("publisher.sheet.error.concentration") },
            ),
          { error: tooMany(SHEET_LIMITS.substances) },
        )
        .max(SHEET_LIMITS.substances, { error: tooMany(SHEET_LIMITS.substances) })
        .refine((rows) => new Set(rows.map((row) => row.substance_id)).size === rows.length, {
          error: t("publisher.sheet.error.substance", { id: "?" }),
        }),
    })
    .partial();
}

/** A new version of a published sheet, in its language and market or in another one. */
export function newVersionSchema(t: Translate) {
  return z.object({
    newlanguage: z
      .number({ error: t("publisher.sheet.error.language") })
      .refine(isLanguageId, { error: t("publisher.sheet.error.language") })
      .optional(),
    newmarket: z
      .number({ error: t("publisher.sheet.error.market") })
      .refine(isMarketId, { error: t("publisher.sheet.error.market") })
      .optional(),
  });
}

/** A copy of a sheet as a new sheet (a new sds key) under another product name. */
export function copySheetSchema(t: Translate) {
  return z.object({ copy_of: id(t("publisher.sheet.error.name")), product_name: productName(t) });
}

export type NewSheetInput = z.infer<ReturnType<typeof newSheetSchema>>;
export type SheetChangeInput = z.infer<ReturnType<typeof sheetChangeSchema>>;
export type NewVersionInput = z.infer<ReturnType<typeof newVersionSchema>>;
export type CopySheetInput = z.infer<ReturnType<typeof copySheetSchema>>;
