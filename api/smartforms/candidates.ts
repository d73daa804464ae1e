import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { locationsByIds, searchLocations } from "../locations/tree";
import { productInScope, scopeOf, type LocationScope } from "../locations/scope";
import { CANDIDATE_MATCHES_MAX } from "../../core/smartforms/kinds";
import { loadDocument } from "./store";
import type { DocumentPickItem } from "./schemas";

/**
 * What a document's searched picker shows of one reference field (docs/decisions/082-searched-reference-pickers.md):
 * the best matches of a search, and the names of the items already chosen. Both bounded, whatever the company's
 * size, so the document page never lists every candidate:
 *
 * - products: name or article number contains the text, held (a placement not archived) in the document
 *   location's subtree (the caller's scope for a company-wide document), in name order;
 * - locations: the location picker's search by name and path (decision 029), inside that subtree;
 * - people: active users of the company whose name contains the text, in name order.
 *
 * The chosen ones are looked up by id in the caller's scope (the save accepts what the caller may see), so an id
 * of another company or outside the top nodes is left out.
 */

type Db = Database;

/** At most this many chosen ids looked up in one call (the answers of a tab's fields of one kind). */
export const CANDIDATE_IDS_MAX = 200;

export type CandidateList = "products" | "locations" | "people";

/** An item of a picker: its name and what tells it apart (a product's article number, a location's path). */
type PickItem = DocumentPickItem;

/** `%text%` for LIKE, with LIKE's own characters escaped, in lower case. */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const pathOf = (path: readonly { name: string }[]) => path.map((step) => step.name).join(" › ");

/** Products matching a search up to which the matches are sorted by name; beyond, the name index is walked. */
const FEW_MATCHES = 2000;

/**
 * Products held in the subtree of `roots` (null: anywhere in the company) whose name or article number holds
 * `q`, in name order, at most CANDIDATE_MATCHES_MAX, bounded whatever the word. Two ways, chosen by how many
 * products match (counted up to FEW_MATCHES from the trigram indexes of name and article number, a BitmapOr):
 *
 * - few (a rare word): those products, each kept when a placement of it is in the subtree, sorted;
 * - many (a common word such as "a"): the company's products in name order (products_company_name_idx), each
 *   kept when it matches and is held in the subtree, until the page is full, which comes early.
 *
 * Left to itself the planner walked the name index for a rare word too (tens of thousands of rows to find 20)
 * or gathered every product the subtree holds. The subtree is read once into a hashed set (`IS TRUE` keeps it
 * a hashed filter of the placements read by product); each branch runs only when its one-time condition holds.
 */
async function searchProducts(
  db: Db,
  companyId: number,
  roots: readonly number[] | null,
  q: string,
): Promise<PickItem[]> {
  const pattern = containsPattern(q);
  const matches = (alias: string) => {
    const p = sql.raw(alias);
    return sql`(${p}.name_lower LIKE ${pattern} OR lower(${p}.article_no) LIKE ${pattern})`;
  };
  const held = (column: SQL) => sql`EXISTS (
    SELECT 1 FROM location_products lp
    WHERE lp.company_id = ${companyId} AND lp.product_id = ${column} AND NOT lp.archived
      ${roots === null ? sql`` : sql`AND (lp.location_id IN (SELECT id FROM sub)) IS TRUE`})`;
  const sub =
    roots === null
      ? sql``
      : sql`sub AS MATERIALIZED (SELECT id FROM location_subtree(${companyId}, ${sql.param([...roots])}::int[])),`;
  const result = await db.execute<{ id: number; name: string; article_no: string | null }>(sql`
    WITH ${sub}
    found AS MATERIALIZED (
      SELECT p.id, p.name, p.name_lower, p.article_no FROM products p
      WHERE p.company_id = ${companyId} AND ${matches("p")}
      LIMIT ${FEW_MATCHES + 1}),
    few AS MATERIALIZED (SELECT count(*) <= ${FEW_MATCHES} AS yes FROM found)
    SELECT id, name, article_no FROM (
      (SELECT f.id, f.name, f.article_no, f.name_lower FROM found f
        WHERE (SELECT yes FROM few) AND ${held(sql`f.id`)}
        ORDER BY f.name_lower, f.id LIMIT ${CANDIDATE_MATCHES_MAX})
      UNION ALL
      (SELECT p.id, p.name, p.article_no, p.name_lower FROM products p
        WHERE NOT (SELECT yes FROM few) AND p.company_id = ${companyId} AND ${matches("p")}
          AND ${held(sql`p.id`)}
        ORDER BY p.name_lower, p.id LIMIT ${CANDIDATE_MATCHES_MAX})
    ) x
    ORDER BY name_lower, id`);
  return result.rows.map((row) => ({ id: Number(row.id), name: row.name, detail: row.article_no || null }));
}

async function productsByIds(db: Db, scope: LocationScope, ids: readonly number[]): Promise<PickItem[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<{ id: number; name: string; article_no: string | null }>(sql`
    SELECT p.id, p.name, p.article_no FROM products p
    WHERE p.company_id = ${scope.companyId} AND p.id = ANY(${sql.param([...ids])}::int[])
      AND ${productInScope(scope, sql`p.id`)}
    ORDER BY p.name_lower, p.id`);
  return result.rows.map((row) => ({ id: Number(row.id), name: row.name, detail: row.article_no || null }));
}

async function searchPeople(db: Db, companyId: number, q: string): Promise<PickItem[]> {
  const result = await db.execute<{ id: number; name: string }>(sql`
    SELECT u.id, u.name FROM users u
    WHERE u.company_id = ${companyId} AND u.deactivated_at IS NULL AND lower(u.name) LIKE ${containsPattern(q)}
    ORDER BY lower(u.name), u.id
    LIMIT ${CANDIDATE_MATCHES_MAX}`);
  return result.rows.map((row) => ({ id: Number(row.id), name: row.name, detail: null }));
}

async function peopleByIds(db: Db, companyId: number, ids: readonly number[]): Promise<PickItem[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<{ id: number; name: string }>(sql`
    SELECT u.id, u.name FROM users u
    WHERE u.company_id = ${companyId} AND u.id = ANY(${sql.param([...ids])}::int[])
    ORDER BY lower(u.name), u.id`);
  return result.rows.map((row) => ({ id: Number(row.id), name: row.name, detail: null }));
}

/**
 * One list's matches of `q` (none when q is empty) and the chosen `ids`' names, for document `id`; undefined
 * when the document is not the caller's to see.
 */
export async function documentCandidates(
  db: Db,
  user: UserRow,
  id: number,
  options: { list: CandidateList; q: string; ids: readonly number[] },
): Promise<{ matches: PickItem[]; chosen: PickItem[] } | undefined> {
  const scope = scopeOf(user);
  const row = await loadDocument(db, scope, id);
  if (!row) return undefined;
  // The document's location narrows what its form offers; a company-wide document offers the caller's scope.
  const roots = row.location_id !== null ? [row.location_id] : scope.roots;
  const q = options.q.trim();
  const ids = [...new Set(options.ids)].slice(0, CANDIDATE_IDS_MAX);
  switch (options.list) {
    case "products": {
      const [matches, chosen] = await Promise.all([
        q ? searchProducts(db, scope.companyId, roots, q) : [],
        productsByIds(db, scope, ids),
      ]);
      return { matches, chosen };
    }
    case "people": {
      const [matches, chosen] = await Promise.all([
        q ? searchPeople(db, scope.companyId, q) : [],
        peopleByIds(db, scope.companyId, ids),
      ]);
      return { matches, chosen };
    }
    case "locations": {
      const viewer = {
        companyId: scope.companyId,
        roots: scope.roots,
        userId: user.id,
        personal: false,
        mayEdit: false,
      };
      const [matches, chosen] = await Promise.all([
        q
          ? searchLocations(
              db,
              { ...viewer, roots },
              { text: q, limit: CANDIDATE_MATCHES_MAX, includeArchived: false },
            )
          : [],
        locationsByIds(db, viewer, [...ids]),
      ]);
      const item = (location: { id: number; name: string; path: readonly { name: string }[] }) => ({
        id: location.id,
        name: location.name,
        detail: pathOf(location.path),
      });
      return { matches: matches.map(item), chosen: chosen.map(item) };
    }
  }
}
