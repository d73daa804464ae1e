/** One message of the mail outbox (GET /mail/v1/outbox), as the admins' outbox page shows it. */
export interface OutboxMessage {
  id: number;
  to_address: string;
  to_name: string | null;
  subject: string;
  /** Plain text, in the recipient's language, with the link to the request. */
  body: string;
  /** approval.submitted | approval.evaluation_requested | approval.reminder | approval.concluded */
  kind: string;
  request_id: number | null;
  /** queued | sent | stored | failed (decision 019). */
  status: string;
  attempts: number;
  /** Why the last try failed; null once sent. */
  error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface OutboxPage {
  data: OutboxMessage[];
  meta: { total: number; page: number; limit: number };
}

export const OUTBOX_PAGE_SIZE = 20;
export const OUTBOX_PAGE_MAX = 100;
/** page × limit may not pass this: older messages are not worth paging through. */
export const OUTBOX_WINDOW = 10_000;
