import type { AmountUnit } from "../products";

/**
 * Converting a held amount to the report's common unit, the kilogram. A mass converts directly; a volume
 * converts with the product's density, when its sheet gives one, and otherwise stays in litres, marked
 * "no density" (a litre of petrol is not a kilogram); pieces do not convert. Densities are g/cm³
 * (= kg/L); a sheet that prints only a relative density (water = 1) gives the same number.
 */
export type UnitKind = "mass" | "volume" | "count";

/** Each unit's kind and its factor to kilograms (mass) or litres (volume). */
export const UNIT_CONVERSIONS: Readonly<Record<AmountUnit, { kind: UnitKind; factor: number }>> = {
  g: { kind: "mass", factor: 0.001 },
  kg: { kind: "mass", factor: 1 },
  t: { kind: "mass", factor: 1000 },
  mL: { kind: "volume", factor: 0.001 },
  L: { kind: "volume", factor: 1 },
  m3: { kind: "volume", factor: 1000 },
  pcs: { kind: "count", factor: 1 },
};

/** How an amount came out: converted to kg, a volume without a density, pieces, or no amount given. */
export type Conversion = "kg" | "no-density" | "pieces" | "no-amount";

export interface Converted {
  conversion: Conversion;
  /** Kilograms, when the amount converts. */
  kg: number | null;
  /** Litres: every volume, and a mass whose density is known. */
  litres: number | null;
}

/** An amount in kilograms (and litres where the density allows). */
export function convertAmount(amount: number | null, unit: string | null, density: number | null): Converted {
  const rule = unit ? UNIT_CONVERSIONS[unit as AmountUnit] : undefined;
  if (amount === null || !rule) return { conversion: "no-amount", kg: null, litres: null };
  if (rule.kind === "count") return { conversion: "pieces", kg: null, litres: null };
  if (rule.kind === "mass") {
    const kg = amount * rule.factor;
    return { conversion: "kg", kg, litres: density ? kg / density : null };
  }
  const litres = amount * rule.factor;
  if (!density) return { conversion: "no-density", kg: null, litres };
  return { conversion: "kg", kg: litres * density, litres };
}

/**
 * The density as a sheet prints it (section 9), read as g/cm³: the first number, with its unit when one
 * follows (kg/m³ and g/L or g/dm³ are a thousandth of g/cm³; g/cm³, g/mL, kg/L, kg/dm³ and none count as is). The
 * patterns are plain POSIX-style expressions, so the database reads the same way (api/amounts/report.ts).
 */
export const DENSITY_NUMBER = "([0-9]+(?:[.,][0-9]+)?)";
export const DENSITY_UNIT = "[[:space:]]*(kg/m3|kg/m³|g/l|g/dm3|g/dm³|kg/l|kg/dm3|kg/dm³|g/cm3|g/cm³|g/ml)?";
/** Units a thousandth of g/cm³. */
export const PER_THOUSAND_UNITS = ["kg/m3", "kg/m³", "g/l", "g/dm3", "g/dm³"] as const;
/** Densities outside this range (g/cm³) are misreadings (a temperature taken for the value) and count as none. */
export const DENSITY_MIN = 0.01;
export const DENSITY_MAX = 25;

const DENSITY = new RegExp(DENSITY_NUMBER + DENSITY_UNIT.replace("[[:space:]]", "\\s"), "u");

export function densityFromText(text: string | null | undefined): number | null {
  if (!text) return null;
  const match = DENSITY.exec(text.toLowerCase());
  if (!match?.[1]) return null;
  const value = Number(match[1].replace(",", "."));
  const unit = match[2] ?? "";
  const density = (PER_THOUSAND_UNITS as readonly string[]).includes(unit) ? value / 1000 : value;
  return plausibleDensity(density);
}

export function plausibleDensity(value: number | null | undefined): number | null {
  if (typeof value !== "number" || !Number.isFinite(value)) return null;
  return value >= DENSITY_MIN && value <= DENSITY_MAX ? value : null;
}
