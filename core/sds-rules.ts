import { isCasNumber } from "./cas";
import { z } from "zod";
import { MAX_ID } from "./ids";
import { cleanLine } from "./text";
import { COUNTRIES } from "./countries";
import { LANGUAGES } from "./languages";
import type { Translate } from "./translate";
import {
  ARTICLE_NO_MAX,
  NO_SIGNAL_WORD,
  PRODUCT_NAME_MAX,
  SDS_UPLOAD_FIELDS,
  SUPPLIER_MAX,
  VERSION_MAX,
  type SdsUploadField,
} from "./sds-fields";
import { PICTOGRAMS } from "./ghs/pictograms";
import { SDS_MAX_BYTES, SIGNAL_WORDS } from "./products";
import { STORAGE_CLASS_IDS } from "./storage-classes";
import { splitStatementCodes, statementKind } from "./ghs/statement-code";

/**
 * The forms of the product pages (conform + zod, the same schema in the
 * browser and in the route action), with translated messages: editing a
 * product (/products/{id}/edit) and uploading a safety data sheet
 * (/products/new, and /replace-sds for a newer version of a product's sheet).
 * The API checks everything again.
 */

export { ARTICLE_NO_MAX, NO_SIGNAL_WORD, PRODUCT_NAME_MAX, SDS_UPLOAD_FIELDS, SUPPLIER_MAX, VERSION_MAX };
export type { SdsUploadField };
/** At most this many statement codes in one field. */
export const STATEMENTS_MAX = 60;

function requiredText(t: Translate, requiredKey: string, max: number, tooLongKey: string) {
  return z
    .string({ error: t(requiredKey) })
    .overwrite(cleanLine)
    .min(1, { error: t(requiredKey) })
    .max(max, { error: t(tooLongKey, { max }) });
}

function optionalText(t: Translate, max: number, tooLongKey: string) {
  return z
    .string()
    .overwrite(cleanLine)
    .max(max, { error: t(tooLongKey, { max }) })
    .optional();
}

/* ------------------------------------------------------------------ edit */

/** /products/{id}/edit: name (required), supplier and article number. */
export function productEditSchema(t: Translate) {
  return z.object({
    name: requiredText(t, "product.error.nameRequired", PRODUCT_NAME_MAX, "product.error.nameTooLong"),
    supplier: optionalText(t, SUPPLIER_MAX, "product.error.supplierTooLong"),
    article_no: optionalText(t, ARTICLE_NO_MAX, "product.error.articleNoTooLong"),
  });
}
export type ProductEditValue = z.infer<ReturnType<typeof productEditSchema>>;

/* ------------------------------------------------------------ statements */

/** A single or combined H code ("H302+H332"), or an EUH code. */
export function isHazardCode(code: string): boolean {
  return statementKind(code) === "hazard";
}
/** A single or combined P code ("P301+P310+P331"). */
export function isPrecautionaryCode(code: string): boolean {
  return statementKind(code) === "precautionary";
}

function statementsField(t: Translate, kind: "hazard" | "precautionary") {
  const valid = kind === "hazard" ? isHazardCode : isPrecautionaryCode;
  return z
    .string()
    .max(2000, { error: t("product.error.statementsTooMany", { max: STATEMENTS_MAX }) })
    .optional()
    .superRefine((value, context) => {
      const codes = splitStatementCodes(value);
      const wrong = codes.filter((code) => !valid(code));
      if (wrong.length > 0) {
        context.addIssue({
          code: "custom",
          message: t(kind === "hazard" ? "product.error.hazardCode" : "product.error.precautionaryCode", {
            codes: wrong.join(", "),
          }),
        });
      } else if (codes.length > STATEMENTS_MAX) {
        context.addIssue({
          code: "custom",
          message: t("product.error.statementsTooMany", { max: STATEMENTS_MAX }),
        });
      }
    });
}

/* ---------------------------------------------------------------- upload */

/** "UN1090", "UN 1090" or "1090" → "1090"; anything else stays as typed (and fails). */
export function cleanUnNumber(value: string): string {
  const text = cleanLine(value);
  const match = /^(?:UN\s*)?(\d{4})$/i.exec(text);
  return match ? match[1]! : text;
}

/** Whether the text is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Today's date (UTC) plus one day of slack for time zones, as YYYY-MM-DD. */
function latestIssueDate(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

/** What was wrong with the chosen file (found on the server, which reads its bytes). */
export type SdsFileProblem = "missing" | "empty" | "too_large" | "not_pdf";

export const SDS_FILE_PROBLEM_KEYS: Readonly<Record<SdsFileProblem, string>> = {
  missing: "product.error.fileRequired",
  empty: "product.error.fileEmpty",
  too_large: "product.error.fileTooLarge",
  not_pdf: "product.error.fileNotPdf",
};

/** "Read the sheet" on the upload form: nothing is saved, so nothing is required (the server reads what it gets). */
export function sdsReadSchema() {
  return z.looseObject({});
}

/**
 * The upload form of /products/new and /replace-sds. The file itself is
 * checked on the server (its size and its first bytes), which passes what it
 * found as `fileProblem`; the browser only checks that one was chosen
 * (`requireFile`).
 */
export function sdsUploadSchema(
  t: Translate,
  options: { fileProblem?: SdsFileProblem | null; requireFile?: boolean } = {},
) {
  const languageIds = Object.keys(LANGUAGES);
  const countryIds = Object.keys(COUNTRIES);
  return z.object({
    intent: z.literal("upload").optional(),
    product_id: z
      .string()
      .regex(/^[1-9]\d{0,9}$/)
      .refine((value) => Number(value) <= MAX_ID)
      .optional(),
    // z.any() accepts a missing file; the server's finding is reported on the field itself.
    file: z.any().superRefine((file, context) => {
      // In the browser: a chosen file (conform turns "none chosen" into undefined).
      if (options.requireFile && file === undefined) {
        context.addIssue({ code: "custom", message: t(SDS_FILE_PROBLEM_KEYS.missing) });
      }
      if (options.fileProblem) {
        context.addIssue({
          code: "custom",
          message: t(SDS_FILE_PROBLEM_KEYS[options.fileProblem], {
            max: Math.round(SDS_MAX_BYTES / 1024 / 1024),
          }),
        });
      }
    }),
    name: requiredText(t, "product.error.nameRequired", PRODUCT_NAME_MAX, "product.error.nameTooLong"),
    supplier: requiredText(
      t,
      "product.error.supplierRequired",
      SUPPLIER_MAX,
      "product.error.supplierTooLong",
    ),
    article_no: optionalText(t, ARTICLE_NO_MAX, "product.error.articleNoTooLong"),
    language: z
      .string({ error: t("product.error.languageRequired") })
      .refine((value) => languageIds.includes(value), { error: t("product.error.languageRequired") }),
    market: z
      .string({ error: t("product.error.marketRequired") })
      .refine((value) => countryIds.includes(value), { error: t("product.error.marketRequired") }),
    version: requiredText(t, "product.error.versionRequired", VERSION_MAX, "product.error.versionTooLong"),
    date_issue: z
      .string({ error: t("product.error.dateRequired") })
      .trim()
      .refine(isIsoDate, { error: t("product.error.dateInvalid"), abort: true })
      .refine((value) => value <= latestIssueDate(), { error: t("product.error.dateFuture") }),
    cas_no: z
      .string()
      .trim()
      .refine(isCasNumber, { error: t("product.error.casInvalid") })
      .optional(),
    un_no: z
      .string()
      .overwrite(cleanUnNumber)
      .regex(/^\d{4}$/, { error: t("product.error.unInvalid") })
      .optional(),
    signal_word: z.enum([NO_SIGNAL_WORD, ...SIGNAL_WORDS], { error: t("product.error.signalWord") }),
    pictograms: z.array(z.enum(PICTOGRAMS, { error: t("product.error.pictogram") })).optional(),
    hazard_statements: statementsField(t, "hazard"),
    precautionary_statements: statementsField(t, "precautionary"),
    storage_class: z.enum(STORAGE_CLASS_IDS, { error: t("product.error.storageClass") }).optional(),
  });
}
export type SdsUploadValue = z.infer<ReturnType<typeof sdsUploadSchema>>;

/**
 * Apply a pending sheet (step 2 of /replace-sds). Built when asked for: a
 * schema built as this module loads would bring zod into the first visit of
 * every page that uses one of this module's constants.
 */
export const applySdsSchema = () =>
  z.object({
    intent: z.literal("apply"),
    sds_key: z.string().trim().min(1).max(100),
  });
