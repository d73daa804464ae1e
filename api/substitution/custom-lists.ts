import { sql } from "drizzle-orm";
import type { Executor } from "../locations/tree";

/**
 * The company's own list hits of some products: the substances (by CAS number) of their current sheets that
 * the company restricts or bans. Read here, in one place, so that when the company's greylist becomes its
 * custom lists only this function changes. At most a few products are asked at once (a comparison, a page of
 * search results).
 */
export type CustomListHit = {
  cas: string;
  name: string;
  level: "restricted" | "banned";
  reason: string;
};

export async function customListHits(
  db: Executor,
  companyId: number,
  productIds: readonly number[],
): Promise<Map<number, CustomListHit[]>> {
  const byProduct = new Map<number, CustomListHit[]>();
  if (productIds.length === 0) return byProduct;
  const { rows } = await db.execute<CustomListHit & { product_id: number }>(sql`
    SELECT DISTINCT s.product_id, g.cas, g.name, g.level, g.reason
    FROM sds_documents s
    JOIN greylist_entries g ON g.company_id = s.company_id AND g.cas = ANY(s.cas_numbers)
    WHERE s.company_id = ${companyId} AND s.product_id = ANY(${sql.param([...productIds])}::int[])
      AND s.superseded_by_id IS NULL AND NOT s.pending
    ORDER BY s.product_id, g.cas`);
  for (const { product_id, ...hit } of rows) {
    const list = byProduct.get(product_id) ?? [];
    list.push(hit);
    byProduct.set(product_id, list);
  }
  return byProduct;
}
