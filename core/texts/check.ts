import { TRANSLATED_LOCALES, type TranslatedLocale } from "./types";

/** A source file to scan for `t("…")` calls. */
export interface SourceFile {
  path: string;
  content: string;
}

export interface TextsCheckInput {
  /** The built-in English texts (core/texts/en.ts). */
  en: Record<string, string>;
  /** The nine translations, merged across areas (core/texts/translations.ts). */
  translations: Partial<Record<TranslatedLocale, Record<string, string>>>;
  /** The text page of a key (core/texts/pages.ts). */
  pageOf: (key: string) => number | undefined;
  /** App sources whose literal `t("…")` keys must exist in English. */
  sources?: SourceFile[];
}

/** The `{{name}}` placeholders of a text, sorted, each once (`{{ name, format }}` counts as `name`). */
export function placeholdersOf(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((match) => match[1] ?? "");
  return [...new Set(names)].sort();
}

/**
 * The keys a source passes to `t(…)`: string literals as they are, and the
 * static prefix of template literals (`t(\`permission.${flag}\`)` → a
 * `prefix` "permission."). Keys built any other way are not seen.
 */
export function keyUsagesOf(content: string): { line: number; key?: string; prefix?: string }[] {
  const usages: { line: number; key?: string; prefix?: string }[] = [];
  const pattern = /\bt\(\s*(?:"([^"\\\n]*)"|'([^'\\\n]*)'|`([^`\\]*)`)/g;
  for (const match of content.matchAll(pattern)) {
    const line = content.slice(0, match.index).split("\n").length;
    const literal = match[1] ?? match[2];
    if (literal !== undefined) {
      usages.push({ line, key: literal });
      continue;
    }
    const template = match[3] ?? "";
    const dynamic = template.indexOf("${");
    if (dynamic === -1) usages.push({ line, key: template });
    else if (dynamic > 0) usages.push({ line, prefix: template.slice(0, dynamic) });
  }
  return usages;
}

/**
 * Every problem with the texts, one line each; empty when all is well:
 * empty English texts, keys without a page, translation keys that are not
 * English keys, keys missing or empty in one of the nine languages,
 * placeholders that differ from English, and `t("…")` keys in the sources
 * that English lacks.
 */
export function checkTexts({ en, translations, pageOf, sources = [] }: TextsCheckInput): string[] {
  const problems: string[] = [];
  for (const [key, text] of Object.entries(en)) {
    if (!text.trim()) problems.push(`en: "${key}" is empty`);
    if (pageOf(key) === undefined) {
      problems.push(`en: "${key}" has no text page (add its prefix to TEXT_PAGES in core/texts/pages.ts)`);
    }
  }
  for (const locale of TRANSLATED_LOCALES) {
    const texts = translations[locale];
    if (!texts) {
      problems.push(`${locale}: no translations at all`);
      continue;
    }
    for (const key of Object.keys(texts)) {
      if (!Object.hasOwn(en, key)) problems.push(`${locale}: "${key}" is not an English key`);
    }
    for (const [key, english] of Object.entries(en)) {
      const text = texts[key];
      if (text === undefined) {
        problems.push(`${locale}: "${key}" is missing`);
        continue;
      }
      if (!text.trim()) {
        problems.push(`${locale}: "${key}" is empty`);
        continue;
      }
      const expected = placeholdersOf(english).join(", ");
      const actual = placeholdersOf(text).join(", ");
      if (expected !== actual) {
        problems.push(`${locale}: "${key}" has the placeholders {${actual}} where English has {${expected}}`);
      }
    }
  }
  const keys = Object.keys(en);
  for (const { path, content } of sources) {
    for (const usage of keyUsagesOf(content)) {
      if (usage.key !== undefined && !Object.hasOwn(en, usage.key)) {
        problems.push(`${path}:${usage.line}: t("${usage.key}") is not an English key`);
      }
      const prefix = usage.prefix;
      if (prefix !== undefined && !keys.some((key) => key.startsWith(prefix))) {
        problems.push(`${path}:${usage.line}: no English key starts with "${prefix}"`);
      }
    }
  }
  return problems;
}
