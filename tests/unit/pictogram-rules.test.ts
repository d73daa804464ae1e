import { describe, expect, it } from "vitest";
import { flammableGasCategory, pictogramsFromStatements } from "../../core/ghs/pictogram-rules";

const derive = (codes: string[], classification?: string) =>
  pictogramsFromStatements(codes, classification ?? null);

describe("pictograms from hazard statements (CLP Annex I)", () => {
  it.each([
    [["H200"], ["GHS01"]],
    [["H201"], ["GHS01"]],
    [["H204"], ["GHS01"]],
    [["H205"], []],
    [["H207"], ["GHS02"]],
    [["H220"], ["GHS02"]],
    [["H232"], ["GHS02"]],
    [["H222", "H229"], ["GHS02"]],
    [["H223", "H229"], ["GHS02"]],
    [["H229"], []],
    [["H224"], ["GHS02"]],
    [["H225"], ["GHS02"]],
    [["H226"], ["GHS02"]],
    [["H227"], []],
    [["H228"], ["GHS02"]],
    [["H240"], ["GHS01"]],
    [["H241"], ["GHS01", "GHS02"]],
    [["H242"], ["GHS02"]],
    [["H250"], ["GHS02"]],
    [["H251"], ["GHS02"]],
    [["H261"], ["GHS02"]],
    [["H270"], ["GHS03"]],
    [["H271"], ["GHS03"]],
    [["H272"], ["GHS03"]],
    [["H280"], ["GHS04"]],
    [["H281"], ["GHS04"]],
    [["H290"], ["GHS05"]],
    [["H300"], ["GHS06"]],
    [["H311"], ["GHS06"]],
    [["H331"], ["GHS06"]],
    [["H302"], ["GHS07"]],
    [["H312"], ["GHS07"]],
    [["H332"], ["GHS07"]],
    [["H303", "H313", "H333"], []],
    [["H304"], ["GHS08"]],
    [["H314"], ["GHS05"]],
    [["H318"], ["GHS05"]],
    [["H315"], ["GHS07"]],
    [["H319"], ["GHS07"]],
    [["H316", "H320"], []],
    [["H317"], ["GHS07"]],
    [["H334"], ["GHS08"]],
    [["H335"], ["GHS07"]],
    [["H336"], ["GHS07"]],
    [["H340"], ["GHS08"]],
    [["H351"], ["GHS08"]],
    [["H360FD"], ["GHS08"]],
    [["H360Fd"], ["GHS08"]],
    [["H361d"], ["GHS08"]],
    [["H362"], []],
    [["H370"], ["GHS08"]],
    [["H373"], ["GHS08"]],
    [["H400"], ["GHS09"]],
    [["H410"], ["GHS09"]],
    [["H411"], ["GHS09"]],
    [["H412", "H413"], []],
    [["H401", "H402"], []],
    [["H420"], ["GHS07"]],
    [["EUH071", "EUH208", "EUH401"], []],
  ])("%j → %j", (codes, expected) => {
    expect(derive(codes)).toEqual(expected);
  });

  it("reads combined codes as their parts and sorts the result", () => {
    expect(derive(["H410", "H300+H310+H330", "H225"])).toEqual(["GHS02", "GHS06", "GHS09"]);
  });

  it("gives nothing for no statements or unknown codes", () => {
    expect(derive([])).toEqual([]);
    expect(derive(["H999", "P280", "nonsense"])).toEqual([]);
  });
});

describe("precedence (CLP Article 26)", () => {
  it("GHS06 removes GHS07 whatever it was for", () => {
    expect(derive(["H331", "H302", "H315", "H319", "H317", "H335"])).toEqual(["GHS06"]);
    // Chlorine: oxidising gas, toxic, irritant, aquatic.
    expect(derive(["H270", "H280", "H315", "H319", "H330", "H410", "EUH071"])).toEqual([
      "GHS03",
      "GHS04",
      "GHS06",
      "GHS09",
    ]);
  });

  it("GHS05 removes GHS07 for skin or eye irritation only", () => {
    expect(derive(["H318", "H315"])).toEqual(["GHS05"]);
    expect(derive(["H314", "H319"])).toEqual(["GHS05"]);
    expect(derive(["H290", "H315"])).toEqual(["GHS05"]);
    expect(derive(["H318", "H315", "H317"])).toEqual(["GHS05", "GHS07"]);
    expect(derive(["H318", "H302"])).toEqual(["GHS05", "GHS07"]);
    expect(derive(["H318", "H336"])).toEqual(["GHS05", "GHS07"]);
  });

  it("GHS08 for respiratory sensitisation removes GHS07 for skin sensitisation and irritation, not for the rest", () => {
    expect(derive(["H334", "H317"])).toEqual(["GHS08"]);
    expect(derive(["H334", "H315", "H319"])).toEqual(["GHS08"]);
    expect(derive(["H334", "H317", "H332"])).toEqual(["GHS07", "GHS08"]);
    // GHS08 for another reason leaves the exclamation mark.
    expect(derive(["H351", "H317"])).toEqual(["GHS07", "GHS08"]);
  });

  it("GHS01 makes GHS02 and GHS03 optional (left out) unless compulsory with it", () => {
    expect(derive(["H201", "H225"])).toEqual(["GHS01"]);
    expect(derive(["H240", "H272"])).toEqual(["GHS01"]);
    expect(derive(["H241"])).toEqual(["GHS01", "GHS02"]);
    expect(derive(["H241", "H272"])).toEqual(["GHS01", "GHS02"]);
  });

  it("keeps GHS04 beside GHS02 and GHS06 (optional in CLP, printed on every gas sheet seen)", () => {
    expect(derive(["H221", "H280", "H331", "H360D", "H372"], "Flam. Gas 1B")).toEqual([
      "GHS02",
      "GHS04",
      "GHS06",
      "GHS08",
    ]);
  });
});

describe("H221: the flammable gas category decides", () => {
  it("Flam. Gas 1B carries the flame, Flam. Gas 2 none", () => {
    expect(derive(["H221", "H280"], "Flam. Gas 1B, H221\nPress. Gas (Comp.), H280")).toEqual([
      "GHS02",
      "GHS04",
    ]);
    expect(derive(["H221", "H280", "H314", "H331", "H410"], "Flam. Gas 2; H221")).toEqual([
      "GHS04",
      "GHS05",
      "GHS06",
      "GHS09",
    ]);
  });

  it("leaves the flame out when the classification is missing or does not decide", () => {
    expect(derive(["H221"])).toEqual([]);
    expect(derive(["H221"], "Acute Tox. 4")).toEqual([]);
    expect(derive(["H221"], "Flam. Gas 1B\nFlam. Gas 2")).toEqual([]);
  });

  it.each([
    ["Flam. Gas 1B", "1B"],
    ["Flam. Gas 1A", "1A"],
    ["Flam. Gas 2", "2"],
    ["Flam.Gas 1 B", "1B"],
    ["Flammable gases -  Category 1", "1A"],
    ["Entzündliche Gase -  Kategorie 1B H221:Entzündbares Gas.", "1B"],
    ["Entzündliche Gase -  Kategorie 2 H221:Entzündbares Gas.", "2"],
    ["Gaz inflammables - Catégorie 1B", "1B"],
    ["Gazy łatwopalne - Kategoria 1B", "1B"],
    ["Gases inflamables - Categoría 1B", "1B"],
    ["Gás inflamável - Categoria 2", "2"],
    ["Hořlavé plyny - Kategorie 1B", "1B"],
    ["Ontvlambare gassen - Categorie 2", "2"],
    ["Gases under pressure - Compressed gas.", null],
    ["Flam. Liq. 2", null],
  ])("%s → %s", (text, category) => {
    expect(flammableGasCategory(text)).toBe(category);
  });
});
