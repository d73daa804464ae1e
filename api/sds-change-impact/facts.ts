import type { SheetFacts } from "../../core/sds-change-impact/sheet-change";
import type { SdsFacts } from "../products/sds-facts";
import type { SdsSummary, Substance } from "../products/schemas";

/**
 * A library sheet as the change-impact rules read it. The sheet's own columns are what the company keeps
 * (read, then checked by a person): statements, pictograms, signal word, storage class, substances. The
 * classification verdict ("not classified") exists only in the sheet's reading, so it is compared only
 * when the sheet was read.
 */
export interface LibrarySheet {
  summary: Pick<SdsSummary, "signal_word" | "pictograms" | "hazard_statements" | "storage_class">;
  precautionaryStatements: readonly string[];
  substances: readonly Substance[];
  facts: Pick<SdsFacts, "classification"> | null;
}

/** "10–20", "≥ 10", "≤ 20" or null: a concentration range as one comparable text. */
function concentrationOf(substance: Substance): string | null {
  const { concentration_min: min, concentration_max: max } = substance;
  if (min === null && max === null) return null;
  if (min !== null && max !== null) return min === max ? `${min}` : `${min}-${max}`;
  return min !== null ? `>=${min}` : `<=${max}`;
}

export function sheetFactsOf(sheet: LibrarySheet): SheetFacts {
  return {
    classification: sheet.facts?.classification ?? null,
    signal_word: sheet.summary.signal_word,
    hazard_statements: sheet.summary.hazard_statements,
    precautionary_statements: sheet.precautionaryStatements,
    pictograms: sheet.summary.pictograms,
    storage_class: sheet.summary.storage_class,
    substances: sheet.substances.map((substance) => ({
      name: substance.name,
      cas: substance.cas,
      concentration: concentrationOf(substance),
    })),
  };
}

/**
 * Both readings' classification, or neither: a sheet read and one not read would otherwise look like a
 * classification change.
 */
export function comparableFacts(from: LibrarySheet, to: LibrarySheet): [SheetFacts, SheetFacts] {
  const a = sheetFactsOf(from);
  const b = sheetFactsOf(to);
  if (a.classification === null || b.classification === null) {
    return [
      { ...a, classification: null },
      { ...b, classification: null },
    ];
  }
  return [a, b];
}
