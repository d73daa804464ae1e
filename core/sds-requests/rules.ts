import { hasAll, type Permissions } from "../permissions";

/**
 * Supplier requests for a newer safety data sheet: who may ask, the statuses a request goes through, and the
 * limits of the forms and of the supplier's public page. Plain values both sides use.
 */

/** Who asks suppliers and decides on their answers: the same flag that replaces a product's sheet. */
export function mayManageSdsRequests(permissions: Permissions): boolean {
  return hasAll(permissions, ["add_product"]);
}

/**
 * sent → opened (the supplier opened the page) → answered (new sheets uploaded, or the current one said to
 * be still valid) → accepted or rejected by the company. A request not answered by its end date is expired.
 */
export const SDS_REQUEST_STATUSES = [
  "sent",
  "opened",
  "answered",
  "accepted",
  "rejected",
  "expired",
] as const;
export type SdsRequestStatus = (typeof SDS_REQUEST_STATUSES)[number];

/** What the supplier answered. */
export const SDS_REQUEST_ANSWERS = ["new_version", "still_valid"] as const;
export type SdsRequestAnswer = (typeof SDS_REQUEST_ANSWERS)[number];

/** Statuses in which the supplier may still answer (until the end date). */
export const OPEN_STATUSES: readonly SdsRequestStatus[] = ["sent", "opened"];

/** The status as it stands at `now`: an open request past its end date counts as expired. */
export function statusAt(status: SdsRequestStatus, expiresAt: Date, now: Date): SdsRequestStatus {
  return OPEN_STATUSES.includes(status) && expiresAt.getTime() <= now.getTime() ? "expired" : status;
}

/** Days a supplier has to answer. */
export const SDS_REQUEST_VALID_DAYS = 30;
/** A reminder goes when a request has waited this many days (since it was sent or last reminded). */
export const SDS_REQUEST_REMIND_AFTER_DAYS = 7;
/** At most this many reminders per request. */
export const SDS_REQUEST_MAX_REMINDERS = 2;

/** Languages and markets one request may ask for (the supplier's page has one file field per pair). */
export const SDS_REQUEST_MAX_LANGUAGES = 3;
export const SDS_REQUEST_MAX_MARKETS = 2;
/** A bulk request asks for at most this many products at once (the oldest sheets first). */
export const SDS_REQUEST_BULK_MAX = 500;
/** The list's page size. */
export const SDS_REQUEST_PAGE_SIZE = 50;
/** The supplier's e-mail address: at most this long. */
export const SUPPLIER_EMAIL_MAX = 254;

/** The public page of a request's token (the link in the supplier's mail, after the app's address). */
export const sdsUpdateRequestPath = (token: string) => `/sds-update-request/${token}`;

/** The form field of the supplier's file for one language and market. */
export const answerFileField = (languageId: number, marketId: number) => `file_${languageId}_${marketId}`;

/** The language and market a file field stands for, or null for any other name. */
export function parseAnswerFileField(name: string): { languageId: number; marketId: number } | null {
  const match = /^file_([1-9]\d{0,2})_([1-9]\d{0,2})$/.exec(name);
  return match ? { languageId: Number(match[1]), marketId: Number(match[2]) } : null;
}

/** Every language and market pair a request asks for, languages first. */
export function requestedPairs(
  languages: readonly number[],
  markets: readonly number[],
): { languageId: number; marketId: number }[] {
  return languages.flatMap((languageId) => markets.map((marketId) => ({ languageId, marketId })));
}

/** A plain check of an e-mail address: one @, no spaces, a dot in the domain. */
export function isEmailAddress(value: string): boolean {
  return value.length <= SUPPLIER_EMAIL_MAX && /^[^\s@<>()",;]+@[^\s@<>()",;]+\.[^\s@<>()",;.]+$/.test(value);
}

/** Products the request form offers for a search text, by name. */
export const SDS_REQUEST_PRODUCT_CHOICES = 20;
