/**
 * A person's exposure history (docs/decisions/047-exposure-register.md): how much one page, one choice of
 * people and one PDF hold. A person gathers at most a few thousand records in a working life, so the PDF
 * takes them all; the bound only keeps a runaway import from making a file no one can open.
 */
export const HISTORY_LIMITS = {
  /** Records per page of the history (keyset-paged, newest first). */
  page: 50,
  /** People offered in a keeper's or reader's choice, and the most a client may ask for. */
  people: 200,
  peopleMax: 500,
  /** The longest text a people search takes. */
  search: 100,
  /** Records one PDF or personal-data export holds (the newest); read from the database in batches. */
  pdfRecords: 20_000,
  pdfBatch: 500,
} as const;

/** The path word that names the caller themself instead of a person's id. */
export const HISTORY_ME = "me";
