import { sql, type SQL } from "drizzle-orm";
import { locationInScope, scopedLocationIds, type LocationScope } from "../locations/scope";

/**
 * What a training manager limited to top nodes sees (decision 058): a course about no location, or about at
 * least one location inside their top nodes; and the people who work inside them (every top node of theirs
 * lies inside the manager's). A person without top nodes works for the whole company, which only a manager
 * of the whole company oversees.
 */

/** A condition: the course `course` (an alias of training_courses) is the scope's to see. */
export function courseInScope(scope: LocationScope, course: SQL): SQL {
  if (scope.roots === null) return sql`true`;
  return sql`(NOT EXISTS (
      SELECT 1 FROM training_course_locations scope_cl
      WHERE scope_cl.company_id = ${course}.company_id AND scope_cl.course_id = ${course}.id
    ) OR EXISTS (
      SELECT 1 FROM training_course_locations scope_cl
      WHERE scope_cl.company_id = ${course}.company_id AND scope_cl.course_id = ${course}.id
        AND ${locationInScope(scope, sql`scope_cl.location_id`)}
    ))`;
}

/** A condition: the user `person` (an alias of users) works inside the scope. */
export function personInScope(scope: LocationScope, person: SQL): SQL {
  if (scope.roots === null) return sql`true`;
  return sql`(jsonb_array_length(${person}.topnodes) > 0 AND NOT EXISTS (
      SELECT 1 FROM jsonb_array_elements_text(${person}.topnodes) scope_node(v)
      WHERE NOT (scope_node.v ~ '^[0-9]{1,9}$' AND scope_node.v::int IN (${scopedLocationIds(scope)}))
    ))`;
}

/** A condition: the user `person` is someone training is recorded for (active, not a guest). */
export const isTrainee = (person: SQL): SQL =>
  sql`(${person}.deactivated_at IS NULL AND NOT ${person}.is_guest_user)`;
