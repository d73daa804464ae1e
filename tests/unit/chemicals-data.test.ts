import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CHEMICALS, type SeedChemical } from "../../seed/data/chemicals";

const hpStatements = JSON.parse(
  readFileSync(
    // The project's own copy of the CLP statements (reference/NOTICE.md), not the shared folder outside the repo.
    new URL("../../reference/hpstatements/hpstatements-en-latest.json", import.meta.url),
    "utf8",
  ),
) as { codes: string[] };
const KNOWN_CODES = new Set(hpStatements.codes);

/** CAS: 2–7 digits, 2 digits, check digit = Σ(digit × position from the right, starting at 1) mod 10. */
function isValidCas(cas: string): boolean {
  const match = /^(\d{2,7})-(\d{2})-(\d)$/.exec(cas);
  if (!match) return false;
  const digits = `${match[1]}${match[2]}`.split("").reverse();
  const sum = digits.reduce((total, digit, index) => total + Number(digit) * (index + 1), 0);
  return sum % 10 === Number(match[3]);
}

/** EC: NNN-NNN-N, check digit = Σ(digit × position from the left, 1..6) mod 11; a remainder of 10 is not allowed. */
function isValidEc(ec: string): boolean {
  const match = /^(\d{3})-(\d{3})-(\d)$/.exec(ec);
  if (!match) return false;
  const digits = `${match[1]}${match[2]}`.split("");
  const remainder = digits.reduce((total, digit, index) => total + Number(digit) * (index + 1), 0) % 11;
  return remainder !== 10 && remainder === Number(match[3]);
}

/** The H codes of a product, combined statements ("H301+H311+H331") split into their parts; EUH codes left out. */
function hCodes(chemical: SeedChemical): Set<string> {
  return new Set(
    chemical.hazardStatements.flatMap((code) => code.split("+")).filter((code) => /^H\d/.test(code)),
  );
}

const FLAMMABLE = [
  "H220",
  "H222",
  "H223",
  "H224",
  "H225",
  "H226",
  "H228",
  "H241",
  "H242",
  "H250",
  "H251",
  "H252",
  "H260",
  "H261",
];
const OXIDISING = ["H270", "H271", "H272"];
const GAS_UNDER_PRESSURE = ["H280", "H281"];
const CORROSIVE = ["H290", "H314", "H318"];
const ACUTE_TOXIC = ["H300", "H301", "H310", "H311", "H330", "H331"];
const HEALTH_HAZARD = [
  "H304",
  "H334",
  "H340",
  "H341",
  "H350",
  "H350i",
  "H351",
  "H360",
  "H360F",
  "H360D",
  "H360FD",
  "H360Fd",
  "H360Df",
  "H361",
  "H361f",
  "H361d",
  "H361fd",
  "H370",
  "H371",
  "H372",
  "H373",
];
const ENVIRONMENT = ["H400", "H410", "H411"];
/** Clear cases where the CLP signal word is always "Danger". */
const DANGER = [
  "H224",
  "H225",
  "H300",
  "H310",
  "H330",
  "H301",
  "H311",
  "H331",
  "H314",
  "H318",
  "H340",
  "H350",
  "H350i",
  "H360",
  "H360F",
  "H360D",
  "H360FD",
  "H360Fd",
  "H360Df",
  "H370",
  "H372",
  "H304",
  "H334",
];
/** Hazards without a signal word of their own (aquatic chronic 2–4). */
const NO_SIGNAL_WORD = new Set(["H411", "H412", "H413"]);

/** The market each extra SDS language belongs to. */
const MARKET_OF: Record<string, string> = {
  nb: "NO",
  sv: "SE",
  da: "DK",
  fi: "FI",
  de: "DE",
  nl: "NL",
  fr: "FR",
  it: "IT",
  es: "ES",
};

const hasAny = (codes: Set<string>, list: readonly string[]) => list.some((code) => codes.has(code));

describe("seed chemical library", () => {
  it("has at least 210 products with unique names", () => {
    expect(CHEMICALS.length).toBeGreaterThanOrEqual(210);
    const names = CHEMICALS.map((chemical) => chemical.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name.trim()).toBe(name);
  });

  it("validates CAS and EC numbers with their check digits", () => {
    expect(isValidCas("67-64-1")).toBe(true);
    expect(isValidCas("7732-18-5")).toBe(true);
    expect(isValidCas("67-64-2")).toBe(false);
    expect(isValidEc("200-662-2")).toBe(true);
    expect(isValidEc("200-662-3")).toBe(false);
    const badCas: string[] = [];
    const badEc: string[] = [];
    for (const chemical of CHEMICALS) {
      const cas = [chemical.casNo, ...chemical.substances.map((substance) => substance.cas)];
      const ec = [chemical.ecNo, ...chemical.substances.map((substance) => substance.ec)];
      for (const number of cas)
        if (number !== null && !isValidCas(number)) badCas.push(`${chemical.name}: ${number}`);
      for (const number of ec)
        if (number !== null && !isValidEc(number)) badEc.push(`${chemical.name}: ${number}`);
    }
    expect(badCas).toEqual([]);
    expect(badEc).toEqual([]);
  });

  it("uses only H, EUH and P codes that exist in the statement catalogue", () => {
    const unknown = CHEMICALS.flatMap((chemical) =>
      [...chemical.hazardStatements, ...chemical.precautionaryStatements]
        .filter((code) => !KNOWN_CODES.has(code))
        .map((code) => `${chemical.name}: ${code}`),
    );
    expect(unknown).toEqual([]);
    for (const chemical of CHEMICALS) {
      expect(
        chemical.hazardStatements.every((code) => /^(EU)?H/.test(code)),
        chemical.name,
      ).toBe(true);
      expect(
        chemical.precautionaryStatements.every((code) => code.startsWith("P")),
        chemical.name,
      ).toBe(true);
      expect(new Set(chemical.pictograms).size, chemical.name).toBe(chemical.pictograms.length);
    }
  });

  it("shows the pictograms the hazard statements require, and none without a reason", () => {
    const problems: string[] = [];
    const rules: [string, readonly string[]][] = [
      ["GHS02", FLAMMABLE],
      ["GHS03", OXIDISING],
      ["GHS04", GAS_UNDER_PRESSURE],
      ["GHS05", CORROSIVE],
      ["GHS06", ACUTE_TOXIC],
      ["GHS08", HEALTH_HAZARD],
      ["GHS09", ENVIRONMENT],
    ];
    for (const chemical of CHEMICALS) {
      const codes = hCodes(chemical);
      const pictograms = new Set<string>(chemical.pictograms);
      for (const [pictogram, list] of rules) {
        if (hasAny(codes, list) && !pictograms.has(pictogram))
          problems.push(`${chemical.name}: missing ${pictogram}`);
        if (pictograms.has(pictogram) && !hasAny(codes, list))
          problems.push(`${chemical.name}: needless ${pictogram}`);
      }
      // CLP Art. 26: GHS06 supersedes GHS07; GHS05 supersedes GHS07 for skin/eye irritation;
      // GHS08 for respiratory sensitisation supersedes GHS07 for skin sensitisation and irritation.
      const irritationCovered = pictograms.has("GHS05") || (pictograms.has("GHS08") && codes.has("H334"));
      const needsGhs07 =
        !pictograms.has("GHS06") &&
        (hasAny(codes, ["H302", "H312", "H332", "H335", "H336", "H420"]) ||
          (!irritationCovered && hasAny(codes, ["H315", "H319"])) ||
          (!(pictograms.has("GHS08") && codes.has("H334")) && codes.has("H317")));
      if (needsGhs07 && !pictograms.has("GHS07")) problems.push(`${chemical.name}: missing GHS07`);
      if (!needsGhs07 && pictograms.has("GHS07")) problems.push(`${chemical.name}: needless GHS07`);
      if (
        pictograms.has("GHS01") &&
        !hasAny(codes, ["H200", "H201", "H202", "H203", "H204", "H205", "H240", "H241"])
      ) {
        problems.push(`${chemical.name}: needless GHS01`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("uses the signal word the hazards require", () => {
    const problems: string[] = [];
    for (const chemical of CHEMICALS) {
      const codes = hCodes(chemical);
      if (hasAny(codes, DANGER) && chemical.signalWord !== "Danger")
        problems.push(`${chemical.name}: should be Danger`);
      if (codes.size === 0 && (chemical.signalWord !== null || chemical.pictograms.length > 0)) {
        problems.push(`${chemical.name}: no hazard, yet a signal word or pictogram`);
      }
      if ([...codes].some((code) => !NO_SIGNAL_WORD.has(code)) && chemical.signalWord === null) {
        problems.push(`${chemical.name}: hazardous without a signal word`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("has a storage class, plausible identifiers and a plausible composition for every product", () => {
    for (const chemical of CHEMICALS) {
      expect(chemical.storageClass, chemical.name).toBeTruthy();
      expect(chemical.supplier.trim(), chemical.name).not.toBe("");
      expect(chemical.articleNo.trim(), chemical.name).not.toBe("");
      expect(chemical.areaOfUse.trim(), chemical.name).not.toBe("");
      if (chemical.unNo !== null) expect(chemical.unNo, chemical.name).toMatch(/^\d{4}$/);
      expect(chemical.substances.length, chemical.name).toBeGreaterThan(0);
      for (const substance of chemical.substances) {
        expect(substance.concentrationMin, `${chemical.name}: ${substance.name}`).toBeGreaterThanOrEqual(0);
        expect(substance.concentrationMin, `${chemical.name}: ${substance.name}`).toBeLessThanOrEqual(
          substance.concentrationMax,
        );
        expect(substance.concentrationMax, `${chemical.name}: ${substance.name}`).toBeLessThanOrEqual(100);
      }
      const min = chemical.substances.reduce((sum, substance) => sum + substance.concentrationMin, 0);
      const max = chemical.substances.reduce((sum, substance) => sum + substance.concentrationMax, 0);
      expect(min, chemical.name).toBeLessThanOrEqual(100.0001);
      expect(max, chemical.name).toBeGreaterThanOrEqual(90);
      if (chemical.casNo !== null) {
        expect(
          chemical.substances.some((substance) => substance.cas === chemical.casNo) ||
            chemical.substances.length > 1,
          chemical.name,
        ).toBe(true);
      }
      if (chemical.physical.state === "gas") expect(chemical.storageClass, chemical.name).toBe("2A");
      for (const extra of chemical.extraSds ?? [])
        expect(MARKET_OF[extra.language], chemical.name).toBe(extra.market);
    }
  });

  it("contains the named key products", () => {
    const acetone = CHEMICALS.find((chemical) => chemical.name === "Acetone");
    expect(acetone).toMatchObject({
      casNo: "67-64-1",
      ecNo: "200-662-2",
      unNo: "1090",
      signalWord: "Danger",
      storageClass: "3",
    });
    expect(acetone?.hazardStatements).toEqual(expect.arrayContaining(["H225", "H319", "H336", "EUH066"]));
    expect(acetone?.pictograms).toEqual(expect.arrayContaining(["GHS02", "GHS07"]));
    for (const cas of ["64-17-5", "108-88-3", "67-63-0"]) {
      expect(
        CHEMICALS.some((chemical) => chemical.casNo === cas),
        cas,
      ).toBe(true);
    }
    const sodiumChloride = CHEMICALS.find((chemical) => chemical.casNo === "7647-14-5");
    expect(sodiumChloride?.signalWord).toBeNull();
    expect(sodiumChloride?.pictograms).toEqual([]);
    // Several products share a substance, e.g. acetone from two suppliers.
    expect(CHEMICALS.filter((chemical) => chemical.casNo === "67-64-1").length).toBeGreaterThanOrEqual(2);
  });

  it("covers many storage classes and suppliers", () => {
    expect(new Set(CHEMICALS.map((chemical) => chemical.storageClass)).size).toBeGreaterThanOrEqual(8);
    const suppliers = new Map<string, number>();
    for (const chemical of CHEMICALS)
      suppliers.set(chemical.supplier, (suppliers.get(chemical.supplier) ?? 0) + 1);
    expect(suppliers.size).toBeGreaterThanOrEqual(15);
    expect([...suppliers.values()].filter((count) => count > 1).length).toBeGreaterThanOrEqual(5);
  });
});
