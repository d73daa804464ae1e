import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkUpload, sanitizeAttachmentName } from "../../api/chemical-approvals/uploads";
import { consumeUploads, removeStaleUploads, STALE_UPLOAD_MS } from "../../api/uploads/pending";
import { createLocalStorage, setStorageForTests } from "../../api/storage";
import { ATTACHMENT_MAX_BYTES } from "../../core/chemical-approvals/request-rules";
import { DEMO, OTHER_ADMIN, WORKER, createHarness, type ApiHarness } from "./helpers";
import { renderSdsPdf, type SdsPdfInput } from "../../api/products/sds-pdf";
import { statementsFor } from "../../api/products/statements";

/** A generated sheet with a known name, supplier and statement. */
const SHEET_INPUT: SdsPdfInput = {
  key: "SDS-READ0001",
  productName: "Reading test solvent",
  supplier: "Test Chemicals AS",
  articleNo: "RT-1",
  areaOfUse: null,
  languageCode: "en",
  marketCode: "NO",
  version: "1.0",
  dateIssue: "2025-01-15",
  casNo: "67-64-1",
  ecNo: null,
  unNo: "1090",
  signalWord: "Danger",
  pictograms: ["GHS02"],
  hazardStatements: statementsFor(["H225"], 4).map(({ code, text }) => ({ code, text })),
  precautionaryStatements: statementsFor(["P210"], 4).map(({ code, text }) => ({ code, text })),
  storageClass: "3",
  substances: [],
  physical: null,
};

/**
 * POST /chemical-approval/v1/uploads (staging files for a request) and the
 * staging module: type checks by extension and content, safe names, tokens
 * that belong to their uploader, and removing stale uploads.
 */

const UPLOADS = "/api/chemical-approval/v1/uploads";
const REQUESTER = "requester@demo.test";
const REQUESTER2 = "requester2@demo.test";

let h: ApiHarness;
let storageDir: string;

beforeAll(async () => {
  h = await createHarness();
  storageDir = mkdtempSync(join(tmpdir(), "chemsafe-request-uploads-"));
  setStorageForTests(createLocalStorage(storageDir));
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

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0]);
const text = (value: string) => new TextEncoder().encode(value);

interface Sent {
  status: number;
  body: {
    data?: {
      token: string;
      file_name: string;
      size: number;
      content_type: string;
      facts: Record<string, unknown> | null;
    };
    errors?: Record<string, string[]>;
    message?: string;
  };
}

async function send(
  email: string,
  fields: {
    kind?: string;
    file?: { bytes: Uint8Array; name: string; type?: string } | null;
    extraFile?: boolean;
    read?: boolean;
  },
): Promise<Sent> {
  const form = new FormData();
  if (fields.kind !== undefined) form.append("kind", fields.kind);
  if (fields.read) form.append("read", "true");
  if (fields.file) {
    const file = new File([fields.file.bytes as Uint8Array<ArrayBuffer>], fields.file.name, {
      type: fields.file.type ?? "application/octet-stream",
    });
    form.append("file", file);
    if (fields.extraFile) form.append("file", file);
  }
  const response = await h.api.request(UPLOADS, {
    method: "POST",
    headers: await h.headersFor(email),
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Sent["body"] };
}

async function pendingRow(token: string) {
  const result = await h.db.execute<{
    company_id: number;
    user_id: number;
    file_key: string;
    file_name: string;
    content_type: string;
    size: number;
  }>(
    sql`SELECT company_id, user_id, file_key, file_name, content_type, size FROM pending_uploads WHERE token = ${token}`,
  );
  return result.rows[0];
}

describe("POST /chemical-approval/v1/uploads", () => {
  it("stages an SDS PDF: 201 with a token of the caller, the file in storage", async () => {
    const bytes = await pdf();
    const res = await send(REQUESTER, {
      kind: "sds",
      file: { bytes, name: "Acetone SDS.PDF", type: "application/pdf" },
    });
    expect(res.status).toBe(201);
    const data = res.body.data!;
    expect(data).toEqual({
      token: expect.stringMatching(/^[0-9a-f]{32}$/),
      file_name: "Acetone SDS.pdf",
      size: bytes.byteLength,
      content_type: "application/pdf",
      facts: null,
    });
    const row = (await pendingRow(data.token))!;
    const users = await h.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = ${REQUESTER}`);
    expect(row).toMatchObject({ company_id: DEMO, user_id: users.rows[0]!.id, size: bytes.byteLength });
    expect(row.file_key).toBe(`requests/${DEMO}/${data.token}.pdf`);
    expect(new Uint8Array(readFileSync(join(storageDir, row.file_key)))).toEqual(bytes);
  });

  it.each([
    ["photo.png", PNG, "image/png"],
    ["scan.JPG", JPEG, "image/jpeg"],
    ["scan.jpeg", JPEG, "image/jpeg"],
    ["notes.txt", text("Store cool.\n"), "text/plain"],
    ["amounts.csv", text("a;b\n1;2\n"), "text/csv"],
    ["report.docx", ZIP, "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["sheet.xlsx", ZIP, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    ["memo.odt", ZIP, "application/vnd.oasis.opendocument.text"],
    ["table.ods", ZIP, "application/vnd.oasis.opendocument.spreadsheet"],
  ])("accepts the attachment %s", async (name, bytes, contentType) => {
    const res = await send(REQUESTER, { kind: "attachment", file: { bytes, name } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      file_name: name.replace(/JPG$/, "jpg"),
      content_type: contentType,
      size: bytes.byteLength,
    });
  });

  it("reads a staged SDS when asked to, to fill in the form: its identity and how the reading went", async () => {
    const sheet = await renderSdsPdf({ ...SHEET_INPUT });
    const res = await send(REQUESTER, {
      kind: "sds",
      read: true,
      file: { bytes: sheet, name: "solvent.pdf", type: "application/pdf" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data?.facts).toMatchObject({
      outcome: "read",
      identity: { product_name: "Reading test solvent", supplier: "Test Chemicals AS" },
      hazard_statements: ["H225"],
    });
    // An attachment is not read, even when asked.
    const attachment = await send(REQUESTER, {
      kind: "attachment",
      read: true,
      file: { bytes: sheet, name: "copy.pdf" },
    });
    expect(attachment.body.data?.facts).toBeNull();
  });

  it("accepts a PDF attachment", async () => {
    const res = await send(REQUESTER, {
      kind: "attachment",
      file: { bytes: await pdf(), name: "permit.pdf" },
    });
    expect(res.status).toBe(201);
    expect(res.body.data?.content_type).toBe("application/pdf");
  });

  it("accepts an SDS and a PDF attachment padded after %%EOF or with leading junk, as real sheets come", async () => {
    const sheet = await pdf();
    const padded = new Uint8Array([...sheet, ...text(" ".repeat(2000))]);
    const junk = new Uint8Array([...text("\r\n\r\n"), ...sheet]);
    for (const [kind, bytes] of [
      ["sds", padded],
      ["sds", junk],
      ["attachment", padded],
      ["attachment", junk],
    ] as const) {
      const res = await send(REQUESTER, { kind, file: { bytes, name: "sheet.pdf" } });
      expect(res.status, `${kind} ${bytes.byteLength}`).toBe(201);
      expect(res.body.data).toMatchObject({ content_type: "application/pdf", size: bytes.byteLength });
    }
  });

  it("refuses an HTML page, a ZIP (Office) file and text naming the signatures as the SDS", async () => {
    const page = text("<!DOCTYPE html><html><body>Download %PDF-1.7 ... %%EOF</body></html>");
    for (const bytes of [page, new Uint8Array([...ZIP, ...(await pdf())])]) {
      const res = await send(REQUESTER, { kind: "sds", file: { bytes, name: "sds.pdf" } });
      expect(res.status).toBe(422);
      expect(res.body.errors?.file).toEqual(["The safety data sheet must be a PDF file."]);
    }
  });

  it.each([
    ["an SDS that is not a PDF", "sds", PNG, "sds.pdf", "The safety data sheet must be a PDF file."],
    ["an empty file", "sds", new Uint8Array(0), "sds.pdf", "The file is empty."],
    ["an empty attachment", "attachment", new Uint8Array(0), "a.png", "The file is empty."],
    [
      "an unknown extension",
      "attachment",
      text("MZ"),
      "tool.exe",
      expect.stringContaining("The file type is not accepted."),
    ],
    [
      "no extension",
      "attachment",
      text("hello"),
      "README",
      expect.stringContaining("The file type is not accepted."),
    ],
    ["a PNG named .pdf", "attachment", PNG, "fake.pdf", "The file's content does not match its type."],
    [
      "a PDF named .png",
      "attachment",
      text("%PDF-1.7\n%%EOF"),
      "fake.png",
      "The file's content does not match its type.",
    ],
    [
      "binary named .txt",
      "attachment",
      new Uint8Array([0x4d, 0x5a, 0, 0, 1]),
      "x.txt",
      "The file's content does not match its type.",
    ],
    [
      "invalid UTF-8 named .csv",
      "attachment",
      new Uint8Array([0xc3, 0x28, 0x41]),
      "x.csv",
      "The file's content does not match its type.",
    ],
    [
      "a ZIP-less .docx",
      "attachment",
      text("<html>"),
      "x.docx",
      "The file's content does not match its type.",
    ],
    [
      "an HTML page named .jpg",
      "attachment",
      text("<script>alert(1)</script>"),
      "x.jpg",
      "The file's content does not match its type.",
    ],
  ])("answers 422 for %s and stores nothing", async (_label, kind, bytes, name, message) => {
    const before = await h.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM pending_uploads`);
    const res = await send(REQUESTER, { kind, file: { bytes, name } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: "The given data was invalid.", errors: { file: [message] } });
    const after = await h.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM pending_uploads`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it("answers 422 without a file, with two files, or without a valid kind", async () => {
    let res = await send(REQUESTER, { kind: "sds" });
    expect(res.body).toEqual({
      message: "The given data was invalid.",
      errors: { file: ["The file is required."] },
    });
    res = await send(REQUESTER, {
      kind: "sds",
      file: { bytes: await pdf(), name: "a.pdf" },
      extraFile: true,
    });
    expect(res.status).toBe(422);
    res = await send(REQUESTER, { file: { bytes: await pdf(), name: "a.pdf" } });
    expect(res.body.errors).toEqual({ kind: ['kind must be "sds" or "attachment".'] });
    res = await send(REQUESTER, { kind: "photo", file: { bytes: PNG, name: "a.png" } });
    expect(res.status).toBe(422);
    const json = await h.call(REQUESTER, UPLOADS, { method: "POST", body: { kind: "sds" } });
    expect(json.status).toBe(422);
  });

  it("answers 422 for a file over 20 MB and 413 for a larger body", async () => {
    const big = new Uint8Array(ATTACHMENT_MAX_BYTES + 1);
    big.set(PNG);
    let res = await send(REQUESTER, { kind: "attachment", file: { bytes: big, name: "big.png" } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: ["The file is larger than 20 MB."] });
    const huge = new Uint8Array(ATTACHMENT_MAX_BYTES + 2 * 1024 * 1024);
    res = await send(REQUESTER, { kind: "attachment", file: { bytes: huge, name: "huge.png" } });
    expect(res.status).toBe(413);
  });

  it("keeps only the last path segment of a name and never uses it as the storage key", async () => {
    const res = await send(REQUESTER, {
      kind: "attachment",
      file: { bytes: text("x"), name: "../../etc/passwd.txt" },
    });
    expect(res.status).toBe(201);
    expect(res.body.data?.file_name).toBe("passwd.txt");
    const row = (await pendingRow(res.body.data!.token))!;
    expect(row.file_key).toMatch(new RegExp(`^requests/${DEMO}/[0-9a-f]{32}\\.txt$`));
    const windows = await send(REQUESTER, {
      kind: "sds",
      file: { bytes: await pdf(), name: "C:\\Users\\x\\..\\sds\u0000.pdf" },
    });
    expect(windows.body.data?.file_name).toBe("sds.pdf");
  });

  it("answers 403 without chemical_approval_request", async () => {
    const res = await send(WORKER, { kind: "sds", file: { bytes: await pdf(), name: "a.pdf" } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "Permission denied" });
  });
});

describe("tokens", () => {
  it("are consumed only by their uploader in their company, all or nothing", async () => {
    const mine = (await send(REQUESTER, { kind: "attachment", file: { bytes: PNG, name: "a.png" } })).body
      .data!;
    const theirs = (await send(REQUESTER2, { kind: "attachment", file: { bytes: PNG, name: "b.png" } })).body
      .data!;
    const users = await h.db.execute<{ email: string; id: number; company_id: number }>(
      sql`SELECT email, id, company_id FROM users WHERE email IN (${REQUESTER}, ${OTHER_ADMIN})`,
    );
    const me = users.rows.find((u) => u.email === REQUESTER)!;
    const other = users.rows.find((u) => u.email === OTHER_ADMIN)!;
    await h.db
      .transaction(async (tx) => {
        expect(
          await consumeUploads(tx, { companyId: DEMO, userId: me.id }, [mine.token, theirs.token]),
        ).toBeNull();
        expect(
          await consumeUploads(tx, { companyId: other.company_id, userId: other.id }, [mine.token]),
        ).toBeNull();
        expect(
          await consumeUploads(tx, { companyId: DEMO, userId: me.id }, [mine.token, mine.token]),
        ).toBeNull();
        expect(await consumeUploads(tx, { companyId: DEMO, userId: me.id }, ["not-a-token"])).toBeNull();
        expect(await consumeUploads(tx, { companyId: DEMO, userId: me.id }, [])).toEqual([]);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await pendingRow(mine.token)).toBeDefined();
    const consumed = await h.db.transaction((tx) =>
      consumeUploads(tx, { companyId: DEMO, userId: me.id }, [mine.token]),
    );
    expect(consumed).toEqual([
      expect.objectContaining({ token: mine.token, fileName: "a.png", contentType: "image/png" }),
    ]);
    expect(await pendingRow(mine.token)).toBeUndefined();
    expect(await pendingRow(theirs.token)).toBeDefined();
  });
});

describe("removeStaleUploads", () => {
  it("removes uploads older than the limit, rows and files, and keeps the recent ones", async () => {
    const old1 = (await send(REQUESTER, { kind: "attachment", file: { bytes: PNG, name: "old1.png" } })).body
      .data!;
    const old2 = (await send(REQUESTER2, { kind: "sds", file: { bytes: await pdf(), name: "old2.pdf" } }))
      .body.data!;
    const fresh = (await send(REQUESTER, { kind: "attachment", file: { bytes: PNG, name: "fresh.png" } }))
      .body.data!;
    await h.db.execute(sql`
      UPDATE pending_uploads SET created_at = now() - interval '2 days' WHERE token IN (${old1.token}, ${old2.token})`);
    const oldKeys = [(await pendingRow(old1.token))!.file_key, (await pendingRow(old2.token))!.file_key];
    const freshKey = (await pendingRow(fresh.token))!.file_key;
    expect(oldKeys.every((key) => existsSync(join(storageDir, key)))).toBe(true);

    const removed = await removeStaleUploads(h.db, new Date(Date.now() - STALE_UPLOAD_MS));
    expect(removed).toBeGreaterThanOrEqual(2);
    expect(await pendingRow(old1.token)).toBeUndefined();
    expect(await pendingRow(old2.token)).toBeUndefined();
    for (const key of oldKeys) expect(existsSync(join(storageDir, key))).toBe(false);
    expect(await pendingRow(fresh.token)).toBeDefined();
    expect(existsSync(join(storageDir, freshKey))).toBe(true);
    expect(await removeStaleUploads(h.db, new Date(Date.now() - STALE_UPLOAD_MS))).toBe(0);
  });
});

describe("checkUpload and sanitizeAttachmentName", () => {
  it("checks the SDS by its content, whatever its name", () => {
    const bytes = text("%PDF-1.4\n1 0 obj\n%%EOF\n");
    expect(checkUpload("sds", bytes, "sheet")).toEqual({
      ok: true,
      fileName: "sheet.pdf",
      contentType: "application/pdf",
      extension: "pdf",
    });
    expect(checkUpload("sds", text("%PDF-1.4 no trailer"), "x.pdf")).toEqual({ ok: false, error: "not_pdf" });
  });

  it("keeps the extension, drops paths, control characters and unusual characters", () => {
    expect(sanitizeAttachmentName("../a/b/Rapport <2025>.docx", "docx")).toBe("Rapport 2025.docx");
    expect(sanitizeAttachmentName("résumé\u0007.ODT", "odt")).toBe("résumé.odt");
    expect(sanitizeAttachmentName(".docx", "docx")).toBe("document.docx");
    expect(sanitizeAttachmentName("con.txt", "txt")).toBe("_con.txt");
    expect(sanitizeAttachmentName(`${"x".repeat(300)}.csv`, "csv").length).toBeLessThanOrEqual(120);
  });

  it("does not take inherited object keys for extensions", () => {
    expect(checkUpload("attachment", text("x"), "a.constructor")).toEqual({ ok: false, error: "wrong_type" });
    expect(checkUpload("attachment", text("x"), "a.toString")).toEqual({ ok: false, error: "wrong_type" });
  });
});
