import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setApiForTests } from "../../api/instance";
import { backgroundReadingsSettled, setInlineReadBudgetForTests } from "../../api/products/sds-staging";
import type { SdsFormState } from "~/features/products/sds-prefill";
import { readingNotice } from "~/features/products/sds-prefill";
import { en } from "../../core/texts/en";
import { settle } from "../support/app";
import type { AppTest } from "./locations-support";
import {
  HSE,
  makePdf,
  multipart,
  productCount,
  SAFETY,
  setupAppTestWithFiles,
  sheetPdf,
  sheetsOf,
  uploadFields,
} from "./product-support";

/**
 * /products/new reading the uploaded sheet: "Read the sheet" stages the PDF,
 * reads it and sends the form back filled in (typed values kept, read values
 * marked); the staged sheet is kept through refused saves and saved by its
 * token; a slow sheet is read in the background; each outcome has its own
 * message.
 */

let t: AppTest;
beforeAll(async () => {
  t = await setupAppTestWithFiles("product-reading-");
  // Read inline whatever the machine's load: the background is tested on its own below.
  setInlineReadBudgetForTests(60_000);
});
afterEach(() => setApiForTests(t.api));
afterAll(async () => {
  setInlineReadBudgetForTests(undefined);
  await backgroundReadingsSettled();
  await t.close();
});

type File = Parameters<typeof multipart>[3];

/** Posts the form; without a file, an empty file part as a browser sends for a file input left empty. */
async function send(cookie: string, fields: [string, string][], file?: File) {
  const { action } = await import("~/features/products/routes/product-new");
  return settle(() => action(multipart("/products/new", cookie, fields, file)));
}

async function state(cookie: string, fields: [string, string][], file?: File): Promise<SdsFormState> {
  const result = await send(cookie, fields, file);
  if (result instanceof Response) throw new Error(`expected the form back, got ${result.status}`);
  return result;
}

const pdfFile = async (bytes?: Uint8Array) => ({
  name: "acetone-sds.pdf",
  type: "application/pdf",
  bytes: bytes ?? (await sheetPdf()),
});

/** The form's fields as the browser sends them back from a state (values, token, read values). */
function fieldsOf(form: SdsFormState, overrides: Record<string, string | string[]> = {}): [string, string][] {
  const values: Record<string, string | string[]> = {
    ...(form.values as Record<string, string | string[]>),
    ...overrides,
  };
  const fields: [string, string][] = [["read_values", JSON.stringify(form.readValues)]];
  if (form.staged) fields.push(["sds_token", form.staged.token]);
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) fields.push([name, item]);
  }
  return fields;
}

async function pendingRow(token: string) {
  const result = await t.db.execute<{ read_state: string | null; purpose: string }>(
    sql`SELECT read_state, purpose FROM pending_uploads WHERE token = ${token}`,
  );
  return result.rows[0];
}

describe("Read the sheet", () => {
  it("fills in what the sheet says, keeps what was typed, marks what was read, saves nothing", async () => {
    const { cookie } = await t.signedIn(HSE);
    const before = await productCount(t);
    const read = await state(
      cookie,
      [
        ["intent", "read"],
        ["read_values", JSON.stringify({ language: "4", market: "4" })],
        ["name", "My own name"],
        ["language", "4"],
        ["market", "4"],
        ["signal_word", "none"],
      ],
      await pdfFile(),
    );
    expect(read.reply).toBeUndefined();
    expect(read.staged).toMatchObject({ file_name: "acetone-sds.pdf" });
    expect(read.staged!.token).toMatch(/^[0-9a-f]{32}$/);
    expect(read.notice).toEqual({ kind: "hazards" });
    expect(read.values).toMatchObject({
      name: "My own name",
      signal_word: "Danger",
      pictograms: ["GHS02", "GHS07"],
      hazard_statements: "H225, H319",
      precautionary_statements: "P210",
      storage_class: "3",
      cas_no: "67-64-1",
    });
    // The typed name is the user's, not the sheet's; the read values are marked.
    expect(read.marks?.fields.name).toBeUndefined();
    expect(read.marks?.fields).toMatchObject({
      signal_word: "read",
      pictograms: "read",
      hazard_statements: "read",
      storage_class: "read",
    });
    expect(await productCount(t)).toBe(before);
    expect(await pendingRow(read.staged!.token)).toEqual({ read_state: "done", purpose: "product_sds" });

    // Saved by its token, without choosing the file again; the reading is kept with the sheet.
    const saved = await send(
      cookie,
      fieldsOf(read, {
        intent: "upload",
        supplier: "Reading Chemicals Ltd",
        version: "1.0",
        date_issue: "2025-03-14",
      }),
    );
    expect(saved).toBeInstanceOf(Response);
    expect((saved as Response).status).toBe(302);
    const id = Number(/\/products\/(\d+)/.exec((saved as Response).headers.get("Location") ?? "")![1]);
    const [sheet] = await sheetsOf(t, id);
    expect(sheet?.fileKey).toMatch(/^sds\/\d+\/[0-9a-f]{32}\.pdf$/);
    expect(sheet?.hazardStatements).toEqual(["H225", "H319"]);
    const facts = await t.db.execute<{ facts: { signal_word: string } | null }>(
      sql`SELECT facts FROM sds_documents WHERE id = ${sheet!.id}`,
    );
    expect(facts.rows[0]?.facts?.signal_word).toBe("Danger");
    expect(await pendingRow(read.staged!.token)).toBeUndefined();
  });

  it("does not overwrite what the user changed after a reading when the sheet is read again", async () => {
    const { cookie } = await t.signedIn(HSE);
    const first = await state(cookie, [["intent", "read"]], await pdfFile());
    // The user corrects the storage class and clears the P codes; a second reading changes neither.
    const again = await state(
      cookie,
      fieldsOf(first, { intent: "read", storage_class: "10", precautionary_statements: "" }),
    );
    expect(again.values).toMatchObject({ storage_class: "10", hazard_statements: "H225, H319" });
    // An emptied field was not typed: the reading fills it again.
    expect(again.values?.precautionary_statements).toBe("P210");
    expect(again.marks?.fields.storage_class).toBeUndefined();
    expect(again.staged?.token).toBe(first.staged?.token);
  });

  it("a save with a newly chosen sheet that fills empty fields comes back filled in, not saved", async () => {
    const { cookie } = await t.signedIn(HSE);
    const before = await productCount(t);
    const back = await state(
      cookie,
      uploadFields({ signal_word: "none", pictograms: [], hazard_statements: "", storage_class: "" }),
      await pdfFile(),
    );
    expect(back.reply).toBeUndefined();
    expect(back.values).toMatchObject({
      name: "Route test solvent",
      signal_word: "Danger",
      storage_class: "3",
    });
    expect(await productCount(t)).toBe(before);
  });
});

describe("a refused form keeps the file", () => {
  it("shows the staged sheet after a refusal and saves it on the next try without the file", async () => {
    const { cookie } = await t.signedIn(HSE);
    const before = await productCount(t);
    const refused = await state(
      cookie,
      uploadFields({ name: "Kept file product", date_issue: "" }),
      await pdfFile(await makePdf()),
    );
    expect(refused.reply?.status).toBe("error");
    expect(refused.reply?.error?.date_issue).toEqual(["Enter the date of issue."]);
    expect(refused.reply?.error?.file).toBeUndefined();
    expect(refused.staged).toMatchObject({ file_name: "acetone-sds.pdf" });
    expect(await productCount(t)).toBe(before);

    const saved = await send(cookie, [
      ...uploadFields({ name: "Kept file product" }),
      ["sds_token", refused.staged!.token],
    ]);
    expect((saved as Response).status).toBe(302);
    expect(await productCount(t)).toBe(before + 1);
  });

  it("does not take another user's staged sheet: the file must be chosen", async () => {
    const hse = await t.signedIn(HSE);
    const read = await state(hse.cookie, [["intent", "read"]], await pdfFile());
    const safety = await t.signedIn(SAFETY);
    const refused = await state(safety.cookie, [...uploadFields(), ["sds_token", read.staged!.token]]);
    expect(refused.staged).toBeNull();
    expect(refused.reply?.error?.file).toEqual(["Choose the PDF file of the safety data sheet."]);
    expect(await pendingRow(read.staged!.token)).toBeDefined();
  });
});

describe("outcomes", () => {
  it("nothing found, scanned and unreadable sheets each say so", async () => {
    const { cookie } = await t.signedIn(HSE);
    const unclassified = await state(
      cookie,
      [["intent", "read"]],
      await pdfFile(
        await sheetPdf({
          signalWord: null,
          pictograms: [],
          hazardStatements: [],
          precautionaryStatements: [],
          storageClass: null,
        }),
      ),
    );
    // The generated sheet says in section 2 that the product is not classified.
    expect(unclassified.notice?.kind).toBe("not_classified");
    expect(unclassified.values?.signal_word ?? "none").toBe("none");

    // A page without text goes to the background to be recognised (OCR), where nothing is found either.
    const scanned = await state(cookie, [["intent", "read"]], await pdfFile(await makePdf()));
    expect(scanned.notice?.kind).toBe("reading");
    await backgroundReadingsSettled();
    const scannedDone = await state(cookie, fieldsOf(scanned, { intent: "read" }));
    expect(scannedDone.notice).toEqual({ kind: "no_text" });

    // A PDF header, one object and a trailer: it passes the upload check, but has no document to open.
    const broken = new TextEncoder().encode(
      "%PDF-1.7\n1 0 obj\n<< /Type /Garbage >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
    );
    const unreadable = await state(cookie, [["intent", "read"]], await pdfFile(broken));
    expect(unreadable.notice).toEqual({ kind: "unreadable" });
    expect(unreadable.staged).not.toBeNull();
  });

  it("'not classified' and 'nothing found' are never the same words", () => {
    const facts = (classification: "not_classified" | "none_found") => ({
      state: "done" as const,
      outcome: "read" as const,
      pages: 2,
      pages_read: 2,
      facts: { classification } as never,
    });
    expect(readingNotice(facts("not_classified"))).toEqual({ kind: "not_classified" });
    expect(readingNotice(facts("none_found"))).toEqual({ kind: "none_found" });
    expect(en["product.reading.notClassified"]).not.toBe(en["product.reading.noneFound"]);
    expect(en["product.reading.noneFound"]).toBe(
      "No hazard information was found in the sheet — check it and enter what it says.",
    );
    expect(en["product.reading.noText"]).toMatch(/^The sheet has no text to read \(it seems to be scanned\)/);
  });
});

describe("background reading", () => {
  it("hands a sheet not read within the budget to the background; the form then shows its reading", async () => {
    const { cookie } = await t.signedIn(HSE);
    setInlineReadBudgetForTests(0);
    let reading: SdsFormState;
    try {
      reading = await state(cookie, [["intent", "read"]], await pdfFile());
    } finally {
      setInlineReadBudgetForTests(60_000);
    }
    expect(reading.notice?.kind).toBe("reading");
    expect(reading.values?.signal_word ?? "none").toBe("none");

    // Jobs do not run in this process: the reading goes on here, and ends.
    await backgroundReadingsSettled();
    expect(await pendingRow(reading.staged!.token)).toMatchObject({ read_state: "done" });
    const done = await state(cookie, fieldsOf(reading, { intent: "read" }));
    expect(done.notice).toEqual({ kind: "hazards" });
    expect(done.values).toMatchObject({ signal_word: "Danger", hazard_statements: "H225, H319" });
  });
});
