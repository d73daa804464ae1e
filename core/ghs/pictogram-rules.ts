import type { Pictogram } from "./pictograms";

/**
 * The hazard pictograms a label carries, derived from its hazard statement codes by the CLP rules: the
 * pictogram of each hazard class and category (CLP Annex I, the symbols of Annex V) and the precedence rules
 * of CLP Article 26 that drop some of them when others apply. Plain TypeScript, used by the sheet reader for
 * sheets whose pictograms cannot be seen (drawn as vector graphics, or missing).
 *
 * A hazard statement code mostly names one category, and so one pictogram. Where it does not (H221 is said by
 * Flam. Gas 1B, which carries the flame, and by Flam. Gas 2, which carries none), the classification text of
 * the sheet (its subsection 2.1: "Flam. Gas 1B", "Entzündliche Gase - Kategorie 2") decides; when that text
 * does not decide either, the pictogram is left out: a missing pictogram is shown to the user as unread, a
 * wrong one looks read.
 */

/** Why a pictogram applies: the precedence rules drop GHS07 for some reasons and not for others. */
type Reason =
  | "explosive"
  | "physical"
  | "acute-toxicity"
  | "skin-eye-irritation"
  | "skin-sensitisation"
  | "respiratory-sensitisation"
  | "other-health"
  | "environment";

interface Assignment {
  pictogram: Pictogram;
  reason: Reason;
}

const a = (pictogram: Pictogram, reason: Reason): Assignment => ({ pictogram, reason });

/**
 * Hazard statement (its first four characters: H360Fd counts as H360) → the pictograms of the category or
 * categories it stands for. Codes absent here carry no pictogram: H205 (Division 1.5 explosives), H227
 * (combustible liquid, GHS only), H229 alone (Aerosol 3), H230/H231 (chemically unstable gases: the flammable
 * gas category gives the pictogram), H303/H313/H333 (acute toxicity 5, GHS only), H305, H316, H320, H362,
 * H401/H402, H412/H413, H433, and every EUH statement. H221 is decided by the classification (see
 * flammableGasCategory).
 */
const BY_CODE: Readonly<Record<string, readonly Assignment[]>> = {
  // Explosives: unstable and divisions 1.1 to 1.4.
  H200: [a("GHS01", "explosive")],
  H201: [a("GHS01", "explosive")],
  H202: [a("GHS01", "explosive")],
  H203: [a("GHS01", "explosive")],
  H204: [a("GHS01", "explosive")],
  // Desensitised explosives.
  H206: [a("GHS02", "physical")],
  H207: [a("GHS02", "physical")],
  H208: [a("GHS02", "physical")],
  // Flammable gases 1A (incl. pyrophoric), aerosols 1 and 2, flammable liquids 1–3, flammable solids.
  H220: [a("GHS02", "physical")],
  H232: [a("GHS02", "physical")],
  H222: [a("GHS02", "physical")],
  H223: [a("GHS02", "physical")],
  H224: [a("GHS02", "physical")],
  H225: [a("GHS02", "physical")],
  H226: [a("GHS02", "physical")],
  H228: [a("GHS02", "physical")],
  // Self-reactive substances and organic peroxides: type A the bomb, type B bomb and flame (both compulsory),
  // types C to F the flame.
  H240: [a("GHS01", "explosive")],
  H241: [a("GHS01", "explosive"), a("GHS02", "explosive")],
  H242: [a("GHS02", "physical")],
  // Pyrophoric, self-heating, in contact with water emits flammable gases.
  H250: [a("GHS02", "physical")],
  H251: [a("GHS02", "physical")],
  H252: [a("GHS02", "physical")],
  H260: [a("GHS02", "physical")],
  H261: [a("GHS02", "physical")],
  // Oxidising gases, liquids, solids.
  H270: [a("GHS03", "physical")],
  H271: [a("GHS03", "physical")],
  H272: [a("GHS03", "physical")],
  // Gases under pressure; chemicals under pressure (GHS): flammable ones also carry the flame.
  H280: [a("GHS04", "physical")],
  H281: [a("GHS04", "physical")],
  H282: [a("GHS02", "physical"), a("GHS04", "physical")],
  H283: [a("GHS02", "physical"), a("GHS04", "physical")],
  H284: [a("GHS04", "physical")],
  // Corrosive to metals.
  H290: [a("GHS05", "physical")],
  // Acute toxicity: categories 1–3 the skull, category 4 the exclamation mark.
  H300: [a("GHS06", "acute-toxicity")],
  H301: [a("GHS06", "acute-toxicity")],
  H310: [a("GHS06", "acute-toxicity")],
  H311: [a("GHS06", "acute-toxicity")],
  H330: [a("GHS06", "acute-toxicity")],
  H331: [a("GHS06", "acute-toxicity")],
  H302: [a("GHS07", "acute-toxicity")],
  H312: [a("GHS07", "acute-toxicity")],
  H332: [a("GHS07", "acute-toxicity")],
  // Aspiration hazard.
  H304: [a("GHS08", "other-health")],
  // Skin corrosion, serious eye damage; skin and eye irritation.
  H314: [a("GHS05", "other-health")],
  H318: [a("GHS05", "other-health")],
  H315: [a("GHS07", "skin-eye-irritation")],
  H319: [a("GHS07", "skin-eye-irritation")],
  // Sensitisation.
  H317: [a("GHS07", "skin-sensitisation")],
  H334: [a("GHS08", "respiratory-sensitisation")],
  // Specific target organ toxicity, single exposure 3 (respiratory irritation, drowsiness).
  H335: [a("GHS07", "other-health")],
  H336: [a("GHS07", "other-health")],
  // CMR and STOT 1–2.
  H340: [a("GHS08", "other-health")],
  H341: [a("GHS08", "other-health")],
  H350: [a("GHS08", "other-health")],
  H351: [a("GHS08", "other-health")],
  H360: [a("GHS08", "other-health")],
  H361: [a("GHS08", "other-health")],
  H370: [a("GHS08", "other-health")],
  H371: [a("GHS08", "other-health")],
  H372: [a("GHS08", "other-health")],
  H373: [a("GHS08", "other-health")],
  // Aquatic acute 1, chronic 1 and 2.
  H400: [a("GHS09", "environment")],
  H410: [a("GHS09", "environment")],
  H411: [a("GHS09", "environment")],
  // Hazardous to the ozone layer.
  H420: [a("GHS07", "environment")],
};

export type FlammableGasCategory = "1A" | "1B" | "2";

/**
 * The flammable gas category the classification text gives: "Flam. Gas 1B", or a flammable-gas class name
 * followed by its category in the languages sheets come in ("Flammable gases - Category 1B", "Entzündliche
 * Gase - Kategorie 2", "Gaz inflammables - Catégorie 1B", "Gases inflamables - Categoría 1B", "Gazy łatwopalne - Kategoria 1B", "Hořlavé plyny -
 * Kategorie 1B", "Ontvlambare gassen - Categorie 2"). "Category 1" without a letter is read as 1A (the
 * category before it was split). Null when there is none, or when the text gives two different categories.
 */
export function flammableGasCategory(classification: string): FlammableGasCategory | null {
  const pattern =
    /(?:flam\.?\s*gas|(?:\bg[aá]s(?:es|e|sen)?|\bgaz(?:y|es)?|\bplyny)\b[^\n]{0,20}?\b(?:cat[eé]gor(?:y|ie|[ií]a)|kategori[ea]|cat\.))\s*[.:-]?\s*(1\s?[AB]|1|2)(?![\dA-Za-z])/giu;
  const found = new Set<FlammableGasCategory>();
  for (const match of classification.matchAll(pattern)) {
    const raw = (match[1] ?? "").replace(/\s/g, "").toUpperCase();
    found.add(raw === "2" ? "2" : raw === "1B" ? "1B" : "1A");
  }
  return found.size === 1 ? ([...found][0] ?? null) : null;
}

/** The base of a hazard statement code (H360Fd → H360), or null for what is not an H code (EUH, P). */
function baseCode(code: string): string | null {
  const match = /^H(\d{3})/.exec(code.trim().toUpperCase());
  return match ? `H${match[1]}` : null;
}

/**
 * The pictograms that the hazard statements (and, where a code alone does not decide, the classification
 * text of subsection 2.1) call for after the precedence rules, in GHS order. Combined codes ("H300+H310") count
 * as their parts.
 *
 * Precedence (CLP Article 26(1)): GHS06 → no GHS07 at all; GHS05 → no GHS07 for skin or eye irritation;
 * GHS08 for respiratory sensitisation → no GHS07 for skin sensitisation or skin or eye irritation; GHS01 →
 * GHS02 and GHS03 optional unless compulsory together with it (type B self-reactive substances and organic
 * peroxides), and an optional pictogram is left out because a sheet may or may not print it. GHS04 is optional
 * beside GHS02 or GHS06 as well, but it is kept: every gas sheet of the benchmark's truth set prints it.
 */
export function pictogramsFromStatements(
  hazardStatements: readonly string[],
  classification: string | null = null,
): Pictogram[] {
  const assignments: Assignment[] = [];
  for (const statement of hazardStatements) {
    for (const part of statement.split("+")) {
      const base = baseCode(part);
      if (base === null) continue;
      if (base === "H221") {
        const category = classification === null ? null : flammableGasCategory(classification);
        if (category === "1A" || category === "1B") assignments.push(a("GHS02", "physical"));
        continue;
      }
      assignments.push(...(BY_CODE[base] ?? []));
    }
  }
  const has = (pictogram: Pictogram, reason?: Reason) =>
    assignments.some(
      (item) => item.pictogram === pictogram && (reason === undefined || item.reason === reason),
    );
  const kept = assignments.filter((item) => {
    if (item.pictogram === "GHS07") {
      if (has("GHS06")) return false;
      if (has("GHS05") && item.reason === "skin-eye-irritation") return false;
      if (
        has("GHS08", "respiratory-sensitisation") &&
        (item.reason === "skin-sensitisation" || item.reason === "skin-eye-irritation")
      )
        return false;
    }
    if ((item.pictogram === "GHS02" || item.pictogram === "GHS03") && has("GHS01"))
      return item.reason === "explosive";
    return true;
  });
  return [...new Set(kept.map((item) => item.pictogram))].sort();
}
