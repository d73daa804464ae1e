import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SdsSummary } from "../../api/products/schemas";
import { createLocalStorage, setStorageForTests } from "../../api/storage";
import { ADMIN, createHarness, DEMO, HSE, OTHER, OTHER_ADMIN, WORKER, type ApiHarness } from "./helpers";

/** GET /product/v1/sds-file (uploaded or generated PDF) and POST /product/v1/sds (the upload). */

let h: ApiHarness;
let storageDir: string;

beforeAll(async () => {
  h = await createHarness();
  storageDir = mkdtempSync(join(tmpdir(), "chemsafe-sds-files-"));
  setStorageForTests(createLocalStorage(storageDir));
});

afterAll(async () => {
  setStorageForTests(undefined);
  rmSync(storageDir, { recursive: true, force: true });
  await h.close();
});

const BASE = "/api/product/v1";
const MB = 1024 * 1024;

/** A small real PDF with one line of text. */
async function makePdf(text = "Safety data sheet"): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 12, font });
  return doc.save();
}

/** A PNG (signature and an IHDR chunk): not a PDF, whatever its name says. */
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1,
  8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89,
]);

/** Every stored file (not the content-type sidecars) under the storage root. */
function storedFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!entry.name.endsWith(".meta.json")) found.push(path);
    }
  };
  walk(storageDir);
  return found.sort();
}

async function counts() {
  const result = await h.db.execute<{ products: number; sds: number }>(sql`
    SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM sds_documents) AS sds
  `);
  return { ...result.rows[0]!, files: storedFiles().length };
}

type Fields = Record<string, string | string[]>;

const NEW_PRODUCT: Fields = {
  name: "Test degreaser",
  supplier: "Test Supplier AS",
  article_no: "TD-1",
  language: "4",
  market: "4",
  version: "1.0",
  date_issue: "2025-03-14",
  cas_no: "67-64-1",
  un_no: "1090",
  signal_word: "Danger",
  pictograms: "GHS02, GHS07",
  hazard_statements: "H225, H319 H336",
  precautionary_statements: "P210, P305 + P351 + P338",
  storage_class: "3",
};

async function upload(
  email: string,
  fields: Fields,
  file?: { bytes: Uint8Array; name: string; type?: string },
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
  }
  if (file)
    form.append(
      "file",
      new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type ?? "application/pdf" }),
    );
  const response = await h.api.request(`${BASE}/sds`, {
    method: "POST",
    headers: await h.headersFor(email, headers),
    body: form,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body, text };
}

async function download(email: string, key: string) {
  const response = await h.api.request(`${BASE}/sds-file?sds_key=${encodeURIComponent(key)}`, {
    headers: await h.headersFor(email),
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

async function acetoneSheet(companyId: number = DEMO) {
  const result = await h.db.execute<{ key: string; version: string; product_id: number }>(sql`
    SELECT s.key, s.version, s.product_id FROM sds_documents s
    JOIN products p ON p.company_id = s.company_id AND p.id = s.product_id
    WHERE s.company_id = ${companyId} AND p.name = 'Acetone' AND s.language_id = 4 AND s.market_id = 4
      AND s.superseded_by_id IS NULL AND NOT s.pending
  `);
  return result.rows[0]!;
}

const ascii = (bytes: Uint8Array, length = 5) => new TextDecoder().decode(bytes.slice(0, length));

describe("GET /product/v1/sds-file", () => {
  it("generates the PDF of a seeded sheet, inline, named after it, never cached", async () => {
    const sheet = await acetoneSheet();
    const res = await download(WORKER, sheet.key);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(ascii(res.bytes)).toBe("%PDF-");
    expect(res.bytes.byteLength).toBeGreaterThan(1000);
    expect(res.headers.get("content-disposition")).toBe(
      `inline; filename="Acetone-en-GB-v${sheet.version}.pdf"`,
    );
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    // A German caller gets the same sheet: the PDF follows the sheet's language, not the caller's.
    const german = await h.api.request(`${BASE}/sds-file?sds_key=${sheet.key}`, {
      headers: await h.headersFor(WORKER, { "X-LANGUAGE": "6" }),
    });
    expect(new Uint8Array(await german.arrayBuffer())).toEqual(res.bytes);
  });

  it("answers 404 for another company's key", async () => {
    const sheet = await acetoneSheet();
    const res = await h.call(OTHER_ADMIN, `${BASE}/sds-file?sds_key=${sheet.key}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Not found" });
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  });
});

describe("POST /product/v1/sds", () => {
  it("creates a product with the uploaded sheet, whose file comes back byte-identical", async () => {
    const before = await counts();
    const pdf = await makePdf();
    const res = await upload(HSE, NEW_PRODUCT, { bytes: pdf, name: "degreaser sds.pdf" });
    expect(res.status, res.text).toBe(201);
    const sds = (res.body as { data: SdsSummary }).data;
    expect(sds).toMatchObject({
      label: "Test degreaser",
      company: "Test Supplier AS",
      article_no: "TD-1",
      company_id: DEMO,
      language: 4,
      market: 4,
      version: "1.0",
      date_issue: "2025-03-14",
      cas_no: "67-64-1",
      un_no: "1090",
      signal_word: "Danger",
      pictograms: ["GHS02", "GHS07"],
      hazard_statements: ["H225", "H319", "H336"],
      storage_class: "3",
      stock_kind: "OrgDatabase",
      pending: false,
      superseded: false,
    });
    expect(sds.key).toMatch(/^SDS-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(await counts()).toEqual({
      products: before.products + 1,
      sds: before.sds + 1,
      files: before.files + 1,
    });
    const row = await h.db.execute<{
      file_key: string;
      file_name: string;
      file_size: number;
      precautionary_statements: string[];
      cas_numbers: string[];
    }>(sql`SELECT file_key, file_name, file_size, precautionary_statements, cas_numbers FROM sds_documents
      WHERE key = ${sds.key}`);
    expect(row.rows[0]).toMatchObject({
      file_name: "degreaser sds.pdf",
      file_size: pdf.byteLength,
      precautionary_statements: ["P210", "P305+P351+P338"],
      cas_numbers: ["67-64-1"],
    });
    expect(row.rows[0]!.file_key).toMatch(new RegExp(`^sds/${DEMO}/[0-9a-f-]{36}\\.pdf$`));

    const file = await download(WORKER, sds.key);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.bytes).toEqual(pdf);
    expect(file.headers.get("content-disposition")).toBe('inline; filename="Test degreaser-en-GB-v1.0.pdf"');

    const info = await h.call(WORKER, `${BASE}/sds-info?sds_key=${sds.key}`);
    expect(info.body).toMatchObject({ data: { has_file: true, file_name: "degreaser sds.pdf" } });
    // The new sheet is current: the search finds it.
    const found = await h.call(WORKER, `/api/search/v1/sqproductsearch?search=degreaser`);
    expect((found.body as { data: SdsSummary[] }).data.map((s) => s.key)).toContain(sds.key);
    // Another company sees neither the sheet nor its file.
    expect((await download(OTHER_ADMIN, sds.key)).status).toBe(404);
  });

  it("names a non-ASCII file with RFC 5987 filename*", async () => {
    const res = await upload(
      ADMIN,
      { ...NEW_PRODUCT, name: "Ætsende væske Ø" },
      { bytes: await makePdf(), name: "x.pdf" },
    );
    expect(res.status, res.text).toBe(201);
    const sds = (res.body as { data: SdsSummary }).data;
    const file = await download(ADMIN, sds.key);
    const disposition = file.headers.get("content-disposition")!;
    expect(disposition).toMatch(/^inline; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent("Ætsende væske Ø-en-GB-v1.0.pdf")}`);
  });

  it("makes a pending newer version of an existing product, one per language and market", async () => {
    const sheet = await acetoneSheet();
    const before = await counts();
    const fields: Fields = {
      product_id: String(sheet.product_id),
      language: "4",
      market: "4",
      version: "9.0",
      date_issue: "2025-06-01",
      hazard_statements: "H225",
    };
    const first = await upload(HSE, fields, { bytes: await makePdf("first"), name: "v9.pdf" });
    expect(first.status, first.text).toBe(201);
    const pending = (first.body as { data: SdsSummary }).data;
    expect(pending).toMatchObject({
      product_id: sheet.product_id,
      label: "Acetone",
      pending: true,
      superseded: false,
      version: "9.0",
    });
    // Name and supplier left out (or empty): the product's.
    const product = await h.db.execute<{ supplier: string }>(
      sql`SELECT supplier FROM products WHERE id = ${sheet.product_id}`,
    );
    expect(pending.company).toBe(product.rows[0]!.supplier);
    expect(await counts()).toEqual({ ...before, sds: before.sds + 1, files: before.files + 1 });
    const firstFile = (
      await h.db.execute<{ file_key: string }>(
        sql`SELECT file_key FROM sds_documents WHERE key = ${pending.key}`,
      )
    ).rows[0]!.file_key;

    // A second upload for the same language and market replaces the first pending sheet and its file.
    const secondPdf = await makePdf("second");
    const second = await upload(
      HSE,
      { ...fields, version: "9.1", name: "", supplier: "" },
      { bytes: secondPdf, name: "v9.1.pdf" },
    );
    expect(second.status, second.text).toBe(201);
    const replacement = (second.body as { data: SdsSummary }).data;
    expect(replacement).toMatchObject({
      label: "Acetone",
      company: pending.company,
      version: "9.1",
      pending: true,
    });
    expect(await counts()).toEqual({ ...before, sds: before.sds + 1, files: before.files + 1 });
    expect((await h.call(HSE, `${BASE}/sds-info?sds_key=${pending.key}`)).status).toBe(404);
    expect(storedFiles()).not.toContain(join(storageDir, ...firstFile.split("/")));
    expect((await download(HSE, replacement.key)).bytes).toEqual(secondPdf);
    // The current sheet is untouched.
    expect((await acetoneSheet()).key).toBe(sheet.key);
    const sheets = await h.call(HSE, `${BASE}/products?prodid=${sheet.product_id}`);
    const all = (sheets.body as { data: SdsSummary[] }).data;
    expect(all.filter((s) => s.pending && s.language === 4 && s.market === 4).map((s) => s.key)).toEqual([
      replacement.key,
    ]);
  });

  it("answers 422 for a file that is not a PDF, and stores nothing", async () => {
    const before = await counts();
    const png = await upload(HSE, NEW_PRODUCT, { bytes: PNG, name: "picture.pdf" });
    expect(png.status).toBe(422);
    expect(png.body).toEqual({
      message: "The given data was invalid.",
      errors: { file: ["The file is not a PDF."] },
    });
    const empty = await upload(HSE, NEW_PRODUCT, { bytes: new Uint8Array(0), name: "empty.pdf" });
    expect(empty.status).toBe(422);
    expect((empty.body as { errors: object }).errors).toEqual({ file: ["The file is empty."] });
    const none = await upload(HSE, NEW_PRODUCT);
    expect(none.status).toBe(422);
    expect((none.body as { errors: object }).errors).toEqual({ file: ["The file is required."] });
    expect(await counts()).toEqual(before);
  });

  it("accepts a PDF padded after %%EOF or with leading junk, and stores codes as printed in their one form", async () => {
    const pdf = await makePdf();
    const encode = (value: string) => new TextEncoder().encode(value);
    const padded = new Uint8Array([...pdf, ...encode(" ".repeat(2000))]);
    const res = await upload(
      HSE,
      {
        ...NEW_PRODUCT,
        name: "Padded degreaser",
        hazard_statements: ["H302 + H332", "h319, euh066"],
        precautionary_statements: "P301 + P310 + P331, p305+p351+p338",
      },
      { bytes: padded, name: "padded.pdf" },
    );
    expect(res.status, res.text).toBe(201);
    const sds = (res.body as { data: SdsSummary }).data;
    expect(sds.hazard_statements).toEqual(["H302+H332", "H319", "EUH066"]);
    const row = await h.db.execute<{ precautionary_statements: string[] }>(
      sql`SELECT precautionary_statements FROM sds_documents WHERE key = ${sds.key}`,
    );
    expect(row.rows[0]!.precautionary_statements).toEqual(["P301+P310+P331", "P305+P351+P338"]);
    // The stored file is the upload, padding included.
    expect((await download(HSE, sds.key)).bytes).toEqual(padded);

    const junk = new Uint8Array([...encode("\uFEFF\r\n"), ...pdf]);
    const led = await upload(
      HSE,
      { ...NEW_PRODUCT, name: "Led degreaser" },
      { bytes: junk, name: "led.pdf" },
    );
    expect(led.status, led.text).toBe(201);
  });

  it("refuses HTML, ZIP and text that mention the PDF signatures, and unknown parts of combinations; stores nothing", async () => {
    const before = await counts();
    const encode = (value: string) => new TextEncoder().encode(value);
    const html = encode("<!DOCTYPE html><html><body><p>%PDF-1.7 1 0 obj %%EOF</p></body></html>");
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, ...encode("word/document.xml %%EOF")]);
    for (const bytes of [html, zip]) {
      const res = await upload(HSE, NEW_PRODUCT, { bytes, name: "sheet.pdf" });
      expect(res.status).toBe(422);
      expect((res.body as { errors: object }).errors).toEqual({ file: ["The file is not a PDF."] });
    }
    const unknown = await upload(
      HSE,
      { ...NEW_PRODUCT, hazard_statements: "H302 + H999", precautionary_statements: "P301 + H302" },
      { bytes: await makePdf(), name: "sds.pdf" },
    );
    expect(unknown.status).toBe(422);
    expect((unknown.body as { errors: object }).errors).toEqual({
      hazard_statements: ["Unknown hazard statement: H302+H999."],
      precautionary_statements: ["Unknown precautionary statement: P301+H302."],
    });
    expect(await counts()).toEqual(before);
  });

  it("answers 422 for a PDF over 20 MB and 413 for a larger body, storing nothing", async () => {
    const before = await counts();
    const pdf = await makePdf();
    // %PDF- … padding … %%EOF: the check would pass but for the size.
    const big = new Uint8Array(20 * MB + 200 * 1024);
    big.set(pdf.slice(0, 20));
    big.set(new TextEncoder().encode("%%EOF\n"), big.length - 6);
    const tooLarge = await upload(HSE, NEW_PRODUCT, { bytes: big, name: "big.pdf" });
    expect(tooLarge.status).toBe(422);
    expect((tooLarge.body as { errors: object }).errors).toEqual({
      file: ["The file is larger than 20 MB."],
    });

    const huge = new Uint8Array(22 * MB);
    huge.set(pdf.slice(0, 20));
    const payload = await upload(HSE, NEW_PRODUCT, { bytes: huge, name: "huge.pdf" });
    expect(payload.status).toBe(413);
    expect(payload.body).toEqual({ message: "Payload too large" });
    // With a Content-Length header the body is refused before it is read.
    const declared = await h.api.request(`${BASE}/sds`, {
      method: "POST",
      headers: await h.headersFor(HSE, {
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(30 * MB),
      }),
      body: "--x--",
    });
    expect(declared.status).toBe(413);
    expect(await counts()).toEqual(before);
  });

  it("answers 422 with field errors for bad fields, storing nothing", async () => {
    const before = await counts();
    const pdf = { bytes: await makePdf(), name: "sds.pdf" };
    const cases: [Fields, Record<string, string[]> | string[]][] = [
      [{ ...NEW_PRODUCT, cas_no: "67-64-2" }, { cas_no: ["Wrong format"] }],
      [{ ...NEW_PRODUCT, cas_no: "67641" }, { cas_no: ["Wrong format"] }],
      [{ ...NEW_PRODUCT, un_no: "10900" }, { un_no: ["Wrong format"] }],
      [
        { ...NEW_PRODUCT, hazard_statements: "H225, H999" },
        { hazard_statements: ["Unknown hazard statement: H999."] },
      ],
      [
        { ...NEW_PRODUCT, precautionary_statements: "P210 H225" },
        { precautionary_statements: ["Unknown precautionary statement: H225."] },
      ],
      [{ ...NEW_PRODUCT, pictograms: ["GHS02", "GHS10"] }, { pictograms: ["Unknown pictogram: GHS10."] }],
      [{ ...NEW_PRODUCT, signal_word: "Caution" }, ["signal_word"]],
      [{ ...NEW_PRODUCT, storage_class: "99" }, ["storage_class"]],
      [{ ...NEW_PRODUCT, language: "42" }, ["language"]],
      [{ ...NEW_PRODUCT, market: "" }, ["market"]],
      [{ ...NEW_PRODUCT, date_issue: "2025-02-30" }, ["date_issue"]],
      [{ ...NEW_PRODUCT, version: "" }, ["version"]],
      [{ ...NEW_PRODUCT, name: " " }, ["name"]],
      [{ ...NEW_PRODUCT, name: "x".repeat(201) }, ["name"]],
      [{ ...NEW_PRODUCT, product_id: "abc" }, ["product_id"]],
    ];
    for (const [fields, expected] of cases) {
      const res = await upload(HSE, fields, pdf);
      expect(res.status, JSON.stringify(fields)).toBe(422);
      const errors = (res.body as { errors: Record<string, string[]> }).errors;
      if (Array.isArray(expected)) expect(Object.keys(errors), JSON.stringify(fields)).toEqual(expected);
      else expect(errors, JSON.stringify(fields)).toEqual(expected);
    }
    expect(await counts()).toEqual(before);
  });

  it("removes the stored file when the transaction fails", async () => {
    const before = await counts();
    const transaction = h.db.transaction.bind(h.db);
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    h.db.transaction = (() => Promise.reject(new Error("database down"))) as typeof h.db.transaction;
    try {
      const res = await upload(HSE, NEW_PRODUCT, { bytes: await makePdf(), name: "sds.pdf" });
      expect(res.status).toBe(500);
    } finally {
      h.db.transaction = transaction;
      quiet.mockRestore();
    }
    expect(await counts()).toEqual(before);
  });

  it("answers 403 without add_product and 404 for another company's product, storing nothing", async () => {
    const before = await counts();
    const pdf = { bytes: await makePdf(), name: "sds.pdf" };
    const denied = await upload(WORKER, NEW_PRODUCT, pdf);
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: "Permission denied" });
    const foreign = await acetoneSheet(OTHER);
    const notFound = await upload(HSE, { ...NEW_PRODUCT, product_id: String(foreign.product_id) }, pdf);
    expect(notFound.status).toBe(404);
    expect(notFound.body).toEqual({ message: "Not found" });
    expect(await counts()).toEqual(before);
  });
});
