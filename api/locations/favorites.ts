import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { locationFavorites, locations } from "../../db/schema";
import { favoriteIds, type Viewer } from "./tree";
import { areLocationsInScope } from "./scope";

/**
 * A personal user's favourite locations.
 * Reading them with their paths is favoriteLocations in ./location-tree.ts.
 */

export type FavoritesChangeResult = { ok: true; locations: number[] } | { ok: false; reason: "not_found" };

/**
 * Adds or removes favourites, all or nothing: every id must be a location of
 * the viewer's company (archived ones included), else nothing changes. Adding
 * a favourite twice or removing one that is not there is no error. Answers
 * the viewer's favourite ids afterwards, ascending.
 */
export async function changeFavorites(
  db: Database,
  viewer: Viewer,
  change: "add" | "remove",
  ids: number[],
): Promise<FavoritesChangeResult> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    // FOR SHARE: the locations cannot disappear before the favourites are written.
    const found = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.companyId, viewer.companyId), inArray(locations.id, unique)))
      .for("share");
    if (found.length !== unique.length) return { ok: false, reason: "not_found" } as const;
    // A location outside the viewer's top nodes is as if it did not exist (favourites of it kept from
    // before their top nodes changed are not shown either).
    if (!(await areLocationsInScope(tx, viewer, unique))) {
      return { ok: false, reason: "not_found" } as const;
    }

    if (change === "add") {
      await tx
        .insert(locationFavorites)
        .values(
          unique.map((locationId) => ({ companyId: viewer.companyId, userId: viewer.userId, locationId })),
        )
        .onConflictDoNothing();
    } else {
      await tx
        .delete(locationFavorites)
        .where(
          and(
            eq(locationFavorites.userId, viewer.userId),
            eq(locationFavorites.companyId, viewer.companyId),
            inArray(locationFavorites.locationId, unique),
          ),
        );
    }
    return { ok: true, locations: await favoriteIds(tx, viewer) } as const;
  });
}
