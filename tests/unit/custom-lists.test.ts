import { describe, expect, it } from "vitest";
import { customEntryKey, screenCustom } from "../../core/custom-lists/match";
import { customEntryInputSchema, customListInputSchema } from "../../core/custom-lists/rules";
import { customLists } from "../../core/texts/custom-lists/en";
import { translateFrom } from "../../core/translate";

/** Custom lists: how an entry is found on a product's substances, and what a list and an entry must be. */

const t = translateFrom(customLists);

describe("matching", () => {
  it("finds an entry by its CAS number, else its EC number, else its name", () => {
    expect(customEntryKey({ name: "Benzene", cas: "0071-43-2", ec: "200-753-7" })).toBe("cas:71-43-2");
    expect(customEntryKey({ name: "Benzene", ec: " 200-753-7 " })).toBe("ec:200-753-7");
    expect(customEntryKey({ name: "  Some   Resin " })).toBe("name:some resin");
    expect(customEntryKey({ name: "" })).toBeNull();
  });

  it("screens a product's substances: DEHP by CAS, a resin by name, nothing for an unlisted substance", () => {
    const entries = [
      { id: 1, name: "DEHP", cas: "117-81-7" },
      { id: 2, name: "Epoxy resin X" },
      { id: 3, name: "Toluene", cas: "108-88-3" },
      { id: 4, name: "Benzene", ec: "200-753-7" },
    ];
    const hits = screenCustom(
      [
        { name: "Bis(2-ethylhexyl) phthalate", cas: "117-81-7" },
        { name: "EPOXY  RESIN x", cas: null },
        { name: "Acetone", cas: "67-64-1", ec: "200-662-2" },
      ],
      entries,
    );
    expect(hits.map((hit) => [hit.entry.id, hit.matchedBy, hit.substance])).toEqual([
      [1, "cas", "Bis(2-ethylhexyl) phthalate"],
      [2, "name", "EPOXY  RESIN x"],
    ]);
  });

  it("an entry with a CAS number is not found by name alone", () => {
    expect(screenCustom([{ name: "Toluene" }], [{ name: "Toluene", cas: "108-88-3" }])).toEqual([]);
  });
});

describe("rules", () => {
  it("a phase-out list needs its date; other kinds drop one", () => {
    const schema = customListInputSchema(t);
    const missing = schema.safeParse({ name: "Phase out 2027", kind: "phase-out" });
    expect(missing.success).toBe(false);
    expect(JSON.stringify(missing.error?.issues)).toContain(customLists["customLists.error.phaseOutDate"]);
    expect(schema.parse({ name: " Banned ", kind: "banned", phase_out_date: "2027-01-01" })).toEqual({
      name: "Banned",
      kind: "banned",
      phase_out_date: null,
    });
    expect(schema.safeParse({ name: "X", kind: "phase-out", phase_out_date: "2027-02-30" }).success).toBe(
      false,
    );
    expect(schema.safeParse({ name: "X", kind: "sometimes" }).success).toBe(false);
    expect(schema.safeParse({ name: "", kind: "banned" }).success).toBe(false);
  });

  it("an entry's CAS number needs a right check digit, its EC number the 000-000-0 shape", () => {
    const schema = customEntryInputSchema(t);
    expect(schema.parse({ name: "Benzene", cas: " 71-43-2 ", ec: "" })).toMatchObject({
      name: "Benzene",
      cas: "71-43-2",
      ec: undefined,
      reason: "",
    });
    expect(schema.safeParse({ name: "Benzene", cas: "71-43-3" }).success).toBe(false);
    expect(schema.safeParse({ name: "Benzene", ec: "2007537" }).success).toBe(false);
    expect(schema.safeParse({ name: "Benzene", extra: 1 }).success).toBe(false);
  });
});
