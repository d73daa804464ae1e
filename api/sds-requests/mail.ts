import { localeOf } from "../../core/languages";
import { sdsUpdateRequestPath } from "../../core/sds-requests/rules";
import { sdsRequests as ENGLISH } from "../../core/texts/sds-requests/en";
import TRANSLATIONS from "../../core/texts/sds-requests/translations";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "../../core/texts/types";
import { kickMail } from "../jobs";
import type { Executor } from "../locations/tree";
import { mailText, oneLine } from "../outbox/templates";
import { appUrl } from "../outbox/transport";
import { sql } from "drizzle-orm";

/**
 * The supplier's mails through the outbox: the request with its link to /sds-update-request/{token}, and the
 * reminders. Written in the request's mail language (the first language asked for). The token's secret exists
 * only in these mails: the table keeps its hash.
 */

export const SDS_REQUEST_MAIL_KIND = "sds_request.sent";
export const SDS_REQUEST_REMINDER_MAIL_KIND = "sds_request.reminder";

type MailKey = Extract<keyof typeof ENGLISH, `sdsRequests.mail.${string}`>;

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

export interface SdsRequestMail {
  companyId: number;
  kind: "request" | "reminder";
  to: string;
  languageId: number;
  companyName: string;
  productName: string;
  token: string;
  expiresAt: Date;
}

export function renderSdsRequestMail(input: Omit<SdsRequestMail, "companyId" | "to"> & { appUrl: string }) {
  const values = {
    company: oneLine(input.companyName),
    product: oneLine(input.productName),
    url: `${input.appUrl}${sdsUpdateRequestPath(input.token)}`,
    date: input.expiresAt.toISOString().slice(0, 10),
  };
  const reminder = input.kind === "reminder";
  return {
    subject: oneLine(
      text(
        input.languageId,
        reminder ? "sdsRequests.mail.reminderSubject" : "sdsRequests.mail.subject",
        values,
      ),
    ),
    body: `${[
      text(input.languageId, reminder ? "sdsRequests.mail.reminderBody" : "sdsRequests.mail.body", values),
      text(input.languageId, "sdsRequests.mail.link", values),
      mailText(input.languageId, "mail.footer"),
    ].join("\n\n")}\n`,
  };
}

/** Queues the mail in the caller's transaction (the row and its delivery job commit together). */
export async function queueSdsRequestMail(tx: Executor, mail: SdsRequestMail): Promise<number> {
  const { subject, body } = renderSdsRequestMail({ ...mail, appUrl: appUrl() });
  const kind = mail.kind === "reminder" ? SDS_REQUEST_REMINDER_MAIL_KIND : SDS_REQUEST_MAIL_KIND;
  const { rows } = await tx.execute<{ id: number }>(sql`
    INSERT INTO mail_outbox (company_id, to_address, to_name, subject, body, kind)
    VALUES (${mail.companyId}, ${mail.to}, ${""}, ${subject}, ${body}, ${kind})
    RETURNING id`);
  await kickMail(
    rows.map((row) => row.id),
    tx,
  );
  return rows[0]!.id;
}
