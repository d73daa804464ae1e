import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { args, settle, setupAppTest } from "../support/app";

let t: Awaited<ReturnType<typeof setupAppTest>>;
beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

function post(url: string, cookie: string, fields: [string, string][]) {
  const body = new URLSearchParams(fields);
  return args(url, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
}

async function userRow(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row!;
}

describe("/my-page", () => {
  it("opens on the profile tab", async () => {
    const { loader } = await import("~/features/my-page/routes/index");
    expect(loader().headers.get("Location")).toBe("/my-page/profile");
  });
});

describe("/my-page/profile", () => {
  it("shows the user's profile", async () => {
    const { loader } = await import("~/features/my-page/routes/profile");
    const { cookie } = await t.signedIn("worker@demo.test");
    const data = await loader(args("/my-page/profile", { headers: { Cookie: cookie } }));
    expect(data.profile).toEqual({
      name: "Wenche Worker",
      email: "worker@demo.test",
      language: "4",
      default_columns: [],
    });
    expect(data.languages.map((l) => l.locale)).toContain("nb");
  });

  it("saves name, language and default columns, and keeps the language in the session", async () => {
    const { action } = await import("~/features/my-page/routes/profile");
    const { cookie, sessionId } = await t.signedIn("worker@demo.test");
    const result = (await settle(() =>
      action(
        post("/my-page/profile", cookie, [
          ["name", "  Wenche W. Worker "],
          ["language", "6"],
          ["default_columns", "name"],
          ["default_columns", "cas_no"],
        ]),
      ),
    )) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/my-page/profile");
    expect(result.headers.get("Set-Cookie")).toContain("__flash=");
    const row = await userRow("worker@demo.test");
    expect(row.name).toBe("Wenche W. Worker");
    expect(row.language).toBe(6);
    expect(row.defaultColumns).toEqual(["name", "cas_no"]);
    const { sessions } = await import("../../db/schema");
    const [session] = await t.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(session!.data.language).toBe(6);
  });

  it("refuses bad input with messages on the fields and saves nothing", async () => {
    const { action } = await import("~/features/my-page/routes/profile");
    const before = await userRow("evaluator@demo.test");
    const { cookie } = await t.signedIn("evaluator@demo.test");
    const result = (await action(
      post("/my-page/profile", cookie, [
        ["name", "   "],
        ["language", "99"],
        ["default_columns", "password"],
      ]),
    )) as { status?: string; error?: Record<string, string[] | null> };
    expect(result.status).toBe("error");
    expect(result.error?.name).toEqual(["myPage.validation.required"]);
    expect(result.error?.language).toEqual(["myPage.validation.invalid"]);
    expect(result.error?.["default_columns[0]"]).toEqual(["myPage.validation.invalid"]);
    const after = await userRow("evaluator@demo.test");
    expect(after).toEqual(before);
  });

  it("refuses a visitor without a session", async () => {
    const { action } = await import("~/features/my-page/routes/profile");
    const result = (await settle(() => action(post("/my-page/profile", "", [["name", "X"]])))) as Response;
    expect(result.headers.get("Location")).toMatch(/^\/auth/);
  });
});

describe("the language switch", () => {
  it("saves the language and goes back to the page", async () => {
    const { action } = await import("~/features/shell/routes/language");
    const { cookie } = await t.signedIn("guest@demo.test");
    const result = (await settle(() =>
      action(
        post("/language", cookie, [
          ["language", "1"],
          ["redirectTo", "/my-page/licenses"],
        ]),
      ),
    )) as Response;
    expect(result.headers.get("Location")).toBe("/my-page/licenses");
    expect((await userRow("guest@demo.test")).language).toBe(1);
  });

  it("ignores an unknown language and a foreign redirect", async () => {
    const { action } = await import("~/features/shell/routes/language");
    const { cookie } = await t.signedIn("admin@other.test");
    const result = (await settle(() =>
      action(
        post("/language", cookie, [
          ["language", "42"],
          ["redirectTo", "https://evil.example"],
        ]),
      ),
    )) as Response;
    expect(result.headers.get("Location")).toBe("/main");
    expect((await userRow("admin@other.test")).language).toBe(4);
  });
});

describe("the other tabs", () => {
  it("licences list the product's modules", async () => {
    const { loader } = await import("~/features/my-page/routes/licenses");
    const { cookie } = await t.signedIn("admin@demo.test");
    const data = await loader(args("/my-page/licenses", { headers: { Cookie: cookie } }));
    expect(data.companyName).toBe("Demo Chemicals AS");
    expect(data.modules.map((m) => m.key)).toContain("chemicalApprovals");
  });

  it("privacy shows when the account was created, in the user's date format", async () => {
    const { loader } = await import("~/features/my-page/routes/privacy");
    const { cookie } = await t.signedIn("admin@demo.test");
    const data = await loader(args("/my-page/privacy", { headers: { Cookie: cookie } }));
    expect(data.since).toMatch(/^\d{2}\/\d{2}\/\d{2}$/);
  });

  it("the download is the user's own data as a JSON file, without tokens", async () => {
    const { loader } = await import("~/features/my-page/routes/privacy-download");
    const { cookie } = await t.signedIn("admin@demo.test");
    const response = await loader(args("/my-page/privacy/download", { headers: { Cookie: cookie } }));
    expect(response.headers.get("Content-Disposition")).toContain("attachment");
    const text = await response.text();
    const body = JSON.parse(text);
    expect(body.user.email).toBe("admin@demo.test");
    expect(body.sessions.length).toBeGreaterThan(0);
    expect(text).not.toMatch(/eyJ/); // no JWT anywhere
  });

  it("exposure shows the user's own history, or that the register does not apply to them", async () => {
    const { loader } = await import("~/features/my-page/routes/exposure");
    const { cookie } = await t.signedIn("admin@demo.test");
    const data = await loader(args("/my-page/exposure", { headers: { Cookie: cookie } }));
    expect(data.view?.person.name).toBe("Anna Admin");
    const worker = await t.signedIn("worker@demo.test");
    const none = await loader(args("/my-page/exposure", { headers: { Cookie: worker.cookie } }));
    expect(none.view).toBeNull();
  });
});
