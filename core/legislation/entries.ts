import type { LegislationList } from "./lists";

/**
 * The entries of each list as ChemSafe keeps them, read from the rows of the list's file (a CSV with a
 * header row, as ECHA exports it and reference/regulatory ships it). The same reading serves the shipped
 * files and a newer file an administrator imports, so a file "of the same shape" is one with these columns.
 */
export interface ListEntry {
  list: LegislationList;
  /** The entry as the list names it: Annex XVII "51", an Annex VI index number, the substance otherwise. */
  ref: string;
  name: string;
  cas: string[];
  ec: string | null;
  /** Why the substance is listed: reasons for inclusion, CMR categories, the restriction. */
  reason: string;
  /** The entry's date: inclusion (SVHC), sunset (Annex XIV), latest amendment (XVII), application (VI). */
  date: string | null;
  /** When the entry came onto the list or last changed there (what dates the list's version). */
  listedOn: string | null;
  /** When the entry applies from and until (exclusive); null: always / open-ended. */
  validFrom: string | null;
  validUntil: string | null;
  /** Where the conditions or the legal text are. */
  link: string | null;
  /** More about the entry: latest application date, the ATP and its CELEX number. */
  detail: string | null;
}

export type Row = Readonly<Record<string, string | undefined>>;

/** The columns a file of each list must have (more are allowed). */
export const REQUIRED_COLUMNS: Record<LegislationList, readonly string[]> = {
  svhc: [
    "entry_name",
    "substance_name",
    "ec_number",
    "cas_number",
    "reasons_for_inclusion",
    "date_of_inclusion",
  ],
  "annex-xiv": ["substance_name", "ec_number", "cas_number", "sunset_date", "reason_for_inclusion"],
  "annex-xvii": ["entry_no", "substance_name", "ec_number", "cas_number", "conditions_url"],
  "clp-cmr": [
    "index_no",
    "chemical_name",
    "ec_no",
    "cas_numbers",
    "cmr_1a_1b",
    "in_application_from",
    "record_type",
    "applies_until_exclusive",
  ],
};

/** The required columns a header lacks. */
export function missingColumns(list: LegislationList, header: readonly string[]): string[] {
  return REQUIRED_COLUMNS[list].filter((column) => !header.includes(column));
}

const cell = (row: Row, column: string): string => (row[column] ?? "").trim();
const orNull = (text: string): string | null => (text.length > 0 ? text : null);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateOrNull = (text: string): string | null => (ISO_DATE.test(text) ? text : null);
/** Several values in one cell are joined with ";" (and "; ") in the files. */
const several = (text: string): string[] =>
  text
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

/** An Annex XVII entry number as the regulation writes it: "05" → "5", "18a" stays. */
export const annexXviiRef = (entryNo: string): string => entryNo.replace(/^0+(?=\d)/, "");

function svhc(row: Row): ListEntry | null {
  const name = cell(row, "substance_name") || cell(row, "entry_name");
  // A group's own row names the group; its members are rows of their own with their CAS numbers, so the
  // group row only matters when the group has no members to match by.
  if (!name) return null;
  return {
    list: "svhc",
    ref: cell(row, "entry_name") || name,
    name,
    cas: several(cell(row, "cas_number")),
    ec: orNull(cell(row, "ec_number")),
    reason: cell(row, "reasons_for_inclusion"),
    date: dateOrNull(cell(row, "date_of_inclusion")),
    listedOn: dateOrNull(cell(row, "date_of_inclusion")),
    validFrom: null,
    validUntil: null,
    link: orNull(cell(row, "decision_urls").split(/\s+/)[0] ?? ""),
    detail: orNull(cell(row, "reason_tags")),
  };
}

function annexXiv(row: Row): ListEntry | null {
  const name = cell(row, "substance_name");
  if (!name) return null;
  const own = several(cell(row, "cas_number"));
  const latest = dateOrNull(cell(row, "latest_application_date"));
  return {
    list: "annex-xiv",
    ref: name,
    name,
    // An entry without a CAS number of its own is matched by the members of the Candidate List group of
    // the same name, when the file names them.
    cas: own.length > 0 ? own : several(cell(row, "cas_numbers_from_matching_svhc_group")),
    ec: orNull(cell(row, "ec_number")),
    reason: cell(row, "reason_for_inclusion"),
    date: dateOrNull(cell(row, "sunset_date")),
    listedOn: dateOrNull(cell(row, "regulatory_outcome_date")),
    validFrom: null,
    validUntil: null,
    link: null,
    detail: latest ? `latest_application:${latest}` : null,
  };
}

function annexXvii(row: Row, amended: ReadonlyMap<string, string>): ListEntry | null {
  const entryNo = cell(row, "entry_no");
  const name = cell(row, "substance_name");
  if (!entryNo || !name) return null;
  const ref = annexXviiRef(entryNo);
  return {
    list: "annex-xvii",
    ref,
    name,
    cas: several(cell(row, "cas_number")),
    ec: orNull(cell(row, "ec_number")),
    reason: cell(row, "description") || name,
    date: amended.get(ref) ?? null,
    listedOn: amended.get(ref) ?? null,
    validFrom: null,
    validUntil: null,
    link: orNull(cell(row, "conditions_url")),
    detail: null,
  };
}

/**
 * The latest decision date of each Annex XVII entry, from the entry-history file (one row per entry and
 * amending decision): when the entry last came or changed.
 */
export function annexXviiAmendments(rows: Iterable<Row>): Map<string, string> {
  const latest = new Map<string, string>();
  for (const row of rows) {
    const ref = annexXviiRef(cell(row, "entry_no"));
    const date = dateOrNull(cell(row, "regulatory_outcome_date"));
    if (!ref || !date) continue;
    const known = latest.get(ref);
    if (!known || date > known) latest.set(ref, date);
  }
  return latest;
}

/**
 * CLP Annex VI entries classified carcinogenic, mutagenic or toxic for reproduction in category 1A or 1B,
 * every version with the dates it applies (from the history file), so the entry in force on a day is the
 * one whose period holds it. An index number deleted on a date ends every version at that date.
 */
function clpCmr(rows: readonly Row[]): ListEntry[] {
  const deleted = new Map<string, string>();
  for (const row of rows) {
    if (cell(row, "record_type") !== "deletion") continue;
    const date = dateOrNull(cell(row, "in_application_from"));
    const index = cell(row, "index_no");
    if (date && index && (!deleted.has(index) || date < deleted.get(index)!)) deleted.set(index, date);
  }
  const entries: ListEntry[] = [];
  for (const row of rows) {
    if (cell(row, "record_type") === "deletion") continue;
    const cmr = cell(row, "cmr_1a_1b");
    const index = cell(row, "index_no");
    const name = cell(row, "chemical_name");
    if (!cmr || !index || !name) continue;
    const from = dateOrNull(cell(row, "in_application_from"));
    let until = dateOrNull(cell(row, "applies_until_exclusive"));
    const end = deleted.get(index);
    if (end && (!until || end < until)) until = end;
    if (from && until && until <= from) continue;
    const atp = cell(row, "atp");
    const celex = cell(row, "celex");
    entries.push({
      list: "clp-cmr",
      ref: index,
      name,
      cas: several(cell(row, "cas_numbers")),
      ec: orNull(several(cell(row, "ec_no"))[0] ?? ""),
      reason: cmr,
      date: from,
      listedOn: from,
      validFrom: from,
      validUntil: until,
      link: orNull(cell(row, "eurlex_link")),
      detail: atp || celex ? [atp, celex && `CELEX ${celex}`].filter(Boolean).join(", ") : null,
    });
  }
  return entries;
}

/**
 * A list's entries from its file's rows. Annex XVII takes the entry history's amendment dates
 * (`annexXviiAmendments`) when there are any.
 */
export function readEntries(
  list: LegislationList,
  rows: readonly Row[],
  amended: ReadonlyMap<string, string> = new Map(),
): ListEntry[] {
  if (list === "clp-cmr") return clpCmr(rows);
  const read =
    list === "svhc" ? svhc : list === "annex-xiv" ? annexXiv : (row: Row) => annexXvii(row, amended);
  const entries: ListEntry[] = [];
  for (const row of rows) {
    const entry = read(row);
    if (entry) entries.push(entry);
  }
  return entries;
}

/** Whether an entry applies on a day (ISO date). */
export function inForce(entry: Pick<ListEntry, "validFrom" | "validUntil">, day: string): boolean {
  return (
    (entry.validFrom === null || entry.validFrom <= day) &&
    (entry.validUntil === null || day < entry.validUntil)
  );
}

/**
 * The version date of a list's file: the newest date its entries carry that has already come (a future
 * application date is not the file's date), or null when none has one.
 */
export function versionDateOf(entries: readonly ListEntry[], today: string): string | null {
  let newest: string | null = null;
  for (const entry of entries) {
    const date = entry.listedOn;
    if (date && date <= today && (!newest || date > newest)) newest = date;
  }
  return newest;
}
