import { parseStatements } from "../control-banding/hazards";

/**
 * Which products belong in the exposure register, and why: the carcinogens, mutagens and reprotoxic
 * substances of category 1A or 1B that EU Directive 2004/37/EC covers. A product is registrable when its
 * sheet carries H340, H350 (H350i) or H360 with any of its letters, or when a substance of its sheet (by CAS
 * number) has a harmonised CMR 1A/1B classification in CLP Annex VI that applies on the day asked about.
 */

const REGISTRABLE_BASES = new Set(["H340", "H350", "H360"]);

/** A CLP Annex VI entry with a CMR 1A/1B classification, as the API reads it from the reference file. */
export interface AnnexViCmrEntry {
  indexNo: string;
  name: string;
  casNumbers: string[];
  /** "Carc. 1B; Repr. 1B" */
  categories: string;
  /** "ATP23" and the CELEX number of the regulation that set it. */
  atp: string;
  celex: string;
  /** YYYY-MM-DD: from this day the classification applies. */
  applies: string;
}

export type RegistrableReason =
  | { kind: "statement"; code: string }
  | {
      kind: "annexVi";
      cas: string;
      name: string;
      categories: string;
      indexNo: string;
      atp: string;
      celex: string;
      applies: string;
    };

/**
 * The reasons a sheet makes its product registrable on `today` (YYYY-MM-DD), statements first; empty when it
 * is not. `annexVi` is the lookup by CAS number (entries not yet applying are left out).
 */
export function registrableReasons(
  sheet: { hazardStatements: readonly string[]; casNumbers: readonly string[] },
  annexVi: (cas: string) => readonly AnnexViCmrEntry[],
  today: string,
): RegistrableReason[] {
  const reasons: RegistrableReason[] = [];
  for (const statement of parseStatements(sheet.hazardStatements)) {
    if (REGISTRABLE_BASES.has(statement.base)) reasons.push({ kind: "statement", code: statement.code });
  }
  const seen = new Set<string>();
  for (const cas of sheet.casNumbers) {
    for (const entry of annexVi(cas)) {
      if (entry.applies > today || seen.has(`${cas} ${entry.indexNo}`)) continue;
      seen.add(`${cas} ${entry.indexNo}`);
      reasons.push({
        kind: "annexVi",
        cas,
        name: entry.name,
        categories: entry.categories,
        indexNo: entry.indexNo,
        atp: entry.atp,
        celex: entry.celex,
        applies: entry.applies,
      });
    }
  }
  return reasons;
}
