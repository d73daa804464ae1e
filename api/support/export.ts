import { createHash, randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import journal from "../../db/migrations/meta/_journal.json";
import { EXPORT_KEEP_DAYS } from "../../core/support/limits";
import { getStorage, type FileStorage } from "../storage";
import { errorText } from "../outbox/worker";
import { ZipWriter } from "./zip";

/**
 * The full export of a company (docs/full-export.md): one ZIP with every tenant table as CSV and JSON,
 * every stored file, and manifest.json. Built by the export.build pg-boss job (api/jobs.ts), or by a
 * run in this process when jobs do not run here; either writes its progress to the company_exports row,
 * which the support tab reads.
 *
 * Generic on purpose, so later modules' data is exported without changing this file:
 * - the tables are every table of the public schema with a company_id column (as the isolation tests
 *   find them), less EXCLUDED_TABLES;
 * - the files are the storage keys in every column named file_key of those tables.
 *
 * Memory stays bounded: rows are read through a cursor, 500 at a time, inside one read-only
 * REPEATABLE READ transaction (so every table and file list comes from the same moment), each table is
 * read twice (once for the CSV, once for the JSON) instead of being held, and the ZIP is written to a
 * temporary file as it is built. The file storage takes and gives whole files, so storing the finished
 * ZIP reads it once into memory (its size, not the database's).
 */

/** Tables never exported, and why (the manifest says it too). */
export const EXCLUDED_TABLES: Readonly<Record<string, string>> = {
  sessions: "sign-in sessions hold access tokens: secrets, not company data",
};

/** Rows fetched from the cursor at a time. */
const BATCH = 500;
/** Files between two progress writes. */
const FILES_PER_PROGRESS = 20;
/** A queued or running export that has not written progress for this long is taken to be lost. */
export const STALE_EXPORT_MINUTES = 15;

const SCHEMA_VERSION = journal.entries.at(-1)?.tag ?? "unknown";

export interface ExportManifest {
  format: "chemsafe-full-export";
  format_version: 1;
  created_at: string;
  company: { id: number; name: string };
  schema_version: string;
  how_to_read: string[];
  tables: {
    name: string;
    rows: number;
    csv: string;
    json: string;
    columns: { name: string; type: string }[];
  }[];
  excluded_tables: { name: string; reason: string }[];
  files: { path: string; key: string; size: number; sha256: string; content_type: string }[];
  missing_files: { key: string; table: string }[];
}

const HOW_TO_READ = [
  "tables/<table>.csv: one file per table, RFC 4180 CSV in UTF-8 with a header row; an empty cell is an empty text or no value (null): the JSON file tells them apart.",
  "tables/<table>.json: the same rows as a JSON array of objects, column name to value; dates are ISO 8601 with time zone, JSON columns stay JSON.",
  "Rows refer to each other by id columns (e.g. products.id = sds_documents.product_id); every row has company_id.",
  "files/<key>: every stored file (safety data sheet PDFs, attachments) under its storage key, which the tables' file_key columns name.",
  "sha256 in this manifest lets you check every file; rows counts every table's rows.",
  "schema_version is the last database migration applied when the export was made.",
];

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; null is empty. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

interface TableInfo {
  name: string;
  columns: { name: string; type: string }[];
}

/** Every tenant table (a company_id column) and its columns in order, less the excluded ones. */
async function tenantTables(db: Pick<Database, "execute">): Promise<TableInfo[]> {
  const { rows } = await db.execute<{ table_name: string; column_name: string; data_type: string }>(sql`
    SELECT c.table_name, c.column_name, c.data_type
    FROM information_schema.columns c
    JOIN information_schema.tables t
      ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
    WHERE c.table_schema = 'public'
      AND c.table_name IN (
        SELECT table_name FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name = 'company_id')
    ORDER BY c.table_name, c.ordinal_position`);
  const tables = new Map<string, TableInfo>();
  for (const row of rows) {
    if (row.table_name in EXCLUDED_TABLES) continue;
    let table = tables.get(row.table_name);
    if (!table) tables.set(row.table_name, (table = { name: row.table_name, columns: [] }));
    table.columns.push({ name: row.column_name, type: row.data_type });
  }
  return [...tables.values()];
}

/** The tables whose file_key column names stored files (the exports themselves aside). */
const fileTables = (tables: TableInfo[]) =>
  tables.filter((t) => t.name !== "company_exports" && t.columns.some((c) => c.name === "file_key"));

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The rows of a query through a cursor, BATCH at a time (the transaction must stay open meanwhile). */
async function* cursorRows<T extends Record<string, unknown>>(tx: Tx, query: string): AsyncGenerator<T> {
  const cursor = `export_${randomUUID().replace(/-/g, "")}`;
  await tx.execute(sql.raw(`DECLARE ${cursor} NO SCROLL CURSOR FOR ${query}`));
  try {
    for (;;) {
      const { rows } = await tx.execute<T>(sql.raw(`FETCH ${BATCH} FROM ${cursor}`));
      for (const row of rows) yield row as T;
      if (rows.length < BATCH) return;
    }
  } finally {
    await tx.execute(sql.raw(`CLOSE ${cursor}`));
  }
}

async function writeProgress(db: Database, id: number, done: number, total?: number): Promise<void> {
  await db.execute(sql`
    UPDATE company_exports
    SET progress_done = ${done}, progress_total = COALESCE(${total ?? null}::int, progress_total), updated_at = now()
    WHERE id = ${id}`);
}

/**
 * Takes the export for this run: a queued one, or (`takeOver`, a retried job) one left running by a
 * run that died. Answers its company, or null when there is nothing to do.
 */
async function claim(db: Database, id: number, takeOver: boolean): Promise<number | null> {
  const { rows } = await db.execute<{ company_id: number }>(sql`
    UPDATE company_exports
    SET status = 'running', started_at = now(), updated_at = now(), progress_done = 0, error = NULL
    WHERE id = ${id} AND (status = 'queued' OR (${takeOver} AND status = 'running'))
    RETURNING company_id`);
  return rows[0]?.company_id ?? null;
}

export interface ExportOptions {
  storage?: FileStorage;
  /** A retried job takes over an export left running. */
  takeOver?: boolean;
}

/** Builds the export `id`: the ZIP into the file storage, the row ready (or failed, with the reason). */
export async function buildCompanyExport(
  db: Database,
  id: number,
  options: ExportOptions = {},
): Promise<void> {
  const companyId = await claim(db, id, options.takeOver ?? false);
  if (companyId === null) return;
  const storage = options.storage ?? getStorage();
  const dir = await mkdtemp(join(tmpdir(), "chemsafe-export-"));
  const path = join(dir, "export.zip");
  try {
    await writeZip(db, id, companyId, storage, path);
    const key = `exports/${companyId}/${randomUUID()}.zip`;
    const bytes = await readFile(path);
    await storage.put(key, bytes, { contentType: "application/zip" });
    await db.execute(sql`
      UPDATE company_exports
      SET status = 'ready', file_key = ${key}, size = ${bytes.byteLength}, finished_at = now(), updated_at = now(),
          progress_done = progress_total,
          expires_at = now() + make_interval(days => ${EXPORT_KEEP_DAYS})
      WHERE id = ${id}`);
  } catch (error) {
    await db.execute(sql`
      UPDATE company_exports SET status = 'failed', error = ${errorText(error)}, finished_at = now(), updated_at = now()
      WHERE id = ${id}`);
    console.error(`[export] ${id} failed:`, error);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  await removeExpiredExports(db, companyId, storage);
}

async function writeZip(
  db: Database,
  id: number,
  companyId: number,
  storage: FileStorage,
  path: string,
): Promise<ExportManifest> {
  const out = createWriteStream(path);
  const closed = new Promise<void>((resolve, reject) => {
    out.on("close", resolve);
    out.on("error", reject);
  });
  const createdAt = new Date();
  const zip = new ZipWriter(out, createdAt);
  try {
    const manifest = await db.transaction(
      async (tx) => {
        const [company] = (
          await tx.execute<{ name: string }>(sql`SELECT name FROM companies WHERE id = ${companyId}`)
        ).rows;
        const tables = await tenantTables(tx);
        const withFiles = fileTables(tables);
        let fileCount = 0;
        for (const table of withFiles) {
          const [row] = (
            await tx.execute<{ n: number }>(
              sql.raw(
                `SELECT count(DISTINCT file_key)::int AS n FROM ${quoteIdent(table.name)} WHERE company_id = ${companyId} AND file_key IS NOT NULL`,
              ),
            )
          ).rows;
          fileCount += row?.n ?? 0;
        }
        const total = tables.length + fileCount;
        await writeProgress(db, id, 0, total);

        const manifest: ExportManifest = {
          format: "chemsafe-full-export",
          format_version: 1,
          created_at: createdAt.toISOString(),
          company: { id: companyId, name: company?.name ?? "" },
          schema_version: SCHEMA_VERSION,
          how_to_read: HOW_TO_READ,
          tables: [],
          excluded_tables: Object.entries(EXCLUDED_TABLES).map(([name, reason]) => ({ name, reason })),
          files: [],
          missing_files: [],
        };

        let done = 0;
        for (const table of tables) {
          const select = `SELECT to_jsonb(t) AS row FROM ${quoteIdent(table.name)} t WHERE company_id = ${companyId} ORDER BY 1`;
          const names = table.columns.map((c) => c.name);
          let rowCount = 0;
          await zip.addStream(
            `tables/${table.name}.csv`,
            (async function* () {
              yield `${names.map(csvCell).join(",")}\r\n`;
              let lines: string[] = [];
              for await (const { row } of cursorRows<{ row: Record<string, unknown> }>(tx, select)) {
                rowCount++;
                lines.push(`${names.map((name) => csvCell(row[name])).join(",")}\r\n`);
                if (lines.length >= BATCH) {
                  yield lines.join("");
                  lines = [];
                }
              }
              if (lines.length) yield lines.join("");
            })(),
          );
          await zip.addStream(
            `tables/${table.name}.json`,
            (async function* () {
              yield "[";
              let first = true;
              let lines: string[] = [];
              for await (const { row } of cursorRows<{ row: Record<string, unknown> }>(tx, select)) {
                lines.push(`${first ? "" : ","}\n${JSON.stringify(row)}`);
                first = false;
                if (lines.length >= BATCH) {
                  yield lines.join("");
                  lines = [];
                }
              }
              yield `${lines.join("")}\n]\n`;
            })(),
          );
          manifest.tables.push({
            name: table.name,
            rows: rowCount,
            csv: `tables/${table.name}.csv`,
            json: `tables/${table.name}.json`,
            columns: table.columns,
          });
          await writeProgress(db, id, ++done);
        }

        const seen = new Set<string>();
        for (const table of withFiles) {
          const keys = `SELECT DISTINCT file_key FROM ${quoteIdent(table.name)} WHERE company_id = ${companyId} AND file_key IS NOT NULL ORDER BY 1`;
          for await (const { file_key: key } of cursorRows<{ file_key: string }>(tx, keys)) {
            done++;
            if (seen.has(key)) continue;
            seen.add(key);
            const stored = await storage.get(key).catch(() => null);
            if (!stored) {
              manifest.missing_files.push({ key, table: table.name });
            } else {
              const filePath = `files/${key}`;
              await zip.addBytes(filePath, stored.body);
              manifest.files.push({
                path: filePath,
                key,
                size: stored.size,
                sha256: createHash("sha256").update(stored.body).digest("hex"),
                content_type: stored.contentType,
              });
            }
            if (done % FILES_PER_PROGRESS === 0) await writeProgress(db, id, done);
          }
        }
        return manifest;
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );
    await zip.addStream(
      "manifest.json",
      (async function* () {
        yield `${JSON.stringify(manifest, null, 2)}\n`;
      })(),
    );
    await zip.addStream(
      "README.txt",
      (async function* () {
        yield readme(manifest);
      })(),
    );
    await zip.finish();
    await closed;
    return manifest;
  } catch (error) {
    out.destroy();
    await closed.catch(() => {});
    throw error;
  }
}

function readme(manifest: ExportManifest): string {
  return [
    `ChemSafe full export of ${manifest.company.name} (company ${manifest.company.id})`,
    `Created ${manifest.created_at}, database schema ${manifest.schema_version}.`,
    "",
    ...manifest.how_to_read.map((line) => `- ${line}`),
    "",
    "manifest.json lists every table with its row count and columns, and every file with its size and sha256.",
    "",
  ].join("\r\n");
}

/**
 * Removes the files of exports past their expiry (the rows stay, without a file): this company's after
 * each build, every company's from the hourly cleanup job (companyId null).
 */
export async function removeExpiredExports(
  db: Database,
  companyId: number | null,
  storage: FileStorage = getStorage(),
): Promise<number> {
  const { rows } = await db.execute<{ id: number; file_key: string }>(sql`
    SELECT id, file_key FROM company_exports
    WHERE (${companyId}::int IS NULL OR company_id = ${companyId}) AND file_key IS NOT NULL AND expires_at < now()
    ORDER BY id LIMIT 100`);
  for (const row of rows) {
    await storage.delete(row.file_key);
    await db.execute(sql`UPDATE company_exports SET file_key = NULL WHERE id = ${row.id}`);
  }
  return rows.length;
}
