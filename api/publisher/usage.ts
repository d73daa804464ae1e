import { sql } from "drizzle-orm";
import { PUBLISHER_LIST_LIMIT, SUBSTANCE_PAGE_SIZE } from "../../core/publisher/rules";
import type { Executor } from "../locations/tree";
import { SUMMARY_SELECT, toSummary, type SummaryRow } from "./documents";
import type { SheetComposition, SubstanceSearchQuery, SubstanceUsage } from "./schemas";
import { substancesFound } from "./search";

/**
 * Where the company's substances are used in its own sheets: one sheet's composition across all its
 * versions, and every substance with how many sheets list it. Every statement is scoped by company_id and
 * bounded; each answer is a fixed number of statements whatever the size of the list (no query per row).
 */

const rowsOf = async <T>(db: Executor, query: ReturnType<typeof sql>) =>
  (await db.execute(query)).rows as T[];

/** Sheets named per substance in the usage list; the count says how many there are. */
export const USAGE_NAMED_SHEETS = 5;
/** Composition rows read for one sheet: its versions are bounded, and this bounds what they list. */
const COMPOSITION_ROW_LIMIT = 100_000;

/**
 * The sheet `sdsKey`'s versions (every language and market, newest version first, at most
 * PUBLISHER_LIST_LIMIT) and every substance they list with its concentration in each; null when the company
 * has no sheet of that key.
 */
export async function sheetComposition(
  db: Executor,
  companyId: number,
  sdsKey: string,
): Promise<SheetComposition | null> {
  const versions = await rowsOf<SummaryRow>(
    db,
    sql`${SUMMARY_SELECT} WHERE d.company_id = ${companyId} AND d.sds_key = ${sdsKey}
      ORDER BY d.version DESC, d.language_id, d.market_id
      LIMIT ${PUBLISHER_LIST_LIMIT + 1}`,
  );
  if (versions.length === 0) return null;
  const listed = versions.slice(0, PUBLISHER_LIST_LIMIT);
  const ids = listed.map((v) => v.id);
  const rows = await rowsOf<{
    document_id: number;
    substance_id: number;
    name: string;
    cas: string | null;
    ec: string | null;
    concentration_min: number | null;
    concentration_max: number | null;
  }>(
    db,
    sql`
    SELECT x.document_id, x.substance_id, s.name, s.cas, s.ec, x.concentration_min::float8 AS concentration_min,
      x.concentration_max::float8 AS concentration_max
    FROM publisher_document_substances x
    JOIN publisher_substances s ON s.company_id = x.company_id AND s.id = x.substance_id
    WHERE x.company_id = ${companyId} AND x.document_id = ANY(${sql.param(ids)}::int[])
    ORDER BY s.name, s.id
    LIMIT ${COMPOSITION_ROW_LIMIT}`,
  );
  const substances = new Map<number, SheetComposition["substances"][number]>();
  for (const row of rows) {
    const substance = substances.get(row.substance_id) ?? {
      substance_id: row.substance_id,
      name: row.name,
      cas: row.cas,
      ec: row.ec,
      in: [],
    };
    substance.in.push({
      document_id: row.document_id,
      concentration_min: row.concentration_min,
      concentration_max: row.concentration_max,
    });
    substances.set(row.substance_id, substance);
  }
  return {
    sds_key: sdsKey,
    product_name: listed[0]!.product_name,
    versions: listed.map(toSummary),
    versions_bounded: versions.length > PUBLISHER_LIST_LIMIT,
    substances: [...substances.values()],
  };
}

/**
 * A page of the company's substances by name (found by a part of the name, or the start of the CAS or EC
 * number), each with how many of the company's own sheets list it (keys, and their versions) and the first
 * few of them by product name; and how many substances match.
 */
export async function substanceUsage(
  db: Executor,
  companyId: number,
  query: SubstanceSearchQuery,
): Promise<{ data: SubstanceUsage[]; meta: { page: number; per_page: number; total: number } }> {
  const found = substancesFound(companyId, query.q);
  const [rows, [count]] = await Promise.all([
    rowsOf<SubstanceUsage & { sheets: SubstanceUsage["sheets"] | null }>(
      db,
      sql`
      SELECT s.id, s.name, s.cas, s.ec, coalesce(u.sheet_count, 0)::int AS sheet_count,
        coalesce(u.version_count, 0)::int AS version_count, n.sheets
      FROM (
        SELECT s.id, s.name, s.cas, s.ec FROM publisher_substances s WHERE ${found}
        ORDER BY s.name, s.id
        LIMIT ${SUBSTANCE_PAGE_SIZE} OFFSET ${(query.page - 1) * SUBSTANCE_PAGE_SIZE}
      ) s
      LEFT JOIN LATERAL (
        SELECT count(DISTINCT d.sds_key) AS sheet_count, count(*) AS version_count
        FROM publisher_document_substances x
        JOIN publisher_documents d ON d.company_id = x.company_id AND d.id = x.document_id
        WHERE x.company_id = ${companyId} AND x.substance_id = s.id
      ) u ON true
      LEFT JOIN LATERAL (
        SELECT json_agg(json_build_object('sds_key', k.sds_key, 'product_name', k.product_name)
          ORDER BY k.product_name, k.sds_key) AS sheets
        FROM (
          -- Each sheet once, named as its newest version listing the substance.
          SELECT * FROM (
            SELECT DISTINCT ON (d.sds_key) d.sds_key, d.product_name
            FROM publisher_document_substances x
            JOIN publisher_documents d ON d.company_id = x.company_id AND d.id = x.document_id
            WHERE x.company_id = ${companyId} AND x.substance_id = s.id
            ORDER BY d.sds_key, d.version DESC
          ) latest
          ORDER BY latest.product_name, latest.sds_key
          LIMIT ${USAGE_NAMED_SHEETS}
        ) k
      ) n ON true
      ORDER BY s.name, s.id`,
    ),
    rowsOf<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total FROM publisher_substances s WHERE ${found}`,
    ),
  ]);
  return {
    data: rows.map((row) => ({ ...row, sheets: row.sheets ?? [] })),
    meta: { page: query.page, per_page: SUBSTANCE_PAGE_SIZE, total: count?.total ?? 0 },
  };
}
