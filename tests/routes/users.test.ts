import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_COMPANY_IDS } from "../../seed/seed";
import { settle, setupAppTest } from "../support/app";
import { get, post, toastOf, type AppTest } from "./locations-support";

/** The users pages' loaders and actions: /users, /users/new and /users/{id}. */

const ADMIN = "useradmin@demo.test";
const WORKER = "worker@demo.test";
const DISABLED =
  "This feature is disabled. If you believe this is a mistake, please contact one of your admins.";

let t: AppTest;

beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

const cookieOf = async (email: string) => (await t.signedIn(email)).cookie;

async function idOf(table: "users" | "locations", name: string): Promise<number> {
  const column = table === "users" ? sql`email` : sql`name`;
  const { rows } = await t.db.execute<{ id: number }>(
    sql`SELECT id FROM ${sql.raw(table)} WHERE ${column} = ${name} AND company_id = ${DEMO_COMPANY_IDS.demoChemicals}`,
  );
  if (rows.length !== 1) throw new Error(`${rows.length} ${table} ${name}`);
  return rows[0]!.id;
}

async function expectBlocked(result: unknown) {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/main");
  expect(await toastOf(response)).toMatchObject({ type: "warning", text: DISABLED });
}

const userCount = async () =>
  (await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`)).rows[0]!.n;

function formFields(values: Record<string, string | string[]>, intent = "save"): [string, string][] {
  const fields: [string, string][] = [["intent", intent]];
  for (const [name, value] of Object.entries(values)) {
    for (const one of Array.isArray(value) ? value : [value]) fields.push([name, one]);
  }
  return fields;
}

describe("/users", () => {
  it("lists the company's users with the filters from the URL", async () => {
    const { loader } = await import("~/features/users/routes/users");
    const cookie = await cookieOf(ADMIN);
    const all = (await loader(get("/users", cookie))) as Exclude<
      Awaited<ReturnType<typeof loader>>,
      Response
    >;
    expect(all.title).toBe("Users – ChemSafe");
    expect(all.state).toMatchObject({ q: "", status: "active", page: 1 });
    expect(all.users.length).toBeGreaterThan(5);
    expect(all.filtered).toBe(false);

    const found = await loader(get("/users?q=wenche&permission=nonsense&status=all", cookie));
    expect(found.users.map((u) => u.email)).toEqual([WORKER]);
    // A value the list does not know is ignored, not an error.
    expect(found.state).toMatchObject({ q: "wenche", permission: "", status: "all" });
    expect(found.filtered).toBe(true);

    const admins = await loader(get("/users?permission=user_admin", cookie));
    expect(admins.users.every((u) => u.permissions.user_admin)).toBe(true);
  });

  it("sends a page past the end back to the last page", async () => {
    const { loader } = await import("~/features/users/routes/users");
    const result = await settle(async () => loader(get("/users?q=wenche&page=9", await cookieOf(ADMIN))));
    expect((result as Response).headers.get("Location")).toBe("/users?q=wenche");
  });

  it("sends a user without user_admin to /main with the warning, pages and layout alike", async () => {
    const cookie = await cookieOf(WORKER);
    const list = await import("~/features/users/routes/users");
    await expectBlocked(await settle(async () => list.loader(get("/users", cookie))));
    const layout = await import("~/features/users/routes/layout");
    await expectBlocked(await settle(async () => layout.loader(get("/users", cookie))));
    const created = await import("~/features/users/routes/user-new");
    const before = await userCount();
    await expectBlocked(
      await settle(async () =>
        created.action(
          post("/users/new", cookie, formFields({ name: "X", email: "x@demo.test", language: "4" })),
        ),
      ),
    );
    expect(await userCount()).toBe(before);
  });
});

describe("/users/new", () => {
  it("creates the user and goes to the user's page with a toast", async () => {
    const { action } = await import("~/features/users/routes/user-new");
    const cabinet = await idOf("locations", "Flammables cabinet");
    const result = (await settle(async () =>
      action(
        post(
          "/users/new",
          await cookieOf(ADMIN),
          formFields({
            name: " Tina Tester ",
            email: "Tina.Tester@Demo.test",
            language: "6",
            permissions: ["add_product", "edit_location"],
            is_personal: "on",
            default_columns: ["name", "cas_no"],
            topnodes: [String(cabinet)],
          }),
        ),
      ),
    )) as Response;
    expect(result.status).toBe(302);
    const id = await idOf("users", "tina.tester@demo.test");
    expect(result.headers.get("Location")).toBe(`/users/${id}`);
    expect(await toastOf(result)).toMatchObject({
      type: "success",
      text: "Tina Tester was created and the invitation was sent.",
    });
    const { rows } = await t.db.execute<Record<string, unknown>>(
      sql`SELECT name, language, permissions, is_personal, is_guest_user, default_columns, topnodes FROM users WHERE id = ${id}`,
    );
    expect(rows[0]).toMatchObject({
      name: "Tina Tester",
      language: 6,
      is_personal: true,
      is_guest_user: false,
      default_columns: ["name", "cas_no"],
      topnodes: [cabinet],
    });
    expect((rows[0]!.permissions as Record<string, boolean>).add_product).toBe(true);
    const mail = await t.db.execute<{ subject: string }>(
      sql`SELECT subject FROM mail_outbox WHERE to_address = 'tina.tester@demo.test'`,
    );
    expect(mail.rows.map((m) => m.subject)).toEqual(["Sie wurden zu ChemSafe eingeladen"]);
  });

  it("refuses bad input with messages on the fields, keeps what was entered and saves nothing", async () => {
    const { action } = await import("~/features/users/routes/user-new");
    const cookie = await cookieOf(ADMIN);
    const before = await userCount();
    const bad = (await action(
      post(
        "/users/new",
        cookie,
        formFields({ name: " ", email: "nope", language: "4", permissions: ["wpd"] }),
      ),
    )) as {
      result: { status: string; error: Record<string, string[]>; initialValue: Record<string, unknown> };
    };
    expect(bad.result.status).toBe("error");
    expect(bad.result.error).toEqual({
      name: ["Enter the name."],
      email: ["Enter an e-mail address like name@example.com."],
    });
    expect(bad.result.initialValue).toMatchObject({ email: "nope", permissions: "wpd" });

    const taken = (await action(
      post("/users/new", cookie, formFields({ name: "Twin", email: "WORKER@demo.test", language: "4" })),
    )) as { result: { error: Record<string, string[]> } };
    expect(taken.result.error).toEqual({ email: ["A user with this e-mail address already exists."] });
    expect(await userCount()).toBe(before);
  });

  it("Find shows the form again with the matching locations, saving nothing", async () => {
    const { action } = await import("~/features/users/routes/user-new");
    const before = await userCount();
    const reply = (await action(
      post(
        "/users/new",
        await cookieOf(ADMIN),
        formFields(
          { name: "Half done", email: "half@demo.test", language: "4", topnode_q: "cabinet" },
          "find-locations",
        ),
      ),
    )) as {
      result: { initialValue: Record<string, unknown> };
      picker: { q: string; matches: { path: string }[] };
    };
    expect(reply.picker.q).toBe("cabinet");
    expect(reply.picker.matches.map((m) => m.path).join("\n")).toContain("Flammables cabinet");
    expect(reply.result.initialValue).toMatchObject({ name: "Half done" });
    expect(await userCount()).toBe(before);
  });
});

describe("/users/{id}", () => {
  it("shows the user with their top locations and saves changes", async () => {
    const route = await import("~/features/users/routes/user");
    const id = await idOf("users", "hse@demo.test");
    const cookie = await cookieOf(ADMIN);
    const data = await route.loader(get(`/users/${id}`, cookie, { id: String(id) }));
    expect(data).toMatchObject({ title: "Hanna Hse – Users – ChemSafe", self: false, deactivatedOn: null });
    expect(data.defaults).toMatchObject({
      email: "hse@demo.test",
      permissions: ["add_product", "edit_location"],
    });

    const result = (await settle(async () =>
      route.action(
        post(
          `/users/${id}`,
          cookie,
          formFields({
            name: "Hanna Hse",
            email: "hse@demo.test",
            language: "4",
            permissions: ["add_product"],
            is_personal: "on",
          }),
          { id: String(id) },
        ),
      ),
    )) as Response;
    expect(result.headers.get("Location")).toBe(`/users/${id}`);
    expect(await toastOf(result)).toMatchObject({
      type: "success",
      text: "The changes to Hanna Hse were saved.",
    });
    const after = await route.loader(get(`/users/${id}`, cookie, { id: String(id) }));
    expect(after.defaults.permissions).toEqual(["add_product"]);
  });

  it("deactivates, reactivates and resends the invitation with their own intents", async () => {
    const route = await import("~/features/users/routes/user");
    const id = await idOf("users", "requester2@demo.test");
    const cookie = await cookieOf(ADMIN);
    const act = async (intent: string) =>
      (await settle(async () =>
        route.action(post(`/users/${id}`, cookie, [["intent", intent]], { id: String(id) })),
      )) as Response;

    const off = await act("deactivate");
    expect(await toastOf(off)).toMatchObject({
      type: "success",
      text: "Rune Requester was deactivated and signed out.",
    });
    const data = await route.loader(get(`/users/${id}`, cookie, { id: String(id) }));
    expect(data.deactivatedOn).toMatch(/\d{4}/);
    expect(await toastOf(await act("invite"))).toMatchObject({
      type: "error",
      text: "A deactivated user can't be invited. Reactivate the user first.",
    });
    expect(await toastOf(await act("reactivate"))).toMatchObject({
      type: "success",
      text: "Rune Requester was reactivated and can sign in again.",
    });
    expect(await toastOf(await act("invite"))).toMatchObject({
      type: "success",
      text: "The invitation was sent to requester2@demo.test again.",
    });
  });

  it("refuses the self rules with a clear toast and changes nothing", async () => {
    const route = await import("~/features/users/routes/user");
    const self = await idOf("users", ADMIN);
    const cookie = await cookieOf(ADMIN);
    const own = (await settle(async () =>
      route.action(
        post(
          `/users/${self}`,
          cookie,
          formFields({ name: "Ulla Useradmin", email: ADMIN, language: "4", is_personal: "on" }),
          { id: String(self) },
        ),
      ),
    )) as Response;
    expect(await toastOf(own)).toMatchObject({
      type: "error",
      text: "You can't remove your own user administration permission. Ask another user administrator.",
    });
    const off = (await settle(async () =>
      route.action(post(`/users/${self}`, cookie, [["intent", "deactivate"]], { id: String(self) })),
    )) as Response;
    expect(await toastOf(off)).toMatchObject({
      type: "error",
      text: "You can't deactivate yourself. Ask another user administrator.",
    });
    const data = await route.loader(get(`/users/${self}`, cookie, { id: String(self) }));
    expect(data).toMatchObject({ self: true, deactivatedOn: null });
    expect(data.defaults.permissions).toEqual(["user_admin"]);
  });

  it("answers 404 for another company's user and a malformed id", async () => {
    const route = await import("~/features/users/routes/user");
    const cookie = await cookieOf(ADMIN);
    const { rows } = await t.db.execute<{ id: number }>(
      sql`SELECT id FROM users WHERE email = 'admin@other.test'`,
    );
    for (const id of [String(rows[0]!.id), "abc"]) {
      const result = await settle(async () => route.loader(get(`/users/${id}`, cookie, { id })));
      expect((result as Response).status, id).toBe(404);
    }
  });
});

describe("sign-in of a deactivated user", () => {
  it("is a 'no access' refusal, like a sign-in without a ChemSafe user; an expired token is not", async () => {
    const { createApiClient } = await import("~/lib/api-client.server");
    const { getSignedInUser, isNoAccess } = await import("~/features/auth/api.server");
    const refusalFor = async (email: string, expiresIn?: string) => {
      const api = createApiClient({
        accessToken: await t.issuer.tokenFor(email, { expiresIn }),
        language: 4,
      });
      return getSignedInUser(api).then(
        () => null,
        (error: unknown) => error,
      );
    };
    await t.db.execute(sql`UPDATE users SET deactivated_at = now() WHERE email = 'evaluator4@demo.test'`);
    try {
      expect(isNoAccess(await refusalFor("evaluator4@demo.test"))).toBe(true);
      expect(isNoAccess(await refusalFor("nobody@demo.test"))).toBe(true);
      expect(isNoAccess(await refusalFor("evaluator3@demo.test", "-1m"))).toBe(false);
      expect(await refusalFor("evaluator3@demo.test")).toBeNull();
    } finally {
      await t.db.execute(sql`UPDATE users SET deactivated_at = NULL WHERE email = 'evaluator4@demo.test'`);
    }
  });
});
