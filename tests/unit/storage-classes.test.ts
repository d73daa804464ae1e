import { describe, expect, it } from "vitest";
import {
  COMPATIBILITY,
  coStorageCell,
  compatibilityOf,
  effectiveStorageClass,
  isStorageClassId,
  STORAGE_CLASS_IDS,
  STORAGE_CLASSES,
  STORAGE_NOTES,
  storageCheck,
  type StorageClassId,
} from "../../core/storage-classes";
import { en } from "../../core/texts/en";

const compatible = (a: StorageClassId, b: StorageClassId) =>
  compatibilityOf(a, b).compatibility === "COMPATIBLE";

describe("TRGS 510 storage classes", () => {
  it("has the 24 classes, each with a named text key", () => {
    expect(STORAGE_CLASSES).toHaveLength(24);
    expect(STORAGE_CLASSES.map((c) => c.id)).toEqual([...STORAGE_CLASS_IDS]);
    for (const { key } of STORAGE_CLASSES) expect(Object.hasOwn(en, key), key).toBe(true);
    for (const note of STORAGE_NOTES) expect(Object.hasOwn(en, `storageNote.${note}`)).toBe(true);
    for (const value of COMPATIBILITY) expect(Object.hasOwn(en, `compatibility.${value}`)).toBe(true);
  });

  it("recognises storage class ids", () => {
    expect(isStorageClassId("4.1B")).toBe(true);
    expect(isStorageClassId("9")).toBe(false);
    expect(isStorageClassId("4.1b")).toBe(false);
    expect(isStorageClassId(3)).toBe(false);
  });

  it("has a full, symmetric table with only +, - and known notes", () => {
    for (const a of STORAGE_CLASS_IDS) {
      for (const b of STORAGE_CLASS_IDS) {
        const cell = coStorageCell(a, b);
        expect(cell === "+" || cell === "-" || STORAGE_NOTES.includes(cell), `${a}/${b}`).toBe(true);
        expect(coStorageCell(b, a), `${a}/${b}`).toBe(cell);
      }
    }
  });

  it("uses every note somewhere", () => {
    const used = new Set(STORAGE_CLASS_IDS.flatMap((a) => STORAGE_CLASS_IDS.map((b) => coStorageCell(a, b))));
    for (const note of STORAGE_NOTES) expect(used.has(note), `note ${note}`).toBe(true);
  });

  it("gets well-known cells right", () => {
    expect(compatibilityOf("3", "3")).toEqual({ compatibility: "COMPATIBLE", note: null });
    expect(compatibilityOf("3", "5.1B").compatibility).toBe("INCOMPATIBLE");
    expect(compatibilityOf("5.1B", "3").compatibility).toBe("INCOMPATIBLE");
    expect(compatibilityOf("8A", "8B")).toEqual({ compatibility: "COMPATIBLE", note: null });
    expect(compatibilityOf("4.3", "8B").compatibility).toBe("INCOMPATIBLE");
    expect(compatibilityOf("3", "5.1A")).toEqual({ compatibility: "INCOMPATIBLE", note: null });
    expect(compatibilityOf("3", "8A").compatibility).toBe("COMPATIBLE");
    expect(compatibilityOf("6.1C", "8B").compatibility).toBe("COMPATIBLE");
    expect(compatibilityOf("5.2", "3").compatibility).toBe("INCOMPATIBLE");
    expect(coStorageCell("2A", "2A")).toBe(3);
  });

  it("keeps explosives (1) apart from everything but themselves", () => {
    for (const other of STORAGE_CLASS_IDS) {
      if (other === "1") expect(coStorageCell("1", "1")).not.toBe("-");
      else expect(coStorageCell("1", other), other).toBe("-");
    }
  });

  it("lets the non-combustible classes 12 and 13 be stored with most others", () => {
    for (const id of ["12", "13"] as const) {
      const count = STORAGE_CLASS_IDS.filter((other) => compatible(id, other)).length;
      expect(count).toBeGreaterThanOrEqual(15);
      for (const other of [
        "3",
        "4.1B",
        "6.1A",
        "6.1B",
        "6.1C",
        "6.1D",
        "8A",
        "8B",
        "10",
        "11",
        "12",
        "13",
      ] as const) {
        expect(compatible(id, other), `${id}/${other}`).toBe(true);
      }
    }
  });

  it("reports a restricted cell as INCOMPATIBLE with its note", () => {
    const result = compatibilityOf("5.1B", "10");
    expect(result.compatibility).toBe("INCOMPATIBLE");
    expect(result.note).toBe(coStorageCell("5.1B", "10"));
    expect(typeof result.note).toBe("number");
  });

  it("reports MISSING_INFORMATION when either class is unknown", () => {
    expect(compatibilityOf(null, "3")).toEqual({ compatibility: "MISSING_INFORMATION", note: null });
    expect(compatibilityOf("3", null)).toEqual({ compatibility: "MISSING_INFORMATION", note: null });
    expect(compatibilityOf(null, null)).toEqual({ compatibility: "MISSING_INFORMATION", note: null });
  });

  it("lets a location's category override the product's class", () => {
    expect(effectiveStorageClass("3", "8B")).toBe("8B");
    expect(effectiveStorageClass("3", null)).toBe("3");
    expect(effectiveStorageClass(null, undefined)).toBeNull();
  });
});

describe("storageCheck", () => {
  const item = (name: string, storageClass: StorageClassId | null) => ({ name, storageClass });

  it("lists each incompatible unordered pair once, in item order, and the items without a class", () => {
    const acetone = item("acetone", "3");
    const ethanol = item("ethanol", "3");
    const peroxide = item("peroxide", "5.2");
    const nitrate = item("nitrate", "5.1B");
    const unknown = item("unknown", null);
    const water = item("water", "12");
    const result = storageCheck([acetone, unknown, ethanol, peroxide, nitrate, water]);
    const pairs = result.incompatible.map((p) => [p.a.name, p.b.name]);
    expect(pairs).toEqual([
      ["acetone", "peroxide"],
      ["acetone", "nitrate"],
      ["ethanol", "peroxide"],
      ["ethanol", "nitrate"],
      ["peroxide", "nitrate"],
      ["peroxide", "water"],
    ]);
    const keys = pairs.map((p) => [...p].sort().join("|"));
    expect(new Set(keys).size).toBe(keys.length);
    expect(result.incompatible.every((p) => p.compatibility === "INCOMPATIBLE")).toBe(true);
    expect(result.incompatible.find((p) => p.b === nitrate && p.a === acetone)?.note).toBe(
      coStorageCell("3", "5.1B") === "-" ? null : coStorageCell("3", "5.1B"),
    );
    expect(result.missing).toEqual([unknown]);
  });

  it("finds nothing in an empty or all-compatible list", () => {
    expect(storageCheck([])).toEqual({ incompatible: [], missing: [] });
    expect(storageCheck([item("a", "3"), item("b", "8A"), item("c", "13")])).toEqual({
      incompatible: [],
      missing: [],
    });
  });

  it("lists every item without a class once, however many there are", () => {
    const a = item("a", null);
    const b = item("b", null);
    expect(storageCheck([a, b, item("c", "3")])).toEqual({ incompatible: [], missing: [a, b] });
  });
});
