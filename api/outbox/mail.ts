import { sql } from "drizzle-orm";
import { kickMail } from "../jobs";
import type { Executor } from "../locations/tree";
import {
  INVITATION_MAIL_KIND,
  MAIL_KINDS,
  renderApprovalMail,
  renderInvitationMail,
  type ApprovalMailKind,
  type ApprovalMailParams,
} from "./templates";
import { appUrl } from "./transport";

/**
 * The one mail service (decisions 018 and 019). Callers queue a message inside
 * the transaction of the change that causes it: the outbox rows (and, when
 * jobs run in this process, their pg-boss delivery jobs) commit with the
 * change or not at all, so a crash loses no message and a rollback sends
 * none. Delivery (SMTP through nodemailer when SMTP_URL is set, otherwise the
 * row is kept as "stored" for the admins' outbox page) happens in a pg-boss
 * job (api/jobs.ts), never in the request. Callers need nothing else: no
 * "kick" after the commit.
 */

export { MAIL_KINDS };
export type MailKind = ApprovalMailKind;

export interface ApprovalMailInput {
  companyId: number;
  kind: MailKind;
  requestId: number;
  /** Users of the company; each gets one message in their own language. */
  recipientUserIds: readonly number[];
  /** What the message says: the request's name, who did it, the outcome and comment when concluded. */
  params: ApprovalMailParams;
}

interface Recipient extends Record<string, unknown> {
  email: string;
  name: string;
  language: number;
}

/**
 * Queues one message per recipient (users of other companies, and unknown
 * ids, are skipped), each rendered in the recipient's language with a link to
 * the request; returns the outbox ids. Call inside the change's transaction.
 */
export async function queueApprovalMail(db: Executor, input: ApprovalMailInput): Promise<number[]> {
  const userIds = [...new Set(input.recipientUserIds)];
  if (userIds.length === 0) return [];
  const { rows: recipients } = await db.execute<Recipient>(sql`
    SELECT email, name, language FROM users
    WHERE company_id = ${input.companyId} AND id = ANY(${sql.param(userIds)}::int[])
    ORDER BY id`);
  if (recipients.length === 0) return [];
  const base = appUrl();
  const values = recipients.map((recipient) => {
    const { subject, body } = renderApprovalMail({
      kind: input.kind,
      languageId: recipient.language,
      recipientName: recipient.name,
      requestId: input.requestId,
      params: input.params,
      appUrl: base,
    });
    return sql`(${input.companyId}, ${recipient.email}, ${recipient.name}, ${subject}, ${body}, ${input.kind}, ${input.requestId})`;
  });
  const { rows } = await db.execute<{ id: number }>(sql`
    INSERT INTO mail_outbox (company_id, to_address, to_name, subject, body, kind, request_id)
    VALUES ${sql.join(values, sql`, `)}
    RETURNING id`);
  const ids = rows.map((row) => row.id);
  await kickMail(ids, db);
  return ids;
}

/**
 * Queues the invitation of a user (users administration): one message in the user's language with the
 * address they sign in with and the sign-in link; returns its outbox id. Call inside the change's
 * transaction.
 */
export async function queueInvitationMail(
  db: Executor,
  input: {
    companyId: number;
    companyName: string;
    actorName: string;
    recipient: { email: string; name: string; language: number };
  },
): Promise<number> {
  const { recipient } = input;
  const { subject, body } = renderInvitationMail({
    languageId: recipient.language,
    recipientName: recipient.name,
    email: recipient.email,
    companyName: input.companyName,
    actorName: input.actorName,
    appUrl: appUrl(),
  });
  const { rows } = await db.execute<{ id: number }>(sql`
    INSERT INTO mail_outbox (company_id, to_address, to_name, subject, body, kind)
    VALUES (${input.companyId}, ${recipient.email}, ${recipient.name}, ${subject}, ${body}, ${INVITATION_MAIL_KIND})
    RETURNING id`);
  const ids = rows.map((row) => row.id);
  await kickMail(ids, db);
  return ids[0]!;
}
