import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  boundedFields,
  changedFields,
  type ActivityAction,
  type ActivityFields,
  type ActivityModule,
} from "../../core/activities/activity-kinds";

/** A database or the transaction of the change being recorded (anything that runs SQL). */
export type ActivityWriter = Pick<Database, "execute">;

export interface ActivityEntry {
  companyId: number;
  /** The user who made the change; null for work the system did on its own (a job, a schedule). */
  actorId: number | null;
  module: ActivityModule;
  action: ActivityAction;
  object: {
    /** What kind of object, singular and stable: "user", "location", "product", "sds", "request", … */
    type: string;
    id: string | number | null;
    /** Its name at the time, so the trail still reads after it is renamed or deleted. */
    label: string;
  };
  /** The object's fields before the change (omit for a creation). */
  before?: ActivityFields;
  /** Its fields after the change (omit for a deletion). */
  after?: ActivityFields;
}

/**
 * Writes one change to the audit trail. Call it with the transaction that makes the change, so the change
 * and its record commit or fail together. With both before and after, only the fields that differ are
 * kept; an update that changed nothing records nothing. Long texts are cut (ACTIVITY_TEXT_LIMIT).
 * Personal data that is not the object's own (passwords, tokens, file contents) never goes in here.
 */
export async function recordActivity(db: ActivityWriter, entry: ActivityEntry): Promise<void> {
  await recordActivities(db, [entry]);
}

/** Writes several changes of one transaction in one statement (a change of many rows at once). */
export async function recordActivities(db: ActivityWriter, entries: readonly ActivityEntry[]): Promise<void> {
  const rows = entries.flatMap((entry) => {
    let before = entry.before;
    let after = entry.after;
    if (before && after) {
      const changed = changedFields(before, after);
      if (Object.keys(changed.before).length === 0 && Object.keys(changed.after).length === 0) return [];
      before = changed.before;
      after = changed.after;
    }
    const objectId = entry.object.id === null ? null : String(entry.object.id);
    return [
      sql`(${entry.companyId}::int, ${entry.actorId}::int, ${entry.module}, ${entry.action}, ${entry.object.type},
        ${objectId}, ${entry.object.label.slice(0, 200)},
        ${before ? JSON.stringify(boundedFields(before)) : null}::jsonb,
        ${after ? JSON.stringify(boundedFields(after)) : null}::jsonb)`,
    ];
  });
  if (rows.length === 0) return;
  await db.execute(sql`
    INSERT INTO activities (company_id, actor_id, module, action, object_type, object_id, object_label, before, after)
    VALUES ${sql.join(rows, sql`, `)}`);
}
