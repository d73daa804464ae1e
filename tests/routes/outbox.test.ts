import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueApprovalMail } from "../../api/outbox/mail";
import { DEMO_COMPANY_IDS } from "../../seed/seed";
import { settle, setupAppTest } from "../support/app";
import { get, toastOf, type AppTest } from "./locations-support";

/** /company-settings/outbox: the approval admins' list of the company's e-mails. */

let t: AppTest;
const ids: number[] = [];

beforeAll(async () => {
  t = await setupAppTest();
  const { rows } = await t.db.execute<{ id: number }>(
    sql`SELECT id FROM users WHERE email IN ('evaluator@demo.test', 'evaluator2@demo.test') ORDER BY email`,
  );
  // 23 messages: two pages of 20.
  for (let i = 1; i <= 23; i++) {
    const queued = await queueApprovalMail(t.db, {
      companyId: DEMO_COMPANY_IDS.demoChemicals,
      kind: i % 2 ? "approval.reminder" : "approval.evaluation_requested",
      requestId: 100 + i,
      recipientUserIds: [rows[i % 2]!.id],
      params: { requestName: `Outbox request ${i}`, actorName: "Rita Requester" },
    });
    ids.push(...queued);
  }
  // The last one was sent; the one before failed.
  await t.db.execute(
    sql`UPDATE mail_outbox SET status = 'sent', attempts = 1, sent_at = now() WHERE id = ${ids[22]!}`,
  );
  await t.db.execute(
    sql`UPDATE mail_outbox SET status = 'failed', attempts = 6, error = 'ECONNREFUSED: connect ECONNREFUSED' WHERE id = ${ids[21]!}`,
  );
});
afterAll(() => t.close());

async function load(url: string, email = "admin@demo.test") {
  const { loader } = await import("~/features/outbox/routes/outbox");
  const { cookie } = await t.signedIn(email);
  return settle(() => loader(get(url, cookie)));
}

type Data = Exclude<Awaited<ReturnType<typeof load>>, Response>;

describe("/company-settings/outbox", () => {
  it("lists the company's messages, newest first, 20 a page", async () => {
    const data = (await load("/company-settings/outbox")) as Data;
    expect(data.title).toBe("Outbox – Company settings – ChemSafe");
    expect(data).toMatchObject({ page: 1, pages: 2, total: 23, limit: 20, open: null, openMissing: false });
    expect(data.messages).toHaveLength(20);
    expect(data.messages[0]).toMatchObject({
      id: ids[22],
      subject: "Reminder: please evaluate Outbox request 23",
      to_address: "evaluator@demo.test",
      kind: "approval.reminder",
      status: "sent",
    });
    expect(data.messages[0]!.sent).toMatch(/\d/);
    expect(data.messages[1]).toMatchObject({ status: "failed", error: "ECONNREFUSED: connect ECONNREFUSED" });
    expect(data.messages[2]).toMatchObject({ status: "queued", sent: null });
    expect(data.messages[0]!.created).toMatch(/\d\d\/\d\d\/\d{4}/);
  });

  it("opens one message of the page with ?id=", async () => {
    const data = (await load(`/company-settings/outbox?page=2&id=${ids[1]}`)) as Data;
    expect(data.page).toBe(2);
    expect(data.messages.map((m) => m.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(data.open).toMatchObject({
      id: ids[1],
      subject: "Please evaluate: Outbox request 2",
      to_address: "evaluator2@demo.test",
    });
    expect(data.open!.body).toContain("Rita Requester asks you to evaluate the chemical approval request");
    expect(data.open!.body).toContain("http://app.test/chemical-approvals/requests/102/approve");
    expect(data.openMissing).toBe(false);

    const elsewhere = (await load(`/company-settings/outbox?id=${ids[1]}`)) as Data;
    expect(elsewhere).toMatchObject({ open: null, openMissing: true });
  });

  it("shows the page in the user's language", async () => {
    const { loader } = await import("~/features/outbox/routes/outbox");
    const { cookie } = await t.signedIn("admin@demo.test", { language: 1 });
    const data = (await settle(() => loader(get("/company-settings/outbox", cookie)))) as Data;
    expect(data.title).toMatch(/^Utboks – /);
  });

  it("sends a page past the end to the last page, and ignores a bad page number", async () => {
    const past = (await load("/company-settings/outbox?page=7")) as Response;
    expect(past.status).toBe(302);
    expect(past.headers.get("Location")).toBe("/company-settings/outbox?page=2");
    const bad = (await load("/company-settings/outbox?page=abc&id=-3")) as Data;
    expect(bad).toMatchObject({ page: 1, open: null, openMissing: false });
  });

  it("is for approval admins only: others get the permission warning on /main", async () => {
    for (const email of ["requester@demo.test", "worker@demo.test"]) {
      const result = (await load("/company-settings/outbox", email)) as Response;
      expect(result.status, email).toBe(302);
      expect(result.headers.get("Location"), email).toBe("/main");
      expect(await toastOf(result), email).toMatchObject({ type: "warning" });
    }
    const approver = (await load("/company-settings/outbox", "approver@demo.test")) as Data;
    expect(approver.total).toBe(23);
  });

  it("sends a visitor without a session to sign in", async () => {
    const { loader } = await import("~/features/outbox/routes/outbox");
    const result = (await settle(() => loader(get("/company-settings/outbox")))) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
  });

  it("shows another company only its own (empty) outbox", async () => {
    const data = (await load("/company-settings/outbox", "admin@other.test")) as Data;
    expect(data).toMatchObject({ total: 0, pages: 1, messages: [] });
  });
});
