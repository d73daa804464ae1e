import type { SQL } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * The total of a page whose statement carries it on every row (`(count) AS total`: an uncorrelated subquery
 * PostgreSQL runs once, so the page and its total cost one round trip): the first row's; 0 for an empty first
 * page; and for an empty page past the first, `count` (a statement answering `n`) asked alone, so that a page
 * past the last still says how many there are.
 */
export async function pageTotal(
  db: Pick<Database, "execute">,
  rows: readonly { total?: number }[],
  page: number,
  count: SQL,
): Promise<number> {
  if (rows[0]?.total !== undefined) return rows[0].total;
  if (page === 1) return 0;
  return (await db.execute<{ n: number }>(count)).rows[0]?.n ?? 0;
}
