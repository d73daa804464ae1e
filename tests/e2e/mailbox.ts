/**
 * The e2e mailbox: an SMTP sink the e2e app sends its mail to, and helpers
 * for the specs to read what arrived.
 *
 * playwright.config.ts starts it as a webServer (`node --import tsx
 * tests/e2e/mailbox.ts`) on SMTP port E2E_PORT + 5 and gives the app
 * SMTP_URL=smtp://127.0.0.1:<that port>. Each message it receives is written
 * as one JSON file (a ReceivedMail) under .tmp/e2e-mail-<E2E_PORT>/, which is
 * emptied at the start of every run. Both projects (js and no-js) share the
 * mailbox, so look for something unique to your test, e.g. a request name:
 *
 *   const mail = await waitForMail({ to: "evaluator2@demo.test", text: requestName });
 *   expect(mail.subject).toBe(`Reminder: please evaluate ${requestName}`);
 *   expect(mail.links[0]).toMatch(/\/chemical-approvals\/requests\/\d+\/approve$/);
 *
 * `waitForMail` polls the directory (every 200 ms, 20 s by default) and
 * answers the first message that matches; `readMailbox()` answers everything
 * received so far, oldest first.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export interface ReceivedMail {
  /** The file it was written to. */
  file: string;
  receivedAt: string;
  /** SMTP envelope: the sender and the recipients' addresses, as the server received them. */
  envelope: { from: string; to: string[] };
  /** Addresses in the From and To headers, lower case. */
  from: string[];
  to: string[];
  subject: string;
  /** The plain-text body. */
  text: string;
  /** Every http(s) link in the text. */
  links: string[];
  /** Header names in lower case; ChemSafe's own are x-chemsafe-outbox-id and x-chemsafe-kind. */
  headers: Record<string, string>;
}

/** What to look for; every given field must match. */
export interface MailMatch {
  /** One of the recipients' addresses (case-insensitive). */
  to?: string;
  /** The subject contains this text, or matches this pattern. */
  subject?: string | RegExp;
  /** The body contains this text, or matches this pattern. */
  text?: string | RegExp;
  /** Only messages received at or after this time. */
  since?: Date;
}

/** The app port of the e2e run (playwright.config.ts reads the same variable). */
export const e2ePort = (): number => Number(process.env.E2E_PORT ?? 3210);
export const mailboxPort = (appPort = e2ePort()): number => appPort + 5;
export const mailboxDir = (appPort = e2ePort()): string => `.tmp/e2e-mail-${appPort}`;

function contains(value: string, wanted: string | RegExp): boolean {
  return typeof wanted === "string" ? value.includes(wanted) : wanted.test(value);
}

export function mailMatches(mail: ReceivedMail, match: MailMatch): boolean {
  if (match.to) {
    const to = match.to.toLowerCase();
    if (!mail.to.includes(to) && !mail.envelope.to.some((address) => address.toLowerCase() === to))
      return false;
  }
  if (match.subject !== undefined && !contains(mail.subject, match.subject)) return false;
  if (match.text !== undefined && !contains(mail.text, match.text)) return false;
  if (match.since && new Date(mail.receivedAt) < match.since) return false;
  return true;
}

/** Every message received so far, oldest first. */
export function readMailbox(dir = mailboxDir()): ReceivedMail[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith(".json"));
  } catch {
    return [];
  }
  return files.sort().map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as ReceivedMail);
}

/**
 * The first message that matches (a MailMatch, or a predicate), waiting for it
 * up to `timeout` ms (default 20 s); throws, listing what did arrive, when none does.
 */
export async function waitForMail(
  match: MailMatch | ((mail: ReceivedMail) => boolean),
  options: { timeout?: number; dir?: string } = {},
): Promise<ReceivedMail> {
  const test = typeof match === "function" ? match : (mail: ReceivedMail) => mailMatches(mail, match);
  const end = Date.now() + (options.timeout ?? 20_000);
  for (;;) {
    const mails = readMailbox(options.dir);
    const found = mails.find(test);
    if (found) return found;
    if (Date.now() > end) {
      const seen = mails.map((mail) => `${mail.to.join(", ")}: ${mail.subject}`).join("\n  ");
      throw new Error(
        `No mail matched ${typeof match === "function" ? "the predicate" : JSON.stringify(match)} ` +
          `within ${options.timeout ?? 20_000} ms. The mailbox holds ${mails.length}:\n  ${seen}`,
      );
    }
    await new Promise((done) => setTimeout(done, 200));
  }
}

/* ------------------------------------------------------------- the server */

const LINK = /https?:\/\/[^\s<>"')]+/g;

/** Starts the SMTP sink; every message becomes a JSON file in `dir` (written whole, then renamed). */
export async function startMailbox(options: { port: number; dir: string; host?: string }) {
  const [{ SMTPServer }, { simpleParser }] = await Promise.all([import("smtp-server"), import("mailparser")]);
  mkdirSync(options.dir, { recursive: true });
  let sequence = 0;
  const addresses = (value: unknown): string[] => {
    const list = (Array.isArray(value) ? value : value ? [value] : []) as { value: { address?: string }[] }[];
    return list.flatMap((entry) => entry.value.map((a) => (a.address ?? "").toLowerCase())).filter(Boolean);
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? "";
          const receivedAt = new Date();
          const name = `${receivedAt.getTime()}-${String(++sequence).padStart(5, "0")}`;
          const file = join(options.dir, `${name}.json`);
          const mail: ReceivedMail = {
            file,
            receivedAt: receivedAt.toISOString(),
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            },
            from: addresses(parsed.from),
            to: addresses(parsed.to),
            subject: parsed.subject ?? "",
            text,
            links: text.match(LINK) ?? [],
            // The raw header lines (unfolded), so values read as they were sent.
            headers: Object.fromEntries(
              parsed.headerLines.map(({ key, line }) => [
                key.toLowerCase(),
                line
                  .slice(line.indexOf(":") + 1)
                  .replace(/\r?\n\s+/g, " ")
                  .trim(),
              ]),
            ),
          };
          writeFileSync(`${file}.part`, JSON.stringify(mail, null, 2));
          renameSync(`${file}.part`, file);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(options.port, options.host ?? "127.0.0.1", () => done());
  });
  return { close: () => new Promise<void>((done) => server.close(() => done())) };
}

// `node --import tsx tests/e2e/mailbox.ts`: run the sink until SIGTERM/SIGINT.
async function main() {
  const port = Number(process.env.MAILBOX_PORT ?? mailboxPort());
  const dir = process.env.MAILBOX_DIR ?? mailboxDir();
  const mailbox = await startMailbox({ port, dir });
  console.log(`[mailbox] SMTP on 127.0.0.1:${port}, messages in ${dir}`);
  const stop = () => void mailbox.close().then(() => process.exit(0));
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error("[mailbox]", error);
    process.exit(1);
  });
}
