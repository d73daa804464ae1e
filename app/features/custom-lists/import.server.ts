import { parse } from "csv-parse/sync";
import { CUSTOM_IMPORT_MAX_BYTES, CUSTOM_LIST_ENTRIES_MAX } from "../../../core/custom-lists/lists";
import { customEntryKey } from "../../../core/custom-lists/match";
import { customEntryInputSchema, type CustomEntryInput } from "../../../core/custom-lists/rules";
import type { Translate } from "../../../core/translate";
import { readMultipartForm } from "../../lib/multipart.server";

/**
 * The custom-list file import as the list page reads it: a CSV file of substances (a header row naming the
 * import call's fields), each row checked by the entries' own rules before anything is sent, every problem
 * reported with its line number. The import call saves the whole file in one transaction or nothing.
 */

/** The columns a file may have, in the template's order; only name is required. */
export const CUSTOM_IMPORT_COLUMNS = ["name", "cas", "ec", "reason", "date"] as const;
type Column = (typeof CUSTOM_IMPORT_COLUMNS)[number];
/** Problems listed at most; the rest are counted. */
export const CUSTOM_IMPORT_ERRORS_SHOWN = 50;

/** The template: the header row alone, so nothing of an example is ever imported by mistake. */
export const CUSTOM_IMPORT_TEMPLATE = `${CUSTOM_IMPORT_COLUMNS.join(",")}\r\n`;

export interface ImportUpload {
  file: File | null;
  tooLarge: boolean;
}

/** The upload form: the CSV file in memory (a larger one is dropped and reported). */
export async function readImportUpload(request: Request): Promise<ImportUpload> {
  let tooLarge = false;
  const form = await readMultipartForm(request, {
    maxPartSize: CUSTOM_IMPORT_MAX_BYTES,
    drainLimit: CUSTOM_IMPORT_MAX_BYTES * 4,
    drainPerPart: true,
    keepFile: (part) => part.name === "file",
    onTooLarge: () => {
      tooLarge = true;
    },
  });
  const value = form.get("file");
  return { file: value instanceof File && value.size > 0 ? value : null, tooLarge };
}

/** One row of the file: the line it ends on and its cells by column. */
export interface FileRow {
  line: number;
  values: Partial<Record<Column, string>>;
}

export type ReadFile =
  | { ok: true; rows: FileRow[] }
  | { ok: false; problem: "not_csv" | "columns" | "empty" }
  | { ok: false; problem: "unknown_columns"; columns: string[] }
  | { ok: false; problem: "too_many"; count: number };

const isColumn = (name: string): name is Column =>
  (CUSTOM_IMPORT_COLUMNS as readonly string[]).includes(name);

/**
 * Reads a file's rows. Comma or semicolon separated (a spreadsheet saved in a language whose decimal mark is
 * a comma writes semicolons), UTF-8 with or without its byte-order mark; blank lines are skipped; column
 * names are matched without regard to case.
 */
export function readEntryFile(text: string, maxRows = CUSTOM_LIST_ENTRIES_MAX): ReadFile {
  const body = text.replace(/^\uFEFF/, "");
  // A binary file (a spreadsheet's own format, an image) has NUL bytes or the replacement character.
  if (body.includes("\u0000") || body.includes("\uFFFD")) return { ok: false, problem: "not_csv" };
  const firstLine = body.split(/\r?\n/, 1)[0] ?? "";
  const delimiter = firstLine.includes(";") && !firstLine.includes(",") ? ";" : ",";
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(body, {
      delimiter,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      // The header and one row past the limit, to tell a file that is too long.
      to: maxRows + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch {
    return { ok: false, problem: "not_csv" };
  }
  const [header, ...rest] = records;
  if (!header) return { ok: false, problem: "empty" };
  const names = header.record.map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => name !== "" && !isColumn(name));
  if (unknown.length > 0) return { ok: false, problem: "unknown_columns", columns: unknown };
  if (!names.includes("name")) return { ok: false, problem: "columns" };
  const rows = rest
    .filter(({ record }) => record.some((cell) => cell !== ""))
    .map(({ record, info }) => {
      const values: FileRow["values"] = {};
      names.forEach((name, index) => {
        if (isColumn(name)) values[name] = record[index] ?? "";
      });
      return { line: info.lines, values };
    });
  if (rows.length === 0) return { ok: false, problem: "empty" };
  if (rows.length > maxRows) return { ok: false, problem: "too_many", count: rows.length };
  return { ok: true, rows };
}

const FIELD_LABEL = {
  name: "customLists.entry.name",
  cas: "customLists.entry.cas",
  ec: "customLists.entry.ec",
  reason: "customLists.entry.reason",
  date: "customLists.entry.date",
} as const;

/** A problem of one line, in the reader's language. */
export function lineError(t: Translate, line: number, field: string, message: string): string {
  const label = field in FIELD_LABEL ? t(FIELD_LABEL[field as Column]) : field;
  return t("customLists.import.error.line", { line, field: label, message });
}

export type CheckedRows =
  { ok: true; entries: CustomEntryInput[]; lines: number[] } | { ok: false; errors: string[] };

/** Every row checked by the entries' rules, and no substance named twice; all problems, by line. */
export function checkRows(rows: readonly FileRow[], t: Translate): CheckedRows {
  const schema = customEntryInputSchema(t);
  const errors: string[] = [];
  const entries: CustomEntryInput[] = [];
  const firstLineOf = new Map<string, number>();
  for (const row of rows) {
    const parsed = schema.safeParse(row.values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        errors.push(lineError(t, row.line, String(issue.path[0] ?? "name"), issue.message));
      }
      continue;
    }
    const key = customEntryKey(parsed.data);
    const first = key === null ? undefined : firstLineOf.get(key);
    if (first !== undefined) {
      errors.push(t("customLists.import.error.duplicate", { first, line: row.line }));
      continue;
    }
    if (key !== null) firstLineOf.set(key, row.line);
    entries.push(parsed.data);
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, entries, lines: rows.map((row) => row.line) };
}

/** The problems to show: the first ones, and how many more there are. */
export function shownErrors(errors: readonly string[], t: Translate): string[] {
  if (errors.length <= CUSTOM_IMPORT_ERRORS_SHOWN) return [...errors];
  return [
    ...errors.slice(0, CUSTOM_IMPORT_ERRORS_SHOWN),
    t("customLists.import.error.more", { count: errors.length - CUSTOM_IMPORT_ERRORS_SHOWN }),
  ];
}
