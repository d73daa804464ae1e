/**
 * Country ids and the two-letter (ISO 3166-1 alpha-2) codes they map to.
 * The first ten follow the language ids of the same countries, then come the
 * other markets ChemSafe serves (docs/decisions/011-country-ids.md). Ids never change meaning; new countries get new ids.
 */
export const COUNTRIES: Readonly<Record<number, string>> = {
  1: "NO",
  2: "SE",
  3: "DK",
  4: "GB",
  5: "FI",
  6: "DE",
  7: "NL",
  8: "FR",
  9: "IT",
  10: "ES",
  11: "IS",
  12: "IE",
  13: "BE",
  14: "LU",
  15: "AT",
  16: "CH",
  17: "PL",
  18: "EE",
  19: "LV",
  20: "LT",
  21: "PT",
  22: "CZ",
  23: "US",
};

/** The two-letter code of a country id, or undefined for an unknown id. */
export function countryCode(id: number): string | undefined {
  return COUNTRIES[id];
}

/** The country id of a two-letter code (any case), or undefined. */
export function countryId(code: string): number | undefined {
  const wanted = code.trim().toUpperCase();
  const found = Object.entries(COUNTRIES).find(([, value]) => value === wanted);
  return found ? Number(found[0]) : undefined;
}
