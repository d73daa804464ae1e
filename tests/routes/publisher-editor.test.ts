import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHEET_LIMITS } from "../../core/publisher/document-schemas";
import { SHEET_LIMITS_ARTICLE_NO, SUBSECTION_TEXT_MAX } from "../../app/features/publisher-documents/limits";
import { settle, setupAppTest } from "../support/app";
import { apiAs, get, post, toastOf, type AppTest } from "./locations-support";

/**
 * /new-document, the editor of the company's own sheets: the start form (a supplier, then its languages and
 * markets), starting a sheet and a copy, writing a section (texts, phrases found by a search, label,
 * composition), bad input answered with the message and nothing saved, "Check and publish" listing every
 * problem or publishing, deleting after the confirmation, and a user without local_publisher_delete refused
 * by the API (the page shows the refusal) as well as a user without local_publisher sent to /main.
 */

let t: AppTest;
beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

/** Every flag (local_publisher and local_publisher_delete). */
const ADMIN = "admin@demo.test";
/** local_publisher without local_publisher_delete. */
const SAFETY = "safety@demo.test";
const WORKER = "worker@demo.test";
const WARNING =
  "This feature is disabled. If you believe this is a mistake, please contact one of your admins.";

const cookieOf = async (email: string) => (await t.signedIn(email)).cookie;
const route = () => import("~/features/publisher-documents/routes/new-document");

const one = async <T>(query: ReturnType<typeof sql>) => (await t.db.execute(query)).rows[0] as T;
const documents = async () =>
  (await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM publisher_documents`)).n;
const supplierId = async () =>
  (
    await one<{ id: number }>(
      sql`SELECT id FROM publisher_manufacturers WHERE name = 'Demo Chemicals Production AS'`,
    )
  ).id;
/** The draft's version stamp now, as the section form carries it. */
const revisionOf = async (id: number) =>
  String(
    (await one<{ revision: number }>(sql`SELECT revision FROM publisher_documents WHERE id = ${id}`))
      .revision,
  );
const demoSheet = async () =>
  (await one<{ id: number }>(sql`SELECT id FROM publisher_documents WHERE sds_key = 'DOC-DEMODEGR500'`)).id;

/** Starts a sheet through the page as `email`; answers its document id. */
async function start(email: string, name: string): Promise<number> {
  const { action } = await route();
  const supplier = await supplierId();
  const cookie = await cookieOf(email);
  const response = (await settle(() =>
    action(
      post(`/new-document?supplier=${supplier}`, cookie, [
        ["intent", "start"],
        ["manufacturer_id", String(supplier)],
        ["product_name", name],
        ["article_no", "RT-1"],
        ["language_id", "4"],
        ["market_id", "1"],
        ["sds_type", "1"],
        ["template_id", "1"],
      ]),
    ),
  )) as Response;
  expect(response.status).toBe(302);
  const location = response.headers.get("Location")!;
  expect(location).toMatch(/^\/new-document\?id=\d+&section=1$/);
  return Number(new URL(location, "http://app.test").searchParams.get("id"));
}

const editorUrl = (id: number, section: number, extra = "") =>
  `/new-document?id=${id}&section=${section}${extra}`;

describe("/new-document: starting a sheet", () => {
  it("narrows the sheets to copy by a search (the list is a page of the company's sheets)", async () => {
    const { loader } = await route();
    const cookie = await cookieOf(SAFETY);
    const found = (await loader(get("/new-document?copy_q=glass", cookie))) as {
      start: { copyQ: string; copyTotal: number; copies: { name: string }[] };
    };
    expect(found.start.copyQ).toBe("glass");
    expect(found.start.copyTotal).toBe(2);
    expect(
      found.start.copies.map((c) => c.name).every((name) => name.startsWith("Demo Glass Cleaner 200")),
    ).toBe(true);
    const none = (await loader(get("/new-document?copy_q=no-such-sheet", cookie))) as {
      start: { copyTotal: number; copies: unknown[] };
    };
    expect(none.start).toMatchObject({ copyTotal: 0, copies: [] });
  });

  it("offers the suppliers, then the chosen supplier's languages and markets", async () => {
    const { loader } = await route();
    const cookie = await cookieOf(SAFETY);
    const first = (await loader(get("/new-document", cookie))) as {
      mode: string;
      start: { suppliers: { name: string }[]; supplier: null; copies: { name: string }[] };
    };
    expect(first.mode).toBe("start");
    expect(first.start.supplier).toBeNull();
    expect(first.start.suppliers.map((s) => s.name)).toContain("Demo Chemicals Production AS");
    expect(first.start.copies.map((c) => c.name)).toContain(
      "Demo Degreaser 500 (English (UK), United Kingdom, version 1)",
    );
    const id = await supplierId();
    const second = (await loader(get(`/new-document?supplier=${id}`, cookie))) as {
      start: {
        choices: {
          languages: { id: number }[];
          markets: { id: number; name: string }[];
          types: { name: string }[];
        };
      };
    };
    expect(second.start.choices.languages.map((l) => l.id)).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    expect(second.start.choices.markets.map((m) => m.name)).toEqual(["Denmark", "Norway", "Sweden"]);
    expect(second.start.choices.types[0]!.name).toBe("Safety data sheet");
  });

  it("refuses a sheet without a product name and saves nothing", async () => {
    const { action } = await route();
    const before = await documents();
    const supplier = await supplierId();
    const reply = (await action(
      post("/new-document", await cookieOf(SAFETY), [
        ["intent", "start"],
        ["manufacturer_id", String(supplier)],
        ["product_name", "  "],
        ["language_id", "4"],
        ["market_id", "99999"],
        ["sds_type", "1"],
        ["template_id", "1"],
      ]),
    )) as { intent: string; result: { error: Record<string, string[]> } };
    expect(reply.intent).toBe("start");
    expect(reply.result.error).toMatchObject({
      product_name: ["Product name is required (at most 200 characters)."],
      market_id: ["Choose a market from the list."],
    });
    expect(await documents()).toBe(before);
  });

  it("starts a sheet and a copy as a user with local_publisher", async () => {
    const id = await start(SAFETY, "Route-test Cleaner");
    const row = await one<{ product_name: string; status: string; version: number }>(
      sql`SELECT product_name, status, version FROM publisher_documents WHERE id = ${id}`,
    );
    expect(row).toEqual({ product_name: "Route-test Cleaner", status: "draft", version: 1 });

    const { action } = await route();
    const safety = await cookieOf(SAFETY);
    const copied = (await settle(() =>
      action(
        post("/new-document", safety, [
          ["intent", "copy"],
          ["copy_of", String(id)],
          ["product_name", "Route-test Cleaner copy"],
        ]),
      ),
    )) as Response;
    expect(copied.status).toBe(302);
    expect((await toastOf(copied))?.text).toBe("The sheet Route-test Cleaner copy was started as a draft.");
  });

  it("sends a user without local_publisher to /main with the warning, and starts nothing", async () => {
    const { loader, action } = await route();
    const worker = await cookieOf(WORKER);
    const before = await documents();
    const demo = await demoSheet();
    for (const response of [
      await settle(() => loader(get("/new-document", worker))),
      await settle(() => loader(get(`/new-document?id=${demo}`, worker))),
      await settle(() => action(post("/new-document", worker, [["intent", "start"]]))),
    ]) {
      expect(response).toBeInstanceOf(Response);
      expect((response as Response).headers.get("Location")).toBe("/main");
      expect(await toastOf(response as Response)).toMatchObject({ type: "warning", text: WARNING });
    }
    expect(await documents()).toBe(before);
  });
});

describe("/new-document?id=: writing a draft", () => {
  it("shows one section with its subsections, and the phrases a search finds", async () => {
    const { loader } = await route();
    const id = await start(ADMIN, "Route-test Section");
    const page = (await loader(
      get(editorUrl(id, 2, "&to=2.2&q=highly%20flammable"), await cookieOf(ADMIN)),
    )) as {
      mode: string;
      draft: {
        section: number;
        heading: string;
        subsections: { number: string }[];
        label: { pictograms: { code: string }[] };
        found: { to: string; total: number; rows: { value: string; code: string }[] };
      };
    };
    expect(page.mode).toBe("draft");
    expect(page.draft.heading).toBe("Hazards identification");
    expect(page.draft.subsections.map((s) => s.number)).toEqual(["2.1", "2.2", "2.3"]);
    expect(page.draft.label.pictograms).toHaveLength(9);
    expect(page.draft.found.to).toBe("2.2");
    expect(page.draft.found.rows.map((r) => r.value)).toContain("cH225");
    expect(page.draft.found.rows.length).toBeLessThanOrEqual(25);
  });

  it("saves the shown section only: its texts, phrases kept and found, and its label", async () => {
    const { action } = await route();
    const admin = await cookieOf(ADMIN);
    const id = await start(ADMIN, "Route-test Save");
    const save = async (section: number, fields: [string, string][]) => {
      const revision = await revisionOf(id);
      return settle(() =>
        action(post(editorUrl(id, section), admin, [["intent", "save"], ["revision", revision], ...fields])),
      );
    };

    const first = (await save(4, [
      ["text_4_1", "Rinse with water."],
      ["to", "4.2"],
      ["add", "cH225"],
    ])) as Response;
    expect(first.headers.get("Location")).toBe(editorUrl(id, 4));
    expect((await toastOf(first))?.text).toBe("Section 4 was saved.");
    const label = (await save(2, [
      ["text_2_1", "Flam. Liq. 2"],
      ["to", "2.2"],
      ["add", "cH225"],
      ["signal_word", "Danger"],
      ["pictograms", "GHS02"],
    ])) as Response;
    expect(label.status).toBe(302);

    const api = await apiAs(t, ADMIN);
    const sheet = await api.get<{
      sections: Record<string, string>;
      phrases: { subsection: string; code: string }[];
      signal_word: string;
      pictograms: string[];
    }>(`/editor/sds/${id}`);
    expect(sheet.sections).toEqual({ "4.1": "Rinse with water.", "2.1": "Flam. Liq. 2" });
    expect(sheet.phrases.map((p) => `${p.subsection} ${p.code}`).sort()).toEqual(["2.2 H225", "4.2 H225"]);
    expect(sheet.signal_word).toBe("Danger");
    expect(sheet.pictograms).toEqual(["GHS02"]);

    // Unticking a phrase takes it off; the other section keeps its own.
    await save(4, [["text_4_1", "Rinse with water."]]);
    const after = await api.get<{ phrases: { subsection: string }[] }>(`/editor/sds/${id}`);
    expect(after.phrases.map((p) => p.subsection)).toEqual(["2.2"]);
  });

  it("refuses a concentration range upside down with the message and saves nothing", async () => {
    const { action } = await route();
    const admin = await cookieOf(ADMIN);
    const id = await demoSheet();
    const substance = await one<{ id: number }>(
      sql`SELECT id FROM publisher_substances WHERE name = 'Sodium hydroxide'`,
    );
    const before = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM publisher_document_substances WHERE document_id = ${id}`,
    );
    const reply = (await action(
      post(editorUrl(id, 3), admin, [
        ["intent", "save"],
        ["revision", await revisionOf(id)],
        ["text_3_2", "Mixture of solvents."],
        ["new_substance", String(substance.id)],
        ["new_min", "40"],
        ["new_max", "5"],
      ]),
    )) as {
      intent: string;
      result: { error: Record<string, string[]>; initialValue: Record<string, unknown> };
    };
    expect(reply.intent).toBe("section");
    expect(reply.result.error.new_max).toEqual([
      "A concentration is a percentage from 0 to 100, the lowest not above the highest.",
    ]);
    // What was typed comes back to the form.
    expect(reply.result.initialValue.text_3_2).toBe("Mixture of solvents.");
    expect(
      await one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM publisher_document_substances WHERE document_id = ${id}`,
      ),
    ).toEqual(before);
    expect(
      await one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM publisher_document_sections WHERE document_id = ${id} AND subsection = '3.2'`,
      ),
    ).toEqual({ n: 0 });
  });

  it("refuses a save made after someone else changed the draft, keeps what was typed and saves nothing", async () => {
    const { action } = await route();
    const admin = await cookieOf(ADMIN);
    const id = await start(ADMIN, "Route-test Stale");
    // Two writers open the draft at the same revision; the first saves section 4.
    const shown = await revisionOf(id);
    const first = (await settle(() =>
      action(
        post(editorUrl(id, 4), admin, [
          ["intent", "save"],
          ["revision", shown],
          ["text_4_1", "Rinse with water."],
        ]),
      ),
    )) as Response;
    expect(first.status).toBe(302);
    // The second saves section 5 from the same revision: refused, with the message and what was typed.
    const german = (await t.signedIn(ADMIN, { language: 6 })).cookie;
    const reply = (await settle(() =>
      action(
        post(editorUrl(id, 5), german, [
          ["intent", "save"],
          ["revision", shown],
          ["text_5_1", "Foam."],
        ]),
      ),
    )) as {
      intent: string;
      changed: boolean;
      result: { error: Record<string, string[]>; initialValue: Record<string, unknown> };
    };
    expect(reply.intent).toBe("section");
    expect(reply.changed).toBe(true);
    expect(reply.result.error[""]).toEqual([
      "Dieser Entwurf wurde von jemand anderem geändert, nachdem Sie ihn geöffnet haben. Es wurde nichts gespeichert.",
    ]);
    expect(reply.result.initialValue.text_5_1).toBe("Foam.");
    // Nothing of the second save was written; the first one's text stands.
    const api = await apiAs(t, ADMIN);
    const sheet = await api.get<{ sections: Record<string, string>; revision: number }>(`/editor/sds/${id}`);
    expect(sheet.sections).toEqual({ "4.1": "Rinse with water." });
    expect(String(sheet.revision)).toBe(await revisionOf(id));
    expect(Number(shown) + 1).toBe(sheet.revision);
  });

  it("refuses a section form without the draft's revision and saves nothing", async () => {
    const { action } = await route();
    const id = await start(ADMIN, "Route-test No revision");
    const reply = (await action(
      post(editorUrl(id, 4), await cookieOf(ADMIN), [
        ["intent", "save"],
        ["text_4_1", "Rinse with water."],
      ]),
    )) as { intent: string; result: { error: Record<string, string[]> } };
    expect(reply.intent).toBe("section");
    expect(reply.result.error.revision).toEqual(["The draft's revision is not valid."]);
    expect(
      await one<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM publisher_document_sections WHERE document_id = ${id}`,
      ),
    ).toEqual({ n: 0 });
  });

  it("shows the API's refusal to a user without local_publisher_delete, and the API refuses too", async () => {
    const { action, loader } = await route();
    const safety = await cookieOf(SAFETY);
    const id = await demoSheet();
    // The page opens for local_publisher...
    const page = (await loader(get(editorUrl(id, 1), safety))) as { mode: string };
    expect(page.mode).toBe("draft");
    // ...but saving, publishing and deleting are refused by the API, shown as its message on the same page.
    for (const intent of ["save", "publish", "delete"]) {
      const revision = await revisionOf(id);
      const response = (await settle(() =>
        action(
          post(editorUrl(id, 1), safety, [
            ["intent", intent],
            ["revision", revision],
            ["product_name", "Renamed by safety"],
            ["sds_type", "1"],
          ]),
        ),
      )) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(editorUrl(id, 1));
      expect(await toastOf(response)).toMatchObject({ type: "error", text: "Permission denied" });
    }
    const api = await apiAs(t, SAFETY);
    const refused = await api
      .patch(`/editor/sds/${id}`, { product_name: "Renamed by safety" })
      .catch((error: { status: number }) => error.status);
    expect(refused).toBe(403);
    const row = await one<{ product_name: string; status: string }>(
      sql`SELECT product_name, status FROM publisher_documents WHERE id = ${id}`,
    );
    expect(row).toEqual({ product_name: "Demo Degreaser 500", status: "draft" });
  });
});

describe("/new-document?id=: publishing and deleting", () => {
  it("lists every problem of an unfinished sheet in the reader's language", async () => {
    const { action } = await route();
    const id = await start(ADMIN, "Route-test Unfinished");
    const revision = await revisionOf(id);
    const reply = (await action(
      post(editorUrl(id, 1), await cookieOf(ADMIN), [
        ["intent", "publish"],
        ["revision", revision],
      ]),
    )) as {
      intent: string;
      problems: { text: string; section: number | null }[];
    };
    expect(reply.intent).toBe("publish");
    expect(reply.problems).toContainEqual({ text: "Section 2 is empty.", section: 2 });
    expect(reply.problems).toContainEqual({ text: "Section 16 is empty.", section: 16 });
    const german = (await action(
      post(editorUrl(id, 1), (await t.signedIn(ADMIN, { language: 6 })).cookie, [
        ["intent", "publish"],
        ["revision", revision],
      ]),
    )) as { problems: { text: string }[] };
    expect(german.problems.map((p) => p.text)).toContain("Abschnitt 2 ist leer.");
  });

  it("publishes a finished draft to its versions page, and opens the published version read-only", async () => {
    const { action, loader } = await route();
    const admin = await cookieOf(ADMIN);
    const id = await demoSheet();
    const revision = await revisionOf(id);
    const response = (await settle(() =>
      action(
        post(editorUrl(id, 16), admin, [
          ["intent", "publish"],
          ["revision", revision],
        ]),
      ),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/documents/all-versions/DOC-DEMODEGR500");
    expect((await toastOf(response))?.text).toBe("Demo Degreaser 500 was published.");
    const page = (await loader(get(editorUrl(id, 1), admin))) as {
      mode: string;
      published: { sheet: { key: string }; signalWord: string; substances: unknown[] };
    };
    expect(page.mode).toBe("published");
    expect(page.published.sheet.key).toBe("DOC-DEMODEGR500");
    expect(page.published.signalWord).toBe("Danger");
    expect(page.published.substances).toHaveLength(2);
  });

  it("deletes a draft after the confirmation", async () => {
    const { action, loader } = await route();
    const admin = await cookieOf(ADMIN);
    const id = await start(ADMIN, "Route-test Delete");
    const confirm = (await loader(get(`/new-document?id=${id}&delete=1`, admin))) as {
      mode: string;
      remove: { name: string };
    };
    expect(confirm).toMatchObject({ mode: "delete", remove: { name: "Route-test Delete" } });
    const revision = await revisionOf(id);
    const response = (await settle(() =>
      action(
        post(`/new-document?id=${id}`, admin, [
          ["intent", "delete"],
          ["revision", revision],
        ]),
      ),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/documents");
    expect((await toastOf(response))?.text).toBe("The draft of Route-test Delete was deleted.");
    expect(await one(sql`SELECT id FROM publisher_documents WHERE id = ${id}`)).toBeUndefined();
  });

  it("neither publishes nor deletes a draft someone changed after the page was shown", async () => {
    const { action } = await route();
    const admin = await cookieOf(ADMIN);
    const id = await start(ADMIN, "Route-test Changed");
    const shown = await revisionOf(id);
    // Someone else saves the draft: its revision moves on.
    const api = await apiAs(t, ADMIN);
    await api.patch(`/editor/sds/${id}`, { revision: Number(shown), product_name: "Route-test Changed" });
    expect(await revisionOf(id)).not.toBe(shown);
    const publish = (await action(
      post(editorUrl(id, 16), admin, [
        ["intent", "publish"],
        ["revision", shown],
      ]),
    )) as { intent: string; problems: { text: string; section: number | null }[] };
    expect(publish).toEqual({
      intent: "publish",
      problems: [
        {
          text: "This draft was changed by someone else after you opened it. Nothing was published: look it over, then publish it again.",
          section: null,
        },
      ],
    });
    const remove = (await action(
      post(`/new-document?id=${id}`, admin, [
        ["intent", "delete"],
        ["revision", shown],
      ]),
    )) as { intent: string; result: { error?: Record<string, string[]> } };
    expect(remove.intent).toBe("delete");
    expect(remove.result.error?.[""]).toEqual([
      "This draft was changed by someone else after you opened it. Nothing was deleted: look it over before you delete it.",
    ]);
    // A form without its revision is refused before the API is asked.
    const bare = (await action(post(editorUrl(id, 16), admin, [["intent", "publish"]]))) as {
      problems: { text: string }[];
    };
    expect(bare.problems).toEqual([{ text: "The draft's revision is not valid.", section: null }]);
    expect(await one(sql`SELECT status FROM publisher_documents WHERE id = ${id}`)).toEqual({
      status: "draft",
    });
  });

  it("keeps the page's input limits equal to the API's", () => {
    expect(SHEET_LIMITS_ARTICLE_NO).toBe(SHEET_LIMITS.articleNo);
    expect(SUBSECTION_TEXT_MAX).toBe(SHEET_LIMITS.subsectionText);
  });
});
