import type { SubmissionResult } from "@conform-to/react";
import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApi } from "../../api/app";
import type { User } from "../../api/users/schemas";
import { createJwtVerifier } from "../../api/auth";
import type { ApiApp } from "../../api/env";
import { setApiForTests } from "../../api/instance";
import { locations, onboardingSubmissions, users } from "../../db/schema";
import { DEMO_COMPANY_IDS } from "../../seed/seed";
import { args, settle, setupAppTest } from "../support/app";
import { TEST_AUDIENCE, TEST_ISSUER } from "../support/tokens";

let t: Awaited<ReturnType<typeof setupAppTest>>;
let realApi: ApiApp;

beforeAll(async () => {
  t = await setupAppTest();
  realApi = createApi({
    db: t.db,
    verifyToken: createJwtVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, jwks: t.issuer.jwks }),
  });
  setApiForTests(realApi);
});
afterAll(() => t.close());

const NEWCOMER = "newcomer@fresh.test";
const FRESH = DEMO_COMPANY_IDS.freshStart;

/** Fresh Start starts every test un-onboarded. */
async function resetFreshStart() {
  await t.db.delete(onboardingSubmissions).where(eq(onboardingSubmissions.companyId, FRESH));
  await t.db.delete(locations).where(eq(locations.companyId, FRESH));
  await t.db
    .update(users)
    .set({ questionnaireDismissedAt: null, locationPromptDismissedAt: null, onboardingPromptedAt: null })
    .where(eq(users.companyId, FRESH));
}
beforeEach(resetFreshStart);
afterEach(() => setApiForTests(realApi));

function post(url: string, cookie: string, fields: [string, string][]) {
  return args(url, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

async function userRow(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row!;
}

async function submissionsOf(companyId: number) {
  const [row] = await t.db
    .select({ n: count() })
    .from(onboardingSubmissions)
    .where(eq(onboardingSubmissions.companyId, companyId));
  return row?.n ?? 0;
}

const VALID: [string, string][] = [
  ["industry", "laboratory"],
  ["employees", "1_9"],
  ["management", "none"],
  ["goals", "sds"],
  ["goals", "training"],
  ["product_count", " 40 "],
  ["comment", ""],
];

describe("after sign-in (pathAfterSignIn)", () => {
  async function apiFor(email: string) {
    const { createApiClient } = await import("~/lib/api-client.server");
    return createApiClient({ accessToken: await t.issuer.tokenFor(email), language: 4 });
  }
  async function afterSignIn(email: string, requested = "/main") {
    const { pathAfterSignIn } = await import("~/features/onboarding/api.server");
    const api = await apiFor(email);
    const { data: user } = await api.get<{ data: User }>("/user/v1/user");
    return pathAfterSignIn(api, user, requested);
  }

  it("takes a newcomer to the questionnaire once, and marks them prompted", async () => {
    expect(await afterSignIn(NEWCOMER, "/products")).toBe("/questionnaire");
    expect((await userRow(NEWCOMER)).onboardingPromptedAt).toBeInstanceOf(Date);
    // Once prompted, sign-in never redirects to onboarding again.
    expect(await afterSignIn(NEWCOMER, "/products")).toBe("/products");
  });

  it("starts at the location prompt when the questionnaire does not apply", async () => {
    await t.db.update(users).set({ questionnaireDismissedAt: new Date() }).where(eq(users.email, NEWCOMER));
    expect(await afterSignIn(NEWCOMER)).toBe("/location-prompt");
  });

  it("goes to the page asked for when no step applies, without using up the prompt", async () => {
    await t.db.insert(onboardingSubmissions).values({
      companyId: FRESH,
      userId: (await userRow(NEWCOMER)).id,
      formId: 1,
      answers: {},
    });
    await t.db.insert(locations).values({ companyId: FRESH, name: "Main site" });
    expect(await afterSignIn(NEWCOMER, "/main?x=1")).toBe("/main?x=1");
    expect((await userRow(NEWCOMER)).onboardingPromptedAt).toBeNull();
  });

  it("skips the location prompt for a user without edit_location", async () => {
    await t.db.update(users).set({ permissions: {} }).where(eq(users.email, NEWCOMER));
    try {
      await t.db.insert(locations).values({ companyId: FRESH, name: "Irrelevant", archived: true });
      await t.db.update(users).set({ questionnaireDismissedAt: new Date() }).where(eq(users.email, NEWCOMER));
      expect(await afterSignIn(NEWCOMER)).toBe("/main");
    } finally {
      await t.db
        .update(users)
        .set({ permissions: { edit_location: true } })
        .where(eq(users.email, NEWCOMER));
    }
  });

  it("sends the seeded demo users straight on", async () => {
    for (const email of ["admin@demo.test", "worker@demo.test", "admin@other.test"]) {
      expect(await afterSignIn(email, "/main"), email).toBe("/main");
    }
  });

  it("never stops a sign-in when the onboarding check fails", async () => {
    setApiForTests({
      request: (path: string, init?: RequestInit) =>
        path.includes("/onboarding-api/")
          ? new Response(JSON.stringify({ message: "Internal server error" }), { status: 500 })
          : realApi.request(path, init),
    } as unknown as ApiApp);
    expect(await afterSignIn(NEWCOMER, "/products")).toBe("/products");
  });
});

describe("/questionnaire", () => {
  it("shows the questionnaire to an eligible user", async () => {
    const { loader } = await import("~/features/onboarding/routes/questionnaire");
    const { cookie } = await t.signedIn(NEWCOMER);
    const data = await loader(args("/questionnaire", { headers: { Cookie: cookie } }));
    expect(data.title).toBe("About your company – ChemSafe");
    expect(data.eligible).toBe(true);
    expect(data.continueTo).toBeNull();
    expect(data.form.questions.map((q) => q.id)).toEqual([
      "industry",
      "employees",
      "management",
      "goals",
      "product_count",
      "comment",
    ]);
  });

  it("tells a user of an onboarded company that there is nothing to answer", async () => {
    const { loader } = await import("~/features/onboarding/routes/questionnaire");
    const { cookie } = await t.signedIn("admin@demo.test");
    const data = await loader(args("/questionnaire", { headers: { Cookie: cookie } }));
    expect(data.eligible).toBe(false);
    expect(data.continueTo).toBe("/main");
  });

  it("sends a visitor without a session to sign-in", async () => {
    const { loader } = await import("~/features/onboarding/routes/questionnaire");
    const result = (await settle(() => loader(args("/questionnaire")))) as Response;
    expect(result.headers.get("Location")).toBe("/auth?redirectTo=%2Fquestionnaire");
  });

  it("refuses an empty submission with a message on every required question, and saves nothing", async () => {
    const { action } = await import("~/features/onboarding/routes/questionnaire");
    const { cookie } = await t.signedIn(NEWCOMER);
    const result = (await action(post("/questionnaire", cookie, []))) as SubmissionResult;
    expect(result.status).toBe("error");
    expect(result.error).toEqual({
      industry: ["Choose an answer."],
      employees: ["Choose an answer."],
      management: ["Choose an answer."],
      goals: ["Choose at least one answer."],
    });
    expect(await submissionsOf(FRESH)).toBe(0);
  });

  it("refuses a number that is not a whole number and keeps the other answers", async () => {
    const { action } = await import("~/features/onboarding/routes/questionnaire");
    const { cookie } = await t.signedIn(NEWCOMER);
    const fields = VALID.map(([name, value]): [string, string] =>
      name === "product_count" ? [name, "about 40"] : [name, value],
    );
    const result = (await action(post("/questionnaire", cookie, fields))) as SubmissionResult;
    expect(result.error).toEqual({ product_count: ["Enter a whole number, for example 25."] });
    expect(result.initialValue).toMatchObject({ industry: "laboratory", goals: ["sds", "training"] });
    const tooMany = VALID.map(([name, value]): [string, string] =>
      name === "product_count" ? [name, "200000"] : [name, value],
    );
    const range = (await action(post("/questionnaire", cookie, tooMany))) as SubmissionResult;
    expect(range.error).toEqual({ product_count: ["Enter a number from 0 to 100000."] });
    expect(await submissionsOf(FRESH)).toBe(0);
  });

  it("refuses an option that is not offered", async () => {
    const { action } = await import("~/features/onboarding/routes/questionnaire");
    const { cookie } = await t.signedIn(NEWCOMER);
    const fields = VALID.map(([name, value]): [string, string] =>
      name === "industry" ? [name, "mining"] : [name, value],
    );
    const result = (await action(post("/questionnaire", cookie, fields))) as SubmissionResult;
    expect(result.error).toEqual({ industry: ["Choose from the answers listed."] });
  });

  it("stores the answers and goes on to the location prompt, with a thank-you toast", async () => {
    const { action } = await import("~/features/onboarding/routes/questionnaire");
    const { cookie } = await t.signedIn(NEWCOMER);
    const result = (await settle(() => action(post("/questionnaire", cookie, VALID)))) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/location-prompt");
    expect(result.headers.get("Set-Cookie")).toContain("__flash=");
    const [row] = await t.db
      .select()
      .from(onboardingSubmissions)
      .where(eq(onboardingSubmissions.companyId, FRESH));
    expect(row?.answers).toEqual({
      industry: "laboratory",
      employees: "1_9",
      management: "none",
      goals: ["sds", "training"],
      product_count: 40,
    });
  });

  it("goes to /main after the answers when the company has locations already", async () => {
    const { action } = await import("~/features/onboarding/routes/questionnaire");
    await t.db.insert(locations).values({ companyId: FRESH, name: "Main site" });
    const { cookie } = await t.signedIn(NEWCOMER);
    const result = (await settle(() => action(post("/questionnaire", cookie, VALID)))) as Response;
    expect(result.headers.get("Location")).toBe("/main");
  });

  it("'Not now' dismisses on the server and goes on to the next step", async () => {
    const { action } = await import("~/features/onboarding/routes/questionnaire");
    const { cookie } = await t.signedIn(NEWCOMER);
    const result = (await settle(() =>
      action(post("/questionnaire", cookie, [["intent", "dismiss"]])),
    )) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/location-prompt");
    expect((await userRow(NEWCOMER)).questionnaireDismissedAt).toBeInstanceOf(Date);
    expect(await submissionsOf(FRESH)).toBe(0);
  });

  it("puts the API's 422 messages on the questions they name", async () => {
    const { action } = await import("~/features/onboarding/routes/questionnaire");
    const { cookie } = await t.signedIn(NEWCOMER);
    setApiForTests({
      request: (path: string, init?: RequestInit) =>
        path.endsWith("/form/1/submit")
          ? new Response(
              JSON.stringify({
                message: "The given data was invalid.",
                errors: { industry: ["Unknown option."], body: ["Something else."] },
              }),
              { status: 422, headers: { "Content-Type": "application/json" } },
            )
          : realApi.request(path, init),
    } as unknown as ApiApp);
    const result = (await action(post("/questionnaire", cookie, VALID))) as SubmissionResult;
    expect(result.status).toBe("error");
    expect(result.error).toEqual({ industry: ["Unknown option."], "": ["Something else."] });
  });

  it("goes on when a colleague answered first (409)", async () => {
    const { action } = await import("~/features/onboarding/routes/questionnaire");
    const { cookie } = await t.signedIn(NEWCOMER);
    await t.db.insert(onboardingSubmissions).values({
      companyId: FRESH,
      userId: (await userRow(NEWCOMER)).id,
      formId: 1,
      answers: { industry: "other" },
    });
    const result = (await settle(() => action(post("/questionnaire", cookie, VALID)))) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/location-prompt");
    expect(await submissionsOf(FRESH)).toBe(1);
  });
});

describe("/location-prompt", () => {
  it("is for users with edit_location", async () => {
    const { loader } = await import("~/features/onboarding/routes/location-prompt");
    const { cookie } = await t.signedIn(NEWCOMER);
    const data = (await loader(args("/location-prompt", { headers: { Cookie: cookie } }))) as {
      title: string;
    };
    expect(data.title).toBe("Create your first location – ChemSafe");
  });

  it("sends a user without edit_location to /main with the permission warning", async () => {
    const { loader, action } = await import("~/features/onboarding/routes/location-prompt");
    const { cookie } = await t.signedIn("worker@demo.test");
    const result = (await settle(() =>
      loader(args("/location-prompt", { headers: { Cookie: cookie } })),
    )) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/main");
    expect(result.headers.get("Set-Cookie")).toContain("__flash=");
    const before = await t.db
      .select()
      .from(locations)
      .where(eq(locations.companyId, DEMO_COMPANY_IDS.demoChemicals));
    const posted = (await settle(() =>
      action(post("/location-prompt", cookie, [["name", "Sneaky"]])),
    )) as Response;
    expect(posted.headers.get("Location")).toBe("/main");
    expect(
      await t.db.select().from(locations).where(eq(locations.companyId, DEMO_COMPANY_IDS.demoChemicals)),
    ).toHaveLength(before.length);
  });

  it("refuses an empty name with a message on the field, and creates nothing", async () => {
    const { action } = await import("~/features/onboarding/routes/location-prompt");
    const { cookie } = await t.signedIn(NEWCOMER);
    for (const name of ["", "   "]) {
      const result = (await action(post("/location-prompt", cookie, [["name", name]]))) as SubmissionResult;
      expect(result.status).toBe("error");
      expect(result.error).toEqual({ name: ["Enter a name for the location."] });
    }
    const tooLong = (await action(
      post("/location-prompt", cookie, [["name", "x".repeat(201)]]),
    )) as SubmissionResult;
    expect(tooLong.error).toEqual({ name: ["The name can be at most 200 characters."] });
    expect(await t.db.select().from(locations).where(eq(locations.companyId, FRESH))).toEqual([]);
  });

  it("creates the location and goes to /main with a toast", async () => {
    const { action } = await import("~/features/onboarding/routes/location-prompt");
    const { cookie } = await t.signedIn(NEWCOMER);
    const result = (await settle(() =>
      action(post("/location-prompt", cookie, [["name", " Main site "]])),
    )) as Response;
    expect(result.status).toBe(302);
    expect(result.headers.get("Location")).toBe("/main");
    expect(result.headers.get("Set-Cookie")).toContain("__flash=");
    const rows = await t.db.select().from(locations).where(eq(locations.companyId, FRESH));
    expect(rows.map((row) => [row.name, row.parentId])).toEqual([["Main site", null]]);
  });

  it("'Skip for now' dismisses on the server and goes to /main", async () => {
    const { action } = await import("~/features/onboarding/routes/location-prompt");
    const { cookie } = await t.signedIn(NEWCOMER);
    const result = (await settle(() =>
      action(post("/location-prompt", cookie, [["intent", "skip"]])),
    )) as Response;
    expect(result.headers.get("Location")).toBe("/main");
    expect((await userRow(NEWCOMER)).locationPromptDismissedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(locations).where(eq(locations.companyId, FRESH))).toEqual([]);
  });
});
