import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Plan, PlanChoices, PlanList } from "../../api/exposure/schemas";
import {
  DEMO,
  NOT_FOUND,
  OTHER_ADMIN,
  WORKER,
  createHarness,
  locationIdOf,
  productIdOf,
  type ApiHarness,
} from "./helpers";

/**
 * /exposure/v1/plans: making, reading, changing, closing and reopening plans; who sees which plans (keepers
 * and readers at their top nodes, a person the plans that name them, anyone else 403); a stale revision; bad
 * input answered with field errors and nothing saved.
 */

const KEEPER = "keeper@demo.test";
const READER = "physician@demo.test";
const DEPOT = "depot@demo.test";

let h: ApiHarness;
let ids: {
  lab: number;
  qcLab: number;
  storage: number;
  nmp: number;
  benzene: number;
  labtech: number;
  welder: number;
  worker: number;
};

async function userId(email: string): Promise<number> {
  const result = await h.db.execute(sql`SELECT id FROM users WHERE email = ${email}`);
  return Number((result.rows[0] as { id: number }).id);
}

async function planCount(): Promise<number> {
  const result = await h.db.execute(
    sql`SELECT count(*)::int AS n FROM exposure_plans WHERE company_id = ${DEMO}`,
  );
  return Number((result.rows[0] as { n: number }).n);
}

function body(overrides: Record<string, unknown> = {}) {
  return {
    title: "Weighing benzene standards",
    work_description: "Weigh 1 g into a volumetric flask in the fume cupboard.",
    location_id: ids.qcLab,
    product_id: ids.benzene,
    people: [ids.labtech],
    starts_on: "2026-01-05",
    ends_on: "2026-12-18",
    expected_duration: "00:30",
    frequency: "weekly",
    routes: ["skin", "inhalation"],
    ppe: ["chemical_gloves", "goggles"],
    measures: "Fume cupboard; closed containers.",
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}): Promise<Plan> {
  const { status, body: plan } = await h.call(KEEPER, "/api/exposure/v1/plans", {
    method: "POST",
    body: body(overrides),
  });
  expect(status).toBe(201);
  return plan as Plan;
}

beforeAll(async () => {
  h = await createHarness();
  ids = {
    lab: await locationIdOf(h.db, DEMO, "Laboratory 2"),
    qcLab: await locationIdOf(h.db, DEMO, "Quality control lab"),
    storage: await locationIdOf(h.db, DEMO, "Storage hall"),
    nmp: await productIdOf(h.db, DEMO, "N-Methyl-2-pyrrolidone"),
    benzene: await productIdOf(h.db, DEMO, "Benzene"),
    labtech: await userId("labtech@demo.test"),
    welder: await userId("welder@demo.test"),
    worker: await userId(WORKER),
  };
});

afterAll(async () => {
  await h.close();
});

describe("making and reading a plan", () => {
  it("keeps the snapshot, the people, the routes and PPE, and says why the product is registrable", async () => {
    const plan = await create();
    expect(plan).toMatchObject({
      title: "Weighing benzene standards",
      location_id: ids.qcLab,
      product_id: ids.benzene,
      expected_minutes: 30,
      expected_duration: "00:30",
      frequency: "weekly",
      routes: ["inhalation", "skin"],
      ppe: ["goggles", "chemical_gloves"],
      people: [{ id: ids.labtech, name: "Lars Labtech" }],
      records: 0,
      closed_at: null,
      revision: 1,
      can_edit: true,
    });
    expect(plan.sds_id).not.toBeNull();
    expect(plan.snapshot.product.name).toBe("Benzene");
    expect(plan.snapshot.location?.path).toBe("Oslo plant / Building A / Quality control lab");
    expect(
      plan.reasons.map((reason) => (reason.kind === "statement" ? reason.code : reason.indexNo)),
    ).toEqual(expect.arrayContaining(["H350", "601-020-00-8"]));
    const read = await h.call(KEEPER, `/api/exposure/v1/plans/${plan.uid}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(plan);
    const trail = await h.db.execute(sql`
      SELECT action FROM activities WHERE company_id = ${DEMO} AND object_id = ${plan.uid}`);
    expect(trail.rows).toEqual([{ action: "created" }]);
  });

  it("links the risk assessment it came from", async () => {
    const plan = await create({ title: "From the assessment", source_document_id: 13 });
    expect(plan.source_document).toMatchObject({
      id: 13,
      title: "Sample preparation in the quality control lab",
    });
  });

  it("refuses bad input field by field and saves nothing", async () => {
    const before = await planCount();
    const { status, body: answer } = await h.call(KEEPER, "/api/exposure/v1/plans", {
      method: "POST",
      body: body({
        title: " ",
        people: [],
        starts_on: "2026-02-30",
        expected_duration: "1:30",
        frequency: "hourly",
      }),
    });
    expect(status).toBe(422);
    const errors = (answer as { errors: Record<string, string[]> }).errors;
    expect(errors).toMatchObject({
      title: ["Enter a title."],
      people: ["Choose at least one person."],
      starts_on: ["Enter the start date as YYYY-MM-DD."],
      expected_duration: ["Enter the duration as hh:mm, for example 01:30."],
      frequency: ["Choose how often the work is done."],
    });
    const range = await h.call(KEEPER, "/api/exposure/v1/plans", {
      method: "POST",
      body: body({ expected_duration: "24:01", ends_on: "2025-12-31" }),
    });
    expect(range.status).toBe(422);
    expect((range.body as { errors: Record<string, string[]> }).errors).toMatchObject({
      expected_duration: ["A duration is at least 00:01 and at most 24:00."],
    });
    const period = await h.call(KEEPER, "/api/exposure/v1/plans", {
      method: "POST",
      body: body({ ends_on: "2025-12-31" }),
    });
    expect((period.body as { errors: Record<string, string[]> }).errors).toEqual({
      ends_on: ["The end date can't be before the start date."],
    });
    // What only the database knows: a person outside the register, another product's sheet, an unknown
    // assessment, another company's location.
    const references = await h.call(KEEPER, "/api/exposure/v1/plans", {
      method: "POST",
      body: body({
        people: [ids.labtech, ids.worker],
        sds_id: 1,
        source_document_id: 999999,
        location_id: 2147483000,
      }),
    });
    expect(references.status).toBe(422);
    expect(Object.keys((references.body as { errors: Record<string, string[]> }).errors).sort()).toEqual([
      "location_id",
      "people",
      "sds_id",
      "source_document_id",
    ]);
    expect(await planCount()).toBe(before);
  });
});

describe("changing, closing and reopening", () => {
  it("changes with the revision read, refuses a stale one, and keeps a closed plan read-only", async () => {
    const plan = await create({ title: "To change" });
    const changed = await h.call(KEEPER, `/api/exposure/v1/plans/${plan.uid}`, {
      method: "PUT",
      body: body({
        title: "Changed",
        people: [ids.welder, ids.labtech],
        expected_duration: "01:15",
        revision: 1,
      }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ title: "Changed", revision: 2, expected_minutes: 75 });
    expect((changed.body as Plan).people.map((person) => person.id).sort()).toEqual(
      [ids.labtech, ids.welder].sort(),
    );

    const stale = await h.call(KEEPER, `/api/exposure/v1/plans/${plan.uid}`, {
      method: "PUT",
      body: body({ title: "Lost", revision: 1 }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: "stale" });

    const closed = await h.call(KEEPER, `/api/exposure/v1/plans/${plan.uid}/close`, { method: "POST" });
    expect(closed.status).toBe(200);
    expect((closed.body as Plan).closed_at).not.toBeNull();
    const refused = await h.call(KEEPER, `/api/exposure/v1/plans/${plan.uid}`, {
      method: "PUT",
      body: body({ title: "While closed", revision: 3 }),
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: "closed" });

    const reopened = await h.call(KEEPER, `/api/exposure/v1/plans/${plan.uid}/reopen`, { method: "POST" });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ closed_at: null, revision: 4, title: "Changed" });
    const trail = await h.db.execute(sql`
      SELECT action FROM activities WHERE company_id = ${DEMO} AND object_id = ${plan.uid} ORDER BY id`);
    expect(trail.rows.map((row) => (row as { action: string }).action)).toEqual([
      "created",
      "updated",
      "closed",
      "updated",
    ]);
  });

  it("has no delete", async () => {
    const plan = await create({ title: "Kept" });
    const { status } = await h.call(KEEPER, `/api/exposure/v1/plans/${plan.uid}`, { method: "DELETE" });
    expect([404, 405]).toContain(status);
    expect((await h.call(KEEPER, `/api/exposure/v1/plans/${plan.uid}`)).status).toBe(200);
  });
});

describe("who sees and changes plans", () => {
  it("shows a person only the plans that name them", async () => {
    const mine = await create({ title: "Welder's plan", people: [ids.welder] });
    const theirs = await create({ title: "Labtech's plan", people: [ids.labtech] });
    const list = await h.call("welder@demo.test", "/api/exposure/v1/plans?status=all");
    expect(list.status).toBe(200);
    const uids = (list.body as PlanList).data.map((row) => row.uid);
    expect(uids).toContain(mine.uid);
    expect(uids).not.toContain(theirs.uid);
    expect((await h.call("welder@demo.test", `/api/exposure/v1/plans/${mine.uid}`)).body).toMatchObject({
      can_edit: false,
    });
    expect((await h.call("welder@demo.test", `/api/exposure/v1/plans/${theirs.uid}`)).status).toBe(404);
    const write = await h.call("welder@demo.test", `/api/exposure/v1/plans/${mine.uid}/close`, {
      method: "POST",
    });
    expect(write.status).toBe(403);
  });

  it("lets a reader read every plan but change none", async () => {
    const plan = await create({ title: "Read by the physician" });
    const list = await h.call(
      READER,
      `/api/exposure/v1/plans?q=${encodeURIComponent("read by the physician")}`,
    );
    expect((list.body as PlanList).data.map((row) => row.uid)).toEqual([plan.uid]);
    expect((await h.call(READER, `/api/exposure/v1/plans/${plan.uid}`)).status).toBe(200);
    const before = await planCount();
    expect((await h.call(READER, "/api/exposure/v1/plans", { method: "POST", body: body() })).status).toBe(
      403,
    );
    const put = await h.call(READER, `/api/exposure/v1/plans/${plan.uid}`, {
      method: "PUT",
      body: body({ revision: 1 }),
    });
    expect(put.status).toBe(403);
    expect(
      (await h.call(READER, `/api/exposure/v1/plans/${plan.uid}/close`, { method: "POST" })).status,
    ).toBe(403);
    expect((await h.call(READER, "/api/exposure/v1/plans/choices")).status).toBe(403);
    expect(await planCount()).toBe(before);
  });

  it("refuses a user with no business with the register", async () => {
    const plan = await create({ title: "Not for the worker" });
    expect((await h.call(WORKER, "/api/exposure/v1/plans")).status).toBe(403);
    expect((await h.call(WORKER, `/api/exposure/v1/plans/${plan.uid}`)).status).toBe(403);
  });

  it("keeps a keeper with top nodes to their locations, and another company out", async () => {
    const oslo = await create({ title: "An Oslo plan" });
    const bergen = await create({ title: "A Bergen plan", location_id: ids.storage });
    const list = await h.call(DEPOT, "/api/exposure/v1/plans?status=all");
    const uids = (list.body as PlanList).data.map((row) => row.uid);
    expect(uids).toContain(bergen.uid);
    expect(uids).not.toContain(oslo.uid);
    expect((await h.call(DEPOT, `/api/exposure/v1/plans/${oslo.uid}`)).body).toEqual(NOT_FOUND);
    expect((await h.call(DEPOT, `/api/exposure/v1/plans/${oslo.uid}/close`, { method: "POST" })).status).toBe(
      404,
    );
    expect((await h.call(DEPOT, `/api/exposure/v1/plans?location_id=${ids.qcLab}`)).status).toBe(404);
    // A plan at an Oslo location can't be made from the depot.
    const made = await h.call(DEPOT, "/api/exposure/v1/plans", { method: "POST", body: body() });
    expect(made.status).toBe(422);
    expect((await h.call(OTHER_ADMIN, `/api/exposure/v1/plans/${oslo.uid}`)).body).toEqual(NOT_FOUND);
  });
});

describe("the list and the form's choices", () => {
  it("filters by status, location subtree, product and person, newest start first", async () => {
    const early = await create({
      title: "Filter early",
      starts_on: "2025-03-01",
      ends_on: null,
      people: [ids.welder],
    });
    const late = await create({ title: "Filter late", starts_on: "2026-06-01", ends_on: null });
    await h.call(KEEPER, `/api/exposure/v1/plans/${early.uid}/close`, { method: "POST" });
    const query = (extra: string) =>
      h
        .call(KEEPER, `/api/exposure/v1/plans?q=filter&${extra}`)
        .then((answer) => (answer.body as PlanList).data.map((row) => row.title));
    expect(await query("")).toEqual(["Filter late"]);
    expect(await query("status=closed")).toEqual(["Filter early"]);
    expect(await query("status=all")).toEqual(["Filter late", "Filter early"]);
    expect(await query(`status=all&person_id=${ids.welder}`)).toEqual(["Filter early"]);
    expect(await query(`status=all&product_id=${ids.nmp}`)).toEqual([]);
    const building = await locationIdOf(h.db, DEMO, "Building A");
    expect(await query(`status=all&location_id=${building}`)).toEqual(["Filter late", "Filter early"]);
    expect(await query(`status=all&location_id=${ids.lab}`)).toEqual([]);
    expect(late.ends_on).toBeNull();
    expect((await h.call(KEEPER, "/api/exposure/v1/plans?status=soon")).status).toBe(422);
  });

  it("totals an unfiltered list from the kept counts, equal to the plans counted", async () => {
    const total = async (status: string) =>
      ((await h.call(KEEPER, `/api/exposure/v1/plans?status=${status}`)).body as PlanList).meta.total;
    const counted = async () => {
      const result = await h.db.execute(sql`
        SELECT count(*) FILTER (WHERE closed_at IS NULL)::int AS open,
          count(*) FILTER (WHERE closed_at IS NOT NULL)::int AS closed
        FROM exposure_plans p JOIN users u ON u.company_id = p.company_id AND u.email = ${KEEPER}`);
      return result.rows[0] as { open: number; closed: number };
    };
    const check = async () => {
      const { open, closed } = await counted();
      expect([await total("open"), await total("closed"), await total("all")]).toEqual([
        open,
        closed,
        open + closed,
      ]);
    };
    await check();
    const plan = await create({ title: "Counted plan" });
    await check();
    await h.call(KEEPER, `/api/exposure/v1/plans/${plan.uid}/close`, { method: "POST" });
    await check();
    await h.call(KEEPER, `/api/exposure/v1/plans/${plan.uid}/reopen`, { method: "POST" });
    await check();
    // A keeper limited to top nodes counts the rows they may read.
    const depot = ((await h.call(DEPOT, "/api/exposure/v1/plans?status=all")).body as PlanList).meta;
    expect(depot.total).toBeLessThan(await total("all"));
  });

  it("offers the registrable products at the caller's locations and the register's people, by search", async () => {
    const choices = async (email: string, query: string) => {
      const { status, body } = await h.call(email, `/api/exposure/v1/plans/choices?${query}`);
      expect(status).toBe(200);
      return body as PlanChoices;
    };
    // Nothing asked, nothing read.
    expect(await choices(KEEPER, "")).toEqual({
      product: null,
      product_matches: null,
      people: [],
      people_matches: null,
    });
    const benzene = await choices(KEEPER, "product_q=BENZ");
    expect(benzene.product_matches?.map((product) => product.name)).toContain("Benzene");
    expect((await choices(KEEPER, "product_q=pyrrolid")).product_matches?.map((p) => p.name)).toEqual([
      "N-Methyl-2-pyrrolidone",
    ]);
    // Not registrable: not offered.
    expect((await choices(KEEPER, "product_q=acetone")).product_matches).toEqual([]);
    // Wildcards are plain text.
    expect((await choices(KEEPER, "product_q=%25%25")).product_matches).toEqual([]);
    const people = await choices(KEEPER, "person_q=a");
    expect(people.people_matches!.length).toBeLessThanOrEqual(25);
    expect(people.people_matches!.map((person) => person.name)).toEqual(
      expect.arrayContaining(["Lars Labtech", "Vidar Welder"]),
    );
    expect(people.people_matches!.map((person) => person.id)).not.toContain(ids.worker);
    // The chosen ones named; a person the register does not apply to is left out.
    const named = await choices(KEEPER, `product_id=${ids.benzene}&person_ids=${ids.labtech},${ids.worker}`);
    expect(named.product).toMatchObject({ id: ids.benzene, name: "Benzene", registrable: true });
    expect(named.people.map((person) => person.id)).toEqual([ids.labtech]);
    // The depot's keeper sees only products held at the depot.
    const depot = await choices(DEPOT, `product_q=benz&product_id=${ids.benzene}`);
    expect(depot.product_matches?.map((product) => product.name)).not.toContain("Benzene");
    expect(depot.product).toBeNull();
    expect((await h.call(KEEPER, "/api/exposure/v1/plans/choices?person_ids=1,x")).status).toBe(422);
  });
});
