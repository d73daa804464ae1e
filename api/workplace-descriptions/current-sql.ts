import { sql, type SQL } from "drizzle-orm";

/**
 * The current published versions of descriptions as an SQL subquery, for modules that join them into their
 * own queries (read-and-understood lists a person's documents of every kind in one query). Like the read
 * functions, it decides nothing about who may read: the caller adds its own scope through `where`, which
 * may name the columns of `w` (a workplace_descriptions row). Yields (series_id, id, version, title,
 * location_id, product_id, language_id, published_at): the version in force of each series, not archived.
 */
export function currentPublishedWorkplaceDescriptionsSql(companyId: number, where: SQL): SQL {
  return sql`
    SELECT w.series_id, w.id, w.version, w.title, w.location_id, w.product_id,
      w.language_id, coalesce(w.published_at, w.updated_at) AS published_at
    FROM workplace_descriptions w
    WHERE w.company_id = ${companyId} AND w.superseded_by_id IS NULL AND w.status = 'published'
      AND w.archived_at IS NULL AND ${where}`;
}
