import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { ExposureSnapshot, UserRow } from "../../db/schema";
import type { ActivityCursor } from "../../core/activities/trail";
import { hasAll } from "../../core/permissions";
import { registrableReasons, type RegistrableReason } from "../../core/exposure/registrable";
import { retentionYears } from "../../core/exposure/retention";
import { productInScope, locationInScope, type LocationScope } from "../locations/scope";
import { annexViCmrEntries } from "./annex-vi";

/**
 * What every part of the exposure register reads through (docs/decisions/047-exposure-register.md): who
 * may do what, the company's retention period, a product's sheet with the reasons it is registrable, the
 * snapshot a plan or record keeps, and the people the register applies to. Every statement names the
 * company; a product or location outside the caller's top nodes is not found.
 */

type Executor = Pick<Database, "execute">;

/** Who the caller is to the register. */
export interface ExposureAccess {
  userId: number;
  companyId: number;
  /** exposure_admin: plans, records for anyone, corrections, voids; reads everything in scope. */
  isAdmin: boolean;
  /** exposure_reader: reads everything in scope and exports it. */
  isReader: boolean;
  /** The register applies to the caller: they read their own records and report their own occasions. */
  inRegister: boolean;
}

export function exposureAccess(
  user: Pick<UserRow, "id" | "companyId" | "permissions" | "exposure">,
): ExposureAccess {
  const permissions = user.permissions ?? {};
  return {
    userId: user.id,
    companyId: user.companyId,
    isAdmin: hasAll(permissions, ["exposure_admin"]),
    isReader: hasAll(permissions, ["exposure_reader"]),
    inRegister: user.exposure,
  };
}

/** Reads everyone's records (within the caller's locations). */
export const readsAll = (access: ExposureAccess): boolean => access.isAdmin || access.isReader;

/** Has any business with the register at all; everyone else is refused with 403. */
export const usesRegister = (access: ExposureAccess): boolean => readsAll(access) || access.inRegister;

/** The company's retention period in years (company setting exposure_retention_years, 40 by default). */
export async function companyRetentionYears(db: Executor, companyId: number): Promise<number> {
  const result = await db.execute(
    sql`SELECT settings->'exposure_retention_years' AS years FROM companies WHERE id = ${companyId}`,
  );
  return retentionYears((result.rows[0] as { years: unknown } | undefined)?.years);
}

/** Today as YYYY-MM-DD (UTC), the day registrability is judged on. */
export const today = (): string => new Date().toISOString().slice(0, 10);

/** The reasons a sheet makes its product registrable today; empty when it is not. */
export function registrableOf(sheet: {
  hazardStatements: readonly string[];
  casNumbers: readonly string[];
}): RegistrableReason[] {
  return registrableReasons(sheet, annexViCmrEntries, today());
}

/** A product with the sheet a plan or record names: the one asked for, else its current sheet. */
export interface ProductSheet {
  productId: number;
  name: string;
  supplier: string;
  sds: {
    id: number;
    key: string;
    version: string;
    dateIssue: string;
    languageId: number;
    hazardStatements: string[];
    casNumbers: string[];
  } | null;
}

/**
 * The product and its sheet (the given one, which must be the product's, any version; else the product's
 * current sheet), or undefined when the product is not the caller's to see or the sheet is not the
 * product's.
 */
export async function loadProductSheet(
  db: Executor,
  scope: LocationScope,
  productId: number,
  sdsId?: number | null,
): Promise<ProductSheet | undefined> {
  const sheetFilter =
    sdsId == null
      ? sql`sd.superseded_by_id IS NULL AND NOT sd.pending ORDER BY sd.date_issue DESC, sd.id DESC`
      : sql`sd.id = ${sdsId}`;
  const result = await db.execute(sql`
    SELECT p.id, p.name, p.supplier, s.id AS sds_id, s.key, s.version, s.date_issue, s.language_id,
      s.hazard_statements, s.cas_numbers
    FROM products p
    LEFT JOIN LATERAL (
      SELECT sd.id, sd.key, sd.version, sd.date_issue, sd.language_id, sd.hazard_statements, sd.cas_numbers
      FROM sds_documents sd
      WHERE sd.company_id = p.company_id AND sd.product_id = p.id AND ${sheetFilter}
      LIMIT 1
    ) s ON true
    WHERE p.company_id = ${scope.companyId} AND p.id = ${productId} AND ${productInScope(scope, sql`p.id`)}`);
  const row = result.rows[0] as
    | {
        id: number;
        name: string;
        supplier: string;
        sds_id: number | null;
        key: string;
        version: string;
        date_issue: string;
        language_id: number;
        hazard_statements: string[];
        cas_numbers: string[];
      }
    | undefined;
  if (!row || (sdsId != null && row.sds_id === null)) return undefined;
  return {
    productId: row.id,
    name: row.name,
    supplier: row.supplier,
    sds:
      row.sds_id === null
        ? null
        : {
            id: row.sds_id,
            key: row.key,
            version: row.version,
            dateIssue: row.date_issue,
            languageId: row.language_id,
            hazardStatements: row.hazard_statements,
            casNumbers: row.cas_numbers,
          },
  };
}

/** A location's path ("Plant / Hall 2 / Paint shop"), or undefined outside the caller's scope. */
export async function loadLocationPath(
  db: Executor,
  scope: LocationScope,
  locationId: number,
): Promise<string | undefined> {
  const result = await db.execute(sql`
    WITH RECURSIVE up AS (
      SELECT id, parent_id, name, 0 AS depth FROM locations
      WHERE company_id = ${scope.companyId} AND id = ${locationId} AND ${locationInScope(scope, sql`id`)}
      UNION ALL
      SELECT l.id, l.parent_id, l.name, up.depth + 1 FROM locations l
      JOIN up ON l.company_id = ${scope.companyId} AND l.id = up.parent_id
    )
    SELECT string_agg(name, ' / ' ORDER BY depth DESC) AS path, count(*) AS n FROM up`);
  const row = result.rows[0] as { path: string | null; n: number | string } | undefined;
  return row && Number(row.n) > 0 && row.path !== null ? row.path : undefined;
}

/** What a plan or record keeps of its product, sheet and location at the time it is written. */
export function snapshotOf(sheet: ProductSheet, locationPath: string | null): ExposureSnapshot {
  return {
    product: { name: sheet.name, supplier: sheet.supplier },
    sds:
      sheet.sds === null
        ? null
        : {
            key: sheet.sds.key,
            version: sheet.sds.version,
            dateIssue: sheet.sds.dateIssue,
            languageId: sheet.sds.languageId,
            hazardStatements: sheet.sds.hazardStatements,
            casNumbers: sheet.sds.casNumbers,
          },
    location: locationPath === null ? null : { path: locationPath },
  };
}

/**
 * The people the register applies to (users.exposure, not deactivated), by name; `ids` narrows to those
 * (the ones a form names, to check them). People erased since keep their records under their pseudonym but
 * are no longer offered.
 */
export async function registerPeople(
  db: Executor,
  companyId: number,
  ids?: readonly number[],
): Promise<{ id: number; name: string }[]> {
  const only = ids ? sql`AND id = ANY(${sql.param([...new Set(ids)])}::int[])` : sql``;
  const result = await db.execute(sql`
    SELECT id, name FROM users
    WHERE company_id = ${companyId} AND exposure AND deactivated_at IS NULL ${only}
    ORDER BY lower(name), id`);
  return result.rows as { id: number; name: string }[];
}

/**
 * One page of records newest first by keyset, on alias `i` of exposure_instances: the condition past the
 * cursor (none on the first page) and the order. The order is exactly the indexes' (DESC NULLS LAST, as
 * drizzle writes them), or its reverse for a walk towards newer records, so PostgreSQL reads the index in
 * order and stops after the page; a plain DESC (NULLS FIRST) would not match and it would sort them all.
 */
export function recordKeyset(cursor: ActivityCursor | null): { after: SQL | null; order: SQL } {
  const newer = cursor?.direction === "newer";
  return {
    after: !cursor
      ? null
      : newer
        ? sql`(i.started_at, i.id) > (${cursor.at}::timestamptz, ${cursor.id}::int)`
        : sql`(i.started_at, i.id) < (${cursor.at}::timestamptz, ${cursor.id}::int)`,
    order: newer
      ? sql`i.started_at ASC NULLS FIRST, i.id ASC NULLS FIRST`
      : sql`i.started_at DESC NULLS LAST, i.id DESC NULLS LAST`,
  };
}
