import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SmartformTemplate, StandardTabs } from "../../api/smartforms/schemas";
import { standardStructure } from "../../core/smartforms/default-templates";
import { changeStructure, type TemplateStructure } from "../../core/smartforms/template";
import { createHarness, DEMO, NOT_FOUND, OTHER, OTHER_ADMIN, WORKER, type ApiHarness } from "./helpers";

/** /smartforms/v1/template, /template/{id}, /template/{id}/translate and /templates/types/{type}/tabs. */

const FORMS = "forms@demo.test";
const ASSESSOR = "assessor@demo.test";
const BASE = "/api/smartforms/v1/template";

let h: ApiHarness;

beforeAll(async () => {
  h = await createHarness();
});

afterAll(async () => {
  await h.close();
});

const dataOf = <T>(body: unknown) => (body as { data: T }).data;
const errorsOf = (body: unknown) => (body as { errors: Record<string, string[]> }).errors;
const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;

async function templateIdOf(name: string, companyId: number = DEMO): Promise<number> {
  const result = await h.db.execute<{ id: number }>(
    sql`SELECT id FROM smartform_templates WHERE company_id = ${companyId} AND name = ${name}`,
  );
  return result.rows[0]!.id;
}

async function create(body: unknown, email = FORMS) {
  return h.call(email, BASE, { method: "POST", body });
}

async function fresh(type = 1): Promise<SmartformTemplate> {
  const res = await create({ document_type: type, name: unique("Template") });
  expect(res.status, res.text).toBe(201);
  return dataOf<SmartformTemplate>(res.body);
}

async function stored(id: number) {
  const result = await h.db.execute<{
    name: string;
    revision: number;
    structure: TemplateStructure;
    is_default: boolean;
  }>(sql`SELECT name, revision, structure, is_default FROM smartform_templates WHERE id = ${id}`);
  return result.rows[0]!;
}

async function trail(id: number) {
  const result = await h.db.execute<{ module: string; action: string }>(
    sql`SELECT module, action FROM activities WHERE company_id = ${DEMO} AND object_type = 'template'
      AND object_id = ${String(id)} ORDER BY id`,
  );
  return result.rows.map((row) => `${row.module}:${row.action}`);
}

describe("GET /smartforms/v1/template", () => {
  it("lists a kind's active templates by name with counts and complete languages, for any user", async () => {
    const res = await h.call(WORKER, `${BASE}?type=1`);
    expect(res.status, res.text).toBe(200);
    const list = dataOf<SmartformTemplate[]>(res.body);
    const names = list.map((t) => t.name);
    expect(names).toContain("Laboratory risk assessment");
    expect(names).toContain("Risk assessment of a work task");
    expect(list.every((t) => t.document_type === 1 && !t.archived)).toBe(true);
    const main = list.find((t) => t.name === "Risk assessment of a work task")!;
    expect(main).toMatchObject({ is_default: true, kind: 1, document_count: expect.any(Number) });
    expect(main.languages).toContain(4);
    expect([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))).toEqual(names);
  });

  it("edit=true also lists archived ones and needs smartforms_admin", async () => {
    const template = await fresh();
    await h.call(FORMS, `${BASE}/${template.id}`, {
      method: "PUT",
      body: { revision: template.revision, archived: true },
    });
    const active = dataOf<SmartformTemplate[]>((await h.call(FORMS, `${BASE}?type=1`)).body);
    expect(active.some((t) => t.id === template.id)).toBe(false);
    const all = dataOf<SmartformTemplate[]>((await h.call(FORMS, `${BASE}?type=1&edit=true`)).body);
    expect(all.find((t) => t.id === template.id)).toMatchObject({ archived: true });
    expect((await h.call(ASSESSOR, `${BASE}?type=1&edit=true`)).status).toBe(403);
  });

  it("refuses a type outside 1, 2, 4, 5, 6 (422) and lists only the caller's company", async () => {
    for (const type of ["3", "7", "x", ""]) {
      expect((await h.call(FORMS, `${BASE}?type=${type}`)).status, type).toBe(422);
    }
    const other = dataOf<SmartformTemplate[]>((await h.call(OTHER_ADMIN, `${BASE}?type=1`)).body);
    const demoIds = new Set(
      dataOf<SmartformTemplate[]>((await h.call(FORMS, `${BASE}?type=1`)).body).map((t) => t.id),
    );
    expect(other.some((t) => demoIds.has(t.id))).toBe(false);
  });
});

describe("POST /smartforms/v1/template", () => {
  it("creates from the kind's standard tabs, in the caller's language, and records it", async () => {
    const template = await fresh(2);
    expect(template).toMatchObject({
      document_type: 2,
      kind: 1,
      is_default: false,
      archived: false,
      revision: 1,
    });
    expect(template.structure).toEqual(standardStructure(2));
    expect(template.document_count).toBe(0);
    expect(await trail(template.id)).toEqual(["templates:created"]);
  });

  it("creates a copy of another template of the company and kind", async () => {
    const source = await templateIdOf("Laboratory risk assessment");
    const res = await create({ document_type: 1, name: "Copy of the lab form", copy_of: source });
    expect(res.status, res.text).toBe(201);
    const copy = dataOf<SmartformTemplate>(res.body);
    expect(copy.structure).toEqual((await stored(source)).structure);
    expect(copy.id).not.toBe(source);
  });

  it("refuses a bad name, type, another kind's, the legacy form's or another company's copy (422), saving nothing", async () => {
    const count = async () =>
      Number((await h.db.execute(sql`SELECT count(*) AS n FROM smartform_templates`)).rows[0]!.n);
    const before = await count();
    const legacy = await templateIdOf("Risk assessment (old form)");
    const sps = await templateIdOf("Safe procedure sheet");
    const foreign = await templateIdOf("Laboratory risk assessment", OTHER).catch(() => undefined);
    const cases: [unknown, string][] = [
      [{ document_type: 1, name: "  " }, "name"],
      [{ document_type: 1, name: "x".repeat(121) }, "name"],
      [{ document_type: 3, name: "Three" }, "document_type"],
      [{ document_type: 1, name: "Copy", copy_of: legacy }, "copy_of"],
      [{ document_type: 1, name: "Copy", copy_of: sps }, "copy_of"],
      [{ document_type: 1, name: "Copy", copy_of: 999_999 }, "copy_of"],
      ...(foreign
        ? [[{ document_type: 1, name: "Copy", copy_of: foreign }, "copy_of"] as [unknown, string]]
        : []),
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(errorsOf(res.body)[field], JSON.stringify(body)).toBeDefined();
    }
    expect(await count()).toBe(before);
  });

  it("needs smartforms_admin (403)", async () => {
    expect((await create({ document_type: 1, name: "Nope" }, ASSESSOR)).status).toBe(403);
  });
});

describe("GET /smartforms/v1/template/{id}", () => {
  it("answers the company's template to any user, 404 for another company's or a bad id", async () => {
    const id = await templateIdOf("Laboratory risk assessment");
    const res = await h.call(WORKER, `${BASE}/${id}`);
    expect(res.status).toBe(200);
    expect(dataOf<SmartformTemplate>(res.body)).toMatchObject({ id, name: "Laboratory risk assessment" });
    const other = await h.call(OTHER_ADMIN, `${BASE}/${id}`);
    expect(other.status).toBe(404);
    expect(other.body).toEqual(NOT_FOUND);
    expect((await h.call(WORKER, `${BASE}/abc`)).status).toBe(404);
  });
});

describe("PUT /smartforms/v1/template/{id}", () => {
  it("saves name and structure on the current revision, raising it, and records it", async () => {
    const template = await fresh();
    const changed = changeStructure(template.structure, {
      op: "addField",
      tab: template.structure.tabs[0]!.key,
      type: "single_choice",
      label: { "4": "Shift" },
      options: [{ "4": "Day" }, { "4": "Night" }],
    });
    if (!changed.ok) throw new Error("step refused");
    const res = await h.call(FORMS, `${BASE}/${template.id}`, {
      method: "PUT",
      body: { revision: 1, name: "Renamed", structure: changed.structure },
    });
    expect(res.status, res.text).toBe(200);
    const saved = dataOf<SmartformTemplate>(res.body);
    expect(saved).toMatchObject({ name: "Renamed", revision: 2 });
    expect(saved.structure).toEqual(changed.structure);
    expect(await trail(template.id)).toEqual(["templates:created", "templates:updated"]);
  });

  it("setting the default unsets the kind's other default; archiving unsets it and restoring keeps it off", async () => {
    const template = await fresh(4);
    const previous = await templateIdOf("Exposure record");
    const res = await h.call(FORMS, `${BASE}/${template.id}`, {
      method: "PUT",
      body: { revision: 1, is_default: true },
    });
    expect(res.status, res.text).toBe(200);
    expect(dataOf<SmartformTemplate>(res.body).is_default).toBe(true);
    expect((await stored(previous)).is_default).toBe(false);
    const archived = await h.call(FORMS, `${BASE}/${template.id}`, {
      method: "PUT",
      body: { revision: 2, archived: true },
    });
    expect(dataOf<SmartformTemplate>(archived.body)).toMatchObject({ archived: true, is_default: false });
    const restored = await h.call(FORMS, `${BASE}/${template.id}`, {
      method: "PUT",
      body: { revision: 3, archived: false },
    });
    expect(dataOf<SmartformTemplate>(restored.body)).toMatchObject({ archived: false, is_default: false });
    expect(await trail(template.id)).toEqual([
      "templates:created",
      "templates:updated",
      "templates:archived",
      "templates:restored",
    ]);
    // Put the seeded default back for the other tests.
    const back = await stored(previous);
    await h.call(FORMS, `${BASE}/${previous}`, {
      method: "PUT",
      body: { revision: back.revision, is_default: true },
    });
  });

  it("refuses an older revision with 409 and a clear message, saving nothing", async () => {
    const template = await fresh();
    await h.call(FORMS, `${BASE}/${template.id}`, { method: "PUT", body: { revision: 1, name: "First" } });
    const res = await h.call(FORMS, `${BASE}/${template.id}`, {
      method: "PUT",
      body: { revision: 1, name: "Second" },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: "stale_revision", message: expect.stringContaining("changed") });
    expect((await stored(template.id)).name).toBe("First");
  });

  it("refuses the legacy form (409)", async () => {
    const id = await templateIdOf("Risk assessment (old form)");
    const { revision } = await stored(id);
    const res = await h.call(FORMS, `${BASE}/${id}`, { method: "PUT", body: { revision, name: "Changed" } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: "legacy_template" });
    expect((await stored(id)).name).toBe("Risk assessment (old form)");
  });

  it("refuses a bad structure or name (422) with nothing saved", async () => {
    const template = await fresh();
    const bad: unknown[] = [
      { tabs: [] },
      { tabs: [{ key: "t1", label: {}, fields: [] }] },
      {
        tabs: [
          { key: "t1", label: { "4": "A" }, fields: [{ key: "f1", type: "nope", label: { "4": "x" } }] },
        ],
      },
      {
        tabs: [
          {
            key: "t1",
            label: { "4": "A" },
            fields: [{ key: "f1", type: "single_choice", label: { "4": "x" }, options: [] }],
          },
        ],
      },
      "not a structure",
    ];
    for (const structure of bad) {
      const res = await h.call(FORMS, `${BASE}/${template.id}`, {
        method: "PUT",
        body: { revision: 1, structure },
      });
      expect(res.status, JSON.stringify(structure)).toBe(422);
      expect(Object.keys(errorsOf(res.body)).some((key) => key.startsWith("structure"))).toBe(true);
    }
    const blank = await h.call(FORMS, `${BASE}/${template.id}`, {
      method: "PUT",
      body: { revision: 1, name: " " },
    });
    expect(blank.status).toBe(422);
    expect(await stored(template.id)).toMatchObject({ revision: 1, name: template.name });
    expect((await stored(template.id)).structure).toEqual(template.structure);
  });

  it("needs smartforms_admin (403) and answers 404 for another company's template", async () => {
    const template = await fresh();
    const body = { revision: 1, name: "X" };
    expect((await h.call(ASSESSOR, `${BASE}/${template.id}`, { method: "PUT", body })).status).toBe(403);
    expect((await h.call(OTHER_ADMIN, `${BASE}/${template.id}`, { method: "PUT", body })).status).toBe(404);
    expect((await stored(template.id)).name).toBe(template.name);
  });
});

describe("POST /smartforms/v1/template/{id}/translate", () => {
  it("writes one language's texts, removes a text given empty, and the complete languages follow", async () => {
    const template = await fresh();
    const slots = template.structure.tabs.map((tab) => tab.key);
    const res = await h.call(FORMS, `${BASE}/${template.id}/translate`, {
      method: "POST",
      body: { revision: 1, language_id: 9, texts: { [slots[0]!]: "Fane én" } },
    });
    expect(res.status, res.text).toBe(200);
    const saved = dataOf<SmartformTemplate>(res.body);
    expect(saved.structure.tabs[0]!.label["9"]).toBe("Fane én");
    expect(saved.revision).toBe(2);
    const removed = await h.call(FORMS, `${BASE}/${template.id}/translate`, {
      method: "POST",
      body: { revision: 2, language_id: 9, texts: { [slots[0]!]: "" } },
    });
    expect(dataOf<SmartformTemplate>(removed.body).structure.tabs[0]!.label["9"]).toBeUndefined();
    expect(await trail(template.id)).toContain("templates:updated");
  });

  it("refuses unknown slots and languages (422), an old revision and the legacy form (409), saving nothing", async () => {
    const template = await fresh();
    const unknown = await h.call(FORMS, `${BASE}/${template.id}/translate`, {
      method: "POST",
      body: { revision: 1, language_id: 1, texts: { f999: "x" } },
    });
    expect(unknown.status).toBe(422);
    expect(errorsOf(unknown.body)["texts.f999"]).toBeDefined();
    const language = await h.call(FORMS, `${BASE}/${template.id}/translate`, {
      method: "POST",
      body: { revision: 1, language_id: 42, texts: {} },
    });
    expect(language.status).toBe(422);
    const stale = await h.call(FORMS, `${BASE}/${template.id}/translate`, {
      method: "POST",
      body: { revision: 7, language_id: 1, texts: {} },
    });
    expect(stale.status).toBe(409);
    const legacy = await templateIdOf("Risk assessment (old form)");
    const refused = await h.call(FORMS, `${BASE}/${legacy}/translate`, {
      method: "POST",
      body: { revision: (await stored(legacy)).revision, language_id: 1, texts: { t1: "Vurdering" } },
    });
    expect(refused.status).toBe(409);
    expect((await stored(template.id)).revision).toBe(1);
    expect(
      (
        await h.call(ASSESSOR, `${BASE}/${template.id}/translate`, {
          method: "POST",
          body: { revision: 1, language_id: 1, texts: {} },
        })
      ).status,
    ).toBe(403);
  });
});

describe("GET /smartforms/v1/templates/types/{type}/tabs", () => {
  it("answers each kind's standard tabs, 404 for an unknown kind", async () => {
    for (const type of [1, 2, 4, 5, 6]) {
      const res = await h.call(WORKER, `/api/smartforms/v1/templates/types/${type}/tabs`);
      expect(res.status).toBe(200);
      expect(dataOf<StandardTabs>(res.body)).toEqual({
        document_type: type,
        structure: standardStructure(type as 1),
      });
    }
    for (const type of ["3", "0", "x", "1.5"]) {
      expect((await h.call(WORKER, `/api/smartforms/v1/templates/types/${type}/tabs`)).status, type).toBe(
        404,
      );
    }
  });

  it("is for signed-in users only", async () => {
    expect((await h.call(null, "/api/smartforms/v1/templates/types/1/tabs")).status).toBe(401);
  });
});
