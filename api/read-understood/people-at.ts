import { sql, type SQL } from "drizzle-orm";

/**
 * Finding people by their top nodes, set-based: a set of locations is worked out once per statement (an
 * int[]), and the people with a top node in it come from one scan of the GIN index on their top nodes
 * (`users_topnode_ids_idx`, the top nodes as an int[] with the array operator class, so `&&` — "has any of
 * these" — is one bitmap scan whatever the set's size). The alternative, testing each person's top nodes
 * against the set (or rebuilding the set for each person), reads every user of the company.
 *
 * The jsonb index on the same column (`users_topnodes_idx`, jsonb_path_ops) answers only containment
 * (`@>`: one location at a time) and jsonpath; its `?|` operator does not exist for jsonb_path_ops and
 * would in any case match string elements only, while top nodes are numbers.
 */

/** The ids of the roots (an int[] expression) and every location below them: one walk down the tree. */
export function subtreeIds(companyId: number, roots: SQL): SQL {
  return sql`SELECT id FROM location_subtree(${companyId}, ${roots})`;
}

/** The subquery `ids` (of one int column) as an int[], computed once per statement. */
export function idArray(ids: SQL): SQL {
  return sql`ARRAY(${ids})::int[]`;
}

/**
 * A condition on `u` (a users row): one of the person's top nodes is in `ids`, an int[] expression that does
 * not depend on `u` (PostgreSQL computes it once and probes the index with every element).
 */
export function hasTopNodeIn(ids: SQL): SQL {
  return sql`topnode_ids(u.topnodes) && ${ids}`;
}

/** A person read and understood may ask: active and not a guest. */
export const askable = sql`u.deactivated_at IS NULL AND NOT u.is_guest_user`;
