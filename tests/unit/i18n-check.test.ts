import { describe, expect, it } from "vitest";
import { checkTexts, keyUsagesOf, placeholdersOf, type TextsCheckInput } from "../../core/texts/check";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "../../core/texts/types";

const en = { "app.name": "ChemSafe", "main.welcome": "Welcome, {{name}}" };
const pageOf = (key: string) => ({ app: 1, main: 4 })[key.split(".")[0] ?? ""];

/** Every language translated like German, with changes for some. */
function fixture(changes: Partial<Record<TranslatedLocale, Record<string, string>>> = {}): TextsCheckInput {
  const translations = Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [
      locale,
      changes[locale] ?? { "app.name": "ChemSafe", "main.welcome": "Willkommen, {{name}}" },
    ]),
  ) as Record<TranslatedLocale, Record<string, string>>;
  return { en, translations, pageOf };
}

describe("checkTexts", () => {
  it("finds nothing wrong with complete texts", () => {
    expect(checkTexts(fixture())).toEqual([]);
  });

  it("reports a key a language lacks", () => {
    expect(checkTexts(fixture({ fi: { "app.name": "ChemSafe" } }))).toEqual([
      `fi: "main.welcome" is missing`,
    ]);
  });

  it("reports a translation key that English does not have", () => {
    expect(
      checkTexts(
        fixture({ nl: { "app.name": "ChemSafe", "main.welcome": "Welkom, {{name}}", "main.old": "Oud" } }),
      ),
    ).toEqual([`nl: "main.old" is not an English key`]);
  });

  it("reports placeholders that differ from English", () => {
    expect(
      checkTexts(fixture({ fr: { "app.name": "ChemSafe", "main.welcome": "Bienvenue, {{nom}}" } })),
    ).toEqual([`fr: "main.welcome" has the placeholders {nom} where English has {name}`]);
    expect(
      checkTexts(
        fixture({ es: { "app.name": "ChemSafe {{name}}", "main.welcome": "Le damos la bienvenida" } }),
      ),
    ).toEqual([
      `es: "app.name" has the placeholders {name} where English has {}`,
      `es: "main.welcome" has the placeholders {} where English has {name}`,
    ]);
  });

  it("reports empty texts in English and in translations", () => {
    const input = fixture({ sv: { "app.name": " ", "main.welcome": "Välkommen, {{name}}" } });
    expect(checkTexts({ ...input, en: { ...en, "app.tagline": "" } })).toEqual(
      expect.arrayContaining([`en: "app.tagline" is empty`, `sv: "app.name" is empty`]),
    );
  });

  it("reports an English key without a text page", () => {
    const input = fixture();
    const problems = checkTexts({ ...input, en: { ...en, "nowhere.title": "Lost" } });
    expect(problems[0]).toBe(
      `en: "nowhere.title" has no text page (add its prefix to TEXT_PAGES in core/texts/pages.ts)`,
    );
  });

  it("reports a language without any translations", () => {
    const input = fixture();
    delete input.translations.da;
    expect(checkTexts(input)).toEqual(["da: no translations at all"]);
  });

  it("reports t() keys in the sources that English lacks", () => {
    const content = [
      `const a = t("app.name");`,
      `const b = t('main.missing', { name });`,
      "const c = t(`permission.${flag}`);",
      "const d = t(`app.${part}`);",
      "const e = t(key); // dynamic: not checked",
      `const f = value.split("x"); i18n.t("app.gone");`,
    ].join("\n");
    const problems = checkTexts({ ...fixture(), sources: [{ path: "app/routes/x.tsx", content }] });
    expect(problems).toEqual([
      `app/routes/x.tsx:2: t("main.missing") is not an English key`,
      `app/routes/x.tsx:3: no English key starts with "permission."`,
      `app/routes/x.tsx:6: t("app.gone") is not an English key`,
    ]);
  });
});

describe("placeholdersOf and keyUsagesOf", () => {
  it("lists each placeholder once, sorted", () => {
    expect(placeholdersOf("{{b}} and {{ a }} and {{b}} on {{date, datetime}}")).toEqual(["a", "b", "date"]);
    expect(placeholdersOf("no values")).toEqual([]);
  });

  it("reads literal keys and the static prefix of template keys", () => {
    expect(keyUsagesOf('t("a.b")\nt(`c.${d}`)\nt(`e.f`)\nt(`${g}`)')).toEqual([
      { line: 1, key: "a.b" },
      { line: 2, prefix: "c." },
      { line: 3, key: "e.f" },
    ]);
  });
});
