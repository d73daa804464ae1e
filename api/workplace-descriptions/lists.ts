import { sql } from "drizzle-orm";
import { WPD_PAGE_SIZE } from "../../core/workplace-descriptions/limits";
import { locationInScope, type LocationScope } from "../locations/scope";
import type { Executor } from "../locations/tree";

/**
 * The lists of the pages: the current version of every description the caller sees (the company's within
 * their top nodes, or a location's with the locations under it), active or archived, by title, searched by
 * words of the title or the product's name, WPD_PAGE_SIZE a page. Drafts are listed too (the lists are the
 * editors'; workers read published ones through the read-link page).
 */

export interface WorkplaceDescriptionRow {
  id: number;
  series_id: number;
  version: number;
  status: "draft" | "published";
  title: string;
  location: { id: number; name: string };
  product: { id: number; name: string } | null;
  language_id: number;
  updated_at: string;
  archived_at: string | null;
}

export interface ListQuery {
  archived: boolean;
  locationId: number | null;
  q: string;
  page: number;
}

/** `%`, `_` and `\` match themselves in the search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The page of rows, the total and the filter's location; undefined when the location filter names a location the caller can't see. */
export async function listWorkplaceDescriptions(
  db: Executor,
  scope: LocationScope,
  query: ListQuery,
): Promise<
  | { rows: WorkplaceDescriptionRow[]; total: number; location: { id: number; name: string } | null }
  | undefined
> {
  let location: { id: number; name: string } | null = null;
  if (query.locationId !== null) {
    const found = await db.execute(sql`
      SELECT l.id, l.name FROM locations l
      WHERE l.company_id = ${scope.companyId} AND l.id = ${query.locationId}
        AND ${locationInScope(scope, sql`l.id`)}`);
    const row = found.rows[0] as { id: number; name: string } | undefined;
    if (!row) return undefined;
    location = { id: Number(row.id), name: String(row.name) };
  }
  const place =
    query.locationId === null
      ? sql`true`
      : sql`w.location_id IN (SELECT id FROM location_subtree(${scope.companyId}, ARRAY[${query.locationId}]::int[]))`;
  const words = query.q
    .split(/\s+/)
    .filter((word) => word !== "")
    .slice(0, 5);
  const search = words.length
    ? sql.join(
        words.map(
          (word) =>
            sql`(w.title ILIKE ${likePattern(word)} OR coalesce(p.name, '') ILIKE ${likePattern(word)})`,
        ),
        sql` AND `,
      )
    : sql`true`;
  const where = sql`w.company_id = ${scope.companyId} AND w.superseded_by_id IS NULL
      AND ${query.archived ? sql`w.archived_at IS NOT NULL` : sql`w.archived_at IS NULL`}
      AND ${locationInScope(scope, sql`w.location_id`)} AND ${place} AND ${search}`;
  const from = sql`FROM workplace_descriptions w
    JOIN locations l ON l.company_id = w.company_id AND l.id = w.location_id
    LEFT JOIN products p ON p.company_id = w.company_id AND p.id = w.product_id`;
  // The page in title order from the partial index of the current versions (active or archived).
  const pageRead = db.execute(sql`
      SELECT w.id, w.series_id, w.version, w.status, w.title, w.language_id, w.updated_at, w.archived_at,
        l.id AS location_id, l.name AS location_name, p.id AS product_id, p.name AS product_name
      ${from} WHERE ${where}
      ORDER BY lower(w.title), w.id
      LIMIT ${WPD_PAGE_SIZE} OFFSET ${(query.page - 1) * WPD_PAGE_SIZE}`);
  // Without a search the count needs no join: every description has its location (a foreign key on a column
  // that is never null), and the product is only searched. It is then read from the partial index of the
  // current versions by title alone, without the rows.
  const countRead = db.execute(
    words.length
      ? sql`SELECT count(*)::int AS n ${from} WHERE ${where}`
      : sql`SELECT count(*)::int AS n FROM workplace_descriptions w WHERE ${where}`,
  );
  const [page, count] = await Promise.all([pageRead, countRead]);
  return {
    location,
    total: Number((count.rows[0] as { n: number }).n),
    rows: (page.rows as Record<string, unknown>[]).map((row) => ({
      id: Number(row.id),
      series_id: Number(row.series_id),
      version: Number(row.version),
      status: row.status === "published" ? "published" : "draft",
      title: String(row.title),
      location: { id: Number(row.location_id), name: String(row.location_name) },
      product:
        row.product_id === null ? null : { id: Number(row.product_id), name: String(row.product_name) },
      language_id: Number(row.language_id),
      updated_at: new Date(row.updated_at as string).toISOString(),
      archived_at: row.archived_at === null ? null : new Date(row.archived_at as string).toISOString(),
    })),
  };
}
