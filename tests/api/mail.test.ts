import { createServer } from "node:net";
import { sql } from "drizzle-orm";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { kickMail, jobsRunning, startJobs, stopJobs, sweepOutbox } from "../../api/jobs";
import { queueApprovalMail } from "../../api/outbox/mail";
import { renderApprovalMail } from "../../api/outbox/templates";
import { smtpTransport } from "../../api/outbox/transport";
import { deliverOutboxMessage } from "../../api/outbox/worker";
import type { Database } from "../../db/client";
import { createTestDatabase } from "../support/db";
import { createHarness, DEMO, OTHER, type ApiHarness } from "./helpers";

/**
 * The mail service (decision 019): outbox rows in the caller's transaction,
 * rendered in each recipient's language, delivered by a pg-boss job to a real
 * SMTP server (smtp-server), stored without SMTP_URL, retried and then failed
 * when the server is down; and GET /mail/v1/outbox for approval admins.
 */

let h: ApiHarness;
let db: Database;
let databaseUrl: string;
const FROM = "ChemSafe <no-reply@chemsafe.test>";

/** A real SMTP server on a random port that keeps what it receives. */
async function startSink() {
  const received: ParsedMail[] = [];
  const envelopes: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          envelopes.push(session.envelope.rcptTo.map((rcpt) => rcpt.address));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    envelopes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function userId(email: string): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = ${email}`);
  if (!rows[0]) throw new Error(`no user ${email}`);
  return rows[0].id;
}

interface OutboxRow extends Record<string, unknown> {
  id: number;
  company_id: number;
  to_address: string;
  to_name: string;
  subject: string;
  body: string;
  kind: string;
  request_id: number;
  status: string;
  attempts: number;
  error: string | null;
  sent_at: string | null;
}

async function outboxRow(id: number): Promise<OutboxRow> {
  const { rows } = await db.execute<OutboxRow>(sql`SELECT * FROM mail_outbox WHERE id = ${id}`);
  if (!rows[0]) throw new Error(`no outbox row ${id}`);
  return rows[0];
}

async function until<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  timeout = 15_000,
): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const PARAMS = { requestName: "Acetone for the lab", actorName: "Rita Requester" };

/** Queues one message to the user inside a committed transaction; answers its id. */
async function queueTo(
  email: string,
  kind: Parameters<typeof queueApprovalMail>[1]["kind"] = "approval.reminder",
) {
  const to = await userId(email);
  const ids = await db.transaction((tx) =>
    queueApprovalMail(tx, { companyId: DEMO, kind, requestId: 4242, recipientUserIds: [to], params: PARAMS }),
  );
  expect(ids).toHaveLength(1);
  return ids[0]!;
}

beforeAll(async () => {
  process.env.APP_URL = "http://chemsafe.test/";
  h = await createHarness();
  // The API tests' harness has its own database; the mail tests use a second one, whose URL pg-boss needs.
  const second = await createTestDatabase();
  db = second.db;
  databaseUrl = second.url;
  // A Norwegian evaluator (language 1 is Norsk bokmål).
  await db.execute(sql`UPDATE users SET language = 1 WHERE email = 'evaluator2@demo.test'`);
});

afterEach(async () => {
  await stopJobs();
});

afterAll(async () => {
  await stopJobs();
  await h.close();
  await db.$client.end();
});

describe("queueApprovalMail", () => {
  it("writes nothing when the caller's transaction rolls back", async () => {
    const before = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM mail_outbox`);
    const to = await userId("evaluator@demo.test");
    await expect(
      db.transaction(async (tx) => {
        const ids = await queueApprovalMail(tx, {
          companyId: DEMO,
          kind: "approval.submitted",
          requestId: 1,
          recipientUserIds: [to],
          params: PARAMS,
        });
        expect(ids).toHaveLength(1);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const after = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM mail_outbox`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it("renders one message per recipient in the recipient's language, with a link to the request", async () => {
    const english = await userId("evaluator@demo.test");
    const norwegian = await userId("evaluator2@demo.test");
    const otherCompany = await userId("admin@other.test");
    const ids = await queueApprovalMail(db, {
      companyId: DEMO,
      kind: "approval.evaluation_requested",
      requestId: 77,
      recipientUserIds: [english, norwegian, otherCompany, english],
      params: { requestName: "Ethanol\r\nBcc: evil@example.com", actorName: "Aksel Approver" },
    });
    // The other company's user is not a recipient; a repeated id gets one message.
    expect(ids).toHaveLength(2);
    const [first, second] = await Promise.all(ids.map(outboxRow));
    const en = first!.to_address === "evaluator@demo.test" ? first! : second!;
    const nb = en === first ? second! : first!;

    expect(en).toMatchObject({
      company_id: DEMO,
      to_address: "evaluator@demo.test",
      to_name: "Erik Evaluator",
      kind: "approval.evaluation_requested",
      request_id: 77,
      status: "queued",
      attempts: 0,
      subject: "Please evaluate: Ethanol Bcc: evil@example.com",
    });
    expect(en.body).toContain("Hello Erik Evaluator,");
    expect(en.body).toContain(
      "Aksel Approver asks you to evaluate the chemical approval request “Ethanol Bcc:",
    );
    expect(en.body).toContain(
      "Open the request: http://chemsafe.test/chemical-approvals/requests/77/approve",
    );

    expect(nb.to_address).toBe("evaluator2@demo.test");
    expect(nb.subject).toBe("Vennligst vurder: Ethanol Bcc: evil@example.com");
    expect(nb.body).toContain("Hei Elin Evaluator,");
    expect(nb.body).toContain("ber deg vurdere forespørselen");
    expect(nb.body).toContain(
      "Åpne forespørselen: http://chemsafe.test/chemical-approvals/requests/77/approve",
    );
  });

  it("answers [] and writes nothing for no recipients", async () => {
    expect(
      await queueApprovalMail(db, {
        companyId: DEMO,
        kind: "approval.reminder",
        requestId: 1,
        recipientUserIds: [],
        params: PARAMS,
      }),
    ).toEqual([]);
    expect(
      await queueApprovalMail(db, {
        companyId: OTHER,
        kind: "approval.reminder",
        requestId: 1,
        recipientUserIds: [await userId("evaluator@demo.test")],
        params: PARAMS,
      }),
    ).toEqual([]);
  });

  it("words each kind, and a conclusion with its outcome and comment", () => {
    const base = { languageId: 4, recipientName: "Rita", requestId: 5, appUrl: "https://x.test" };
    const approved = renderApprovalMail({
      ...base,
      kind: "approval.concluded",
      params: { ...PARAMS, actorName: "Aksel", conclusion: "APPROVED", comment: "Store it cool." },
    });
    expect(approved.subject).toBe("Approved: Acetone for the lab");
    expect(approved.body).toContain(
      "Aksel has approved your chemical approval request “Acetone for the lab”.",
    );
    expect(approved.body).toContain("Comment: Store it cool.");
    const rejected = renderApprovalMail({
      ...base,
      languageId: 6,
      kind: "approval.concluded",
      params: { ...PARAMS, actorName: "Aksel", conclusion: "REJECTED" },
    });
    expect(rejected.subject).toBe("Abgelehnt: Acetone for the lab");
    expect(rejected.body).not.toContain("Kommentar");
    expect(renderApprovalMail({ ...base, kind: "approval.submitted", params: PARAMS }).subject).toBe(
      "New chemical approval request: Acetone for the lab",
    );
    const reminder = renderApprovalMail({
      ...base,
      languageId: 99,
      kind: "approval.reminder",
      params: PARAMS,
    });
    expect(reminder.subject).toBe("Reminder: please evaluate Acetone for the lab");
    expect(reminder.body).toContain("https://x.test/chemical-approvals/requests/5/approve");
  });
});

describe("deliverOutboxMessage", () => {
  it("sends through SMTP: the right To, Subject, body and link; the row is sent", async () => {
    const sink = await startSink();
    try {
      const id = await queueTo("evaluator2@demo.test", "approval.reminder");
      const outcome = await deliverOutboxMessage(db, id, {
        transport: smtpTransport(sink.url),
        from: FROM,
        lastAttempt: false,
      });
      expect(outcome).toEqual({ status: "sent" });
      expect(sink.received).toHaveLength(1);
      const mail = sink.received[0]!;
      expect(sink.envelopes[0]).toEqual(["evaluator2@demo.test"]);
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0] : null).toEqual({
        address: "evaluator2@demo.test",
        name: "Elin Evaluator",
      });
      expect(mail.from?.value[0]?.address).toBe("no-reply@chemsafe.test");
      expect(mail.subject).toBe("Påminnelse: vennligst vurder Acetone for the lab");
      expect(mail.text).toContain("Rita Requester minner deg om at vurderingen din");
      expect(mail.text).toContain("http://chemsafe.test/chemical-approvals/requests/4242/approve");
      expect(mail.headers.get("x-chemsafe-outbox-id")).toBe(String(id));
      const row = await outboxRow(id);
      expect(row).toMatchObject({ status: "sent", attempts: 1, error: null });
      expect(row.sent_at).not.toBeNull();

      // Delivering it again does nothing: a second job for the same row never sends twice.
      expect(
        await deliverOutboxMessage(db, id, {
          transport: smtpTransport(sink.url),
          from: FROM,
          lastAttempt: false,
        }),
      ).toEqual({ status: "skipped" });
      expect(sink.received).toHaveLength(1);
    } finally {
      await sink.close();
    }
  });

  it("stores the message when there is no SMTP_URL", async () => {
    const id = await queueTo("evaluator@demo.test");
    expect(await deliverOutboxMessage(db, id, { transport: null, from: FROM, lastAttempt: false })).toEqual({
      status: "stored",
    });
    expect(await outboxRow(id)).toMatchObject({ status: "stored", attempts: 0, error: null, sent_at: null });
  });

  it("records a failed try for a retry, and fails the message on the last try", async () => {
    const id = await queueTo("evaluator@demo.test");
    const transport = smtpTransport(`smtp://127.0.0.1:${await deadPort()}`);
    const first = await deliverOutboxMessage(db, id, { transport, from: FROM, lastAttempt: false });
    expect(first).toMatchObject({ status: "retry", error: expect.stringContaining("ECONNREFUSED") });
    expect(await outboxRow(id)).toMatchObject({ status: "queued", attempts: 1 });
    const last = await deliverOutboxMessage(db, id, { transport, from: FROM, lastAttempt: true });
    expect(last.status).toBe("failed");
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: "failed", attempts: 2, sent_at: null });
    expect(row.error).toContain("ECONNREFUSED");
  });
});

describe("pg-boss jobs", () => {
  it("deliver a queued message within seconds of its commit", async () => {
    const sink = await startSink();
    try {
      await startJobs({
        databaseUrl,
        db,
        transport: smtpTransport(sink.url),
        from: FROM,
        pollingIntervalSeconds: 0.5,
      });
      expect(jobsRunning()).toBe(true);
      const started = Date.now();
      const id = await queueTo("evaluator@demo.test", "approval.submitted");
      const mail = await until("the message", async () =>
        sink.received.find((m) => m.headers.get("x-chemsafe-outbox-id") === String(id)),
      );
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(mail.subject).toBe("New chemical approval request: Acetone for the lab");
      await until("status sent", async () => (await outboxRow(id)).status === "sent");

      // A rolled-back change leaves neither a row nor a job.
      let rolledBack = 0;
      await db
        .transaction(async (tx) => {
          const ids = await queueApprovalMail(tx, {
            companyId: DEMO,
            kind: "approval.reminder",
            requestId: 1,
            recipientUserIds: [await userId("evaluator@demo.test")],
            params: PARAMS,
          });
          rolledBack = ids[0]!;
          const inTx = await tx.execute<{ n: number }>(
            sql`SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'outboxId' = ${String(rolledBack)}`,
          );
          expect(inTx.rows[0]!.n).toBe(1);
          throw new Error("rolled back");
        })
        .catch(() => {});
      const jobsLeft = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'outboxId' = ${String(rolledBack)}`,
      );
      expect(jobsLeft.rows[0]!.n).toBe(0);
    } finally {
      await stopJobs();
      await sink.close();
    }
    expect(jobsRunning()).toBe(false);
  });

  it("send a message queued while no jobs ran, at start (the sweep)", async () => {
    const id = await queueTo("evaluator@demo.test");
    expect((await outboxRow(id)).status).toBe("queued");
    const sink = await startSink();
    try {
      await startJobs({
        databaseUrl,
        db,
        transport: smtpTransport(sink.url),
        from: FROM,
        pollingIntervalSeconds: 0.5,
      });
      await until("status sent", async () => (await outboxRow(id)).status === "sent");
      expect(sink.received.map((mail) => mail.headers.get("x-chemsafe-outbox-id"))).toContain(String(id));
      // A later sweep finds nothing left; kickMail of a sent row sends nothing again.
      expect(await sweepOutbox(0)).toBe(0);
      const count = sink.received.length;
      await kickMail([id]);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(sink.received).toHaveLength(count);
    } finally {
      await stopJobs();
      await sink.close();
    }
  });

  it("store messages when there is no SMTP server", async () => {
    await startJobs({ databaseUrl, db, transport: null, from: FROM, pollingIntervalSeconds: 0.5 });
    const id = await queueTo("evaluator@demo.test");
    await until("status stored", async () => (await outboxRow(id)).status === "stored");
  });

  it("retry while the SMTP server is down, then fail the message with the error", async () => {
    await startJobs({
      databaseUrl,
      db,
      transport: smtpTransport(`smtp://127.0.0.1:${await deadPort()}`),
      from: FROM,
      retryLimit: 2,
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.5,
    });
    const id = await queueTo("evaluator@demo.test");
    const row = await until(
      "status failed",
      async () => {
        const current = await outboxRow(id);
        return current.status === "failed" ? current : undefined;
      },
      18_000,
    );
    // The first try and two retries.
    expect(row.attempts).toBe(3);
    expect(row.error).toContain("ECONNREFUSED");
  }, 25_000);
});

describe("GET /mail/v1/outbox", () => {
  beforeAll(async () => {
    const harnessUser = async (email: string) => {
      const { rows } = await h.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = ${email}`);
      return rows[0]!.id;
    };
    const evaluator = await harnessUser("evaluator@demo.test");
    for (let i = 1; i <= 3; i++) {
      await queueApprovalMail(h.db, {
        companyId: DEMO,
        kind: "approval.reminder",
        requestId: i,
        recipientUserIds: [evaluator],
        params: { requestName: `Request ${i}`, actorName: "Rita Requester" },
      });
    }
    await queueApprovalMail(h.db, {
      companyId: OTHER,
      kind: "approval.reminder",
      requestId: 9,
      recipientUserIds: [await harnessUser("admin@other.test")],
      params: { requestName: "Other request", actorName: "Someone" },
    });
  });

  it("lists the company's messages, newest first, paged", async () => {
    const res = await h.call("approver@demo.test", "/api/mail/v1/outbox?limit=2");
    expect(res.status).toBe(200);
    const body = res.body as { data: { subject: string; to_address: string }[]; meta: unknown };
    expect(body.meta).toEqual({ total: 3, page: 1, limit: 2 });
    expect(body.data.map((m) => m.subject)).toEqual([
      "Reminder: please evaluate Request 3",
      "Reminder: please evaluate Request 2",
    ]);
    expect(body.data[0]).toMatchObject({
      to_address: "evaluator@demo.test",
      to_name: "Erik Evaluator",
      kind: "approval.reminder",
      request_id: 3,
      status: "queued",
      attempts: 0,
      error: null,
      sent_at: null,
      body: expect.stringContaining("/chemical-approvals/requests/3/approve"),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const second = await h.call("admin@demo.test", "/api/mail/v1/outbox?limit=2&page=2");
    expect((second.body as { data: { subject: string }[] }).data.map((m) => m.subject)).toEqual([
      "Reminder: please evaluate Request 1",
    ]);
  });

  it("shows another company only its own messages", async () => {
    const res = await h.call("admin@other.test", "/api/mail/v1/outbox");
    expect(res.status).toBe(200);
    const body = res.body as { data: { subject: string }[]; meta: { total: number } };
    expect(body.meta.total).toBe(1);
    expect(body.data.map((m) => m.subject)).toEqual(["Reminder: please evaluate Other request"]);
  });

  it("is for approval admins only (403)", async () => {
    for (const email of ["worker@demo.test", "requester@demo.test", "evaluator@demo.test"]) {
      const res = await h.call(email, "/api/mail/v1/outbox");
      expect(res.status, email).toBe(403);
      expect(res.body).toEqual({ message: "Permission denied" });
    }
    expect((await h.call(null, "/api/mail/v1/outbox")).status).toBe(401);
  });

  it("refuses a bad page or limit (422)", async () => {
    for (const query of ["page=0", "limit=101", "page=abc", "page=10000&limit=100"]) {
      const res = await h.call("admin@demo.test", `/api/mail/v1/outbox?${query}`);
      expect(res.status, query).toBe(422);
      expect(res.body).toMatchObject({ message: "The given data was invalid." });
    }
  });
});
