import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { changedParts, sheetChange, type SheetFacts } from "../../core/sds-change-impact/sheet-change";
import { affectedKinds, changesCmr, isCmrStatement } from "../../core/sds-change-impact/affected-kinds";

/**
 * The change-impact rules on real sheets: the hand-checked facts of real supplier safety data sheets
 * (bench/sds-truth.json, see bench/SDS-CORPUS.md). Pairs are two sheets of one product from one supplier
 * group: an older and a newer edition, or the same product for two markets, which differ the way versions
 * do (a reclassification, a CMR category made precise, a statement added).
 */

interface TruthSheet {
  product_name: string;
  supplier: string;
  version: string | null;
  market: string | null;
  signal_word: string | null;
  h_statements: string[];
  p_statements: string[] | null;
  pictograms: string[];
  storage_class: string | null;
  not_classified: boolean;
}

const truth = JSON.parse(readFileSync(new URL("../../bench/sds-truth.json", import.meta.url), "utf8")) as {
  sheets: TruthSheet[];
};

function sheet(name: string, supplier: string, version: string): SheetFacts {
  const found = truth.sheets.find(
    (s) => s.product_name === name && s.supplier === supplier && s.version === version,
  );
  if (!found) throw new Error(`no sheet ${name} ${supplier} ${version} in bench/sds-truth.json`);
  return {
    classification: found.not_classified
      ? "not_classified"
      : found.h_statements.length
        ? "classified"
        : "none_found",
    signal_word: found.signal_word,
    hazard_statements: found.h_statements,
    precautionary_statements: found.p_statements ?? [],
    pictograms: found.pictograms,
    storage_class: found.storage_class,
    substances: [],
  };
}

describe("the difference between two real sheets", () => {
  it("carbon monoxide, Air Products GB 2.3 to US 2.2: flammability and the CMR category changed", () => {
    const from = sheet("Carbon monoxide", "Air Products Plc", "2.3");
    const to = sheet("Carbon monoxide", "Air Products and Chemicals, Inc", "2.2");
    const change = sheetChange(from, to);
    expect(change.hazard_statements).toEqual({
      added: ["H220", "H360", "H372C"],
      removed: ["H221", "H360D", "H372"],
    });
    expect(change.classification).toBeNull();
    expect(changesCmr(change)).toBe(true);
    expect(affectedKinds(change)).toEqual([
      "risk_assessment",
      "workplace_description",
      "poster",
      "read_link",
      "approval",
      "exposure_plan",
    ]);
  });

  it("BPL 2841, Castrol India 2 to BP Belgium 7: a flammable liquid statement dropped, nothing CMR", () => {
    const change = sheetChange(
      sheet("BPL 2841", "Castrol India Limited", "2"),
      sheet("BPL 2841", "BP Lubricants, onderdeel van BP Europa SE - BP Belgium", "7"),
    );
    expect(change.hazard_statements).toEqual({ added: [], removed: ["H227"] });
    expect(changesCmr(change)).toBe(false);
    expect(affectedKinds(change)).not.toContain("exposure_plan");
    expect(affectedKinds(change)).toContain("risk_assessment");
    expect(affectedKinds(change)).not.toContain("co_storage");
  });

  it("propane, the same hazards in two editions: nothing changed, nothing touched", () => {
    const change = sheetChange(
      sheet("Propane", "AIR PRODUCTS SAS", "1.19"),
      sheet("Propane", "Air Products Plc", "2.3"),
    );
    expect(
      changedParts(change).filter(
        (part) => part !== "precautionary_statements" && part !== "pictograms" && part !== "signal_word",
      ),
    ).toEqual([]);
    expect(change.hazard_statements).toEqual({ added: [], removed: [] });
  });

  it("the same sheet compared with itself changes nothing and touches nothing", () => {
    const facts = sheet("Chlor", "Air Products GmbH", "7.1");
    const change = sheetChange(facts, facts);
    expect(changedParts(change)).toEqual([]);
    expect(affectedKinds(change)).toEqual([]);
  });

  it("R09149A in two languages of one edition: the same statements, only the version differs", () => {
    const change = sheetChange(
      sheet("R09149A", "BP Europa SE - BP Belgium / BP Marine", "8"),
      sheet("R09149A", "BP Europa SE - BP Belgium / BP Marine", "10"),
    );
    expect(change.hazard_statements).toEqual({ added: [], removed: [] });
    expect(affectedKinds(change)).not.toContain("exposure_plan");
  });

  it("fructose (not classified) to indole-3-carbinol (irritant): a classification change touches the documents", () => {
    const change = sheetChange(
      sheet("D(-)-Fructose", "Fisher Scientific", "4"),
      sheet("Indole-3-carbinol", "Sigma-Aldrich", "5.3"),
    );
    expect(change.classification).toEqual({ from: "not_classified", to: "classified" });
    expect(changedParts(change)).toContain("classification");
    expect(affectedKinds(change)).toEqual(
      expect.arrayContaining(["risk_assessment", "workplace_description", "approval"]),
    );
  });
});

describe("substances and storage classes", () => {
  // Carbon monoxide's section 3 (630-08-0, 100 %) and a second edition that names an impurity, as the
  // Air Products sheets for technical grades do; the storage class of a gas in pressure receptacles is 2A.
  const base: SheetFacts = {
    ...sheet("Kohlenmonoxid", "Air Products GmbH", "3.2"),
    storage_class: "2A",
    substances: [{ name: "Kohlenmonoxid", cas: "630-08-0", concentration: "100 %" }],
  };

  it("a substance added and a concentration changed touch legislation hits, not co-storage", () => {
    const change = sheetChange(base, {
      ...base,
      substances: [
        { name: "Carbon monoxide", cas: "630-08-0", concentration: "99,5 - 100 %" },
        { name: "Hydrogen", cas: "1333-74-0", concentration: "< 0.5 %" },
      ],
    });
    expect(change.substances.added.map((s) => s.cas)).toEqual(["1333-74-0"]);
    expect(change.substances.changed).toEqual([
      { key: "630-08-0", name: "Carbon monoxide", from: "100 %", to: "99,5 - 100 %" },
    ]);
    expect(affectedKinds(change)).toEqual(["risk_assessment", "approval", "legislation"]);
  });

  it("a concentration printed with other spacing is the same concentration", () => {
    const change = sheetChange(base, {
      ...base,
      substances: [{ name: "Kohlenmonoxid", cas: "630-08-0", concentration: "100%" }],
    });
    expect(changedParts(change)).toEqual([]);
  });

  it("a storage class change touches co-storage only", () => {
    const change = sheetChange(base, { ...base, storage_class: "2B" });
    expect(change.storage_class).toEqual({ from: "2A", to: "2B" });
    expect(affectedKinds(change)).toEqual(["co_storage"]);
  });

  it("precautionary statements alone touch what is written and shown", () => {
    const change = sheetChange(base, {
      ...base,
      precautionary_statements: [...base.precautionary_statements, "P501"],
    });
    expect(affectedKinds(change)).toEqual(["workplace_description", "poster", "read_link"]);
  });

  it("knows the CMR statements", () => {
    expect(["H340", "H350i", "H360FD", "H361d", "H362"].every(isCmrStatement)).toBe(true);
    expect(["H330", "H372", "H317"].some(isCmrStatement)).toBe(false);
  });
});
