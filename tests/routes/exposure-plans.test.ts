import { sql } from "drizzle-orm";
import type { SubmissionResult } from "@conform-to/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Plan } from "../../api/exposure/schemas";
import { settle, setupAppTest } from "../support/app";
import { apiAs, get, post, toastOf, type AppTest } from "./locations-support";
import type { PlanFormChoices } from "~/features/exposure/components/PlanForm";

/**
 * The plan pages: /exposures/plans (the list, its filters, who may open it), /exposures/plans/new (the
 * form prefilled from a risk assessment's link, a new plan, bad input) and /exposures/plans/{uid} (the
 * plan, a change, a stale change, closing and reopening, a person's read-only view).
 */

const KEEPER = "keeper@demo.test";

let t: AppTest;
let ids: { nmp: number; mixingLine: number; labtech: number; welder: number };

async function one(query: string): Promise<number> {
  const result = await t.db.execute(sql.raw(query));
  return Number((result.rows[0] as { id: number }).id);
}

async function load(path: string, email: string, params: Record<string, string> = {}): Promise<unknown> {
  const loader: (args: never) => Promise<unknown> = path.startsWith("/exposures/plans/new")
    ? (await import("~/features/exposure/routes/plans-new")).loader
    : params.uid
      ? (await import("~/features/exposure/routes/plans-plan")).loader
      : (await import("~/features/exposure/routes/plans-list")).loader;
  const { cookie } = await t.signedIn(email);
  return settle(() => loader(get(path, cookie, params) as never));
}

async function send(
  path: string,
  email: string,
  fields: [string, string][],
  params: Record<string, string> = {},
) {
  const route = params.uid
    ? await import("~/features/exposure/routes/plans-plan")
    : await import("~/features/exposure/routes/plans-new");
  const { cookie } = await t.signedIn(email);
  return settle(() => route.action(post(path, cookie, fields, params) as never));
}

function planFields(overrides: Record<string, string | string[]> = {}): [string, string][] {
  const values: Record<string, string | string[]> = {
    intent: "save",
    title: "Charging NMP on mixing line 1",
    work_description: "Pour from 25 L drums into the mixer.",
    location_id: String(ids.mixingLine),
    product_id: String(ids.nmp),
    people: [String(ids.welder)],
    starts_on: "2026-02-02",
    ends_on: "",
    expected_duration: "02:00",
    frequency: "daily",
    routes: ["skin", "inhalation"],
    ppe: ["chemical_gloves"],
    measures: "Local exhaust ventilation.",
    source_document_id: "10",
    ...overrides,
  };
  return Object.entries(values).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item): [string, string] => [name, item]),
  );
}

async function createPlan(title: string, people: number[]): Promise<Plan> {
  const api = await apiAs(t, KEEPER);
  return api.post<Plan>("/exposure/v1/plans", {
    title,
    location_id: ids.mixingLine,
    product_id: ids.nmp,
    people,
    starts_on: "2026-03-01",
    expected_duration: "00:45",
    frequency: "weekly",
  });
}

beforeAll(async () => {
  t = await setupAppTest();
  ids = {
    nmp: await one("SELECT id FROM products WHERE company_id = 1000001 AND name = 'N-Methyl-2-pyrrolidone'"),
    mixingLine: await one("SELECT id FROM locations WHERE company_id = 1000001 AND name = 'Mixing line 1'"),
    labtech: await one("SELECT id FROM users WHERE email = 'labtech@demo.test'"),
    welder: await one("SELECT id FROM users WHERE email = 'welder@demo.test'"),
  };
});

afterAll(async () => {
  await t.close();
});

describe("/exposures/plans", () => {
  it("lists the plans with a New plan link for keepers, filtered by the query string", async () => {
    const plan = await createPlan("Listed plan", [ids.labtech]);
    const page = (await load("/exposures/plans?q=listed", KEEPER)) as {
      canCreate: boolean;
      rows: { uid: string }[];
    };
    expect(page.canCreate).toBe(true);
    expect(page.rows.map((row) => row.uid)).toEqual([plan.uid]);
    expect(page.rows[0]).toMatchObject({
      title: "Listed plan",
      people: 1,
      closed: false,
      frequency: "weekly",
    });
    const closed = (await load("/exposures/plans?q=listed&status=closed", KEEPER)) as { rows: unknown[] };
    expect(closed.rows).toEqual([]);
  });

  it("shows a reader the list without the New plan link, and a person only their plans", async () => {
    await createPlan("Plan for the labtech", [ids.labtech]);
    const reader = (await load("/exposures/plans?q=labtech", "physician@demo.test")) as {
      canCreate: boolean;
      rows: unknown[];
    };
    expect(reader.canCreate).toBe(false);
    expect(reader.rows).toHaveLength(1);
    const welder = (await load("/exposures/plans?q=labtech", "welder@demo.test")) as { rows: unknown[] };
    expect(welder.rows).toEqual([]);
  });

  it("sends a user without access to /main with the register's warning", async () => {
    const response = (await load("/exposures/plans", "worker@demo.test")) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/main");
    expect(await toastOf(response)).toMatchObject({
      type: "warning",
      text: "You do not have access to the exposure register.",
    });
    const reader = (await load("/exposures/plans/new", "physician@demo.test")) as Response;
    expect(reader.headers.get("Location")).toBe("/main");
  });
});

describe("/exposures/plans/new", () => {
  it("prefills the product, location and assessment from a risk assessment's link", async () => {
    const page = (await load(
      `/exposures/plans/new?document=10&product=${ids.nmp}&location=${ids.mixingLine}`,
      KEEPER,
    )) as {
      fromAssessment: boolean;
      defaults: Record<string, unknown>;
      choices: PlanFormChoices;
    };
    expect(page.fromAssessment).toBe(true);
    expect(page.defaults).toMatchObject({
      product_id: String(ids.nmp),
      location_id: String(ids.mixingLine),
      source_document_id: "10",
    });
    // The prefilled product and location are named; nothing else is listed before a search.
    expect(page.choices.product.chosen.map((product) => product.id)).toEqual([ids.nmp]);
    expect(page.choices.product.matches).toBeNull();
    expect(page.choices.location.chosen.map((location) => location.id)).toEqual([ids.mixingLine]);
    expect(page.choices.people).toEqual({ q: "", chosen: [], matches: null });
  });

  it("searches people and products with the form as entered (a Find sends it as a GET)", async () => {
    const page = (await load(
      `/exposures/plans/new?intent=save&title=Grinding&people=${ids.labtech}&personq=welder&productq=benz&product_id=`,
      KEEPER,
    )) as { defaults: Record<string, unknown>; choices: PlanFormChoices };
    expect(page.defaults).toMatchObject({ title: "Grinding", people: [String(ids.labtech)], product_id: "" });
    expect(page.choices.people.chosen.map((person) => person.id)).toEqual([ids.labtech]);
    expect(page.choices.people.matches?.map((person) => person.id)).toEqual([ids.welder]);
    expect(page.choices.product.matches?.map((product) => product.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Benzene/)]),
    );
  });

  it("makes the plan and goes to its page; bad input comes back with messages and nothing saved", async () => {
    const count = async () =>
      Number(
        ((await t.db.execute(sql`SELECT count(*)::int AS n FROM exposure_plans`)).rows[0] as { n: number }).n,
      );
    const before = await count();
    const bad = (await send(
      "/exposures/plans/new",
      KEEPER,
      planFields({ title: "", people: [], expected_duration: "2h", ends_on: "2026-01-01" }),
    )) as SubmissionResult<string[]>;
    expect(bad.status).toBe("error");
    expect(bad.error).toMatchObject({
      title: ["Enter a title."],
      people: ["Choose at least one person."],
      expected_duration: ["Enter the duration as hh:mm, for example 01:30."],
    });
    expect(await count()).toBe(before);

    const made = (await send("/exposures/plans/new", KEEPER, planFields())) as Response;
    expect(made.status).toBe(302);
    const uid = made.headers.get("Location")!.split("/").pop()!;
    expect(await toastOf(made)).toMatchObject({
      type: "success",
      text: "Plan “Charging NMP on mixing line 1” created.",
    });
    const page = (await load(`/exposures/plans/${uid}`, KEEPER, { uid })) as { plan: Plan; form: unknown };
    expect(page.plan).toMatchObject({
      title: "Charging NMP on mixing line 1",
      expected_duration: "02:00",
      routes: ["inhalation", "skin"],
      people: [{ id: ids.welder }],
      source_document: { id: 10 },
    });
    expect(page.plan.reasons.length).toBeGreaterThan(0);
    expect(page.form).not.toBeNull();
  });
});

describe("/exposures/plans/{uid}", () => {
  it("saves a change, refuses a stale one with a toast, closes and reopens", async () => {
    const plan = await createPlan("Plan to change", [ids.labtech]);
    const params = { uid: plan.uid };
    const path = `/exposures/plans/${plan.uid}`;
    const saved = (await send(
      path,
      KEEPER,
      [
        ...planFields({ title: "Plan changed" }),
        ["revision", "1"],
        ["kept_product", String(ids.nmp)],
        ["kept_sds", String(plan.sds_id)],
      ],
      params,
    )) as Response;
    expect(saved.status).toBe(302);
    expect(await toastOf(saved)).toMatchObject({ text: "Plan “Plan changed” saved." });
    const after = (await load(path, KEEPER, params)) as { plan: Plan };
    expect(after.plan).toMatchObject({ title: "Plan changed", revision: 2, sds_id: plan.sds_id });

    const stale = (await send(
      path,
      KEEPER,
      [...planFields({ title: "Lost" }), ["revision", "1"]],
      params,
    )) as Response;
    expect(stale.headers.get("Location")).toBe(path);
    expect(await toastOf(stale)).toMatchObject({
      type: "error",
      text: expect.stringContaining("Someone changed the plan"),
    });

    const closed = (await send(path, KEEPER, [["intent", "close"]], params)) as Response;
    expect(await toastOf(closed)).toMatchObject({ text: "Plan “Plan changed” closed." });
    const read = (await load(path, KEEPER, params)) as {
      plan: Plan;
      form: unknown;
      dates: { closed: string | null };
    };
    expect(read.form).toBeNull();
    expect(read.dates.closed).not.toBeNull();
    const reopened = (await send(path, KEEPER, [["intent", "reopen"]], params)) as Response;
    expect(await toastOf(reopened)).toMatchObject({ text: "Plan “Plan changed” reopened." });
  });

  it("shows a person a plan naming them read-only, and refuses their changes", async () => {
    const plan = await createPlan("Plan for the welder", [ids.welder]);
    const params = { uid: plan.uid };
    const path = `/exposures/plans/${plan.uid}`;
    const page = (await load(path, "welder@demo.test", params)) as { plan: Plan; form: unknown };
    expect(page.plan.can_edit).toBe(false);
    expect(page.form).toBeNull();
    const refused = (await send(path, "welder@demo.test", [["intent", "close"]], params)) as Response;
    expect(refused.headers.get("Location")).toBe("/main");
    const other = (await load(path, "labtech@demo.test", params)) as Response;
    expect(other.status).toBe(404);
    const malformed = (await load("/exposures/plans/nope", KEEPER, { uid: "nope" })) as Response;
    expect(malformed.status).toBe(404);
  });
});
