import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  CreatedSdsRequests,
  PublicPage,
  SdsRequestDetail,
  SdsRequestList,
} from "../../api/sds-requests/schemas";
import { sendSdsRequestReminders } from "../../api/sds-requests/reminders";
import { createLocalStorage, setStorageForTests } from "../../api/storage";
import { DEMO_SDS_REQUEST_TOKEN } from "../../seed/sds-requests";
import {
  DEMO,
  OTHER,
  OTHER_ADMIN,
  NOT_FOUND,
  WORKER,
  createHarness,
  productIdOf,
  type ApiHarness,
} from "./helpers";

/**
 * Supplier SDS requests: asking (one product, in bulk), the mail with the link, the supplier's public page
 * (open, still valid, upload; wrong, used and expired tokens), the review with the replace-sds comparison,
 * accept and reject, reminders and expiry, and the onboarding check.
 */

const KEEPER = "safety@demo.test";
let h: ApiHarness;
let storageDir: string;
let toluene: number;
let acetone: number;

beforeAll(async () => {
  h = await createHarness();
  storageDir = mkdtempSync(join(tmpdir(), "chemsafe-sds-requests-"));
  setStorageForTests(createLocalStorage(storageDir));
  toluene = await productIdOf(h.db, DEMO, "Toluene");
  acetone = await productIdOf(h.db, DEMO, "Acetone");
});
afterAll(async () => {
  setStorageForTests(undefined);
  rmSync(storageDir, { recursive: true, force: true });
  await h.close();
});

async function pdf(text = "Safety data sheet"): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 12, font });
  return doc.save();
}

const ask = (email: string | null, body: Record<string, unknown>) =>
  h.call(email, "/api/sdsrequests/v1/requests", { method: "POST", body });

/** Creates a request and answers its token, read back from the outbox mail. */
async function newRequest(productId: number, extra: Record<string, unknown> = {}) {
  const created = await ask(KEEPER, {
    product_id: productId,
    supplier_email: "Sheets@Supplier.example",
    languages: [4],
    markets: [4],
    ...extra,
  });
  expect(created.status).toBe(201);
  const id = (created.body as { data: CreatedSdsRequests }).data.ids[0]!;
  const { rows } = await h.db.execute<{ body: string; to_address: string; subject: string }>(sql`
    SELECT body, to_address, subject FROM mail_outbox WHERE kind = 'sds_request.sent' ORDER BY id DESC LIMIT 1`);
  const token = /\/sds-update-request\/([A-Za-z0-9_-]{55})/.exec(rows[0]!.body)![1]!;
  return { id, token, mail: rows[0]! };
}

const page = async (token: string) => {
  const result = await h.call(null, "/api/sdsrequests/v1/public/page", { method: "POST", body: { token } });
  expect(result.status).toBe(200);
  return result.body as PublicPage;
};

async function upload(token: string, files: Record<string, { bytes: Uint8Array; name: string }>) {
  const form = new FormData();
  form.append("token", token);
  for (const [field, file] of Object.entries(files)) {
    form.append(
      field,
      new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: "application/pdf" }),
    );
  }
  const response = await h.api.request("/api/sdsrequests/v1/public/upload", { method: "POST", body: form });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const detail = async (id: number) => {
  const result = await h.call(KEEPER, `/api/sdsrequests/v1/requests/${id}`);
  expect(result.status).toBe(200);
  return (result.body as { data: SdsRequestDetail }).data;
};

describe("asking a supplier", () => {
  it("creates a request, mails a single-purpose link and keeps only a hash, on the audit trail", async () => {
    const { id, token, mail } = await newRequest(acetone);
    expect(mail.to_address).toBe("sheets@supplier.example");
    expect(mail.subject).toContain("Acetone");
    const { rows } = await h.db.execute<{ secret_hash: string; public_id: string; status: string }>(
      sql`SELECT secret_hash, public_id, status FROM sds_requests WHERE id = ${id}`,
    );
    expect(token.startsWith(rows[0]!.public_id)).toBe(true);
    expect(rows[0]!.secret_hash).not.toContain(token.slice(12));
    expect(rows[0]!.status).toBe("sent");
    const { rows: trail } = await h.db.execute(
      sql`SELECT 1 FROM activities WHERE company_id = ${DEMO} AND object_type = 'sds_request' AND object_id = ${String(id)}`,
    );
    expect(trail.length).toBe(1);
  });

  it("refuses bad input with clear messages and saves nothing", async () => {
    const before = await count();
    const bad = await ask(KEEPER, {
      product_id: acetone,
      supplier_email: "not-an-address",
      languages: [],
      markets: [99],
    });
    expect(bad.status).toBe(422);
    const errors = (bad.body as { errors: Record<string, string[]> }).errors;
    expect(errors.supplier_email).toEqual(["The supplier's e-mail address is not valid."]);
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(["languages"]));
    expect(await count()).toBe(before);
  });

  it("refuses a user without add_product (403) and another company's product (404), saving nothing", async () => {
    const before = await count();
    const body = { product_id: acetone, supplier_email: "a@b.example", languages: [4], markets: [4] };
    expect((await ask(WORKER, body)).status).toBe(403);
    expect((await h.call(WORKER, "/api/sdsrequests/v1/requests")).status).toBe(403);
    const other = await ask(OTHER_ADMIN, body);
    expect(other.status).toBe(404);
    expect(other.body).toEqual(NOT_FOUND);
    expect(await count()).toBe(before);
  });

  it("asks in bulk for every product past the company's limit without an open request", async () => {
    const outdated = await h.call(KEEPER, "/api/sdsrequests/v1/outdated");
    const summary = (outdated.body as { data: { months: number; products: number } }).data;
    expect(summary.months).toBe(36);
    expect((outdated.body as { data: { more: boolean } }).data.more).toBe(false);
    const bulk = await h.call(KEEPER, "/api/sdsrequests/v1/requests/bulk", {
      method: "POST",
      body: { supplier_email: "bulk@supplier.example", languages: [4], markets: [4] },
    });
    expect(bulk.status).toBe(201);
    expect((bulk.body as { data: CreatedSdsRequests }).data.created).toBe(Math.min(summary.products, 500));
    const again = await h.call(KEEPER, "/api/sdsrequests/v1/outdated");
    expect((again.body as { data: { products: number } }).data.products).toBe(
      Math.max(0, summary.products - 500),
    );
  });

  it("offers the products whose name contains the text, by name, of the caller's company only", async () => {
    type Choices = { data: { id: number; name: string; supplier: string }[] };
    const found = await h.call(KEEPER, "/api/sdsrequests/v1/products?q=TOLU");
    expect(found.status).toBe(200);
    expect((found.body as Choices).data.map((p) => p.id)).toContain(toluene);
    const names = (await h.call(KEEPER, "/api/sdsrequests/v1/products?q=e")).body as Choices;
    expect(names.data.length).toBeGreaterThan(0);
    expect(names.data.length).toBeLessThanOrEqual(20);
    const lower = names.data.map((p) => p.name.toLowerCase());
    expect(lower.every((name) => name.includes("e"))).toBe(true);
    expect([...lower].sort()).toEqual(lower);
    const other = (await h.call(OTHER_ADMIN, "/api/sdsrequests/v1/products?q=tolu")).body as Choices;
    expect(other.data.map((p) => p.id)).not.toContain(toluene);
    expect((await h.call(WORKER, "/api/sdsrequests/v1/products?q=tolu")).status).toBe(403);
    expect((await h.call(KEEPER, "/api/sdsrequests/v1/products")).status).toBe(422);
  });

  it("lists the requests newest first, filtered by status and text", async () => {
    const list = await h.call(KEEPER, "/api/sdsrequests/v1/requests?status=sent&search=acetone");
    const body = list.body as SdsRequestList;
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((row) => row.status === "sent" && row.product_name === "Acetone")).toBe(true);
    const other = await h.call(OTHER_ADMIN, "/api/sdsrequests/v1/requests");
    expect((other.body as SdsRequestList).data.every((row) => row.product_name !== "Acetone")).toBe(true);
  });

  it("names the languages and markets of a product's current sheets", async () => {
    const result = await h.call(KEEPER, `/api/automation/sdsrequest/languages/${toluene}`);
    expect(result.status).toBe(200);
    expect((result.body as { data: { languages: number[] } }).data.languages).toContain(4);
    expect((await h.call(OTHER_ADMIN, `/api/automation/sdsrequest/languages/${toluene}`)).status).toBe(404);
  });
});

async function count(): Promise<number> {
  const { rows } = await h.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM sds_requests`);
  return rows[0]!.n;
}

describe("the supplier's page", () => {
  it("shows the product and what is asked, and marks the request opened", async () => {
    const { id, token } = await newRequest(acetone, { languages: [4, 6], markets: [4] });
    const shown = await page(token);
    expect(shown.state).toBe("open");
    expect(shown.product?.name).toBe("Acetone");
    expect(shown.languages).toEqual([4, 6]);
    expect((await detail(id)).status).toBe("opened");
  });

  it("answers an unknown, malformed or wrong token with a state and nothing else", async () => {
    const { token } = await newRequest(acetone);
    for (const wrong of ["nope", `${token.slice(0, 12)}${"x".repeat(43)}`, "a".repeat(55)]) {
      expect(await page(wrong)).toEqual({
        state: "unknown",
        company: null,
        product: null,
        languages: [],
        markets: [],
        expires_at: null,
      });
    }
  });

  it("takes 'still valid' once; the token then opens nothing more", async () => {
    const { id, token } = await newRequest(acetone);
    const answer = await h.call(null, "/api/sdsrequests/v1/public/still-valid", {
      method: "POST",
      body: { token },
    });
    expect(answer.body).toEqual({ state: "answered", files: 0 });
    expect((await page(token)).state).toBe("answered");
    const replay = await h.call(null, "/api/sdsrequests/v1/public/still-valid", {
      method: "POST",
      body: { token },
    });
    expect(replay.body).toEqual({ state: "answered", files: 0 });
    const replayUpload = await upload(token, { file_4_4: { bytes: await pdf(), name: "x.pdf" } });
    expect(replayUpload.body).toEqual({ state: "answered", files: 0 });
    const shown = await detail(id);
    expect(shown.status).toBe("answered");
    expect(shown.answer).toBe("still_valid");
    expect(shown.files).toEqual([]);
  });

  it("refuses a file that is not a PDF, an empty answer and cleans path tricks from names", async () => {
    const { id, token } = await newRequest(toluene);
    const html = await upload(token, {
      file_4_4: { bytes: new TextEncoder().encode("<html>%PDF-1.4 1 0 obj %%EOF</html>"), name: "x.pdf" },
    });
    expect(html.status).toBe(422);
    expect(html.body.errors).toEqual({ file_4_4: ["The file is not a PDF."] });
    const none = await upload(token, {});
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ files: ["Choose at least one PDF."] });
    // A field for a language that was not asked for is ignored.
    const unasked = await upload(token, { file_6_6: { bytes: await pdf(), name: "de.pdf" } });
    expect(unasked.status).toBe(422);
    expect((await detail(id)).status).toBe("sent");

    const sent = await upload(token, {
      file_4_4: { bytes: await pdf("Toluene"), name: "../../etc/passwd\u0000.pdf" },
    });
    expect(sent.body).toEqual({ state: "answered", files: 1 });
    const shown = await detail(id);
    expect(shown.files[0]!.file_name).toBe("passwd.pdf");
    expect(shown.files[0]!.pending).toBe(true);
    expect(shown.files[0]!.diff).not.toBeNull();
    // Replayed: the token is used.
    const replay = await upload(token, { file_4_4: { bytes: await pdf(), name: "again.pdf" } });
    expect(replay.body).toEqual({ state: "answered", files: 0 });
  });

  it("refuses a body larger than the files may be together (413)", async () => {
    const { token } = await newRequest(acetone);
    const big = new Uint8Array(21 * 1024 * 1024 + 10);
    const result = await upload(token, { file_4_4: { bytes: big, name: "big.pdf" } });
    expect(result.status).toBe(413);
  });

  it("an expired request's token gets the expired state and takes no answer", async () => {
    const { id, token } = await newRequest(acetone);
    await h.db.execute(sql`UPDATE sds_requests SET expires_at = now() - interval '1 day' WHERE id = ${id}`);
    expect((await page(token)).state).toBe("expired");
    const answer = await h.call(null, "/api/sdsrequests/v1/public/still-valid", {
      method: "POST",
      body: { token },
    });
    expect(answer.body).toEqual({ state: "expired", files: 0 });
    expect((await detail(id)).status).toBe("expired");
  });

  it("a token of one company never shows another company's data", async () => {
    const shown = await page(DEMO_SDS_REQUEST_TOKEN);
    expect(shown.company).not.toBe("Other Industries");
    const { rows } = await h.db.execute<{ name: string }>(
      sql`SELECT name FROM companies WHERE id = ${OTHER}`,
    );
    expect(JSON.stringify(shown)).not.toContain(rows[0]!.name);
  });
});

describe("reviewing an answer", () => {
  it("accepts uploaded sheets through the replace-sds path: the new sheet becomes current", async () => {
    const { id, token } = await newRequest(toluene);
    await upload(token, { file_4_4: { bytes: await pdf("Toluene v3"), name: "toluene.pdf" } });
    const key = (await detail(id)).files[0]!.sds_key;
    expect(
      (await h.call(WORKER, `/api/sdsrequests/v1/requests/${id}/accept`, { method: "POST" })).status,
    ).toBe(403);
    expect(
      (await h.call(OTHER_ADMIN, `/api/sdsrequests/v1/requests/${id}/accept`, { method: "POST" })).status,
    ).toBe(404);
    const accepted = await h.call(KEEPER, `/api/sdsrequests/v1/requests/${id}/accept`, { method: "POST" });
    expect(accepted.body).toEqual({ data: { status: "accepted" } });
    const { rows } = await h.db.execute<{ pending: boolean; superseded_by_id: number | null }>(
      sql`SELECT pending, superseded_by_id FROM sds_documents WHERE key = ${key}`,
    );
    expect(rows[0]).toEqual({ pending: false, superseded_by_id: null });
    const again = await h.call(KEEPER, `/api/sdsrequests/v1/requests/${id}/reject`, { method: "POST" });
    expect(again.status).toBe(409);
  });

  it("rejects: the uploaded sheets are removed and the current one stays", async () => {
    const { id, token } = await newRequest(toluene);
    await upload(token, { file_4_4: { bytes: await pdf("Toluene v4"), name: "toluene.pdf" } });
    const key = (await detail(id)).files[0]!.sds_key;
    const rejected = await h.call(KEEPER, `/api/sdsrequests/v1/requests/${id}/reject`, { method: "POST" });
    expect(rejected.body).toEqual({ data: { status: "rejected" } });
    const { rows } = await h.db.execute(sql`SELECT 1 FROM sds_documents WHERE key = ${key}`);
    expect(rows.length).toBe(0);
    expect((await detail(id)).files[0]!.pending).toBe(false);
  });

  it("refuses a decision on a request that is not answered (409)", async () => {
    const { id } = await newRequest(acetone);
    expect(
      (await h.call(KEEPER, `/api/sdsrequests/v1/requests/${id}/accept`, { method: "POST" })).status,
    ).toBe(409);
  });
});

describe("reminders and expiry", () => {
  it("reminds once a request has waited a week, with a fresh link that works like the first", async () => {
    const { id, token } = await newRequest(acetone);
    await h.db.execute(sql`UPDATE sds_requests SET created_at = now() - interval '8 days' WHERE id = ${id}`);
    const queued = await sendSdsRequestReminders(h.db);
    expect(queued).toBeGreaterThan(0);
    const { rows } = await h.db.execute<{ body: string }>(sql`
      SELECT body FROM mail_outbox WHERE kind = 'sds_request.reminder' ORDER BY id DESC LIMIT 1`);
    const fresh = /\/sds-update-request\/([A-Za-z0-9_-]{55})/.exec(rows[0]!.body)![1]!;
    expect(fresh).not.toBe(token);
    expect((await page(fresh)).state).toBe("open");
    expect((await page(token)).state).toBe("open");
    // Not again the same day.
    const { rows: state } = await h.db.execute<{ reminders: number }>(
      sql`SELECT reminders FROM sds_requests WHERE id = ${id}`,
    );
    expect(state[0]!.reminders).toBe(1);
    await sendSdsRequestReminders(h.db);
    const { rows: after } = await h.db.execute<{ reminders: number }>(
      sql`SELECT reminders FROM sds_requests WHERE id = ${id}`,
    );
    expect(after[0]!.reminders).toBe(1);
  });

  it("stores requests past their end as expired", async () => {
    const { id } = await newRequest(acetone);
    await h.db.execute(sql`UPDATE sds_requests SET expires_at = now() - interval '1 hour' WHERE id = ${id}`);
    await sendSdsRequestReminders(h.db);
    const { rows } = await h.db.execute<{ status: string }>(
      sql`SELECT status FROM sds_requests WHERE id = ${id}`,
    );
    expect(rows[0]!.status).toBe("expired");
  });
});

describe("onboarding", () => {
  it("answers has-sds-requests from the company's own requests", async () => {
    const demo = await h.call(KEEPER, "/api/onboarding-api/v1/has-sds-requests");
    expect(demo.body).toEqual({ data: { module: "sds-requests", has_data: true } });
    const fresh = await h.call("newcomer@fresh.test", "/api/onboarding-api/v1/has-sds-requests");
    expect(fresh.body).toEqual({ data: { module: "sds-requests", has_data: false } });
  });
});
