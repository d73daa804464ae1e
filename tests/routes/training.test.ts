import { sql } from "drizzle-orm";
import type { SubmissionResult } from "@conform-to/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settle, setupAppTest } from "../support/app";
import { get, post, toastOf, type AppTest } from "./locations-support";

/**
 * The training pages: /training (a person's own training; a manager's courses and due list), /training/new
 * (a new course, bad input, a user who may not), /training/{id} (the course), /training/{id}/record (a
 * completion, bad input) and a certificate.
 */

const TRAINER = "trainer@demo.test";
const TRAINEE = "trainee@demo.test";
const WORKER = "worker@demo.test";

let t: AppTest;

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await t.db.execute(query)).rows[0] as T;
}
const courseCount = async () =>
  (await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM training_courses`)).n;
const completionCount = async () =>
  (await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM training_completions`)).n;
const courseId = async (title: string) =>
  (await one<{ id: number }>(sql`SELECT id FROM training_courses WHERE title = ${title}`)).id;

type Module = { loader?: (args: never) => Promise<unknown>; action?: (args: never) => Promise<unknown> };
const modules: Record<string, () => Promise<Module>> = {
  index: () => import("~/features/training/routes/training"),
  new: () => import("~/features/training/routes/course-new"),
  course: () => import("~/features/training/routes/course"),
  record: () => import("~/features/training/routes/course-record"),
  certificate: () => import("~/features/training/routes/certificate"),
};

async function load(page: string, path: string, email: string, params: Record<string, string> = {}) {
  const route = await modules[page]!();
  const { cookie } = await t.signedIn(email);
  return settle(() => route.loader!(get(path, cookie, params) as never));
}

async function send(page: string, path: string, email: string, fields: [string, string][], params = {}) {
  const route = await modules[page]!();
  const { cookie } = await t.signedIn(email);
  return settle(() => route.action!(post(path, cookie, fields, params) as never));
}

beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(async () => {
  await t.close();
});

describe("/training", () => {
  it("shows a person their own training, without the manager's lists", async () => {
    const page = (await load("index", "/training", TRAINEE)) as {
      mine: { course: { title: string }; status: string }[];
      courses: unknown;
      due: unknown;
    };
    expect(page.courses).toBeNull();
    expect(page.due).toBeNull();
    expect(page.mine.map((row) => `${row.course.title}: ${row.status}`).sort()).toEqual([
      "Chemical spill response: valid",
      "Handling flammable liquids: expired",
      "Reading safety data sheets: valid",
    ]);
  });

  it("shows a manager the courses and who is due, with the window from the URL", async () => {
    const page = (await load("index", "/training?within=0&q=spill", TRAINER)) as {
      courses: { rows: { title: string }[] };
      due: { rows: { status: string }[] };
    };
    expect(page.courses.rows.map((row) => row.title)).toEqual(["Chemical spill response"]);
    expect(page.due.rows.length).toBeGreaterThan(0);
    expect(page.due.rows.some((row) => row.status === "expiring")).toBe(false);
  });
});

describe("/training/new", () => {
  it("sends a user who does not manage training to /main with a warning", async () => {
    const response = (await load("new", "/training/new", WORKER)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/main");
    expect(await toastOf(response)).toMatchObject({ type: "warning" });
    const before = await courseCount();
    const posted = (await send("new", "/training/new", WORKER, [["title", "No"]])) as Response;
    expect(posted.headers.get("Location")).toBe("/main");
    expect(await courseCount()).toBe(before);
  });

  it("answers bad input with messages and saves nothing", async () => {
    const before = await courseCount();
    const reply = (await send("new", "/training/new", TRAINER, [
      ["intent", "save"],
      ["title", ""],
      ["validity_months", "500"],
    ])) as SubmissionResult<string[]>;
    expect(reply.status).toBe("error");
    expect(reply.error).toMatchObject({
      title: ["Enter the course title."],
      validity_months: ["Enter a whole number of months from 1 to 240, or leave it empty."],
    });
    expect(await courseCount()).toBe(before);
  });

  it("makes a course and goes to its page with a toast", async () => {
    const response = (await send("new", "/training/new", TRAINER, [
      ["intent", "save"],
      ["title", "Gas cylinder handling"],
      ["description", "Transport and storage."],
      ["validity_months", "36"],
    ])) as Response;
    expect(response.status).toBe(302);
    const id = await courseId("Gas cylinder handling");
    expect(response.headers.get("Location")).toBe(`/training/${id}`);
    expect(await toastOf(response)).toMatchObject({
      text: "The course “Gas cylinder handling” was created.",
    });
  });

  it("comes back from a product search with what was entered and the matches", async () => {
    const page = (await load("new", "/training/new?intent=save&title=Solvents&productq=aceto", TRAINER)) as {
      defaults: { title: string };
      choices: { products: { matches: { name: string }[] } };
    };
    expect(page.defaults.title).toBe("Solvents");
    expect(page.choices.products.matches.map((product) => product.name)).toContain("Acetone");
  });
});

describe("a course and its completions", () => {
  it("shows the course, who is due for it and its completions", async () => {
    const id = await courseId("Handling flammable liquids");
    const page = (await load("course", `/training/${id}`, TRAINER, { courseId: String(id) })) as {
      course: { title: string };
      due: { rows: { person: { name: string }; status: string }[] };
      completions: { rows: { person: { name: string } }[] };
    };
    expect(page.course.title).toBe("Handling flammable liquids");
    expect(page.due.rows.map((row) => `${row.person.name}: ${row.status}`)).toContain("Rita Reader: missing");
    expect(page.completions.rows.map((row) => row.person.name)).toContain("Tiril Trainee");
  });

  it("records a completion, refusing a future day first", async () => {
    const id = await courseId("Reading safety data sheets");
    const trainee = (await one<{ id: number }>(sql`SELECT id FROM users WHERE email = ${TRAINEE}`)).id;
    const before = await completionCount();
    const path = `/training/${id}/record`;
    const params = { courseId: String(id) };
    const bad = (await send(
      "record",
      path,
      TRAINER,
      [
        ["intent", "save"],
        ["user_id", String(trainee)],
        ["completed_on", "2999-01-01"],
      ],
      params,
    )) as SubmissionResult<string[]>;
    expect(bad.error).toMatchObject({ completed_on: ["The completion day can't be in the future."] });
    expect(await completionCount()).toBe(before);
    const made = (await send(
      "record",
      path,
      TRAINER,
      [
        ["intent", "save"],
        ["user_id", String(trainee)],
        ["completed_on", "2026-01-05"],
      ],
      params,
    )) as Response;
    expect(made.headers.get("Location")).toBe(`/training/${id}`);
    expect(await toastOf(made)).toMatchObject({ text: "The completion of Tiril Trainee was recorded." });
    expect(await completionCount()).toBe(before + 1);
  });

  it("serves a person's certificate as a PDF and another's as not found", async () => {
    const [completion] = (
      await t.db.execute<{ id: number }>(sql`
        SELECT tc.id FROM training_completions tc JOIN users u ON u.id = tc.user_id
        WHERE u.email = ${TRAINEE} ORDER BY tc.id LIMIT 1`)
    ).rows;
    const path = `/training/certificates/${completion!.id}`;
    const params = { completionId: String(completion!.id) };
    const pdf = (await load("certificate", path, TRAINEE, params)) as Response;
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    const refused = (await load("certificate", path, WORKER, params)) as Response;
    expect(refused.status).toBe(404);
  });
});
