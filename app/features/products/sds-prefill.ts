import type { SubmissionResult } from "@conform-to/react";
import type { SdsFactsView, StagedSds } from "../../../api/products/schemas";
import { countryId } from "../../../core/countries";
import { LANGUAGES } from "../../../core/languages";
import { PICTOGRAMS } from "../../../core/ghs/pictograms";
import { isCasNumber } from "../../../core/cas";
import { splitStatementCodes, statementKind } from "../../../core/ghs/statement-code";
import { isStorageClassId } from "../../../core/storage-classes";
import {
  ARTICLE_NO_MAX,
  NO_SIGNAL_WORD,
  PRODUCT_NAME_MAX,
  SUPPLIER_MAX,
  VERSION_MAX,
  type SdsUploadField,
} from "../../../core/sds-fields";

/**
 * Filling the upload form of a safety data sheet from what was read in its
 * PDF (/products/new, /replace-sds). Pure functions: the action calls them,
 * the form renders their result.
 *
 * A value the user typed is never replaced by a reading. The form carries the
 * values the server last put in it (a hidden field, `read_values`: the page's
 * defaults, then each reading's values); a field whose value is empty or still
 * the one the server put there was not typed, and takes the new reading's
 * value. Each field that holds a value read from the sheet is marked "read";
 * "check" when the value is less certain: statements matched from their
 * words, pictograms recognised in a picture or derived from the H codes, a
 * market the sheet gives only as "EU".
 */

/** The fields a reading can fill. */
export const PREFILL_FIELDS = [
  "name",
  "supplier",
  "article_no",
  "language",
  "market",
  "version",
  "date_issue",
  "cas_no",
  "signal_word",
  "pictograms",
  "hazard_statements",
  "precautionary_statements",
  "storage_class",
] as const satisfies readonly SdsUploadField[];
export type PrefillField = (typeof PREFILL_FIELDS)[number];

/** A field's value as the form holds it: text, or the list of checked pictograms. */
export type FormValue = string | string[];
export type FormValues = Partial<Record<PrefillField, FormValue>>;

/** What the form uses of a reading (composition and physical data fill no field). */
type PrefillFacts = Omit<SdsFactsView, "physical" | "composition">;

export type FieldMark = "read" | "check";
export interface FieldMarks {
  fields: Partial<Record<PrefillField, FieldMark>>;
  /** Pictograms not printed as such: recognised in a picture or derived from the H codes. */
  pictograms: Record<string, "image" | "derived">;
  /** Statement codes matched from the sheet's sentences (not printed as codes). */
  sentences: string[];
}

/** What the page says about the reading. */
export type ReadingNotice =
  | { kind: "reading"; pagesRead: number; pages: number }
  | { kind: "hazards" | "not_classified" | "none_found" | "no_text" | "timed_out" | "unreadable" | "ocr" };

/** A staged sheet as the form keeps it (a hidden token, its name shown). */
export interface KeptSheet {
  token: string;
  file_name: string;
  size: number;
}

/**
 * The upload form as the action sends it back: a refused save (`reply`, the
 * typed values and their errors), or a reading (`values` filled in from the
 * sheet, no errors); either way with the staged sheet, so the file is not
 * chosen again, and what was read.
 */
export interface SdsFormState {
  reply?: SubmissionResult<string[]>;
  values?: FormValues;
  /** Changes with every reading, so the form starts again from `values`. */
  generation?: string;
  readValues: FormValues;
  staged: KeptSheet | null;
  marks: FieldMarks | null;
  notice: ReadingNotice | null;
  /** The marks and the notice in words (the server writes them: the page's script stays small). */
  texts?: ReadingTexts;
}

export interface ReadingTexts {
  /** By field: what the field's hint says first ("Read from the sheet."). */
  fields: Partial<Record<PrefillField, string>>;
  /** By pictogram: why it is to be checked. */
  pictograms: Record<string, string>;
  notice: { text: string; warning: boolean; reading: boolean } | null;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

const NOTICE_KEYS = {
  hazards: "product.reading.hazards",
  not_classified: "product.reading.notClassified",
  none_found: "product.reading.noneFound",
  no_text: "product.reading.noText",
  timed_out: "product.reading.timedOut",
  unreadable: "product.reading.unreadable",
  ocr: "product.reading.ocr",
} as const;

/**
 * The marks and the notice in the user's language. Each outcome has its own
 * words: a sheet that says "not classified" is never reported like one in
 * which nothing was found.
 */
export function readingTexts(
  marks: FieldMarks | null,
  notice: ReadingNotice | null,
  values: FormValues,
  t: Translate,
): ReadingTexts {
  const texts: ReadingTexts = { fields: {}, pictograms: {}, notice: null };
  for (const [field, mark] of Object.entries(marks?.fields ?? {}) as [PrefillField, FieldMark][]) {
    let text = t(mark === "check" ? "product.reading.check" : "product.reading.fromSheet");
    if (field === "market" && mark === "check") text = t("product.reading.marketEu");
    if (field === "hazard_statements" || field === "precautionary_statements") {
      const codes = splitStatementCodes(String(values[field] ?? "")).filter((code) =>
        marks?.sentences.includes(code),
      );
      text = codes.length
        ? t("product.reading.sentences", { codes: codes.join(", ") })
        : t("product.reading.fromSheet");
    }
    texts.fields[field] = text;
  }
  for (const [code, source] of Object.entries(marks?.pictograms ?? {})) {
    texts.pictograms[code] = t(
      source === "image" ? "product.reading.pictogramImage" : "product.reading.pictogramDerived",
    );
  }
  if (notice?.kind === "reading") {
    texts.notice = {
      text:
        notice.pages > 0
          ? t("product.reading.progress", { read: notice.pagesRead, total: notice.pages })
          : t("product.reading.starting"),
      warning: false,
      reading: true,
    };
  } else if (notice) {
    texts.notice = {
      text: t(NOTICE_KEYS[notice.kind]),
      warning: notice.kind !== "hazards" && notice.kind !== "not_classified",
      reading: false,
    };
  }
  return texts;
}

export interface Prefill {
  /** The form's values (typed ones kept, the others from the reading). */
  values: FormValues;
  marks: FieldMarks;
  /** The values the server put in the form (its next `read_values`). */
  readValues: FormValues;
  /** Fields whose value the reading changed in this request. */
  changed: PrefillField[];
}

const languageIdOf = (code: string | null): string | undefined => {
  if (!code) return undefined;
  const wanted = code.toLowerCase() === "no" ? "nb" : code.toLowerCase();
  const found = Object.entries(LANGUAGES).find(([, { locale }]) => locale.split("-")[0] === wanted);
  return found?.[0];
};

const marketIdOf = (code: string | null): string | undefined => {
  if (!code) return undefined;
  // "UK" is how many sheets write Great Britain.
  const id = countryId(code.trim().toUpperCase() === "UK" ? "GB" : code);
  return id === undefined ? undefined : String(id);
};

const limited = (value: string | null, max: number): string | undefined =>
  value && value.trim() !== "" ? value.trim().slice(0, max) : undefined;

/** The form's values a reading gives (fields it found nothing for are absent). */
export function valuesFromFacts(facts: PrefillFacts): FormValues {
  const values: FormValues = {};
  const identity = facts.identity;
  const set = (field: PrefillField, value: FormValue | undefined) => {
    if (value !== undefined && value.length > 0) values[field] = value;
  };
  set("name", limited(identity.product_name, PRODUCT_NAME_MAX));
  set("supplier", limited(identity.supplier, SUPPLIER_MAX));
  set("article_no", limited(identity.article_no, ARTICLE_NO_MAX));
  set("language", languageIdOf(identity.language));
  set("market", marketIdOf(identity.market));
  set("version", limited(identity.version, VERSION_MAX));
  if (identity.revision_date && /^\d{4}-\d{2}-\d{2}$/.test(identity.revision_date)) {
    set("date_issue", identity.revision_date);
  }
  // One CAS number is the product's own (a substance); a mixture's several are its ingredients'.
  const cas = [...new Set(facts.cas_numbers)];
  if (cas.length === 1 && isCasNumber(cas[0]!)) set("cas_no", cas[0]);
  if (facts.signal_word) set("signal_word", facts.signal_word);
  set(
    "pictograms",
    facts.pictograms.filter((code) => (PICTOGRAMS as readonly string[]).includes(code)),
  );
  const codes = (kind: "hazard" | "precautionary", list: string[]) =>
    list.filter((code) => statementKind(code) === kind).join(", ");
  set("hazard_statements", codes("hazard", facts.hazard_statements));
  set("precautionary_statements", codes("precautionary", facts.precautionary_statements));
  if (facts.storage_class && isStorageClassId(facts.storage_class)) set("storage_class", facts.storage_class);
  return values;
}

/** Two values are the same when they hold the same text or the same codes in any order. */
function same(a: FormValue | undefined, b: FormValue | undefined): boolean {
  const norm = (value: FormValue | undefined) =>
    Array.isArray(value) ? [...value].sort().join(",") : (value ?? "").trim();
  return norm(a) === norm(b);
}

const isEmpty = (field: PrefillField, value: FormValue | undefined): boolean =>
  value === undefined ||
  (Array.isArray(value) ? value.length === 0 : value.trim() === "") ||
  (field === "signal_word" && value === NO_SIGNAL_WORD);

/** The form's values (prefill fields) from its submitted data. */
export function formValuesOf(formData: FormData): FormValues {
  const values: FormValues = {};
  for (const field of PREFILL_FIELDS) {
    if (field === "pictograms") values.pictograms = formData.getAll("pictograms").map(String);
    else {
      const value = formData.get(field);
      if (typeof value === "string") values[field] = value;
    }
  }
  return values;
}

/** `read_values` from the form: what the server last put in it (anything unexpected is dropped). */
export function parseReadValues(value: unknown): FormValues {
  if (typeof value !== "string" || value.length > 20_000) return {};
  try {
    const parsed = JSON.parse(value) as Record<string, unknown>;
    const values: FormValues = {};
    for (const field of PREFILL_FIELDS) {
      const entry = parsed?.[field];
      if (typeof entry === "string") values[field] = entry;
      else if (Array.isArray(entry)) values[field] = entry.filter((item) => typeof item === "string");
    }
    return values;
  } catch {
    return {};
  }
}

/** The marks of the fields whose value is the reading's. */
export function marksFor(values: FormValues, read: FormValues, facts: PrefillFacts): FieldMarks {
  const marks: FieldMarks = { fields: {}, pictograms: {}, sentences: [] };
  const sources = facts.code_sources;
  for (const field of PREFILL_FIELDS) {
    if (read[field] === undefined || isEmpty(field, read[field]) || !same(values[field], read[field]))
      continue;
    marks.fields[field] = "read";
  }
  if (marks.fields.market && facts.identity.market?.toUpperCase() === "EU") marks.fields.market = "check";
  // Text recognised from a scan may misread any letter or digit: every value read needs checking.
  if (facts.ocr)
    for (const field of Object.keys(marks.fields) as PrefillField[]) marks.fields[field] = "check";
  if (marks.fields.pictograms) {
    for (const code of read.pictograms as string[]) {
      const source = sources[code];
      if (source === "image" || source === "derived") marks.pictograms[code] = source;
    }
    if (Object.keys(marks.pictograms).length > 0) marks.fields.pictograms = "check";
  }
  for (const field of ["hazard_statements", "precautionary_statements"] as const) {
    if (!marks.fields[field]) continue;
    const matched = splitStatementCodes(String(read[field])).filter((code) => sources[code] === "sentence");
    if (matched.length > 0) {
      marks.fields[field] = "check";
      marks.sentences.push(...matched);
    }
  }
  return marks;
}

/**
 * The form after a reading: every field the user did not type takes the
 * reading's value (a field the reading found nothing for keeps what it had).
 */
export function prefill(submitted: FormValues, lastRead: FormValues, facts: PrefillFacts): Prefill {
  const read = valuesFromFacts(facts);
  const values: FormValues = { ...submitted };
  const readValues: FormValues = { ...lastRead };
  const changed: PrefillField[] = [];
  for (const field of PREFILL_FIELDS) {
    const current = submitted[field];
    const typed = !isEmpty(field, current) && !same(current, lastRead[field]);
    const next = read[field];
    if (typed || next === undefined) continue;
    if (!same(current, next)) changed.push(field);
    values[field] = next;
    readValues[field] = next;
  }
  return { values, marks: marksFor(values, read, facts), readValues, changed };
}

/** What the page says about a staged sheet's reading. */
export function readingNotice(reading: StagedSds["reading"]): ReadingNotice {
  if (reading.state === "reading" || !reading.outcome) {
    return { kind: "reading", pagesRead: reading.pages_read, pages: reading.pages };
  }
  if (reading.outcome !== "read") return { kind: reading.outcome };
  if (reading.facts?.ocr) return { kind: "ocr" };
  const classification = reading.facts?.classification ?? "none_found";
  return { kind: classification === "classified" ? "hazards" : classification };
}
