import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueSheetReading, jobsRunning, SDS_READ_QUEUE, startJobs, stopJobs } from "../../api/jobs";
import { renderSdsPdf } from "../../api/products/sds-pdf";
import {
  backgroundReadingsSettled,
  readStagedSheet,
  setInlineReadBudgetForTests,
  stagedSheet,
  stageProductSheet,
} from "../../api/products/sds-staging";
import { createTestDatabase } from "../support/db";
import { linesPdf, scannedPdf } from "../support/scanned-pdf";
import { statementsFor } from "../../api/products/statements";
import { createLocalStorage, setStorageForTests } from "../../api/storage";
import { ADMIN, DEMO, HSE, NOT_FOUND, OTHER_ADMIN, WORKER, createHarness, type ApiHarness } from "./helpers";

/**
 * Staging and reading a product's safety data sheet (POST and GET
 * /product/v1/sds-uploads) and saving it by its token (POST /product/v1/sds
 * with sds_token): the reading comes back with the token, the token belongs
 * to its user and company and to product sheets only, and is consumed once.
 */

const STAGE = "/api/product/v1/sds-uploads";

let h: ApiHarness;
let storageDir: string;

beforeAll(async () => {
  h = await createHarness();
  storageDir = mkdtempSync(join(tmpdir(), "chemsafe-sds-staging-"));
  setStorageForTests(createLocalStorage(storageDir));
  setInlineReadBudgetForTests(60_000);
});

afterAll(async () => {
  setInlineReadBudgetForTests(undefined);
  await backgroundReadingsSettled();
  setStorageForTests(undefined);
  rmSync(storageDir, { recursive: true, force: true });
  await h.close();
});

const statements = (codes: string[]) => statementsFor(codes, 4).map(({ code, text }) => ({ code, text }));

async function sheet(): Promise<Uint8Array> {
  return renderSdsPdf({
    key: "SDS-STAGE001",
    productName: "Staged corrosive",
    supplier: "Stage Chemicals Ltd",
    articleNo: null,
    areaOfUse: null,
    languageCode: "en",
    marketCode: "GB",
    version: "2.0",
    dateIssue: "2025-05-01",
    casNo: null,
    ecNo: null,
    unNo: null,
    signalWord: "Danger",
    pictograms: ["GHS05"],
    hazardStatements: statements(["H318"]),
    precautionaryStatements: statements(["P280"]),
    substances: [],
    storageClass: "8B",
    physical: null,
  });
}

interface StagedAnswer {
  data?: {
    token: string;
    file_name: string;
    size: number;
    reading: { state: string; outcome: string | null; pages: number; pages_read: number; facts: unknown };
  };
  errors?: Record<string, string[]>;
  message?: string;
}

async function stage(email: string, bytes: Uint8Array | null, name = "corrosive.pdf") {
  const form = new FormData();
  if (bytes)
    form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "application/pdf" }));
  const response = await h.api.request(STAGE, {
    method: "POST",
    headers: await h.headersFor(email),
    body: form,
  });
  return { status: response.status, body: (await response.json()) as StagedAnswer };
}

async function save(email: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await h.api.request("/api/product/v1/sds", {
    method: "POST",
    headers: await h.headersFor(email),
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const SHEET_FIELDS = {
  name: "Staged corrosive",
  language: "4",
  market: "4",
  version: "2.0",
  date_issue: "2025-05-01",
};

describe("POST /product/v1/sds-uploads", () => {
  it("stages and reads a sheet: 201 with the caller's token and what the sheet says", async () => {
    const res = await stage(HSE, await sheet());
    expect(res.status).toBe(201);
    const data = res.body.data!;
    expect(data.token).toMatch(/^[0-9a-f]{32}$/);
    expect(data.file_name).toBe("corrosive.pdf");
    expect(data.reading).toMatchObject({ state: "done", outcome: "read" });
    expect(data.reading.pages_read).toBe(data.reading.pages);
    expect(data.reading.facts).toMatchObject({
      signal_word: "Danger",
      hazard_statements: ["H318"],
      pictograms: ["GHS05"],
      classification: "classified",
    });
    const row = await h.db.execute<{ purpose: string; file_key: string; read_state: string }>(
      sql`SELECT purpose, file_key, read_state FROM pending_uploads WHERE token = ${data.token}`,
    );
    expect(row.rows[0]).toMatchObject({ purpose: "product_sds", read_state: "done" });
    expect(row.rows[0]!.file_key).toMatch(/^sds\/\d+\/[0-9a-f]{32}\.pdf$/);
  });

  it("refuses a missing file or one that is not a PDF (422), and a user without add_product (403)", async () => {
    expect((await stage(HSE, null)).body.errors?.file).toEqual(["The file is required."]);
    const png = await stage(HSE, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), "x.pdf");
    expect(png.status).toBe(422);
    expect(png.body.errors?.file).toEqual(["The file is not a PDF."]);
    expect((await stage(WORKER, await sheet())).status).toBe(403);
  });
});

describe("GET /product/v1/sds-uploads/{token}", () => {
  it("answers the caller's own staged sheet; 404 for another user's or company's, and for nonsense", async () => {
    const { token } = (await stage(HSE, await sheet())).body.data!;
    const own = await h.call(HSE, `${STAGE}/${token}`);
    expect(own.status).toBe(200);
    expect((own.body as StagedAnswer).data?.reading.state).toBe("done");
    expect(await h.call(ADMIN, `${STAGE}/${token}`)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await h.call(OTHER_ADMIN, `${STAGE}/${token}`)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect((await h.call(WORKER, `${STAGE}/${token}`)).status).toBe(403);
    expect((await h.call(HSE, `${STAGE}/not-a-token`)).status).toBe(422);
  });

  it("shows a sheet read in the background as reading, then done (jobs do not run: read in process)", async () => {
    expect(jobsRunning()).toBe(false);
    expect(await enqueueSheetReading("0".repeat(32))).toBe(false);
    setInlineReadBudgetForTests(0);
    let token: string;
    try {
      const res = await stage(HSE, await sheet());
      expect(res.body.data!.reading).toMatchObject({ state: "reading", outcome: null, facts: null });
      token = res.body.data!.token;
    } finally {
      setInlineReadBudgetForTests(60_000);
    }
    await backgroundReadingsSettled();
    const after = (await h.call(HSE, `${STAGE}/${token}`)).body as StagedAnswer;
    expect(after.data?.reading).toMatchObject({ state: "done", outcome: "read" });
    expect(after.data?.reading.pages_read).toBe(after.data?.reading.pages);
  });

  it("recognises a scanned sheet in the background (OCR), marked as such", async () => {
    const scan = await scannedPdf(
      await linesPdf([
        "SAFETY DATA SHEET",
        "SECTION 1: Identification of the substance and of the company",
        "Product name: Scanned corrosive cleaner",
        "Supplier: Test Chemicals AS, Oslo, Norway",
        "SECTION 2: Hazards identification",
        "Signal word: Danger",
        "H314 Causes severe skin burns and eye damage.",
        "P280 Wear protective gloves and eye protection.",
        "SECTION 3: Composition / information on ingredients",
      ]),
    );
    // Read at once, the scan has no text: it is not answered as read, it goes to the background.
    const res = await stage(HSE, scan, "scan.pdf");
    expect(res.status).toBe(201);
    expect(res.body.data!.reading).toMatchObject({ state: "reading", outcome: null });
    await backgroundReadingsSettled();
    const after = (await h.call(HSE, `${STAGE}/${res.body.data!.token}`)).body as StagedAnswer;
    expect(after.data?.reading).toMatchObject({ state: "done", outcome: "read" });
    expect(after.data?.reading.facts).toMatchObject({
      ocr: true,
      signal_word: "Danger",
      hazard_statements: ["H314"],
      pictograms: ["GHS05"],
      code_sources: { GHS05: "derived" },
    });
  });
});

describe("a lost background reading", () => {
  it("is started again when the sheet is asked for after a minute without progress", async () => {
    const { token } = (await stage(HSE, await sheet())).body.data!;
    // As if the process reading it had ended half way.
    await h.db.execute(sql`
      UPDATE pending_uploads
      SET read_state = 'reading', read_outcome = NULL, read_facts = NULL, read_pages_read = 1,
        read_updated_at = now() - interval '2 minutes'
      WHERE token = ${token}`);
    const asked = (await h.call(HSE, `${STAGE}/${token}`)).body as StagedAnswer;
    expect(asked.data?.reading).toMatchObject({ state: "reading", pages_read: 1 });
    await backgroundReadingsSettled();
    const after = (await h.call(HSE, `${STAGE}/${token}`)).body as StagedAnswer;
    expect(after.data?.reading).toMatchObject({ state: "done", outcome: "read" });
  });

  it("is left alone while it still writes progress", async () => {
    const { token } = (await stage(HSE, await sheet())).body.data!;
    await h.db.execute(sql`
      UPDATE pending_uploads SET read_state = 'reading', read_outcome = NULL, read_updated_at = now()
      WHERE token = ${token}`);
    await h.call(HSE, `${STAGE}/${token}`);
    await backgroundReadingsSettled();
    const after = (await h.call(HSE, `${STAGE}/${token}`)).body as StagedAnswer;
    expect(after.data?.reading.state).toBe("reading");
  });
});

describe("POST /product/v1/sds with sds_token", () => {
  it("saves the staged sheet with its reading and consumes the token once", async () => {
    const { token } = (await stage(HSE, await sheet())).body.data!;
    const created = await save(HSE, { ...SHEET_FIELDS, sds_token: token, hazard_statements: "H318" });
    expect(created.status).toBe(201);
    const key = (created.body.data as { key: string }).key;
    const row = await h.db.execute<{ file_key: string; facts: { signal_word: string } | null }>(
      sql`SELECT file_key, facts FROM sds_documents WHERE key = ${key}`,
    );
    expect(row.rows[0]!.file_key).toMatch(new RegExp(`${token}\\.pdf$`));
    expect(row.rows[0]!.facts?.signal_word).toBe("Danger");
    expect((await h.call(HSE, `${STAGE}/${token}`)).status).toBe(404);

    const again = await save(HSE, { ...SHEET_FIELDS, sds_token: token });
    expect(again.status).toBe(422);
    expect((again.body.errors as Record<string, string[]>).sds_token).toEqual([
      "Unknown or used upload token: upload the file again.",
    ]);
  });

  it("does not save another user's token or a request's staged file, and consumes nothing when it refuses", async () => {
    const { token } = (await stage(HSE, await sheet())).body.data!;
    expect((await save(ADMIN, { ...SHEET_FIELDS, sds_token: token })).status).toBe(422);
    expect((await save(OTHER_ADMIN, { ...SHEET_FIELDS, sds_token: token })).status).toBe(422);

    // A chemical approval request's staged SDS is not a product sheet.
    const form = new FormData();
    form.append("kind", "sds");
    form.append(
      "file",
      new File([(await sheet()) as Uint8Array<ArrayBuffer>], "r.pdf", { type: "application/pdf" }),
    );
    const request = await h.api.request("/api/chemical-approval/v1/uploads", {
      method: "POST",
      headers: await h.headersFor(ADMIN),
      body: form,
    });
    expect(request.status).toBe(201);
    const requestToken = ((await request.json()) as { data: { token: string } }).data.token;
    const refused = await save(ADMIN, { ...SHEET_FIELDS, sds_token: requestToken });
    expect(refused.status).toBe(422);
    expect((refused.body.errors as Record<string, string[]>).sds_token).toBeDefined();

    // The refusals consumed nothing.
    expect((await h.call(HSE, `${STAGE}/${token}`)).status).toBe(200);
  });
});

describe("the sds.read queue", () => {
  it("takes a sheet not read within the budget when jobs run: one job with its token, which reads it", async () => {
    // pg-boss needs a database URL: a database of its own, as the mail tests do.
    const second = await createTestDatabase();
    // The worker polls rarely, so the job waits in the queue and the test runs the worker's body itself.
    await startJobs({
      databaseUrl: second.url,
      db: second.db,
      transport: null,
      schedule: false,
      pollingIntervalSeconds: 600,
    });
    setInlineReadBudgetForTests(0);
    try {
      expect(jobsRunning()).toBe(true);
      const owner = { companyId: DEMO, userId: 1 };
      const staged = await stageProductSheet(second.db, owner, {
        bytes: await sheet(),
        fileName: "queued.pdf",
      });
      expect(staged.reading.state).toBe("reading");
      const jobs = await second.db.execute<{ data: { token: string } }>(
        sql`SELECT data FROM pgboss.job WHERE name = ${SDS_READ_QUEUE}`,
      );
      expect(jobs.rows.map((row) => row.data.token)).toEqual([staged.token]);
      // Nothing was read in this process meanwhile: the queue has it.
      expect((await stagedSheet(second.db, owner, staged.token))?.reading.state).toBe("reading");

      await readStagedSheet(second.db, staged.token);
      const done = await stagedSheet(second.db, owner, staged.token);
      expect(done?.reading).toMatchObject({ state: "done", outcome: "read" });
      expect(done?.reading.facts?.hazard_statements).toEqual(["H318"]);
    } finally {
      setInlineReadBudgetForTests(60_000);
      await stopJobs();
      await second.db.$client.end();
    }
  });
});
