import nodemailer from "nodemailer";

/**
 * Mail configuration from the environment (docs/decisions/019-mail-and-jobs.md):
 * - SMTP_URL: where messages go, e.g. smtp://user:pass@mail.example.com:587 or smtps://…:465.
 *   Empty: nothing is sent; each message is stored in the outbox for the admins' outbox page.
 * - MAIL_FROM: the sender, default "ChemSafe <no-reply@chemsafe.local>".
 * - APP_URL: the app's public address, for the links in the messages.
 */

export const DEFAULT_MAIL_FROM = "ChemSafe <no-reply@chemsafe.local>";

/** What the worker needs of a transport: nodemailer's sendMail (tests may pass their own). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: { name: string; address: string } | string;
    subject: string;
    text: string;
    headers?: Record<string, string>;
  }): Promise<unknown>;
  close?(): void;
}

/** A nodemailer SMTP transport for the URL; short timeouts, so a dead server fails a job quickly. */
export function smtpTransport(url: string): MailTransport {
  return nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/** The transport SMTP_URL asks for, or null when it is empty (messages are stored, not sent). */
export function transportFromEnv(env: NodeJS.ProcessEnv = process.env): MailTransport | null {
  const url = env.SMTP_URL?.trim();
  return url ? smtpTransport(url) : null;
}

export function mailFrom(env: NodeJS.ProcessEnv = process.env): string {
  return env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
}

/** The app's public address without a trailing slash (APP_URL, else http://localhost:$PORT). */
export function appUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.APP_URL?.trim() || `http://localhost:${env.PORT ?? 3000}`).replace(/\/+$/, "");
}
