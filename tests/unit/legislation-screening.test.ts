import { describe, expect, it } from "vitest";
import { entryKeys, substanceKeys, casKey, nameKey } from "../../core/legislation/keys";
import { inForce, readEntries, versionDateOf, type ListEntry } from "../../core/legislation/entries";
import { screenProduct } from "../../core/legislation/screen";
import { LEGISLATION_LISTS } from "../../core/legislation/lists";
import { readListFile, shippedEntries } from "../../api/legislation/files";

const ALL: ListEntry[] = LEGISLATION_LISTS.flatMap((list) => shippedEntries(list));
const TODAY = "2026-11-26";

const hitsOf = (cas: string, day = TODAY) =>
  screenProduct([{ name: "x", cas, ec: null }], ALL, day).map((hit) => `${hit.entry.list} ${hit.entry.ref}`);

describe("legislation screening (the shipped lists)", () => {
  it("DEHP 117-81-7 is on the Candidate List, Annex XIV and Annex XVII entry 51", () => {
    const hits = screenProduct([{ name: "DEHP", cas: "117-81-7", ec: null }], ALL, TODAY);
    const svhc = hits.find((hit) => hit.entry.list === "svhc");
    expect(svhc?.entry.date).toBe("2008-10-28");
    const xiv = hits.find((hit) => hit.entry.list === "annex-xiv");
    expect(xiv?.entry.date).toBe("2015-02-21");
    expect(hits.some((hit) => hit.entry.list === "annex-xvii" && hit.entry.ref === "51")).toBe(true);
    expect(hits.every((hit) => hit.matchedBy === "cas")).toBe(true);
  });

  it("benzene 71-43-2 is Carc. 1A and Annex XVII entry 5, and not a SVHC", () => {
    const hits = hitsOf("71-43-2");
    expect(hits).toContain("annex-xvii 5");
    expect(hits).toContain("clp-cmr 601-020-00-8");
    expect(hits.some((hit) => hit.startsWith("svhc"))).toBe(false);
    const clp = screenProduct([{ name: "benzene", cas: "71-43-2" }], ALL, TODAY).filter(
      (hit) => hit.entry.list === "clp-cmr",
    );
    expect(clp).toHaveLength(1);
    expect(clp[0]!.entry.reason).toContain("Carc. 1A");
  });

  it("formaldehyde 50-00-0 is Carc. 1B: one entry in force, the one applying from 2026-05-01", () => {
    const clp = screenProduct([{ name: "formaldehyde", cas: "50-00-0" }], ALL, TODAY).filter(
      (hit) => hit.entry.list === "clp-cmr",
    );
    expect(clp).toHaveLength(1);
    expect(clp[0]!.entry.reason).toBe("Carc. 1B");
    expect(clp[0]!.entry.validFrom).toBe("2026-05-01");
    expect(hitsOf("50-00-0")).not.toContain("svhc");
    // Before 2015-04-01 it was Carc. 2: not on the CMR list then.
    expect(hitsOf("50-00-0", "2014-01-01").filter((hit) => hit.startsWith("clp-cmr"))).toEqual([]);
  });

  it("a product without listed substances has no hits", () => {
    expect(hitsOf("7732-18-5")).toEqual([]);
  });

  it("each shipped list has entries and a version date", () => {
    for (const list of LEGISLATION_LISTS) {
      const entries = ALL.filter((entry) => entry.list === list);
      expect(entries.length, list).toBeGreaterThan(50);
      expect(versionDateOf(entries, TODAY), list).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(
      versionDateOf(
        ALL.filter((entry) => entry.list === "svhc"),
        TODAY,
      ),
    ).toBe("2026-02-04");
  });
});

describe("matching keys", () => {
  it("normalises CAS numbers, EC numbers and names", () => {
    expect(casKey(" 0071-43-2 ")).toBe("71-43-2");
    expect(casKey("not a cas")).toBeNull();
    expect(nameKey("  Benzene\u00A0 Oil ")).toBe("benzene oil");
    expect(substanceKeys({ name: "Benzene", cas: "71-43-2", ec: "200-753-7" })).toEqual([
      "cas:71-43-2",
      "ec:200-753-7",
      "name:benzene",
    ]);
  });

  it("an entry is found by CAS; without one by EC; without either by name", () => {
    expect(entryKeys({ cas: ["71-43-2"], ec: "200-753-7", name: "benzene" })).toEqual(["cas:71-43-2"]);
    expect(entryKeys({ cas: [], ec: "200-753-7", name: "benzene" })).toEqual(["ec:200-753-7"]);
    expect(entryKeys({ cas: [], ec: null, name: "Reaction mass of X" })).toEqual(["name:reaction mass of x"]);
  });

  it("a substance with another CAS but the EC of a CAS-less entry is not matched by the entry's CAS rule", () => {
    const [entry] = readEntries("svhc", [
      { entry_name: "UVCB thing", substance_name: "UVCB thing", ec_number: "123-456-7", cas_number: "" },
    ]);
    expect(screenProduct([{ name: "other", cas: "50-00-0", ec: "123-456-7" }], [entry!], TODAY)).toHaveLength(
      1,
    );
    expect(screenProduct([{ name: "UVCB thing", cas: null, ec: null }], [entry!], TODAY)).toHaveLength(0);
  });

  it("an Annex VI version applies from its date until the next one, and a deletion ends it", () => {
    const entries = readEntries("clp-cmr", [
      {
        index_no: "1",
        chemical_name: "a",
        ec_no: "",
        cas_numbers: "50-00-0",
        cmr_1a_1b: "Carc. 1B",
        in_application_from: "2020-01-01",
        record_type: "classification",
        applies_until_exclusive: "",
      },
      {
        index_no: "1",
        chemical_name: "a",
        ec_no: "",
        cas_numbers: "50-00-0",
        cmr_1a_1b: "",
        in_application_from: "2022-01-01",
        record_type: "deletion",
        applies_until_exclusive: "",
      },
    ]);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.validUntil).toBe("2022-01-01");
    expect(inForce(entries[0]!, "2021-06-01")).toBe(true);
    expect(inForce(entries[0]!, "2022-01-01")).toBe(false);
  });

  it("refuses a file without the list's columns", () => {
    expect(readListFile("svhc", "a,b\n1,2\n", 10)).toEqual({
      ok: false,
      problem: "columns",
      missing: [
        "entry_name",
        "substance_name",
        "ec_number",
        "cas_number",
        "reasons_for_inclusion",
        "date_of_inclusion",
      ],
    });
  });
});
