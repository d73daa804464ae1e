/**
 * The SDS reading benchmark (`npm run bench -- sds [--corpus <dir>]`): the
 * current reader (readSds in api/products/sds-reader.ts) against the hand-checked
 * facts of 53 real supplier sheets (bench/sds-truth.json). The PDFs are not in
 * the repository (their suppliers hold the copyright): the corpus folder is
 * `--corpus <dir>`, else $SDS_CORPUS, else .tmp/sds-corpus (bench/SDS-CORPUS.md
 * says how to build it). Without it the benchmark says so and ends.
 *
 * Per field: precision and recall micro-averaged over the codes of all sheets
 * and the share of sheets exactly right (H, P, pictograms), precision, recall
 * and agreement for single values (signal word, storage class). H and P are
 * scored over the sheets that print codes; sheets that print sentences without
 * codes are reported on their own. Combined codes are one item (see
 * bench/sds-score.ts). Identity (product name, supplier, article number, SDS
 * number, version, revision date, language, market): given, right and
 * expected per field, precision, recall and the sheets agreeing (no value
 * where the truth has none counts as agreeing); the comparison rules are in
 * bench/sds-score.ts. "Not classified" scores the reader's verdict
 * (facts.classification). Also: the failure modes of the truth set, the time
 * per sheet, and how many PDFs the upload check (core/pdf-check.ts) refuses.
 * Never part of `npm test`.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import type { SdsFacts, SdsIdentity } from "../api/products/sds-facts";
import { MAX_PAGES, pdfText, readSds } from "../api/products/sds-reader";
import { checkPdf } from "../core/pdf-check";
import {
  compareSets,
  corpusSheets,
  IDENTITY_COMPARISONS,
  identityPairs,
  type IdentityField,
  normaliseCode,
  percent,
  percentile,
  readTruth,
  scalarScore,
  setScore,
  type ScalarScore,
  type SetComparison,
  type SetScore,
  type TruthSheet,
} from "./sds-score";

const RESULTS_DIR = join(dirname(fileURLToPath(import.meta.url)), "results");
export const RESULTS_JSON = join(RESULTS_DIR, "sds.json");
export const RESULTS_MD = join(RESULTS_DIR, "sds.md");

const IDENTITY_FIELDS = Object.keys(IDENTITY_COMPARISONS) as IdentityField[];

export interface SheetResult {
  sha256: string;
  label: string;
  pages: number;
  ms: number;
  /** Characters of text pdfjs gave (0: no text layer, or pdfjs could not open it). */
  text_chars: number;
  opened: boolean;
  refused_by_check: string | null;
  facts: SdsFacts;
  identity: SdsIdentity;
  /** Time of the OCR of a sheet without a text layer (not part of `ms`), or null when it had text. */
  ocr_ms: number | null;
  /** Identity fields that disagree with the truth: "field: found → truth". */
  identity_wrong: string[];
  h: SetComparison;
  p: SetComparison | null;
  p_split: SetComparison | null;
  pictograms: SetComparison;
  truth_signal_word: TruthSheet["signal_word"];
  signal_word_right: boolean;
}

interface ModeRow {
  mode: string;
  sheets: number;
  h: SetScore;
  p: SetScore;
  pictograms: SetScore;
  signal_word: ScalarScore;
  refused: number;
  specific: string;
}

export interface SdsBenchResult {
  corpus: string;
  truth_sheets: number;
  scored_sheets: number;
  missing: string[];
  mismatched: string[];
  fields: {
    h_codes: SetScore;
    h_sentences: SetScore;
    p_codes: SetScore;
    p_codes_split: SetScore;
    p_sentence_sheets: { sheets: number; sheets_with_p_found: number; p_found: number };
    pictograms: SetScore;
    pictograms_by_source: Record<string, SetScore>;
    signal_word: ScalarScore;
    storage_class_where_stated: ScalarScore;
    storage_class_invented: number;
    not_classified: ScalarScore;
    not_classified_implied: ScalarScore;
    identity: Record<IdentityField, ScalarScore>;
    /** The same over the sheets with a text layer (a scan has no text to read an identity from). */
    identity_text_layer: Record<IdentityField, ScalarScore>;
  };
  time: {
    first_call_ms: number;
    p50_ms: number;
    p95_ms: number;
    max_ms: number;
    slowest: string;
    slowest_pages: number;
  };
  pages: { p50: number; max: number; over_max_pages: number };
  modes: ModeRow[];
  check: {
    truth_refused: number;
    truth_refused_opened: number;
    truth_not_opened: number;
    corpus_files: number;
    corpus_refused: number;
    corpus_refused_opened: number;
    corpus_refused_reasons: Record<string, number>;
  };
  sheets: SheetResult[];
}

const labelOf = (sheet: TruthSheet) =>
  `${sheet.sha256.slice(0, 12)} ${sheet.supplier ?? "?"} ${sheet.language ?? "?"} ${sheet.format}`;

/** Whether pdfjs opens the PDF, its text and how much of it there is (never throws). */
async function textOf(
  bytes: Uint8Array,
  maxPages = MAX_PAGES,
): Promise<{ opened: boolean; chars: number; text: string }> {
  try {
    const text = await pdfText(bytes, { maxPages });
    return { opened: true, chars: text.replace(/\s+/g, "").length, text };
  } catch {
    return { opened: false, chars: 0, text: "" };
  }
}

function identityWrong(sheet: TruthSheet, identity: SdsIdentity): string[] {
  return IDENTITY_FIELDS.flatMap((field) => {
    const [pair] = identityPairs(field, [{ truth: sheet, found: identity }]);
    if (!pair) return [];
    const { truth, found } = pair;
    const agrees =
      found === null ? truth === null : truth !== null && IDENTITY_COMPARISONS[field](truth, found);
    return agrees ? [] : [`${field}: ${found ?? "none"} → ${truth ?? "none"}`];
  });
}

async function scoreSheet(sheet: TruthSheet, bytes: Uint8Array): Promise<SheetResult> {
  const check = checkPdf(bytes, "sheet.pdf");
  const started = performance.now();
  const reading = await readSds(bytes);
  const ms = performance.now() - started;
  // A scan is read again with OCR, as the background reading of an upload does; its time is reported apart.
  let facts = reading.facts;
  let ocrMs: number | null = null;
  if (reading.outcome === "no_text") {
    const ocrStarted = performance.now();
    facts = (await readSds(bytes, { ocr: { languageHints: [] }, timeoutMs: 120_000 })).facts;
    ocrMs = performance.now() - ocrStarted;
  }
  const text = await textOf(bytes);
  const identity = facts.identity;
  return {
    sha256: sheet.sha256,
    label: labelOf(sheet),
    pages: sheet.pages,
    ms,
    text_chars: text.chars,
    opened: text.opened,
    refused_by_check: check.ok ? null : check.error,
    facts,
    identity,
    ocr_ms: ocrMs,
    identity_wrong: identityWrong(sheet, identity),
    h: compareSets(sheet.h_statements, facts.hazard_statements),
    p: sheet.p_statements === null ? null : compareSets(sheet.p_statements, facts.precautionary_statements),
    p_split:
      sheet.p_statements === null
        ? null
        : compareSets(sheet.p_statements, facts.precautionary_statements, { split: true }),
    pictograms: compareSets(sheet.pictograms, facts.pictograms),
    truth_signal_word: sheet.signal_word,
    signal_word_right: facts.signal_word === sheet.signal_word,
  };
}

/** For comparison with the reader's verdict: "not classified" read as no H statement and no signal word. */
const impliesNotClassified = (facts: SdsFacts) =>
  facts.hazard_statements.length === 0 && facts.signal_word === null;

const hPrinted = (sheet: TruthSheet) => sheet.h_codes_printed !== false;

function modeRows(scored: { sheet: TruthSheet; result: SheetResult }[]): ModeRow[] {
  const modes: {
    mode: string;
    applies: (sheet: TruthSheet) => boolean;
    specific: (rows: typeof scored) => string;
  }[] = [
    {
      mode: "pictograms only as raster images",
      applies: (s) => s.failure_modes.pictograms_only_as_images && !s.failure_modes.pictograms_vector_only,
      specific: (rows) =>
        `${count(rows, (r) => r.result.pictograms.true_positives > 0)} sheets with a pictogram found`,
    },
    {
      mode: "pictograms only as vector drawings",
      applies: (s) => s.failure_modes.pictograms_vector_only,
      specific: (rows) =>
        `${count(rows, (r) => r.result.pictograms.true_positives > 0)} sheets with a pictogram found`,
    },
    {
      mode: "section-3 H codes that are not the product's",
      applies: (s) => (s.failure_modes.section3_h_codes_not_in_product ?? []).length > 0,
      specific: (rows) => {
        const codes = rows.flatMap((r) =>
          (r.sheet.failure_modes.section3_h_codes_not_in_product ?? []).map((code) => ({ code, r })),
        );
        const taken = codes.filter(({ code, r }) => r.result.facts.hazard_statements.includes(code)).length;
        return `${taken} of ${codes.length} ingredient codes taken as the product's`;
      },
    },
    {
      mode: "combined codes with spaces",
      applies: (s) => s.failure_modes.combined_codes_with_spaces,
      specific: (rows) => {
        const combined = rows.flatMap((r) =>
          (r.sheet.p_statements ?? []).filter((code) => code.includes("+")).map((code) => ({ code, r })),
        );
        const found = combined.filter(({ code, r }) =>
          r.result.facts.precautionary_statements.map(normaliseCode).includes(normaliseCode(code)),
        ).length;
        return `${found} of ${combined.length} combined P statements found whole`;
      },
    },
    {
      mode: "> 1 kB after %%EOF (padding)",
      applies: (s) => s.failure_modes.padding_after_eof_beyond_1024,
      specific: (rows) =>
        `${count(rows, (r) => r.result.opened)} opened by pdfjs, ${count(rows, (r) => r.result.refused_by_check !== null)} refused by checkPdf`,
    },
    {
      mode: "no text layer (scan)",
      applies: (s) => s.failure_modes.no_text_layer,
      specific: (rows) =>
        `${count(rows, (r) => r.result.text_chars < 200)} with < 200 characters of text; OCR needed`,
    },
    {
      mode: "> 20 pages",
      applies: (s) => s.failure_modes.more_than_20_pages,
      specific: (rows) =>
        rows.map((r) => `${r.sheet.pages} pages in ${Math.round(r.result.ms)} ms`).join(", ") || "—",
    },
    {
      mode: "statements printed without codes",
      applies: (s) => s.failure_modes.statements_without_codes,
      specific: (rows) =>
        `${count(rows, (r) => r.result.facts.hazard_statements.length > 0)} sheets where H codes were found anyway`,
    },
    {
      mode: "non-EU GHS codes (H227, H401, P281 …)",
      applies: (s) => s.failure_modes.non_eu_ghs_codes.length > 0,
      specific: (rows) => {
        const codes = rows.flatMap((r) =>
          r.sheet.failure_modes.non_eu_ghs_codes.map((code) => ({ code, r })),
        );
        const found = codes.filter(
          ({ code, r }) =>
            r.result.facts.hazard_statements.includes(code) ||
            r.result.facts.precautionary_statements.includes(code),
        ).length;
        return `${found} of ${codes.length} non-EU codes found`;
      },
    },
  ];
  return modes.map(({ mode, applies, specific }) => {
    const rows = scored.filter(({ sheet }) => applies(sheet));
    return {
      mode,
      sheets: rows.length,
      h: setScore(rows.filter(({ sheet }) => hPrinted(sheet)).map(({ result }) => result.h)),
      p: setScore(rows.flatMap(({ result }) => (result.p ? [result.p] : []))),
      pictograms: setScore(rows.map(({ result }) => result.pictograms)),
      signal_word: scalarScore(
        rows.map(({ sheet, result }) => ({ truth: sheet.signal_word, found: result.facts.signal_word })),
      ),
      refused: count(rows, (r) => r.result.refused_by_check !== null),
      specific: specific(rows),
    };
  });
}

function count<T>(rows: readonly T[], predicate: (row: T) => boolean): number {
  return rows.filter(predicate).length;
}

/** checkPdf over every PDF of the corpus folder, and whether pdfjs opens the ones it refuses. */
async function checkCorpus(
  dir: string,
): Promise<Omit<SdsBenchResult["check"], "truth_refused" | "truth_refused_opened" | "truth_not_opened">> {
  const files = readdirSync(join(dir, "pdfs")).filter((name) => name.endsWith(".pdf"));
  const reasons: Record<string, number> = {};
  let refused = 0;
  let opened = 0;
  for (const name of files) {
    const bytes = new Uint8Array(readFileSync(join(dir, "pdfs", name)));
    const check = checkPdf(bytes, name);
    if (check.ok) continue;
    refused++;
    reasons[check.error] = (reasons[check.error] ?? 0) + 1;
    // Opening and reading the first page is enough to know a reader accepts it.
    if ((await textOf(bytes, 1)).opened) opened++;
  }
  return {
    corpus_files: files.length,
    corpus_refused: refused,
    corpus_refused_opened: opened,
    corpus_refused_reasons: reasons,
  };
}

/** null when the corpus folder is absent. */
export async function runSdsBench(corpus: string): Promise<SdsBenchResult | null> {
  const truth = readTruth();
  const found = corpusSheets(corpus, truth.sheets);
  if (found === null) return null;

  // The first call loads pdfjs (about a second and a half): timed apart, so the per-sheet times are a warm reader's.
  const first = found.present[0];
  let coldMs = 0;
  if (first !== undefined) {
    const started = performance.now();
    await readSds(first.bytes);
    coldMs = performance.now() - started;
  }
  const scored: { sheet: TruthSheet; result: SheetResult }[] = [];
  for (const { sheet, bytes } of found.present) {
    scored.push({ sheet, result: await scoreSheet(sheet, bytes) });
  }
  const results = scored.map(({ result }) => result);
  const codeSheets = scored.filter(({ sheet }) => hPrinted(sheet));
  const sentenceSheets = scored.filter(({ sheet }) => !hPrinted(sheet));
  const pSentenceSheets = scored.filter(({ sheet }) => sheet.p_statements === null);
  const bySource: Record<string, SetScore> = {};
  for (const source of ["text", "images", "vector"] as const) {
    bySource[source] = setScore(
      scored.filter(({ sheet }) => sheet.pictograms_source === source).map(({ result }) => result.pictograms),
    );
  }
  const identityScores = (rows: typeof scored) =>
    Object.fromEntries(
      IDENTITY_FIELDS.map((field) => [
        field,
        scalarScore(
          identityPairs(
            field,
            rows.map(({ sheet, result }) => ({ truth: sheet, found: result.identity })),
          ),
          IDENTITY_COMPARISONS[field],
        ),
      ]),
    ) as Record<IdentityField, ScalarScore>;
  const times = results.map((result) => result.ms);
  const slowest = results.reduce<SheetResult | undefined>(
    (a, b) => (a === undefined || b.ms > a.ms ? b : a),
    undefined,
  );
  const pages = scored.map(({ sheet }) => sheet.pages);
  const corpusCheck = await checkCorpus(corpus);

  return {
    corpus,
    truth_sheets: truth.sheets.length,
    scored_sheets: scored.length,
    missing: found.missing.map(labelOf),
    mismatched: found.mismatched.map(labelOf),
    fields: {
      h_codes: setScore(codeSheets.map(({ result }) => result.h)),
      h_sentences: setScore(sentenceSheets.map(({ result }) => result.h)),
      p_codes: setScore(results.flatMap((result) => (result.p ? [result.p] : []))),
      p_codes_split: setScore(results.flatMap((result) => (result.p_split ? [result.p_split] : []))),
      p_sentence_sheets: {
        sheets: pSentenceSheets.length,
        sheets_with_p_found: count(
          pSentenceSheets,
          ({ result }) => result.facts.precautionary_statements.length > 0,
        ),
        p_found: pSentenceSheets.reduce(
          (total, { result }) => total + result.facts.precautionary_statements.length,
          0,
        ),
      },
      pictograms: setScore(results.map((result) => result.pictograms)),
      pictograms_by_source: bySource,
      signal_word: scalarScore(
        scored.map(({ sheet, result }) => ({ truth: sheet.signal_word, found: result.facts.signal_word })),
      ),
      storage_class_where_stated: scalarScore(
        scored
          .filter(({ sheet }) => sheet.storage_class !== null)
          .map(({ sheet, result }) => ({
            truth: sheet.storage_class,
            found: result.facts.storage_class as string | null,
          })),
      ),
      storage_class_invented: count(
        scored,
        ({ sheet, result }) => sheet.storage_class === null && result.facts.storage_class !== null,
      ),
      not_classified: scalarScore(
        scored
          .filter(({ sheet }) => sheet.not_classified !== null)
          .map(({ sheet, result }) => ({
            truth: sheet.not_classified === true ? true : null,
            found: result.facts.classification === "not_classified" ? true : null,
          })),
      ),
      not_classified_implied: scalarScore(
        scored
          .filter(({ sheet }) => sheet.not_classified !== null)
          .map(({ sheet, result }) => ({
            truth: sheet.not_classified === true ? true : null,
            found: impliesNotClassified(result.facts) ? true : null,
          })),
      ),
      identity: identityScores(scored),
      identity_text_layer: identityScores(scored.filter(({ sheet }) => !sheet.failure_modes.no_text_layer)),
    },
    time: {
      first_call_ms: coldMs,
      p50_ms: percentile(times, 50),
      p95_ms: percentile(times, 95),
      max_ms: percentile(times, 100),
      slowest: slowest?.label ?? "—",
      slowest_pages: slowest?.pages ?? 0,
    },
    pages: {
      p50: percentile(pages, 50),
      max: percentile(pages, 100),
      over_max_pages: count(pages, (n) => n > MAX_PAGES),
    },
    modes: modeRows(scored),
    check: {
      truth_refused: count(results, (result) => result.refused_by_check !== null),
      truth_refused_opened: count(results, (result) => result.refused_by_check !== null && result.opened),
      truth_not_opened: count(results, (result) => !result.opened),
      ...corpusCheck,
    },
    sheets: results,
  };
}

const ms = (value: number) => `${Math.round(value)} ms`;

function setRow(name: string, score: SetScore): string {
  return `| ${name} | ${score.sheets} | ${percent(score.precision)} | ${percent(score.recall)} | ${score.exact_sheets} of ${score.sheets} | ${score.true_positives} / ${score.false_positives} / ${score.false_negatives} |`;
}

function scalarRow(name: string, score: ScalarScore): string {
  return `| ${name} | ${score.sheets} | ${percent(score.precision)} | ${percent(score.recall)} | ${score.correct_sheets} of ${score.sheets} | ${score.given} given, ${score.right} right, ${score.expected} expected |`;
}

/** The sheets read by OCR and how long that took. */
function ocrNote(result: SdsBenchResult): string {
  const times = result.sheets.flatMap((sheet) => (sheet.ocr_ms === null ? [] : [sheet.ocr_ms]));
  if (times.length === 0) return "no sheet needed OCR";
  const ocr = result.sheets.filter((sheet) => sheet.ocr_ms !== null);
  const read = count(ocr, (sheet) => sheet.facts.ocr);
  return `${times.length} sheets without a text layer read again with OCR (${read} gave text), ${times.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(", ")}, not counted in the times above`;
}

export function markdownReport(result: SdsBenchResult): string {
  const f = result.fields;
  const lines: string[] = [];
  lines.push(
    `${result.scored_sheets} of ${result.truth_sheets} truth sheets scored (corpus ${result.corpus}${
      result.missing.length > 0 ? `; ${result.missing.length} missing` : ""
    }${result.mismatched.length > 0 ? `; ${result.mismatched.length} with a different sha256, not scored` : ""}). ` +
      "Reader: readSds (api/products/sds-reader.ts). Combined codes (P301+P310) count as one item.",
    "",
    "| Field | Sheets | Precision | Recall | Sheets exactly right | Items right / wrong / missed |",
    "| --- | ---: | ---: | ---: | ---: | --- |",
    setRow("H statements, sheets that print codes", f.h_codes),
    setRow("P statements, sheets that print codes", f.p_codes),
    setRow("P statements, combinations split into single codes", f.p_codes_split),
    setRow("Pictograms (all sheets)", f.pictograms),
    ...Object.entries(f.pictograms_by_source).map(([source, score]) =>
      setRow(`– pictograms given as ${source}`, score),
    ),
    scalarRow("Signal word (all sheets)", f.signal_word),
    scalarRow("Storage class, where stated", f.storage_class_where_stated),
    scalarRow("Not classified (the reader's verdict)", f.not_classified),
    scalarRow("– for comparison: implied by no H statement and no signal word", f.not_classified_implied),
    "",
    `Storage class given where the sheet states none: ${f.storage_class_invented} sheets.`,
    "",
    "Sheets that print statements as sentences without codes (not in the figures above):",
    "",
    "| Field | Sheets | Precision | Recall | Sheets exactly right | Items right / wrong / missed |",
    "| --- | ---: | ---: | ---: | ---: | --- |",
    setRow("H statements (truth mapped from the sentences)", f.h_sentences),
    "",
    `P statements on the ${f.p_sentence_sheets.sheets} sheets without P codes: ${f.p_sentence_sheets.p_found} codes found on ${f.p_sentence_sheets.sheets_with_p_found} sheets (none is printed there).`,
    "",
    `Identity, from the reader (${ocrNote(result)}). Agreeing: the sheets where the value given is right or where neither the truth nor the reader has one (the target). Names compared without case, extra spaces and ®/™; a product name may add at most two form or grade words; an article number may be one of the truth's numbers; the SDS number is scored only where the truth has no article number (bench/sds-score.ts).`,
    "",
    "| Field | Sheets | Precision | Recall | Sheets agreeing | All sheets: given, right, expected | Sheets with a text layer: agreeing |",
    "| --- | ---: | ---: | ---: | ---: | --- | ---: |",
    ...IDENTITY_FIELDS.map((field) => {
      const score = f.identity[field];
      const text = f.identity_text_layer[field];
      return `| ${field} | ${score.sheets} | ${percent(score.precision)} | ${percent(score.recall)} | ${score.correct_sheets} of ${score.sheets} (${percent(score.accuracy)}) | ${score.given} given, ${score.right} right, ${score.expected} expected | ${text.correct_sheets} of ${text.sheets} (${percent(text.accuracy)}) |`;
    }),
    "",
    "Identity values that disagree (found → truth):",
    "",
    ...result.sheets
      .filter((sheet) => sheet.identity_wrong.length > 0)
      .map((sheet) => `- ${sheet.label}: ${sheet.identity_wrong.join("; ")}`),
    "",
    `Time per sheet (readSds, one at a time, after a first call of ${ms(result.time.first_call_ms)} that loads pdfjs): p50 ${ms(result.time.p50_ms)}, p95 ${ms(result.time.p95_ms)}, max ${ms(
      result.time.max_ms,
    )} (${result.time.slowest}, ${result.time.slowest_pages} pages). Pages: p50 ${result.pages.p50}, max ${
      result.pages.max
    }; ${result.pages.over_max_pages} sheets over the reader's ${MAX_PAGES}-page limit.`,
    "",
    "By failure mode (H over the mode's sheets that print codes):",
    "",
    "| Failure mode | Sheets | H precision / recall | P precision / recall | Pictograms precision / recall | Signal word right | Refused by checkPdf | What matters here |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ...result.modes.map(
      (row) =>
        `| ${row.mode} | ${row.sheets} | ${percent(row.h.precision)} / ${percent(row.h.recall)} | ${percent(
          row.p.precision,
        )} / ${percent(row.p.recall)} | ${percent(row.pictograms.precision)} / ${percent(row.pictograms.recall)} | ${
          row.signal_word.correct_sheets
        } of ${row.sheets} | ${row.refused} | ${row.specific} |`,
    ),
    "",
    `pdfjs could not open ${result.check.truth_not_opened} of ${result.scored_sheets} truth sheets. Upload check (core/pdf-check.ts checkPdf): refuses ${result.check.truth_refused} of ${result.scored_sheets} truth sheets (${
      result.check.truth_refused_opened
    } of them opened by pdfjs) and ${result.check.corpus_refused} of ${result.check.corpus_files} corpus PDFs (${
      result.check.corpus_refused_opened
    } of them opened by pdfjs; ${
      Object.entries(result.check.corpus_refused_reasons)
        .map(([reason, n]) => `${reason} ${n}`)
        .join(", ") || "—"
    }).`,
    "",
    "Per sheet (H, P, pictograms as right / wrong / missed):",
    "",
    "| Sheet | Pages | ms | H | P | Pictograms | Signal word (found → truth) |",
    "| --- | ---: | ---: | --- | --- | --- | --- |",
    ...result.sheets.map((sheet) => {
      const rwm = (c: SetComparison | null) =>
        c === null ? "no codes" : `${c.true_positives} / ${c.false_positives} / ${c.false_negatives}`;
      return `| ${sheet.label} | ${sheet.pages} | ${Math.round(sheet.ms)} | ${rwm(sheet.h)} | ${rwm(sheet.p)} | ${rwm(
        sheet.pictograms,
      )} | ${sheet.signal_word_right ? `${sheet.facts.signal_word ?? "none"} ✓` : `${sheet.facts.signal_word ?? "none"} → ${sheet.truth_signal_word ?? "none"} ✗`} |`;
    }),
  );
  return lines.join("\n");
}

export function writeSdsResults(result: SdsBenchResult): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const generated = new Date().toISOString();
  writeFileSync(RESULTS_JSON, `${JSON.stringify({ generated_at: generated, ...result }, null, 2)}\n`);
  writeFileSync(
    RESULTS_MD,
    `# SDS reading benchmark\n\nGenerated ${generated} by \`npm run bench -- sds\`.\n\n${markdownReport(result)}\n`,
  );
}
