import { sql, type SQL } from "drizzle-orm";

/**
 * Finding people by their top nodes, set-based: a set of locations is worked out once per statement (a
 * materialised CTE of ids), and the people with a top node in it come from the GIN index on their top nodes
 * (`users_topnodes_idx`, jsonb_path_ops), one probe per location of the set (`topnodes @> '[id]'`), each a
 * few index pages. Nothing is worked out per person: the alternative, unnesting every person's top nodes
 * and testing them against the set (or rebuilding the set for each person), reads every user of the company.
 *
 * Why one probe per location and not one scan with the whole set (decision 083): jsonb_path_ops answers
 * containment and jsonpath only (no `?|`, which would in any case match string elements, and top nodes are
 * numbers); a GIN index on the top nodes as an int[] answers `&&` with the whole set in one scan, but with a
 * site's ~1,000 ids that scan was slower than the probes (its per-key set-up grows with the square of the
 * keys) and the int[] had to be computed by a SQL function, 30–75 µs a row wherever it was not read from the
 * index.
 */

/** The ids of the roots (an int[] expression) and every location below them: one walk down the tree. */
export function subtreeIds(companyId: number, roots: SQL): SQL {
  return sql`SELECT id FROM location_subtree(${companyId}, ${roots})`;
}

/** A person read and understood may ask: active and not a guest. */
export const askable = sql`u.deactivated_at IS NULL AND NOT u.is_guest_user`;

/**
 * The askable people of the company with a top node among the locations `places` (the name of a CTE of
 * `id`s): (id, name, email, topnodes), each once. OFFSET 0 keeps the lookup per location, so PostgreSQL
 * probes the index with each id rather than testing the whole set against every person.
 */
export function askablePeopleAt(companyId: number, places: SQL): SQL {
  return sql`
    SELECT DISTINCT ON (u.id) u.id, u.name, u.email, u.topnodes FROM ${places} b
    CROSS JOIN LATERAL (
      SELECT u.id, u.name, u.email, u.topnodes FROM users u
      WHERE u.company_id = ${companyId} AND ${askable} AND u.topnodes @> jsonb_build_array(b.id)
      OFFSET 0
    ) u`;
}
