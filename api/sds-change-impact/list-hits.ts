import { sql } from "drizzle-orm";
import type { ListHit } from "../../core/sds-change-impact/list-hits";
import type { Executor } from "../locations/tree";

/**
 * A product's list hits as they stand in this transaction: its legislation hits in force today (kept in
 * legislation_hits, which the database screens again in every statement that changes a sheet) and its
 * custom-list and greylist hits (screened when read: the lists' entry keys against the kept keys of the
 * product's current sheets). Read before and after a replacement, the two answers say what the new sheet
 * gained and lost. Index ranges on the product only: (company, product) of the hits and of the sheet keys.
 */
export async function productListHits(
  db: Executor,
  companyId: number,
  productId: number,
): Promise<ListHit[]> {
  const c = companyId;
  const p = productId;
  const { rows } = await db.execute<ListHit & Record<string, unknown>>(sql`
    SELECT DISTINCT 'legislation' AS source, h.list_code AS list, '' AS list_name, e.ref, e.name AS entry
    FROM legislation_hits h JOIN legislation_entries e ON e.id = h.entry_id
    WHERE h.company_id = ${c} AND h.product_id = ${p}
      AND (e.valid_from IS NULL OR e.valid_from <= current_date::text)
      AND (e.valid_until IS NULL OR current_date::text < e.valid_until)
    UNION
    SELECT 'custom', l.id::text, l.name, e.id::text, e.name
    FROM legislation_sheet_keys k
    JOIN custom_list_entries e ON e.company_id = ${c} AND e.key = k.key
    JOIN custom_lists l ON l.company_id = e.company_id AND l.id = e.list_id
    WHERE k.company_id = ${c} AND k.product_id = ${p}
    UNION
    SELECT 'custom', '0', '', g.id::text, g.name
    FROM legislation_sheet_keys k
    JOIN greylist_entries g ON g.company_id = ${c} AND 'cas:' || legislation_cas_key(g.cas) = k.key
    WHERE k.company_id = ${c} AND k.product_id = ${p}`);
  return rows.map((row) => ({
    source: row.source,
    list: row.list,
    list_name: row.list_name,
    ref: row.ref,
    entry: row.entry,
  }));
}
