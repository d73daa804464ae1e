import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkAnswers, QUESTIONNAIRE_DEFINITION } from "../../api/onboarding/form";
import type { OpenApiDocument } from "../../api/openapi";
import { en } from "../../core/texts/en";
import type { OnboardingForm, OnboardingState } from "../../api/onboarding/schemas";
import { companies, locations, onboardingForms, onboardingSubmissions, users } from "../../db/schema";
import { DEMO_COMPANY_IDS, DEMO_SUBMISSIONS } from "../../seed/seed";
import onboardingTexts from "../../core/texts/onboarding/translations";
import { TRANSLATED_LOCALES } from "../../core/texts/types";
import { createHarness, type ApiHarness } from "./helpers";

let h: ApiHarness;

beforeAll(async () => {
  h = await createHarness();
});

afterAll(async () => {
  await h.close();
});

const BASE = "/api/onboarding-api/v1";
const NEWCOMER = "newcomer@fresh.test";
const FRESH = DEMO_COMPANY_IDS.freshStart;

const VALID = {
  industry: "laboratory",
  employees: "10_49",
  management: "paper",
  goals: ["sds", "exposure"],
};

async function submissionsOf(companyId: number) {
  const [row] = await h.db
    .select({ n: count() })
    .from(onboardingSubmissions)
    .where(eq(onboardingSubmissions.companyId, companyId));
  return row?.n ?? 0;
}

async function userRow(email: string) {
  const [row] = await h.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** Fresh Start starts every test un-onboarded: no submissions, no locations, no flags. */
async function resetFreshStart() {
  await h.db.delete(onboardingSubmissions).where(eq(onboardingSubmissions.companyId, FRESH));
  await h.db.delete(locations).where(eq(locations.companyId, FRESH));
  await h.db
    .update(users)
    .set({
      questionnaireDismissedAt: null,
      locationPromptDismissedAt: null,
      onboardingPromptedAt: null,
      isGuestUser: false,
      anonymous: false,
    })
    .where(eq(users.companyId, FRESH));
}

const submit = (email: string, body: unknown) =>
  h.call(email, `${BASE}/form/1/submit`, { method: "POST", body });

describe("GET /onboarding-api/v1/form/1", () => {
  it("answers the seeded questionnaire, worded by i18n keys that exist in every language", async () => {
    const res = await h.call(NEWCOMER, `${BASE}/form/1`);
    expect(res.status).toBe(200);
    const form = (res.body as { data: OnboardingForm }).data;
    expect(form).toEqual(QUESTIONNAIRE_DEFINITION);
    expect(form.questions.map((q) => [q.id, q.type, q.required])).toEqual([
      ["industry", "single_choice", true],
      ["employees", "single_choice", true],
      ["management", "single_choice", true],
      ["goals", "multiple_choice", true],
      ["product_count", "number", false],
      ["comment", "text", false],
    ]);
    expect(form.questions[0]?.options).toHaveLength(10);
    expect(form.questions[1]?.options).toHaveLength(5);
    expect(form.questions[2]?.options).toHaveLength(4);
    expect(form.questions[3]?.options).toHaveLength(6);
    expect(form.questions[5]?.max_length).toBe(1000);

    const keys = form.questions.flatMap((q) => [
      q.key,
      ...(q.hint_key ? [q.hint_key] : []),
      ...(q.options ?? []).map((o) => o.key),
    ]);
    expect(keys.length).toBeGreaterThan(30);
    for (const key of keys) {
      expect(en, key).toHaveProperty([key]);
      for (const locale of TRANSLATED_LOCALES) {
        expect((onboardingTexts[locale] as Record<string, string>)[key], `${locale} ${key}`).toBeTruthy();
      }
    }
  });

  it("needs a bearer token", async () => {
    const res = await h.call(null, `${BASE}/form/1`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: "Unauthenticated" });
  });

  it("answers 404 for a form that does not exist", async () => {
    expect((await h.call(NEWCOMER, `${BASE}/form/2`)).status).toBe(404);
  });

  it("the seeded answers pass the questionnaire's own validation", () => {
    for (const { answers } of DEMO_SUBMISSIONS) {
      expect(checkAnswers(QUESTIONNAIRE_DEFINITION, answers)).toEqual({ ok: true, answers });
    }
  });
});

describe("GET /onboarding-api/v1/form/1/is-eligible", () => {
  beforeEach(resetFreshStart);

  const eligible = async (email: string) => {
    const res = await h.call(email, `${BASE}/form/1/is-eligible`);
    expect(res.status).toBe(200);
    return (res.body as { data: { can_submit: boolean } }).data.can_submit;
  };

  it("is true for a user of a company without a submission", async () => {
    expect(await eligible(NEWCOMER)).toBe(true);
  });

  it("is false once the company has answered (the seeded demo companies have)", async () => {
    expect(await eligible("admin@demo.test")).toBe(false);
    expect(await eligible("worker@demo.test")).toBe(false);
    expect(await eligible("admin@other.test")).toBe(false);
  });

  it("is false for a guest and for an anonymous user", async () => {
    await h.db.update(users).set({ isGuestUser: true }).where(eq(users.email, NEWCOMER));
    expect(await eligible(NEWCOMER)).toBe(false);
    await h.db.update(users).set({ isGuestUser: false, anonymous: true }).where(eq(users.email, NEWCOMER));
    expect(await eligible(NEWCOMER)).toBe(false);
  });

  it("counts only the caller's own company", async () => {
    // Other Industries and Demo Chemicals have answered; Fresh Start has not.
    expect(await submissionsOf(FRESH)).toBe(0);
    expect(await eligible("newcomer2@fresh.test")).toBe(true);
  });
});

describe("POST /onboarding-api/v1/form/1/submit", () => {
  beforeEach(resetFreshStart);

  it("stores valid answers (texts cleaned) and answers 201 with the id", async () => {
    const res = await submit(NEWCOMER, {
      answers: { ...VALID, product_count: 12, comment: "  Line one\r\nline\u0007 two\t!  " },
    });
    expect(res.status).toBe(201);
    const id = (res.body as { data: { id: number } }).data.id;
    expect(typeof id).toBe("number");
    const [row] = await h.db.select().from(onboardingSubmissions).where(eq(onboardingSubmissions.id, id));
    expect(row).toMatchObject({
      companyId: FRESH,
      userId: (await userRow(NEWCOMER)).id,
      formId: 1,
      answers: { ...VALID, product_count: 12, comment: "Line one\nline two !" },
    });
  });

  it("leaves unanswered optional questions out (absent, null or blank)", async () => {
    const res = await submit(NEWCOMER, { answers: { ...VALID, product_count: null, comment: "   " } });
    expect(res.status).toBe(201);
    const [row] = await h.db
      .select()
      .from(onboardingSubmissions)
      .where(eq(onboardingSubmissions.companyId, FRESH));
    expect(row?.answers).toEqual(VALID);
  });

  it("answers 409 to a second submission of the company, also by a colleague", async () => {
    expect((await submit(NEWCOMER, { answers: VALID })).status).toBe(201);
    const [colleague] = await h.db
      .insert(users)
      .values({ companyId: FRESH, email: "colleague@fresh.test", name: "Carl Colleague" })
      .returning();
    try {
      for (const email of [NEWCOMER, "colleague@fresh.test"]) {
        const res = await submit(email, { answers: VALID });
        expect(res.status, email).toBe(409);
        expect(res.body).toEqual({ message: "Your company has already answered this questionnaire." });
      }
      expect(await submissionsOf(FRESH)).toBe(1);
    } finally {
      await h.db.delete(users).where(eq(users.id, colleague!.id));
    }
  });

  it("stores one submission when several arrive at once", async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => submit(NEWCOMER, { answers: VALID })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await submissionsOf(FRESH)).toBe(1);
  });

  it("refuses guests and anonymous users with 403", async () => {
    await h.db.update(users).set({ isGuestUser: true }).where(eq(users.email, NEWCOMER));
    const res = await submit(NEWCOMER, { answers: VALID });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "Permission denied" });
    await h.db.update(users).set({ isGuestUser: false, anonymous: true }).where(eq(users.email, NEWCOMER));
    expect((await submit(NEWCOMER, { answers: VALID })).status).toBe(403);
    expect(await submissionsOf(FRESH)).toBe(0);
  });

  const invalid: [string, Record<string, unknown>, Record<string, string[]>][] = [
    [
      "an unknown question",
      { ...VALID, favourite_colour: "green" },
      { favourite_colour: ["Unknown question."] },
    ],
    [
      "an unknown option (single choice)",
      { ...VALID, industry: "mining" },
      { industry: ["Unknown option."] },
    ],
    [
      "an unknown option (multiple choice)",
      { ...VALID, goals: ["sds", "world_peace"] },
      { goals: ["Unknown option."] },
    ],
    [
      "an option chosen twice",
      { ...VALID, goals: ["sds", "sds"] },
      { goals: ["An option may be chosen only once."] },
    ],
    [
      "a missing required answer",
      { industry: "laboratory", employees: "10_49", management: "paper" },
      { goals: ["This question is required."] },
    ],
    ["an empty required choice", { ...VALID, industry: "" }, { industry: ["This question is required."] }],
    ["an empty required multiple choice", { ...VALID, goals: [] }, { goals: ["This question is required."] }],
    [
      "a list for a single choice",
      { ...VALID, industry: ["laboratory"] },
      { industry: ["Choose one of the options."] },
    ],
    [
      "a text for a multiple choice",
      { ...VALID, goals: "sds" },
      { goals: ["Choose one or more of the options."] },
    ],
    [
      "a number in a multiple choice",
      { ...VALID, goals: ["sds", 3] },
      { goals: ["Choose one or more of the options."] },
    ],
    ["a text for a number", { ...VALID, product_count: "12" }, { product_count: ["Enter a whole number."] }],
    [
      "a fraction for a number",
      { ...VALID, product_count: 1.5 },
      { product_count: ["Enter a whole number."] },
    ],
    [
      "a number out of range",
      { ...VALID, product_count: 100_001 },
      { product_count: ["Enter a number from 0 to 100000."] },
    ],
    [
      "a negative number",
      { ...VALID, product_count: -1 },
      { product_count: ["Enter a number from 0 to 100000."] },
    ],
    ["a number for a text", { ...VALID, comment: 5 }, { comment: ["Enter text."] }],
    [
      "a text that is too long",
      { ...VALID, comment: "x".repeat(1001) },
      { comment: ["Use at most 1000 characters."] },
    ],
    [
      "a boolean for a choice",
      { ...VALID, management: true },
      { management: ["Choose one of the options."] },
    ],
  ];

  it.each(invalid)("answers 422 for %s, and saves nothing", async (_name, answers, errors) => {
    const res = await submit(NEWCOMER, { answers });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: "The given data was invalid.", errors });
    expect(await submissionsOf(FRESH)).toBe(0);
  });

  it("reports every problem at once", async () => {
    const res = await submit(NEWCOMER, { answers: { industry: "mining", extra: 1 } });
    expect(res.status).toBe(422);
    expect(Object.keys((res.body as { errors: object }).errors).sort()).toEqual(
      ["employees", "extra", "goals", "industry", "management"].sort(),
    );
    expect(await submissionsOf(FRESH)).toBe(0);
  });

  it("accepts exactly 1000 characters of text", async () => {
    expect((await submit(NEWCOMER, { answers: { ...VALID, comment: "é".repeat(1000) } })).status).toBe(201);
  });

  it("answers 422 for a body without answers or with unknown fields", async () => {
    for (const body of [{}, { answers: VALID, extra: true }, { answers: ["laboratory"] }, { answers: "x" }]) {
      const res = await submit(NEWCOMER, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toMatchObject({ message: "The given data was invalid." });
    }
    expect(await submissionsOf(FRESH)).toBe(0);
  });

  it("is not possible without a token", async () => {
    expect(
      (await h.call(null, `${BASE}/form/1/submit`, { method: "POST", body: { answers: VALID } })).status,
    ).toBe(401);
    expect(await submissionsOf(FRESH)).toBe(0);
  });

  it("validates against the stored definition", async () => {
    const [stored] = await h.db.select().from(onboardingForms).where(eq(onboardingForms.id, 1));
    const definition = stored!.definition as unknown as OnboardingForm;
    try {
      await h.db
        .update(onboardingForms)
        .set({
          definition: {
            ...definition,
            questions: definition.questions.map((q) => (q.id === "comment" ? { ...q, required: true } : q)),
          },
        })
        .where(eq(onboardingForms.id, 1));
      const res = await submit(NEWCOMER, { answers: VALID });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ errors: { comment: ["This question is required."] } });
    } finally {
      await h.db
        .update(onboardingForms)
        .set({ definition: stored!.definition })
        .where(eq(onboardingForms.id, 1));
    }
  });
});

describe("the onboarding state, dismissals and the prompted flag", () => {
  beforeEach(resetFreshStart);

  const state = async (email: string) => {
    const res = await h.call(email, `${BASE}/state`);
    expect(res.status).toBe(200);
    return (res.body as { data: OnboardingState }).data;
  };
  const post = async (email: string, path: string) => {
    const res = await h.call(email, `${BASE}${path}`, { method: "POST" });
    expect(res.status, path).toBe(200);
    return (res.body as { data: OnboardingState }).data;
  };

  it("a newcomer has everything ahead", async () => {
    expect(await state(NEWCOMER)).toEqual({
      questionnaire: { dismissed: false, eligible: true },
      location_prompt: { dismissed: false, has_locations: false },
      prompted: false,
    });
  });

  it("a seeded demo user is done: answered, with locations, prompted", async () => {
    expect(await state("admin@demo.test")).toEqual({
      questionnaire: { dismissed: false, eligible: false },
      location_prompt: { dismissed: false, has_locations: true },
      prompted: true,
    });
  });

  it("POST /form/1/dismiss stores the dismissal on the user, once", async () => {
    const after = await post(NEWCOMER, "/form/1/dismiss");
    expect(after.questionnaire).toEqual({ dismissed: true, eligible: true });
    expect(after.location_prompt.dismissed).toBe(false);
    const first = (await userRow(NEWCOMER)).questionnaireDismissedAt;
    expect(first).toBeInstanceOf(Date);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await post(NEWCOMER, "/form/1/dismiss");
    expect((await userRow(NEWCOMER)).questionnaireDismissedAt).toEqual(first);
    expect((await state(NEWCOMER)).questionnaire.dismissed).toBe(true);
    // Only the caller's own flag: the colleague in the other fresh company is untouched.
    expect((await state("newcomer2@fresh.test")).questionnaire.dismissed).toBe(false);
  });

  it("POST /location-prompt/dismiss stores the dismissal on the user", async () => {
    const after = await post(NEWCOMER, "/location-prompt/dismiss");
    expect(after.location_prompt).toEqual({ dismissed: true, has_locations: false });
    expect(after.questionnaire.dismissed).toBe(false);
    expect((await userRow(NEWCOMER)).locationPromptDismissedAt).toBeInstanceOf(Date);
  });

  it("POST /prompted sets the once-only flag and keeps the first time", async () => {
    expect((await post(NEWCOMER, "/prompted")).prompted).toBe(true);
    const first = (await userRow(NEWCOMER)).onboardingPromptedAt;
    expect(first).toBeInstanceOf(Date);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await post(NEWCOMER, "/prompted");
    expect((await userRow(NEWCOMER)).onboardingPromptedAt).toEqual(first);
  });

  it("follows a submission and the first location", async () => {
    await submit(NEWCOMER, { answers: VALID });
    expect((await state(NEWCOMER)).questionnaire.eligible).toBe(false);
    await h.db.insert(locations).values({ companyId: FRESH, name: "Main site" });
    expect((await state(NEWCOMER)).location_prompt.has_locations).toBe(true);
  });

  it("counts archived locations as none", async () => {
    await h.db.insert(locations).values({ companyId: FRESH, name: "Old site", archived: true });
    expect((await state(NEWCOMER)).location_prompt.has_locations).toBe(false);
  });

  it("each operation needs a bearer token", async () => {
    for (const [method, path] of [
      ["GET", "/state"],
      ["POST", "/prompted"],
      ["POST", "/form/1/dismiss"],
      ["POST", "/location-prompt/dismiss"],
      ["GET", "/form/1/is-eligible"],
    ] as const) {
      expect((await h.call(null, `${BASE}${path}`, { method })).status, path).toBe(401);
    }
    const newcomer = await userRow(NEWCOMER);
    expect([newcomer.questionnaireDismissedAt, newcomer.onboardingPromptedAt]).toEqual([null, null]);
  });
});

describe("GET /onboarding-api/v1/has-locations", () => {
  beforeEach(resetFreshStart);

  const hasLocations = async (email: string) =>
    ((await h.call(email, `${BASE}/has-locations`)).body as { data: { has_data: boolean } }).data.has_data;

  it("is true for the seeded companies and false for a fresh one", async () => {
    expect(await hasLocations("admin@demo.test")).toBe(true);
    expect(await hasLocations("admin@other.test")).toBe(true);
    expect(await hasLocations(NEWCOMER)).toBe(false);
  });

  it("ignores archived locations and other companies' locations", async () => {
    await h.db.insert(locations).values({ companyId: FRESH, name: "Archived", archived: true });
    expect(await hasLocations(NEWCOMER)).toBe(false);
    await h.db.insert(locations).values({ companyId: FRESH, name: "Live" });
    expect(await hasLocations(NEWCOMER)).toBe(true);
    expect(await hasLocations("newcomer2@fresh.test")).toBe(false);
  });
});

describe("the seed", () => {
  it("onboarded every demo company but the two fresh ones, and prompted every user but the newcomers", async () => {
    const answered = await h.db
      .select({ companyId: onboardingSubmissions.companyId })
      .from(onboardingSubmissions);
    expect(answered.map((row) => row.companyId)).toEqual(
      expect.arrayContaining([DEMO_COMPANY_IDS.demoChemicals, DEMO_COMPANY_IDS.otherIndustries]),
    );
    const notPrompted = await h.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.companyId, DEMO_COMPANY_IDS.freshStartTwo)));
    expect(notPrompted.map((row) => row.email)).toEqual(["newcomer2@fresh.test"]);
    const [fresh2] = await h.db
      .select()
      .from(companies)
      .where(eq(companies.id, DEMO_COMPANY_IDS.freshStartTwo));
    expect(fresh2?.name).toBe("Fresh Start Two AS");
    const prompted = await h.db.select({ email: users.email, at: users.onboardingPromptedAt }).from(users);
    for (const { email, at } of prompted) {
      if (email.startsWith("newcomer")) expect(at, email).toBeNull();
      else if (email.endsWith(".test") && !email.startsWith("colleague"))
        expect(at, email).toBeInstanceOf(Date);
    }
  });
});

describe("the OpenAPI document", () => {
  it("describes the onboarding operations with named schemas", async () => {
    const document = (await h.call(null, "/api/openapi.json")).body as OpenApiDocument;
    const paths = document.paths ?? {};
    for (const [path, method, status] of [
      ["/api/onboarding-api/v1/form/1", "get", "200"],
      ["/api/onboarding-api/v1/form/1/is-eligible", "get", "200"],
      ["/api/onboarding-api/v1/form/1/submit", "post", "201"],
      ["/api/onboarding-api/v1/form/1/dismiss", "post", "200"],
      ["/api/onboarding-api/v1/location-prompt/dismiss", "post", "200"],
      ["/api/onboarding-api/v1/prompted", "post", "200"],
      ["/api/onboarding-api/v1/state", "get", "200"],
    ] as const) {
      const operation = (
        paths[path] as Record<string, { responses: Record<string, unknown>; tags: string[] }>
      )?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(Object.keys(operation!.responses)).toEqual(
        expect.arrayContaining([status, "401", "403", "500"]),
      );
      expect(operation!.tags).toEqual(["Onboarding"]);
    }
    const submitResponses = (paths["/api/onboarding-api/v1/form/1/submit"] as { post: { responses: object } })
      .post.responses;
    expect(Object.keys(submitResponses)).toEqual(expect.arrayContaining(["409", "422"]));
    const schemas = document.components?.schemas ?? {};
    for (const name of [
      "OnboardingForm",
      "OnboardingQuestion",
      "OnboardingOption",
      "OnboardingEligibility",
      "OnboardingSubmission",
      "OnboardingSubmissionCreated",
      "OnboardingState",
    ]) {
      expect(schemas, name).toHaveProperty(name);
    }
  });
});
