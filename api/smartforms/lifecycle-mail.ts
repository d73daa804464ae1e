import { sql } from "drizzle-orm";
import { localeOf } from "../../core/languages";
import { DOCUMENT_TYPES, documentTypeName, isDocumentType } from "../../core/smartforms/kinds";
import { smartformVersions as ENGLISH } from "../../core/texts/smartform-versions/en";
import TRANSLATIONS from "../../core/texts/smartform-versions/translations";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "../../core/texts/types";
import { kickMail } from "../jobs";
import type { Executor } from "../locations/tree";
import { oneLine } from "../outbox/templates";
import { appUrl } from "../outbox/transport";

/**
 * The e-mails of a document's life: the approvers hear that a version waits for them, the author that it was
 * approved or sent back (with the comment). Each message is queued in the outbox inside the change's
 * transaction (committed with it or not at all, like every mail of the product) in the recipient's
 * language, with a link to the page where the recipient acts.
 */

export const DOCUMENT_MAIL_KINDS = [
  "smartform.submitted",
  "smartform.approved",
  "smartform.sent_back",
] as const;
export type DocumentMailKind = (typeof DOCUMENT_MAIL_KINDS)[number];

type MailKey = Extract<keyof typeof ENGLISH, `smartformVersions.mail.${string}`>;

function isTranslated(locale: string): locale is TranslatedLocale {
  return (TRANSLATED_LOCALES as readonly string[]).includes(locale);
}

function text(languageId: number, key: MailKey, values: Record<string, string> = {}): string {
  const locale = localeOf(languageId);
  const template = (isTranslated(locale) ? TRANSLATIONS[locale][key] : undefined) || ENGLISH[key];
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
}

/** Where the recipient acts: approvers on the approval page, the author on the document. */
export function documentMailPath(kind: DocumentMailKind, documentId: number, documentType: number): string {
  if (kind === "smartform.submitted") return `/smartforms/documents/${documentId}/approval`;
  const type = isDocumentType(documentType) ? documentTypeName(documentType) : "risk_assessment";
  return `/smartforms/${DOCUMENT_TYPES[type]}/documents/${documentId}`;
}

const KEYS = {
  "smartform.submitted": [
    "smartformVersions.mail.submitted.subject",
    "smartformVersions.mail.submitted.body",
  ],
  "smartform.approved": ["smartformVersions.mail.approved.subject", "smartformVersions.mail.approved.body"],
  "smartform.sent_back": ["smartformVersions.mail.sentBack.subject", "smartformVersions.mail.sentBack.body"],
} as const satisfies Record<DocumentMailKind, readonly [MailKey, MailKey]>;

export function renderDocumentMail(input: {
  kind: DocumentMailKind;
  languageId: number;
  recipientName: string;
  title: string;
  versionNo: number;
  actorName: string;
  comment?: string;
  url: string;
}): { subject: string; body: string } {
  const [subjectKey, bodyKey] = KEYS[input.kind];
  const values = {
    title: oneLine(input.title),
    actor: oneLine(input.actorName),
    number: String(input.versionNo),
  };
  const comment = input.comment?.trim();
  const paragraphs = [
    text(input.languageId, "smartformVersions.mail.greeting", { name: oneLine(input.recipientName) }),
    text(input.languageId, bodyKey, values),
    ...(comment ? [text(input.languageId, "smartformVersions.mail.comment", { comment })] : []),
    text(input.languageId, "smartformVersions.mail.link", { url: input.url }),
    text(input.languageId, "smartformVersions.mail.footer"),
  ];
  return {
    subject: oneLine(text(input.languageId, subjectKey, values)),
    body: `${paragraphs.join("\n\n")}\n`,
  };
}

/** Queues one message per recipient (active users of the company; others are skipped). */
export async function queueDocumentMail(
  db: Executor,
  input: {
    companyId: number;
    kind: DocumentMailKind;
    recipientUserIds: readonly number[];
    document: { id: number; title: string; version_no: number; document_type: number };
    actorName: string;
    comment?: string;
  },
): Promise<number[]> {
  const userIds = [...new Set(input.recipientUserIds)];
  if (userIds.length === 0) return [];
  const { rows: recipients } = await db.execute<{ email: string; name: string; language: number }>(sql`
    SELECT email, name, language FROM users
    WHERE company_id = ${input.companyId} AND id = ANY(${sql.param(userIds)}::int[]) AND deactivated_at IS NULL
    ORDER BY id`);
  if (recipients.length === 0) return [];
  const url = `${appUrl()}${documentMailPath(input.kind, input.document.id, input.document.document_type)}`;
  const values = recipients.map((recipient) => {
    const { subject, body } = renderDocumentMail({
      kind: input.kind,
      languageId: recipient.language,
      recipientName: recipient.name,
      title: input.document.title,
      versionNo: input.document.version_no,
      actorName: input.actorName,
      comment: input.comment,
      url,
    });
    return sql`(${input.companyId}, ${recipient.email}, ${recipient.name}, ${subject}, ${body}, ${input.kind})`;
  });
  const { rows } = await db.execute<{ id: number }>(sql`
    INSERT INTO mail_outbox (company_id, to_address, to_name, subject, body, kind)
    VALUES ${sql.join(values, sql`, `)}
    RETURNING id`);
  const ids = rows.map((row) => row.id);
  await kickMail(ids, db);
  return ids;
}
