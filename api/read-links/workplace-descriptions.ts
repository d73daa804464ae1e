import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  currentPublishedWorkplaceDescriptionsSql,
  renderWorkplaceDescriptionPdf,
} from "../workplace-descriptions";
import type { ResolvedLink } from "./store";

/**
 * Where read links meet workplace descriptions. The page shows the current published descriptions at the
 * link's location and the locations below it (the same subtree rule as its products): a description of a
 * product held there on that product's row (one a product, the reader's language first, then the newest),
 * the others (of no product, or of a product no longer held there) in a short list above the products. It
 * serves the PDF of a current published description at those locations only. All of it goes through the
 * descriptions' own SQL (`currentPublishedWorkplaceDescriptionsSql`), never their table.
 */

type Executor = Pick<Database, "execute">;

/** The subtree of the link's place, as a subquery yielding `id`. */
const subtreeOf = (link: Pick<ResolvedLink, "companyId" | "locationId">) =>
  sql`SELECT id FROM location_subtree(${link.companyId}, ARRAY[${link.locationId}]::int[])`;

/**
 * A lateral subquery yielding the `id` of one product's current published description at `locations` (a
 * subquery yielding location ids): the reader's language first, then the newest. For a statement that
 * carries each row's description (the page's products), instead of one query a row.
 */
export function productDescriptionSql(
  companyId: number,
  productId: SQL,
  locations: SQL,
  languageId: number,
): SQL {
  return sql`
    SELECT w.id FROM (${currentPublishedWorkplaceDescriptionsSql(
      companyId,
      sql`w.product_id = ${productId} AND w.location_id IN (${locations})`,
    )}) w
    ORDER BY (w.language_id = ${languageId}) DESC, w.published_at DESC, w.id DESC
    LIMIT 1`;
}

/**
 * The descriptions the page lists above its products: those at the link's place that belong to no product
 * held there (a product's own description is on its row), by title, those whose title contains `pattern`
 * (a LIKE pattern on the lower-cased title) when given; at most `limit`, and how many in all.
 */
export async function placeDescriptions(
  db: Executor,
  link: Pick<ResolvedLink, "companyId" | "locationId">,
  options: { pattern: string | null; limit: number },
): Promise<{ rows: { id: number; title: string }[]; total: number }> {
  const { companyId } = link;
  const result = await db.execute<{ id: number; title: string; total: number }>(sql`
    WITH subtree AS MATERIALIZED (${subtreeOf(link)})
    SELECT w.id, w.title, count(*) OVER ()::int AS total
    FROM (${currentPublishedWorkplaceDescriptionsSql(
      companyId,
      sql`w.location_id IN (SELECT id FROM subtree)
        AND (w.product_id IS NULL OR NOT EXISTS (
          SELECT 1 FROM location_products lp
          WHERE lp.company_id = ${companyId} AND lp.product_id = w.product_id AND NOT lp.archived
            AND lp.location_id IN (SELECT id FROM subtree)))
        ${options.pattern ? sql`AND lower(w.title) LIKE ${options.pattern}` : sql``}`,
    )}) w
    ORDER BY lower(w.title), w.id
    LIMIT ${options.limit}`);
  return {
    rows: result.rows.map((row) => ({ id: row.id, title: row.title })),
    total: result.rows[0]?.total ?? 0,
  };
}

/**
 * The PDF of a current published description at the link's place (on a product's row or in the list);
 * undefined for anything else: an earlier version, a draft, one elsewhere, another company's.
 */
export async function workplaceDescriptionPdfForLink(
  db: Executor,
  link: Pick<ResolvedLink, "companyId" | "locationId">,
  id: number,
): Promise<Uint8Array | undefined> {
  const covered = await db.execute(sql`
    SELECT 1 FROM (${currentPublishedWorkplaceDescriptionsSql(
      link.companyId,
      sql`w.id = ${id} AND w.location_id IN (${subtreeOf(link)})`,
    )}) w`);
  if (covered.rows.length === 0) return undefined;
  return renderWorkplaceDescriptionPdf(db, link.companyId, id, { size: "A4" });
}
