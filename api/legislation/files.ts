import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "csv-parse/sync";
import {
  annexXviiAmendments,
  missingColumns,
  readEntries,
  type ListEntry,
  type Row,
} from "../../core/legislation/entries";
import type { LegislationList } from "../../core/legislation/lists";

/**
 * The shipped list files (reference/regulatory, attribution in reference/NOTICE.md) and the reading of a
 * list file, shipped or imported: CSV, UTF-8, a header row.
 */
export const SHIPPED_FILES: Record<LegislationList, string> = {
  svhc: "svhc_candidate_list.csv",
  "annex-xiv": "reach_annex_xiv_authorisation_list.csv",
  "annex-xvii": "reach_annex_xvii_restrictions.csv",
  "clp-cmr": "clp_annex_vi_history.csv",
};
/** Annex XVII's entry history: when each entry came or last changed. */
export const ANNEX_XVII_HISTORY_FILE = "reach_annex_xvii_entry_history.csv";

/** A shipped file: from the working directory, else beside this module (also right in build/server/). */
export function shippedPath(file: string): string {
  const candidates = [
    join(process.cwd(), "reference", "regulatory", file),
    fileURLToPath(new URL(`../../reference/regulatory/${file}`, import.meta.url)),
  ];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`Legislation list file not found; looked in ${candidates.join(", ")}`);
  return found;
}

/** A file's rows, or the reason it is not a list file: not CSV, or the list's columns missing. */
export type ReadFile =
  { ok: true; rows: Row[] } | { ok: false; problem: "not_csv" | "columns"; missing?: string[] };

export function readListFile(list: LegislationList, text: string, maxRows: number): ReadFile {
  let records: Record<string, string>[];
  let header: string[] = [];
  try {
    records = parse(text.replace(/^\uFEFF/, ""), {
      columns: (names: string[]) => {
        header = names.map((name) => name.trim());
        return header;
      },
      skip_empty_lines: true,
      relax_column_count: true,
      ...(Number.isFinite(maxRows) ? { to: maxRows } : {}),
    }) as Record<string, string>[];
  } catch {
    return { ok: false, problem: "not_csv" };
  }
  const missing = missingColumns(list, header);
  if (missing.length > 0) return { ok: false, problem: "columns", missing };
  return { ok: true, rows: records };
}

let amendments: Map<string, string> | undefined;
/** Annex XVII's amendment dates from the shipped entry history (read once). */
export function shippedAnnexXviiAmendments(): Map<string, string> {
  if (!amendments) {
    const rows = parse(readFileSync(shippedPath(ANNEX_XVII_HISTORY_FILE), "utf8"), {
      columns: true,
      skip_empty_lines: true,
    }) as Row[];
    amendments = annexXviiAmendments(rows);
  }
  return amendments;
}

/** A shipped list's entries. */
export function shippedEntries(list: LegislationList): ListEntry[] {
  const read = readListFile(list, readFileSync(shippedPath(SHIPPED_FILES[list]), "utf8"), Infinity);
  if (!read.ok) throw new Error(`reference/regulatory/${SHIPPED_FILES[list]} is not a ${list} file`);
  return readEntries(list, read.rows, list === "annex-xvii" ? shippedAnnexXviiAmendments() : undefined);
}
