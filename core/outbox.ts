/**
 * The mail outbox: the delivery states of a message and the paging limits of
 * GET /mail/v1/outbox, shared by the API and the admins' outbox page.
 */

/**
 * queued: waiting (after a failed try it is retried); sent: accepted by the
 * SMTP server; stored: kept because no SMTP_URL is set; failed: the last try failed.
 */
export const MAIL_STATUSES = ["queued", "sent", "stored", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const OUTBOX_PAGE_SIZE = 20;
export const OUTBOX_PAGE_MAX = 100;
/** page × limit may not pass this: older messages are not worth paging through. */
export const OUTBOX_WINDOW = 10_000;
