import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { SDS_REQUEST_MAX_REMINDERS, SDS_REQUEST_REMIND_AFTER_DAYS } from "../../core/sds-requests/rules";
import { hashSecret } from "../read-links/tokens";
import { randomBytes } from "node:crypto";
import { queueSdsRequestMail } from "./mail";

/**
 * Once a day (api/jobs.ts): requests past their end date are stored as expired, and every open request that
 * has waited SDS_REQUEST_REMIND_AFTER_DAYS since it was sent or last reminded gets a reminder through the
 * outbox, at most SDS_REQUEST_MAX_REMINDERS times. Only the hash of a link's secret is kept, so a reminder
 * carries a fresh secret under the same public id; the earlier links keep working.
 */

/** Requests reminded in one run at most; the rest follow in the next run. */
const PER_RUN_MAX = 2000;

export async function sendSdsRequestReminders(db: Database, now: Date = new Date()): Promise<number> {
  await db.execute(sql`
    UPDATE sds_requests SET status = 'expired'
    WHERE status IN ('sent', 'opened') AND expires_at <= ${now.toISOString()}::timestamptz`);
  const due = new Date(now.getTime() - SDS_REQUEST_REMIND_AFTER_DAYS * 86_400_000).toISOString();
  const { rows } = await db.execute<{ id: number; company_id: number }>(sql`
    SELECT id, company_id FROM sds_requests
    WHERE status IN ('sent', 'opened') AND expires_at > ${now.toISOString()}::timestamptz
      AND reminders < ${SDS_REQUEST_MAX_REMINDERS}
      AND coalesce(reminded_at, created_at) <= ${due}::timestamptz
    ORDER BY id LIMIT ${PER_RUN_MAX}`);
  let queued = 0;
  for (const row of rows) {
    queued += await db.transaction(async (tx) => {
      const secret = randomBytes(32).toString("base64url");
      const { rows: updated } = await tx.execute<{
        public_id: string;
        supplier_email: string;
        mail_language: number;
        expires_at: Date | string;
        product_name: string;
        company_name: string;
      }>(sql`
        UPDATE sds_requests r SET reminders = r.reminders + 1, reminded_at = ${now.toISOString()}::timestamptz,
          reminder_secret_hashes = r.reminder_secret_hashes || ${hashSecret(secret)}::text
        FROM products p, companies c
        WHERE r.company_id = ${row.company_id} AND r.id = ${row.id} AND r.status IN ('sent', 'opened')
          AND r.reminders < ${SDS_REQUEST_MAX_REMINDERS}
          AND p.company_id = r.company_id AND p.id = r.product_id AND c.id = r.company_id
        RETURNING r.public_id, r.supplier_email, r.mail_language, r.expires_at, p.name AS product_name,
          c.name AS company_name`);
      const request = updated[0];
      if (!request) return 0;
      await queueSdsRequestMail(tx, {
        companyId: row.company_id,
        kind: "reminder",
        to: request.supplier_email,
        languageId: request.mail_language,
        companyName: request.company_name,
        productName: request.product_name,
        token: request.public_id + secret,
        expiresAt: new Date(request.expires_at),
      });
      return 1;
    });
  }
  return queued;
}
