import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { localeOf } from "../../core/languages";
import { formatDuration } from "../../core/exposure/duration";
import { exposure } from "../../core/texts/exposure/en";
import { exposureRegister } from "../../core/texts/exposure-register/en";
import exposureTranslations from "../../core/texts/exposure/translations";
import registerTranslations from "../../core/texts/exposure-register/translations";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "../../core/texts/types";
import type { Translate } from "../../core/translate";
import type { InstanceListItem, RegisterLine } from "./schemas";

/**
 * The register's and the records' exports: CSV (RFC 4180, UTF-8 with a byte-order mark so spreadsheet
 * programs read the letters right) and XLSX (exceljs' streaming writer). Both are written as the rows
 * arrive from the database, so memory stays flat whatever the size; both stop at EXPORT_ROWS_MAX rows and
 * say so in a last row. Column headers are in the caller's language.
 *
 * A cell that starts with =, +, - or @ (or a tab or carriage return) would be taken for a formula by a
 * spreadsheet program opening the CSV: a product or location name typed as "=HYPERLINK(…)" could run when
 * the physician opens the file. Such text cells get a leading apostrophe, which spreadsheets show as text.
 */

const ENGLISH: Record<string, string> = { ...exposure, ...exposureRegister };
const TRANSLATED = Object.fromEntries(
  TRANSLATED_LOCALES.map((locale) => [
    locale,
    { ...exposureTranslations[locale], ...registerTranslations[locale] },
  ]),
) as unknown as Record<TranslatedLocale, Record<string, string>>;

/** The export's texts in the caller's language (English when it has none). */
export function exportTranslator(languageId: number): Translate {
  const locale = localeOf(languageId);
  const table = (TRANSLATED_LOCALES as readonly string[]).includes(locale)
    ? TRANSLATED[locale as TranslatedLocale]
    : {};
  return (key, values = {}) =>
    (table[key] || ENGLISH[key] || key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
      String(values[name] ?? ""),
    );
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell that a spreadsheet would run as a formula gets a leading apostrophe. */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A CSV cell (RFC 4180): text guarded against formulas, quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const text = guardFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export interface ExportTable<T> {
  /** Header texts. */
  headers: string[];
  /** The cells of a row: text (guarded) or numbers. */
  cells: (row: T) => (string | number | null)[];
  /** XLSX column widths (characters). */
  widths: number[];
}

/** Times in exports: ISO 8601 in UTC, to the minute ("2026-11-26 14:05 UTC" is ambiguous across tools). */
const when = (iso: string) => `${iso.slice(0, 16).replace("T", " ")}Z`;

export function registerTable(t: Translate): ExportTable<RegisterLine> {
  return {
    headers: [
      t("exposureRegister.column.location"),
      t("exposureRegister.column.product"),
      t("exposureRegister.column.person"),
      t("exposureRegister.column.first"),
      t("exposureRegister.column.last"),
      t("exposureRegister.column.occasions"),
      t("exposureRegister.column.total"),
    ],
    cells: (line) => [
      line.location.path,
      line.product.name,
      line.person.name,
      when(line.first_at),
      when(line.last_at),
      line.occasions,
      formatDuration(line.total_minutes),
    ],
    widths: [40, 36, 28, 18, 18, 10, 14],
  };
}

export function recordsTable(t: Translate): ExportTable<InstanceListItem> {
  const yes = t("exposureRegister.export.yes");
  const no = t("exposureRegister.export.no");
  return {
    headers: [
      t("exposureRegister.export.uid"),
      t("exposureRegister.records.column.started"),
      t("exposureRegister.records.column.person"),
      t("exposureRegister.records.column.product"),
      t("exposureRegister.records.column.sheet"),
      t("exposureRegister.records.column.location"),
      t("exposureRegister.records.column.duration"),
      t("exposureRegister.records.column.routes"),
      t("exposure.selfReported"),
      t("exposure.voided"),
    ],
    cells: (record) => [
      record.uid,
      when(record.started_at),
      record.person.name,
      record.product.name,
      record.product.sheet_version,
      record.location.path,
      formatDuration(record.duration_minutes),
      record.routes.map((route) => t(`exposure.route.${route}`)).join(", "),
      record.self_reported ? yes : no,
      record.voided ? yes : no,
    ],
    widths: [38, 18, 28, 36, 12, 40, 12, 30, 10, 10],
  };
}

/**
 * Rows as CSV text chunks (a header row, the rows up to `max`, and the cut note when more came). The
 * source yields up to max + 1 rows.
 */
export async function* csvChunks<T>(
  table: ExportTable<T>,
  rows: AsyncIterable<T>,
  max: number,
  cutNote: string,
): AsyncGenerator<string> {
  yield `\uFEFF${table.headers.map(csvCell).join(",")}\r\n`;
  let count = 0;
  let lines: string[] = [];
  for await (const row of rows) {
    if (count === max) {
      lines.push(`${csvCell(cutNote)}\r\n`);
      break;
    }
    count += 1;
    lines.push(`${table.cells(row).map(csvCell).join(",")}\r\n`);
    if (lines.length === 500) {
      yield lines.join("");
      lines = [];
    }
  }
  if (lines.length > 0) yield lines.join("");
}

/** The CSV as a web stream of UTF-8 bytes. */
export function csvStream<T>(
  table: ExportTable<T>,
  rows: AsyncIterable<T>,
  max: number,
  cutNote: string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  async function* bytes() {
    for await (const chunk of csvChunks(table, rows, max, cutNote)) yield encoder.encode(chunk);
  }
  return Readable.toWeb(Readable.from(bytes())) as ReadableStream<Uint8Array>;
}

/** Resolves when the stream has room again, or is closed (its reader gone). */
function drainedOrClosed(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("close", done);
  });
}

/**
 * The rows as an XLSX workbook of one sheet, written by exceljs' streaming writer as they arrive: a bold,
 * frozen header row, text cells guarded like the CSV's, the cut note in a last row when it stopped.
 */
export function xlsxStream<T>(
  table: ExportTable<T>,
  rows: AsyncIterable<T>,
  max: number,
  cutNote: string,
  sheetName: string,
): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = table.widths.map((width) => ({ width }));
  const write = async () => {
    const header = sheet.addRow(table.headers);
    header.font = { bold: true };
    header.commit();
    let count = 0;
    for await (const row of rows) {
      if (count === max) {
        sheet.addRow([cutNote]).commit();
        break;
      }
      count += 1;
      sheet
        .addRow(table.cells(row).map((cell) => (typeof cell === "string" ? guardFormula(cell) : cell)))
        .commit();
      // The writer does not wait for its reader: wait here while the file already written is unread, so a
      // slow download holds a little of the file rather than all of it; a download gone stops the reading.
      if (out.writableNeedDrain) await drainedOrClosed(out);
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}

export const CSV_TYPE = "text/csv; charset=utf-8";
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
