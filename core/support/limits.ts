/**
 * The support tab's and the personal-data page's limits and field names: constants the pages render,
 * free of zod (the schemas that use them are in ./contact-rules.ts and ./erasure-rules.ts).
 */

/** A company keeps at most this many support contacts (the tab lists them all, no paging). */
export const CONTACTS_MAX = 50;
export const CONTACT_NAME_MAX = 200;
export const CONTACT_ROLE_MAX = 200;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_PHONE_MAX = 50;

/** The contact form's fields, in the order of the page (the error summary follows it). */
export const CONTACT_FORM_FIELDS = ["name", "role", "email", "phone"] as const;
export type ContactFormField = (typeof CONTACT_FORM_FIELDS)[number];

/** The person search on /gdpr: at most this many matches, and the longest search text. */
export const PEOPLE_SEARCH_LIMIT = 20;
export const PEOPLE_SEARCH_MAX = 100;

/** How long a finished export can be downloaded before its file is removed. */
export const EXPORT_KEEP_DAYS = 7;
/** The support tab lists this many of the latest exports. */
export const EXPORTS_LISTED = 5;

/** Export states, as stored. */
export const EXPORT_STATUSES = ["queued", "running", "ready", "failed"] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** The pseudonym an erased person's name becomes, and the address that can never receive mail. */
export const pseudonymName = (userId: number) => `Former user ${userId}`;
export const pseudonymEmail = (userId: number) => `former-user-${userId}@erased.invalid`;
