import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  isKnownStatement,
  STATEMENTS_NOTICE,
  statementsFor,
  statementText,
} from "../../api/products/statements";
import { PICTOGRAM_TEXT_KEYS, PICTOGRAMS, pictogramUrl } from "../../core/ghs/pictograms";
import { en } from "../../core/texts/en";

const referenceFile = (language: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../reference/hpstatements/hpstatements-${language}-latest.json`, import.meta.url),
      "utf8",
    ),
  ) as { _licenseShort: string; codes: string[] };

describe("CLP statement texts", () => {
  it("gives H225 in English (language 4)", () => {
    expect(statementText("H225", 4)).toEqual({
      code: "H225",
      text: "Highly flammable liquid and vapour.",
      language: "en",
    });
  });

  it("gives the German text for German (language 6), different from English", () => {
    const german = statementText("H225", 6);
    expect(german?.language).toBe("de");
    expect(german?.text).toBeTruthy();
    expect(german?.text).not.toBe(statementText("H225", 4)?.text);
  });

  it("falls back to English for Norwegian (language 1) and unknown language ids", () => {
    expect(statementText("H225", 1)).toEqual(statementText("H225", 4));
    expect(statementText("H225", 99)?.language).toBe("en");
  });

  it("maps each language id to its data set language", () => {
    const languages = [2, 3, 4, 5, 6, 7, 8, 9, 10].map((id) => statementText("H225", id)?.language);
    expect(languages).toEqual(["sv", "da", "en", "fi", "de", "nl", "fr", "it", "es"]);
  });

  it("returns null for an unknown code", () => {
    expect(statementText("H999", 4)).toBeNull();
    expect(statementText("", 4)).toBeNull();
    expect(isKnownStatement("H999")).toBe(false);
    expect(isKnownStatement("H225")).toBe(true);
  });

  it("resolves combined P codes, also written with spaces", () => {
    const combined = statementText("P305+P351+P338", 4);
    expect(combined?.text).toMatch(/^IF IN EYES:/);
    expect(statementText("P305 + P351 + P338", 4)).toEqual(combined);
  });

  it("reads a combination the data set does not list as its parts' texts, in the language", () => {
    const parts = ["P301", "P310", "P331"].map((code) => statementText(code, 6)?.text);
    expect(statementText("P301 + P310 + P331", 6)).toEqual({
      code: "P301+P310+P331",
      text: parts.join(" "),
      language: "de",
    });
    expect(statementText("P301+P999", 6)).toBeNull();
    expect(statementText("H302+P264", 4)).toBeNull();
  });

  it("keeps case, which tells statements apart", () => {
    expect(statementText("H360Fd", 4)?.text).toBeTruthy();
    expect(statementText("H360Fd", 4)?.text).not.toBe(statementText("H360FD", 4)?.text);
  });

  it("returns placeholders as in the data", () => {
    expect(statementText("H373", 4)?.text).toContain("<");
  });

  it("has an English text for every code of the English file", () => {
    const { codes } = referenceFile("en");
    expect(codes.length).toBeGreaterThan(200);
    for (const code of codes) expect(statementText(code, 4), code).not.toBeNull();
  });

  it("lists several codes in their order, skipping unknown ones", () => {
    expect(statementsFor(["H319", "H999", "H225"], 6).map((s) => [s.code, s.language])).toEqual([
      ["H319", "de"],
      ["H225", "de"],
    ]);
    expect(statementsFor([], 4)).toEqual([]);
  });

  it("carries the data set's licence notice", () => {
    for (const language of ["en", "de", "sv"]) {
      expect(referenceFile(language)._licenseShort).toBe(STATEMENTS_NOTICE);
    }
  });
});

describe("GHS pictograms", () => {
  it("are the nine GHS01..GHS09 with a URL under /pictograms and a text key", () => {
    expect(PICTOGRAMS).toHaveLength(9);
    expect(pictogramUrl("GHS02")).toBe("/pictograms/GHS02.svg");
    for (const code of PICTOGRAMS) expect(Object.hasOwn(en, PICTOGRAM_TEXT_KEYS[code])).toBe(true);
  });

  it("exist in public/pictograms as SVG files", () => {
    for (const code of PICTOGRAMS) {
      const svg = readFileSync(new URL(`../../public${pictogramUrl(code)}`, import.meta.url), "utf8");
      expect(svg.trimStart(), code).toMatch(/^<(\?xml|svg)\b/);
      expect(svg, code).toContain("<svg");
    }
  });
});
