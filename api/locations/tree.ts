import { sql, type SQL } from "drizzle-orm";
import { LOCATIONS_V3_MAX } from "../../core/locations";
import type { Database } from "../../db/client";
import type { Company, UserRow } from "../../db/schema";
import { locationInScope, scopedLocationIds, scopeOf, type LocationScope } from "./scope";
import type {
  Location,
  LocationDetail,
  LocationMatch,
  LocationNode,
  LocationPathItem,
  LocationTemplate,
} from "./schemas";

/**
 * Reading the location tree (docs/decisions/012-location-tree.md). The tree is an adjacency list;
 * every read is one SQL statement over an index:
 *
 * - children of a location, and the top locations: the
 *   (company_id, parent_id, name_lower, id) index, in name order, with each
 *   child's own child count from the same index;
 * - the path of one or many locations: one recursive CTE walking up by the
 *   (company_id, id) key, at most one step per level;
 * - a subtree (descendant counts, archiving): one recursive CTE walking down by
 *   the (company_id, parent_id) index;
 * - the search: every word LIKE '%…%' in path_lower (the lower-case names
 *   from the top, stored and kept by triggers) over its trigram index (with
 *   the company key, or the company's rows filtered when they are few).
 *
 * Every statement is scoped by company_id. is_favorite comes from an EXISTS on
 * the caller's favourites' primary key (user_id, location_id), in the same
 * statement.
 */

/** Who is asking: the company every query is scoped to, and whose favourites count. */
export interface Viewer extends LocationScope {
  companyId: number;
  userId: number;
  /** Only personal users have favourites. */
  personal: boolean;
  /** The caller's edit_location. */
  mayEdit: boolean;
}

export function viewerOf(user: UserRow, company: Company): Viewer {
  return {
    companyId: company.id,
    roots: scopeOf(user).roots,
    userId: user.id,
    personal: user.isPersonal,
    mayEdit: user.permissions.edit_location === true,
  };
}

/** Something that runs SQL: the pool or a transaction. */
export type Executor = Pick<Database, "execute">;

/** A guard against a corrupt (cyclic) tree in recursive walks; real trees are a handful of levels deep. */
export const TREE_DEPTH_GUARD = 1000;

interface LocationSqlRow extends Record<string, unknown> {
  id: number;
  parent_id: number | null;
  name: string;
  archived: boolean;
  chemical_board_group_id: number | null;
  is_favorite: boolean;
}

function toLocation(row: LocationSqlRow): Location {
  return {
    id: row.id,
    parent: row.parent_id,
    name: row.name,
    is_favorite: row.is_favorite,
    archived: row.archived,
    chemical_board_group_id: row.chemical_board_group_id,
  };
}

/** `is_favorite` of the location aliased `alias`, for the viewer: one primary-key probe. */
export function favoriteFlag(viewer: Viewer, alias: string): SQL {
  if (!viewer.personal) return sql`false`;
  return sql`EXISTS (SELECT 1 FROM location_favorites f
    WHERE f.user_id = ${viewer.userId} AND f.location_id = ${sql.raw(alias)}.id)`;
}

/** The archived filter of the location aliased `alias`. */
function visible(alias: string, includeArchived: boolean): SQL {
  return includeArchived ? sql`true` : sql`NOT ${sql.raw(alias)}.archived`;
}

/** The columns of a Location, from the location aliased `alias`. */
function locationColumns(viewer: Viewer, alias: string): SQL {
  const a = sql.raw(alias);
  return sql`${a}.id, ${a}.parent_id, ${a}.name, ${a}.archived, ${a}.chemical_board_group_id,
    ${favoriteFlag(viewer, alias)} AS is_favorite`;
}

/**
 * The children of `parentId` (null: the top locations) in name order
 * (case-insensitive, then id), each with its number of children. Archived
 * locations are left out, and left out of the counts, unless includeArchived.
 */
export async function childrenOf(
  db: Executor,
  viewer: Viewer,
  parentId: number | null,
  includeArchived: boolean,
): Promise<LocationNode[]> {
  // A user limited to top nodes has those as the top of the tree: the locations in scope whose parent is
  // not. Below a location in scope everything is in scope.
  const parent =
    parentId !== null
      ? sql`l.parent_id = ${parentId}`
      : viewer.roots === null
        ? sql`l.parent_id IS NULL`
        : sql`l.id = ANY(${sql.param(viewer.roots)}::int[])
            AND (l.parent_id IS NULL OR l.parent_id NOT IN (${scopedLocationIds(viewer)}))`;
  const result = await db.execute<LocationSqlRow & { child_count: number }>(sql`
    SELECT ${locationColumns(viewer, "l")},
      (SELECT count(*)::int FROM locations c
        WHERE c.company_id = l.company_id AND c.parent_id = l.id AND ${visible("c", includeArchived)}
      ) AS child_count
    FROM locations l
    WHERE l.company_id = ${viewer.companyId} AND ${parent} AND ${visible("l", includeArchived)}
    ORDER BY l.name_lower, l.id
  `);
  return result.rows.map((row) => ({ ...toLocation(row), child_count: row.child_count }));
}

/**
 * The recursive CTE `ancestry(location_id, id, parent_id, name, depth)`: every
 * id that the statement `seeds` (one column `id`) yields with each of its
 * ancestors (depth 0 is the location itself), in one walk up.
 */
export function ancestryCte(companyId: number, seeds: SQL): SQL {
  return sql`
    ancestry AS (
      SELECT s.id AS location_id, l.id, l.parent_id, l.name, 0 AS depth
      FROM (${seeds}) s JOIN locations l ON l.company_id = ${companyId} AND l.id = s.id
      UNION ALL
      SELECT a.location_id, p.id, p.parent_id, p.name, a.depth + 1
      FROM ancestry a JOIN locations p ON p.company_id = ${companyId} AND p.id = a.parent_id
      WHERE a.depth < ${TREE_DEPTH_GUARD}
    )`;
}

/**
 * A recursive CTE `paths(location_id, path)`: the path (a JSON array of
 * { id, name } from the top down to the location) of every id that the
 * statement `seeds` (one column `id`) yields. One walk up for all of them.
 */
export function pathsCte(scope: LocationScope, seeds: SQL): SQL {
  // A user limited to top nodes sees a path from their top node down: the ancestors above are not theirs.
  return sql`
    ${ancestryCte(scope.companyId, seeds)},
    paths AS (
      SELECT location_id, json_agg(json_build_object('id', id, 'name', name) ORDER BY depth DESC) AS path
      FROM ancestry WHERE depth = 0 OR ${locationInScope(scope, sql`id`)} GROUP BY location_id
    )`;
}

/** `%text%` for LIKE, with LIKE's own characters escaped. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

type MatchSqlRow = LocationSqlRow & { path: LocationPathItem[]; board_group_id: number | null };

/**
 * `board_group_id`: the approval board that covers the location `alias` (of a
 * statement with the ancestry CTE): its own, else its nearest ancestor's.
 */
function coveringBoard(companyId: number, alias: string): SQL {
  const row = sql.raw(alias);
  return sql`(
    SELECT b.chemical_board_group_id FROM ancestry a
    JOIN locations b ON b.company_id = ${companyId} AND b.id = a.id
    WHERE a.location_id = ${row}.id AND b.chemical_board_group_id IS NOT NULL
    ORDER BY a.depth LIMIT 1
  ) AS board_group_id`;
}

/** A LocationMatch from its row; board_group_id only when asked (with_board). */
function toMatch(row: MatchSqlRow, withBoard: boolean): LocationMatch {
  return {
    ...toLocation(row),
    path: row.path,
    ...(withBoard ? { board_group_id: row.board_group_id } : {}),
  };
}

/** The search words of `text`: split at white space, each once (a newline, which path_lower puts between names, never occurs in one). */
export function searchWords(text: string): string[] {
  return [...new Set(text.split(/\s+/).filter((word) => word !== ""))];
}

/**
 * Locations whose path (its ancestors' names and its own) holds every word of
 * `text` (case-insensitive), best first: the own name equal to the whole text,
 * then own names that start with it, then own names that contain it (ties by
 * name), then the others, whose words are found along the path (by path).
 * Then by id. At most `limit`, each with its path, in one statement.
 */
export async function searchLocations(
  db: Executor,
  viewer: Viewer,
  options: { text: string; limit: number; includeArchived: boolean; withBoard?: boolean },
): Promise<LocationMatch[]> {
  const text = options.text.trim();
  const contains = containsPattern(text);
  const prefix = contains.slice(1);
  // path_lower (the lower-case names from the top, one a line) is kept by the database's triggers and
  // indexed by trigrams, like name_lower: every word is one LIKE over it, which the planner combines from
  // the index. The own-name matches (ranks 0–2) come first and alone fill the page for a common word, so
  // the path-only matches are looked for only when they are fewer than the limit (an InitPlan that skips
  // the second scan): a common word costs what the name search cost. is_favorite is computed only for the
  // rows returned.
  const words = searchWords(text).map((word) => sql`l.path_lower LIKE lower(${containsPattern(word)})`);
  if (words.length === 0) return [];
  const columns = sql`l.id, l.parent_id, l.name, l.name_lower, l.path_lower, l.archived, l.chemical_board_group_id`;
  const result = await db.execute<MatchSqlRow>(sql`
    WITH RECURSIVE by_name AS MATERIALIZED (
      SELECT * FROM (
        SELECT ${columns},
          CASE WHEN l.name_lower = lower(${text}) THEN 0
               WHEN l.name_lower LIKE lower(${prefix}) THEN 1
               ELSE 2 END AS rank
        FROM locations l
        WHERE l.company_id = ${viewer.companyId}
          AND l.name_lower LIKE lower(${contains})
          AND ${visible("l", options.includeArchived)}
          AND ${locationInScope(viewer, sql`l.id`)}
      ) ranked
      ORDER BY rank, name_lower, path_lower, id
      LIMIT ${options.limit}
    ),
    by_path AS (
      SELECT ${columns}, 3 AS rank
      FROM locations l
      WHERE l.company_id = ${viewer.companyId}
        AND ${sql.join(words, sql` AND `)}
        AND l.name_lower NOT LIKE lower(${contains})
        AND ${visible("l", options.includeArchived)}
        AND ${locationInScope(viewer, sql`l.id`)}
      ORDER BY l.path_lower, l.id
      LIMIT ${options.limit}
    ),
    best AS (
      SELECT * FROM by_name
      UNION ALL
      SELECT * FROM by_path WHERE (SELECT count(*) FROM by_name) < ${options.limit}
    ),
    ${pathsCte(viewer, sql`SELECT id FROM best`)}
    SELECT m.id, m.parent_id, m.name, m.archived, m.chemical_board_group_id,
      ${favoriteFlag(viewer, "m")} AS is_favorite, paths.path, ${coveringBoard(viewer.companyId, "m")}
    FROM best m JOIN paths ON paths.location_id = m.id
    ORDER BY m.rank, CASE WHEN m.rank < 3 THEN m.name_lower ELSE m.path_lower END, m.path_lower, m.id
    LIMIT ${options.limit}
  `);
  return result.rows.map((row) => toMatch(row, options.withBoard === true));
}

/**
 * The company's locations among `ids` (archived too), each with its path,
 * sorted by path (case-insensitive); ids of other companies or of no location
 * are left out, so a caller learns nothing about them.
 */
export async function locationsByIds(
  db: Executor,
  viewer: Viewer,
  ids: number[],
  withBoard = false,
): Promise<LocationMatch[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<MatchSqlRow>(sql`
    WITH RECURSIVE chosen AS (
      SELECT l.id, l.parent_id, l.name, l.name_lower, l.archived, l.chemical_board_group_id
      FROM locations l
      WHERE l.company_id = ${viewer.companyId} AND l.id = ANY(${sql.param(ids)}::int[])
        AND ${locationInScope(viewer, sql`l.id`)}
    ),
    ${pathsCte(viewer, sql`SELECT id FROM chosen`)}
    SELECT c.id, c.parent_id, c.name, c.archived, c.chemical_board_group_id,
      ${favoriteFlag(viewer, "c")} AS is_favorite, paths.path, ${coveringBoard(viewer.companyId, "c")}
    FROM chosen c JOIN paths ON paths.location_id = c.id
  `);
  const key = (path: LocationPathItem[]) => path.map((step) => step.name.toLocaleLowerCase()).join("\u0000");
  return result.rows
    .map((row) => toMatch(row, withBoard))
    .sort((a, b) => {
      const byPath = key(a.path) < key(b.path) ? -1 : key(a.path) > key(b.path) ? 1 : 0;
      return byPath || a.id - b.id;
    });
}

/** The viewer's favourite locations by name (archived ones too, flagged), each with its path. */
export async function favoriteLocations(db: Executor, viewer: Viewer): Promise<LocationMatch[]> {
  const result = await db.execute<LocationSqlRow & { path: LocationPathItem[] }>(sql`
    WITH RECURSIVE favorites AS (
      SELECT l.id, l.parent_id, l.name, l.name_lower, l.archived, l.chemical_board_group_id, true AS is_favorite
      FROM location_favorites f
      JOIN locations l ON l.company_id = f.company_id AND l.id = f.location_id
      WHERE f.user_id = ${viewer.userId} AND f.company_id = ${viewer.companyId}
        AND ${locationInScope(viewer, sql`l.id`)}
    ),
    ${pathsCte(viewer, sql`SELECT id FROM favorites`)}
    SELECT favorites.*, paths.path
    FROM favorites JOIN paths ON paths.location_id = favorites.id
    ORDER BY favorites.name_lower, favorites.id
  `);
  return result.rows.map((row) => ({ ...toLocation(row), path: row.path }));
}

/** The viewer's favourite location ids, ascending. */
export async function favoriteIds(db: Executor, viewer: Viewer): Promise<number[]> {
  const result = await db.execute<{ location_id: number }>(sql`
    SELECT location_id FROM location_favorites
    WHERE user_id = ${viewer.userId} AND company_id = ${viewer.companyId}
    ORDER BY location_id
  `);
  return result.rows.map((row) => row.location_id);
}

/**
 * A location with its path, favourite flag, timestamps and the number of its
 * descendants (through children that pass the archived filter), in one
 * statement; undefined when it is not the company's.
 */
async function locationWithPath(db: Executor, viewer: Viewer, id: number, includeArchived: boolean) {
  const result = await db.execute<
    LocationSqlRow & {
      path: LocationPathItem[];
      descendants: number;
      products: number;
      created_at: Date;
      updated_at: Date;
    }
  >(sql`
    WITH RECURSIVE target AS (
      SELECT * FROM locations WHERE company_id = ${viewer.companyId} AND id = ${id}
        AND ${locationInScope(viewer, sql`id`)}
    ),
    ${pathsCte(viewer, sql`SELECT id FROM target`)},
    subtree AS (
      SELECT id, 0 AS depth FROM target
      UNION ALL
      SELECT c.id, s.depth + 1
      FROM subtree s JOIN locations c ON c.company_id = ${viewer.companyId} AND c.parent_id = s.id
      WHERE ${visible("c", includeArchived)} AND s.depth < ${TREE_DEPTH_GUARD}
    )
    SELECT ${locationColumns(viewer, "t")}, t.created_at, t.updated_at,
      (SELECT path FROM paths) AS path,
      (SELECT count(*)::int - 1 FROM subtree) AS descendants,
      (SELECT count(*)::int FROM location_products lp
        WHERE lp.company_id = t.company_id AND lp.location_id = t.id AND NOT lp.archived) AS products
    FROM target t
  `);
  return result.rows[0];
}

/** The company's users with edit_location, by name (at most 100). */
/**
 * The company's active users with edit_location who may reach the location, by name (at most 100): those
 * without top nodes, and those with a top node that is the location or one of its ancestors.
 */
async function editorsOf(
  db: Executor,
  companyId: number,
  locationId: number,
): Promise<{ id: number; name: string }[]> {
  const result = await db.execute<{ id: number; name: string }>(sql`
    WITH RECURSIVE ${ancestryCte(companyId, sql`SELECT ${locationId}::int AS id`)}
    SELECT u.id, u.name FROM users u
    WHERE u.company_id = ${companyId} AND u.permissions @> '{"edit_location": true}'::jsonb
      AND u.deactivated_at IS NULL
      AND (jsonb_array_length(u.topnodes) = 0
        OR EXISTS (SELECT 1 FROM ancestry a WHERE u.topnodes @> to_jsonb(a.id)))
    ORDER BY u.name, u.id
    LIMIT 100
  `);
  return result.rows;
}

/**
 * Everything the location page shows: the location (archived ones too), its
 * path, children, counts and editors. Undefined when the id is not the
 * company's. Three statements; in a transaction they see its changes.
 */
export async function locationDetail(
  db: Executor,
  viewer: Viewer,
  id: number,
  includeArchived: boolean,
): Promise<LocationDetail | undefined> {
  const row = await locationWithPath(db, viewer, id, includeArchived);
  if (!row) return undefined;
  const children = await childrenOf(db, viewer, id, includeArchived);
  const editors = await editorsOf(db, viewer.companyId, id);
  return {
    ...toLocation(row),
    path: row.path,
    children,
    counts: {
      children: children.length,
      descendants: row.descendants,
      // The non-archived products directly at the location.
      products: row.products,
    },
    editors,
    may_edit: viewer.mayEdit,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** A blank location under `parentId`, pre-filled from the parent; undefined when it is not the company's. */
export async function locationTemplate(
  db: Executor,
  viewer: Viewer,
  parentId: number,
): Promise<LocationTemplate | undefined> {
  const result = await db.execute<{
    id: number;
    name: string;
    chemical_board_group_id: number | null;
    path: LocationPathItem[];
  }>(sql`
    WITH RECURSIVE target AS (
      SELECT id, name, chemical_board_group_id FROM locations
      WHERE company_id = ${viewer.companyId} AND id = ${parentId}
        AND ${locationInScope(viewer, sql`id`)}
    ),
    ${pathsCte(viewer, sql`SELECT id FROM target`)}
    SELECT t.*, (SELECT path FROM paths) AS path FROM target t
  `);
  const parent = result.rows[0];
  if (!parent) return undefined;
  return {
    name: "",
    parent: parent.id,
    parent_name: parent.name,
    path: parent.path,
    archived: false,
    chemical_board_group_id: parent.chemical_board_group_id,
  };
}

/**
 * Every location of the company (GET /location/v3), flat and ordered by id,
 * bounded at LOCATIONS_V3_MAX: one scan of the (company_id, id) key.
 */
export async function allLocations(
  db: Executor,
  viewer: Viewer,
  includeArchived: boolean,
): Promise<Location[]> {
  const result = await db.execute<LocationSqlRow>(sql`
    SELECT ${locationColumns(viewer, "l")}
    FROM locations l
    WHERE l.company_id = ${viewer.companyId} AND ${visible("l", includeArchived)}
      AND ${locationInScope(viewer, sql`l.id`)}
    ORDER BY l.id
    LIMIT ${LOCATIONS_V3_MAX}
  `);
  return result.rows.map(toLocation);
}
