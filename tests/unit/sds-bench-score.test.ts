import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  articleNumberMatches,
  compareSets,
  corpusDirOf,
  corpusPdfPath,
  corpusSheets,
  DEFAULT_CORPUS,
  IDENTITY_COMPARISONS,
  identityPairs,
  normaliseName,
  percent,
  percentile,
  productNameMatches,
  readTruth,
  scalarScore,
  setScore,
  sha256Of,
  type TruthSheet,
} from "../../bench/sds-score";

describe("precision and recall over code sets", () => {
  it("counts right, wrong and missed codes, each code once", () => {
    const comparison = compareSets(["H225", "H319", "H336"], ["H225", "H319", "H319", "H304"]);
    expect(comparison).toMatchObject({
      true_positives: 2,
      false_positives: 1,
      false_negatives: 1,
      wrong: ["H304"],
      missed: ["H336"],
      exact: false,
    });
    expect(compareSets(["P260", "P260"], ["P260"]).exact).toBe(true);
  });

  it("micro-averages over all sheets' codes, with the share of sheets exactly right", () => {
    const score = setScore([
      compareSets(["H220", "H280"], ["H220", "H280"]),
      compareSets(["H225"], ["H225", "H300", "H310", "H330"]),
      compareSets([], []),
    ]);
    // 3 right, 3 wrong, 0 missed: one sheet with many wrong codes weighs by its codes, not as one sheet.
    expect(score).toMatchObject({ sheets: 3, exact_sheets: 2, true_positives: 3, false_positives: 3 });
    expect(score.precision).toBe(0.5);
    expect(score.recall).toBe(1);
  });

  it("has no precision when nothing was found and no recall when nothing was to be found", () => {
    const nothingFound = setScore([compareSets(["GHS02"], [])]);
    expect(nothingFound.precision).toBeNull();
    expect(nothingFound.recall).toBe(0);
    expect(setScore([compareSets([], [])]).recall).toBeNull();
    expect(percent(null)).toBe("—");
    expect(percent(0.9876)).toBe("98.8 %");
  });
});

describe("combined codes", () => {
  it("compares a combination as one item, whatever the spaces", () => {
    expect(compareSets(["P305+P351+P338"], ["P305 + P351 +P338"]).exact).toBe(true);
    // Found as single codes, the combination is missed and the parts are wrong.
    expect(compareSets(["P301+P310"], ["P301", "P310"])).toMatchObject({
      true_positives: 0,
      false_positives: 2,
      false_negatives: 1,
    });
  });

  it("splits every combination into single codes on both sides when asked", () => {
    expect(compareSets(["P301+P310", "P280"], ["P301", "P310", "P280"], { split: true }).exact).toBe(true);
    expect(compareSets(["P301+P310"], ["P301"], { split: true })).toMatchObject({
      true_positives: 1,
      false_negatives: 1,
    });
  });

  it("keeps the case of a suffix: H360D and H360d are different statements", () => {
    expect(compareSets(["H360D"], ["H360d"]).exact).toBe(false);
  });
});

describe("single values", () => {
  it("scores given values, expected values and agreement", () => {
    const score = scalarScore<string>([
      { truth: "Danger", found: "Danger" },
      { truth: "Warning", found: null },
      { truth: null, found: "Warning" },
      { truth: null, found: null },
    ]);
    expect(score).toMatchObject({ sheets: 4, correct_sheets: 2, given: 2, expected: 2, right: 1 });
    expect(score.precision).toBe(0.5);
    expect(score.recall).toBe(0.5);
    expect(score.accuracy).toBe(0.5);
  });

  it("takes the nearest-rank percentile", () => {
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile([5, 1, 4, 2, 3], 95)).toBe(5);
    expect(percentile([], 50)).toBe(0);
  });
});

describe("identity fields", () => {
  it("compares names without case, runs of spaces, ®, ™ and punctuation at the ends", () => {
    expect(normaliseName("  Clorox®  Germicidal Bleach ")).toBe("clorox germicidal bleach");
    expect(IDENTITY_COMPARISONS.supplier("ExxonMobil Chemical Company", "EXXONMOBIL  CHEMICAL COMPANY")).toBe(
      true,
    );
    expect(IDENTITY_COMPARISONS.supplier("Castrol India Limited", "Castrol India Limited,")).toBe(true);
    expect(IDENTITY_COMPARISONS.supplier("Fisher Scientific", "Acros Organics")).toBe(false);
  });

  it("takes a product name with at most two form or grade words after the truth's", () => {
    expect(productNameMatches("EXXSOL™ METHYLPENTANE", "Exxsol methylpentane")).toBe(true);
    expect(productNameMatches("Propane", "Propane, liquefied")).toBe(true);
    expect(productNameMatches("Nitric acid", "Nitric acid 65 % solution")).toBe(true);
    // Another word, a longer tail, or a word glued on is another product.
    expect(productNameMatches("Propane", "Propane mixture")).toBe(false);
    expect(productNameMatches("Acetone", "Acetone technical grade pure")).toBe(false);
    expect(productNameMatches("Propan", "Propanol")).toBe(false);
    expect(productNameMatches("Carbon monoxide", "Carbon")).toBe(false);
  });

  it("takes one of the listed article numbers or the whole list, whatever the separators", () => {
    const listed = "A407-1; A407-4; A407RB-19";
    expect(articleNumberMatches(listed, "A407-4")).toBe(true);
    expect(articleNumberMatches(listed, "A407-1, A407-4; A407RB-19")).toBe(true);
    expect(articleNumberMatches(listed, "A407-1; A407-4")).toBe(false);
    expect(articleNumberMatches(listed, "A407")).toBe(false);
  });

  it("scores the SDS number only where the truth has no article number", () => {
    const base = readTruth().sheets[0]!;
    const rows = [
      {
        truth: { ...base, article_no: null, sds_number: "300000000023" },
        found: { ...found(), sds_number: "300000000023" },
      },
      {
        truth: { ...base, article_no: "467969-BE04", sds_number: null },
        found: { ...found(), sds_number: "467969" },
      },
    ];
    expect(identityPairs("sds_number", rows)).toEqual([{ truth: "300000000023", found: "300000000023" }]);
    expect(identityPairs("version", rows)).toHaveLength(2);
  });

  it("counts no value where the truth has none as agreeing, and a value there as wrong", () => {
    const score = scalarScore<string>(
      [
        { truth: "Propane", found: "Propane, liquefied" },
        { truth: null, found: null },
        { truth: null, found: "Butane" },
        { truth: "Neon", found: null },
      ],
      productNameMatches,
    );
    expect(score).toMatchObject({ sheets: 4, correct_sheets: 2, given: 2, right: 1, expected: 2 });
    expect(score.accuracy).toBe(0.5);
  });
});

function found() {
  return {
    product_name: null,
    supplier: null,
    article_no: null,
    sds_number: null,
    version: null,
    revision_date: null,
    language: null,
    market: null,
  };
}

describe("the corpus", () => {
  const dir = mkdtempSync(join(tmpdir(), "sds-corpus-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is --corpus, else SDS_CORPUS, else the default", () => {
    expect(corpusDirOf(["--corpus", "/data/sds"], { SDS_CORPUS: "/env/sds" })).toBe("/data/sds");
    expect(corpusDirOf([], { SDS_CORPUS: "/env/sds" })).toBe("/env/sds");
    expect(corpusDirOf([], {})).toBe(DEFAULT_CORPUS);
    expect(() => corpusDirOf(["--corpus"], {})).toThrow(/needs a directory/);
  });

  it("is absent without a pdfs folder", () => {
    expect(corpusSheets(join(dir, "nowhere"), readTruth().sheets)).toBeNull();
  });

  it("scores only files whose sha256 is the truth's", () => {
    const right = new TextEncoder().encode("%PDF-1.4 right bytes");
    const sheet = (bytes: Uint8Array): TruthSheet => ({ ...readTruth().sheets[0]!, sha256: sha256Of(bytes) });
    const present = sheet(right);
    const changed = sheet(new TextEncoder().encode("%PDF-1.4 the bytes the truth was made from"));
    const missing = sheet(new TextEncoder().encode("%PDF-1.4 never written"));
    mkdirSync(join(dir, "pdfs"), { recursive: true });
    writeFileSync(corpusPdfPath(dir, present.sha256), right);
    writeFileSync(corpusPdfPath(dir, changed.sha256), new TextEncoder().encode("%PDF-1.4 other bytes"));

    const found = corpusSheets(dir, [present, changed, missing]);
    expect(found?.present.map((entry) => entry.sheet)).toEqual([present]);
    expect(found?.mismatched).toEqual([changed]);
    expect(found?.missing).toEqual([missing]);
  });
});

describe("the truth file", () => {
  const { sheets } = readTruth();

  it("names each PDF once by its full sha256 and where it came from", () => {
    expect(sheets.length).toBe(53);
    expect(new Set(sheets.map((sheet) => sheet.sha256)).size).toBe(sheets.length);
    for (const sheet of sheets) {
      expect(sheet.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(sheet.source.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(sheet.source.repo).toMatch(/^[\w.-]+\/[\w.-]+$/);
    }
  });

  it("writes codes as the benchmark compares them: no spaces, combinations joined by +", () => {
    const codes = sheets.flatMap((sheet) => [
      ...sheet.h_statements,
      ...(sheet.p_statements ?? []),
      ...sheet.pictograms,
    ]);
    for (const code of codes)
      expect(code).toMatch(/^(?:(?:EUH|H|P)\d{3}[A-Za-z]{0,2}(?:\+P\d{3})*|GHS0[1-9])$/);
  });
});
