import { isCasNumber } from "../../core/cas";
import { normaliseStatementCode } from "../../core/ghs/statement-code";
import { isPictogram } from "../../core/ghs/pictograms";
import { isStorageClassId, type StorageClassId } from "../../core/storage-classes";
import { isKnownStatement } from "./statements";

/**
 * What ChemSafe read from a supplier's safety data sheet (the reader is
 * ./sds-reader.ts, the rules for the text ./sds-text.ts). Stored as JSON
 * (product_requests.attached_sds_facts, pending uploads), so every field has a
 * value for "nothing read" and parseFacts accepts rows written before a field
 * existed.
 *
 * Statements, pictograms and the signal word are the product's own (section 2
 * of the sheet), never its ingredients'. Each code says where it came from
 * (code_sources): a code printed as such is the normal case and has no entry;
 * "sentence" is a hazard or precautionary statement printed as words without
 * its code and matched to the standard wording; "image" a pictogram recognised
 * in an embedded picture; "derived" a pictogram that follows from the hazard
 * statements by the CLP rules and is not seen on the sheet. The form shows
 * everything that is not printed as marked, for the user to confirm.
 */

/**
 * How the reading went: read (the facts are what the text says), no_text (no text layer: a scan, and no OCR),
 * timed_out (stopped at the time limit; the facts are from the pages read by then), unreadable (the file did
 * not open). "Nothing found" means different things in each, and the user is told which.
 */
export const READ_OUTCOMES = ["read", "no_text", "timed_out", "unreadable"] as const;
export type ReadOutcome = (typeof READ_OUTCOMES)[number];

export type SignalWordRead = "Danger" | "Warning";

/** Where a code in the facts came from; a code printed as such has no entry. */
export const CODE_SOURCES = ["sentence", "image", "derived"] as const;
export type CodeSource = (typeof CODE_SOURCES)[number];

/**
 * The sheet's verdict: classified (it has hazard statements or a signal word), not_classified (it says so:
 * "not a hazardous substance or mixture", "classification criteria are not met", "nicht eingestuft"), or
 * none_found (neither: nothing was found, which is not the same as a sheet saying it is harmless).
 */
export const CLASSIFICATIONS = ["classified", "not_classified", "none_found"] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

/** Section 1 and the sheet's header and footer. Every value as printed (cleaned), or null. */
export interface SdsIdentity {
  product_name: string | null;
  supplier: string | null;
  article_no: string | null;
  sds_number: string | null;
  /** An app language code (en, de …) or the ISO 639-1 code of another language (pl, cs). */
  language: string | null;
  /** ISO 3166 alpha-2 country, or "EU" for an EU-format sheet that names no country. */
  market: string | null;
  version: string | null;
  /** ISO date (YYYY-MM-DD). */
  revision_date: string | null;
}

/** One substance of section 3, with its own classification (not the product's). */
export interface SdsComponent {
  name: string | null;
  cas: string | null;
  ec: string | null;
  /** As printed: "10 - < 20 %", "≥ 1 – < 3", "30-60%". */
  concentration: string | null;
  hazard_statements: string[];
}

/** Section 9, each value as printed with its unit, or null. */
export interface SdsPhysical {
  physical_state: string | null;
  colour: string | null;
  odour: string | null;
  ph: string | null;
  melting_point: string | null;
  boiling_point: string | null;
  flash_point: string | null;
  /** The flash point in °C when it is printed as a number (the approval and storage rules use it). */
  flash_point_c: number | null;
  density: string | null;
  vapour_pressure: string | null;
  solubility: string | null;
}

export interface SdsFacts {
  outcome: ReadOutcome;
  /** The text came from OCR of a scanned sheet: every value needs checking. */
  ocr: boolean;
  hazard_statements: string[];
  precautionary_statements: string[];
  pictograms: string[];
  signal_word: SignalWordRead | null;
  storage_class: StorageClassId | null;
  cas_numbers: string[];
  /** By code (H, EUH, P or GHS0n): where it came from, when not printed as a code. */
  code_sources: Record<string, CodeSource>;
  /** By code: the supplier's own wording as printed beside the code, when there is one. */
  statement_texts: Record<string, string>;
  classification: Classification;
  identity: SdsIdentity;
  composition: SdsComponent[];
  physical: SdsPhysical;
}

export function emptyIdentity(): SdsIdentity {
  return {
    product_name: null,
    supplier: null,
    article_no: null,
    sds_number: null,
    language: null,
    market: null,
    version: null,
    revision_date: null,
  };
}

export function emptyPhysical(): SdsPhysical {
  return {
    physical_state: null,
    colour: null,
    odour: null,
    ph: null,
    melting_point: null,
    boiling_point: null,
    flash_point: null,
    flash_point_c: null,
    density: null,
    vapour_pressure: null,
    solubility: null,
  };
}

/** Facts of a sheet that says nothing (or could not be read). */
export function emptyFacts(): SdsFacts {
  return {
    outcome: "read",
    ocr: false,
    hazard_statements: [],
    precautionary_statements: [],
    pictograms: [],
    signal_word: null,
    storage_class: null,
    cas_numbers: [],
    code_sources: {},
    statement_texts: {},
    classification: "none_found",
    identity: emptyIdentity(),
    composition: [],
    physical: emptyPhysical(),
  };
}

function recordOf(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
function stringOrNull(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}
function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}
const unique = (values: string[]): string[] => [...new Set(values)];
/** Statement codes normalised ("p305 + p351" → "P305+P351"), known to the statement data set, each once. */
const statementsOf = (value: unknown): string[] =>
  unique(stringsOf(value).map(normaliseStatementCode)).filter(isKnownStatement);
/** "Danger"/"Warning" in any case (the facts keep the English word); anything else is no signal word. */
function signalWordOf(value: unknown): SignalWordRead | null {
  const wanted = typeof value === "string" ? value.trim().toLowerCase() : "";
  return wanted === "danger" ? "Danger" : wanted === "warning" ? "Warning" : null;
}
/** The fields of identity and physical data that hold numbers; the others hold text. */
const NUMBER_FIELDS = new Set(["flash_point_c"]);

/** The template's fields taken from `value`: numbers where NUMBER_FIELDS says, else text; null otherwise. */
function pick<T extends object>(template: T, value: unknown): T {
  const record = recordOf(value);
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(template)) {
    const entry = record[key];
    result[key] = NUMBER_FIELDS.has(key)
      ? typeof entry === "number" && Number.isFinite(entry)
        ? entry
        : null
      : stringOrNull(entry);
  }
  return result as T;
}

/**
 * Facts from storage or a row (unknown JSON, perhaps written by an older reader) as SdsFacts, read
 * defensively: unknown statement codes, pictograms and storage classes and invalid CAS numbers are dropped,
 * and so is anything else unexpected. Null when the value is not an object.
 */
export function parseFacts(value: unknown): SdsFacts | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const storage = typeof record.storage_class === "string" ? record.storage_class.trim() : null;
  const sources: Record<string, CodeSource> = {};
  for (const [code, source] of Object.entries(recordOf(record.code_sources))) {
    if ((CODE_SOURCES as readonly unknown[]).includes(source)) sources[code] = source as CodeSource;
  }
  const texts: Record<string, string> = {};
  for (const [code, text] of Object.entries(recordOf(record.statement_texts))) {
    if (typeof text === "string") texts[code] = text;
  }
  const hazards = statementsOf(record.hazard_statements);
  const signalWord = signalWordOf(record.signal_word);
  const classification = (CLASSIFICATIONS as readonly unknown[]).includes(record.classification)
    ? (record.classification as Classification)
    : hazards.length > 0 || signalWord
      ? "classified"
      : "none_found";
  return {
    // Facts stored before outcomes were kept were read from a text layer.
    outcome: (READ_OUTCOMES as readonly unknown[]).includes(record.outcome)
      ? (record.outcome as ReadOutcome)
      : "read",
    ocr: record.ocr === true,
    hazard_statements: hazards,
    precautionary_statements: statementsOf(record.precautionary_statements),
    pictograms: unique(stringsOf(record.pictograms).map((code) => code.trim().toUpperCase())).filter(
      isPictogram,
    ),
    signal_word: signalWord,
    storage_class: isStorageClassId(storage) ? storage : null,
    cas_numbers: unique(stringsOf(record.cas_numbers).map((cas) => cas.trim())).filter(isCasNumber),
    code_sources: sources,
    statement_texts: texts,
    classification,
    identity: pick(emptyIdentity(), record.identity),
    composition: (Array.isArray(record.composition) ? record.composition : []).map((item) => {
      const component = recordOf(item);
      return {
        name: stringOrNull(component.name),
        cas: stringOrNull(component.cas),
        ec: stringOrNull(component.ec),
        concentration: stringOrNull(component.concentration),
        hazard_statements: stringsOf(component.hazard_statements),
      };
    }),
    physical: pick(emptyPhysical(), record.physical),
  };
}

/** Whether the facts say anything about the hazards (an unreadable or scanned PDF gives none). */
export function hasClassification(facts: SdsFacts): boolean {
  return (
    facts.signal_word !== null ||
    facts.pictograms.length > 0 ||
    facts.hazard_statements.length > 0 ||
    facts.precautionary_statements.length > 0 ||
    facts.storage_class !== null
  );
}
