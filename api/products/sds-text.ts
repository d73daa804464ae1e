import { isStorageClassId, type StorageClassId } from "../../core/storage-classes";
import { isCasNumber } from "../../core/cas";
import { isKnownStatement } from "./statements";

/**
 * What an attached safety data sheet says, read from the PDF's text:
 * hazard (H, EUH) and precautionary (P, with combinations such as
 * P303+P361+P353) statement codes, GHS pictogram codes, the signal word (in
 * the ten languages of the product), the TRGS 510 storage class and the CAS
 * numbers with a valid check digit. Only codes the statement data set knows
 * are kept. Statements, pictograms and the signal word are read from section 2
 * (hazards identification; see sectionTwo), CAS numbers and the storage class
 * from the whole text. Stored as product_requests.attached_sds_facts; the evaluators'
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
  // Languages outside the app's ten that suppliers' sheets come in.
  niebezpieczeństwo: "Danger", // pl
  uwaga: "Warning", // pl
  nebezpečí: "Danger", // cs
  varování: "Warning", // cs
};
const SIGNAL_WORD_PATTERN = Object.keys(SIGNAL_WORDS).join("|");
/** "Signal word" in the ten languages (the CLP label texts), singular and plural, and in Polish and Czech. */
const SIGNAL_LABELS = [
  "signal\\s*words?",
  "signalord(?:et)?",
  "varselord",
  "huomiosana",
  "signalw(?:ort|örter)",
  "signaalwoord(?:en)?",
  "mentions?\\s+d['’]avertissement",
  "avvertenz[ae]",
  "palabras?\\s+de\\s+advertencia",
  "hasło\\s+ostrzegawcze",
  "signální\\s+slov[oa]",
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

/**
 * The word before a section number in SDS headings ("SECTION 2:", "ABSCHNITT 2:", "RUBRIQUE 2:", "SEKCJA 2:",
 * "ODDÍL 2:" …). Sheets that print a bare number ("2. HAZARDS IDENTIFICATION", "2 Hazards identification")
 * are recognised by the heading's title instead.
 */
const SECTION_LABEL =
  "section|abschnitt|rubrique|rubriek|avsnitt|afsnit|punkt|seksjon|kohta|sezione|secci[oó]n|sekcja|odd[ií]l|se[cç][cç][aã]o|rozdzia[łl]";
/** A line that opens a numbered section: the label or nothing, the number, then the title. */
const SECTION_HEADING = new RegExp(`^\\s*(${SECTION_LABEL})?\\s*(\\d{1,2})\\s*[.:)]?(?:\\s+|$)(.*)$`, "iu");
/**
 * Words of the title of section 2 (hazards identification) in the languages sheets come in: hazard, Gefahr(en),
 * danger(s), gevaren, pericoli, peligros, zagrożeń, nebezpečnosti, vaaran, fare/faror, identification ….
 */
const SECTION_2_TITLE =
  /hazard|gefahr|danger|gevar|pericol|peligr|zagro|nebezpe|vaara|far(?:e|or|lig)|identif|perigo/iu;
/** Words of the titles of sections 3 (composition) and 4 (first aid), for sheets that print a bare number. */
const SECTION_3_4_TITLE =
  /composi|ingredient|zusammensetzung|samenstelling|sammens|skład|složení|koostumus|first[\s-]*aid|erste[\s-]*hilfe|premiers\s+secours|eerste\s*hulp|pierwsz|první\s+pomoc|soccorso|primeros\s+auxilios|ensiapu|första\s*hjälp|førstehj/iu;
/** Longer lines are running text, not headings. */
const MAX_HEADING = 120;

/** The section number a line opens, or null: 2 and 3/4 by their titles, any number after a section label. */
function sectionOpened(line: string): number | null {
  if (line.length > MAX_HEADING) return null;
  const match = SECTION_HEADING.exec(line);
  if (!match) return null;
  const [, label, digits = "", title = ""] = match;
  const number = Number(digits);
  if (number < 1 || number > 16) return null;
  if (number === 2) return SECTION_2_TITLE.test(title) ? 2 : null;
  // "2 Millennium Gate", "3 = ACGIH A2": a bare number opens a section only with the title of section 3 or 4.
  if (label) return number;
  return (number === 3 || number === 4) && SECTION_3_4_TITLE.test(title) ? number : null;
}

/**
 * The text of section 2 (hazards identification: classification and label elements), or null when the sheet
 * has no recognisable section-2 heading. Section 2 runs from its heading to the next section heading; every
 * stretch counts, so a table of contents, or a running header that repeats "SECTION 2" on the next page, does
 * no harm. Only section 2 holds the product's own statements: section 3 lists the ingredients' H codes, which
 * are not the mixture's.
 */
export function sectionTwo(text: string): string | null {
  return stretches(text, (line) => {
    const opened = sectionOpened(line);
    return opened === 2 ? "open" : opened !== null ? "close" : null;
  });
}

/**
 * The lines of `text` from each line that `boundary` says opens a stretch up to the next line it says
 * closes one (the opening lines included), or null when no line opens one.
 */
function stretches(text: string, boundary: (line: string) => "open" | "close" | null): string | null {
  const kept: string[] = [];
  let inside = false;
  let found = false;
  for (const line of text.split("\n")) {
    const seen = boundary(line);
    if (seen === "open") {
      inside = true;
      found = true;
    } else if (seen === "close") inside = false;
    if (inside) kept.push(line);
  }
  return found ? kept.join("\n") : null;
}

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

/** The H/EUH and P statement codes in a text, in the order printed. */
function statementsIn(text: string): { hazards: string[]; precautions: string[] } {
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
  return { hazards, precautions };
}

/** "2.2 Label elements" in any language: the subsection number is what sheets share. */
const LABEL_HEADING = /^\s*2\.2(?![\d])\.?(?:\s|$)/u;
/** The next subsection (2.3 Other hazards) or anything numbered beyond 2.2. */
const AFTER_LABEL = /^\s*(?:2\.[3-9]|[3-9]\.\d)(?![\d])\.?(?:\s|$)/u;

/** The label elements (subsection 2.2) of a section-2 text, or null when it has no 2.2 heading. */
export function labelElements(sectionText: string): string | null {
  return stretches(sectionText, (line) =>
    LABEL_HEADING.test(line) ? "open" : AFTER_LABEL.test(line) ? "close" : null,
  );
}

/** The facts in a sheet's text (the text of all pages, lines separated by newlines). */
export function factsFromText(input: string): SdsFacts {
  const text = input.slice(0, MAX_TEXT).normalize("NFC");
  // The product's statements, pictograms and signal word are in section 2; without one, the whole text.
  const hazardText = sectionTwo(text) ?? text;
  // The label (2.2) is what the product carries; 2.1 may list more (H400 beside H410, H318 beside H314).
  const label = labelElements(hazardText);
  const fromLabel = label === null ? null : statementsIn(label);
  const fromSection = statementsIn(hazardText);
  const hazards = fromLabel && fromLabel.hazards.length > 0 ? fromLabel.hazards : fromSection.hazards;
  const precautions =
    fromLabel && fromLabel.precautions.length > 0 ? fromLabel.precautions : fromSection.precautions;

  const pictograms: string[] = [];
  for (const match of hazardText.matchAll(PICTOGRAMS)) pushUnique(pictograms, `GHS0${match[1]}`);
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
    signal_word: signalWordOf(hazardText),
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

/**
 * The page's text items top to bottom, left to right. Content streams of some sheets draw the label elements of
 * section 2 after the heading of section 3 (their order is the order of drawing, not of reading); sorting by
 * position puts them back under the heading they stand under. Items within one point of each other's
 * baseline count as one line.
 */
function readingOrder(items: TextItem[]): TextItem[] {
  const placed = items.filter((item) => typeof item.str === "string" && item.transform !== undefined);
  if (placed.length !== items.filter((item) => typeof item.str === "string").length) return items;
  return placed
    .map((item, index) => ({ item, index, x: item.transform?.[4] ?? 0, y: item.transform?.[5] ?? 0 }))
    .sort((a, b) => (Math.abs(a.y - b.y) > 1 ? b.y - a.y : a.x - b.x || a.index - b.index))
    .map(({ item }) => ({ ...item, hasEOL: false }));
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
      for (const item of readingOrder(content.items as TextItem[])) {
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
