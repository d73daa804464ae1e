/**
 * Storage classes (Lagerklassen, LGK) of the German TRGS 510 "Lagerung von
 * Gefahrstoffen in ortsbeweglichen Behältern" (edition 2021 with its
 * amendments; Ausschuss für Gefahrstoffe, published by the BAuA in the GMBl)
 * and its co-storage table (Zusammenlagerungstabelle), used to warn when
 * products at one location must not be stored together. Browser-safe.
 * docs/decisions/015-trgs-510-storage-classes.md explains the choice and the
 * mapping to the three compatibility values.
 */

export const STORAGE_CLASS_IDS = [
  "1",
  "2A",
  "2B",
  "3",
  "4.1A",
  "4.1B",
  "4.2",
  "4.3",
  "5.1A",
  "5.1B",
  "5.1C",
  "5.2",
  "6.1A",
  "6.1B",
  "6.1C",
  "6.1D",
  "6.2",
  "7",
  "8A",
  "8B",
  "10",
  "11",
  "12",
  "13",
] as const;
export type StorageClassId = (typeof STORAGE_CLASS_IDS)[number];

export interface StorageClass {
  id: StorageClassId;
  /** The text key of the class's name (core/texts/products/en.ts). */
  key: `storageClass.${StorageClassId}`;
}

/** Every storage class in the order of TRGS 510, with the text key of its name. */
export const STORAGE_CLASSES: readonly StorageClass[] = STORAGE_CLASS_IDS.map((id) => ({
  id,
  key: `storageClass.${id}` as const,
}));

export function isStorageClassId(value: unknown): value is StorageClassId {
  return typeof value === "string" && (STORAGE_CLASS_IDS as readonly string[]).includes(value);
}

/**
 * The notes (Erläuterungen) of the co-storage table: storing the two classes
 * together is allowed only under the conditions of the note. Their texts are
 * `storageNote.<n>`.
 */
export const STORAGE_NOTES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type StorageNote = (typeof STORAGE_NOTES)[number];

/** A cell of the table: "+" co-storage allowed, "-" separate storage required, a note number: restricted. */
export type CoStorageCell = "+" | "-" | StorageNote;

/**
 * TRGS 510 co-storage table (Zusammenlagerungstabelle: Nummer 13, Tabelle 12
 * in the 2021 edition; Tabelle 2 / Anlage 4 in older editions and summaries),
 * row and column in the order of STORAGE_CLASS_IDS. The published table has a
 * single column "10-13"; storage classes 10 to 13 repeat it, except that notes
 * that only concern combustible goods are not applied to the non-combustible
 * classes 12 and 13 ("+" there).
 *
 * Written from memory of the published table and its notes, not copied from
 * the official text: check it against the current TRGS 510 (baua.de) before
 * relying on single cells. The cells we are least sure of:
 * - row 2A: whether the cells with note 2 (gases kept apart by wall and
 *   distance, at most 50 cylinders) are note 2 or "-" (especially 2A with 3,
 *   4.1B, 6.1A-6.1D and 10), whether 2A with 2B is "+" or note 2, whether 2A
 *   with 12 and 13 is "+", and whether 2A with 4.2, 4.3 and 5.1C is "-";
 * - 2B with 4.1B ("+") and 2B with 5.1C ("-");
 * - 3 with 5.1B (note 7, possibly "-"), 3 with 6.1A and 6.1B (note 8,
 *   possibly "+"), and 4.1B with 5.1B (note 7);
 * - row 4.1A: note 1 towards 4.1B, 5.2, 8A, 8B and 10-13 (possibly "-");
 * - 4.2 and 4.3 with each other, with 4.1B, 8A and 8B (note 6, possibly "+"
 *   or "-"), with 6.1A/6.1B ("-") and with 6.1C/6.1D and 10-13 ("+");
 * - row 5.1A: note 5 only towards 12 and 13, "-" towards 6.1B, 6.1D and 8B;
 * - row 5.1B: which combustible classes carry note 4 and which note 7, and
 *   "+" towards the non-combustible 6.1B, 6.1D, 8B, 12 and 13;
 * - rows 5.1C and 5.2: note 1 (their own regulations) towards 5.1B and the
 *   non-combustible classes, "-" towards the rest;
 * - rows 6.2 and 7: "-" towards everything but themselves;
 * - the diagonal cells with a note (1/1, 2A/2A, 4.1A/4.1A, 5.1C/5.1C,
 *   5.2/5.2, 7/7).
 */
// prettier-ignore
const TABLE: readonly (readonly CoStorageCell[])[] = [
  //          1   2A   2B    3  4.1A  4.1B  4.2  4.3  5.1A  5.1B  5.1C  5.2  6.1A  6.1B  6.1C  6.1D  6.2    7   8A   8B   10   11   12   13
  /*    1 */ [  1, "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-"],
  /*   2A */ ["-",   3,   2,   2, "-",   2, "-", "-", "-",   2, "-", "-",   2,   2,   2,   2, "-", "-",   2,   2,   2,   2,   2,   2],
  /*   2B */ ["-",   2, "+", "+", "-", "+", "-", "-", "-", "-", "-", "-", "+", "+", "+", "+", "-", "-", "+", "+", "+", "+", "+", "+"],
  /*    3 */ ["-",   2, "+", "+", "-", "+", "-", "-", "-",   7, "-", "-",   8,   8, "+", "+", "-", "-", "+", "+", "+", "+", "+", "+"],
  /* 4.1A */ ["-", "-", "-", "-",   1,   1, "-", "-", "-", "-", "-",   1, "-", "-", "-", "-", "-", "-",   1,   1,   1,   1,   1,   1],
  /* 4.1B */ ["-",   2, "+", "+",   1, "+",   6,   6, "-",   7, "-",   1, "+", "+", "+", "+", "-", "-", "+", "+", "+", "+", "+", "+"],
  /*  4.2 */ ["-", "-", "-", "-", "-",   6, "+",   6, "-", "-", "-", "-", "-", "-", "+", "+", "-", "-",   6,   6, "+", "+", "+", "+"],
  /*  4.3 */ ["-", "-", "-", "-", "-",   6,   6, "+", "-", "-", "-", "-", "-", "-", "+", "+", "-", "-",   6,   6, "+", "+", "+", "+"],
  /* 5.1A */ ["-", "-", "-", "-", "-", "-", "-", "-", "+", "+", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-",   5,   5],
  /* 5.1B */ ["-",   2, "-",   7, "-",   7, "-", "-", "+", "+",   1, "-",   4, "+",   4, "+", "-", "-",   4, "+",   4,   4, "+", "+"],
  /* 5.1C */ ["-", "-", "-", "-", "-", "-", "-", "-", "-",   1,   1, "-", "-",   1, "-",   1, "-", "-", "-",   1, "-", "-",   1,   1],
  /*  5.2 */ ["-", "-", "-", "-",   1,   1, "-", "-", "-", "-", "-",   1, "-", "-", "-", "-", "-", "-", "-", "-",   1,   1,   1,   1],
  /* 6.1A */ ["-",   2, "+",   8, "-", "+", "-", "-", "-",   4, "-", "-", "+", "+", "+", "+", "-", "-", "+", "+", "+", "+", "+", "+"],
  /* 6.1B */ ["-",   2, "+",   8, "-", "+", "-", "-", "-", "+",   1, "-", "+", "+", "+", "+", "-", "-", "+", "+", "+", "+", "+", "+"],
  /* 6.1C */ ["-",   2, "+", "+", "-", "+", "+", "+", "-",   4, "-", "-", "+", "+", "+", "+", "-", "-", "+", "+", "+", "+", "+", "+"],
  /* 6.1D */ ["-",   2, "+", "+", "-", "+", "+", "+", "-", "+",   1, "-", "+", "+", "+", "+", "-", "-", "+", "+", "+", "+", "+", "+"],
  /*  6.2 */ ["-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "+", "-", "-", "-", "-", "-", "-", "-"],
  /*    7 */ ["-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-", "-",   1, "-", "-", "-", "-", "-", "-"],
  /*   8A */ ["-",   2, "+", "+",   1, "+",   6,   6, "-",   4, "-", "-", "+", "+", "+", "+", "-", "-", "+", "+", "+", "+", "+", "+"],
  /*   8B */ ["-",   2, "+", "+",   1, "+",   6,   6, "-", "+",   1, "-", "+", "+", "+", "+", "-", "-", "+", "+", "+", "+", "+", "+"],
  /*   10 */ ["-",   2, "+", "+",   1, "+", "+", "+", "-",   4, "-",   1, "+", "+", "+", "+", "-", "-", "+", "+", "+", "+", "+", "+"],
  /*   11 */ ["-",   2, "+", "+",   1, "+", "+", "+", "-",   4, "-",   1, "+", "+", "+", "+", "-", "-", "+", "+", "+", "+", "+", "+"],
  /*   12 */ ["-",   2, "+", "+",   1, "+", "+", "+",   5, "+",   1,   1, "+", "+", "+", "+", "-", "-", "+", "+", "+", "+", "+", "+"],
  /*   13 */ ["-",   2, "+", "+",   1, "+", "+", "+",   5, "+",   1,   1, "+", "+", "+", "+", "-", "-", "+", "+", "+", "+", "+", "+"],
];

const INDEX = new Map<StorageClassId, number>(STORAGE_CLASS_IDS.map((id, index) => [id, index]));

/** The table's cell for two storage classes (symmetric). */
export function coStorageCell(a: StorageClassId, b: StorageClassId): CoStorageCell {
  const cell = TABLE[INDEX.get(a) ?? -1]?.[INDEX.get(b) ?? -1];
  if (cell === undefined) throw new Error(`No co-storage cell for storage classes ${a} and ${b}`);
  return cell;
}

export const COMPATIBILITY = ["MISSING_INFORMATION", "INCOMPATIBLE", "COMPATIBLE"] as const;
export type Compatibility = (typeof COMPATIBILITY)[number];

export interface CompatibilityResult {
  compatibility: Compatibility;
  /** The table's note for a restricted cell (reported as INCOMPATIBLE); null otherwise. */
  note: StorageNote | null;
}

/**
 * Whether products of two storage classes may be stored together:
 * MISSING_INFORMATION when either class is unknown, COMPATIBLE for "+",
 * INCOMPATIBLE for "-". A restricted cell (a note number) is INCOMPATIBLE with
 * its note: storing those together needs the measures of the note, which the
 * product cannot see, so it warns until someone has checked them.
 */
export function compatibilityOf(a: StorageClassId | null, b: StorageClassId | null): CompatibilityResult {
  if (a === null || b === null) return { compatibility: "MISSING_INFORMATION", note: null };
  const cell = coStorageCell(a, b);
  if (cell === "+") return { compatibility: "COMPATIBLE", note: null };
  if (cell === "-") return { compatibility: "INCOMPATIBLE", note: null };
  return { compatibility: "INCOMPATIBLE", note: cell };
}

/**
 * The storage class that counts for a product at a location: a storage
 * category set on the location overrides the product's own class.
 */
export function effectiveStorageClass(
  productClass: StorageClassId | null,
  locationClass: StorageClassId | null | undefined,
): StorageClassId | null {
  return locationClass ?? productClass;
}

export interface IncompatiblePair<T> {
  a: T;
  b: T;
  compatibility: "INCOMPATIBLE";
  note: StorageNote | null;
}

export interface StorageCheck<T> {
  /** Every unordered pair of items that must not be stored together, each once, in item order. */
  incompatible: IncompatiblePair<T>[];
  /** The items without a storage class, which cannot be checked (MISSING_INFORMATION), in item order. */
  missing: T[];
}

/**
 * Checks the items stored together (e.g. the products at one location):
 * the pairs that are INCOMPATIBLE (restricted cells included, with their
 * note) and, separately, the items whose storage class is unknown.
 */
export function storageCheck<T extends { storageClass: StorageClassId | null }>(
  items: readonly T[],
): StorageCheck<T> {
  const incompatible: IncompatiblePair<T>[] = [];
  const missing: T[] = [];
  for (let i = 0; i < items.length; i++) {
    const a = items[i] as T;
    if (a.storageClass === null) {
      missing.push(a);
      continue;
    }
    for (let j = i + 1; j < items.length; j++) {
      const b = items[j] as T;
      if (b.storageClass === null) continue;
      const { compatibility, note } = compatibilityOf(a.storageClass, b.storageClass);
      if (compatibility === "INCOMPATIBLE") incompatible.push({ a, b, compatibility, note });
    }
  }
  return { incompatible, missing };
}
