import { isStorageClassId, type StorageClassId } from "../../core/storage-classes";

/**
 * The TRGS 510 storage class (Lagerklasse) a sheet states, usually in section 7 of German sheets and of
 * Sigma-Aldrich's sheets for every market. It is read only where a label says it is the class:
 *
 * - label then class: "Storage class (TRGS 510): 13: Non Combustible Solids", "Lagerklasse: LGK 8B",
 *   "Lagerklasse gemäß TRGS 510: 11", "Lagerklasse (LGK): 2 B", "LGK 3", "Classe de stockage (TRGS 510): 2A";
 * - class then label, as a table prints it with the value left of its label: "10 Lagerklasse (TRGS 510)",
 *   "8B – Nicht brennbare ätzende Stoffe (Lagerklasse nach TRGS 510)".
 *
 * Label and class must be on one line: section 15 of German sheets names "TRGS 510 Lagerung von Gefahrstoffen
 * in ortsbeweglichen Behältern" among the regulations, which is no class, and a number on the next line is
 * something else. A range ("LGK 10-13", which catalogues print for "any of the classes 10 to 13") is no class
 * either: the storage rules need one, and guessing the first would be wrong for half of them.
 */

/** White space within a line. */
const S = "[^\\S\\n]";
/** A class as printed: "3", "8B", "8 B", "4.1B", "6.1 C"; not the first number of a range ("10-13"). */
const CLASS = `(\\d{1,2}(?:\\.\\d)?${S}?[A-D]?)(?![\\dA-Za-z.])(?!${S}*[-–]${S}*\\d)`;
/** "Storage class", "Lagerklasse", "LGK" and the other languages' labels with "(TRGS 510)" after them. */
const LABEL = `(?:storage${S}+class|lagerklasse|\\bLGK\\b)`;
/** What may stand between label and class: "(TRGS 510)", "gemäß TRGS 510", "(LGK)", "according to TRGS 510". */
const QUALIFIER = `(?:${S}*\\(${S}*LGK${S}*\\))?(?:${S}*(?:according${S}+to|acc\\.${S}*to|as${S}+per|per|nach|gemäß|gem\\.)?${S}*\\(?${S}*TRGS${S}*510${S}*\\)?)?`;

const LABEL_FIRST = new RegExp(
  [
    `${LABEL}${QUALIFIER}${S}*[:\\-–]?${S}*(?:LGK|SK)?${S}*${CLASS}`,
    // Any language: "<label> (TRGS 510): 3" (our generated sheets label it in the sheet's language).
    `\\(TRGS${S}*510\\)${S}*:${S}*(?:LGK|SK)?${S}*${CLASS}`,
  ].join("|"),
  "gi",
);
/** A line that starts with the class and ends with its label (nothing numeric after the label but TRGS 510). */
const CLASS_FIRST = new RegExp(
  `^${S}*(?:LGK${S}*)?${CLASS}${S}+(?:[-–:][^\\n]{0,80}?${S})?\\(?${LABEL}([^\\n]{0,40})$`,
  "gim",
);

/** The class, or null: "3A" is not a class, but "3" followed by a letter may be; try the code, then the number. */
function classOf(raw: string): StorageClassId | null {
  const code = raw.replace(/\s+/g, "").toUpperCase();
  for (const candidate of [code, code.replace(/[A-D]$/, "")]) {
    if (isStorageClassId(candidate)) return candidate;
  }
  return null;
}

/** The first storage class the text states (label then class first, else class then label), or null. */
export function storageClassOf(input: string): StorageClassId | null {
  // One space for every run of white space: the patterns allow white space in many places, and a long run
  // (a hostile PDF's text) must not make them backtrack.
  const text = input.replace(/[^\S\n]+/g, " ");
  for (const match of text.matchAll(LABEL_FIRST)) {
    const found = classOf(match[1] ?? match[2] ?? "");
    if (found) return found;
  }
  for (const match of text.matchAll(CLASS_FIRST)) {
    const tail = (match[2] ?? "").replace(/TRGS\s*510/gi, "");
    if (/\d/.test(tail)) continue;
    const found = classOf(match[1] ?? "");
    if (found) return found;
  }
  return null;
}
