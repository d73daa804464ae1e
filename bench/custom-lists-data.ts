import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/** The name of the bench's custom list, found again when the data is reused. */
const BENCH_LIST = "Bench watch list";
/**
 * Entries on it: the company's least common substances by CAS number, so that the list adds few hits to the
 * legislation pages (their scenarios stay comparable with runs before the list was there).
 */
const BENCH_ENTRIES = 50;

/**
 * A custom list of the company for the /custom-lists and /custom-lists/{id} scenarios: its 50 entries are CAS
 * numbers the company's current sheets name (the list page shows every entry; the lists page counts the
 * products on each list). Made once; the same list is returned when the data is reused.
 */
export async function benchCustomList(db: Database, companyId: number): Promise<number> {
  const found = await db.execute<{ id: number }>(sql`
    SELECT id FROM custom_lists WHERE company_id = ${companyId} AND name = ${BENCH_LIST}`);
  if (found.rows[0]) return found.rows[0].id;
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO custom_lists (company_id, name, kind) VALUES (${companyId}, ${BENCH_LIST}, 'approval')
      RETURNING id`);
    const id = rows[0]!.id;
    await tx.execute(sql`
      INSERT INTO custom_list_entries (company_id, list_id, name, cas, reason, key)
      SELECT ${companyId}, ${id}, left(min(k.substance), 200), substr(k.key, 5), 'Bench: common substance', k.key
      FROM legislation_sheet_keys k
      WHERE k.company_id = ${companyId} AND k.kind = 0
      GROUP BY k.key
      ORDER BY count(*), k.key
      LIMIT ${BENCH_ENTRIES}`);
    return id;
  });
}
