import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settle, setupAppTest } from "../support/app";
import { apiAs, get, post, toastOf, type AppTest } from "./locations-support";

/**
 * The standard-phrase pages: /standard-phrases (found by text and section, paged), /new-phrase,
 * /edit-phrase/:id with its confirmed deletion and /translations/:id. Bad input comes back as messages with
 * nothing saved; a user without the permission is sent to /main, and the API refuses them too.
 */

let t: AppTest;
beforeAll(async () => {
  t = await setupAppTest();
});
afterAll(() => t.close());

/** local_publisher and local_publisher_delete. */
const KEEPER = "phrases@demo.test";
/** local_publisher only: reads and adds, changes nothing that exists. */
const SAFETY = "safety@demo.test";
const WORKER = "worker@demo.test";
const WARNING =
  "This feature is disabled. If you believe this is a mistake, please contact one of your admins.";

interface Reply {
  status: string;
  error: Record<string, string[] | null>;
}

const countPhrases = async () =>
  Number((await t.db.execute(sql`SELECT count(*)::int AS n FROM publisher_sentences`)).rows[0]!.n);
const phraseId = async (code: string) =>
  Number((await t.db.execute(sql`SELECT id FROM publisher_sentences WHERE code = ${code}`)).rows[0]?.id ?? 0);
const textsOf = async (id: number) =>
  Object.fromEntries(
    (
      await t.db.execute(
        sql`SELECT language_id, text FROM publisher_sentence_translations WHERE sentence_id = ${id}`,
      )
    ).rows.map((row) => [String(row.language_id), row.text as string]),
  );
const cookieOf = async (email: string) => (await t.signedIn(email)).cookie;

async function postNew(email: string, code: string, field = "7", english = `Text of ${code}.`) {
  const { action } = await import("~/features/publisher-phrases/routes/phrase-new");
  const cookie = await cookieOf(email);
  return settle(() =>
    action(
      post("/new-phrase", cookie, [
        ["intent", "save"],
        ["code", code],
        ["field_id", field],
        ["english", english],
      ]),
    ),
  );
}

async function expectBlocked(response: unknown) {
  const redirect = response as Response;
  expect(redirect.status).toBe(302);
  expect(redirect.headers.get("Location")).toBe("/main");
  expect(await toastOf(redirect)).toMatchObject({ type: "warning", text: WARNING });
}

describe("/standard-phrases", () => {
  it("lists the company's phrases and the official statements with their notice; finds by text and section", async () => {
    const { loader } = await import("~/features/publisher-phrases/routes/phrases");
    const cookie = await cookieOf(SAFETY);
    const all = (await loader(get("/standard-phrases", cookie))) as Awaited<ReturnType<typeof loader>>;
    expect(all.own.rows.map((p) => p.code)).toEqual(["C-001", "C-002"]);
    expect(all.official.total).toBeGreaterThan(100);
    expect(all.official.rows).toHaveLength(50);
    expect(all.official.rows[0]!.code).toMatch(/^(H|EUH|P)\d/);
    expect(all.notice).toMatch(/CC BY/);
    expect(all.canEdit).toBe(false);

    const found = (await loader(get("/standard-phrases?q=flammables", cookie))) as typeof all;
    expect(found.own.rows.map((p) => p.code)).toEqual(["C-001"]);

    const h225 = (await loader(get("/standard-phrases?q=h225", cookie))) as typeof all;
    expect(h225.official.rows.map((p) => p.code)).toEqual(["H225"]);
    expect(h225.own.total).toBe(0);

    const firstAid = (await loader(get("/standard-phrases?field=4", cookie))) as typeof all;
    expect(firstAid.own.rows.map((p) => p.code)).toEqual(["C-002"]);
    // The official statements are written in section 2: none under section 4.
    expect(firstAid.official.total).toBe(0);

    const second = (await loader(get("/standard-phrases?opage=2&field=bogus", cookie))) as typeof all;
    expect(second.field).toBeNull();
    expect(second.official.page).toBe(2);
    expect(second.official.rows[0]!.code).not.toBe(all.official.rows[0]!.code);
  });

  it("offers the edit links to a keeper only", async () => {
    const { loader } = await import("~/features/publisher-phrases/routes/phrases");
    const keeper = (await loader(get("/standard-phrases", await cookieOf(KEEPER)))) as { canEdit: boolean };
    expect(keeper.canEdit).toBe(true);
  });

  it("sends a user without local_publisher to /main with the warning; the API refuses them too", async () => {
    const { loader } = await import("~/features/publisher-phrases/routes/phrases");
    const cookie = await cookieOf(WORKER);
    await expectBlocked(await settle(() => loader(get("/standard-phrases", cookie))));
    const { listPhrases } = await import("~/features/publisher-phrases/api.server");
    await expect(listPhrases(await apiAs(t, WORKER))).rejects.toMatchObject({ status: 403 });
  });
});

describe("/new-phrase", () => {
  it("adds a phrase and opens its translations", async () => {
    const before = await countPhrases();
    const response = (await postNew(SAFETY, " rt-new.1 ", "5", "Use foam or dry powder.")) as Response;
    expect(response.status).toBe(302);
    const id = await phraseId("RT-NEW.1");
    expect(response.headers.get("Location")).toBe(`/translations/${id}`);
    expect(await toastOf(response)).toMatchObject({
      type: "success",
      text: "The phrase RT-NEW.1 was added.",
    });
    expect(await countPhrases()).toBe(before + 1);
    expect(await textsOf(id)).toEqual({ "4": "Use foam or dry powder." });
  });

  it("refuses an official code, a taken code, no section and no English, in the user's language; nothing saved", async () => {
    const before = await countPhrases();
    const official = (await postNew(SAFETY, "H225")) as unknown as Reply;
    expect(official.status).toBe("error");
    expect(official.error.code).toEqual([
      "H, EUH and P codes are the official CLP statements; give your phrase another code.",
    ]);
    const euh = (await postNew(SAFETY, "euh066")) as unknown as Reply;
    expect(euh.error.code).toHaveLength(1);

    const taken = (await postNew(SAFETY, "c-001")) as unknown as Reply;
    expect(taken.status).toBe("error");
    expect(taken.error.code).toEqual(["Another phrase has this code."]);

    const empty = (await postNew(SAFETY, "1-bad", "", " ")) as unknown as Reply;
    expect(empty.error).toMatchObject({
      code: ["A code starts with a letter and has only letters, digits, dots and dashes (at most 20)."],
      field_id: ["Choose the SDS section the phrase is for."],
      english: ["The English text is required."],
    });

    // In Norwegian for a Norwegian session.
    const { action } = await import("~/features/publisher-phrases/routes/phrase-new");
    const nb = (await t.signedIn(SAFETY, { language: 1 })).cookie;
    const norwegian = (await action(
      post("/new-phrase", nb, [
        ["intent", "save"],
        ["code", "RT-NB"],
        ["field_id", "7"],
        ["english", ""],
      ]),
    )) as unknown as Reply;
    expect(norwegian.error.english?.[0]).not.toBe("The English text is required.");
    expect(await countPhrases()).toBe(before);
  });

  it("sends a user without local_publisher to /main and saves nothing", async () => {
    const before = await countPhrases();
    await expectBlocked(await postNew(WORKER, "RT-WORKER"));
    expect(await countPhrases()).toBe(before);
  });
});

describe("/edit-phrase/:sentenceId", () => {
  it("changes the code, section and English text and keeps the other languages", async () => {
    await postNew(SAFETY, "RT-EDIT", "7", "Keep cool.");
    const id = await phraseId("RT-EDIT");
    await t.db
      .execute(sql`INSERT INTO publisher_sentence_translations (company_id, sentence_id, language_id, text)
      SELECT company_id, id, 1, 'Oppbevares kjølig.' FROM publisher_sentences WHERE id = ${id}`);
    const { loader, action } = await import("~/features/publisher-phrases/routes/phrase-edit");
    const cookie = await cookieOf(KEEPER);
    const page = (await loader(get(`/edit-phrase/${id}`, cookie, { sentenceId: String(id) }))) as Awaited<
      ReturnType<typeof loader>
    >;
    expect(page.phrase).toMatchObject({ code: "RT-EDIT", field_id: 7, english: "Keep cool." });
    expect(page.confirmDelete).toBe(false);

    const response = (await settle(() =>
      action(
        post(
          `/edit-phrase/${id}`,
          cookie,
          [
            ["intent", "save"],
            ["code", "RT-EDITED"],
            ["field_id", "8"],
            ["english", "Keep cool and dry."],
          ],
          { sentenceId: String(id) },
        ),
      ),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/standard-phrases");
    expect(await toastOf(response)).toMatchObject({ text: "The phrase RT-EDITED was saved." });
    expect(await textsOf(id)).toEqual({ "1": "Oppbevares kjølig.", "4": "Keep cool and dry." });
  });

  it("refuses bad input with its messages and changes nothing", async () => {
    const id = await phraseId("RT-EDITED");
    const { action } = await import("~/features/publisher-phrases/routes/phrase-edit");
    const reply = (await action(
      post(
        `/edit-phrase/${id}`,
        await cookieOf(KEEPER),
        [
          ["intent", "save"],
          ["code", "P210"],
          ["field_id", "17"],
          ["english", "Changed."],
        ],
        { sentenceId: String(id) },
      ),
    )) as unknown as Reply;
    expect(reply.status).toBe("error");
    expect(reply.error.code).toHaveLength(1);
    expect(reply.error.field_id).toEqual(["Choose the SDS section the phrase is for."]);
    expect((await textsOf(id))["4"]).toBe("Keep cool and dry.");
    expect(await phraseId("RT-EDITED")).toBe(id);
  });

  it("asks before deleting, then deletes the phrase with its translations", async () => {
    const id = await phraseId("RT-EDITED");
    const { loader, action } = await import("~/features/publisher-phrases/routes/phrase-edit");
    const cookie = await cookieOf(KEEPER);
    const confirm = (await loader(
      get(`/edit-phrase/${id}?delete=1`, cookie, { sentenceId: String(id) }),
    )) as { confirmDelete: boolean };
    expect(confirm.confirmDelete).toBe(true);
    const response = (await settle(() =>
      action(post(`/edit-phrase/${id}`, cookie, [["intent", "delete"]], { sentenceId: String(id) })),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/standard-phrases");
    expect(await toastOf(response)).toMatchObject({ text: "The phrase RT-EDITED was deleted." });
    expect(await phraseId("RT-EDITED")).toBe(0);
    expect(await textsOf(id)).toEqual({});
  });

  it("sends a publisher without local_publisher_delete to /main; the API refuses the change and the deletion", async () => {
    const id = await phraseId("C-001");
    const { loader, action } = await import("~/features/publisher-phrases/routes/phrase-edit");
    const cookie = await cookieOf(SAFETY);
    await expectBlocked(
      await settle(() => loader(get(`/edit-phrase/${id}`, cookie, { sentenceId: String(id) }))),
    );
    await expectBlocked(
      await settle(() =>
        action(post(`/edit-phrase/${id}`, cookie, [["intent", "delete"]], { sentenceId: String(id) })),
      ),
    );
    const { deletePhrase, updatePhrase } = await import("~/features/publisher-phrases/api.server");
    const api = await apiAs(t, SAFETY);
    await expect(deletePhrase(api, id)).rejects.toMatchObject({ status: 403 });
    await expect(
      updatePhrase(api, id, { code: "C-001", field_id: 7, translations: { "4": "Changed." } }),
    ).rejects.toMatchObject({ status: 403 });
    expect(await phraseId("C-001")).toBe(id);
    expect((await textsOf(id))["4"]).toBe("Store in the flammables cabinet of the laboratory.");
  });

  it("answers not found for another company's phrase", async () => {
    const id = await phraseId("C-001");
    const { loader } = await import("~/features/publisher-phrases/routes/phrase-edit");
    const cookie = await cookieOf("admin@other.test");
    const response = (await settle(() =>
      loader(get(`/edit-phrase/${id}`, cookie, { sentenceId: String(id) })),
    )) as Response;
    expect(response.status).toBe(404);
  });
});

describe("/translations/:sentenceId", () => {
  it("shows which languages are missing and saves all ten texts at once, English required", async () => {
    const id = await phraseId("C-002");
    const { loader, action } = await import("~/features/publisher-phrases/routes/translations");
    const cookie = await cookieOf(KEEPER);
    const page = (await loader(get(`/translations/${id}`, cookie, { sentenceId: String(id) }))) as Awaited<
      ReturnType<typeof loader>
    >;
    expect(page.canEdit).toBe(true);
    expect(Object.keys(page.phrase.translations).sort()).toEqual(["1", "4"]);

    const texts: [string, string][] = [
      ["text_4", "Call the first-aid team on extension 112."],
      ["text_1", "Ring førstehjelpslaget på internnummer 112."],
      ["text_6", "Rufen Sie das Erste-Hilfe-Team unter Durchwahl 112."],
    ];
    const empty = (await action(
      post(`/translations/${id}`, cookie, [["text_4", " "], ...texts.slice(1)], { sentenceId: String(id) }),
    )) as unknown as Reply;
    expect(empty.error).toMatchObject({ text_4: ["The English text is required."] });
    expect(Object.keys(await textsOf(id)).sort()).toEqual(["1", "4"]);

    const response = (await settle(() =>
      action(post(`/translations/${id}`, cookie, texts, { sentenceId: String(id) })),
    )) as Response;
    expect(response.headers.get("Location")).toBe(`/translations/${id}`);
    expect(await toastOf(response)).toMatchObject({ text: "The translations of C-002 were saved." });
    // Swedish was empty before and stays so; German is new; the code and section are kept.
    expect(await textsOf(id)).toEqual({ "4": texts[0]![1], "1": texts[1]![1], "6": texts[2]![1] });
    const row = (await t.db.execute(sql`SELECT code, field_id FROM publisher_sentences WHERE id = ${id}`))
      .rows[0];
    expect(row).toEqual({ code: "C-002", field_id: 4 });
  });

  it("lets a publisher without local_publisher_delete read the texts but not save them", async () => {
    const id = await phraseId("C-001");
    const { loader, action } = await import("~/features/publisher-phrases/routes/translations");
    const cookie = await cookieOf(SAFETY);
    const page = (await loader(get(`/translations/${id}`, cookie, { sentenceId: String(id) }))) as {
      canEdit: boolean;
    };
    expect(page.canEdit).toBe(false);
    await expectBlocked(
      await settle(() =>
        action(post(`/translations/${id}`, cookie, [["text_4", "Changed."]], { sentenceId: String(id) })),
      ),
    );
    expect((await textsOf(id))["4"]).toBe("Store in the flammables cabinet of the laboratory.");
  });
});
