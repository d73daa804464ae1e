import { describe, expect, it } from "vitest";
import { MANDATORY_SUBSECTIONS, SUBSECTION_NUMBERS } from "../../core/publisher/annex-ii";
import { expectedSignalWord, sheetProblems, type SheetForChecks } from "../../core/publisher/checks";

/** A sheet with every subsection filled, acetone-like statements and the label that goes with them. */
function sheet(overrides: Partial<SheetForChecks> = {}): SheetForChecks {
  return {
    languageId: 6,
    sections: Object.fromEntries(SUBSECTION_NUMBERS.map((number) => [number, `Text of ${number}`])),
    phrases: [
      { subsection: "2.2", sentenceId: null, statementCode: "H225" },
      { subsection: "2.2", sentenceId: null, statementCode: "H319" },
      { subsection: "2.2", sentenceId: null, statementCode: "H336" },
      { subsection: "7.2", sentenceId: 5, statementCode: null, code: "C-001", languages: [4, 6] },
    ],
    substances: [{ name: "Acetone", cas: "67-64-1" }],
    signalWord: "Danger",
    pictograms: ["GHS02", "GHS07"],
    ...overrides,
  };
}

describe("checks before publishing", () => {
  it("passes a complete, consistent sheet", () => {
    expect(sheetProblems(sheet())).toEqual([]);
  });

  it("names an empty section once, and a mandatory subsection left empty in a section that has text", () => {
    const sections = { ...sheet().sections };
    for (const number of ["10.1", "10.2", "10.3", "10.4", "10.5", "10.6", "7.1"]) delete sections[number];
    const problems = sheetProblems(sheet({ sections }));
    expect(problems).toEqual([
      { code: "sectionEmpty", section: 10 },
      { code: "subsectionEmpty", subsection: "7.1" },
    ]);
    expect(MANDATORY_SUBSECTIONS).toContain("7.1");
  });

  it("counts a phrase as filling its subsection and the composition as filling section 3", () => {
    const sections = { ...sheet().sections };
    delete sections["7.2"];
    delete sections["3.1"];
    delete sections["3.2"];
    expect(sheetProblems(sheet({ sections }))).toEqual([]);
    expect(sheetProblems(sheet({ sections, substances: [] }))).toContainEqual({
      code: "sectionEmpty",
      section: 3,
    });
  });

  it("wants Danger when one statement takes it, Warning when only weaker ones, none without statements", () => {
    expect(expectedSignalWord(["H226", "H314"])).toEqual({ word: "Danger", either: false });
    expect(expectedSignalWord(["H319", "H336"])).toEqual({ word: "Warning", either: false });
    expect(expectedSignalWord(["H228"])).toEqual({ word: "Warning", either: true });
    expect(expectedSignalWord(["H412", "EUH066"])).toEqual({ word: null, either: false });
    expect(sheetProblems(sheet({ signalWord: "Warning" }))).toEqual([
      { code: "signalWord", expected: "Danger" },
    ]);
    const noHazards = sheet({ phrases: [], pictograms: [] });
    expect(sheetProblems({ ...noHazards, signalWord: null })).toEqual([]);
    expect(sheetProblems(noHazards)).toEqual([{ code: "signalWord", expected: null }]);
  });

  it("accepts either word for a statement of two categories", () => {
    const phrases = [{ subsection: "2.2", sentenceId: null, statementCode: "H228" }];
    expect(sheetProblems(sheet({ phrases, pictograms: ["GHS02"], signalWord: "Danger" }))).toEqual([]);
    expect(sheetProblems(sheet({ phrases, pictograms: ["GHS02"], signalWord: "Warning" }))).toEqual([]);
  });

  it("wants the pictograms of the statements after the precedence rules, and no others", () => {
    expect(sheetProblems(sheet({ pictograms: ["GHS02"] }))).toEqual([
      { code: "pictogramMissing", pictogram: "GHS07" },
    ]);
    expect(sheetProblems(sheet({ pictograms: ["GHS02", "GHS07", "GHS09"] }))).toEqual([
      { code: "pictogramExtra", pictogram: "GHS09" },
    ]);
    // Corrosive: GHS05 takes the place of GHS07 for irritation, which may still be printed for H336.
    const corrosive = [
      { subsection: "2.2", sentenceId: null, statementCode: "H314" },
      { subsection: "2.2", sentenceId: null, statementCode: "H315" },
    ];
    expect(sheetProblems(sheet({ phrases: corrosive, pictograms: ["GHS05"] }))).toEqual([]);
  });

  it("refuses a CAS number with a wrong check digit", () => {
    expect(sheetProblems(sheet({ substances: [{ name: "Acetone", cas: "67-64-2" }] }))).toEqual([
      { code: "cas", substance: "Acetone", cas: "67-64-2" },
    ]);
  });

  it("wants every company phrase translated into the sheet's language", () => {
    expect(sheetProblems(sheet({ languageId: 8 }))).toEqual([{ code: "untranslated", phrase: "C-001" }]);
  });
});
