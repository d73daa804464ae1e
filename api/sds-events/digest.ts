import { sql } from "drizzle-orm";
import { localeOf } from "../../core/languages";
import { sdsEvents as ENGLISH } from "../../core/texts/sds-events/en";
import TRANSLATIONS from "../../core/texts/sds-events/translations";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "../../core/texts/types";
import type { Database } from "../../db/client";
import { kickMail } from "../jobs";
import { productInScope, scopeOf } from "../locations/scope";
import type { Executor } from "../locations/tree";
import { mailText, oneLine } from "../outbox/templates";
import { appUrl } from "../outbox/transport";

/**
 * The daily e-mail digest of new SDS events (the sds-events.digest queue, api/jobs.ts): every active user who
 * subscribed gets, through the outbox, the events of their company within their top nodes that are newer
 * than the last digest they got; a user with nothing new gets nothing. Each user's mail and the mark of what
 * it covered commit together, so an event goes out once.
 */

export const SDS_EVENT_DIGEST_MAIL_KIND = "sds_events.digest";
/** Events a digest lists; the rest are counted and left to the page. */
const LISTED = 20;
/** Subscribers served in one run at most; the rest follow in the next run. */
const PER_RUN_MAX = 5000;

function text(languageId: number, key: keyof typeof ENGLISH, values: Record<string, string> = {}): string {
  const locale = localeOf(languageId);
  const translated = (TRANSLATED_LOCALES as readonly string[]).includes(locale)
    ? TRANSLATIONS[locale as TranslatedLocale][key]
    : undefined;
  return (translated || ENGLISH[key]).replace(
    /\{\{(\w+)\}\}/g,
    (match, name: string) => values[name] ?? match,
  );
}

/** Whether the user gets the digest. */
export async function digestSubscribed(db: Executor, companyId: number, userId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`
    SELECT 1 FROM sds_event_digests WHERE company_id = ${companyId} AND user_id = ${userId}`);
  return rows.length > 0;
}

/** Subscribes (from the newest event on: nothing older is sent) or unsubscribes the user. */
export async function setDigestSubscription(
  db: Executor,
  companyId: number,
  userId: number,
  on: boolean,
): Promise<void> {
  if (!on) {
    await db.execute(
      sql`DELETE FROM sds_event_digests WHERE company_id = ${companyId} AND user_id = ${userId}`,
    );
    return;
  }
  await db.execute(sql`
    INSERT INTO sds_event_digests (company_id, user_id, last_event_id)
    VALUES (${companyId}, ${userId},
      (SELECT coalesce(max(id), 0) FROM sds_events WHERE company_id = ${companyId}))
    ON CONFLICT (company_id, user_id) DO NOTHING`);
}

interface Subscriber extends Record<string, unknown> {
  company_id: number;
  user_id: number;
  email: string;
  name: string;
  language: number;
  topnodes: number[];
  last_event_id: number;
  company_name: string;
}

/** Sends the digests that are due; answers how many mails were queued. */
export async function sendSdsEventDigests(db: Database): Promise<number> {
  const { rows } = await db.execute<Subscriber>(sql`
    SELECT d.company_id, d.user_id, u.email, u.name, u.language, u.topnodes, d.last_event_id, c.name AS company_name
    FROM sds_event_digests d
    JOIN users u ON u.company_id = d.company_id AND u.id = d.user_id AND u.deactivated_at IS NULL
    JOIN companies c ON c.id = d.company_id
    WHERE EXISTS (SELECT 1 FROM sds_events e WHERE e.company_id = d.company_id AND e.id > d.last_event_id)
    ORDER BY d.company_id, d.user_id LIMIT ${PER_RUN_MAX}`);
  let queued = 0;
  for (const subscriber of rows) {
    queued += await db.transaction(async (tx) => {
      const scope = scopeOf({ companyId: subscriber.company_id, topnodes: subscriber.topnodes });
      const newest = await tx.execute<{ max: number | null }>(sql`
        SELECT max(id) AS max FROM sds_events WHERE company_id = ${subscriber.company_id}`);
      const upTo = newest.rows[0]?.max ?? subscriber.last_event_id;
      // The newest LISTED by the timeline's own order (NULLS LAST, as its index is built: the walk stops after
      // LISTED rows), and the count apart, a range on (company_id, id): a window count over the listed rows
      // would read every new event before the LIMIT and sort them.
      const range = sql`e.company_id = ${subscriber.company_id} AND e.id > ${subscriber.last_event_id} AND e.id <= ${upTo}
          AND ${productInScope(scope, sql`e.product_id`)}`;
      const { rows: events } = await tx.execute<{ kind: string; product: string }>(sql`
        SELECT e.kind, p.name AS product
        FROM sds_events e JOIN products p ON p.company_id = e.company_id AND p.id = e.product_id
        WHERE ${range}
        ORDER BY e.occurred_at DESC NULLS LAST, e.id DESC NULLS LAST LIMIT ${LISTED}`);
      // What this digest covered, sent or not (nothing in the user's scope sends nothing).
      await tx.execute(sql`
        UPDATE sds_event_digests SET last_event_id = ${upTo}
        WHERE company_id = ${subscriber.company_id} AND user_id = ${subscriber.user_id}`);
      if (events.length === 0) return 0;
      const total =
        events.length < LISTED
          ? events.length
          : ((
              await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM sds_events e WHERE ${range}`)
            ).rows[0]?.n ?? events.length);
      const language = subscriber.language;
      const lines = events.map(
        (event) =>
          `- ${text(language, `sdsEvents.kind.${event.kind}` as keyof typeof ENGLISH)}: ${oneLine(event.product)}`,
      );
      const body = [
        text(language, "sdsEvents.digest.intro"),
        lines.join("\n"),
        ...(total > events.length
          ? [text(language, "sdsEvents.digest.more", { count: String(total - events.length) })]
          : []),
        `${appUrl()}/sdsevents`,
        mailText(language, "mail.footer"),
      ].join("\n\n");
      const subject = oneLine(
        text(language, "sdsEvents.digest.subject", {
          company: subscriber.company_name,
          count: String(total),
        }),
      );
      const inserted = await tx.execute<{ id: number }>(sql`
        INSERT INTO mail_outbox (company_id, to_address, to_name, subject, body, kind)
        VALUES (${subscriber.company_id}, ${subscriber.email}, ${oneLine(subscriber.name)}, ${subject}, ${`${body}\n`},
          ${SDS_EVENT_DIGEST_MAIL_KIND})
        RETURNING id`);
      await kickMail(
        inserted.rows.map((row) => row.id),
        tx,
      );
      return 1;
    });
  }
  return queued;
}
