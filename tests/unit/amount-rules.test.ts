import { describe, expect, it } from "vitest";
import {
  CATEGORY_CODES,
  HAZARD_CATEGORIES,
  baseCodes,
  categoriesOf,
  categoryCodePairs,
  isReportCategory,
} from "../../core/amounts/categories";
import {
  UNIT_CONVERSIONS,
  convertAmount,
  densityFromText,
  plausibleDensity,
} from "../../core/amounts/conversion";
import { barShares } from "../../core/amounts/report";
import { AMOUNT_UNITS } from "../../core/products";

describe("hazard categories", () => {
  it("reads base codes from printed statements: combined, suffixed, EUH left out", () => {
    expect(baseCodes("H300+H310+H330")).toEqual(["H300", "H310", "H330"]);
    expect(baseCodes("H360FD")).toEqual(["H360"]);
    expect(baseCodes("h350i")).toEqual(["H350"]);
    expect(baseCodes("EUH066")).toEqual([]);
    expect(baseCodes("EUH208")).toEqual([]);
  });

  it("puts flammable liquids in their category by statement", () => {
    expect(categoriesOf(["H224"])).toEqual(["flam-liq-1"]);
    expect(categoriesOf(["H225", "H319", "H336"])).toEqual(["flam-liq-2"]);
    expect(categoriesOf(["H226"])).toEqual(["flam-liq-3"]);
  });

  it("gives a product every category of its statements, in the report's order", () => {
    // Methanol: flammable, toxic by three routes, damages organs.
    expect(categoriesOf(["H370", "H301+H311+H331", "H225"])).toEqual(["flam-liq-2", "acute-tox-3", "stot"]);
    // Benzene: flammable, carcinogenic and mutagenic 1, aspiration.
    expect(categoriesOf(["H225", "H350", "H340", "H372", "H304", "H319", "H315"])).toEqual([
      "flam-liq-2",
      "stot",
      "cmr-1",
    ]);
    expect(categoriesOf(["H361d", "H341"])).toEqual(["cmr-2"]);
    expect(categoriesOf(["H400", "H410"])).toEqual(["aquatic-1"]);
    expect(categoriesOf(["H411"])).toEqual(["aquatic-2"]);
    expect(categoriesOf(["H412"])).toEqual(["aquatic-3-4"]);
    expect(categoriesOf(["H271"])).toEqual(["oxidiser"]);
    expect(categoriesOf(["H300"])).toEqual(["acute-tox-1-2"]);
    expect(categoriesOf(["H302"])).toEqual(["acute-tox-4"]);
    expect(categoriesOf(["H314", "H290"])).toEqual(["corrosive"]);
  });

  it("answers none for no statement or none of a category", () => {
    expect(categoriesOf([])).toEqual(["none"]);
    expect(categoriesOf(["H315", "H319", "EUH066"])).toEqual(["none"]);
  });

  it("names each code in one category only", () => {
    const codes = categoryCodePairs().map((pair) => pair.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(HAZARD_CATEGORIES.every((category) => CATEGORY_CODES[category].length > 0)).toBe(true);
    expect(isReportCategory("none")).toBe(true);
    expect(isReportCategory("flam-liq-2")).toBe(true);
    expect(isReportCategory("H225")).toBe(false);
  });
});

describe("conversion to kilograms", () => {
  it("knows every amount unit", () => {
    expect(Object.keys(UNIT_CONVERSIONS).sort()).toEqual([...AMOUNT_UNITS].sort());
  });

  it("converts a mass directly, and to litres with a density", () => {
    expect(convertAmount(500, "g", null)).toEqual({ conversion: "kg", kg: 0.5, litres: null });
    expect(convertAmount(2, "t", null)).toEqual({ conversion: "kg", kg: 2000, litres: null });
    expect(convertAmount(8, "kg", 0.8)).toEqual({ conversion: "kg", kg: 8, litres: 10 });
  });

  it("converts a volume only with a density, else keeps the litres and marks it", () => {
    const ethanol = convertAmount(10, "L", 0.79);
    expect(ethanol.conversion).toBe("kg");
    expect(ethanol.kg).toBeCloseTo(7.9);
    expect(ethanol.litres).toBe(10);
    expect(convertAmount(500, "mL", 1.2).kg).toBeCloseTo(0.6);
    expect(convertAmount(0.1, "m3", 0.85).kg).toBeCloseTo(85);
    expect(convertAmount(5, "L", null)).toEqual({ conversion: "no-density", kg: null, litres: 5 });
  });

  it("does not convert pieces or a missing amount", () => {
    expect(convertAmount(3, "pcs", 1)).toEqual({ conversion: "pieces", kg: null, litres: null });
    expect(convertAmount(null, null, 1)).toEqual({ conversion: "no-amount", kg: null, litres: null });
    expect(convertAmount(4, null, null).conversion).toBe("no-amount");
    expect(convertAmount(4, "barrels", null).conversion).toBe("no-amount");
  });
});

describe("densities as sheets print them", () => {
  it("reads g/cm³ and its equals as is", () => {
    expect(densityFromText("0.79 g/cm³")).toBe(0.79);
    expect(densityFromText("ca. 1,05 g/cm3 (20 °C)")).toBe(1.05);
    expect(densityFromText("1.2 kg/l")).toBe(1.2);
    expect(densityFromText("0,998 g/ml")).toBe(0.998);
    expect(densityFromText("0.87")).toBe(0.87);
  });

  it("reads kg/m³ and g/L as a thousandth", () => {
    expect(densityFromText("850 kg/m³")).toBe(0.85);
    expect(densityFromText("1000 kg/m3")).toBe(1);
    expect(densityFromText("1180 g/l")).toBe(1.18);
  });

  it("takes the first number of a range and refuses the implausible", () => {
    expect(densityFromText("0.79 - 0.81 g/cm³")).toBe(0.79);
    expect(densityFromText("not applicable")).toBeNull();
    expect(densityFromText("")).toBeNull();
    expect(densityFromText(null)).toBeNull();
    expect(densityFromText("850 g/cm³")).toBeNull();
    expect(plausibleDensity(0)).toBeNull();
    expect(plausibleDensity(Number.NaN)).toBeNull();
    expect(plausibleDensity(13.5)).toBe(13.5);
  });
});

describe("the chart's bars", () => {
  it("scales each bar to the largest", () => {
    expect(barShares([50, 100, 0, -3])).toEqual([0.5, 1, 0, 0]);
    expect(barShares([])).toEqual([]);
    expect(barShares([0, 0])).toEqual([0, 0]);
  });
});
