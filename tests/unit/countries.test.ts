import { describe, expect, it } from "vitest";
import { COUNTRIES, countryCode, countryId } from "../../core/countries";

describe("country ids", () => {
  it("map to two-letter codes, the first ten alongside the language ids", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(countryCode)).toEqual([
      "NO",
      "SE",
      "DK",
      "GB",
      "FI",
      "DE",
      "NL",
      "FR",
      "IT",
      "ES",
    ]);
    expect(countryCode(999)).toBeUndefined();
  });
  it("are unique two-letter codes both ways", () => {
    const codes = Object.values(COUNTRIES);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(countryId("no")).toBe(1);
    expect(countryId(" de ")).toBe(6);
    expect(countryId("XX")).toBeUndefined();
  });
});
