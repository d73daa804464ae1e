import { z } from "@hono/zod-openapi";
import { and, eq, sql } from "drizzle-orm";
import {
  cleanLocationName,
  LOCATION_NAME_MAX,
  type Location,
  type LocationCreate,
} from "../../app/models/location";
import type { Database } from "../../db/client";
import { locations, type LocationRow } from "../../db/schema";
import type { HasDataCheck } from "./has-data";

/**
 * The company's locations: the small first part of the hierarchy module
 * (create and list). Every query is scoped by company_id.
 */

export const LOCATIONS_MAX_LIMIT = 500;
const MAX_ID = 2_147_483_647;

// Named in the OpenAPI document; they mirror app/models/location.ts.
export const LocationSchema = z
  .object({
    id: z.number().int().openapi({ example: 12 }),
    parent: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "The parent location's id; null for a top location." }),
    name: z.string().openapi({ example: "Laboratory 1" }),
    is_favorite: z
      .boolean()
      .openapi({ description: "The caller's favourite (false until favourites exist)." }),
    archived: z.boolean(),
    chemical_board_group_id: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "The approval board group responsible for the location." }),
  })
  .openapi("Location", { description: "A location of the company's tree." });

export const LocationCreateSchema = z
  .strictObject({
    name: z
      .string({ error: "The name must be text." })
      .overwrite(cleanLocationName)
      .min(1, { error: "The name is required." })
      .max(LOCATION_NAME_MAX, { error: `The name must be at most ${LOCATION_NAME_MAX} characters.` })
      .openapi({
        description: `Trimmed, control characters removed; 1–${LOCATION_NAME_MAX} characters.`,
        example: "Main site",
      }),
    parent_id: z
      .number({ error: "The parent must be a location id." })
      .int({ error: "The parent must be a location id." })
      .min(1, { error: "The parent must be a location id." })
      .max(MAX_ID, { error: "The parent must be a location id." })
      .nullable()
      .optional()
      .openapi({
        description:
          "A location of the caller's company that is not archived; absent or null for a top location.",
        example: 12,
      }),
  })
  .openapi("LocationCreate", { description: "A new location." });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>(): T | undefined => undefined;
agree<Same<z.infer<typeof LocationSchema>, Location>>();
agree<Same<z.output<typeof LocationCreateSchema>, LocationCreate>>();

type LocationFields = Pick<LocationRow, "id" | "parentId" | "name" | "archived" | "chemicalBoardGroupId">;

export function toLocation(row: LocationFields): Location {
  return {
    id: row.id,
    parent: row.parentId,
    name: row.name,
    is_favorite: false,
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
  { ok: true; location: Location } | { ok: false; reason: "parent_not_found" };

/**
 * Creates a location. The parent must be a non-archived location of the same
 * company; it is locked (FOR SHARE) until the insert commits, so it cannot be
 * archived in between.
 */
export async function createLocation(
  db: Database,
  companyId: number,
  input: LocationCreate,
): Promise<CreateLocationResult> {
  return db.transaction(async (tx) => {
    const parentId = input.parent_id ?? null;
    if (parentId !== null) {
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
  companyId: number,
  options: { limit: number; includeArchived: boolean },
): Promise<Location[]> {
  const limit = Math.min(Math.max(1, Math.trunc(options.limit)), LOCATIONS_MAX_LIMIT);
  const result = await db.execute<{
    id: number;
    parent_id: number | null;
    name: string;
    archived: boolean;
    chemical_board_group_id: number | null;
  }>(sql`
    WITH RECURSIVE ranked AS (
      SELECT id, parent_id, name, archived, chemical_board_group_id,
             row_number() OVER (PARTITION BY parent_id ORDER BY lower(name), name, id) AS rank
      FROM ${locations}
      WHERE company_id = ${companyId} AND (${options.includeArchived} OR NOT archived)
    ),
    tree AS (
      SELECT ranked.*, ARRAY[ranked.rank] AS path
      FROM ranked WHERE parent_id IS NULL
      UNION ALL
      SELECT ranked.*, tree.path || ranked.rank
      FROM ranked JOIN tree ON ranked.parent_id = tree.id
      WHERE cardinality(tree.path) < 100
    )
    SELECT id, parent_id, name, archived, chemical_board_group_id
    FROM tree
    ORDER BY path
    LIMIT ${limit}
  `);
  return result.rows.map((row) =>
    toLocation({
      id: row.id,
      parentId: row.parent_id,
      name: row.name,
      archived: row.archived,
      chemicalBoardGroupId: row.chemical_board_group_id,
    }),
  );
}
