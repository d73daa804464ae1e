/**
 * Read and understood: the kinds of document a person can be asked to read and acknowledge, and the limits
 * of the pages and the reminders. A kind names its documents by an id in the kind's own table and keeps
 * its acknowledgements per version, so a new version asks again (docs/decisions/050-read-and-understood.md).
 *
 * - smartform: a smart-form document (risk assessment or SPS); the id is the document's root id, the
 *   version in force is its published version.
 * - sds: a product's safety data sheet; the id is the product's, the version its newest current sheet.
 * - wpd: a workplace description; the id is its series id (its first version's), the version its current
 *   published version.
 */
export const RNU_KINDS = ["smartform", "sds", "wpd"] as const;
export type RnuKind = (typeof RNU_KINDS)[number];

export const isRnuKind = (value: unknown): value is RnuKind =>
  typeof value === "string" && (RNU_KINDS as readonly string[]).includes(value);

/** A person's list: at most this many pending and this many acknowledged items, newest first. */
export const MINE_PENDING_MAX = 200;
export const MINE_DONE_MAX = 100;

/** The manager's lists: a page of people for a document, a page of documents for a location. */
export const STATUS_PAGE_SIZE = 50;
export const STATUS_PAGE_MAX = 2000;

/** Choices in the assignment form (found by text): at most this many documents, people or locations. */
export const CHOICES_MAX = 50;
export const QUERY_MAX = 100;

/** People named in one assignment at most. */
export const ASSIGN_PEOPLE_MAX = 50;

/** Reminders: about items pending longer than this, and a person at most once in this many days. */
export const REMINDER_AFTER_DAYS = 7;
export const REMINDER_INTERVAL_DAYS = 7;

/** Whose acknowledgement the manager's view of a document lists. */
export const STATUS_FILTERS = ["all", "pending", "done"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
