import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { MailTransport } from "./transport";
import type { OutboxMessage } from "./schemas";

/**
 * Delivers one mail_outbox row (docs/decisions/019-mail-and-jobs.md). Runs in a pg-boss job, never
 * in a request. Status of a row:
 *
 * | status | meaning                                                          |
 * | ------ | ---------------------------------------------------------------- |
 * | queued | waiting for delivery; after a failed try `error` says why and the job retries |
 * | sent   | the SMTP server accepted it (`sent_at`)                          |
 * | stored | no SMTP_URL: kept for the outbox page, never sent                |
 * | failed | the last try failed too (`error`)                                |
 *
 * The row is locked (FOR UPDATE SKIP LOCKED) while it is delivered, so two
 * jobs for one row (the sweep may add a second) never send it twice: the
 * second finds it locked or no longer queued and does nothing.
 */

export interface DeliveryOptions {
  /** null: no SMTP_URL, the message is stored. */
  transport: MailTransport | null;
  from: string;
  /** The job's last try: a failure marks the row failed instead of leaving it for a retry. */
  lastAttempt: boolean;
}

export type DeliveryOutcome =
  | { status: "sent" | "stored" }
  | { status: "retry" | "failed"; error: string }
  /** Not queued any more (sent, stored, failed), gone, or being delivered by another job. */
  | { status: "skipped" };

/** The outbox row a delivery reads. */
type OutboxRow = Record<string, unknown> &
  Pick<OutboxMessage, "id" | "to_address" | "to_name" | "subject" | "body" | "kind" | "status">;

/** What the admins read in the outbox: the error's message, with its code when the message lacks it. */
export function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  const text = typeof code === "string" && code && !message.includes(code) ? `${code}: ${message}` : message;
  return text.slice(0, 1000) || "Unknown error";
}

export async function deliverOutboxMessage(
  db: Database,
  id: number,
  options: DeliveryOptions,
): Promise<DeliveryOutcome> {
  return db.transaction(async (tx): Promise<DeliveryOutcome> => {
    const { rows } = await tx.execute<OutboxRow>(sql`
      SELECT id, to_address, to_name, subject, body, kind, status
      FROM mail_outbox WHERE id = ${id}
      FOR UPDATE SKIP LOCKED`);
    const row = rows[0];
    if (!row || row.status !== "queued") return { status: "skipped" };

    if (!options.transport) {
      await tx.execute(sql`UPDATE mail_outbox SET status = 'stored', error = NULL WHERE id = ${id}`);
      return { status: "stored" };
    }
    try {
      await options.transport.sendMail({
        from: options.from,
        to: row.to_name ? { name: row.to_name, address: row.to_address } : row.to_address,
        subject: row.subject,
        text: row.body,
        headers: { "X-ChemSafe-Outbox-Id": String(row.id), "X-ChemSafe-Kind": row.kind },
      });
    } catch (caught) {
      const error = errorText(caught);
      const status = options.lastAttempt ? "failed" : "queued";
      await tx.execute(sql`
        UPDATE mail_outbox SET attempts = attempts + 1, error = ${error}, status = ${status}
        WHERE id = ${id}`);
      return { status: options.lastAttempt ? "failed" : "retry", error };
    }
    await tx.execute(sql`
      UPDATE mail_outbox SET attempts = attempts + 1, error = NULL, status = 'sent', sent_at = now()
      WHERE id = ${id}`);
    return { status: "sent" };
  });
}

/**
 * A message whose job gave up without recording it (the process died during
 * the last try and the job expired): marked failed, unless it got further.
 */
export async function markUndelivered(db: Database, id: number, reason: string): Promise<void> {
  await db.execute(sql`
    UPDATE mail_outbox SET status = 'failed', error = COALESCE(error, ${reason})
    WHERE id = ${id} AND status = 'queued'`);
}
