import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { locations, type LocationRow } from "../../db/schema";
import type { HasDataCheck } from "../onboarding/has-data";
import { favoriteFlag, type Viewer } from "./tree";
import { isLocationInScope, scopedLocationIds } from "./scope";
import { recordActivity } from "../activities/record";
import { LOCATIONS_MAX_LIMIT, type Location, type LocationCreate } from "./schemas";

/**
 * The company's locations: creating one, the whole-tree list and the
 * has-locations check. Reads of parts of the tree are in ./tree.ts,
 * changes in ./update.ts, favourites in ./favorites.ts.
 * Every query is scoped by company_id.
 */

/**
 * Changes to the tree's shape (archiving, unarchiving, moving) and creations
 * under a parent are serialised per company by a transaction-level advisory
 * lock: exclusive for archive/unarchive/move, shared for creations. Row locks
 * alone cannot stop two moves of unrelated rows from closing a cycle, nor a
 * child from being created under a location while an ancestor's subtree is
 * being archived (docs/decisions/012-location-tree.md). The two-key form keeps the lock space apart
 * from the one-key locks elsewhere (texts sync).
 */
export async function lockTree(
  tx: Pick<Database, "execute">,
  companyId: number,
  mode: "exclusive" | "shared",
): Promise<void> {
  const fn =
    mode === "exclusive" ? sql.raw("pg_advisory_xact_lock") : sql.raw("pg_advisory_xact_lock_shared");
  await tx.execute(sql`SELECT ${fn}(hashtext('chemsafe.location_tree'), ${companyId})`);
}

type LocationFields = Pick<LocationRow, "id" | "parentId" | "name" | "archived" | "chemicalBoardGroupId">;

/** A location row as a Location; is_favorite when the caller has it among the favourites. */
export function toLocation(row: LocationFields, isFavorite = false): Location {
  return {
    id: row.id,
    parent: row.parentId,
    name: row.name,
    is_favorite: isFavorite,
    archived: row.archived,
    chemical_board_group_id: row.chemicalBoardGroupId,
  };
}

/** The onboarding has-locations check: the company has a location that is not archived. */
export const companyHasLocations: HasDataCheck = async (db, companyId) => {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(locations)
    .where(and(eq(locations.companyId, companyId), eq(locations.archived, false)))
    .limit(1);
  return rows.length > 0;
};

export type CreateLocationResult =
  { ok: true; location: Location } | { ok: false; reason: "parent_not_found" | "outside_scope" };

/**
 * Creates a location. The parent must be a non-archived location of the same
 * company; it is locked (FOR SHARE) until the insert commits, and the tree's
 * shared lock keeps an ancestor's archiving from missing the new child. A new
 * location is nobody's favourite yet. A user limited to top nodes creates only below them (a parent
 * outside is not found; a new top location is outside their scope).
 */
export async function createLocation(
  db: Database,
  viewer: Viewer,
  input: LocationCreate,
): Promise<CreateLocationResult> {
  const companyId = viewer.companyId;
  return db.transaction(async (tx) => {
    const parentId = input.parent_id ?? null;
    if (parentId === null && viewer.roots !== null) return { ok: false, reason: "outside_scope" } as const;
    if (parentId !== null && !(await isLocationInScope(tx, viewer, parentId))) {
      return { ok: false, reason: "parent_not_found" } as const;
    }
    if (parentId !== null) {
      await lockTree(tx, companyId, "shared");
      const [parent] = await tx
        .select({ id: locations.id })
        .from(locations)
        .where(
          and(eq(locations.id, parentId), eq(locations.companyId, companyId), eq(locations.archived, false)),
        )
        .for("share");
      if (!parent) return { ok: false, reason: "parent_not_found" } as const;
    }
    const [row] = await tx.insert(locations).values({ companyId, parentId, name: input.name }).returning();
    if (!row) throw new Error("insert returned no row");
    await recordActivity(tx, {
      companyId,
      actorId: viewer.userId,
      module: "locations",
      action: "created",
      object: { type: "location", id: row.id, label: row.name },
      after: { name: row.name, parent_id: row.parentId },
    });
    return { ok: true, location: toLocation(row) } as const;
  });
}

/**
 * The company's locations in tree order: each location followed by its
 * subtree, siblings sorted by name (case-insensitively, then by id). Archived
 * locations, and so their subtrees, are left out unless asked for. At most
 * `limit` rows.
 */
export async function listLocations(
  db: Database,
  viewer: Viewer,
  options: { limit: number; includeArchived: boolean },
): Promise<Location[]> {
  const companyId = viewer.companyId;
  const limit = Math.min(Math.max(1, Math.trunc(options.limit)), LOCATIONS_MAX_LIMIT);
  const result = await db.execute<{
    id: number;
    parent_id: number | null;
    name: string;
    archived: boolean;
    chemical_board_group_id: number | null;
    is_favorite: boolean;
  }>(sql`
    WITH RECURSIVE ranked AS (
      SELECT id, parent_id, name, archived, chemical_board_group_id,
             row_number() OVER (PARTITION BY parent_id ORDER BY lower(name), name, id) AS rank
      FROM ${locations}
      WHERE company_id = ${companyId} AND (${options.includeArchived} OR NOT archived)
    ),
    tree AS (
      SELECT ranked.*, ARRAY[ranked.rank] AS path
      FROM ranked
      WHERE ${
        viewer.roots === null
          ? sql`parent_id IS NULL`
          : sql`id = ANY(${sql.param(viewer.roots)}::int[])
              AND (parent_id IS NULL OR parent_id NOT IN (${scopedLocationIds(viewer)}))`
      }
      UNION ALL
      SELECT ranked.*, tree.path || ranked.rank
      FROM ranked JOIN tree ON ranked.parent_id = tree.id
      WHERE cardinality(tree.path) < 100
    )
    SELECT id, parent_id, name, archived, chemical_board_group_id, ${favoriteFlag(viewer, "tree")} AS is_favorite
    FROM tree
    ORDER BY path
    LIMIT ${limit}
  `);
  return result.rows.map((row) =>
    toLocation(
      {
        id: row.id,
        parentId: row.parent_id,
        name: row.name,
        archived: row.archived,
        chemicalBoardGroupId: row.chemical_board_group_id,
      },
      row.is_favorite,
    ),
  );
}
