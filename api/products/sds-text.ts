import { isStorageClassId, type StorageClassId } from "../../core/storage-classes";
import { isCasNumber } from "../../core/cas";
import { isKnownStatement } from "./statements";

/**
 * What an attached safety data sheet says, read from the PDF's text:
 * hazard (H, EUH) and precautionary (P, with combinations such as
 * P303+P361+P353) statement codes, GHS pictogram codes, the signal word (in
 * the ten languages of the product), the TRGS 510 storage class and the CAS
 * numbers with a valid check digit. Only codes the statement data set knows
 * are kept. Stored as product_requests.attached_sds_facts; the evaluators'
 * hazard summary and the product created on approval use them.
 *
 * The text comes from pdfjs-dist (legacy build, no worker: Node has none).
 * Reading never throws: a broken, encrypted or hostile PDF yields empty facts.
 * Only the first MAX_PAGES pages are read (the facts are in sections 2, 3 and
 * 7, well within them) and reading stops after TIMEOUT_MS.
 */

export interface SdsFacts {
  hazard_statements: string[];
  precautionary_statements: string[];
  pictograms: string[];
  signal_word: "Danger" | "Warning" | null;
  storage_class: StorageClassId | null;
  cas_numbers: string[];
}

/** Facts of a sheet that says nothing (or could not be read). */
export function emptyFacts(): SdsFacts {
  return {
    hazard_statements: [],
    precautionary_statements: [],
    pictograms: [],
    signal_word: null,
    storage_class: null,
    cas_numbers: [],
  };
}

export const MAX_PAGES = 40;
export const TIMEOUT_MS = 15_000;
/** No real SDS has more; the cap keeps a hostile PDF from filling the row. */
const MAX_CODES = 200;
const MAX_TEXT = 2_000_000;

/** The signal words of CLP in the ten languages of the app, as printed on labels. */
const SIGNAL_WORDS: Readonly<Record<string, "Danger" | "Warning">> = {
  danger: "Danger",
  warning: "Warning",
  fare: "Danger", // nb, da
  advarsel: "Warning", // nb, da
  fara: "Danger", // sv
  varning: "Warning", // sv
  vaara: "Danger", // fi
  varoitus: "Warning", // fi
  gefahr: "Danger", // de
  achtung: "Warning", // de
  gevaar: "Danger", // nl
  waarschuwing: "Warning", // nl
  // fr: "Danger" as in English
  attention: "Warning", // fr
  pericolo: "Danger", // it
  attenzione: "Warning", // it
  peligro: "Danger", // es
  atención: "Warning", // es
  atencion: "Warning", // es, without the accent
};
const SIGNAL_WORD_PATTERN = Object.keys(SIGNAL_WORDS).join("|");
/** "Signal word" in the ten languages (the CLP label texts). */
const SIGNAL_LABELS = [
  "signal\\s*word",
  "signalord",
  "varselord",
  "huomiosana",
  "signalwort",
  "signaalwoord",
  "mention\\s+d['’]avertissement",
  "avvertenza",
  "palabra\\s+de\\s+advertencia",
].join("|");

const LABELLED_SIGNAL = new RegExp(
  `(?:${SIGNAL_LABELS})\\s*(?:\\([^)]{0,40}\\))?\\s*[:：\\-–]?\\s*(${SIGNAL_WORD_PATTERN})(?![\\p{L}])`,
  "giu",
);
/** A line that is only a signal word (labels print it on its own). */
const LONE_SIGNAL = new RegExp(`^\\s*(${SIGNAL_WORD_PATTERN})\\s*[!.:]?\\s*$`, "gimu");

/** One statement code, optionally with a space between letters and digits and a suffix (H360Fd). */
const CODE = "(?:EUH|H|P)\\s?\\d{3}(?!\\d)[A-Za-z]{0,2}";
const STATEMENTS = new RegExp(`(?<![A-Za-z0-9])${CODE}(?:\\s*\\+\\s*${CODE})*`, "g");
const PICTOGRAMS = /(?<![A-Za-z0-9])GHS\s?0([1-9])(?!\d)/g;
const CAS = /(?<![\d-])(\d{2,7})-(\d{2})-(\d)(?![\d-])/g;
const STORAGE_CLASS_CODE = "(\\d{1,2}(?:\\.\\d)?\\s?[A-D]?)(?![\\dA-Za-z.])";
const STORAGE_CLASS = new RegExp(
  [
    // "Storage class (TRGS 510): 3", "Lagerklasse: LGK 8B", "LGK 3", "Storage class 10"
    `(?:storage\\s+class|lagerklasse|\\bLGK)(?:\\s*\\(?\\s*(?:according\\s+to\\s+|nach\\s+)?TRGS\\s*510\\s*\\)?)?\\s*[:\\-–]?\\s*(?:LGK|SK)?\\s*${STORAGE_CLASS_CODE}`,
    // Any language: "<label> (TRGS 510): 3" (our generated sheets label it in the sheet's language)
    `\\(TRGS\\s*510\\)\\s*:\\s*(?:LGK|SK)?\\s*${STORAGE_CLASS_CODE}`,
  ].join("|"),
  "gi",
);

const clean = (code: string) => code.replace(/\s+/g, "");

/** The known code (with the longest suffix that is known), or null. */
function knownCode(raw: string): string | null {
  const code = clean(raw);
  const match = /^((?:EUH|H|P)\d{3})([A-Za-z]{0,2})$/.exec(code);
  if (!match) return null;
  const [, base = "", suffix = ""] = match;
  for (let length = suffix.length; length >= 0; length--) {
    const candidate = base + suffix.slice(0, length);
    if (isKnownStatement(candidate)) return candidate;
  }
  return null;
}

function pushUnique(list: string[], value: string): void {
  if (list.length < MAX_CODES && !list.includes(value)) list.push(value);
}

/** The facts in a sheet's text (the text of all pages, lines separated by newlines). */
export function factsFromText(input: string): SdsFacts {
  const text = input.slice(0, MAX_TEXT).normalize("NFC");
  const hazards: string[] = [];
  const precautions: string[] = [];
  for (const match of text.matchAll(STATEMENTS)) {
    // A combination is one statement ("P301 + P310 + P331" as printed → "P301+P310+P331"), also when the
    // data set does not list it, as long as every part is a statement (isKnownStatement); else its known parts.
    const parts = match[0].split("+").map((part) => knownCode(part));
    const known = parts.filter((code): code is string => code !== null);
    const combined = known.join("+");
    const whole =
      parts.length > 1 && known.length === parts.length && isKnownStatement(combined) ? combined : null;
    const codes = whole ? [whole] : known;
    for (const code of codes) pushUnique(code.startsWith("P") ? precautions : hazards, code);
  }

  const pictograms: string[] = [];
  for (const match of text.matchAll(PICTOGRAMS)) pushUnique(pictograms, `GHS0${match[1]}`);
  pictograms.sort();

  const casNumbers: string[] = [];
  for (const match of text.matchAll(CAS)) {
    const cas = `${match[1]}-${match[2]}-${match[3]}`;
    if (isCasNumber(cas)) pushUnique(casNumbers, cas);
  }

  return {
    hazard_statements: hazards,
    precautionary_statements: precautions,
    pictograms,
    signal_word: signalWordOf(text),
    storage_class: storageClassOf(text),
    cas_numbers: casNumbers,
  };
}

/** Danger outranks Warning. A labelled word counts first; else a line that holds only the word. */
function signalWordOf(text: string): SdsFacts["signal_word"] {
  const rank = (words: ("Danger" | "Warning")[]) =>
    words.includes("Danger") ? "Danger" : words.includes("Warning") ? "Warning" : null;
  const wordOf = (match: RegExpMatchArray) => SIGNAL_WORDS[(match[1] ?? "").toLowerCase()];
  const labelled = [...text.matchAll(LABELLED_SIGNAL)].map(wordOf).filter((word) => word !== undefined);
  if (labelled.length > 0) return rank(labelled);
  // Only capitalised words on a line of their own: "attention" or "fare" in running text do not count.
  const lone = [...text.matchAll(LONE_SIGNAL)]
    .filter((match) => /^\p{Lu}/u.test(match[1] ?? ""))
    .map(wordOf)
    .filter((word) => word !== undefined);
  return rank(lone);
}

function storageClassOf(text: string): StorageClassId | null {
  for (const match of text.matchAll(STORAGE_CLASS)) {
    const raw = clean(match[1] ?? match[2] ?? "").toUpperCase();
    // "3A" is not a class but "3" followed by a letter may be: try the code, then without its letter.
    for (const candidate of [raw, raw.replace(/[A-D]$/, "")]) {
      if (isStorageClassId(candidate)) return candidate;
    }
  }
  return null;
}

interface TextItem {
  str?: string;
  hasEOL?: boolean;
  transform?: number[];
}

type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");
let pdfjsPromise: Promise<PdfJs> | undefined;

/** pdfjs-dist's legacy build (the modern one needs browser APIs Node 20 lacks), loaded on first use. */
function loadPdfJs(): Promise<PdfJs> {
  pdfjsPromise ??= import("pdfjs-dist/legacy/build/pdf.mjs");
  return pdfjsPromise;
}

/**
 * The text of the PDF's first `maxPages` pages: one line per text line (items
 * on one baseline joined by spaces), pages separated by blank lines. Throws
 * on a PDF pdfjs cannot open; see pdfFacts for the never-throwing reader.
 */
export async function pdfText(
  bytes: Uint8Array,
  options: { maxPages?: number; signal?: AbortSignal } = {},
): Promise<string> {
  const maxPages = options.maxPages ?? MAX_PAGES;
  const pdfjs = await loadPdfJs();
  // pdfjs takes ownership of (and detaches) the buffer it is given: hand it a copy.
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  const abort = () => void task.destroy().catch(() => undefined);
  options.signal?.addEventListener("abort", abort, { once: true });
  try {
    const document = await task.promise;
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= Math.min(document.numPages, maxPages) && length < MAX_TEXT; number++) {
      if (options.signal?.aborted) throw new Error("PDF text extraction timed out");
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let line = "";
      const lines: string[] = [];
      let lastY: number | undefined;
      for (const item of content.items as TextItem[]) {
        if (typeof item.str !== "string") continue;
        const y = item.transform?.[5];
        if (lastY !== undefined && y !== undefined && Math.abs(y - lastY) > 1 && line !== "") {
          lines.push(line);
          line = "";
        }
        if (item.str !== "")
          line = line === "" ? item.str : `${line}${/\s$/.test(line) ? "" : " "}${item.str}`;
        if (y !== undefined) lastY = y;
        if (item.hasEOL && line !== "") {
          lines.push(line);
          line = "";
        }
      }
      if (line !== "") lines.push(line);
      const pageText = lines.join("\n");
      length += pageText.length;
      pages.push(pageText);
      page.cleanup();
    }
    return pages.join("\n\n");
  } finally {
    options.signal?.removeEventListener("abort", abort);
    await task.destroy().catch(() => undefined);
  }
}

/** The facts of a PDF; empty facts when it cannot be read (never throws), within TIMEOUT_MS. */
export async function pdfFacts(bytes: Uint8Array, timeoutMs = TIMEOUT_MS): Promise<SdsFacts> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  try {
    const text = await Promise.race([
      pdfText(bytes, { signal: controller.signal }),
      new Promise<string>((resolve) => {
        timer = setTimeout(() => {
          controller.abort();
          resolve("");
        }, timeoutMs);
      }),
    ]);
    return factsFromText(text);
  } catch {
    return emptyFacts();
  } finally {
    clearTimeout(timer);
  }
}

/** Facts from storage or a row (unknown JSON) as SdsFacts; anything unexpected is dropped. */
export function parseFacts(value: unknown): SdsFacts | null {
  if (!value || typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  const strings = (key: string) =>
    Array.isArray(record[key])
      ? (record[key] as unknown[]).filter((item): item is string => typeof item === "string")
      : [];
  const signal = record.signal_word;
  const storage = record.storage_class;
  return {
    hazard_statements: strings("hazard_statements"),
    precautionary_statements: strings("precautionary_statements"),
    pictograms: strings("pictograms"),
    signal_word: signal === "Danger" || signal === "Warning" ? signal : null,
    storage_class: isStorageClassId(storage) ? storage : null,
    cas_numbers: strings("cas_numbers"),
  };
}
