import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

/**
 * Optical character recognition for scanned safety data sheets, with programs the operating system provides
 * (Debian: tesseract-ocr with its language packages, and poppler-utils for pdftoppm). A scan has pictures of
 * its pages and no text to search; OCR gives text that is usually right but not always (a 0 read as an O, a
 * column read across), so whatever is read this way is marked as read by OCR for the user to check.
 *
 * When the programs are missing OCR is simply not available: the sheet stays "no text layer" and nothing fails.
 * Each page is rendered (pdftoppm, 200 dpi, grey) and recognised (tesseract) one at a time, one thread each, so
 * a scan never takes more than one core; the first pages hold what is read (identity, hazards, composition).
 */

const run = promisify(execFile);

/** Pages read by OCR: sections 1 to 3 are on the first pages, and each page takes one to three seconds. */
export const OCR_MAX_PAGES = 4;
/** Rendering resolution: tesseract reads 10-point type reliably from 200 dpi; more is slower and no better. */
const DPI = 200;
/** The tesseract languages ChemSafe asks for when installed: the app's ten languages (nb as "nor"). */
const APP_OCR_LANGUAGES: Readonly<Record<string, string>> = {
  en: "eng",
  de: "deu",
  fr: "fra",
  nl: "nld",
  sv: "swe",
  nb: "nor",
  da: "dan",
  fi: "fin",
  it: "ita",
  es: "spa",
  pl: "pol",
  cs: "ces",
};

interface OcrTools {
  /** Installed tesseract languages. */
  languages: Set<string>;
}

let toolsPromise: Promise<OcrTools | null> | undefined;

/** The OCR programs and their languages, or null when either program is missing (looked up once). */
export function ocrTools(): Promise<OcrTools | null> {
  toolsPromise ??= (async () => {
    try {
      await run("pdftoppm", ["-v"]);
      const { stdout } = await run("tesseract", ["--list-langs"]);
      const languages = new Set(
        stdout
          .split("\n")
          .slice(1)
          .map((line) => line.trim())
          .filter((line) => /^[a-z_]+$/.test(line)),
      );
      return languages.has("eng") ? { languages } : null;
    } catch {
      return null;
    }
  })();
  return toolsPromise;
}

/**
 * The tesseract language list for a sheet: English (most sheets have English words, and it is always
 * installed) and the hinted languages (app language codes) that are installed. More languages make
 * recognition slower and no better, so only these.
 */
export function ocrLanguages(tools: OcrTools, hints: readonly string[]): string {
  const wanted = [
    "eng",
    ...hints.map((hint) => APP_OCR_LANGUAGES[hint]).filter((code) => code !== undefined),
  ];
  return [...new Set(wanted.filter((code) => tools.languages.has(code)))].join("+");
}

export interface OcrOptions {
  /** App language codes the sheet is likely in (the user's language, the form's chosen language). */
  languageHints?: readonly string[];
  maxPages?: number;
  signal?: AbortSignal;
  /** Called after each page with the pages recognised and the pages to recognise. */
  onProgress?: (pagesRead: number, pagesToRead: number) => void;
}

/**
 * The text of the first pages of a PDF by OCR, one string per page; null when OCR is not available. Throws when
 * `signal` aborts or a program fails on the file.
 */
export async function ocrPages(
  bytes: Uint8Array,
  pageCount: number,
  options: OcrOptions = {},
): Promise<string[] | null> {
  const tools = await ocrTools();
  if (!tools) return null;
  const languages = ocrLanguages(tools, options.languageHints ?? []);
  const toRead = Math.min(pageCount, options.maxPages ?? OCR_MAX_PAGES);
  const directory = await mkdtemp(join(tmpdir(), "chemsafe-ocr-"));
  try {
    const pdf = join(directory, "sheet.pdf");
    await writeFile(pdf, bytes);
    const texts: string[] = [];
    for (let page = 1; page <= toRead; page++) {
      options.signal?.throwIfAborted();
      const image = join(directory, `page-${page}`);
      const common = { signal: options.signal, maxBuffer: 8 * 1024 * 1024 };
      await run(
        "pdftoppm",
        [
          "-r",
          String(DPI),
          "-gray",
          "-png",
          "-f",
          String(page),
          "-l",
          String(page),
          "-singlefile",
          pdf,
          image,
        ],
        common,
      );
      const { stdout } = await run("tesseract", [`${image}.png`, "-", "-l", languages, "--psm", "3"], {
        ...common,
        // One thread: tesseract's own threads only fight over the cores the app server needs.
        env: { ...process.env, OMP_THREAD_LIMIT: "1" },
      });
      texts.push(stdout.replace(/\f/g, "").trim());
      options.onProgress?.(texts.length, toRead);
    }
    return texts;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
