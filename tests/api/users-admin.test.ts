import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserAdmin, UserAdminPage } from "../../api/users/schemas";
import { PERMISSION_FLAGS } from "../../core/permissions";
import { DEACTIVATED_MESSAGE } from "../../core/users/user-rules";
import { chemSafeDemoAccounts, verifyDemoCredentials } from "../../oidc/demo-accounts";
import { DEMO, OTHER, OTHER_ADMIN, WORKER, createHarness, locationIdOf, type ApiHarness } from "./helpers";

/**
 * Users administration against a real PostgreSQL: every operation, its refusals (403 without user_admin,
 * 422 with nothing saved, the self and last-administrator rules), and what each change leaves behind (the
 * audit trail, the invitation in the outbox, ended sessions).
 */

const USER_ADMIN = "useradmin@demo.test";

let h: ApiHarness;

beforeAll(async () => {
  h = await createHarness();
});

afterAll(async () => {
  await h.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await h.db.execute(query)).rows as T[];
}

async function idOf(email: string): Promise<number> {
  const [row] = await rows<{ id: number }>(sql`SELECT id FROM users WHERE lower(email) = lower(${email})`);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

const countUsers = async () => (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`))[0]!.n;

async function activitiesOf(id: number) {
  return rows<{ action: string; actor_id: number; before: unknown; after: unknown; module: string }>(sql`
    SELECT action, actor_id, before, after, module FROM activities
    WHERE object_type = 'user' AND object_id = ${String(id)} ORDER BY id`);
}

async function outboxTo(email: string) {
  return rows<{ kind: string; subject: string; body: string; company_id: number }>(sql`
    SELECT kind, subject, body, company_id FROM mail_outbox WHERE to_address = ${email} ORDER BY id`);
}

const list = async (query: string, as = USER_ADMIN) => {
  const res = await h.call(as, `/api/user/v1/users${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body as UserAdminPage;
};

const create = (body: Record<string, unknown>, as = USER_ADMIN) =>
  h.call(as, "/api/user/v1/users", { method: "POST", body });

describe("listing", () => {
  it("searches name and e-mail address, case-insensitively, by any part", async () => {
    expect((await list("?q=WENCHE")).data.map((u) => u.email)).toEqual([WORKER]);
    expect((await list("?q=RKER@DEMO")).data.map((u) => u.email)).toEqual([WORKER]);
    // LIKE's wildcards are plain characters in a search.
    expect((await list("?q=%25")).meta.total).toBe(0);
    expect((await list("?q=_")).meta.total).toBe(0);
  });

  it("filters by permission flag, guest, kind of account and state", async () => {
    const admins = await list("?permission=user_admin");
    expect(admins.data.every((u) => u.permissions.user_admin)).toBe(true);
    expect(admins.data.map((u) => u.email)).toContain(USER_ADMIN);
    const guests = await list("?guest=guest");
    expect(guests.data.length).toBeGreaterThan(0);
    expect(guests.data.every((u) => u.is_guest_user)).toBe(true);
    expect((await list("?guest=regular")).data.every((u) => !u.is_guest_user)).toBe(true);
    expect((await list("?kind=shared")).data.every((u) => !u.is_personal)).toBe(true);
    expect((await list("?kind=personal")).data.every((u) => u.is_personal)).toBe(true);
    expect((await list("?status=deactivated")).meta.total).toBe(0);
  });

  it("pages by 20 with the total, each user once", async () => {
    await h.db.execute(sql`
      INSERT INTO users (company_id, email, name)
      SELECT ${DEMO}, 'paged' || n || '@paging.test', 'Paged user ' || n FROM generate_series(1, 10) AS n`);
    const first = await list("?status=all");
    const total = first.meta.total;
    expect(total).toBeGreaterThan(20);
    const second = await list("?status=all&page=2");
    expect(second.meta).toEqual({ total, page: 2, limit: 20 });
    const ids = [...first.data, ...second.data].map((u) => u.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("refuses unknown filter values with 422", async () => {
    for (const query of [
      "?permission=root",
      "?status=gone",
      "?kind=x",
      "?guest=1",
      `?q=${"x".repeat(101)}`,
    ]) {
      expect((await h.call(USER_ADMIN, `/api/user/v1/users${query}`)).status, query).toBe(422);
    }
  });

  it("is for user administrators only, reads included", async () => {
    const worker = await idOf(WORKER);
    for (const path of ["/api/user/v1/users", `/api/user/v1/users/${worker}`]) {
      const res = await h.call(WORKER, path);
      expect(res.status, path).toBe(403);
      expect(res.body).toEqual({ message: "Permission denied" });
    }
  });
});

describe("creating", () => {
  it("creates the user, records it and queues the invitation in the user's language", async () => {
    const cabinet = await locationIdOf(h.db, DEMO, "Flammables cabinet");
    const res = await create({
      name: "  Nils Nybegynner ",
      email: " Nils.Ny@Demo.TEST ",
      language: 1,
      permissions: { add_product: true, edit_location: true },
      is_guest_user: false,
      is_personal: true,
      is_validated: true,
      default_columns: ["name", "supplier"],
      topnodes: [cabinet],
    });
    expect(res.status, res.text).toBe(201);
    const user = (res.body as { data: UserAdmin }).data;
    expect(user).toMatchObject({
      name: "Nils Nybegynner",
      email: "nils.ny@demo.test",
      language: 1,
      is_personal: true,
      default_columns: ["name", "supplier"],
      topnodes: [cabinet],
      deactivated_at: null,
    });
    expect(Object.keys(user.permissions).sort()).toEqual([...PERMISSION_FLAGS].sort());
    expect(user.permissions.add_product && user.permissions.edit_location).toBe(true);
    expect(user.permissions.user_admin).toBe(false);

    const trail = await activitiesOf(user.id);
    expect(trail.map((a) => a.action)).toEqual(["created", "invited"]);
    expect(trail.every((a) => a.module === "users")).toBe(true);
    expect(trail[0]!.actor_id).toBe(await idOf(USER_ADMIN));
    expect(trail[0]!.after).toMatchObject({
      email: "nils.ny@demo.test",
      permissions: ["add_product", "edit_location"],
    });
    expect(JSON.stringify(trail)).not.toMatch(/token|session/i);

    const mail = await outboxTo("nils.ny@demo.test");
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: "user.invited", company_id: DEMO });
    expect(mail[0]!.subject).toBe("Du er invitert til ChemSafe");
    expect(mail[0]!.body).toContain("nils.ny@demo.test");
    expect(mail[0]!.body).toContain("/auth");
  });

  it("refuses bad input with 422 and saves nothing", async () => {
    const before = await countUsers();
    const outbox = (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM mail_outbox`))[0]!.n;
    for (const body of [
      { name: "", email: "a@demo.test" },
      { name: "A", email: "not-an-address" },
      { name: "A", email: "a@demo.test", language: 11 },
      { name: "A", email: "a@demo.test", permissions: { root: true } },
      { name: "A", email: "a@demo.test", default_columns: ["password"] },
      { name: "A", email: "a@demo.test", topnodes: ["x"] },
      { name: "A", email: "a@demo.test", unknown: 1 },
    ]) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys((res.body as { errors: object }).errors).length).toBeGreaterThan(0);
    }
    expect(await countUsers()).toBe(before);
    expect((await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM mail_outbox`))[0]!.n).toBe(outbox);
  });

  it("refuses an e-mail address in use, in any case and in any company", async () => {
    const before = await countUsers();
    for (const email of ["WORKER@demo.test", "Admin@Other.test"]) {
      const res = await create({ name: "Twin", email });
      expect(res.status, email).toBe(422);
      expect(res.body).toMatchObject({
        errors: { email: ["A user with this e-mail address already exists."] },
      });
    }
    expect(await countUsers()).toBe(before);
  });

  it("refuses top nodes that are not the company's locations", async () => {
    const before = await countUsers();
    const [foreign] = await rows<{ id: number }>(
      sql`SELECT id FROM locations WHERE company_id = ${OTHER} LIMIT 1`,
    );
    for (const topnodes of [[foreign!.id], [2_000_000_000]]) {
      const res = await create({ name: "Scoped", email: "scoped@demo.test", topnodes });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        errors: { topnodes: ["Each top node must be one of the company's locations."] },
      });
    }
    expect(await countUsers()).toBe(before);
  });

  it("is refused without user_admin", async () => {
    const before = await countUsers();
    expect((await create({ name: "X", email: "x@demo.test" }, WORKER)).status).toBe(403);
    expect(await countUsers()).toBe(before);
  });
});

describe("changing", () => {
  it("replaces the fields and records only what changed", async () => {
    const created = (
      (await create({ name: "Edit Me", email: "edit.me@demo.test" })).body as { data: UserAdmin }
    ).data;
    const res = await h.call(USER_ADMIN, `/api/user/v1/users/${created.id}`, {
      method: "PUT",
      body: { name: "Edit Me", email: "edit.me@demo.test", permissions: { wpd: true }, is_guest_user: true },
    });
    expect(res.status, res.text).toBe(200);
    expect((res.body as { data: UserAdmin }).data).toMatchObject({
      is_guest_user: true,
      permissions: { wpd: true },
    });
    const updated = (await activitiesOf(created.id)).find((a) => a.action === "updated");
    expect(updated).toMatchObject({
      before: { permissions: [], is_guest_user: false },
      after: { permissions: ["wpd"], is_guest_user: true },
    });
    expect(Object.keys(updated!.after as object).sort()).toEqual(["is_guest_user", "permissions"]);
  });

  it("refuses another user's e-mail address", async () => {
    const created = (
      (await create({ name: "Rename Me", email: "rename.me@demo.test" })).body as { data: UserAdmin }
    ).data;
    const res = await h.call(USER_ADMIN, `/api/user/v1/users/${created.id}`, {
      method: "PUT",
      body: { name: "Rename Me", email: "WORKER@demo.test" },
    });
    expect(res.status).toBe(422);
    expect((await h.call(USER_ADMIN, `/api/user/v1/users/${created.id}`)).body).toMatchObject({
      data: { email: "rename.me@demo.test" },
    });
  });

  it("won't let an administrator remove their own user_admin or deactivate themselves", async () => {
    const self = await idOf("auditor@demo.test");
    const own = await h.call("auditor@demo.test", `/api/user/v1/users/${self}`, {
      method: "PUT",
      body: { name: "Alma Auditor", email: "auditor@demo.test", permissions: {} },
    });
    expect(own.status).toBe(409);
    expect(own.body).toMatchObject({ error: "self_admin" });
    const off = await h.call("auditor@demo.test", `/api/user/v1/users/${self}/deactivate`, {
      method: "POST",
    });
    expect(off.status).toBe(409);
    expect(off.body).toMatchObject({ error: "self_deactivate" });
    // Keeping the flag while changing something else is fine.
    const rename = await h.call("auditor@demo.test", `/api/user/v1/users/${self}`, {
      method: "PUT",
      body: {
        name: "Alma Auditor",
        email: "auditor@demo.test",
        permissions: { user_admin: true },
        is_personal: true,
      },
    });
    expect(rename.status).toBe(200);
    // Refused changes and a save that changes nothing leave no trace (the seed's invitation is older).
    expect((await activitiesOf(self)).filter((row) => row.action !== "invited")).toEqual([]);
  });

  it("never leaves a company without an active user administrator, even when two demote each other at once", async () => {
    // Other Industries: its admin makes a second administrator; then each takes the flag from the other.
    const second = (
      (
        await create(
          { name: "Second Admin", email: "second.admin@other.test", permissions: { user_admin: true } },
          OTHER_ADMIN,
        )
      ).body as { data: UserAdmin }
    ).data;
    const first = await idOf(OTHER_ADMIN);
    const [a, b] = await Promise.all([
      h.call(OTHER_ADMIN, `/api/user/v1/users/${second.id}`, {
        method: "PUT",
        body: { name: "Second Admin", email: "second.admin@other.test", permissions: {} },
      }),
      h.call("second.admin@other.test", `/api/user/v1/users/${first}`, {
        method: "PUT",
        body: { name: "Oliver Other", email: OTHER_ADMIN, permissions: { user_admin: false } },
      }),
    ]);
    // One of them wins; the other is refused (409 last_admin, or 403 when it starts after the first ended).
    expect([a.status, b.status].filter((status) => status === 200)).toHaveLength(1);
    const loser = a.status === 200 ? b : a;
    expect([403, 409]).toContain(loser.status);
    if (loser.status === 409) expect(loser.body).toMatchObject({ error: "last_admin" });
    const [left] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM users
      WHERE company_id = ${OTHER} AND deactivated_at IS NULL AND permissions @> '{"user_admin": true}'::jsonb`);
    expect(left!.n).toBe(1);
    // Restore every flag of Other Industries' admin for the other tests.
    await h.db.execute(sql`
      UPDATE users SET permissions = ${JSON.stringify(Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, true])))}::jsonb
      WHERE id = ${first}`);
  });
});

describe("deactivating and reactivating", () => {
  it("ends the user's sessions and sign-ins; reactivating lets them back", async () => {
    const operator = await idOf("operator@demo.test");
    await h.db.execute(sql`
      INSERT INTO sessions (id, company_id, user_id, data, expires_at)
      VALUES ('users-admin-test-session', ${DEMO}, ${operator}, '{}'::jsonb, now() + interval '1 day')`);
    const res = await h.call(USER_ADMIN, `/api/user/v1/users/${operator}/deactivate`, { method: "POST" });
    expect(res.status, res.text).toBe(200);
    expect((res.body as { data: UserAdmin }).data.deactivated_at).not.toBeNull();
    expect(await rows(sql`SELECT id FROM sessions WHERE user_id = ${operator}`)).toEqual([]);

    const refused = await h.call("operator@demo.test", "/api/user/v1/user");
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: "Unauthenticated", message: DEACTIVATED_MESSAGE });

    expect((await list("?status=deactivated")).data.map((u) => u.id)).toEqual([operator]);
    expect((await list("?q=operator")).data).toEqual([]);
    // Again: no change, no second record.
    expect(
      (await h.call(USER_ADMIN, `/api/user/v1/users/${operator}/deactivate`, { method: "POST" })).status,
    ).toBe(200);

    const invite = await h.call(USER_ADMIN, `/api/user/v1/users/${operator}/invitation`, { method: "POST" });
    expect(invite.status).toBe(409);
    expect(invite.body).toMatchObject({ error: "user_deactivated" });

    const back = await h.call(USER_ADMIN, `/api/user/v1/users/${operator}/reactivate`, { method: "POST" });
    expect(back.status).toBe(200);
    expect((back.body as { data: UserAdmin }).data.deactivated_at).toBeNull();
    expect((await h.call("operator@demo.test", "/api/user/v1/user")).status).toBe(200);
    expect((await activitiesOf(operator)).map((a) => a.action)).toEqual(["deactivated", "reactivated"]);
  });

  it("is refused without user_admin and for another company's user", async () => {
    const operator = await idOf("operator@demo.test");
    expect(
      (await h.call(WORKER, `/api/user/v1/users/${operator}/deactivate`, { method: "POST" })).status,
    ).toBe(403);
    const foreign = await h.call(OTHER_ADMIN, `/api/user/v1/users/${operator}/deactivate`, {
      method: "POST",
    });
    expect(foreign.status).toBe(404);
    expect((await h.call(USER_ADMIN, `/api/user/v1/users/${operator}`)).body).toMatchObject({
      data: { deactivated_at: null },
    });
  });
});

describe("resending the invitation", () => {
  it("queues it again and records it", async () => {
    const hse = await idOf("hse@demo.test");
    const res = await h.call(USER_ADMIN, `/api/user/v1/users/${hse}/invitation`, { method: "POST" });
    expect(res.status, res.text).toBe(200);
    const mail = await outboxTo("hse@demo.test");
    expect(mail.map((m) => m.kind)).toEqual(["user.invited"]);
    expect(mail[0]!.subject).toBe("You have been invited to ChemSafe");
    expect((await activitiesOf(hse)).map((a) => a.action)).toEqual(["invited"]);
  });
});

describe("the demo provider's accounts", () => {
  it("are the active ChemSafe users (a new one at once), plus the fixed list's users unknown to ChemSafe", async () => {
    const accounts = chemSafeDemoAccounts(h.db.$client);
    expect(await create({ name: "Demo Newcomer", email: "demo.newcomer@demo.test" })).toMatchObject({
      status: 201,
    });
    expect(await verifyDemoCredentials(" Demo.Newcomer@demo.test", "demo", accounts)).toEqual({
      email: "demo.newcomer@demo.test",
      name: "Demo Newcomer",
    });
    expect(await verifyDemoCredentials("demo.newcomer@demo.test", "wrong", accounts)).toBeUndefined();
    expect(await accounts("nobody@demo.test")).toMatchObject({ email: "nobody@demo.test" });
    expect(await accounts("stranger@demo.test")).toBeUndefined();

    const id = await idOf("demo.newcomer@demo.test");
    await h.call(USER_ADMIN, `/api/user/v1/users/${id}/deactivate`, { method: "POST" });
    expect(await verifyDemoCredentials("demo.newcomer@demo.test", "demo", accounts)).toBeUndefined();
  });
});
