/**
 * `npm run i18n:check`: fails (exit 1, one line per problem) when a text is
 * missing or empty in English or in any of the nine translations, when a
 * translation has a key English lacks or other placeholders, when a key has no
 * text page, or when app code calls t("…") with a key English lacks.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { en } from "../core/texts/en";
import { pageOfKey } from "../core/texts/pages";
import { checkTexts, type SourceFile } from "../core/texts/check";
import { TRANSLATIONS } from "../core/texts/translations";
import { TRANSLATED_LOCALES } from "../core/texts/types";

const root = fileURLToPath(new URL("..", import.meta.url));

function sourcesUnder(dir: string): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
    .map((path) => ({ path: relative(root, path), content: readFileSync(path, "utf8") }));
}

const sources = sourcesUnder(join(root, "app"));
const problems = checkTexts({ en, translations: TRANSLATIONS, pageOf: pageOfKey, sources });
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  console.error(`i18n:check: ${problems.length} problem${problems.length === 1 ? "" : "s"}`);
  process.exit(1);
}
const pages = new Set(Object.keys(en).map(pageOfKey));
console.log(
  `i18n:check: ${Object.keys(en).length} texts on ${pages.size} pages in ${TRANSLATED_LOCALES.length + 1} languages, ` +
    `${sources.length} source files: all good`,
);
