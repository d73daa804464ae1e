import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TemplateStructure } from "../../core/smartforms/template";
import { DEMO_COMPANY_IDS } from "../../seed/seed";
import { settle, setupAppTest } from "../support/app";
import { get, post, toastOf, type AppTest } from "./locations-support";

/**
 * The template pages: /smartforms (the menu), /smartforms/{type} (a kind's templates) and
 * /smartforms/{type}/template/{id} (the builder): loaders, every kind of action, refused input with nothing
 * saved, a stale page, the older fixed form, and the smartforms_admin guard.
 */

let t: AppTest;
beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

const FORMS = "forms@demo.test";
const ASSESSOR = "assessor@demo.test";
const DEMO = DEMO_COMPANY_IDS.demoChemicals;
const DISABLED =
  "This feature is disabled. If you believe this is a mistake, please contact one of your admins.";
const cookieOf = async (email: string) => (await t.signedIn(email)).cookie;

const menu = () => import("~/features/smartforms/routes/templates-menu");
const kind = () => import("~/features/smartforms/routes/templates");
const builder = () => import("~/features/smartforms/routes/template");
const preview = () => import("~/features/smartforms/routes/template-preview");

interface Row extends Record<string, unknown> {
  id: number;
  name: string;
  revision: number;
  structure: TemplateStructure;
  is_default: boolean;
  archived: boolean;
}

async function row(id: number): Promise<Row> {
  const result = await t.db.execute<Row>(sql`
    SELECT id, name, revision, structure, is_default, (archived_at IS NOT NULL) AS archived
    FROM smartform_templates WHERE id = ${id}`);
  return result.rows[0]!;
}

async function idOf(name: string): Promise<number> {
  const result = await t.db.execute<{ id: number }>(
    sql`SELECT id FROM smartform_templates WHERE company_id = ${DEMO} AND name = ${name}`,
  );
  return result.rows[0]!.id;
}

/** A fresh template of kind 1, made through the kind page's action; answers its id. */
async function freshTemplate(cookie: string, name = `Builder ${Math.random().toString(36).slice(2, 8)}`) {
  const { action } = await kind();
  const response = (await settle(() =>
    action(
      post(
        "/smartforms/1",
        cookie,
        [
          ["intent", "create"],
          ["name", name],
          ["start", "standard"],
        ],
        { type: "1" },
      ),
    ),
  )) as Response;
  expect(response.status).toBe(302);
  const id = Number(response.headers.get("Location")!.split("/").pop());
  expect(await toastOf(response)).toMatchObject({ type: "success", text: `Template ${name} created` });
  return id;
}

/** Posts one builder step for template `id` on its current revision (unless given). */
async function step(cookie: string, id: number, fields: [string, string][], revision?: number) {
  const { action } = await builder();
  const current = revision ?? (await row(id)).revision;
  return settle(() =>
    action(
      post(`/smartforms/1/template/${id}`, cookie, [...fields, ["revision", String(current)]], {
        type: "1",
        id: String(id),
      }),
    ),
  );
}

async function expectSaved(result: unknown, id: number) {
  const response = result as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toMatch(new RegExp(`^/smartforms/1/template/${id}`));
  expect(await toastOf(response)).toMatchObject({ type: "success", text: "Template saved" });
}

describe("the guard", () => {
  it("sends a user without smartforms_admin to /main with the warning, from every loader and action", async () => {
    const cookie = await cookieOf(ASSESSOR);
    const template = await idOf("Laboratory risk assessment");
    const [m, k, b] = await Promise.all([menu(), kind(), builder()]);
    const params = { type: "1", id: String(template) };
    for (const result of [
      await settle(() => m.loader(get("/smartforms", cookie))),
      await settle(() => k.loader(get("/smartforms/1", cookie, params))),
      await settle(() =>
        k.action(
          post(
            "/smartforms/1",
            cookie,
            [
              ["intent", "create"],
              ["name", "x"],
            ],
            params,
          ),
        ),
      ),
      await settle(() => b.loader(get(`/smartforms/1/template/${template}`, cookie, params))),
      await settle(() =>
        b.action(
          post(
            `/smartforms/1/template/${template}`,
            cookie,
            [
              ["intent", "name"],
              ["name", "x"],
            ],
            params,
          ),
        ),
      ),
    ]) {
      const response = result as Response;
      expect(response.headers.get("Location")).toBe("/main");
      expect(await toastOf(response)).toMatchObject({ type: "warning", text: DISABLED });
    }
    expect((await row(template)).name).toBe("Laboratory risk assessment");
  });
});

describe("/smartforms", () => {
  it("lists the five kinds with their template counts", async () => {
    const { loader } = await menu();
    const data = await loader(get("/smartforms", await cookieOf(FORMS)));
    expect(data.title).toBe("Smart forms – ChemSafe");
    expect(data.kinds.map((k) => k.type)).toEqual([1, 2, 4, 5, 6]);
    expect(data.kinds[0]!.templates).toBeGreaterThanOrEqual(3);
    expect(data.kinds.find((k) => k.type === 2)!.templates).toBeGreaterThanOrEqual(1);
  });
});

describe("/smartforms/{type}", () => {
  it("lists the kind's templates, archived ones too; an unknown kind is not found", async () => {
    const { loader } = await kind();
    const cookie = await cookieOf(FORMS);
    const data = await loader(get("/smartforms/1", cookie, { type: "1" }));
    expect(data.kind).toBe("Risk assessment");
    expect(data.templates.map((template) => template.name)).toEqual(
      expect.arrayContaining(["Laboratory risk assessment", "Risk assessment (old form)"]),
    );
    for (const type of ["3", "x", "0"]) {
      const response = (await settle(() => loader(get(`/smartforms/${type}`, cookie, { type })))) as Response;
      expect(response.status, type).toBe(404);
    }
  });

  it("creates a template from the standard tabs or as a copy", async () => {
    const cookie = await cookieOf(FORMS);
    const id = await freshTemplate(cookie);
    expect((await row(id)).structure.tabs.length).toBeGreaterThan(0);
    const source = await idOf("Laboratory risk assessment");
    const { action } = await kind();
    const response = (await settle(() =>
      action(
        post(
          "/smartforms/1",
          cookie,
          [
            ["intent", "create"],
            ["name", "Copied lab"],
            ["start", String(source)],
          ],
          {
            type: "1",
          },
        ),
      ),
    )) as Response;
    const copy = Number(response.headers.get("Location")!.split("/").pop());
    expect((await row(copy)).structure).toEqual((await row(source)).structure);
  });

  it("refuses an empty name or a template that cannot be copied, creating nothing", async () => {
    const cookie = await cookieOf(FORMS);
    const count = async () =>
      Number((await t.db.execute(sql`SELECT count(*) AS n FROM smartform_templates`)).rows[0]!.n);
    const before = await count();
    const { action } = await kind();
    const empty = (await action(
      post(
        "/smartforms/1",
        cookie,
        [
          ["intent", "create"],
          ["name", " "],
          ["start", "standard"],
        ],
        { type: "1" },
      ),
    )) as { result: { error: Record<string, string[]> } };
    expect(empty.result.error.name).toEqual(["Field is required"]);
    const legacy = await idOf("Risk assessment (old form)");
    const refused = (await action(
      post(
        "/smartforms/1",
        cookie,
        [
          ["intent", "create"],
          ["name", "Copy"],
          ["start", String(legacy)],
        ],
        { type: "1" },
      ),
    )) as { result: { error: Record<string, string[]> } };
    expect(refused.result.error.start?.[0]).toMatch(/cannot be copied/);
    expect(await count()).toBe(before);
  });

  it("makes a template the default, archives and restores it", async () => {
    const cookie = await cookieOf(FORMS);
    const id = await freshTemplate(cookie);
    const previous = await idOf("Risk assessment of a work task");
    const { action } = await kind();
    // A missing revision is a malformed post, not a form mistake.
    const missing = (await settle(() =>
      action(
        post(
          "/smartforms/1",
          cookie,
          [
            ["intent", "default"],
            ["template", String(id)],
          ],
          { type: "1" },
        ),
      ),
    )) as Response;
    expect(missing.status).toBe(400);
    const withRevision = async (intent: string) => {
      const { revision } = await row(id);
      return (await settle(() =>
        action(
          post(
            "/smartforms/1",
            cookie,
            [
              ["intent", intent],
              ["template", String(id)],
              ["revision", String(revision)],
            ],
            { type: "1" },
          ),
        ),
      )) as Response;
    };
    const made = await withRevision("default");
    expect(await toastOf(made)).toMatchObject({ type: "success", text: expect.stringContaining("default") });
    expect((await row(id)).is_default).toBe(true);
    expect((await row(previous)).is_default).toBe(false);
    await withRevision("archive");
    expect(await row(id)).toMatchObject({ archived: true, is_default: false });
    await withRevision("restore");
    expect((await row(id)).archived).toBe(false);
    // Give the seeded default its place back.
    const { revision } = await row(previous);
    await settle(() =>
      action(
        post(
          "/smartforms/1",
          cookie,
          [
            ["intent", "default"],
            ["template", String(previous)],
            ["revision", String(revision)],
          ],
          { type: "1" },
        ),
      ),
    );
  });
});

describe("/smartforms/{type}/template/{id}", () => {
  it("shows the builder with labels, the edit form and the translation slots asked for", async () => {
    const cookie = await cookieOf(FORMS);
    const id = await idOf("Laboratory risk assessment");
    const stored = await row(id);
    const field = stored.structure.tabs[0]!.fields[0]!;
    const { loader } = await builder();
    const data = await loader(
      get(`/smartforms/1/template/${id}?edit=${field.key}&language=1`, cookie, { type: "1", id: String(id) }),
    );
    expect(data.template).toMatchObject({ id, name: "Laboratory risk assessment", legacy: false });
    expect(data.tabs.map((tab) => tab.key)).toEqual(stored.structure.tabs.map((tab) => tab.key));
    expect(data.editing).toBe(field.key);
    expect(data.translation?.language).toBe(1);
    expect(data.translation?.slots[0]).toMatchObject({ slot: stored.structure.tabs[0]!.key, kind: "tab" });
  });

  it("is not found for another kind's URL, an unknown id or another company's template", async () => {
    const cookie = await cookieOf(FORMS);
    const { loader } = await builder();
    const sps = await idOf("Safe procedure sheet");
    const other = await t.db.execute<{ id: number }>(
      sql`SELECT id FROM smartform_templates WHERE company_id <> ${DEMO} ORDER BY id LIMIT 1`,
    );
    const ids = [String(sps), "999999", ...(other.rows[0] ? [String(other.rows[0].id)] : [])];
    for (const id of ids) {
      const response = (await settle(() =>
        loader(get(`/smartforms/1/template/${id}`, cookie, { type: "1", id })),
      )) as Response;
      expect(response.status, id).toBe(404);
    }
  });

  it("adds a choice field, moves it, edits its options keeping their bits, moves it to another tab and removes it", async () => {
    const cookie = await cookieOf(FORMS);
    const id = await freshTemplate(cookie);
    const [first, second] = (await row(id)).structure.tabs;
    await expectSaved(
      await step(cookie, id, [
        ["intent", "addField"],
        ["tab", first!.key],
        ["type", "multiple_choice"],
        ["label", "Shift"],
        ["required", "on"],
        ["options", "Day\nNight\n\n"],
      ]),
      id,
    );
    let tab = (await row(id)).structure.tabs[0]!;
    const added = tab.fields.at(-1)!;
    expect(added).toMatchObject({
      type: "multiple_choice",
      label: { "4": "Shift" },
      required: true,
      options: [
        { bit: 1, label: { "4": "Day" } },
        { bit: 2, label: { "4": "Night" } },
      ],
    });
    await expectSaved(
      await step(cookie, id, [
        ["intent", "moveField"],
        ["field", added.key],
        ["direction", "up"],
      ]),
      id,
    );
    tab = (await row(id)).structure.tabs[0]!;
    expect(tab.fields.at(-2)!.key).toBe(added.key);
    await expectSaved(
      await step(cookie, id, [
        ["intent", "updateField"],
        ["field", added.key],
        ["label", "Work shift"],
        ["help", "When the task is done"],
        ["option.b1", ""],
        ["option.b2", "Night shift"],
        ["options", "Evening"],
      ]),
      id,
    );
    const edited = (await row(id)).structure.tabs[0]!.fields.find((f) => f.key === added.key)!;
    expect(edited).toMatchObject({
      label: { "4": "Work shift" },
      help: { "4": "When the task is done" },
      required: false,
      options: [
        { bit: 2, label: { "4": "Night shift" } },
        { bit: 1, label: { "4": "Evening" } },
      ],
    });
    // An emptied help text (which the browser posts as an empty input) removes it.
    await expectSaved(
      await step(cookie, id, [
        ["intent", "updateField"],
        ["field", added.key],
        ["label", "Work shift"],
        ["help", ""],
        ["option.b2", "Night shift"],
        ["option.b1", "Evening"],
        ["options", ""],
      ]),
      id,
    );
    expect((await row(id)).structure.tabs[0]!.fields.find((f) => f.key === added.key)!.help).toEqual({});
    if (second) {
      await expectSaved(
        await step(cookie, id, [
          ["intent", "moveFieldToTab"],
          ["field", added.key],
          ["tab", second.key],
        ]),
        id,
      );
      expect((await row(id)).structure.tabs[1]!.fields.at(-1)!.key).toBe(added.key);
    }
    await expectSaved(
      await step(cookie, id, [
        ["intent", "removeField"],
        ["field", added.key],
      ]),
      id,
    );
    expect(JSON.stringify((await row(id)).structure)).not.toContain(`"${added.key}"`);
  });

  it("renames, adds, moves and removes tabs, and renames the template", async () => {
    const cookie = await cookieOf(FORMS);
    const id = await freshTemplate(cookie);
    await expectSaved(
      await step(cookie, id, [
        ["intent", "addTab"],
        ["label", "Sign-off"],
      ]),
      id,
    );
    let tabs = (await row(id)).structure.tabs;
    const added = tabs.at(-1)!;
    expect(added.label).toEqual({ "4": "Sign-off" });
    await expectSaved(
      await step(cookie, id, [
        ["intent", "moveTab"],
        ["tab", added.key],
        ["direction", "up"],
      ]),
      id,
    );
    tabs = (await row(id)).structure.tabs;
    expect(tabs.at(-2)!.key).toBe(added.key);
    await expectSaved(
      await step(cookie, id, [
        ["intent", "renameTab"],
        ["tab", added.key],
        ["label", "Approval"],
      ]),
      id,
    );
    await expectSaved(
      await step(cookie, id, [
        ["intent", "removeTab"],
        ["tab", added.key],
      ]),
      id,
    );
    expect((await row(id)).structure.tabs.some((tab) => tab.key === added.key)).toBe(false);
    await expectSaved(
      await step(cookie, id, [
        ["intent", "name"],
        ["name", "Renamed in the builder"],
      ]),
      id,
    );
    expect((await row(id)).name).toBe("Renamed in the builder");
  });

  it("translates labels into a chosen language", async () => {
    const cookie = await cookieOf(FORMS);
    const id = await freshTemplate(cookie);
    const tab = (await row(id)).structure.tabs[0]!;
    const response = (await step(cookie, id, [
      ["intent", "translate"],
      ["language", "1"],
      [`text.${tab.key}`, "Oppgave"],
    ])) as Response;
    expect(response.headers.get("Location")).toBe(`/smartforms/1/template/${id}?language=1#translation`);
    expect((await row(id)).structure.tabs[0]!.label["1"]).toBe("Oppgave");
  });

  it("refuses bad input with its errors on the form and nothing saved", async () => {
    const cookie = await cookieOf(FORMS);
    const id = await freshTemplate(cookie);
    const before = await row(id);
    const tab = before.structure.tabs[0]!.key;
    const cases: [[string, string][], string, string][] = [
      [
        [
          ["intent", "addField"],
          ["tab", tab],
          ["type", "text"],
          ["label", ""],
        ],
        `addField-${tab}`,
        "label",
      ],
      [
        [
          ["intent", "addField"],
          ["tab", tab],
          ["type", "single_choice"],
          ["label", "Pick"],
          ["options", "\n"],
        ],
        `addField-${tab}`,
        "options",
      ],
      [
        [
          ["intent", "addField"],
          ["tab", tab],
          ["type", "video"],
          ["label", "x"],
        ],
        `addField-${tab}`,
        "type",
      ],
      [
        [
          ["intent", "name"],
          ["name", "x".repeat(121)],
        ],
        "name",
        "name",
      ],
      [
        [
          ["intent", "renameTab"],
          ["tab", tab],
          ["label", " "],
        ],
        `renameTab-${tab}`,
        "label",
      ],
    ];
    for (const [fields, form, name] of cases) {
      const reply = (await step(cookie, id, fields)) as {
        form: string;
        result: { error: Record<string, string[]> };
      };
      expect(reply.form, form).toBe(form);
      expect(reply.result.error[name]?.length, `${form} ${name}`).toBeGreaterThan(0);
    }
    expect(await row(id)).toEqual(before);
    const malformed = (await step(cookie, id, [["intent", "explode"]])) as Response;
    expect(malformed.status).toBe(400);
  });

  it("refuses a step made on an older revision, a refused step and any change of the older fixed form", async () => {
    const cookie = await cookieOf(FORMS);
    const id = await freshTemplate(cookie);
    const before = await row(id);
    const stale = (await step(
      cookie,
      id,
      [
        ["intent", "name"],
        ["name", "Late"],
      ],
      before.revision - 1 || 99,
    )) as Response;
    expect(await toastOf(stale)).toMatchObject({
      type: "error",
      text: expect.stringContaining("changed the template"),
    });
    const unknown = (await step(cookie, id, [
      ["intent", "removeField"],
      ["field", "f999"],
    ])) as Response;
    expect(await toastOf(unknown)).toMatchObject({ type: "error", text: "That field no longer exists." });
    expect(await row(id)).toEqual(before);
    const legacy = await idOf("Risk assessment (old form)");
    const refused = (await step(cookie, legacy, [
      ["intent", "name"],
      ["name", "New"],
    ])) as Response;
    expect(await toastOf(refused)).toMatchObject({
      type: "error",
      text: "The older fixed form cannot be changed.",
    });
    expect((await row(legacy)).name).toBe("Risk assessment (old form)");
    const { loader } = await builder();
    const data = await loader(
      get(`/smartforms/1/template/${legacy}`, cookie, { type: "1", id: String(legacy) }),
    );
    expect(data.template.legacy).toBe(true);
  });

  it("previews a tab as the filler sees it (the first tab unless one is asked for), for smartforms_admin only", async () => {
    const cookie = await cookieOf(FORMS);
    const id = await idOf("Laboratory risk assessment");
    const stored = await row(id);
    const { loader } = await preview();
    const params = { type: "1", id: String(id) };
    const first = await loader(get(`/smartforms/1/template/${id}/preview`, cookie, params));
    expect(first.tab.key).toBe(stored.structure.tabs[0]!.key);
    expect(first.tabs.map((tab) => tab.key)).toEqual(stored.structure.tabs.map((tab) => tab.key));
    expect(first.riskLabels.likelihood).toHaveLength(5);
    expect(first.riskLabels.likelihood.every(Boolean)).toBe(true);
    const last = stored.structure.tabs.at(-1)!;
    const chosen = await loader(get(`/smartforms/1/template/${id}/preview?tab=${last.key}`, cookie, params));
    expect(chosen.tab).toEqual(last);
    const assessor = await cookieOf(ASSESSOR);
    const refused = (await settle(() =>
      loader(get(`/smartforms/1/template/${id}/preview`, assessor, params)),
    )) as Response;
    expect(refused.headers.get("Location")).toBe("/main");
    const wrongKind = (await settle(() =>
      loader(get(`/smartforms/2/template/${id}/preview`, cookie, { type: "2", id: String(id) })),
    )) as Response;
    expect(wrongKind.status).toBe(404);
  });
});
