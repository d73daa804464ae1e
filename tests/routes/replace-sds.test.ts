import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setApiForTests } from "../../api/instance";
import { settle } from "../support/app";
import { get, post, toastOf, type AppTest } from "./locations-support";
import {
  ADMIN,
  DEMO,
  makePdf,
  multipart,
  OTHER,
  PNG_BYTES,
  productId,
  SAFETY,
  setCompanyFeature,
  setupAppTestWithFiles,
  sheetPdf,
  englishStatements,
  sheetsOf,
  uploadFields,
  WORKER,
} from "./product-support";

/** /replace-sds?prodId=…[&sds_key=…]: upload a newer sheet, see what it changes, apply it. */

let t: AppTest;
beforeAll(async () => {
  t = await setupAppTestWithFiles("replace-sds-");
});
afterEach(() => setApiForTests(t.api));
afterAll(() => t.close());

async function replacePage(query: string, cookie: string) {
  const { loader } = await import("~/features/products/routes/replace-sds");
  return settle(() => loader(get(`/replace-sds${query}`, cookie)));
}

async function uploadVersion(id: number, cookie: string, fields: [string, string][], bytes?: Uint8Array) {
  const { action } = await import("~/features/products/routes/replace-sds");
  const file = {
    name: "new-version.pdf",
    type: "application/pdf",
    bytes: bytes ?? (await makePdf("Version 2")),
  };
  const result = await settle(() => action(multipart(`/replace-sds?prodId=${id}`, cookie, fields, file)));
  // A refused save answers its conform reply; a reading, the form state.
  return result instanceof Response ? result : (result.reply ?? result);
}

async function apply(id: number, key: string, cookie: string) {
  const { action } = await import("~/features/products/routes/replace-sds");
  return (await settle(() =>
    action(
      post(`/replace-sds?prodId=${id}&sds_key=${key}`, cookie, [
        ["intent", "apply"],
        ["sds_key", key],
      ]),
    ),
  )) as Response;
}

async function productPage(id: number, cookie: string, query = "") {
  const { loader } = await import("~/features/products/routes/product");
  return loader(get(`/products/${id}${query}`, cookie, { prodId: String(id) }));
}

type UploadStep = Extract<
  Awaited<ReturnType<typeof import("~/features/products/routes/replace-sds").loader>>,
  { step: "upload" }
>;
type CompareStep = Extract<
  Awaited<ReturnType<typeof import("~/features/products/routes/replace-sds").loader>>,
  { step: "compare" }
>;

describe("/replace-sds", () => {
  it("uploads a newer version, shows what changes, applies it: the product shows it, the old one superseded", async () => {
    const id = await productId(t, "Acetone");
    const { cookie } = await t.signedIn(SAFETY, { language: 4 });
    const page = (await replacePage(`?prodId=${id}`, cookie)) as UploadStep;
    expect(page.step).toBe("upload");
    expect(page.product.name).toBe("Acetone");
    expect(page.current.map((sheet) => sheet.name)).toContain("English (GB)");
    expect(page.waiting).toEqual([]);
    // The form starts from the current sheet, without version and date.
    expect(page.defaults).toMatchObject({
      language: "4",
      market: "4",
      cas_no: "67-64-1",
      signal_word: "Danger",
      storage_class: "3",
      version: "",
    });
    expect(page.defaults.hazard_statements).toContain("H225");
    const oldKey = (await productPage(id, cookie)).sheet!.key;

    // Version 9.0: H225 becomes H226, EUH066 goes, GHS07 goes, Warning, storage class 10, another substance.
    const uploaded = (await uploadVersion(
      id,
      cookie,
      uploadFields({
        name: "Acetone",
        supplier: "Route Chemicals Ltd",
        version: "9.0",
        date_issue: "2025-06-01",
        signal_word: "Warning",
        pictograms: ["GHS02"],
        hazard_statements: "H226 H319 H336",
        precautionary_statements: "P210",
        storage_class: "10",
      }),
    )) as Response;
    expect(uploaded.status).toBe(302);
    const location = uploaded.headers.get("Location") ?? "";
    expect(location).toMatch(new RegExp(`^/replace-sds\\?prodId=${id}&sds_key=SDS-`));
    expect(await toastOf(uploaded)).toMatchObject({
      type: "success",
      text: "The new safety data sheet was uploaded. Check what changes, then apply it.",
    });
    const newKey = new URL(location, "http://app.test").searchParams.get("sds_key")!;
    // Nothing applied yet: the new sheet waits.
    const waiting = (await sheetsOf(t, id)).find((sheet) => sheet.key === newKey);
    expect(waiting).toMatchObject({ pending: true, version: "9.0" });
    expect((await productPage(id, cookie)).sheet?.key).toBe(oldKey);
    const again = (await replacePage(`?prodId=${id}`, cookie)) as UploadStep;
    expect(again.waiting).toEqual([
      expect.objectContaining({
        key: newKey,
        version: "9.0",
        href: `/replace-sds?prodId=${id}&sds_key=${newKey}`,
      }),
    ]);

    const compare = (await replacePage(`?prodId=${id}&sds_key=${newKey}`, cookie)) as CompareStep;
    expect(compare.step).toBe("compare");
    const diff = compare.diff!;
    expect(diff.signal_word).toEqual({ from: "Danger", to: "Warning", changed: true });
    expect(diff.storage_class).toEqual({ from: "3", to: "10", changed: true });
    expect(diff.pictograms).toEqual({ added: [], removed: ["GHS07"] });
    expect(diff.hazard_statements.added).toEqual([
      { code: "H226", text: "Flammable liquid and vapour.", language: "en" },
    ]);
    expect(diff.hazard_statements.removed.map((s) => s.code).sort()).toEqual(["EUH066", "H225"]);
    expect(diff.precautionary_statements.added).toEqual([]);
    expect(diff.locations.map((l) => l.name)).toEqual(
      expect.arrayContaining(["Flammables cabinet", "Reagent shelf"]),
    );
    expect(compare.toLabel).toMatch(/^English \(GB\), version 9\.0, issued /);
    expect(compare.newSheet.pdf).toBe(`/sds/${newKey}/pdf`);

    const applied = await apply(id, newKey, cookie);
    expect(applied.status).toBe(302);
    expect(applied.headers.get("Location")).toBe(`/products/${id}?sds_language=4&sds_market=4`);
    const count = diff.locations.length;
    expect(await toastOf(applied)).toMatchObject({
      type: "success",
      text: `Version 9.0 of the safety data sheet now applies at ${count} locations.`,
    });
    const after = await productPage(id, cookie, "?sds_language=4&sds_market=4");
    expect(after.sheet).toMatchObject({ key: newKey, version: "9.0" });
    expect(after.product.signal_word).toBe("Warning");
    expect(after.versions.find((version) => version.key === oldKey)).toMatchObject({ superseded: true });
    expect(after.versions.find((version) => version.key === newKey)).toMatchObject({
      superseded: false,
      pending: false,
    });

    // Applying it again is refused with a warning; nothing changes.
    const twice = await apply(id, newKey, cookie);
    expect(twice.headers.get("Location")).toBe(`/products/${id}`);
    expect(await toastOf(twice)).toMatchObject({
      type: "warning",
      text: "This safety data sheet has already been applied.",
    });
    // The applied sheet is now the current one: comparing it sends back to step 1.
    const current = (await replacePage(`?prodId=${id}&sds_key=${newKey}`, cookie)) as Response;
    expect(current.headers.get("Location")).toBe(`/replace-sds?prodId=${id}`);
  });

  it("lists Toluene's waiting sheet with a Compare link, and compares it", async () => {
    const id = await productId(t, "Toluene");
    const { cookie } = await t.signedIn(ADMIN, { language: 4 });
    const page = (await replacePage(`?prodId=${id}`, cookie)) as UploadStep;
    expect(page.waiting).toHaveLength(1);
    expect(page.waiting[0]).toMatchObject({ version: "2.0" });
    const compare = (await replacePage(
      `?prodId=${id}&sds_key=${page.waiting[0]!.key}`,
      cookie,
    )) as CompareStep;
    expect(compare.diff!.hazard_statements.added.length).toBeGreaterThan(0);
    expect(compare.diff!.precautionary_statements.removed.length).toBeGreaterThan(0);
    expect(compare.diff!.substances.changed.length).toBeGreaterThan(0);
  });

  it("keeps the typed values and saves nothing when the upload is refused", async () => {
    const id = await productId(t, "Isopropanol");
    const { cookie } = await t.signedIn(SAFETY);
    const before = await sheetsOf(t, id);
    const reply = (await uploadVersion(
      id,
      cookie,
      uploadFields({ version: "3.1", date_issue: "" }),
      PNG_BYTES,
    )) as {
      status: string;
      error: Record<string, string[]>;
      initialValue: Record<string, unknown>;
    };
    expect(reply.status).toBe("error");
    expect(reply.error.file).toEqual(["The file is not a PDF."]);
    expect(reply.error.date_issue).toEqual(["Enter the date of issue."]);
    expect(reply.initialValue).toMatchObject({ version: "3.1", supplier: "Route Chemicals Ltd" });
    expect(await sheetsOf(t, id)).toEqual(before);
  });

  it("takes a newer sheet padded after %%EOF, with codes as printed, stored normalised", async () => {
    const id = await productId(t, "Isopropanol");
    const { cookie } = await t.signedIn(SAFETY);
    const padded = new Uint8Array([
      ...(await makePdf("Version 4")),
      ...new TextEncoder().encode(`${" ".repeat(2500)}\r\n`),
    ]);
    const uploaded = (await uploadVersion(
      id,
      cookie,
      uploadFields({
        version: "4.0",
        date_issue: "2025-07-01",
        hazard_statements: "H225, H302 + H332",
        precautionary_statements: "P301 + P310 + P331",
      }),
      padded,
    )) as Response;
    expect(uploaded.status).toBe(302);
    const key = new URL(uploaded.headers.get("Location") ?? "", "http://app.test").searchParams.get(
      "sds_key",
    );
    const sheet = (await sheetsOf(t, id)).find((candidate) => candidate.key === key);
    expect(sheet).toMatchObject({ pending: true, version: "4.0" });
    const stored = await t.db.execute<{ hazard_statements: string[]; precautionary_statements: string[] }>(
      sql`SELECT hazard_statements, precautionary_statements FROM sds_documents WHERE key = ${key}`,
    );
    expect(stored.rows[0]).toEqual({
      hazard_statements: ["H225", "H302+H332"],
      precautionary_statements: ["P301+P310+P331"],
    });
  });

  it("refuses a worker on the server: page, upload and apply", async () => {
    const id = await productId(t, "Toluene");
    const { cookie } = await t.signedIn(WORKER);
    const page = (await replacePage(`?prodId=${id}`, cookie)) as Response;
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/main");
    expect(await toastOf(page)).toMatchObject({
      type: "warning",
      text: "This feature is disabled. If you believe this is a mistake, please contact one of your admins.",
    });
    const before = await sheetsOf(t, id);
    const pending = before.find((sheet) => sheet.pending)!;
    const refused = await apply(id, pending.key, cookie);
    expect(refused.headers.get("Location")).toBe("/main");
    const upload = (await uploadVersion(id, cookie, uploadFields({ version: "7.0" }))) as Response;
    expect(upload.headers.get("Location")).toBe("/main");
    expect(await sheetsOf(t, id)).toEqual(before);
  });

  it("refuses everyone while the company's replaceSds feature is off", async () => {
    const id = await productId(t, "Toluene");
    const { cookie } = await t.signedIn(ADMIN);
    const before = await sheetsOf(t, id);
    await setCompanyFeature(t, DEMO, "replaceSds", false);
    try {
      const page = (await replacePage(`?prodId=${id}`, cookie)) as Response;
      expect(page.headers.get("Location")).toBe("/main");
      expect(await toastOf(page)).toMatchObject({ type: "warning" });
      const refused = await apply(id, before.find((sheet) => sheet.pending)!.key, cookie);
      expect(refused.headers.get("Location")).toBe("/main");
      expect(await sheetsOf(t, id)).toEqual(before);
      // The product page no longer offers it either.
      expect((await productPage(id, cookie)).actions.replace).toBeNull();
    } finally {
      await setCompanyFeature(t, DEMO, "replaceSds", true);
    }
  });

  it("is a 404 for another company's product or sheet, and for a missing prodId", async () => {
    const { cookie } = await t.signedIn(ADMIN);
    const other = await productId(t, "Toluene", OTHER);
    expect(((await replacePage(`?prodId=${other}`, cookie)) as Response).status).toBe(404);
    expect(((await replacePage("", cookie)) as Response).status).toBe(404);
    const own = await productId(t, "Toluene");
    const otherKey = (await sheetsOf(t, other))[0]!.key;
    expect(((await replacePage(`?prodId=${own}&sds_key=${otherKey}`, cookie)) as Response).status).toBe(404);
    const foreign = await apply(own, otherKey, cookie);
    expect(foreign.headers.get("Location")).toBe(`/replace-sds?prodId=${own}`);
    expect(await toastOf(foreign)).toMatchObject({ type: "error" });
  });

  it("compares the sheets as read: a Danger/H318 sheet replacing an unclassified one is never 'the same'", async () => {
    const { cookie } = await t.signedIn(SAFETY, { language: 4 });
    const unclassified = {
      name: "Read compare cleaner",
      supplier: "Reading Chemicals Ltd",
      language: "4",
      market: "4",
      version: "1.0",
      date_issue: "2025-01-15",
      signal_word: "none",
    };
    const send = async (url: string, fields: [string, string][], bytes?: Uint8Array) => {
      const route = url.startsWith("/replace-sds")
        ? await import("~/features/products/routes/replace-sds")
        : await import("~/features/products/routes/product-new");
      const file = bytes ? { name: "sheet.pdf", type: "application/pdf", bytes } : undefined;
      return settle(() => route.action(multipart(url, cookie, fields, file)));
    };
    const asFields = (values: Record<string, string>) => Object.entries(values);

    // The current sheet: a product added from a sheet that classifies nothing.
    const plain = await sheetPdf({
      productName: "Read compare cleaner",
      signalWord: null,
      pictograms: [],
      hazardStatements: [],
      precautionaryStatements: [],
      storageClass: null,
    });
    const staged = (await send("/products/new", [["intent", "read"]], plain)) as {
      staged: { token: string };
    };
    const created = (await send("/products/new", [
      ...asFields(unclassified),
      ["intent", "upload"],
      ["sds_token", staged.staged.token],
    ])) as Response;
    expect(created.status).toBe(302);
    const id = Number(/\/products\/(\d+)/.exec(created.headers.get("Location") ?? "")![1]);

    // The newer sheet says Danger, H318, GHS05; what is typed with it still says nothing.
    const corrosive = await sheetPdf({
      productName: "Read compare cleaner",
      version: "2.0",
      signalWord: "Danger",
      pictograms: ["GHS05"],
      hazardStatements: englishStatements(["H318"]),
      precautionaryStatements: englishStatements(["P280"]),
      storageClass: "8B",
    });
    const read = (await send(`/replace-sds?prodId=${id}`, [["intent", "read"]], corrosive)) as {
      staged: { token: string };
      values: Record<string, unknown>;
    };
    expect(read.values).toMatchObject({ signal_word: "Danger", hazard_statements: "H318" });
    const saved = (await send(`/replace-sds?prodId=${id}`, [
      ...asFields({ ...unclassified, version: "2.0", date_issue: "2025-06-01" }),
      ["intent", "upload"],
      ["sds_token", read.staged.token],
    ])) as Response;
    expect(saved.status).toBe(302);
    const key = new URL(saved.headers.get("Location")!, "http://app.test").searchParams.get("sds_key")!;

    // The current sheet's reading is dropped: the comparison reads its stored PDF again (and keeps that).
    await t.db.execute(sql`UPDATE sds_documents SET facts = NULL WHERE product_id = ${id} AND NOT pending`);
    const compare = (await replacePage(`?prodId=${id}&sds_key=${key}`, cookie)) as CompareStep;
    const diff = compare.diff!;
    // What was typed is the same for both …
    expect(diff.signal_word.changed).toBe(false);
    expect(diff.hazard_statements.added).toEqual([]);
    // … but the sheets as read are not.
    expect(diff.as_read).toMatchObject({
      same: false,
      classification: { from: "not_classified", to: "classified", changed: true },
      signal_word: { from: null, to: "Danger", changed: true },
      pictograms: { added: ["GHS05"], removed: [] },
    });
    expect(diff.as_read!.hazard_statements.added.map((statement) => statement.code)).toEqual(["H318"]);
    const stored = await t.db.execute<{ facts: unknown }>(
      sql`SELECT facts FROM sds_documents WHERE product_id = ${id} AND NOT pending`,
    );
    expect(stored.rows[0]?.facts).not.toBeNull();
  });
});
