import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cachedSuggestionEntries } from "../../api/workplace-descriptions/suggestions";
import {
  ADMIN,
  createHarness,
  DEMO,
  locationIdOf,
  NOT_FOUND,
  OTHER_ADMIN,
  productIdOf,
  WORKER,
  type ApiHarness,
} from "./helpers";

/**
 * The workplace-description pages' calls (/document/edit/wpd): the drafts the form starts from, one version
 * with its current version, the lists, the suggestions and their cache, the changes (create, new version,
 * publish, archive, restore) with their refusals, and the PDF.
 */

let h: ApiHarness;
let lab: number;
let cabinet: number;
let acetone: number;
const BASE = "/api/document/edit/wpd";

const body = (over: Record<string, unknown> = {}) => ({
  title: "Decanting acetone",
  location_id: cabinet,
  product_id: acetone,
  language_id: 4,
  status: "draft",
  sections: { scope: "Decanting into wash bottles.", protection: "Wear nitrile gloves." },
  pictograms: ["GHS07", "GHS02"],
  hazard_statements: ["H225 Highly flammable liquid and vapour."],
  signal_word: "Danger",
  ...over,
});

const count = async () =>
  Number(
    (
      (
        await h.db.execute(
          sql`SELECT count(*)::int AS n FROM workplace_descriptions WHERE company_id = ${DEMO}`,
        )
      ).rows[0] as { n: number }
    ).n,
  );

beforeAll(async () => {
  h = await createHarness();
  lab = await locationIdOf(h.db, DEMO, "Quality control lab");
  cabinet = await locationIdOf(h.db, DEMO, "Flammables cabinet");
  acetone = await productIdOf(h.db, DEMO, "Acetone");
});

afterAll(() => h.close());

describe("drafts the form starts from", () => {
  it("prefills from a product's sheet at a location, in the language asked", async () => {
    const res = await h.call(ADMIN, `${BASE}/sds/${acetone}/${cabinet}?language_id=6`);
    expect(res.status, res.text).toBe(200);
    const { data } = res.body as { data: { input: Record<string, unknown>; location: { name: string } } };
    expect(data.location.name).toBe("Flammables cabinet");
    expect(data.input).toMatchObject({
      title: "Acetone",
      product_id: acetone,
      language_id: 6,
      status: "draft",
    });
    expect((data.input.pictograms as string[]).length).toBeGreaterThan(0);
  });

  it("an empty draft at a location offers the products held there; a template copies a version", async () => {
    const empty = await h.call(ADMIN, `${BASE}/location/${cabinet}/4`);
    expect(empty.status, empty.text).toBe(200);
    const draft = (empty.body as { data: { input: { title: string }; product_choices: { id: number }[] } })
      .data;
    expect(draft.input.title).toBe("");
    expect(draft.product_choices.some((p) => p.id === acetone)).toBe(true);
    expect((await h.call(ADMIN, `${BASE}/location/${cabinet}/11`)).status).toBe(404);

    const [seeded] = (
      await h.db.execute<{ id: number }>(sql`
        SELECT id FROM workplace_descriptions WHERE company_id = ${DEMO} AND location_id = ${lab}
          AND superseded_by_id IS NULL LIMIT 1`)
    ).rows;
    const copy = await h.call(ADMIN, `${BASE}/template/${seeded!.id}`);
    expect(copy.status, copy.text).toBe(200);
    expect(
      (copy.body as { data: { input: { status: string; location_id: number } } }).data.input,
    ).toMatchObject({
      status: "draft",
      location_id: lab,
    });
  });

  it("another company's ids are not found; without wpd and add_product 403", async () => {
    for (const path of [`/sds/${acetone}/${cabinet}`, `/location/${cabinet}/4`]) {
      const res = await h.call(OTHER_ADMIN, `${BASE}${path}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
      expect((await h.call(WORKER, `${BASE}${path}`)).status).toBe(403);
    }
  });
});

describe("a description's life through the API", () => {
  it("creates, saves a new version (the old stays readable), publishes, archives and restores", async () => {
    const before = await count();
    const created = await h.call(ADMIN, BASE, { method: "POST", body: body() });
    expect(created.status, created.text).toBe(201);
    const first = (created.body as { data: { id: number; version: number } }).data;
    expect(first.version).toBe(1);
    // Published (in place: it is a draft), so that saving it again makes a new version.
    expect((await h.call(ADMIN, `${BASE}/${first.id}/publish`, { method: "POST" })).status).toBe(200);

    const next = await h.call(ADMIN, `${BASE}/${first.id}`, {
      method: "POST",
      body: body({ title: "Decanting acetone (v2)" }),
    });
    expect(next.status, next.text).toBe(200);
    const second = (next.body as { data: { id: number; version: number } }).data;
    expect(second.version).toBe(2);
    expect(await count()).toBe(before + 2);

    // The first version is readable and names the current one; saving over it is refused.
    const old = await h.call(ADMIN, `${BASE}/${first.id}`);
    expect((old.body as { data: { current: { id: number } } }).data.current).toEqual({
      id: second.id,
      version: 2,
    });
    const stale = await h.call(ADMIN, `${BASE}/${first.id}`, { method: "POST", body: body() });
    expect(stale.status).toBe(409);
    expect((stale.body as { error: string }).error).toBe("not-current");
    expect(await count()).toBe(before + 2);

    const published = await h.call(ADMIN, `${BASE}/${second.id}/publish`, { method: "POST" });
    expect(published.status, published.text).toBe(200);
    expect((published.body as { data: { status: string } }).data.status).toBe("published");
    expect((await h.call(ADMIN, `${BASE}/${second.id}/publish`, { method: "POST" })).status).toBe(409);

    const archived = await h.call(ADMIN, `${BASE}/${second.id}/archive`, { method: "POST" });
    expect(archived.status).toBe(200);
    const archivedList = await h.call(ADMIN, `${BASE}?archived=1&q=decanting`);
    expect((archivedList.body as { data: { id: number }[] }).data.map((row) => row.id)).toEqual([second.id]);
    expect((await h.call(ADMIN, `${BASE}/${second.id}`, { method: "POST", body: body() })).status).toBe(409);
    expect((await h.call(ADMIN, `${BASE}/${second.id}/restore`, { method: "POST" })).status).toBe(200);

    const trail = await h.db.execute(sql`
      SELECT action FROM activities WHERE company_id = ${DEMO} AND object_type = 'workplace-description'
        AND object_id IN (${String(first.id)}, ${String(second.id)}) ORDER BY id`);
    expect((trail.rows as { action: string }[]).map((row) => row.action)).toEqual([
      "created",
      "updated",
      "updated",
      "updated",
      "archived",
      "restored",
    ]);
  });

  it("saving a draft again edits it in place; a stale version is still refused", async () => {
    const before = await count();
    const created = await h.call(ADMIN, BASE, { method: "POST", body: body({ title: "Refilling acetone" }) });
    expect(created.status, created.text).toBe(201);
    const draft = (created.body as { data: { id: number } }).data.id;

    const again = await h.call(ADMIN, `${BASE}/${draft}`, {
      method: "POST",
      body: body({ title: "Refilling acetone, edited", sections: { scope: "Refilling the wash bottles." } }),
    });
    expect(again.status, again.text).toBe(200);
    expect((again.body as { data: { id: number; version: number; status: string } }).data).toMatchObject({
      id: draft,
      version: 1,
      status: "draft",
    });
    expect(await count()).toBe(before + 1);
    const read = await h.call(ADMIN, `${BASE}/${draft}`);
    expect(read.body).toMatchObject({
      data: {
        title: "Refilling acetone, edited",
        sections: expect.objectContaining({ scope: "Refilling the wash bottles.", protection: "" }),
        current: { id: draft, version: 1 },
      },
    });

    // "Save and publish" on the draft publishes the same version.
    const published = await h.call(ADMIN, `${BASE}/${draft}`, {
      method: "POST",
      body: body({ title: "Refilling acetone, edited", status: "published" }),
    });
    expect((published.body as { data: { id: number; version: number; status: string } }).data).toMatchObject({
      id: draft,
      version: 1,
      status: "published",
    });
    expect(await count()).toBe(before + 1);

    // A draft version 2 over it, then saved again in place; the first version is stale for both.
    const v2 = await h.call(ADMIN, `${BASE}/${draft}`, {
      method: "POST",
      body: body({ title: "Refill v2" }),
    });
    const second = (v2.body as { data: { id: number; version: number } }).data;
    expect(second.version).toBe(2);
    const v2again = await h.call(ADMIN, `${BASE}/${second.id}`, {
      method: "POST",
      body: body({ title: "Refill v2, edited" }),
    });
    expect((v2again.body as { data: { id: number; version: number } }).data).toMatchObject({
      id: second.id,
      version: 2,
    });
    const stale = await h.call(ADMIN, `${BASE}/${draft}`, { method: "POST", body: body() });
    expect([stale.status, (stale.body as { error: string }).error]).toEqual([409, "not-current"]);
    expect(await count()).toBe(before + 2);
  });

  it("bad input says what is wrong and saves nothing; a product of another company is not found", async () => {
    const before = await count();
    const bad = await h.call(ADMIN, BASE, {
      method: "POST",
      body: body({
        title: "  ",
        language_id: 99,
        pictograms: ["GHS10"],
        sections: { scope: "x".repeat(4001) },
      }),
    });
    expect(bad.status).toBe(422);
    const errors = (bad.body as { errors: Record<string, string[]> }).errors;
    expect(errors.title).toEqual(["Give the description a title."]);
    expect(errors.language_id).toEqual(["Choose a language from the list."]);
    expect(errors["sections.scope"]).toEqual(["Use at most 4000 characters."]);
    const [foreign] = (
      await h.db.execute<{ id: number }>(sql`SELECT id FROM products WHERE company_id <> ${DEMO} LIMIT 1`)
    ).rows;
    const res = await h.call(ADMIN, BASE, { method: "POST", body: body({ product_id: foreign!.id }) });
    expect(res.status).toBe(404);
    expect((await h.call(WORKER, BASE, { method: "POST", body: body() })).status).toBe(403);
    expect(await count()).toBe(before);
  });
});

describe("lists, suggestions, PDF", () => {
  it("lists a location with those under it, searched, paged", async () => {
    const oslo = await locationIdOf(h.db, DEMO, "Oslo plant");
    const res = await h.call(ADMIN, `${BASE}?location_id=${oslo}`);
    expect(res.status, res.text).toBe(200);
    const list = res.body as { data: { title: string; location: { id: number } }[]; meta: { total: number } };
    expect(list.meta.total).toBeGreaterThan(0);
    const search = await h.call(ADMIN, `${BASE}?q=benzene`);
    expect((search.body as { data: { title: string }[] }).data.map((row) => row.title)).toEqual(["Benzene"]);
    const depot = await h.call("depot@demo.test", `${BASE}?location_id=${oslo}`);
    expect(depot.status).toBe(404);
  });

  it("suggests the texts the company uses, cached until a save drops them", async () => {
    const first = await h.call(ADMIN, `${BASE}/list/4`);
    expect(first.status, first.text).toBe(200);
    const sections = (first.body as { data: { sections: Record<string, string[]> } }).data.sections;
    expect(sections.scope!.length).toBeGreaterThan(0);
    expect(cachedSuggestionEntries()).toBeGreaterThan(0);
    await h.call(ADMIN, BASE, {
      method: "POST",
      body: body({ sections: { disposal: "Collect in the red solvent waste can." } }),
    });
    const after = await h.call(ADMIN, `${BASE}/list/4`);
    expect((after.body as { data: { sections: Record<string, string[]> } }).data.sections.disposal).toContain(
      "Collect in the red solvent waste can.",
    );
    expect((await h.call(ADMIN, `${BASE}/list/12`)).status).toBe(404);
  });

  it("prints a version, A3 and with a second description", async () => {
    const [a, b] = (
      await h.db.execute<{ id: number }>(sql`
        SELECT id FROM workplace_descriptions WHERE company_id = ${DEMO} AND superseded_by_id IS NULL ORDER BY id LIMIT 2`)
    ).rows;
    const pdf = await h.api.request(`${BASE}/${a!.id}/pdf?size=A3&second_id=${b!.id}`, {
      headers: await h.headersFor(ADMIN),
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect((await h.call(OTHER_ADMIN, `${BASE}/${a!.id}/pdf`)).status).toBe(404);
  });
});
