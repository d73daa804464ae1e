import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { UserRow } from "../../db/schema";
import { locationsByIds, searchLocations } from "../locations/tree";
import { productInScope, scopeOf, type LocationScope } from "../locations/scope";
import { CANDIDATE_MATCHES_MAX } from "../../core/smartforms/kinds";
import { loadDocument } from "./store";
import type { DocumentPickItem } from "./schemas";

/**
 * What a document's searched picker shows of one reference field (docs/decisions/904-searched-reference-pickers.md):
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

/**
 * Products held in the subtree of `roots` (null: anywhere in the company) whose name or article number holds
 * `q`, in name order, at most CANDIDATE_MATCHES_MAX. The planner either takes the trigram indexes of name and
 * article number and sorts the few found, or walks the company's products in name order until the page is
 * full (a common word); the subtree is a hashed set read once.
 */
async function searchProducts(
  db: Db,
  companyId: number,
  roots: readonly number[] | null,
  q: string,
): Promise<PickItem[]> {
  const pattern = containsPattern(q);
  const inSubtree =
    roots === null
      ? sql``
      : sql`AND lp.location_id IN (SELECT id FROM location_subtree(${companyId}, ${sql.param([...roots])}::int[]))`;
  const result = await db.execute<{ id: number; name: string; article_no: string | null }>(sql`
    SELECT p.id, p.name, p.article_no FROM products p
    WHERE p.company_id = ${companyId}
      AND (p.name_lower LIKE ${pattern} OR lower(p.article_no) LIKE ${pattern})
      AND EXISTS (
        SELECT 1 FROM location_products lp
        WHERE lp.company_id = ${companyId} AND lp.product_id = p.id AND NOT lp.archived ${inSubtree})
    ORDER BY p.name_lower, p.id
    LIMIT ${CANDIDATE_MATCHES_MAX}`);
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
