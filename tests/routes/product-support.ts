import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, asc, eq, sql } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { createLocalStorage, setStorageForTests } from "../../api/storage";
import { renderSdsPdf, type SdsPdfInput } from "../../api/products/sds-pdf";
import { statementsFor } from "../../api/products/statements";
import { companies, products, sdsDocuments } from "../../db/schema";
import { DEMO_COMPANY_IDS } from "../../seed/seed";
import { args, setupAppTest } from "../support/app";
import type { AppTest } from "./locations-support";

/**
 * Helpers for the product route tests (tests/routes/product-pages.test.ts,
 * tests/routes/replace-sds.test.ts, and through products-support.ts the list
 * and action tests): the app with uploaded files in a temporary folder,
 * finding seeded products and their sheets in the database, multipart
 * uploads, small PDFs, and switching a company feature.
 */

export const DEMO = DEMO_COMPANY_IDS.demoChemicals;
export const OTHER = DEMO_COMPANY_IDS.otherIndustries;

export const ADMIN = "admin@demo.test";
export const HSE = "hse@demo.test";
export const SAFETY = "safety@demo.test";
export const WORKER = "worker@demo.test";
export const OTHER_ADMIN = "admin@other.test";

/** setupAppTest with uploaded files stored in a fresh temporary folder (`prefix…`); close() also removes the folder. */
export async function setupAppTestWithFiles(prefix: string): Promise<AppTest> {
  const t = await setupAppTest();
  const files = mkdtempSync(join(tmpdir(), prefix));
  setStorageForTests(createLocalStorage(files));
  return {
    ...t,
    close: async () => {
      setStorageForTests(undefined);
      rmSync(files, { recursive: true, force: true });
      await t.close();
    },
  };
}

/** The id of a company's product by name (the seed's names are unique within a company). */
export async function productId(t: AppTest, name: string, companyId: number = DEMO): Promise<number> {
  const [row] = await t.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.name, name)))
    .limit(1);
  if (!row) throw new Error(`no product ${name} in ${companyId}`);
  return row.id;
}

/** Every sheet of a product as stored, oldest first. */
export async function sheetsOf(t: AppTest, id: number) {
  return t.db
    .select({
      id: sdsDocuments.id,
      key: sdsDocuments.key,
      languageId: sdsDocuments.languageId,
      marketId: sdsDocuments.marketId,
      version: sdsDocuments.version,
      pending: sdsDocuments.pending,
      supersededById: sdsDocuments.supersededById,
      hazardStatements: sdsDocuments.hazardStatements,
      fileKey: sdsDocuments.fileKey,
    })
    .from(sdsDocuments)
    .where(eq(sdsDocuments.productId, id))
    .orderBy(asc(sdsDocuments.id));
}

/** How many products the company has (to check that nothing was saved). */
export async function productCount(t: AppTest, companyId: number = DEMO): Promise<number> {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.companyId, companyId));
  return row?.n ?? 0;
}

/** A product of the company that has a current sheet in language/market (e.g. 1 / 1 for nb/NO) and in en/GB. */
export async function productWithSheet(t: AppTest, languageId: number, marketId: number) {
  const rows = await t.db.execute<{ id: number; name: string; key: string }>(sql`
    SELECT p.id, p.name, s.key FROM products p
    JOIN sds_documents s ON s.product_id = p.id AND s.company_id = p.company_id
    WHERE p.company_id = ${DEMO} AND s.language_id = ${languageId} AND s.market_id = ${marketId}
      AND s.superseded_by_id IS NULL AND NOT s.pending
    ORDER BY p.name LIMIT 1`);
  const row = rows.rows[0];
  if (!row) throw new Error(`no product with a ${languageId}/${marketId} sheet`);
  return row;
}

/** Switches a company feature flag (e.g. replaceSds) in the database. */
export async function setCompanyFeature(t: AppTest, companyId: number, flag: string, on: boolean) {
  const [row] = await t.db
    .select({ features: companies.features })
    .from(companies)
    .where(eq(companies.id, companyId));
  await t.db
    .update(companies)
    .set({ features: { ...(row?.features ?? {}), [flag]: on } })
    .where(eq(companies.id, companyId));
}

/** A small valid PDF with one line of text. */
export async function makePdf(text = "Safety data sheet"): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText(text, { x: 50, y: 780, size: 14, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return pdf.save();
}

/** The 8-byte PNG signature and a little more: certainly not a PDF. */
export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);

/** Action arguments: a multipart form POST (the upload form), with a file part when given. */
export function multipart(
  url: string,
  cookie: string,
  fields: [string, string][],
  file?: { name: string; type: string; bytes: Uint8Array } | null,
  params: Record<string, string> = {},
) {
  const form = new FormData();
  if (file)
    form.append("file", new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }));
  else if (file === undefined) form.append("file", new File([], "", { type: "application/octet-stream" }));
  for (const [name, value] of fields) form.append(name, value);
  return { ...args(url, { method: "POST", headers: { Cookie: cookie }, body: form }), params };
}

/** The fields of a valid upload (a new product unless product_id is added). */
export function uploadFields(overrides: Record<string, string | string[]> = {}): [string, string][] {
  const base: Record<string, string | string[]> = {
    intent: "upload",
    name: "Route test solvent",
    supplier: "Route Chemicals Ltd",
    article_no: "RT-100",
    language: "4",
    market: "4",
    version: "1.0",
    date_issue: "2025-01-15",
    cas_no: "67-64-1",
    un_no: "1090",
    signal_word: "Danger",
    pictograms: ["GHS02", "GHS07"],
    hazard_statements: "H225, H319 H336",
    precautionary_statements: "P210, P305 + P351 + P338",
    storage_class: "3",
    ...overrides,
  };
  return Object.entries(base).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item): [string, string] => [name, item]),
  );
}

/**
 * A whole generated safety data sheet (api/products/sds-pdf.ts) in English
 * for Great Britain: by default a classified one (Danger, H225 and H319,
 * GHS02 and GHS07, P210, storage class 3, CAS 67-64-1); `overrides` change it,
 * e.g. an unclassified sheet with no signal word, pictograms or statements.
 */
export async function sheetPdf(overrides: Partial<SdsPdfInput> = {}): Promise<Uint8Array> {
  const statements = englishStatements;
  return renderSdsPdf({
    key: "SDS-ROUTE001",
    productName: "Read test solvent",
    supplier: "Reading Chemicals Ltd",
    articleNo: "RD-1",
    areaOfUse: null,
    languageCode: "en",
    marketCode: "GB",
    version: "1.0",
    dateIssue: "2025-03-14",
    casNo: "67-64-1",
    ecNo: null,
    unNo: "1090",
    signalWord: "Danger",
    pictograms: ["GHS02", "GHS07"],
    hazardStatements: statements(["H225", "H319"]),
    precautionaryStatements: statements(["P210"]),
    substances: [],
    storageClass: "3",
    physical: null,
    ...overrides,
  });
}

/** The statements' standard English texts, for sheetPdf overrides. */
export const englishStatements = (codes: string[]) =>
  statementsFor(codes, 4).map(({ code, text }) => ({ code, text }));
