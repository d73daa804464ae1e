import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import yauzl from "yauzl";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settleExportsForTests } from "../../api/support/exports";
import { buildCompanyExport, csvCell, removeExpiredExports } from "../../api/support/export";
import type { CompanyExport, Contact, SystemStatusWire } from "../../api/support/schemas";
import { createLocalStorage, setStorageForTests, type FileStorage } from "../../api/storage";
import { ADMIN, createHarness, DEMO, NOT_FOUND, OTHER_ADMIN, WORKER, type ApiHarness } from "./helpers";

/**
 * The support tab's API: support contacts, the system status and the full export (built in this
 * process: the tests run no jobs, so the API builds the export itself and the tests wait for it).
 */

const PRIVACY = "privacy@demo.test";
const CONTACTS = "/api/site/v1/company/contacts";
const EXPORTS = "/api/site/v1/company/exports";

let h: ApiHarness;
let storageDir: string;
let storage: FileStorage;

beforeAll(async () => {
  h = await createHarness();
  storageDir = mkdtempSync(join(tmpdir(), "chemsafe-support-files-"));
  storage = createLocalStorage(storageDir);
  setStorageForTests(storage);
});

afterAll(async () => {
  await settleExportsForTests();
  setStorageForTests(undefined);
  rmSync(storageDir, { recursive: true, force: true });
  await h.close();
});

async function activities(action: string, module: string) {
  const { rows } = await h.db.execute<{ object_label: string; before: unknown; after: unknown }>(sql`
    SELECT object_label, before, after FROM activities
    WHERE company_id = ${DEMO} AND module = ${module} AND action = ${action} ORDER BY id`);
  return rows;
}

describe("support contacts", () => {
  let id: number;

  it("adds, lists, changes and removes a contact, each on the audit trail", async () => {
    const created = await h.call(PRIVACY, CONTACTS, {
      method: "POST",
      body: {
        name: "  Kari   Koordinator ",
        role: "Chemicals coordinator",
        email: "kari@demo.test",
        phone: "+47 22 33 44 55",
      },
    });
    expect(created.status, created.text).toBe(201);
    const contact = (created.body as { data: Contact }).data;
    expect(contact).toMatchObject({
      name: "Kari Koordinator",
      role: "Chemicals coordinator",
      phone: "+47 22 33 44 55",
    });
    id = contact.id;

    const list = await h.call(PRIVACY, CONTACTS);
    expect((list.body as { data: Contact[] }).data.map((c) => c.name)).toEqual(["Kari Koordinator"]);

    const updated = await h.call(PRIVACY, `${CONTACTS}/${id}`, {
      method: "PUT",
      body: { name: "Kari Koordinator", role: "IT support", email: "", phone: "" },
    });
    expect(updated.status, updated.text).toBe(200);
    expect((updated.body as { data: Contact }).data).toMatchObject({
      role: "IT support",
      email: "",
      phone: "",
    });

    const [createdRow] = await activities("created", "settings");
    expect(createdRow).toMatchObject({
      object_label: "Kari Koordinator",
      after: { email: "kari@demo.test" },
    });
    const [updatedRow] = await activities("updated", "settings");
    expect(updatedRow).toMatchObject({
      before: { role: "Chemicals coordinator", email: "kari@demo.test", phone: "+47 22 33 44 55" },
      after: { role: "IT support", email: "", phone: "" },
    });

    const removed = await h.call(PRIVACY, `${CONTACTS}/${id}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect((await h.call(PRIVACY, CONTACTS)).body).toEqual({ data: [] });
    expect(await activities("deleted", "settings")).toHaveLength(1);
  });

  it("refuses bad input with 422 field errors and saves nothing", async () => {
    const bad = await h.call(PRIVACY, CONTACTS, {
      method: "POST",
      body: { name: " ", email: "not an address", phone: "call me", role: "x".repeat(201) },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body as { errors: Record<string, string[]> }).errors).sort()).toEqual([
      "email",
      "name",
      "phone",
      "role",
    ]);
    expect((await h.call(PRIVACY, CONTACTS)).body).toEqual({ data: [] });
  });

  it("answers 403 without user_admin, reads included", async () => {
    for (const path of [CONTACTS, EXPORTS, "/api/site/v1/company/system-status"]) {
      expect((await h.call(WORKER, path)).status, path).toBe(403);
    }
    const post = await h.call(WORKER, CONTACTS, { method: "POST", body: { name: "Probe" } });
    expect(post.status).toBe(403);
  });

  it("keeps another company's contacts apart (404)", async () => {
    const created = await h.call(PRIVACY, CONTACTS, { method: "POST", body: { name: "Ours" } });
    const ours = (created.body as { data: Contact }).data.id;
    const put = await h.call(OTHER_ADMIN, `${CONTACTS}/${ours}`, { method: "PUT", body: { name: "Theirs" } });
    expect([put.status, put.body]).toEqual([404, NOT_FOUND]);
    expect((await h.call(OTHER_ADMIN, `${CONTACTS}/${ours}`, { method: "DELETE" })).status).toBe(404);
    expect((await h.call(OTHER_ADMIN, CONTACTS)).body).toEqual({ data: [] });
    await h.call(PRIVACY, `${CONTACTS}/${ours}`, { method: "DELETE" });
  });
});

describe("system status", () => {
  it("answers the version, the schema and each check's state", async () => {
    const res = await h.call(PRIVACY, "/api/site/v1/company/system-status");
    expect(res.status).toBe(200);
    const status = (res.body as { data: SystemStatusWire }).data;
    expect(status.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(status.schema_version).toMatch(/^\d{4}_/);
    expect(status.checks.database).toMatchObject({ state: "ok" });
    expect(status.checks.database.migrations_applied).toBe(status.checks.database.migrations_expected);
    expect(status.checks.storage).toEqual({ state: "ok", kind: "local", writable: true });
    // The tests start no jobs.
    expect(status.checks.jobs).toEqual({ state: "error", where: "none" });
    expect(["smtp", "stored"]).toContain(status.checks.mail.transport);
  });
});

/**
 * Every entry of a ZIP archive, read with yauzl (a reader independent of the writer), each checked against
 * the CRC-32 its central directory records: a corrupt archive fails here.
 */
async function readZip(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    archive.on("error", reject);
    archive.on("end", () => resolve());
    archive.on("entry", (entry: yauzl.Entry) => {
      archive.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("error", reject);
        stream.on("end", () => {
          const bytes = Buffer.concat(chunks);
          if (crc32(bytes) >>> 0 !== entry.crc32 >>> 0)
            return reject(new Error(`bad CRC: ${entry.fileName}`));
          entries.set(entry.fileName, bytes);
          archive.readEntry();
        });
      });
    });
    archive.readEntry();
  });
  return entries;
}

describe("full export", () => {
  let ready: CompanyExport;
  let zip: Buffer;
  const pdf = new TextEncoder().encode("%PDF-1.4 a stored sheet\n%%EOF\n");

  beforeAll(async () => {
    // A stored sheet, so the export has a file to carry.
    await storage.put(`sds/${DEMO}/export-probe.pdf`, pdf, { contentType: "application/pdf" });
    await h.db.execute(sql`
      UPDATE sds_documents SET file_key = ${`sds/${DEMO}/export-probe.pdf`}
      WHERE id = (SELECT min(id) FROM sds_documents WHERE company_id = ${DEMO})`);
  });

  it("starts a job, refuses a second one while it runs (409), and finishes with a ZIP", async () => {
    const started = await h.call(PRIVACY, EXPORTS, { method: "POST" });
    expect(started.status, started.text).toBe(202);
    const queued = (started.body as { data: CompanyExport }).data;
    expect(queued).toMatchObject({
      status: "queued",
      downloadable: false,
      created_by: { name: "Petra Privacy" },
    });

    const again = await h.call(ADMIN, EXPORTS, { method: "POST" });
    expect([again.status, again.body]).toEqual([
      409,
      { error: "export_running", message: "An export of this company is already being made." },
    ]);

    await settleExportsForTests();
    const res = await h.call(PRIVACY, `${EXPORTS}/${queued.id}`);
    ready = (res.body as { data: CompanyExport }).data;
    expect(ready).toMatchObject({ status: "ready", downloadable: true, error: null });
    expect(ready.progress_done).toBe(ready.progress_total);
    expect(ready.progress_total).toBeGreaterThan(10);
    expect(ready.size).toBeGreaterThan(1000);
    expect(new Date(ready.expires_at!).getTime() - Date.now()).toBeGreaterThan(6 * 24 * 3600_000);

    const list = await h.call(PRIVACY, EXPORTS);
    expect((list.body as { data: CompanyExport[] }).data[0]).toMatchObject({
      id: queued.id,
      status: "ready",
    });
    expect(await activities("exported", "export")).toEqual([
      expect.objectContaining({ object_label: "Demo Chemicals AS", before: null, after: null }),
    ]);

    const file = await h.api.request(`${EXPORTS}/${queued.id}/file`, {
      headers: await h.headersFor(PRIVACY),
    });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/zip");
    expect(file.headers.get("content-disposition")).toMatch(
      /^attachment; filename="chemsafe-export-demo-chemicals-as-\d{4}-\d\d-\d\d\.zip"/,
    );
    zip = Buffer.from(await file.arrayBuffer());
    expect(zip.byteLength).toBe(ready.size);
  });

  it("holds every tenant table as CSV and JSON, the stored files, and a manifest that adds up", async () => {
    const entries = await readZip(zip);
    const text = (name: string) => entries.get(name)?.toString("utf8") ?? "";
    const manifest = JSON.parse(text("manifest.json").trim() || "{}") as {
      schema_version: string;
      company: { id: number; name: string };
      tables: { name: string; rows: number; csv: string }[];
      excluded_tables: { name: string }[];
      files: { path: string; key: string; size: number; sha256: string }[];
    };
    expect(manifest.company).toEqual({ id: DEMO, name: "Demo Chemicals AS" });
    expect(manifest.schema_version).toMatch(/^\d{4}_/);

    // Every table with a company_id, found as the isolation tests find them, less the sessions.
    const { rows } = await h.db.execute<{ table_name: string }>(sql`
      SELECT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'company_id' ORDER BY table_name`);
    const tenant = rows.map((r) => r.table_name).filter((name) => name !== "sessions");
    expect(manifest.tables.map((t) => t.name)).toEqual(tenant);
    expect(manifest.excluded_tables.map((t) => t.name)).toEqual(["sessions"]);

    for (const table of ["users", "products", "locations", "activities"]) {
      const [count] = (
        await h.db.execute<{ n: number }>(
          sql.raw(`SELECT count(*)::int AS n FROM ${table} WHERE company_id = ${DEMO}`),
        )
      ).rows;
      const entry = manifest.tables.find((t) => t.name === table)!;
      expect(entry.rows, table).toBe(count!.n);
      const csv = text(`tables/${table}.csv`).split("\r\n").filter(Boolean);
      expect(csv.length - 1, table).toBe(entry.rows);
      const json = JSON.parse(text(`tables/${table}.json`)) as Record<string, unknown>[];
      expect(json, table).toHaveLength(entry.rows);
      expect(
        json.every((row) => row.company_id === DEMO),
        table,
      ).toBe(true);
    }
    const users = text("tables/users.csv");
    expect(users.split("\r\n")[0]).toMatch(/^id,company_id,email,name,permissions,/);
    expect(users).toContain("privacy@demo.test,Petra Privacy,");
    // Nothing of the other company.
    expect(users).not.toContain("@other.test");

    expect(manifest.files).toEqual([
      {
        path: `files/sds/${DEMO}/export-probe.pdf`,
        key: `sds/${DEMO}/export-probe.pdf`,
        size: pdf.byteLength,
        sha256: createHash("sha256").update(pdf).digest("hex"),
        content_type: "application/pdf",
      },
    ]);
    expect(text(`files/sds/${DEMO}/export-probe.pdf`)).toBe(new TextDecoder().decode(pdf));
    expect(text("README.txt")).toContain("ChemSafe full export of Demo Chemicals AS");
  });

  it("downloads only the caller's company's ready exports, for user_admin", async () => {
    const other = await h.call(OTHER_ADMIN, `${EXPORTS}/${ready.id}/file`);
    expect([other.status, other.body]).toEqual([404, NOT_FOUND]);
    expect((await h.call(OTHER_ADMIN, `${EXPORTS}/${ready.id}`)).status).toBe(404);
    expect((await h.call(WORKER, `${EXPORTS}/${ready.id}/file`)).status).toBe(403);
    expect((await h.call(OTHER_ADMIN, EXPORTS)).body).toEqual({ data: [] });
  });

  it("fails honestly when a build breaks, and a retried job does not run a finished one again", async () => {
    const { rows } = await h.db.execute<{ id: number }>(sql`
      INSERT INTO company_exports (company_id, status) VALUES (${DEMO}, 'queued') RETURNING id`);
    const id = rows[0]!.id;
    const broken: FileStorage = {
      ...storage,
      kind: "local",
      put: () => Promise.reject(new Error("disk full")),
    };
    await buildCompanyExport(h.db, id, { storage: broken });
    const failed = (await h.call(PRIVACY, `${EXPORTS}/${id}`)).body as { data: CompanyExport };
    expect(failed.data).toMatchObject({ status: "failed", error: "disk full", downloadable: false });
    await buildCompanyExport(h.db, ready.id, { takeOver: true });
    expect(
      ((await h.call(PRIVACY, `${EXPORTS}/${ready.id}`)).body as { data: CompanyExport }).data.status,
    ).toBe("ready");
  });

  it("removes the files of expired exports and no longer offers them", async () => {
    await h.db.execute(
      sql`UPDATE company_exports SET expires_at = now() - interval '1 minute' WHERE id = ${ready.id}`,
    );
    const { rows } = await h.db.execute<{ file_key: string }>(
      sql`SELECT file_key FROM company_exports WHERE id = ${ready.id}`,
    );
    const key = rows[0]!.file_key;
    expect(await storage.get(key)).not.toBeNull();
    expect(await removeExpiredExports(h.db, null, storage)).toBe(1);
    expect(await storage.get(key)).toBeNull();
    const gone = ((await h.call(PRIVACY, `${EXPORTS}/${ready.id}`)).body as { data: CompanyExport }).data;
    expect(gone).toMatchObject({ status: "ready", downloadable: false });
    expect((await h.call(PRIVACY, `${EXPORTS}/${ready.id}/file`)).status).toBe(404);
  });

  it("writes CSV cells as RFC 4180 asks", () => {
    expect([
      csvCell(null),
      csvCell("a,b"),
      csvCell('say "hi"'),
      csvCell("two\nlines"),
      csvCell({ a: 1 }),
      csvCell(true),
    ]).toEqual(["", '"a,b"', '"say ""hi"""', '"two\nlines"', '"{""a"":1}"', "true"]);
  });
});
