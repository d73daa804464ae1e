import type { Form, ReleaseLevel } from "./choices";

/**
 * How readily a product gets into the air: dustiness for solids, volatility for liquids (COSHH Essentials;
 * ILO International Chemical Control Toolkit, "Identification of the volatility/dustiness").
 */

/** Room temperature, the chart's baseline, when the assessor gives no process temperature. */
export const ROOM_TEMPERATURE_C = 20;

/**
 * Volatility of a liquid from its boiling point and the temperature it is used at, per the method's chart.
 * Its two lines: high volatility up to a boiling point of 2 × T + 10 °C, low from 5 × T + 50 °C (T the
 * process temperature in °C), medium between. At 20 °C that is high ≤ 50 °C, low > 150 °C. A boiling point
 * exactly on a line takes the band with more release: the cautious reading of a line drawn on a chart.
 * Returns null when the liquid is used at or above its boiling point: the method does not cover that.
 */
export function volatility(
  boilingPointC: number,
  processTemperatureC: number = ROOM_TEMPERATURE_C,
): ReleaseLevel | null {
  if (processTemperatureC >= boilingPointC) return null;
  if (boilingPointC <= 2 * processTemperatureC + 10) return "high";
  if (boilingPointC <= 5 * processTemperatureC + 50) return "medium";
  return "low";
}

/** Words for the physical state as SDS section 9 writes it, in the languages ChemSafe reads. */
const GAS_WORDS = ["gas", "gass", "kaasu", "gaz", "aerosol", "aérosol", "aerosool", "spray"];
const POWDER_WORDS = [
  "powder",
  "pulver",
  "pulveri",
  "jauhe",
  "poeder",
  "poudre",
  "polvere",
  "polvo",
  "dust",
  "støv",
  "damm",
  "staub",
];
const GRANULE_WORDS = [
  "granul",
  "granulat",
  "korrel",
  "rae",
  "crystal",
  "kristal",
  "krystal",
  "cristal",
  "cristall",
  "kiteinen",
];
const PELLET_WORDS = [
  "pellet",
  "tablet",
  "tablett",
  "flake",
  "flak",
  "schuppe",
  "wax",
  "voks",
  "vax",
  "wachs",
  "vaha",
  "cire",
  "cera",
  "schilfer",
  "écaille",
  "scaglie",
  "escama",
  "block",
  "piece",
  "stück",
];
const SOLID_WORDS = ["solid", "fest", "fast", "kiinte", "vast", "solide", "solido", "sólido"];
const LIQUID_WORDS = [
  "liquid",
  "flüssig",
  "væske",
  "vätska",
  "neste",
  "vloei",
  "liquide",
  "liquido",
  "líquido",
  "vaeske",
];

/** Lower case without accents, for matching an SDS's free text. */
function normalise(text: string): string {
  return text.toLowerCase().normalize("NFKD").replace(/\p{M}/gu, "");
}

/** Whether a word of the text starts with one of the words ("Flüssigkeit" with "flussig", "granulés" with "granul"). */
function has(words: readonly string[], keys: readonly string[]): boolean {
  return words.some((word) => keys.some((key) => word.startsWith(key)));
}

/**
 * The form and (for solids) the dustiness a product's physical state suggests: "liquid", "Flüssigkeit",
 * "powder", "fast stoff (granulat)". The assessor may change both; unknown text suggests nothing.
 * A powder suggests high dustiness (fine powders are the method's example of it), granules and crystals
 * medium, pellets, flakes and wax low.
 */
export function formFromPhysicalState(physicalState: string | null | undefined): {
  form: Form | null;
  dustiness: ReleaseLevel | null;
} {
  if (!physicalState) return { form: null, dustiness: null };
  const text = normalise(physicalState)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const plain = (words: readonly string[]) => words.map(normalise);
  if (has(text, plain(GAS_WORDS))) return { form: "gas", dustiness: null };
  if (has(text, plain(POWDER_WORDS))) return { form: "solid", dustiness: "high" };
  if (has(text, plain(GRANULE_WORDS))) return { form: "solid", dustiness: "medium" };
  if (has(text, plain(LIQUID_WORDS))) return { form: "liquid", dustiness: null };
  if (has(text, plain(PELLET_WORDS))) return { form: "solid", dustiness: "low" };
  if (has(text, plain(SOLID_WORDS))) return { form: "solid", dustiness: null };
  return { form: null, dustiness: null };
}
