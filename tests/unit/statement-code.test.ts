import { describe, expect, it } from "vitest";
import {
  isKnownCode,
  normaliseStatementCode,
  splitStatementCodes,
  statementKind,
} from "../../core/ghs/statement-code";
import { isClpStatementCode } from "../../core/ghs/clp-statement-codes";
import { isHazardCode, isPrecautionaryCode } from "../../core/sds-rules";

/** core/ghs/statement-code.ts: the one rule for statement codes as typed and as printed. */

describe("normaliseStatementCode", () => {
  it.each([
    ["H302 + H332", "H302+H332"],
    ["H302+H332", "H302+H332"],
    ["H302 +H332", "H302+H332"],
    ["P305 + P351 + P338", "P305+P351+P338"],
    ["P301+P310+P331", "P301+P310+P331"],
    ["P370 + P380 + P375 + P378", "P370+P380+P375+P378"],
    ["EUH066", "EUH066"],
    ["euh066", "EUH066"],
    ["Euh208", "EUH208"],
    ["h225", "H225"],
    ["p305 + p351 + p338", "P305+P351+P338"],
    ["H 302", "H302"],
    ["H360Fd", "H360Fd"],
    ["h360Fd", "H360Fd"],
    ["H361d", "H361d"],
    ["H360D", "H360D"],
    ["H350i", "H350i"],
    // Suffix letters stay as printed: they are part of the statement.
    ["H360fd", "H360fd"],
  ])("%j → %j", (raw, expected) => {
    expect(normaliseStatementCode(raw)).toBe(expected);
  });
});

describe("splitStatementCodes", () => {
  it("splits on commas, semicolons and white space but keeps spaced combinations whole", () => {
    expect(splitStatementCodes("H302 + H332, H315; H319\nEUH066  h336")).toEqual([
      "H302+H332",
      "H315",
      "H319",
      "EUH066",
      "H336",
    ]);
    expect(splitStatementCodes("P301 + P310 + P331, P305+P351+P338 P210")).toEqual([
      "P301+P310+P331",
      "P305+P351+P338",
      "P210",
    ]);
  });

  it("drops duplicates, also ones that differ only in spaces or prefix case", () => {
    expect(splitStatementCodes("H302+H332, h302 + h332, H225")).toEqual(["H302+H332", "H225"]);
  });

  it("answers nothing for no text", () => {
    expect(splitStatementCodes(undefined)).toEqual([]);
    expect(splitStatementCodes(" , ; ")).toEqual([]);
  });
});

describe("statementKind (the form of a code)", () => {
  it.each([
    ["H225", "hazard"],
    ["H302+H332", "hazard"],
    ["H360Fd", "hazard"],
    ["EUH066", "hazard"],
    ["EUH201A", "hazard"],
    ["P210", "precautionary"],
    ["P301+P310+P331", "precautionary"],
    ["H302+P264", null],
    ["EUH066+H225", null],
    ["P210a", null],
    ["H22", null],
    ["P301+", null],
    ["GHS02", null],
  ])("%j is %j", (code, kind) => {
    expect(statementKind(code)).toBe(kind);
  });

  it("is what the product forms check before the list", () => {
    expect(isHazardCode("H302+H332")).toBe(true);
    expect(isHazardCode("P210")).toBe(false);
    expect(isPrecautionaryCode("P301+P310+P331")).toBe(true);
    expect(isPrecautionaryCode("H225")).toBe(false);
  });
});

describe("isKnownCode", () => {
  const listed = new Set(["H302", "H332", "H302+H332", "P301", "P310", "P331", "EUH066"]);
  const known = (code: string) => isKnownCode(code, (part) => listed.has(part));

  it("knows listed codes and combinations of listed codes of one kind", () => {
    expect(known("H302+H332")).toBe(true);
    expect(known("H332+H302")).toBe(true);
    expect(known("P301+P310+P331")).toBe(true);
    expect(known("EUH066")).toBe(true);
  });

  it("refuses unknown parts, repeated parts, mixed kinds and combined EUH codes", () => {
    expect(known("P301+P999")).toBe(false);
    expect(known("P301+P301")).toBe(false);
    expect(known("H302+P301")).toBe(false);
    expect(known("EUH066+H302")).toBe(false);
    expect(known("H999")).toBe(false);
  });

  it("is the rule of the CLP list the forms use", () => {
    expect(isClpStatementCode("H302 + H332")).toBe(true);
    expect(isClpStatementCode("P301+P310+P331")).toBe(true);
    expect(isClpStatementCode("P301+P310+P999")).toBe(false);
  });
});
