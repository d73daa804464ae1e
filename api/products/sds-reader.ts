import { pictogramsFromStatements } from "../../core/ghs/pictogram-rules";
import { importKeepingBuiltIns } from "../keep-built-ins";
import { emptyFacts, type ReadOutcome, type SdsFacts } from "./sds-facts";
import { ocrPages } from "./sds-ocr";
import { pictogramsOnPage } from "./sds-pictograms";
import { factsFromText, MAX_TEXT, sectionOpened, sectionTwo } from "./sds-text";

/**
 * Reading a safety data sheet's PDF: its text (pdfjs-dist, legacy build, no worker: Node has none), then the
 * facts in it (./sds-text.ts). Reading never throws: a broken, encrypted or hostile PDF is "unreadable". Only
 * the first MAX_PAGES pages are read (the facts are in sections 1 to 9, well within them) and reading stops
 * after the time limit, keeping the pages read so far.
 *
 * Pictograms come from three places (see withPictograms): "GHS02" printed as text, the pictures the first
 * pages paint (./sds-pictograms.ts), and, when the sheet shows neither, the CLP rules applied to its hazard
 * statements (core/ghs/pictogram-rules.ts).
 *
 * The outcome says what happened, because "nothing found" means different things: a scanned sheet has no text
 * to search (no_text), a sheet may be too slow to read (timed_out), a file may not open at all (unreadable).
 * Only "read" says the facts are what the sheet says. A caller that can wait (a background reading) may ask
 * for OCR: a scan is then recognised (./sds-ocr.ts) within the same time limit and its facts say `ocr`.
 */

export const MAX_PAGES = 40;
export const TIMEOUT_MS = 15_000;
/**
 * Pictures are looked at on the first pages only: the label elements (section 2) are on pages 1 to 3 of every
 * sheet seen, and decoding the pictures of every page would cost more than reading the text.
 */
export const PICTOGRAM_PAGES = 3;
/** Fewer non-blank characters than this in all the pages read: the sheet is a picture of text (a scan). */
export const MIN_TEXT_CHARACTERS = 200;

export interface SdsReading {
  outcome: ReadOutcome;
  /** The PDF's page count (0 when it did not open) and how many of them were read. */
  pages: number;
  pages_read: number;
  facts: SdsFacts;
}

export interface ReadOptions {
  maxPages?: number;
  timeoutMs?: number;
  /** Called after each page with the pages read and the pages to read (again from 1 for OCR). */
  onProgress?: (pagesRead: number, pagesToRead: number) => void;
  /**
   * Recognise a scan's text (when the OCR programs are installed), hinting the languages it may be in (app
   * language codes). A page takes seconds: only for callers that show progress or do not wait.
   */
  ocr?: { languageHints: readonly string[] };
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

/**
 * pdfjs-dist's legacy build (the modern one needs browser APIs Node 20 lacks), loaded on first use. Its bundled
 * polyfills would replace `Array.prototype.push` and `JSON` for the whole app, which made every page two to
 * three times slower: they are put back once it has loaded (../keep-built-ins.ts).
 */
function loadPdfJs(): Promise<PdfJs> {
  pdfjsPromise ??= importKeepingBuiltIns(() => import("pdfjs-dist/legacy/build/pdf.mjs"));
  return pdfjsPromise;
}

/**
 * Loads the PDF library (about 3 s the first time) so that the first sheet read after a start does not spend
 * its time on it. Never throws: a library that does not load shows as "unreadable" readings.
 */
export function warmPdfReader(): Promise<void> {
  return loadPdfJs().then(
    () => undefined,
    (error: unknown) => console.warn("[sds] could not load the PDF reader:", error),
  );
}

/** The text of a PDF's pages as far as they were read. */
interface PdfPages {
  /** The PDF's page count; 0 while it is not open. */
  pages: number;
  texts: string[];
  /** The pictograms recognised in the pictures of the first pages, in the order painted. */
  imagePictograms: string[];
}

/** One page's text: one line per text line (items on one baseline joined by spaces). */
function pageText(items: TextItem[]): string {
  let line = "";
  const lines: string[] = [];
  let lastY: number | undefined;
  for (const item of readingOrder(items)) {
    if (typeof item.str !== "string") continue;
    const y = item.transform?.[5];
    if (lastY !== undefined && y !== undefined && Math.abs(y - lastY) > 1 && line !== "") {
      lines.push(line);
      line = "";
    }
    if (item.str !== "") line = line === "" ? item.str : `${line}${/\s$/.test(line) ? "" : " "}${item.str}`;
    if (y !== undefined) lastY = y;
    if (item.hasEOL && line !== "") {
      lines.push(line);
      line = "";
    }
  }
  if (line !== "") lines.push(line);
  return lines.join("\n");
}

/**
 * Reads the PDF's first `maxPages` pages into `into` (so a caller that stops waiting keeps what was read) until
 * `signal` aborts. Throws on a PDF pdfjs cannot open.
 */
async function readPages(
  bytes: Uint8Array,
  into: PdfPages,
  options: {
    maxPages: number;
    signal?: AbortSignal;
    onProgress?: ReadOptions["onProgress"];
    /** Look for pictograms in the pictures of the first pages. */
    pictograms?: boolean;
  },
): Promise<void> {
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
    into.pages = document.numPages;
    const toRead = Math.min(document.numPages, options.maxPages);
    let length = 0;
    const seenImages = new Set<string>();
    let pastLabel = false;
    for (let number = 1; number <= toRead && length < MAX_TEXT; number++) {
      if (options.signal?.aborted) return;
      const page = await document.getPage(number);
      const text = pageText((await page.getTextContent()).items as TextItem[]);
      // Pages without text (a scanned page is one picture) show no pictogram the matcher could see.
      if (options.pictograms && !pastLabel && number <= PICTOGRAM_PAGES && /\S/.test(text)) {
        // A picture pdfjs cannot decode costs its pictogram, never the sheet's text.
        const found = await pictogramsOnPage(page, pdfjs.OPS, seenImages).catch(() => []);
        for (const match of found)
          if (!into.imagePictograms.includes(match.code)) into.imagePictograms.push(match.code);
        // The pages after the one that opens section 3 (composition) hold no label elements.
        pastLabel = text.split("\n").some((line) => sectionOpened(line) === 3);
      }
      page.cleanup();
      if (options.signal?.aborted) return;
      length += text.length;
      into.texts.push(text);
      options.onProgress?.(into.texts.length, toRead);
    }
  } finally {
    options.signal?.removeEventListener("abort", abort);
    await task.destroy().catch(() => undefined);
  }
}

/**
 * The text of the PDF's first `maxPages` pages, pages separated by blank lines. Throws on a PDF pdfjs cannot
 * open; see readSds for the never-throwing reader.
 */
export async function pdfText(bytes: Uint8Array, options: { maxPages?: number } = {}): Promise<string> {
  const pages: PdfPages = { pages: 0, texts: [], imagePictograms: [] };
  await readPages(bytes, pages, { maxPages: options.maxPages ?? MAX_PAGES });
  return pages.texts.join("\n\n");
}

/** What a PDF says and how the reading went, within the time limit; never throws. */
export async function readSds(bytes: Uint8Array, options: ReadOptions = {}): Promise<SdsReading> {
  const controller = new AbortController();
  const pages: PdfPages = { pages: 0, texts: [], imagePictograms: [] };
  let timer: NodeJS.Timeout | undefined;
  const reading = readPages(bytes, pages, {
    maxPages: options.maxPages ?? MAX_PAGES,
    signal: controller.signal,
    onProgress: options.onProgress,
    pictograms: true,
  }).then(
    () => "done" as const,
    () => "failed" as const,
  );
  const timeout = new Promise<"timed_out">((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve("timed_out");
    }, options.timeoutMs ?? TIMEOUT_MS);
  });
  try {
    const ended = await Promise.race([reading, timeout]);
    let text = pages.texts.join("\n\n");
    let outcome: ReadOutcome =
      ended === "failed"
        ? "unreadable"
        : ended === "timed_out"
          ? "timed_out"
          : text.replace(/\s+/g, "").length < MIN_TEXT_CHARACTERS
            ? "no_text"
            : "read";
    let ocr = false;
    if (outcome === "no_text" && options.ocr) {
      const recognised = await Promise.race([
        ocrPages(bytes, pages.pages, {
          languageHints: options.ocr.languageHints,
          signal: controller.signal,
          onProgress: options.onProgress,
        }).catch(() => null),
        timeout,
      ]);
      if (recognised === "timed_out") outcome = "timed_out";
      else if (recognised && recognised.join("").replace(/\s+/g, "").length >= MIN_TEXT_CHARACTERS) {
        text = recognised.join("\n\n");
        outcome = "read";
        ocr = true;
      }
    }
    const facts =
      outcome === "unreadable"
        ? emptyFacts()
        : withPictograms(factsFromText(text), pages.imagePictograms, text);
    return { outcome, pages: pages.pages, pages_read: pages.texts.length, facts: { ...facts, outcome, ocr } };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The facts with the pictograms of the pictures and, failing both, of the rules. Pictograms printed as text and
 * those recognised in pictures are what the sheet shows; the pictures' ones are marked "image". Only when the
 * sheet shows none and has hazard statements are the pictograms derived from the statements (marked
 * "derived"), with the classification of section 2 for the codes that need it (H221). When pictures show some
 * pictograms, nothing is derived beside them: on the benchmark's sheets the pictures were complete wherever one
 * was recognised, and adding the derived ones would only add the optional ones a supplier chose to leave off
 * (docs/decisions/033-pictograms-from-images-and-rules.md). A sheet without hazard statements (not classified,
 * or "H412" only) gets none.
 */
export function withPictograms(facts: SdsFacts, imagePictograms: readonly string[], text: string): SdsFacts {
  const pictograms = [...facts.pictograms];
  const codeSources = { ...facts.code_sources };
  for (const code of imagePictograms)
    if (!pictograms.includes(code)) {
      pictograms.push(code);
      codeSources[code] = "image";
    }
  if (pictograms.length === 0 && facts.hazard_statements.length > 0)
    for (const code of pictogramsFromStatements(facts.hazard_statements, sectionTwo(text))) {
      pictograms.push(code);
      codeSources[code] = "derived";
    }
  return { ...facts, pictograms: pictograms.sort(), code_sources: codeSources };
}

/** The facts of a PDF (see readSds); empty facts when it cannot be read. */
export async function pdfFacts(bytes: Uint8Array, timeoutMs = TIMEOUT_MS): Promise<SdsFacts> {
  return (await readSds(bytes, { timeoutMs })).facts;
}
