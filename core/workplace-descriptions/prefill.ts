import type { WpdSection } from "./sections";

/**
 * Where a precautionary statement of the product's sheet goes in a workplace description, read from its
 * code: prevention (P2xx) and storage (P4xx) are protective measures; fire fighting (P370–P381) and spills
 * (P390, P391) are conduct in danger; the rest of the response statements (P3xx: eyes, skin, swallowed,
 * inhaled, call a doctor) are first aid; P5xx is disposal. General statements (P1xx) go nowhere: they are
 * about the label, not the workplace. A combination ("P303+P361+P353") goes where its first code goes.
 */
export function sectionOfPrecautionary(code: string): WpdSection | null {
  const match = /^P(\d)(\d\d)/.exec(code.trim().toUpperCase());
  if (!match) return null;
  const group = Number(match[1]);
  const number = Number(`${match[1]}${match[2]}`);
  if (group === 2 || group === 4) return "protection";
  if (group === 5) return "disposal";
  if (group === 3) {
    if ((number >= 370 && number <= 381) || number === 390 || number === 391) return "emergency";
    return "firstAid";
  }
  return null;
}

/** Statement texts grouped by the section they prefill, one statement a line, in the sheet's order. */
export function precautionarySections(
  statements: readonly { code: string; text: string }[],
): Partial<Record<WpdSection, string>> {
  const out: Partial<Record<WpdSection, string[]>> = {};
  for (const statement of statements) {
    const section = sectionOfPrecautionary(statement.code);
    if (!section) continue;
    (out[section] ??= []).push(statement.text);
  }
  return Object.fromEntries(Object.entries(out).map(([section, lines]) => [section, lines.join("\n")]));
}
