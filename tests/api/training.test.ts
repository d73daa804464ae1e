import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Course, CourseList, DueList, MyTraining, TrainingChoices } from "../../api/training/schemas";
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
 * /training/v1: courses, completions, who is due, a person's own training and certificates; managers
 * (edit_location or user_admin) only for the lists and changes, a manager limited to top nodes sees the
 * courses and people inside them; bad input answered with field errors and nothing saved.
 */

const TRAINER = "trainer@demo.test";
const TRAINEE = "trainee@demo.test";
const DEPOT = "depot@demo.test";

let h: ApiHarness;

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await h.db.execute(query)).rows[0] as T;
}
const userId = async (email: string) =>
  (await one<{ id: number }>(sql`SELECT id FROM users WHERE email = ${email}`)).id;
const courseId = async (title: string) =>
  (
    await one<{ id: number }>(
      sql`SELECT id FROM training_courses WHERE company_id = ${DEMO} AND title = ${title}`,
    )
  ).id;
const counts = async () =>
  one<{ courses: number; completions: number }>(sql`
    SELECT (SELECT count(*)::int FROM training_courses) AS courses,
      (SELECT count(*)::int FROM training_completions) AS completions`);

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

describe("courses", () => {
  it("lists the seeded courses for a manager, with locations, products and completions", async () => {
    const res = await h.call(TRAINER, "/api/training/v1/courses");
    expect(res.status, res.text).toBe(200);
    const list = res.body as CourseList;
    expect(list.data.map((c) => c.title)).toEqual([
      "Chemical spill response",
      "Handling flammable liquids",
      "Hazardous goods storage at the depot",
      "Reading safety data sheets",
    ]);
    const flammables = list.data.find((c) => c.title === "Handling flammable liquids")!;
    expect(flammables.locations.map((l) => l.path)).toEqual(["Oslo plant / Building A / Laboratory 1"]);
    expect(flammables.products.map((p) => p.name)).toEqual(["Acetone"]);
    expect(flammables.validity_months).toBe(24);
    const filtered = (await h.call(TRAINER, "/api/training/v1/courses?q=SPILL")).body as CourseList;
    expect(filtered.data.map((c) => c.title)).toEqual(["Chemical spill response"]);
  });

  it("makes a course, on the audit trail", async () => {
    const before = await counts();
    const location = await locationIdOf(h.db, DEMO, "Workshop");
    const product = await productIdOf(h.db, DEMO, "Acetone");
    const res = await h.call(TRAINER, "/api/training/v1/courses", {
      method: "POST",
      body: {
        title: "Paint booth safety",
        description: "Ventilation and PPE.",
        validity_months: 6,
        location_ids: [location],
        product_ids: [product],
      },
    });
    expect(res.status, res.text).toBe(201);
    const course = res.body as Course;
    expect(course).toMatchObject({ title: "Paint booth safety", validity_months: 6, completions: 0 });
    expect(course.locations.map((l) => l.id)).toEqual([location]);
    expect((await counts()).courses).toBe(before.courses + 1);
    const trail = await one<{ module: string; action: string }>(sql`
      SELECT module, action FROM activities WHERE company_id = ${DEMO} AND object_type = 'course'
        AND object_id = ${String(course.id)}`);
    expect(trail).toEqual({ module: "training", action: "created" });
    const read = await h.call(TRAINER, `/api/training/v1/courses/${course.id}`);
    expect((read.body as Course).title).toBe("Paint booth safety");
  });

  it("refuses bad input with field errors and saves nothing", async () => {
    const before = await counts();
    const res = await h.call(TRAINER, "/api/training/v1/courses", {
      method: "POST",
      body: { title: "", validity_months: 0 },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      errors: {
        title: ["Enter the course title."],
        validity_months: ["Enter a whole number of months from 1 to 240, or leave it empty."],
      },
    });
    const otherLocation = await locationIdOf(h.db, 1000002, "Paint shop").catch(() => 999_999);
    const foreign = await h.call(TRAINER, "/api/training/v1/courses", {
      method: "POST",
      body: { title: "Foreign", location_ids: [otherLocation] },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body).toMatchObject({ errors: { location_ids: ["Choose locations you can see."] } });
    expect(await counts()).toEqual(before);
  });

  it("refuses users who do not manage training (403), even with other flags", async () => {
    const before = await counts();
    for (const path of ["/api/training/v1/courses", "/api/training/v1/due", "/api/training/v1/choices"]) {
      expect((await h.call(WORKER, path)).status, path).toBe(403);
    }
    const res = await h.call(WORKER, "/api/training/v1/courses", { method: "POST", body: { title: "No" } });
    expect(res.status).toBe(403);
    const course = await courseId("Chemical spill response");
    const record = await h.call(TRAINEE, `/api/training/v1/courses/${course}/completions`, {
      method: "POST",
      body: { user_id: await userId(TRAINEE), completed_on: "2026-01-01" },
    });
    expect(record.status).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe("completions and who is due", () => {
  it("lists who is due: expired, never completed at the course's locations, expiring", async () => {
    const res = await h.call(TRAINER, "/api/training/v1/due");
    expect(res.status, res.text).toBe(200);
    const due = res.body as DueList;
    const rows = due.data.map((row) => `${row.status}: ${row.course.title} / ${row.person.name}`);
    expect(rows).toContain("expired: Handling flammable liquids / Tiril Trainee");
    expect(rows).toContain("missing: Handling flammable liquids / Rita Reader");
    expect(rows).toContain("missing: Hazardous goods storage at the depot / Dag Depot");
    expect(rows).toContain("expiring: Chemical spill response / Rita Reader");
    // Valid completions, a course without expiry and whole-company people are not due.
    expect(rows.filter((row) => row.includes("Reading safety data sheets"))).toEqual([]);
    expect(rows).not.toContain("missing: Chemical spill response / Tiril Trainee");
    expect(due.meta.within_days).toBe(30);
    // Within 0 days: the expiring one is no longer due.
    const none = (await h.call(TRAINER, "/api/training/v1/due?within_days=0")).body as DueList;
    expect(none.data.some((row) => row.status === "expiring")).toBe(false);
  });

  it("records a completion (a renewal), which then counts as valid", async () => {
    const course = await courseId("Handling flammable liquids");
    const trainee = await userId(TRAINEE);
    const today = new Date().toISOString().slice(0, 10);
    const res = await h.call(TRAINER, `/api/training/v1/courses/${course}/completions`, {
      method: "POST",
      body: { user_id: trainee, completed_on: today },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      person: { id: trainee },
      completed_on: today,
      recorded_by: "Tove Trainer",
    });
    const due = (await h.call(TRAINER, `/api/training/v1/due?course_id=${course}`)).body as DueList;
    expect(due.data.some((row) => row.person.id === trainee)).toBe(false);
    const list = await h.call(TRAINER, `/api/training/v1/courses/${course}/completions`);
    expect(
      (list.body as { data: { person: { id: number } }[] }).data.filter((c) => c.person.id === trainee),
    ).toHaveLength(2);
  });

  it("refuses a future day, an unknown person and another company's person, saving nothing", async () => {
    const before = await counts();
    const course = await courseId("Chemical spill response");
    const path = `/api/training/v1/courses/${course}/completions`;
    const future = await h.call(TRAINER, path, {
      method: "POST",
      body: { user_id: await userId(TRAINEE), completed_on: "2999-01-01" },
    });
    expect(future.status).toBe(422);
    expect(future.body).toMatchObject({
      errors: { completed_on: ["The completion day can't be in the future."] },
    });
    const foreign = await h.call(TRAINER, path, {
      method: "POST",
      body: { user_id: await userId(OTHER_ADMIN), completed_on: "2026-01-01" },
    });
    expect(foreign.body).toMatchObject({ errors: { user_id: ["Choose a person you can see."] } });
    expect(await counts()).toEqual(before);
  });

  it("limits a manager with top nodes to the courses and people inside them", async () => {
    const list = (await h.call(DEPOT, "/api/training/v1/courses")).body as CourseList;
    expect(list.data.map((c) => c.title)).toEqual([
      "Hazardous goods storage at the depot",
      "Reading safety data sheets",
    ]);
    const oslo = await courseId("Chemical spill response");
    expect((await h.call(DEPOT, `/api/training/v1/courses/${oslo}`)).body).toEqual(NOT_FOUND);
    expect((await h.call(DEPOT, `/api/training/v1/due?course_id=${oslo}`)).status).toBe(404);
    const due = (await h.call(DEPOT, "/api/training/v1/due")).body as DueList;
    expect(due.data.every((row) => row.course.title !== "Handling flammable liquids")).toBe(true);
  });
});

describe("a person's own training and certificates", () => {
  it("lists every course the person completed or should have", async () => {
    const res = await h.call(TRAINEE, "/api/training/v1/mine");
    expect(res.status).toBe(200);
    const mine = res.body as MyTraining;
    expect(mine.meta.manager).toBe(false);
    expect(mine.data.map((row) => row.course.title).sort()).toEqual([
      "Chemical spill response",
      "Handling flammable liquids",
      "Reading safety data sheets",
    ]);
  });

  it("gives the person their certificate as a PDF, and nobody else's", async () => {
    const mine = (await h.call(TRAINEE, "/api/training/v1/mine")).body as MyTraining;
    const completion = mine.data.find((row) => row.completion_id !== null)!.completion_id!;
    const res = await h.api.request(`/api/training/v1/completions/${completion}/certificate`, {
      headers: await h.headersFor(TRAINEE),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    expect((await h.call(WORKER, `/api/training/v1/completions/${completion}/certificate`)).status).toBe(404);
    expect((await h.call(TRAINER, `/api/training/v1/completions/${completion}/certificate`)).status).toBe(
      200,
    );
    expect((await h.call(OTHER_ADMIN, `/api/training/v1/completions/${completion}/certificate`)).status).toBe(
      404,
    );
  });

  it("offers products and people to choose from, bounded", async () => {
    const res = await h.call(TRAINER, "/api/training/v1/choices?product_q=aceto&person_q=tiril");
    const choices = res.body as TrainingChoices;
    expect(choices.product_matches!.map((p) => p.name)).toContain("Acetone");
    expect(choices.person_matches!.map((p) => p.name)).toEqual(["Tiril Trainee"]);
  });
});
