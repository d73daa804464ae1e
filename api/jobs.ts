import { sql, type SQLChunk } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { Database } from "../db/client";
import { markUndelivered, deliverOutboxMessage } from "./outbox/worker";
import { mailFrom, transportFromEnv, type MailTransport } from "./outbox/transport";
import { removeStaleUploads, STALE_UPLOAD_MS } from "./uploads/pending";
import type { Executor } from "./locations/tree";

/**
 * Background jobs in PostgreSQL with pg-boss (decision 019), started once per
 * app process (api/instance.ts) and stopped on SIGTERM.
 *
 * Queues:
 * - mail.deliver: one job per mail_outbox row ({ outboxId }). queueApprovalMail
 *   inserts the job in the caller's transaction when jobs run in this process,
 *   so the row and its job commit together or not at all. Retried with
 *   exponential backoff; the last failure marks the row failed.
 * - mail.failed: dead letters of mail.deliver (a job that expired on its last
 *   try, e.g. the process died while sending): the row is marked failed.
 * - jobs.sweep: every minute, a job for each row still queued and never tried
 *   after a minute (rows queued while no jobs ran, or a lost job), and one
 *   sweep of every such row at start.
 * - uploads.cleanup: hourly, removes staged uploads no save consumed
 *   (removeStaleUploads, older than a day) and the files of full exports past
 *   their expiry (removeExpiredExports).
 * - sds.read: one job per staged product sheet that was not read within the
 *   upload's own budget ({ token }): reads it with the full time limit and
 *   stores the progress and the reading on the staged row
 *   (api/products/sds-staging.ts).
 * - export.build: one job per full export of a company ({ exportId }): writes the ZIP and its progress
 *   to the company_exports row (api/support/export.ts). Tried once more when its process dies.
 * - exposure.purge: daily, removes the exposure records past their company's retention period, in
 *   bounded batches, each on the audit trail (api/exposure/purge.ts).
 * - rnu.reminders: daily at 06:23, a reminder mail through the outbox to each person whose read and
 *   understood has waited more than a week, at most once a week each (api/read-understood/reminders.ts).
 * - sds-requests.reminders: daily at 07:13, supplier SDS requests past their end are stored as expired and
 *   open ones that waited a week get a reminder through the outbox (api/sds-requests/reminders.ts).
 * - sds-events.digest: daily at 06:47, the e-mail digest of new SDS events to each user who subscribed
 *   (api/sds-events/digest.ts).
 */

export const MAIL_QUEUE = "mail.deliver";
export const MAIL_DEAD_LETTER_QUEUE = "mail.failed";
export const SWEEP_QUEUE = "jobs.sweep";
export const UPLOADS_QUEUE = "uploads.cleanup";
export const SDS_READ_QUEUE = "sds.read";
export const EXPORT_QUEUE = "export.build";
export const EXPOSURE_PURGE_QUEUE = "exposure.purge";
/** Read and understood: once a day, reminder mails about items left unread (api/read-understood/reminders.ts). */
export const RNU_REMINDER_QUEUE = "rnu.reminders";
/** Supplier SDS requests: once a day, expiry and reminder mails (api/sds-requests/reminders.ts). */
export const SDS_REQUEST_REMINDER_QUEUE = "sds-requests.reminders";
/** SDS events: once a day, the digest of new events to the users who subscribed (api/sds-events/digest.ts). */
export const SDS_EVENT_DIGEST_QUEUE = "sds-events.digest";

/** Rows the sweep considers: queued, never tried, and at least this old (seconds). */
export const SWEEP_MIN_AGE_SECONDS = 60;
const SWEEP_BATCH = 1000;

export interface StartJobsOptions {
  /** pg-boss keeps its own small pool (schema "pgboss") on this database. */
  databaseUrl: string;
  /** The app's database, for the outbox rows. */
  db: Database;
  /** Default: SMTP_URL (null when it is empty: messages are stored). */
  transport?: MailTransport | null;
  /** Default: MAIL_FROM. */
  from?: string;
  /** Retries after the first try (default 5) and the first delay (default 30 s), doubled each time. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How often an idle worker looks for jobs (default 2 s). */
  pollingIntervalSeconds?: number;
  /** The cron schedules of the sweep and the upload cleanup (default on). */
  schedule?: boolean;
}

export interface RunningJobs {
  boss: PgBoss;
  db: Database;
  transport: MailTransport | null;
  from: string;
}

/**
 * On globalThis, so "once per process" holds even when a dev server
 * evaluates this module again.
 */
interface JobsRegistry {
  starting?: Promise<RunningJobs>;
  running?: RunningJobs;
}
const registry: JobsRegistry = ((globalThis as { __chemsafeJobs?: JobsRegistry }).__chemsafeJobs ??= {});

interface MailJobData {
  outboxId: number;
}

interface SheetJobData {
  token: string;
}

interface ExportJobData {
  exportId: number;
}

/** Whether jobs run in this process (queueApprovalMail then enqueues in the caller's transaction). */
export function jobsRunning(): boolean {
  return registry.running !== undefined;
}

/** Starts pg-boss, its queues, workers and schedules; a second call answers the first one's jobs. */
export function startJobs(options: StartJobsOptions): Promise<RunningJobs> {
  registry.starting ??= boot(options).catch((error: unknown) => {
    registry.starting = undefined;
    throw error;
  });
  return registry.starting;
}

async function boot(options: StartJobsOptions): Promise<RunningJobs> {
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    max: 3,
    application_name: "chemsafe-jobs",
  });
  boss.on("error", (error) => console.error("[jobs]", error.message));
  await boss.start();
  try {
    const jobs: RunningJobs = {
      boss,
      db: options.db,
      transport: options.transport === undefined ? transportFromEnv() : options.transport,
      from: options.from ?? mailFrom(),
    };
    const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };

    // The dead-letter queue first: mail.deliver refers to it.
    await ensureQueue(boss, MAIL_DEAD_LETTER_QUEUE, { retryLimit: 3, retryDelay: 10 });
    await ensureQueue(boss, MAIL_QUEUE, {
      retryLimit: options.retryLimit ?? 5,
      retryDelay: options.retryDelaySeconds ?? 30,
      retryBackoff: true,
      expireInSeconds: 120,
      deadLetter: MAIL_DEAD_LETTER_QUEUE,
    });
    await ensureQueue(boss, SWEEP_QUEUE, { retryLimit: 0, expireInSeconds: 60 });
    await ensureQueue(boss, UPLOADS_QUEUE, { retryLimit: 1, retryDelay: 60, expireInSeconds: 600 });
    // The reader stops itself after 15 s; a job that dies with its process is tried once more.
    await ensureQueue(boss, SDS_READ_QUEUE, { retryLimit: 1, retryDelay: 5, expireInSeconds: 120 });
    // A large company's export takes minutes; one that dies with its process is taken over once.
    await ensureQueue(boss, EXPORT_QUEUE, { retryLimit: 1, retryDelay: 30, expireInSeconds: 3600 });
    // A run stops after a bounded number of records per company; one that fails is tried again an hour later.
    await ensureQueue(boss, EXPOSURE_PURGE_QUEUE, { retryLimit: 2, retryDelay: 3600, expireInSeconds: 3600 });
    // A run that fails is not retried: the next day's run sends what is still due (at most once a week each).
    await ensureQueue(boss, RNU_REMINDER_QUEUE, { retryLimit: 0, expireInSeconds: 600 });
    await ensureQueue(boss, SDS_REQUEST_REMINDER_QUEUE, { retryLimit: 0, expireInSeconds: 600 });
    await ensureQueue(boss, SDS_EVENT_DIGEST_QUEUE, { retryLimit: 0, expireInSeconds: 600 });

    await boss.work<MailJobData>(MAIL_QUEUE, { ...polling, includeMetadata: true }, async ([job]) => {
      if (!job) return;
      const outcome = await deliverOutboxMessage(jobs.db, job.data.outboxId, {
        transport: jobs.transport,
        from: jobs.from,
        lastAttempt: job.retryCount >= job.retryLimit,
      });
      // pg-boss retries a job that throws (and fails it after the last try).
      if (outcome.status === "retry" || outcome.status === "failed") throw new Error(outcome.error);
      return outcome;
    });
    await boss.work<MailJobData>(MAIL_DEAD_LETTER_QUEUE, polling, async ([job]) => {
      if (job) await markUndelivered(jobs.db, job.data.outboxId, "Delivery gave up.");
    });
    await boss.work(SWEEP_QUEUE, polling, async () => ({ enqueued: await sweepOutbox() }));
    await boss.work(UPLOADS_QUEUE, polling, async () => {
      const { removeExpiredExports } = await import("./support/export");
      return {
        removed: await removeStaleUploads(jobs.db, new Date(Date.now() - STALE_UPLOAD_MS)),
        expiredExports: await removeExpiredExports(jobs.db, null),
      };
    });
    await boss.work<SheetJobData>(SDS_READ_QUEUE, polling, async ([job]) => {
      if (!job) return;
      // Loaded when used: the sheet reader is a module the mail worker does not need.
      const { readStagedSheet } = await import("./products/sds-staging");
      await readStagedSheet(jobs.db, job.data.token);
    });
    await boss.work<ExportJobData>(EXPORT_QUEUE, { ...polling, includeMetadata: true }, async ([job]) => {
      if (!job) return;
      const { buildCompanyExport } = await import("./support/export");
      await buildCompanyExport(jobs.db, job.data.exportId, { takeOver: job.retryCount > 0 });
    });
    await boss.work(EXPOSURE_PURGE_QUEUE, polling, async () => {
      const { purgeExpiredExposure } = await import("./exposure/purge");
      return { purged: await purgeExpiredExposure(jobs.db) };
    });
    await boss.work(RNU_REMINDER_QUEUE, polling, async () => {
      const { sendRnuReminders } = await import("./read-understood/reminders");
      return { queued: await sendRnuReminders(jobs.db) };
    });
    await boss.work(SDS_REQUEST_REMINDER_QUEUE, polling, async () => {
      const { sendSdsRequestReminders } = await import("./sds-requests/reminders");
      return { queued: await sendSdsRequestReminders(jobs.db) };
    });
    await boss.work(SDS_EVENT_DIGEST_QUEUE, polling, async () => {
      const { sendSdsEventDigests } = await import("./sds-events/digest");
      return { queued: await sendSdsEventDigests(jobs.db) };
    });
    if (options.schedule ?? true) {
      await boss.schedule(SWEEP_QUEUE, "* * * * *");
      await boss.schedule(RNU_REMINDER_QUEUE, "23 6 * * *");
      await boss.schedule(SDS_REQUEST_REMINDER_QUEUE, "13 7 * * *");
      await boss.schedule(SDS_EVENT_DIGEST_QUEUE, "47 6 * * *");
      await boss.schedule(UPLOADS_QUEUE, "17 * * * *");
      await boss.schedule(EXPOSURE_PURGE_QUEUE, "41 3 * * *");
    }

    registry.running = jobs;
    // Whatever waited while no jobs ran (or was left by a crash) goes now, not in a minute.
    await sweepOutbox(0);
    return jobs;
  } catch (error) {
    registry.running = undefined;
    await boss.stop({ graceful: false, wait: true }).catch(() => {});
    throw error;
  }
}

/** Creates the queue, or brings an existing one's options up to date. */
async function ensureQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, "name">): Promise<void> {
  const queue = { name, policy: "standard" as const, ...options };
  if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
  else await boss.createQueue(name, queue);
}

/** Stops the workers (waiting up to 8 s for a message being sent) and pg-boss's pool. */
export async function stopJobs(): Promise<void> {
  const starting = registry.starting;
  if (!starting) return;
  registry.starting = undefined;
  registry.running = undefined;
  const jobs = await starting.catch(() => undefined);
  if (!jobs) return;
  await jobs.boss.stop({ graceful: true, timeout: 8_000, wait: true });
  jobs.transport?.close?.();
}

/**
 * pg-boss's database interface over a Drizzle executor, so a job is inserted
 * in the caller's transaction: pg-boss's `$n` placeholders become parameters.
 */
function executorDb(executor: Executor): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQLChunk[] = text
        .split(/(\$\d+)/)
        .map((part) =>
          /^\$\d+$/.test(part) ? sql.param(values[Number(part.slice(1)) - 1] ?? null) : sql.raw(part),
        );
      const result = await executor.execute(sql.join(chunks));
      return { rows: (result as unknown as { rows: unknown[] }).rows };
    },
  };
}

/**
 * Enqueues delivery of these outbox rows when jobs run in this process (a
 * no-op otherwise, e.g. in tests without jobs: the rows wait for the sweep).
 * With `executor`, the jobs are inserted through it, i.e. in its transaction.
 */
export async function kickMail(ids: readonly number[], executor?: Executor): Promise<void> {
  const jobs = registry.running;
  if (!jobs || ids.length === 0) return;
  const rows = ids.map((outboxId) => ({ name: MAIL_QUEUE, data: { outboxId } satisfies MailJobData }));
  await jobs.boss.insert(rows, executor ? { db: executorDb(executor) } : {});
}

/** A delivery job for each row queued, never tried and at least `minAgeSeconds` old; answers how many. */
export async function sweepOutbox(minAgeSeconds = SWEEP_MIN_AGE_SECONDS): Promise<number> {
  const jobs = registry.running;
  if (!jobs) return 0;
  const { rows } = await jobs.db.execute<{ id: number }>(sql`
    SELECT id FROM mail_outbox
    WHERE status = 'queued' AND attempts = 0
      AND created_at <= now() - make_interval(secs => ${minAgeSeconds})
    ORDER BY created_at
    LIMIT ${SWEEP_BATCH}`);
  await kickMail(rows.map((row) => row.id));
  return rows.length;
}

/**
 * Queues the background reading of a staged product sheet; false when jobs
 * do not run in this process (the caller then reads it itself).
 */
export async function enqueueSheetReading(token: string): Promise<boolean> {
  const jobs = registry.running;
  if (!jobs) return false;
  await jobs.boss.send(SDS_READ_QUEUE, { token } satisfies SheetJobData);
  return true;
}

/** Queues the build of a full export; false when jobs do not run in this process (the caller builds it). */
export async function enqueueExport(exportId: number): Promise<boolean> {
  const jobs = registry.running;
  if (!jobs) return false;
  await jobs.boss.send(EXPORT_QUEUE, { exportId } satisfies ExportJobData);
  return true;
}
