import { sql } from "drizzle-orm";
import { localeOf } from "../../core/languages";
import { REMINDER_AFTER_DAYS, REMINDER_INTERVAL_DAYS } from "../../core/read-understood/kinds";
import { readUnderstood as ENGLISH } from "../../core/texts/read-understood/en";
import TRANSLATIONS from "../../core/texts/read-understood/translations";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "../../core/texts/types";
import type { Database } from "../../db/client";
import { kickMail } from "../jobs";
import { mailText, oneLine } from "../outbox/templates";
import { appUrl } from "../outbox/transport";
import { acknowledgements, currentVersions } from "./sources";
import { reachedByLocation } from "./store";

/**
 * Reminders: once a day (api/jobs.ts) every person with something assigned to them that has waited longer
 * than REMINDER_AFTER_DAYS gets one mail through the outbox, naming how many items wait, and no more than
 * one mail per REMINDER_INTERVAL_DAYS (rnu_reminders keeps when). Only companies with read and understood
 * on; never guests or deactivated users. The mail and the note of it commit together.
 */

export const RNU_REMINDER_MAIL_KIND = "rnu.reminder";
/** People reminded per company in one run at most; the rest follow in the next run. */
const PER_RUN_MAX = 5000;

type MailKey = Extract<keyof typeof ENGLISH, `readUnderstood.mail.${string}`>;

function text(languageId: number, key: MailKey, values: Record<string, string>): string {
  const locale = localeOf(languageId);
  const translated = (TRANSLATED_LOCALES as readonly string[]).includes(locale)
    ? TRANSLATIONS[locale as TranslatedLocale][key]
    : undefined;
  return (translated || ENGLISH[key]).replace(
    /\{\{(\w+)\}\}/g,
    (match, name: string) => values[name] ?? match,
  );
}

export function renderReminder(input: { languageId: number; name: string; count: number; appUrl: string }) {
  const values = { count: String(input.count), url: `${input.appUrl}/read-understood` };
  return {
    subject: oneLine(text(input.languageId, "readUnderstood.mail.subject", values)),
    body: `${[
      mailText(input.languageId, "mail.greeting", { name: oneLine(input.name) }),
      text(input.languageId, "readUnderstood.mail.body", values),
      text(input.languageId, "readUnderstood.mail.link", values),
      mailText(input.languageId, "mail.footer"),
    ].join("\n\n")}\n`,
  };
}

/** Queues the reminders that are due now; answers how many mails were queued. */
export async function sendRnuReminders(db: Database, now: Date = new Date()): Promise<number> {
  const { rows: companies } = await db.execute(sql`
    SELECT DISTINCT c.id FROM companies c
    JOIN rnu_assignments a ON a.company_id = c.id
    WHERE coalesce(c.settings->>'document_rnu', 'false') IN ('true', '1')`);
  let queued = 0;
  for (const { id } of companies) queued += await remindCompany(db, Number(id), now);
  return queued;
}

async function remindCompany(db: Database, companyId: number, now: Date): Promise<number> {
  const waitedSince = new Date(now.getTime() - REMINDER_AFTER_DAYS * 86_400_000);
  const remindedSince = new Date(now.getTime() - REMINDER_INTERVAL_DAYS * 86_400_000);
  const scope = { companyId, roots: null };
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      WITH asked AS (
        SELECT a.document_kind AS kind, a.document_id, a.user_id, a.created_at FROM rnu_assignments a
        WHERE a.company_id = ${companyId} AND a.user_id IS NOT NULL
        UNION ALL
        SELECT a.document_kind, a.document_id, u.id, a.created_at FROM rnu_assignments a
        JOIN users u ON u.company_id = a.company_id
        WHERE a.company_id = ${companyId} AND a.location_id IS NOT NULL AND ${reachedByLocation(companyId)}
      ),
      cur AS (${currentVersions(scope, (kind) => sql`SELECT DISTINCT document_id FROM asked WHERE kind = ${kind}`)}),
      ack AS (${acknowledgements(companyId)})
      SELECT u.id, u.name, u.email, u.language, count(DISTINCT (c.kind, c.document_id))::int AS pending
      FROM asked t
      JOIN cur c ON c.kind = t.kind AND c.document_id = t.document_id
      JOIN users u ON u.company_id = ${companyId} AND u.id = t.user_id
        AND u.deactivated_at IS NULL AND NOT u.is_guest_user
      LEFT JOIN ack k ON k.kind = c.kind AND k.version_id = c.version_id AND k.user_id = t.user_id
      LEFT JOIN rnu_reminders r ON r.company_id = ${companyId} AND r.user_id = t.user_id
      WHERE k.version_id IS NULL AND greatest(t.created_at, c.since) < ${waitedSince.toISOString()}::timestamptz
        AND (r.last_sent_at IS NULL OR r.last_sent_at < ${remindedSince.toISOString()}::timestamptz)
      GROUP BY u.id, u.name, u.email, u.language
      ORDER BY u.id LIMIT ${PER_RUN_MAX}`);
    if (rows.length === 0) return 0;
    const base = appUrl();
    const values = rows.map((row) => {
      const mail = renderReminder({
        languageId: Number(row.language),
        name: String(row.name),
        count: Number(row.pending),
        appUrl: base,
      });
      return sql`(${companyId}, ${String(row.email)}, ${String(row.name)}, ${mail.subject}, ${mail.body}, ${RNU_REMINDER_MAIL_KIND})`;
    });
    const { rows: inserted } = await tx.execute<{ id: number }>(sql`
      INSERT INTO mail_outbox (company_id, to_address, to_name, subject, body, kind)
      VALUES ${sql.join(values, sql`, `)} RETURNING id`);
    const userIds = rows.map((row) => Number(row.id));
    await tx.execute(sql`
      INSERT INTO rnu_reminders (company_id, user_id, last_sent_at)
      SELECT ${companyId}, id, ${now.toISOString()}::timestamptz FROM unnest(${sql.param(userIds)}::int[]) AS id
      ON CONFLICT (company_id, user_id) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at`);
    await kickMail(
      inserted.map((row) => row.id),
      tx,
    );
    return inserted.length;
  });
}
