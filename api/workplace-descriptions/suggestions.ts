import { sql } from "drizzle-orm";
import {
  WPD_SUGGESTION_MAX,
  WPD_SUGGESTIONS_ENTRIES,
  WPD_SUGGESTIONS_PER_SECTION,
  WPD_SUGGESTIONS_TTL_MS,
} from "../../core/workplace-descriptions/limits";
import { isWpdSection, WPD_SECTIONS, type WpdSection } from "../../core/workplace-descriptions/sections";
import { locationInScope, type LocationScope } from "../locations/scope";
import type { Executor } from "../locations/tree";

/**
 * The form's suggestions: for each section, the texts the company's current descriptions in a language
 * already use, the most used first (a company's standard phrases: "Wear nitrile gloves." in every
 * description of a solvent), at most WPD_SUGGESTIONS_PER_SECTION each and none longer than
 * WPD_SUGGESTION_MAX. Only descriptions at locations the caller sees count.
 *
 * Kept in memory for five minutes per company, language and top nodes: the form asks on every visit and the
 * answer changes only when a description is saved. A save in this process drops the company's entries at
 * once (`forgetSuggestions`); another process's save shows within the five minutes. At most
 * WPD_SUGGESTIONS_ENTRIES entries: the oldest goes first.
 */

export type Suggestions = Record<WpdSection, string[]>;

interface Entry {
  expires: number;
  value: Suggestions;
}

const cache = new Map<string, Entry>();

const keyOf = (scope: LocationScope, languageId: number) =>
  `${scope.companyId}:${languageId}:${scope.roots === null ? "*" : [...scope.roots].sort((a, b) => a - b).join(",")}`;

/** Drops the company's cached suggestions (after it saves a description). */
export function forgetSuggestions(companyId: number): void {
  for (const key of cache.keys()) if (key.startsWith(`${companyId}:`)) cache.delete(key);
}

/** For tests: the number of cached entries. */
export const cachedSuggestionEntries = () => cache.size;

async function readSuggestions(db: Executor, scope: LocationScope, languageId: number): Promise<Suggestions> {
  const result = await db.execute(sql`
    SELECT section, text FROM (
      SELECT s.key AS section, s.value AS text,
        row_number() OVER (PARTITION BY s.key ORDER BY count(*) DESC, max(w.updated_at) DESC, s.value) AS rank
      FROM workplace_descriptions w
      CROSS JOIN LATERAL jsonb_each_text(w.sections) s
      WHERE w.company_id = ${scope.companyId} AND w.language_id = ${languageId}
        AND w.superseded_by_id IS NULL AND w.archived_at IS NULL
        AND ${locationInScope(scope, sql`w.location_id`)}
        AND length(btrim(s.value)) BETWEEN 1 AND ${WPD_SUGGESTION_MAX}
      GROUP BY s.key, s.value
    ) ranked
    WHERE rank <= ${WPD_SUGGESTIONS_PER_SECTION}
    ORDER BY section, rank`);
  const out = Object.fromEntries(WPD_SECTIONS.map((section) => [section, [] as string[]])) as Suggestions;
  for (const row of result.rows as { section: string; text: string }[]) {
    if (isWpdSection(row.section)) out[row.section].push(String(row.text));
  }
  return out;
}

export async function suggestionsFor(
  db: Executor,
  scope: LocationScope,
  languageId: number,
  now = Date.now(),
): Promise<Suggestions> {
  const key = keyOf(scope, languageId);
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value;
  cache.delete(key);
  const value = await readSuggestions(db, scope, languageId);
  while (cache.size >= WPD_SUGGESTIONS_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
  cache.set(key, { expires: now + WPD_SUGGESTIONS_TTL_MS, value });
  return value;
}
