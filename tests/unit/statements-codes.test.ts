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

  it("ignore spaces and keep case", () => {
    expect(isClpStatementCode("P305 + P351 + P338")).toBe(true);
    expect(isClpStatementCode("H360Fd")).toBe(true);
    expect(isClpStatementCode("h225")).toBe(false);
    expect(isClpStatementCode("H999")).toBe(false);
  });
});
