import { sql } from "drizzle-orm";
import { localeOf } from "../../core/languages";
import type { Executor } from "../locations/tree";
import { locationInScope, type LocationScope } from "../locations/scope";

/** At most this many descriptions the preview offers (the current ones, by title). */
export const PREVIEW_CHOICES_LIMIT = 200;

export interface PreviewChoice {
  id: number;
  title: string;
  /** The language's locale (core/languages.ts). */
  language: string;
  location: string;
}

/**
 * The descriptions the preview can print: the current, not archived versions at locations in the caller's
 * top nodes, by title.
 */
export async function previewChoices(db: Executor, scope: LocationScope): Promise<PreviewChoice[]> {
  const result = await db.execute(sql`
    SELECT w.id, w.title, w.language_id, l.name AS location_name
    FROM workplace_descriptions w
    JOIN locations l ON l.company_id = w.company_id AND l.id = w.location_id
    WHERE w.company_id = ${scope.companyId} AND w.superseded_by_id IS NULL AND w.archived_at IS NULL
      AND ${locationInScope(scope, sql`w.location_id`)}
    ORDER BY lower(w.title), w.id
    LIMIT ${PREVIEW_CHOICES_LIMIT}`);
  return (result.rows as Record<string, unknown>[]).map((row) => ({
    id: Number(row.id),
    title: String(row.title),
    language: localeOf(Number(row.language_id)),
    location: String(row.location_name),
  }));
}
