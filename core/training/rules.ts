/**
 * Training: courses a safety manager keeps (a title, a description, how many months a completion stays
 * valid or that it never expires, and the products and locations it is about), and who completed them when.
 * These are the rules both sides share: limits, when a completion expires and whether it is due.
 */

export const TRAINING_LIMITS = {
  title: 200,
  description: 4000,
  /** Twenty years: longer is a typing error, not a validity period. */
  validityMonths: 240,
  locations: 50,
  products: 50,
  /** The "due within" window of the due list, in days (ten years at most). */
  withinDays: 3650,
  search: 100,
} as const;

/** The due list's window when the caller names none. */
export const DEFAULT_WITHIN_DAYS = 30;
/** Rows a page of the course list, the due list and a course's participants. */
export const TRAINING_PAGE_SIZE = 50;
/** The pages a list can be asked for (page × size stays within 100,000 rows). */
export const TRAINING_PAGE_MAX = 2000;
/** A person's own trainings: every course they completed or should have, bounded. */
export const MY_TRAININGS_MAX = 500;
/** The matches a product or person search offers. */
export const TRAINING_CHOICES_MAX = 25;

/** A person's standing for one course. */
export const TRAINING_STATUSES = ["missing", "expired", "expiring", "valid"] as const;
export type TrainingStatus = (typeof TRAINING_STATUSES)[number];
/** The standings the due list shows: everything but valid. */
export const DUE_STATUSES: readonly TrainingStatus[] = ["missing", "expired", "expiring"];

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/**
 * The day a completion on `completedOn` expires: that many months later, on the same day of the month or
 * the month's last day when it is shorter (31 January + 1 month = 28 or 29 February), as PostgreSQL adds
 * an interval of months to a date, so the API's queries and these rules agree. Null: it never expires.
 * A completion is valid up to and including the day before; on the expiry day it has expired.
 */
export function expiryOf(completedOn: string, validityMonths: number | null): string | null {
  if (validityMonths === null) return null;
  const match = DATE.exec(completedOn);
  if (!match) throw new Error(`not a day: ${completedOn}`);
  const months = Number(match[1]) * 12 + (Number(match[2]) - 1) + validityMonths;
  const year = Math.floor(months / 12);
  const month = (months % 12) + 1;
  const day = Math.min(Number(match[3]), daysInMonth(year, month));
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The day `days` after `day` (YYYY-MM-DD, UTC). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A person's standing for a course from their latest completion: missing (never completed), expired (the
 * expiry day has come), expiring (it comes within `withinDays` days from today), else valid (also a
 * completion that never expires).
 */
export function statusOf(
  latest: { expiresOn: string | null } | null,
  today: string,
  withinDays: number,
): TrainingStatus {
  if (latest === null) return "missing";
  if (latest.expiresOn === null) return "valid";
  if (latest.expiresOn <= today) return "expired";
  if (latest.expiresOn <= addDays(today, withinDays)) return "expiring";
  return "valid";
}

/**
 * Who should have a course without having completed it (decision 058). A course about locations applies
 * to the people who work there: a user limited to top nodes works at those locations and below. The two
 * overlap when a top node lies at or below one of the course's locations (a lab worker and a course for the
 * whole plant) or above one (a plant's worker and a course for one of its labs). A user without top nodes
 * (the whole company: an administrator, a manager) is not taken to work anywhere in particular, and a course
 * without locations applies to no one in particular: for them only renewals of completions are due.
 */
export function shouldHave(
  userTopNodes: readonly number[],
  /** The course's locations with everything below them and above them. */
  relatedLocations: ReadonlySet<number>,
): boolean {
  return userTopNodes.some((node) => relatedLocations.has(node));
}

/** Who may manage training: course lists, due lists, new courses and recording completions. */
export const TRAINING_MANAGER_FLAGS = ["edit_location", "user_admin"] as const;

/** Whether permissions (a map of flags) make their holder a training manager. */
export function managesTraining(permissions: Partial<Record<string, boolean>>): boolean {
  return TRAINING_MANAGER_FLAGS.some((flag) => permissions[flag] === true);
}

/** Lone UTF-16 surrogates: text that is not valid Unicode (PostgreSQL refuses it), so the rules refuse it first. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether the text is valid Unicode. */
export const isWellFormedText = (value: string): boolean => !LONE_SURROGATE.test(value);
