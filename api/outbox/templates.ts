import { outbox as ENGLISH } from "../../core/texts/outbox/en";
import { localeOf } from "../../core/languages";
import TRANSLATIONS from "../../core/texts/outbox/translations";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "../../core/texts/types";

/**
 * The e-mails' words, in the recipient's language (users.language). The texts
 * are the i18n area "outbox" (keys mail.*): English in core/texts/outbox/en.ts,
 * the nine translations in core/texts/outbox/translations.ts. They are read straight from the
 * code, which is also what every start writes into frontend_texts, so the
 * server needs no query and a message never waits for the texts cache.
 */

export type MailTextKey = Extract<keyof typeof ENGLISH, `mail.${string}`>;

export const MAIL_KINDS = [
  "approval.submitted",
  "approval.evaluation_requested",
  "approval.reminder",
  "approval.concluded",
] as const;
export type ApprovalMailKind = (typeof MAIL_KINDS)[number];

export interface ApprovalMailParams {
  requestName: string;
  actorName: string;
  conclusion?: "APPROVED" | "REJECTED";
  comment?: string;
}

function isTranslated(locale: string): locale is TranslatedLocale {
  return (TRANSLATED_LOCALES as readonly string[]).includes(locale);
}

/** The text in the language (English when it has none), with {{placeholders}} filled in. */
export function mailText(languageId: number, key: MailTextKey, values: Record<string, string> = {}): string {
  const locale = localeOf(languageId);
  const translated = isTranslated(locale) ? TRANSLATIONS[locale][key] : undefined;
  const template = translated || ENGLISH[key];
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
}

/** One line: a header value must not break the message (CR/LF and other control characters go). */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

/** The page a message links to: the request, read-only, with the forms the recipient may act on. */
export function requestPath(requestId: number): string {
  return `/chemical-approvals/requests/${requestId}/approve`;
}

function subjectAndBodyKeys(kind: ApprovalMailKind, conclusion: ApprovalMailParams["conclusion"]) {
  if (kind === "approval.concluded") {
    const outcome = conclusion === "APPROVED" ? "approved" : "rejected";
    return {
      subject: `mail.approval.concluded.${outcome}.subject`,
      body: `mail.approval.concluded.${outcome}.body`,
    } as const;
  }
  return { subject: `mail.${kind}.subject`, body: `mail.${kind}.body` } as const;
}

export interface RenderedMail {
  subject: string;
  body: string;
}

/**
 * Subject and plain-text body of an approval message for one recipient:
 * greeting, what happened, the comment (conclusions), the link to the
 * request, and the footer.
 */
export function renderApprovalMail(input: {
  kind: ApprovalMailKind;
  languageId: number;
  recipientName: string;
  requestId: number;
  params: ApprovalMailParams;
  appUrl: string;
}): RenderedMail {
  const { kind, languageId, params } = input;
  const keys = subjectAndBodyKeys(kind, params.conclusion);
  const values = { request: oneLine(params.requestName), actor: oneLine(params.actorName) };
  const url = `${input.appUrl}${requestPath(input.requestId)}`;
  const comment = params.comment?.trim();
  const paragraphs = [
    mailText(languageId, "mail.greeting", { name: oneLine(input.recipientName) }),
    mailText(languageId, keys.body, values),
    ...(kind === "approval.concluded" && comment ? [mailText(languageId, "mail.comment", { comment })] : []),
    mailText(languageId, "mail.link", { url }),
    mailText(languageId, "mail.footer"),
  ];
  return {
    subject: oneLine(mailText(languageId, keys.subject, values)),
    body: `${paragraphs.join("\n\n")}\n`,
  };
}

/** The kind (mail_outbox.kind) of the invitation a user administrator sends a new user. */
export const INVITATION_MAIL_KIND = "user.invited";

/**
 * Subject and plain-text body of the invitation to a new user, in the user's language: who invited them
 * to which company, the address they sign in with, and the sign-in link.
 */
export function renderInvitationMail(input: {
  languageId: number;
  recipientName: string;
  email: string;
  companyName: string;
  actorName: string;
  appUrl: string;
}): RenderedMail {
  const { languageId } = input;
  const values = {
    actor: oneLine(input.actorName),
    company: oneLine(input.companyName),
    email: oneLine(input.email),
  };
  const paragraphs = [
    mailText(languageId, "mail.greeting", { name: oneLine(input.recipientName) }),
    mailText(languageId, "mail.user.invited.body", values),
    mailText(languageId, "mail.user.invited.link", { url: `${input.appUrl}/auth` }),
    mailText(languageId, "mail.footer"),
  ];
  return {
    subject: oneLine(mailText(languageId, "mail.user.invited.subject", values)),
    body: `${paragraphs.join("\n\n")}\n`,
  };
}
