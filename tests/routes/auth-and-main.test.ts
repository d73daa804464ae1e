import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sessions } from "../../db/schema";
import { args, settle, setupAppTest } from "../support/app";

let t: Awaited<ReturnType<typeof setupAppTest>>;
beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

describe("the session guard (_app loader)", () => {
  it("sends a visitor without a session to /auth, remembering the page", async () => {
    const { loader } = await import("~/features/shell/routes/app-layout");
    const result = await settle(() => loader(args("/products?page=2")));
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get("Location")).toBe("/auth?redirectTo=%2Fproducts%3Fpage%3D2");
  });

  it("lets a signed-in user through with their name and company", async () => {
    const { loader } = await import("~/features/shell/routes/app-layout");
    const { cookie } = await t.signedIn("admin@demo.test");
    const result = await loader(args("/main", { headers: { Cookie: cookie } }));
    expect(result.user).toEqual({ name: "Anna Admin", companyName: "Demo Chemicals AS", languageId: 4 });
    expect(result.navGroups.flatMap((entry) => entry.modules.map((module) => module.key))).toEqual([
      "home",
      "myPage",
      "products",
      "search",
      "substitution",
      "locations",
      "locationHierarchy",
      "workplaceDescriptions",
      "qrReadlink",
      "riskAssessments",
      "sps",
      "exposure",
      "training",
      "chemicalApprovals",
      "internalDocuments",
      "sdsRequests",
      "readUnderstood",
      "smartForms",
      "sdsEvents",
      "actions",
      "amountReport",
      "customReports",
      "legislation",
      "users",
      "companySettings",
      "activities",
    ]);
    expect(result.languages).toHaveLength(10);
  });

  it("sends a user deactivated meanwhile to sign-in: the API refuses their still valid token", async () => {
    const { loader } = await import("~/features/shell/routes/app-layout");
    const { cookie } = await t.signedIn("operator@demo.test");
    // Deactivated behind the session's back (the users page would also have deleted the session row).
    await t.db.execute(sql`UPDATE users SET deactivated_at = now() WHERE email = 'operator@demo.test'`);
    try {
      const result = (await settle(() => loader(args("/main", { headers: { Cookie: cookie } })))) as Response;
      expect(result.status).toBe(302);
      expect(result.headers.get("Location")).toMatch(/^\/auth/);
      expect(result.headers.get("Set-Cookie")).toMatch(/__session=;.*Max-Age=0/);
    } finally {
      await t.db.execute(sql`UPDATE users SET deactivated_at = NULL WHERE email = 'operator@demo.test'`);
    }
  });

  it("ends the session when the API answers 401 Unauthenticated", async () => {
    const { loader } = await import("~/features/shell/routes/app-layout");
    // The session believes its token is valid; the API knows it has expired.
    const { cookie, sessionId } = await t.signedIn("worker@demo.test", { expiresIn: "-1m" });
    const result = (await settle(() => loader(args("/main", { headers: { Cookie: cookie } })))) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/auth?expired=1");
    expect(result.headers.get("Set-Cookie")).toMatch(/__session=;.*Max-Age=0/);
    // The row is deleted in the background (the redirect does not wait for it).
    await vi.waitFor(
      async () => expect(await t.db.select().from(sessions).where(eq(sessions.id, sessionId))).toEqual([]),
      { timeout: 5000, interval: 50 },
    );
  });

  it("sends a session whose token expired without a refresh token back to sign-in", async () => {
    const { loader } = await import("~/features/shell/routes/app-layout");
    const { cookie } = await t.signedIn("worker@demo.test", { expiresAt: Date.now() - 1000 });
    const result = (await settle(() => loader(args("/main", { headers: { Cookie: cookie } })))) as Response;
    expect(result.headers.get("Location")).toBe("/auth?expired=1");
  });

  it("refuses a forged session cookie", async () => {
    const { loader } = await import("~/features/shell/routes/app-layout");
    const result = (await settle(() =>
      loader(args("/main", { headers: { Cookie: "__session=forged-id.forged-signature" } })),
    )) as Response;
    expect(result.headers.get("Location")).toBe("/auth");
  });
});

describe("/main", () => {
  it("shows the user's name, company, language and permissions", async () => {
    const { loader } = await import("~/features/shell/routes/main");
    const { cookie } = await t.signedIn("evaluator@demo.test");
    const data = await loader(args("/main", { headers: { Cookie: cookie } }));
    expect(data.user).toMatchObject({
      name: "Erik Evaluator",
      email: "evaluator@demo.test",
      companyName: "Demo Chemicals AS",
      languageName: "English (UK)",
      permissions: ["chemical_approval_request"],
    });
    expect(data.title).toBe("Home – ChemSafe");
    // Links to the built parts of the product the user may use.
    expect(data.moduleKeys.map((m) => m.key)).toEqual([
      "myPage",
      "products",
      "search",
      "substitution",
      "locations",
      "locationHierarchy",
      "riskAssessments",
      "sps",
      "chemicalApprovals",
      "readUnderstood",
      "amountReport",
      "customReports",
      "legislation",
      "companySettings",
      "training",
      "sdsEvents",
      "actions",
    ]);
  });
});

describe("/auth", () => {
  it("offers sign-in and keeps a safe redirect target", async () => {
    const { loader } = await import("~/features/auth/routes/sign-in");
    const data = (await loader(args("/auth?redirectTo=%2Fproducts&expired=1"))) as {
      redirectTo: string;
      notice: string;
    };
    expect(data.redirectTo).toBe("/products");
    expect(data.notice).toBe("auth.expired");
    const unsafe = (await loader(args("/auth?redirectTo=https%3A%2F%2Fevil.example"))) as {
      redirectTo: string;
    };
    expect(unsafe.redirectTo).toBe("/main");
  });

  it("sends a signed-in user straight on", async () => {
    const { loader } = await import("~/features/auth/routes/sign-in");
    const { cookie } = await t.signedIn("admin@demo.test");
    const result = (await settle(() =>
      loader(args("/auth?redirectTo=%2Fmain%3Fx%3D1", { headers: { Cookie: cookie } })),
    )) as Response;
    expect(result.headers.get("Location")).toBe("/main?x=1");
  });

  it("sends a signed-in user on to a target outside Latin-1, percent-encoded, and never off the site", async () => {
    const { loader } = await import("~/features/auth/routes/sign-in");
    const { cookie } = await t.signedIn("admin@demo.test");
    const go = async (query: string) =>
      (
        (await settle(() => loader(args(`/auth?${query}`, { headers: { Cookie: cookie } })))) as Response
      ).headers.get("Location");
    expect(await go("redirectTo=%2Fmain%E2%98%83")).toBe("/main%E2%98%83");
    expect(await go("redirectTo=/%FF")).toBe("/%EF%BF%BD");
    expect(await go("redirectTo=/.//evil.example")).toBe("/main");
    expect(await go("redirectTo=/..//evil.example")).toBe("/main");
  });
});

describe("/auth/logout", () => {
  it("deletes the session row and clears the cookie", async () => {
    const { action } = await import("~/features/auth/routes/logout");
    const { cookie, sessionId } = await t.signedIn("admin@demo.test");
    const result = (await settle(() =>
      action(args("/auth/logout", { method: "POST", headers: { Cookie: cookie } })),
    )) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Set-Cookie")).toMatch(/__session=;/);
    expect(await t.db.select().from(sessions).where(eq(sessions.id, sessionId))).toEqual([]);
  });

  it("is not a GET", async () => {
    const { loader } = await import("~/features/auth/routes/logout");
    expect(loader().headers.get("Location")).toBe("/main");
  });
});

describe("/auth/no-access", () => {
  it("names the account that has no ChemSafe user", async () => {
    const { loader } = await import("~/features/auth/routes/no-access");
    const { noAccessCookie } = await import("~/lib/cookies.server");
    const cookie = (await noAccessCookie().serialize("nobody@demo.test")).split(";")[0]!;
    const data = await loader(args("/auth/no-access", { headers: { Cookie: cookie } }));
    expect(data.email).toBe("nobody@demo.test");
    const without = await loader(args("/auth/no-access"));
    expect(without.email).toBeNull();
  });
});

describe("redirects to /main", () => {
  it("the empty path and unknown paths", async () => {
    const index = await import("~/features/shell/routes/home");
    const splat = await import("~/features/shell/routes/not-found");
    expect(index.loader().headers.get("Location")).toBe("/main");
    expect(splat.loader().headers.get("Location")).toBe("/main");
  });
});
