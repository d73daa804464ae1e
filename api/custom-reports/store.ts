import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import {
  REPORT_LIMITS,
  checkDefinition,
  resultColumns,
  type DefinitionCheck,
  type ReportDefinition,
} from "../../core/custom-reports/definition";
import type { Database } from "../../db/client";
import { recordActivity } from "../activities/record";
import { forbidden, notFound } from "../http/errors";
import type { CustomReport, CustomReportList, ReportRun } from "./schemas";
import { reportCount, reportPage, reportQuery, type ReportViewer } from "./sources";

/**
 * Saved reports (the caller's own, and those shared in the company) and their runs. A report another user
 * owns and has not shared is not found, as another company's is; a shared one is read and run by all but
 * changed only by its owner (403).
 */

type Row = {
  id: number;
  name: string;
  shared: boolean;
  owner_id: number;
  owner_name: string | null;
  definition: Record<string, unknown>;
  updated_at: Date | string;
};

const SELECT = sql`SELECT r.id, r.name, r.shared, r.owner_id, u.name AS owner_name, r.definition, r.updated_at
  FROM custom_reports r LEFT JOIN users u ON u.company_id = r.company_id AND u.id = r.owner_id`;

const present = (row: Row, userId: number): CustomReport => ({
  id: row.id,
  name: row.name,
  shared: row.shared,
  owner: { id: row.owner_id, name: row.owner_name ?? "" },
  mine: row.owner_id === userId,
  definition: row.definition as CustomReport["definition"],
  updated_at: new Date(row.updated_at).toISOString(),
});

export interface Caller {
  companyId: number;
  userId: number;
}

/** A page of the reports the caller sees (own and shared), by name. */
export async function listReports(db: Database, caller: Caller, page: number): Promise<CustomReportList> {
  const limit = REPORT_LIMITS.pageSize;
  const visible = sql`r.company_id = ${caller.companyId} AND (r.owner_id = ${caller.userId} OR r.shared)`;
  const [rows, count] = await Promise.all([
    db.execute<Row>(
      sql`${SELECT} WHERE ${visible} ORDER BY lower(r.name), r.id LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
    ),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM custom_reports r WHERE ${visible}`),
  ]);
  return {
    data: rows.rows.map((row) => present(row, caller.userId)),
    meta: { total: count.rows[0]?.n ?? 0, page, limit },
  };
}

/** A report the caller sees; 404 otherwise. */
export async function getReport(
  db: Pick<Database, "execute">,
  caller: Caller,
  id: number,
): Promise<CustomReport> {
  const { rows } = await db.execute<Row>(sql`${SELECT}
    WHERE r.company_id = ${caller.companyId} AND r.id = ${id} AND (r.owner_id = ${caller.userId} OR r.shared)`);
  if (!rows[0]) throw notFound();
  return present(rows[0], caller.userId);
}

/** Creates a report (no id) or changes the caller's own; the definition is already checked. */
export async function saveReport(
  db: Database,
  caller: Caller,
  input: { id?: number; name: string; shared: boolean; definition: ReportDefinition },
): Promise<CustomReport> {
  return db.transaction(async (tx) => {
    let id: number;
    const definition = JSON.stringify(input.definition);
    if (input.id === undefined) {
      const { rows } = await tx.execute<{ id: number }>(sql`
        INSERT INTO custom_reports (company_id, owner_id, name, shared, definition)
        VALUES (${caller.companyId}, ${caller.userId}, ${input.name}, ${input.shared}, ${definition}::jsonb)
        RETURNING id`);
      id = rows[0]!.id;
    } else {
      const before = await getReport(tx, caller, input.id);
      if (!before.mine) throw forbidden();
      await tx.execute(sql`
        UPDATE custom_reports SET name = ${input.name}, shared = ${input.shared}, definition = ${definition}::jsonb,
          updated_at = now()
        WHERE company_id = ${caller.companyId} AND id = ${input.id} AND owner_id = ${caller.userId}`);
      id = input.id;
    }
    await recordActivity(tx, {
      companyId: caller.companyId,
      actorId: caller.userId,
      module: "reports",
      action: input.id === undefined ? "created" : "updated",
      object: { type: "customReport", id, label: input.name },
      after: { name: input.name, shared: input.shared, source: input.definition.source },
    });
    return getReport(tx, caller, id);
  });
}

/** Deletes the caller's own report (a shared one of another user: 403). */
export async function deleteReport(db: Database, caller: Caller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const report = await getReport(tx, caller, id);
    if (!report.mine) throw forbidden();
    await tx.execute(sql`DELETE FROM custom_reports WHERE company_id = ${caller.companyId} AND id = ${id}`);
    await recordActivity(tx, {
      companyId: caller.companyId,
      actorId: caller.userId,
      module: "reports",
      action: "deleted",
      object: { type: "customReport", id, label: report.name },
    });
  });
}

/**
 * A saved definition checked again before it runs (the rules may have changed since it was saved): one that
 * no longer passes is a 404 for the run rather than a query built from unchecked data.
 */
export function runnable(report: CustomReport): ReportDefinition {
  const checked: DefinitionCheck = checkDefinition(report.definition);
  if (!checked.ok) throw notFound();
  return checked.definition;
}

type Cells = Record<string, string | number | null>;

const cellsOf = (row: Cells, width: number) =>
  Array.from({ length: width }, (_, index) => {
    const value = row[`c${index}`];
    return value === undefined ? null : value;
  });

/** A page of the report's rows (at most pageSize), and how many there are up to rowsMax. */
export async function runReport(
  db: Database,
  viewer: ReportViewer,
  definition: ReportDefinition,
  page: number,
): Promise<ReportRun> {
  const limit = REPORT_LIMITS.pageSize;
  const columns = resultColumns(definition);
  const [rows, count] = await Promise.all([
    db.execute<Cells>(reportPage(viewer, definition, limit, (page - 1) * limit)),
    db.execute<{ n: number }>(reportCount(viewer, definition, REPORT_LIMITS.rowsMax)),
  ]);
  return {
    data: { columns, rows: rows.rows.map((row) => cellsOf(row, columns.length)) },
    meta: { total: count.rows[0]?.n ?? 0, page, limit },
  };
}

/** Rows an export reads from its cursor at a time: what the app holds of the report at once. */
const EXPORT_BATCH = 1000;

const dialect = new PgDialect();

/**
 * Every row of the report up to `max` + 1 (the export), a thousand at a time from one server-side cursor:
 * the report's query runs once (one sort in the user's order, however many rows), and the app never holds
 * more than a batch. Offset batches would sort and skip again for every batch: at 100,000 rows a hundred
 * sorts, each reading every row before it (and each row's sheet). The cursor lives in a read-only
 * transaction of its own connection, which a stopped export (the file cut, the client gone) rolls back and
 * gives back to the pool.
 */
export async function* reportRows(
  db: Database,
  viewer: ReportViewer,
  definition: ReportDefinition,
  max: number,
): AsyncGenerator<(string | number | null)[]> {
  const width = resultColumns(definition).length;
  const query = dialect.sqlToQuery(sql`${reportQuery(viewer, definition)} LIMIT ${max + 1}`);
  const client = await db.$client.connect();
  let failed: Error | undefined;
  let done = false;
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    // Every row is read, so plan for all of them (a cursor's plan otherwise favours its first tenth).
    await client.query("SET LOCAL cursor_tuple_fraction = 1.0");
    await client.query(`DECLARE report_rows NO SCROLL CURSOR FOR ${query.sql}`, query.params);
    for (;;) {
      const { rows } = await client.query<Cells>(`FETCH ${EXPORT_BATCH} FROM report_rows`);
      for (const row of rows) yield cellsOf(row, width);
      if (rows.length < EXPORT_BATCH) break;
    }
    await client.query("COMMIT");
    done = true;
  } catch (error) {
    failed = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    if (!done && !failed) {
      // The consumer stopped early: end the transaction (and its cursor) before the connection goes back.
      await client.query("ROLLBACK").catch((error: unknown) => {
        failed = error instanceof Error ? error : new Error(String(error));
      });
    }
    // A connection that failed mid-transaction is not given back to the pool but closed.
    client.release(failed);
  }
}
