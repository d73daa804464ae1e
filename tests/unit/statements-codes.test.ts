import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isKnownStatement } from "../../api/products/statements";
import { CLP_STATEMENT_CODES, isClpStatementCode } from "../../core/ghs/clp-statement-codes";

const englishCodes = (
  JSON.parse(
    readFileSync(
      new URL("../../reference/hpstatements/hpstatements-en-latest.json", import.meta.url),
      "utf8",
    ),
  ) as { codes: string[] }
).codes;

describe("the CLP statement codes of the forms", () => {
  it("are the codes of the statement texts", () => {
    expect([...CLP_STATEMENT_CODES]).toEqual(englishCodes);
    for (const code of CLP_STATEMENT_CODES) expect(isKnownStatement(code), code).toBe(true);
  });

  it("ignore spaces, upper-case the prefixes and keep the suffix letters as printed", () => {
    expect(isClpStatementCode("P305 + P351 + P338")).toBe(true);
    expect(isClpStatementCode("H360Fd")).toBe(true);
    expect(isClpStatementCode("h225")).toBe(true);
    expect(isClpStatementCode("euh066")).toBe(true);
    expect(isClpStatementCode("H360fd")).toBe(false);
    expect(isClpStatementCode("H999")).toBe(false);
  });

  it("accept combinations of known codes of one kind that the regulation does not list", () => {
    expect(CLP_STATEMENT_CODES).not.toContain("P301+P310+P331");
    expect(isClpStatementCode("P301 + P310 + P331")).toBe(true);
    expect(isKnownStatement("P301+P310+P331")).toBe(true);
    expect(isClpStatementCode("H302 + H332")).toBe(true);
    expect(isClpStatementCode("H225+H319")).toBe(true);
    for (const wrong of ["P301+P999", "H302+P264", "P264+P264", "EUH066+H225", "H225+EUH066", "P301+"]) {
      expect(isClpStatementCode(wrong), wrong).toBe(false);
      expect(isKnownStatement(wrong), wrong).toBe(false);
    }
  });
});
