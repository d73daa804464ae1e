import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordActivity } from "../../api/activities/record";
import { queueApprovalMail } from "../../api/outbox/mail";
import type { Person, PersonalDataExport } from "../../api/gdpr/schemas";
import { ADMIN, createHarness, DEMO, NOT_FOUND, OTHER_ADMIN, WORKER, type ApiHarness } from "./helpers";

/** /gdpr's API: find a person, export their personal data (JSON, PDF), erase them by anonymisation. */

const PRIVACY = "privacy@demo.test";
const BASE = "/api/site/v1/personal-data/people";

let h: ApiHarness;
let leaver: number;
let privacy: number;

async function idOf(email: string): Promise<number> {
  const { rows } = await h.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = ${email}`);
  return rows[0]!.id;
}

beforeAll(async () => {
  h = await createHarness();
  leaver = await idOf("leaver@demo.test");
  privacy = await idOf(PRIVACY);
  // What the leaver left behind: a favourite, a request, a board seat, mail, and trail rows naming them.
  await h.db.execute(sql`
    INSERT INTO location_favorites (company_id, user_id, location_id)
    SELECT ${DEMO}, ${leaver}, id FROM locations WHERE company_id = ${DEMO} ORDER BY id LIMIT 1`);
  await h.db.execute(sql`
    INSERT INTO product_requests (company_id, requester_id, name, status)
    VALUES (${DEMO}, ${leaver}, 'Leaver request', 'NEW')`);
  await h.db.execute(sql`
    INSERT INTO chemical_board_group_members (company_id, board_group_id, user_id)
    SELECT ${DEMO}, id, ${leaver} FROM chemical_board_groups WHERE company_id = ${DEMO} ORDER BY id LIMIT 1`);
  await h.db.execute(sql`
    INSERT INTO sessions (id, company_id, user_id, data, expires_at)
    VALUES ('leaver-session', ${DEMO}, ${leaver}, '{}', now() + interval '1 day')`);
  await queueApprovalMail(h.db, {
    companyId: DEMO,
    kind: "approval.reminder",
    requestId: 1,
    recipientUserIds: [leaver],
    params: { requestName: "Leaver request", actorName: "Rita Requester" },
  });
  await recordActivity(h.db, {
    companyId: DEMO,
    actorId: await idOf(ADMIN),
    module: "users",
    action: "updated",
    object: { type: "user", id: leaver, label: "Lena Leaver" },
    before: { name: "Lena Leaverson", email: "leaver@demo.test" },
    after: { name: "Lena Leaver", note: "Lena Leaver moved to Alena's team" },
  });
  await recordActivity(h.db, {
    companyId: DEMO,
    actorId: leaver,
    module: "products",
    action: "created",
    object: { type: "product", id: 1, label: "Acetone" },
    after: { name: "Acetone" },
  });
});

afterAll(() => h.close());

describe("finding a person", () => {
  it("searches the company's people by name or e-mail, bounded", async () => {
    const res = await h.call(PRIVACY, `${BASE}?q=leav`);
    expect(res.status).toBe(200);
    expect((res.body as { data: Person[] }).data).toEqual([
      { id: leaver, name: "Lena Leaver", email: "leaver@demo.test", anonymised: false, user_admin: false },
    ]);
    const all = (await h.call(PRIVACY, BASE)).body as { data: Person[] };
    expect(all.data.length).toBeGreaterThan(5);
    expect(all.data.length).toBeLessThanOrEqual(20);
    expect(all.data.every((p) => !p.email.endsWith("@other.test"))).toBe(true);
    // LIKE's wildcards are plain characters.
    expect(((await h.call(PRIVACY, `${BASE}?q=%25`)).body as { data: Person[] }).data).toEqual([]);
    expect((await h.call(PRIVACY, `${BASE}?q=${"x".repeat(101)}`)).status).toBe(422);
    expect(((await h.call(OTHER_ADMIN, `${BASE}?q=leaver`)).body as { data: Person[] }).data).toEqual([]);
  });

  it("answers 403 without user_admin and 404 for another company's person", async () => {
    for (const path of [
      BASE,
      `${BASE}/${leaver}`,
      `${BASE}/${leaver}/export`,
      `${BASE}/${leaver}/export.pdf`,
    ]) {
      expect((await h.call(WORKER, path)).status, path).toBe(403);
      if (path !== BASE) expect((await h.call(OTHER_ADMIN, path)).body, path).toEqual(NOT_FOUND);
    }
    const erase = await h.call(WORKER, `${BASE}/${leaver}/anonymise`, {
      method: "POST",
      body: { confirm: true },
    });
    expect(erase.status).toBe(403);
  });
});

describe("exporting a person's data", () => {
  it("answers everything held about them as JSON, and records who exported it (not the data)", async () => {
    const res = await h.call(PRIVACY, `${BASE}/${leaver}/export`);
    expect(res.status).toBe(200);
    const data = (res.body as { data: PersonalDataExport }).data;
    expect(data.user).toMatchObject({ id: leaver, name: "Lena Leaver", email: "leaver@demo.test" });
    expect(data.location_favorites).toHaveLength(1);
    expect(data.board_groups).toHaveLength(1);
    expect(data.product_requests).toEqual([
      expect.objectContaining({ name: "Leaver request", status: "NEW" }),
    ]);
    expect(data.sessions).toHaveLength(1);
    expect(data.mail).toEqual([
      expect.objectContaining({ subject: "Reminder: please evaluate Leaver request" }),
    ]);
    expect(data.activities).toMatchObject({
      total: 1,
      latest: [{ module: "products", object_label: "Acetone" }],
    });
    expect(JSON.stringify(data)).not.toContain("leaver-session");

    const { rows } = await h.db.execute<{
      actor_id: number;
      object_id: string;
      before: unknown;
      after: unknown;
    }>(sql`
      SELECT actor_id, object_id, before, after FROM activities
      WHERE company_id = ${DEMO} AND module = 'personal-data' AND action = 'exported'`);
    expect(rows).toEqual([{ actor_id: privacy, object_id: String(leaver), before: null, after: null }]);
  });

  it("answers the same as a PDF", async () => {
    const res = await h.api.request(`${BASE}/${leaver}/export.pdf`, { headers: await h.headersFor(PRIVACY) });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(`personal-data-${leaver}.pdf`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const { PDFDocument } = await import("pdf-lib");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe("Personal data – Lena Leaver");
  });
});

describe("erasing a person", () => {
  it("needs the confirmation (422) and refuses the caller (409)", async () => {
    for (const body of [{}, { confirm: false }, { confirm: "yes" }]) {
      const res = await h.call(PRIVACY, `${BASE}/${leaver}/anonymise`, { method: "POST", body });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const self = await h.call(PRIVACY, `${BASE}/${privacy}/anonymise`, {
      method: "POST",
      body: { confirm: true },
    });
    expect([self.status, self.body]).toEqual([
      409,
      { error: "erase_self", message: "You cannot erase yourself." },
    ]);
    expect((await h.call(PRIVACY, `${BASE}/${leaver}`)).body).toMatchObject({ data: { anonymised: false } });
  });

  it("never erases a company's last user administrator", async () => {
    // Through the API the caller is an administrator too, so the rule guards every other caller (an
    // administrator whose flag was just taken, a script): a user of Other Industries without the flag.
    const { rows } = await h.db.execute<{ id: number; company_id: number }>(sql`
      INSERT INTO users (company_id, email, name)
      SELECT company_id, 'helper@other.test', 'Helper' FROM users WHERE email = ${OTHER_ADMIN}
      RETURNING id, company_id`);
    const helper = rows[0]!;
    const { anonymisePerson } = await import("../../api/gdpr/people");
    await expect(
      anonymisePerson(h.db, { id: helper.id, companyId: helper.company_id }, await idOf(OTHER_ADMIN)),
    ).rejects.toMatchObject({
      status: 409,
      body: { error: "last_user_admin", message: "The company's last user administrator cannot be erased." },
    });
  });

  it("replaces name and address with a pseudonym, ends the account's sign-in and removes what is only theirs", async () => {
    const res = await h.call(PRIVACY, `${BASE}/${leaver}/anonymise`, {
      method: "POST",
      body: { confirm: true },
    });
    expect(res.status, res.text).toBe(200);
    const pseudonym = {
      id: leaver,
      name: `Former user ${leaver}`,
      email: `former-user-${leaver}@erased.invalid`,
    };
    expect(res.body).toEqual({ data: pseudonym });

    const { rows: user } = await h.db.execute(sql`
      SELECT name, email, anonymous, permissions, features, default_columns FROM users WHERE id = ${leaver}`);
    expect(user[0]).toEqual({
      name: pseudonym.name,
      email: pseudonym.email,
      anonymous: true,
      permissions: {},
      features: {},
      default_columns: [],
    });
    const count = async (table: string, column = "user_id") =>
      (
        await h.db.execute<{ n: number }>(
          sql.raw(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = ${leaver}`),
        )
      ).rows[0]!.n;
    expect(await count("sessions")).toBe(0);
    expect(await count("location_favorites")).toBe(0);
    expect(await count("chemical_board_group_members")).toBe(0);
    // Records the company keeps: the request stays, now the pseudonym's.
    expect(await count("product_requests", "requester_id")).toBe(1);

    // The outbox no longer says who the mail went to, nor what it said to them.
    const { rows: mail } = await h.db.execute(sql`
      SELECT to_address, to_name, body FROM mail_outbox WHERE company_id = ${DEMO} AND to_address = ${pseudonym.email}`);
    expect(mail).toEqual([{ to_address: pseudonym.email, to_name: pseudonym.name, body: "" }]);

    // The trail keeps its rows; their mentions of the person are the pseudonym now.
    const { rows: trail } = await h.db.execute<{ object_label: string; before: unknown; after: unknown }>(sql`
      SELECT object_label, before, after FROM activities
      WHERE company_id = ${DEMO} AND module = 'users' AND object_id = ${String(leaver)}`);
    expect(trail).toEqual([
      {
        object_label: pseudonym.name,
        before: { name: "Lena Leaverson", email: pseudonym.email },
        after: { name: pseudonym.name, note: `${pseudonym.name} moved to Alena's team` },
      },
    ]);
    const { rows: own } = await h.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM activities WHERE actor_id = ${leaver}`,
    );
    expect(own[0]!.n).toBe(1);
    const { rows: erased } = await h.db.execute(sql`
      SELECT actor_id, object_label, before, after FROM activities
      WHERE company_id = ${DEMO} AND module = 'personal-data' AND action = 'anonymised'`);
    expect(erased).toEqual([{ actor_id: privacy, object_label: pseudonym.name, before: null, after: null }]);
    const { rows: anywhere } = await h.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM activities
      WHERE strpos(coalesce(before::text, '') || coalesce(after::text, '') || object_label, 'leaver@demo.test') > 0
         OR strpos(coalesce(before::text, '') || coalesce(after::text, '') || object_label, 'Lena Leaver"') > 0`);
    expect(anywhere[0]!.n).toBe(0);

    // A token with the old address no longer finds a user.
    const signIn = await h.call("leaver@demo.test", "/api/user/v1/user");
    expect(signIn.status).toBe(403);

    const again = await h.call(PRIVACY, `${BASE}/${leaver}/anonymise`, {
      method: "POST",
      body: { confirm: true },
    });
    expect([again.status, (again.body as { error: string }).error]).toEqual([409, "already_erased"]);
    expect((await h.call(PRIVACY, `${BASE}?q=leaver`)).body).toEqual({ data: [] });
  });

  it("answers 404 for another company's person and changes nothing", async () => {
    const res = await h.call(OTHER_ADMIN, `${BASE}/${privacy}/anonymise`, {
      method: "POST",
      body: { confirm: true },
    });
    expect([res.status, res.body]).toEqual([404, NOT_FOUND]);
    expect((await h.call(PRIVACY, `${BASE}/${privacy}`)).body).toMatchObject({
      data: { name: "Petra Privacy" },
    });
  });
});
