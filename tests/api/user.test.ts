import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSION_FLAGS } from "../../core/permissions";
import type { User, UserAdmin } from "../../api/users/schemas";
import { users } from "../../db/schema";
import { DEMO_COMPANY_IDS } from "../../seed/seed";
import { createHarness, type ApiHarness } from "./helpers";

let h: ApiHarness;

beforeAll(async () => {
  h = await createHarness();
});

afterAll(async () => {
  await h.close();
});

const USER_KEYS = [
  "anonymous",
  "company_id",
  "company_name",
  "default_columns",
  "email",
  "exposure",
  "features",
  "id",
  "is_guest_user",
  "is_personal",
  "is_validated",
  "language",
  "name",
  "permissions",
  "secure_company",
  "topnodes",
].sort();

async function userRow(email: string) {
  const [row] = await h.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

describe("GET /user/v1/user", () => {
  it("answers the admin with every flag set", async () => {
    const res = await h.call("admin@demo.test", "/api/user/v1/user");
    expect(res.status).toBe(200);
    const user = (res.body as { data: User }).data;
    expect(Object.keys(user).sort()).toEqual(USER_KEYS);
    expect(user).toMatchObject({
      id: (await userRow("admin@demo.test")).id,
      company_id: DEMO_COMPANY_IDS.demoChemicals,
      company_name: "Demo Chemicals AS",
      name: "Anna Admin",
      email: "admin@demo.test",
      secure_company: false,
      is_personal: true,
      exposure: true,
      is_guest_user: false,
      anonymous: false,
      is_validated: true,
      topnodes: [],
      default_columns: [],
      language: 4,
    });
    expect(user.permissions).toEqual(Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, true])));
    expect(user.features).toEqual({ emptyState: false, replaceSds: true, sps: true, guidance: true });
  });

  it("answers a worker with every flag false", async () => {
    const user = ((await h.call("worker@demo.test", "/api/user/v1/user")).body as { data: User }).data;
    expect(user.name).toBe("Wenche Worker");
    expect(Object.keys(user.permissions).sort()).toEqual([...PERMISSION_FLAGS].sort());
    expect(Object.values(user.permissions).every((flag) => flag === false)).toBe(true);
  });

  it("merges the user's own features over the company's", async () => {
    await h.db
      .update(users)
      .set({ features: { sps: false, guidance: false, extra: true } })
      .where(eq(users.email, "guest@demo.test"));
    const user = ((await h.call("guest@demo.test", "/api/user/v1/user")).body as { data: User }).data;
    expect(user.features).toEqual({
      emptyState: false,
      replaceSds: true,
      sps: false,
      guidance: false,
      extra: true,
    });
    expect(user.is_guest_user).toBe(true);
  });
});

describe("POST /user/v1/user", () => {
  const post = (email: string, body: unknown, headers?: Record<string, string>) =>
    h.call(email, "/api/user/v1/user", { method: "POST", body, headers });

  it("updates language, name and default columns and persists them", async () => {
    const before = await userRow("evaluator@demo.test");
    const res = await post("evaluator@demo.test", {
      language: 2,
      name: "  Erik\u0000 E.\tEvaluator ",
      default_columns: ["name", "supplier_2"],
    });
    expect(res.status).toBe(200);
    const user = (res.body as { data: User }).data;
    expect(user).toMatchObject({
      language: 2,
      name: "Erik E. Evaluator",
      default_columns: ["name", "supplier_2"],
    });

    const after = await userRow("evaluator@demo.test");
    expect(after).toMatchObject({
      language: 2,
      name: "Erik E. Evaluator",
      defaultColumns: ["name", "supplier_2"],
    });
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());

    const readBack = (await h.call("evaluator@demo.test", "/api/user/v1/user")).body as { data: User };
    expect(readBack.data.language).toBe(2);
  });

  it("changes only the caller", async () => {
    await post("worker@demo.test", { language: 9 });
    expect((await userRow("worker@demo.test")).language).toBe(9);
    expect((await userRow("admin@demo.test")).language).toBe(4);
    expect((await userRow("admin@other.test")).language).toBe(4);
  });

  it.each([
    ["a language out of range", { language: 11 }, "language"],
    ["a language of 0", { language: 0 }, "language"],
    ["a fractional language", { language: 2.5 }, "language"],
    ["a language as text", { language: "2" }, "language"],
    ["an empty name", { name: "   " }, "name"],
    ["a name of control characters only", { name: "\u0001\u0002" }, "name"],
    ["a name over 200 characters", { name: "x".repeat(201) }, "name"],
    ["a column with capitals", { default_columns: ["name", "Supplier"] }, "default_columns.1"],
    ["an empty column", { default_columns: [""] }, "default_columns.0"],
    ["a column over 64 characters", { default_columns: ["a".repeat(65)] }, "default_columns.0"],
    [
      "over 50 columns",
      { default_columns: Array.from({ length: 51 }, (_, i) => `c${i}`) },
      "default_columns",
    ],
    ["columns that are not a list", { default_columns: "name" }, "default_columns"],
    ["an unknown field", { language: 3, is_admin: true }, "is_admin"],
    ["an empty object", {}, "body"],
  ])("answers 422 for %s and changes nothing", async (_label, body, field) => {
    const before = await userRow("admin@demo.test");
    const res = await post("admin@demo.test", body);
    expect(res.status).toBe(422);
    const error = res.body as { message: string; errors: Record<string, string[]> };
    expect(error.message).toBe("The given data was invalid.");
    expect(Object.keys(error.errors)).toContain(field);
    expect(error.errors[field]?.every((message) => typeof message === "string" && message.length > 0)).toBe(
      true,
    );
    expect(await userRow("admin@demo.test")).toEqual(before);
  });

  it("says Nothing to update for an empty object", async () => {
    const res = await post("admin@demo.test", {});
    expect((res.body as { errors: Record<string, string[]> }).errors).toEqual({
      body: ["Nothing to update"],
    });
  });

  it("accepts a 200-character name and 50 columns", async () => {
    const res = await post("guest@demo.test", {
      name: "y".repeat(200),
      default_columns: Array.from({ length: 50 }, (_, i) => `col_${i}`),
    });
    expect(res.status).toBe(200);
    expect((await userRow("guest@demo.test")).name).toHaveLength(200);
  });

  it("answers 400 for malformed JSON", async () => {
    const res = await h.api.request("/api/user/v1/user", {
      method: "POST",
      headers: { ...(await h.headersFor("admin@demo.test")), "Content-Type": "application/json" },
      body: "{ not json",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty("message");
  });

  it("answers 401 without a token and changes nothing", async () => {
    const before = await userRow("admin@demo.test");
    const res = await h.call(null, "/api/user/v1/user", { method: "POST", body: { language: 3 } });
    expect(res.status).toBe(401);
    expect(await userRow("admin@demo.test")).toEqual(before);
  });
});

describe("GET /user/v1/users (users administration)", () => {
  it("lists only the caller's company, ordered by name, a page with its total", async () => {
    const res = await h.call("admin@demo.test", "/api/user/v1/users?status=all");
    expect(res.status).toBe(200);
    const page = res.body as { data: UserAdmin[]; meta: { total: number; page: number; limit: number } };
    const demoRows = await h.db
      .select()
      .from(users)
      .where(eq(users.companyId, DEMO_COMPANY_IDS.demoChemicals));
    expect(page.meta).toEqual({ total: demoRows.length, page: 1, limit: 20 });
    expect(page.data).toHaveLength(Math.min(20, demoRows.length));
    const names = page.data.map((u) => u.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(page.data.every((u) => u.email.endsWith("@demo.test"))).toBe(true);
  });

  it("lists the other company's users for its admin", async () => {
    const list = ((await h.call("admin@other.test", "/api/user/v1/users")).body as { data: UserAdmin[] })
      .data;
    expect(list.map((u) => u.email)).toEqual(["admin@other.test"]);
  });

  it("refuses pages out of bounds", async () => {
    for (const page of ["0", "5001", "abc", "-5"]) {
      const res = await h.call("admin@demo.test", `/api/user/v1/users?page=${page}`);
      expect(res.status, `page=${page}`).toBe(422);
      expect(Object.keys((res.body as { errors: Record<string, string[]> }).errors)).toEqual(["page"]);
    }
  });
});

describe("GET /user/v1/users/{id}", () => {
  it("answers a colleague", async () => {
    const worker = await userRow("worker@demo.test");
    const res = await h.call("admin@demo.test", `/api/user/v1/users/${worker.id}`);
    expect(res.status).toBe(200);
    expect((res.body as { data: UserAdmin }).data).toMatchObject({
      id: worker.id,
      name: worker.name,
      email: "worker@demo.test",
      language: worker.language,
      deactivated_at: null,
    });
  });

  it("answers 404 for another company's user, exactly like a missing one", async () => {
    const worker = await userRow("worker@demo.test");
    const foreign = await h.call("admin@other.test", `/api/user/v1/users/${worker.id}`);
    const missing = await h.call("admin@other.test", "/api/user/v1/users/999999");
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: "Not found" });
    expect(foreign.text).toBe(missing.text);
    expect(foreign.text).not.toContain("demo.test");
    expect(foreign.text).not.toContain("Wenche");
  });

  it.each(["abc", "1.5", "-1", "0", "01", "99999999999", "1e3"])("answers 404 for the id %j", async (id) => {
    const res = await h.call("admin@demo.test", `/api/user/v1/users/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Not found" });
  });
});
