import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { EXPORTS_LISTED } from "../../core/support/limits";
import { recordActivity } from "../activities/record";
import { ApiError } from "../http/errors";
import { enqueueExport } from "../jobs";
import { buildCompanyExport, STALE_EXPORT_MINUTES } from "./export";
import type { CompanyExport } from "./schemas";

/** Starting, listing and finding a company's full exports (the build itself: ./export.ts). */

export const EXPORT_RUNNING_MESSAGE = "An export of this company is already being made.";

interface ExportRow extends Record<string, unknown> {
  id: number;
  status: CompanyExport["status"];
  progress_done: number;
  progress_total: number;
  size: number | string | null;
  error: string | null;
  file_key: string | null;
  created_by: number | null;
  creator_name: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
  expires_at: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toExport(row: ExportRow): CompanyExport {
  const expires = row.expires_at === null ? null : new Date(row.expires_at);
  return {
    id: row.id,
    status: row.status,
    progress_done: row.progress_done,
    progress_total: row.progress_total,
    size: row.size === null ? null : Number(row.size),
    error: row.error,
    downloadable: row.status === "ready" && row.file_key !== null && (!expires || expires > new Date()),
    created_by: row.created_by === null ? null : { id: row.created_by, name: row.creator_name ?? "" },
    created_at: iso(row.created_at)!,
    finished_at: iso(row.finished_at),
    expires_at: iso(row.expires_at),
  };
}

const SELECT = sql`
  SELECT e.id, e.status, e.progress_done, e.progress_total, e.size, e.error, e.file_key, e.created_by,
         u.name AS creator_name, e.created_at, e.finished_at, e.expires_at
  FROM company_exports e
  LEFT JOIN users u ON u.company_id = e.company_id AND u.id = e.created_by`;

/** The company's latest exports, newest first. */
export async function listExports(db: Database, companyId: number): Promise<CompanyExport[]> {
  const { rows } = await db.execute<ExportRow>(sql`
    ${SELECT}
    WHERE e.company_id = ${companyId}
    -- NULLS LAST as the (company, created_at, id) index is built, so a page is read from it in order.
    ORDER BY e.created_at DESC NULLS LAST, e.id DESC NULLS LAST
    LIMIT ${EXPORTS_LISTED}`);
  return rows.map(toExport);
}

/** One export of the company with its file key, or null. */
export async function findExport(
  db: Database,
  companyId: number,
  id: number,
): Promise<(CompanyExport & { file_key: string | null }) | null> {
  const { rows } = await db.execute<ExportRow>(
    sql`${SELECT} WHERE e.company_id = ${companyId} AND e.id = ${id}`,
  );
  const row = rows[0];
  return row ? { ...toExport(row), file_key: row.file_key } : null;
}

/** Builds started in this process because jobs do not run here (awaited by settleExportsForTests). */
const inProcess = new Set<Promise<void>>();

/** Waits for the exports this process is building itself (tests, and processes without jobs). */
export async function settleExportsForTests(): Promise<void> {
  while (inProcess.size > 0) await Promise.all([...inProcess]);
}

/**
 * Starts a full export of the company: a queued row, recorded on the audit trail, and its job (or a build
 * in this process when jobs do not run here). 409 while another export of the company is queued or
 * running; one that stopped writing progress long ago (its process died) is marked failed first.
 */
export async function startExport(
  db: Database,
  actor: { companyId: number; id: number; companyName: string },
): Promise<CompanyExport> {
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`
      UPDATE company_exports
      SET status = 'failed', error = 'Stopped without finishing.', finished_at = now(), updated_at = now()
      WHERE company_id = ${actor.companyId} AND status IN ('queued', 'running')
        AND updated_at < now() - make_interval(mins => ${STALE_EXPORT_MINUTES})`);
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO company_exports (company_id, created_by) VALUES (${actor.companyId}, ${actor.id})
      ON CONFLICT (company_id) WHERE status IN ('queued', 'running') DO NOTHING
      RETURNING id`);
    const row = rows[0];
    if (!row) throw new ApiError(409, { error: "export_running", message: EXPORT_RUNNING_MESSAGE });
    await recordActivity(tx, {
      companyId: actor.companyId,
      actorId: actor.id,
      module: "export",
      action: "exported",
      object: { type: "company", id: actor.companyId, label: actor.companyName },
    });
    return row.id;
  });
  const { file_key: _none, ...queued } = (await findExport(db, actor.companyId, id))!;
  if (!(await enqueueExport(id))) {
    const build = buildCompanyExport(db, id)
      .catch((error: unknown) => console.error(`[export] ${id} could not be built:`, error))
      .finally(() => inProcess.delete(build));
    inProcess.add(build);
  }
  return queued;
}
