import { sql } from "drizzle-orm";
import { en } from "../core/texts/en";
import { pageOfKey } from "../core/texts/pages";
import { DEFAULT_LANGUAGE_ID, LANGUAGES } from "../core/languages";
import type { Database } from "./client";
import { TRANSLATIONS } from "../core/texts/translations";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "../core/texts/types";

export interface TextRow {
  languageId: number;
  page: number;
  key: string;
  text: string;
}

/** The language id of each translated locale (core/languages.ts). */
export function languageIdOf(locale: TranslatedLocale): number {
  const entry = Object.entries(LANGUAGES).find(([, language]) => language.locale === locale);
  if (!entry) throw new Error(`No language id for the locale "${locale}" in core/languages.ts`);
  return Number(entry[0]);
}

/** The page of a text key; throws for a key whose first segment has no page in core/texts/pages.ts. */
export function requirePage(key: string): number {
  const page = pageOfKey(key);
  if (page === undefined) {
    throw new Error(
      `The text key "${key}" has no page: add its prefix "${key.split(".")[0]}" to TEXT_PAGES in core/texts/pages.ts`,
    );
  }
  return page;
}

/**
 * Every row frontend_texts should hold: the built-in English (language 4) and
 * the nine translations. Only English keys count; empty translations are left
 * out, so those texts fall back to English.
 */
export function textRows(
  english: Record<string, string> = en,
  translations: Record<TranslatedLocale, Record<string, string>> = TRANSLATIONS,
): TextRow[] {
  const rows: TextRow[] = [];
  const pages = new Map<string, number>();
  for (const [key, text] of Object.entries(english)) {
    const page = requirePage(key);
    pages.set(key, page);
    rows.push({ languageId: DEFAULT_LANGUAGE_ID, page, key, text });
  }
  for (const locale of TRANSLATED_LOCALES) {
    const languageId = languageIdOf(locale);
    for (const [key, text] of Object.entries(translations[locale] ?? {})) {
      const page = pages.get(key);
      if (page === undefined || !text.trim()) continue;
      rows.push({ languageId, page, key, text });
    }
  }
  return rows;
}

/**
 * Brings frontend_texts in line with the texts in the code, in one
 * transaction: upserts every row (one INSERT … ON CONFLICT DO UPDATE over
 * unnest'ed arrays, so a single round trip however many texts there are) and
 * deletes the rows of keys (or key/page pairs) that no longer exist. Runs at
 * every start, after the migrations.
 */
export async function syncTexts(
  db: Database,
  rows: TextRow[] = textRows(),
): Promise<{ upserted: number; deleted: number }> {
  const languageIds = sql.param(rows.map((row) => row.languageId));
  const pages = sql.param(rows.map((row) => row.page));
  const keys = sql.param(rows.map((row) => row.key));
  const texts = sql.param(rows.map((row) => row.text));
  return db.transaction(async (tx) => {
    // Two processes starting at once (app and tests, say) take turns instead of deadlocking.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('chemsafe.frontend_texts'))`);
    const upserted = await tx.execute(sql`
      insert into frontend_texts (language_id, page, key, text)
      select * from unnest(${languageIds}::integer[], ${pages}::integer[], ${keys}::text[], ${texts}::text[])
      on conflict (language_id, page, key) do update set text = excluded.text
      where frontend_texts.text is distinct from excluded.text`);
    const deleted = await tx.execute(sql`
      delete from frontend_texts t
      where not exists (
        select 1 from unnest(${languageIds}::integer[], ${pages}::integer[], ${keys}::text[]) as n(language_id, page, key)
        where n.language_id = t.language_id and n.page = t.page and n.key = t.key
      )`);
    return { upserted: upserted.rowCount ?? 0, deleted: deleted.rowCount ?? 0 };
  });
}
