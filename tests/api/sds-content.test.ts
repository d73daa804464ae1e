import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { renderSdsPdf, type SdsPdfInput } from "../../api/products/sds-pdf";
import { pdfFacts } from "../../api/products/sds-reader";
import { factsFromText } from "../../api/products/sds-text";
import { compositionOf } from "../../api/products/sds-composition";
import { flashPointCelsius, physicalOf } from "../../api/products/sds-physical";
import { statementsFromSentences } from "../../api/products/sds-sentences";
import { storageClassOf } from "../../api/products/sds-storage-class";
import { isKnownStatement, statementText, statementsFor } from "../../api/products/statements";
import { isClpStatementCode } from "../../core/ghs/clp-statement-codes";
import { isGhsStatementCode } from "../../core/ghs/ghs-non-eu-statements";

/**
 * What the reader takes from a sheet's text besides section 2's codes: the classification verdict, the
 * statements printed as sentences, the supplier's wording beside each code, GHS codes outside CLP, the TRGS
 * 510 storage class, section 3's substances and section 9's physical data. Every sheet here is written for
 * the test (en, de, fr, nl, pl and US layouts), none is a supplier's.
 */

/** A sheet with the given section-2 lines, section 3 and section 9, in the common EU layout. */
function sheet(section2: string[], section3: string[] = [], section9: string[] = []): string {
  return [
    "SAFETY DATA SHEET",
    "SECTION 1: Identification of the substance/mixture and of the company/undertaking",
    "Product name: Test product",
    "SECTION 2: Hazards identification",
    ...section2,
    "SECTION 3: Composition/information on ingredients",
    ...section3,
    "SECTION 4: First aid measures",
    "Rinse with water.",
    "SECTION 9: Physical and chemical properties",
    ...section9,
    "SECTION 10: Stability and reactivity",
    "Stable.",
    "SECTION 14: Transport information",
    "Not classified as dangerous in the meaning of transport regulations.",
    "SECTION 15: Regulatory information",
    "TRGS 510 Lagerung von Gefahrstoffen in ortsbeweglichen Behältern, in der gültigen Fassung.",
  ].join("\n");
}

async function textPdf(pages: string[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    lines.forEach((line, index) => page.drawText(line, { x: 40, y: 800 - index * 14, size: 10, font }));
  }
  return doc.save();
}

describe("classification verdict", () => {
  it.each([
    ["en", "Not a hazardous substance or mixture according to Regulation (EC) No. 1272/2008."],
    ["en", "Based on available data, the classification criteria are not met"],
    [
      "en",
      "This mixture does not meet the criteria for classification according to Regulation (EC) 1272/2008.",
    ],
    ["en", "The product is not classified as dangerous according to Directive 1999/45/EC."],
    ["en US", "Label Elements\nNone required"],
    ["de", "Der Stoff ist nicht als gefährlich eingestuft gemäß Verordnung (EG) Nr. 1272/2008."],
    ["de", "Kein gefährlicher Stoff nach GHS."],
    ["nl", "Niet geclassificeerd."],
    ["nl", "Signaalwoord Geen signaalwoord."],
    ["fr", "Produit non classé selon le règlement (CE) n° 1272/2008."],
    ["fr", "Ce produit n'est pas une substance ou un mélange dangereux."],
    ["pl", "Nie sklasyfikowano jako niebezpieczny."],
  ])("reads not_classified from section 2 (%s): %j", (_language, words) => {
    const facts = factsFromText(sheet(["2.1 Classification of the substance or mixture", words]));
    expect(facts.classification).toBe("not_classified");
    expect(facts.hazard_statements).toEqual([]);
  });

  it("is classified as soon as there is a hazard statement or a signal word, whatever else section 2 says", () => {
    expect(
      factsFromText(sheet(["H225 Highly flammable liquid and vapour.", "Aquatic: not classified"])),
    ).toMatchObject({ classification: "classified", hazard_statements: ["H225"] });
    expect(
      factsFromText(sheet(["Signal word: Warning", "Acute toxicity: not classified"])).classification,
    ).toBe("classified");
  });

  it("is none_found when section 2 says nothing either way", () => {
    expect(factsFromText(sheet(["2.1 Classification", "See section 11."])).classification).toBe("none_found");
  });

  it("does not read the words from other sections (transport: not classified as dangerous)", () => {
    // sheet() prints "Not classified as dangerous" in section 14 only.
    expect(factsFromText(sheet(["2.1 Classification", "Refer to the label."])).classification).toBe(
      "none_found",
    );
  });

  it("keeps a pre-GHS MSDS, which has no section 2 of the GHS kind, at none_found", () => {
    const msds = [
      "MATERIAL SAFETY DATA SHEET",
      "SECTION I - PRODUCT IDENTIFICATION",
      "Product: Acidulant 35",
      "SECTION II - HAZARDOUS INGREDIENTS",
      "None. Not classified as hazardous under the ANSI standard.",
      "SECTION III - PHYSICAL DATA",
    ].join("\n");
    expect(factsFromText(msds).classification).toBe("none_found");
  });
});

describe("statements printed as sentences without codes", () => {
  /** A US OSHA section 2 in Fisher's layout: labels on their own lines, sentences without codes. */
  const fisher = [
    "2. Hazard(s) identification",
    "Classification",
    "This chemical is considered hazardous by the 2012 OSHA Hazard Communication Standard (29 CFR 1910.1200)",
    "Label Elements",
    "Signal Word",
    "Danger",
    "Hazard Statements",
    "Highly flammable liquid and vapor",
    "May intensify fire; oxidizer",
    "Causes damage to organs through prolonged or",
    "repeated exposure",
    "Combustible liquid",
    "Causes eye irritation",
    "Causes skin irritation and may be slightly toxic",
    "Precautionary Statements",
    "Prevention",
    "Wear protective gloves/protective clothing/eye protection/face protection",
    "Keep cool",
    "If swallowed: Rinse mouth. Do NOT induce vomiting.",
    "IF INHALED:",
    "Immediately call a doctor.",
    "Hazards not otherwise classified (HNOC)",
    "Very toxic to aquatic life with long lasting effects.",
    "3. Composition/Information on Ingredients",
  ].join("\n");

  it("matches the standard wording (US spelling, no full stop, wrapped lines) and marks each code", () => {
    const facts = factsFromText(fisher);
    expect(facts.hazard_statements).toEqual(["H225", "H272", "H372", "H227", "H320"]);
    expect(facts.precautionary_statements).toEqual(["P280", "P235", "P301+P330+P331"]);
    for (const code of [...facts.hazard_statements, ...facts.precautionary_statements])
      expect(facts.code_sources[code]).toBe("sentence");
    // The sentence as printed is the supplier's wording of the statement.
    expect(facts.statement_texts).toMatchObject({
      H225: "Highly flammable liquid and vapor",
      H372: "Causes damage to organs through prolonged or repeated exposure",
      "P301+P330+P331": "If swallowed: Rinse mouth. Do NOT induce vomiting.",
    });
    expect(facts.classification).toBe("classified");
  });

  it("gives no code for a sentence that is not a standard wording, a bare condition or text outside the blocks", () => {
    const { hazards, precautions } = statementsFromSentences(fisher);
    // "Causes skin irritation and may be slightly toxic" is not H315; "IF INHALED:" alone is not P304.
    expect(hazards).not.toContain("H315");
    expect(precautions).not.toContain("P304");
    // The HNOC block's sentence is not one of the label's statements.
    expect(hazards).not.toContain("H410");
  });

  it("does not read sentences when the sheet prints codes of that kind", () => {
    const facts = factsFromText(
      sheet(["Hazard statements", "H319 Causes serious eye irritation.", "Causes skin irritation"]),
    );
    expect(facts.hazard_statements).toEqual(["H319"]);
    expect(facts.code_sources).toEqual({});
  });

  it("reads no sentences without a section 2", () => {
    expect(factsFromText("Hazard Statements\nCauses skin irritation").hazard_statements).toEqual([]);
  });

  it("reads the sentences across a page break of a generated PDF", async () => {
    const pdf = await textPdf([
      [
        "2. Hazard(s) identification",
        "Label Elements",
        "Signal Word",
        "Danger",
        "Hazard Statements",
        "Causes severe skin burns and eye damage",
        "Page 1 / 8",
      ],
      [
        "Nitric acid  Revision Date  29-Aug-2018",
        "Toxic if inhaled",
        "Precautionary Statements",
        "Keep cool",
      ],
    ]);
    const facts = await pdfFacts(pdf);
    expect(facts.hazard_statements).toEqual(["H314", "H331"]);
    expect(facts.precautionary_statements).toEqual(["P235"]);
    // The sheet shows no pictogram: the CLP rules give those of the statements matched from the sentences.
    expect(facts.pictograms).toEqual(["GHS05", "GHS06"]);
    expect(facts.code_sources).toEqual({
      H314: "sentence",
      H331: "sentence",
      P235: "sentence",
      GHS05: "derived",
      GHS06: "derived",
    });
  });
});

describe("GHS statements outside CLP", () => {
  it("are statements with their GHS wording, alone and combined", () => {
    for (const code of ["H227", "H303", "H305", "H313", "H316", "H320", "H333", "H401", "H402", "P281"])
      expect(isKnownStatement(code), code).toBe(true);
    expect(isKnownStatement("H303+H313+H333")).toBe(true);
    expect(isKnownStatement("H433")).toBe(false);
    expect(statementText("H401", 6)).toEqual({
      code: "H401",
      text: "Toxic to aquatic life.",
      language: "en",
    });
    expect(statementsFor(["H227"], 4)).toEqual([
      { code: "H227", text: "Combustible liquid.", language: "en" },
    ]);
  });

  it("are GHS codes but not CLP codes for the forms", () => {
    expect(isGhsStatementCode("H401")).toBe(true);
    expect(isGhsStatementCode("p281")).toBe(true);
    expect(isGhsStatementCode("H225 + H401")).toBe(true);
    expect(isGhsStatementCode("H999")).toBe(false);
    expect(isClpStatementCode("H401")).toBe(false);
  });

  it("are kept by the reader instead of dropped", () => {
    const facts = factsFromText(
      sheet([
        "2.2 Label elements",
        "Signal word: Warning",
        "H227 Combustible liquid. H319 Causes serious eye irritation.",
        "P281 Use personal protective equipment as required.",
      ]),
    );
    expect(facts.hazard_statements).toEqual(["H227", "H319"]);
    expect(facts.precautionary_statements).toEqual(["P281"]);
  });
});

describe("statement_texts: the supplier's wording beside each code", () => {
  it("takes the text up to the next code, continued on the next line when the sentence is wrapped", () => {
    const facts = factsFromText(
      sheet([
        "2.2 Label elements",
        "Hazard statements:",
        "H225: Highly flammable liquid and vapour.  H315:  Causes",
        "skin irritation.  H336 - May cause drowsiness or dizziness.",
        "H372 Causes damage to organs (liver) through prolonged or repeated",
        "exposure if swallowed.",
        "Precautionary statements:",
        "P303 + P361 + P353 IF ON SKIN (or hair):",
        "Take off immediately all contaminated clothing. Rinse skin with water.",
        "P210, P233",
        "2.3 Other hazards",
      ]),
    );
    expect(facts.statement_texts).toEqual({
      H225: "Highly flammable liquid and vapour.",
      H315: "Causes skin irritation.",
      H336: "May cause drowsiness or dizziness.",
      H372: "Causes damage to organs (liver) through prolonged or repeated exposure if swallowed.",
      "P303+P361+P353":
        "IF ON SKIN (or hair): Take off immediately all contaminated clothing. Rinse skin with water.",
    });
  });

  it("keeps the wording in the sheet's language (de, fr, nl)", () => {
    const texts = (line: string) =>
      factsFromText(sheet(["2.2 Kennzeichnungselemente", line])).statement_texts;
    expect(texts("H220 Extrem entzündbares Gas.")).toEqual({ H220: "Extrem entzündbares Gas." });
    expect(texts("H319 : Provoque une sévère irritation des yeux.")).toEqual({
      H319: "Provoque une sévère irritation des yeux.",
    });
    expect(texts("H318 - Veroorzaakt ernstig oogletsel.")).toEqual({
      H318: "Veroorzaakt ernstig oogletsel.",
    });
  });
});

describe("storage class (TRGS 510)", () => {
  it.each([
    ["Lagerklasse gemäß TRGS 510: 11", "11"],
    ["Lagerklasse nach TRGS 510: 8A – Brennbare ätzende Stoffe", "8A"],
    ["Lagerklasse (LGK): 2 B", "2B"],
    ["Storage class (TRGS 510): 13: Non Combustible Solids", "13"],
    ["10 Lagerklasse (TRGS 510)", "10"],
    ["8B – Nicht brennbare ätzende Stoffe (Lagerklasse nach TRGS 510)", "8B"],
    ["LGK 10-13", null],
    ["Lagerklasse: LGK 10 - 13", null],
    ["TRGS 510 Lagerung von Gefahrstoffen in ortsbeweglichen Behältern", null],
    ["Lagerklasse nach TRGS 510\n15.2 Stoffsicherheitsbeurteilung", null],
    ["7.3 Lagerklasse (TRGS 510)", null],
  ])("reads %j as %j", (text, expected) => {
    expect(storageClassOf(text)).toBe(expected);
  });

  it("does not take section 15's mention of TRGS 510 for a class", () => {
    expect(factsFromText(sheet(["Not classified."])).storage_class).toBeNull();
  });
});

describe("composition (section 3)", () => {
  it("reads a table in rows: name, EC, CAS, concentration and the substance's own codes, wrapped cells too", () => {
    const section = [
      "3.2 Mixtures",
      "Chemical Name EC-No CAS-No Weight percent Classification",
      "Alpha Terpineol 202-680-6  98-55-5 40-60  Skin Irrit. 2 (H315)",
      "Terpinene-4-ol  209-235-5  562-74-3  2-10  Skin Irrit. 2 (H315)",
      "Acute Tox. 4",
      "(H302)",
      "Ethanol  64-17-5 Flam. Liq.: 2; H225 >= 10 - < 20",
      "200-578-6 Eye Irrit.: 2; H319",
      "Bad number 67-64-2 5 %",
    ].join("\n");
    expect(compositionOf(section)).toEqual([
      {
        name: "Alpha Terpineol",
        cas: "98-55-5",
        ec: "202-680-6",
        concentration: "40-60",
        hazard_statements: ["H315"],
      },
      {
        name: "Terpinene-4-ol",
        cas: "562-74-3",
        ec: "209-235-5",
        concentration: "2-10",
        hazard_statements: ["H315", "H302"],
      },
      {
        name: "Ethanol",
        cas: "64-17-5",
        ec: "200-578-6",
        concentration: ">= 10 - < 20",
        hazard_statements: ["H225", "H319"],
      },
    ]);
  });

  it("reads US rows that start with the CAS number and rows without codes", () => {
    expect(
      compositionOf(
        [
          "CAS Number  Weight %  Chemical name",
          "74-87-3  >=  0.01  -  <=  0.1%  chloromethane",
          "79-22-1  >=  99.0  -  <=  100.0%  methyl chloroformate",
        ].join("\n"),
      ).map(({ name, cas, concentration }) => ({ name, cas, concentration })),
    ).toEqual([
      { name: "chloromethane", cas: "74-87-3", concentration: ">= 0.01 - <= 0.1%" },
      { name: "methyl chloroformate", cas: "79-22-1", concentration: ">= 99.0 - <= 100.0%" },
    ]);
    expect(compositionOf("Component  CAS-No  Weight %\nD-Fructose  57-48-7  >95")).toEqual([
      { name: "D-Fructose", cas: "57-48-7", ec: null, concentration: ">95", hazard_statements: [] },
    ]);
  });

  it("reads labelled identifiers under the name (BP's layout, nl) without giving one substance's codes to another", () => {
    const section = [
      "Product- / ingrediëntennaam  Identificatiemogelijkheden  %  Classificatie",
      "Fosforodithionzuur, vermengd O,O-bis REACH #: 01-2119493628-22 ≥10 - ≤25  Skin Irrit. 2, H315",
      "(iso-bu en pentyl) esters, zinkzouten EC: 270-608-0 Eye Dam. 1, H318",
      "CAS-nummer: 68457-79-4 Aquatic Chronic 2, H411",
      "[1]",
      "Fenol, dodecyl-, vertakt  REACH #: 01-2119513207-49 ≤3  Skin Corr. 1C, H314",
      "EC: 310-154-3 Repr. 1B, H360F",
      "CAS-nummer: 121158-58-5 Aquatic Acute 1, H400",
      "Index: 604-092-00-9 Aquatic Chronic 1, H410",
    ].join("\n");
    expect(compositionOf(section)).toEqual([
      {
        name: "Fosforodithionzuur, vermengd O,O-bis",
        cas: "68457-79-4",
        ec: "270-608-0",
        concentration: "≥10 - ≤25",
        hazard_statements: ["H315", "H318", "H411"],
      },
      {
        name: "Fenol, dodecyl-, vertakt",
        cas: "121158-58-5",
        ec: "310-154-3",
        concentration: "≤3",
        hazard_statements: ["H314", "H360F", "H400", "H410"],
      },
    ]);
  });

  it("reads the concentration line above a labelled name (Firmenich's layout, de labels)", () => {
    const section = [
      ">= 10.0 < 15.0% GHS-Einstufung:",
      "3-Hexen-1-Ol, (Z)- Eye Irritation - Cat.2 [H319]",
      "CAS-Nr. : 0000928-96-1 Flammable Liquid - Cat. 3 [H226]",
      ">=2.5 < 5.0% GHS-Einstufung:",
      "Hexan-1-Ol Acute Toxicity (oral) - Cat. 4 [H302]",
      "CAS-Nr. : 0000111-27-3",
      "EG-Nr.: 203-852-3",
    ].join("\n");
    expect(compositionOf(section)).toEqual([
      {
        name: "3-Hexen-1-Ol, (Z)",
        cas: "928-96-1",
        ec: null,
        concentration: ">= 10.0 < 15.0%",
        hazard_statements: ["H319", "H226"],
      },
      {
        name: "Hexan-1-Ol",
        cas: "111-27-3",
        ec: "203-852-3",
        concentration: ">=2.5 < 5.0%",
        hazard_statements: ["H302"],
      },
    ]);
  });

  it("keeps the ingredients' codes apart from the product's statements", () => {
    const facts = factsFromText(
      sheet(
        ["2.2 Label elements", "H319 Causes serious eye irritation."],
        ["Ethanol  64-17-5  200-578-6  10 - 20 %  Flam. Liq. 2, H225; Eye Irrit. 2, H319"],
      ),
    );
    expect(facts.hazard_statements).toEqual(["H319"]);
    expect(facts.composition).toEqual([
      {
        name: "Ethanol",
        cas: "64-17-5",
        ec: "200-578-6",
        concentration: "10 - 20 %",
        hazard_statements: ["H225", "H319"],
      },
    ]);
  });
});

describe("physical data (section 9)", () => {
  it("reads an EU table in English with units, and 'no data' as null", () => {
    const physical = physicalOf(
      [
        "9.1 Information on basic physical and chemical properties",
        "Physical state  :  liquid",
        "Colour  :  colourless",
        "Odour  :  characteristic",
        "Odour threshold  :  no data available",
        "pH  :  no data available",
        "Melting point/freezing point  :  -95 °C",
        "Initial boiling point and boiling range  :  56 °C",
        "Flash point  :  -17 °C (closed cup)",
        "Vapour pressure  :  24.6 kPa at 20 °C",
        "Vapour density  :  2.0",
        "Density  :  0.79 g/cm³ at 20 °C",
        "Water solubility  :  completely miscible",
      ].join("\n"),
    );
    expect(physical).toEqual({
      physical_state: "liquid",
      colour: "colourless",
      odour: "characteristic",
      ph: null,
      melting_point: "-95 °C",
      boiling_point: "56 °C",
      flash_point: "-17 °C (closed cup)",
      flash_point_c: -17,
      density: "0.79 g/cm³ at 20 °C",
      vapour_pressure: "24.6 kPa at 20 °C",
      solubility: "completely miscible",
    });
  });

  it("reads German lettered lists with the state and colour in one value", () => {
    const physical = physicalOf(
      [
        "(a/b) Aggregatzustand/Farbe  :  Verdichtetes Gas. Farbloses Gas.",
        "(c) Geruch  :  Keine Warnung durch Geruch.",
        "(d) Dichte  :  0,0012 g/cm3 bei 21 °C",
        "(f) Schmelzpunkt / :  -337 °F (-205,1 °C)",
        "Gefrierpunkt",
        "(g) Siedepunkt/Siedebereich  :  -313 °F (-191,5 °C)",
        "(h) Dampfdruck  :  Nicht anwendbar.",
        "(k) pH-Wert  :  Nicht anwendbar auf Gase und Gasgemische.",
        "(o) Flammpunkt  :  Nicht anwendbar auf Gase und Gasgemische.",
      ].join("\n"),
    );
    expect(physical).toMatchObject({
      physical_state: "Verdichtetes Gas",
      colour: "Farbloses Gas",
      odour: "Keine Warnung durch Geruch",
      density: "0,0012 g/cm3 bei 21 °C",
      melting_point: "-337 °F (-205,1 °C)",
      boiling_point: "-313 °F (-191,5 °C)",
      vapour_pressure: null,
      ph: null,
      flash_point: null,
      flash_point_c: null,
    });
  });

  it("reads French and Dutch labels, wrapped labels and the relative density where no density is printed", () => {
    expect(
      physicalOf(
        [
          "L'état physique  :  Liquide",
          "(f) Point de fusion / point de :  -75°C (-103°F)",
          "Point d'éclair  :  Vase clos: 39 °F (4 °C)",
          "Densité relative de vapeur  :  Non applicable.",
          "Densité relative  :  0,87",
          "Solubilité dans l'eau  :  Donnée non disponible.",
        ].join("\n"),
      ),
    ).toMatchObject({
      physical_state: "Liquide",
      melting_point: "-75°C (-103°F)",
      flash_point: "Vase clos: 39 °F (4 °C)",
      flash_point_c: 4,
      density: "0,87",
      solubility: null,
    });
    expect(
      physicalOf(
        [
          "Fysische toestand Vloeistof.",
          "Kleur Bruin.",
          "Beginkookpunt en kooktraject Niet beschikbaar.",
          "Vlampunt Gesloten kroes: 160°C (320°F) [Pensky-Martens]",
          "Dampdruk <0.04 kPa (<0.301 mm Hg) op 20°C",
        ].join("\n"),
      ),
    ).toMatchObject({
      physical_state: "Vloeistof",
      colour: "Bruin",
      boiling_point: null,
      flash_point: "Gesloten kroes: 160°C (320°F) [Pensky-Martens]",
      flash_point_c: 160,
      vapour_pressure: "<0.04 kPa (<0.301 mm Hg) op 20°C",
    });
  });

  it("reads a US sheet without colons, in two columns, and converts a flash point printed in °F only", () => {
    expect(
      physicalOf(
        [
          "Physical State  Liquid",
          "Color  Pale yellow  Odor Threshold  No information available",
          "Odor  Odorless",
          "Boiling Point/Range  200 °C / 392 °F @ 760 mmHg",
          "Flash Point  194 °F",
          "Specific Gravity  1.170",
          "Solubility  No information available",
        ].join("\n"),
      ),
    ).toMatchObject({
      physical_state: "Liquid",
      colour: "Pale yellow",
      odour: "Odorless",
      boiling_point: "200 °C / 392 °F @ 760 mmHg",
      flash_point: "194 °F",
      flash_point_c: 90,
      density: "1.170",
      solubility: null,
    });
  });

  it.each([
    ["-32°C  (-26°F)  [ASTM D-56]", -32],
    ["Closed cup: 168°C (334.4°F)", 168],
    ["41 ° C", 41],
    ["13,9 °C", 13.9],
    ["100 °F", 37.8],
    ["> 93 °C", null],
    ["Closed cup: >70°C (>158°F)", null],
    ["Not flammable", null],
  ])("flash point %j is %j °C", (value, expected) => {
    expect(flashPointCelsius(value)).toBe(expected);
  });
});

describe("round trip through a generated sheet", () => {
  const input: SdsPdfInput = {
    key: "SDS-TEST0002",
    productName: "Cleaning concentrate",
    supplier: "Test Chemicals AS",
    articleNo: "CC-1",
    areaOfUse: "Cleaning",
    languageCode: "en",
    marketCode: "GB",
    version: "1.0",
    dateIssue: "2025-03-14",
    casNo: null,
    ecNo: null,
    unNo: null,
    signalWord: "Danger",
    pictograms: ["GHS05"],
    hazardStatements: statementsFor(["H314"], 4).map(({ code, text }) => ({ code, text })),
    precautionaryStatements: statementsFor(["P280"], 4).map(({ code, text }) => ({ code, text })),
    substances: [
      {
        name: "Sodium hydroxide",
        cas: "1310-73-2",
        ec: "215-185-5",
        concentrationMin: 1,
        concentrationMax: 5,
      },
      { name: "Ethanol", cas: "64-17-5", ec: "200-578-6", concentrationMin: 10, concentrationMax: 20 },
    ],
    storageClass: "8B",
    physical: {
      state: "liquid",
      flashPointC: 23,
      boilingPointC: 101,
      density: 1.1,
      colour: "blue",
      odour: "",
    },
  };

  it("reads the substances, the physical data, the verdict and the wording of the statements", async () => {
    const facts = await pdfFacts(await renderSdsPdf(input));
    expect(facts.classification).toBe("classified");
    expect(facts.storage_class).toBe("8B");
    expect(facts.statement_texts).toEqual({
      H314: "Causes severe skin burns and eye damage.",
      P280: "Wear protective gloves/protective clothing/eye protection/face protection.",
    });
    expect(facts.composition).toEqual([
      {
        name: "Sodium hydroxide",
        cas: "1310-73-2",
        ec: "215-185-5",
        concentration: "1–5 %",
        hazard_statements: [],
      },
      { name: "Ethanol", cas: "64-17-5", ec: "200-578-6", concentration: "10–20 %", hazard_statements: [] },
    ]);
    expect(facts.physical).toMatchObject({
      physical_state: "liquid",
      colour: "blue",
      odour: null,
      boiling_point: "101 °C",
      flash_point: "23 °C",
      flash_point_c: 23,
      density: "1.1 g/cm³",
    });
  });

  it("reads a sheet without hazard statements as not classified (de)", async () => {
    const facts = await pdfFacts(
      await renderSdsPdf({
        ...input,
        languageCode: "de",
        signalWord: null,
        pictograms: [],
        hazardStatements: [],
        precautionaryStatements: [],
      }),
    );
    expect(facts.classification).toBe("not_classified");
    expect(facts.hazard_statements).toEqual([]);
  });
});

describe("hostile text", () => {
  it("reads long runs of white space, brackets and separators without going back over them", () => {
    // Each line is long enough that a pattern going back over it would run for minutes instead of milliseconds.
    const run = (text: string) => text.repeat(50_000);
    const facts = factsFromText(
      [
        "SECTION 2: Hazards identification",
        `Label elements${run(" ")}x`,
        "Hazard statements",
        run("<("),
        `H225 ${run(",;")}x`,
        "SECTION 3: Composition/information on ingredients",
        `Ethanol 64-17-5 ${run("1 - ")}`,
        `Lagerklasse${run(" ")}x`,
        "SECTION 9: Physical and chemical properties",
        `Flash point${run(" ")}${run("(")} 12 °C`,
      ].join("\n"),
    );
    expect(facts.hazard_statements).toEqual(["H225"]);
    expect(facts.composition.map((component) => component.cas)).toEqual(["64-17-5"]);
    expect(facts.storage_class).toBeNull();
  });
});
