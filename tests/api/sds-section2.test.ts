import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfFacts, pdfText } from "../../api/products/sds-reader";
import { factsFromText, labelElements, sectionTwo } from "../../api/products/sds-text";

/**
 * api/products/sds-text.ts: the product's statements come from section 2 (hazards identification) of the
 * sheet, not from the ingredients listed in section 3; the signal word in the label forms suppliers print.
 * All sheets here are generated.
 */

/** A sheet in the common EU layout with the given section headings; section 3 lists an ingredient's codes. */
function sheet(heading2: string, heading3: string, signal = "Signal word: Danger"): string {
  return [
    "SAFETY DATA SHEET",
    "1. Identification",
    "Product name: Test Solvent",
    heading2,
    "2.1 Classification of the substance or mixture",
    "Flam. Liq. 2, H225",
    "2.2 Label elements",
    signal,
    "H225 Highly flammable liquid and vapour.",
    "P210 Keep away from heat.",
    "2.3 Other hazards",
    "None known.",
    heading3,
    "Ethanol CAS 64-17-5 Flam. Liq. 2 H225, Eye Irrit. 2 H319",
    "Methanol CAS 67-56-1 Acute Tox. 3 H301, H311, H331; STOT SE 1 H370 P260",
    "4. First aid measures",
    "Never give anything by mouth to an unconscious person. H336 does not apply.",
  ].join("\n");
}

/** A PDF whose pages hold the given lines, each page under a running header. */
async function pagedPdf(pages: string[][], header: (page: number) => string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  pages.forEach((lines, pageIndex) => {
    const page = doc.addPage([595, 842]);
    [...header(pageIndex + 1), ...lines].forEach((line, index) =>
      page.drawText(line, { x: 40, y: 800 - index * 14, size: 10, font }),
    );
  });
  return doc.save();
}

describe("factsFromText: statements from section 2 only", () => {
  it("does not take the ingredients' codes printed in section 3 (or later sections)", () => {
    const facts = factsFromText(
      sheet("SECTION 2: Hazards identification", "SECTION 3: Composition/information on ingredients"),
    );
    expect(facts.hazard_statements).toEqual(["H225"]);
    expect(facts.precautionary_statements).toEqual(["P210"]);
    expect(facts.signal_word).toBe("Danger");
    // CAS numbers stay from the whole sheet: the ingredients' numbers are what the library searches by.
    expect(facts.cas_numbers).toEqual(["64-17-5", "67-56-1"]);
  });

  it.each([
    ["SECTION 2: Hazards identification", "SECTION 3: Composition/information on ingredients"],
    ["2. HAZARDS IDENTIFICATION", "3. COMPOSITION/INFORMATION ON INGREDIENTS"],
    ["Section 2. Hazard(s) identification", "Section 3. Composition/information on ingredients"],
    ["2 Hazards identification", "3 Composition/information on ingredients"],
    ["SECTION 2  HAZARDS IDENTIFICATION", "SECTION 3  COMPOSITION / INFORMATION ON INGREDIENTS"],
    ["ABSCHNITT 2: Mögliche Gefahren", "ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen"],
    ["RUBRIQUE 2: Identification des dangers", "RUBRIQUE 3: Composition/informations sur les composants"],
    [
      "RUBRIEK 2: Identificatie van de gevaren",
      "RUBRIEK 3: Samenstelling en informatie over de bestanddelen",
    ],
    ["AVSNITT 2: Farors identifiering", "AVSNITT 3: Sammansättning/information om beståndsdelar"],
    ["AVSNITT 2: Fareidentifikasjon", "AVSNITT 3: Sammensetning/opplysninger om bestanddeler"],
    ["PUNKT 2: Fareidentifikation", "PUNKT 3: Sammensætning/oplysning om indholdsstoffer"],
    ["KOHTA 2: Vaaran yksilöinti", "KOHTA 3: Koostumus ja tiedot aineosista"],
    ["SEZIONE 2: Identificazione dei pericoli", "SEZIONE 3: Composizione/informazioni sugli ingredienti"],
    ["SECCIÓN 2: Identificación de los peligros", "SECCIÓN 3: Composición/información sobre los componentes"],
    ["SEKCJA 2: Identyfikacja zagrożeń", "SEKCJA 3: Skład/informacja o składnikach"],
    ["ODDÍL 2: Identifikace nebezpečnosti", "ODDÍL 3: Složení/informace o složkách"],
  ])("recognises the headings %s … %s", (heading2, heading3) => {
    const text = sheet(heading2, heading3);
    expect(sectionTwo(text)).not.toBeNull();
    expect(factsFromText(text).hazard_statements).toEqual(["H225"]);
  });

  it("ends section 2 at section 4 when a sheet has no section 3", () => {
    const text = sheet("2. Hazards identification", "4. First-aid measures").replace(
      "4. First aid measures\n",
      "",
    );
    expect(factsFromText(text).hazard_statements).toEqual(["H225"]);
  });

  it("does not take a numbered line for a heading (an address, a date, a footnote)", () => {
    const text = [
      "2. Hazards identification",
      "H225 Highly flammable liquid and vapour.",
      "2 Millennium Gate",
      "3 = ACGIH A2",
      "H319 Causes serious eye irritation.",
      "3. Composition/information on ingredients",
      "H331",
    ].join("\n");
    expect(factsFromText(text).hazard_statements).toEqual(["H225", "H319"]);
  });

  it("takes the label (2.2) where 2.1 lists more, and the whole section where 2.2 has no codes", () => {
    const text = [
      "SECTION 2: Hazards identification",
      "2.1 Classification",
      "Aquatic Acute 1 H400; Aquatic Chronic 1 H410; Eye Dam. 1 H318; Skin Corr. 1B H314",
      "2.2 Label elements",
      "Signal word: Danger",
      "H314 Causes severe skin burns and eye damage.",
      "H410 Very toxic to aquatic life with long lasting effects.",
      "EUH071 Corrosive to the respiratory tract.",
      "P280 Wear protective gloves.",
      "2.3 Other hazards",
      "SECTION 3: Composition/information on ingredients",
    ].join("\n");
    expect(labelElements(sectionTwo(text) ?? "")).toContain("EUH071");
    expect(factsFromText(text).hazard_statements).toEqual(["H314", "H410", "EUH071"]);

    const noLabelCodes = text.replace(/^H\d.*\n|^EUH.*\n/gm, "");
    expect(factsFromText(noLabelCodes).hazard_statements).toEqual(["H400", "H410", "H318", "H314"]);
  });

  it("finds headings printed in boxes, as OCR reads them ('[ 2. HAZARDS IDENTIFICATION')", () => {
    const text = [
      "[ 1. PRODUCT AND COMPANY IDENTIFICATION '|",
      "[ 2. HAZARDS IDENTIFICATION",
      "Signal Word",
      "Warning",
      "Hazard Statements",
      "Combustible liquid",
      "| 3. COMPOSITION/INFORMATION ON INGREDIENTS",
      "Citric acid 77-92-9 0-10% Eye Irrit. 2A (H319)",
      "Propionic acid 79-09-4 0-10% Skin Corr. 1B (H314)",
    ].join("\n");
    expect(sectionTwo(text)).toContain("Combustible liquid");
    expect(sectionTwo(text)).not.toContain("H314");
    const facts = factsFromText(text);
    expect(facts.hazard_statements).toEqual(["H227"]);
    expect(facts.signal_word).toBe("Warning");
  });

  it("joins section 2 across a page break where the running header repeats the section heading", () => {
    const text = [
      "Safety data sheet - Test Solvent - Page 1 of 3",
      "SECTION 2: Hazards identification",
      "2.2 Label elements",
      "H225 Highly flammable liquid and vapour.",
      "",
      "Safety data sheet - Test Solvent - Page 2 of 3",
      "SECTION 2: Hazards identification (continued)",
      "H319 Causes serious eye irritation.",
      "Signal word: Warning",
      "SECTION 3: Composition/information on ingredients",
      "H301",
      "",
      "Safety data sheet - Test Solvent - Page 3 of 3",
      "SECTION 3: Composition/information on ingredients (continued)",
      "H370",
    ].join("\n");
    const facts = factsFromText(text);
    expect(facts.hazard_statements).toEqual(["H225", "H319"]);
    expect(facts.signal_word).toBe("Warning");
  });

  it("keeps the signal word and pictogram codes of section 2 only", () => {
    const text = [
      "SECTION 2: Hazards identification",
      "Signal word: Warning",
      "Pictogram: GHS07",
      "SECTION 3: Composition/information on ingredients",
      "Methanol: signal word Danger, GHS06, GHS08",
    ].join("\n");
    const facts = factsFromText(text);
    expect(facts.signal_word).toBe("Warning");
    expect(facts.pictograms).toEqual(["GHS07"]);
  });

  it("reads the whole text when no section 2 can be found", () => {
    const text = [
      "Hazard statements",
      "H225 Highly flammable.",
      "Ingredients",
      "H319",
      "Signal word: Danger",
    ].join("\n");
    expect(sectionTwo(text)).toBeNull();
    const facts = factsFromText(text);
    expect(facts.hazard_statements).toEqual(["H225", "H319"]);
    expect(facts.signal_word).toBe("Danger");
  });

  it("leaves the storage class to the whole sheet (section 7)", () => {
    const text = `${sheet("2. Hazards identification", "3. Composition")}\n7. Handling and storage\nStorage class (TRGS 510): 3`;
    expect(factsFromText(text).storage_class).toBe("3");
  });
});

describe("factsFromText: signal word labels and languages", () => {
  it.each([
    ["Signalwörter  Gefahr", "Danger"],
    ["Signalwörter: Achtung", "Warning"],
    ["Mentions d'avertissement  Danger", "Danger"],
    ["Mentions d’avertissement : Attention", "Warning"],
    ["Signal words: Warning", "Warning"],
    ["Signaalwoorden: Gevaar", "Danger"],
    ["Palabras de advertencia: Peligro", "Danger"],
    ["Hasło ostrzegawcze:  Niebezpieczeństwo", "Danger"],
    ["Hasło ostrzegawcze: Uwaga", "Warning"],
    ["Signální slovo:  Nebezpečí", "Danger"],
    ["Signální slovo: Varování", "Warning"],
  ] as const)("%s → %s", (line, word) => {
    const text = ["2. Hazards identification", "2.2 Label elements", line, "H280", "3. Composition"].join(
      "\n",
    );
    expect(factsFromText(text).signal_word).toBe(word);
  });

  it("reads a Polish or Czech word printed on its own line, and not the words in running text", () => {
    expect(factsFromText("2. Hazards identification\nNiebezpieczeństwo\n3. Composition").signal_word).toBe(
      "Danger",
    );
    expect(factsFromText("2. Hazards identification\nVarování\n3. Composition").signal_word).toBe("Warning");
    expect(
      factsFromText("2. Hazards identification\nuwaga na opakowanie\n3. Composition").signal_word,
    ).toBeNull();
  });
});

describe("pdfFacts: section 2 in generated PDFs", () => {
  it("reads section 2 split over two pages under a running header, without section 3's codes", async () => {
    const pdf = await pagedPdf(
      [
        [
          "SECTION 1: Identification",
          "Product name: Test Solvent",
          "SECTION 2: Hazards identification",
          "2.1 Classification: Flam. Liq. 2 H225; Eye Irrit. 2 H319",
          "2.2 Label elements",
          "Signalwörter  Gefahr",
          "H225 Highly flammable liquid and vapour.",
        ],
        [
          "H319 Causes serious eye irritation.",
          "P210 Keep away from heat.",
          "2.3 Other hazards: none",
          "SECTION 3: Composition/information on ingredients",
          "Methanol 67-56-1 Acute Tox. 3 H301, H311, H331; STOT SE 1 H370",
        ],
      ],
      (page) => [`Safety data sheet  Test Solvent  Page ${page} of 2`, "SECTION 2: Hazards identification"],
    );
    const facts = await pdfFacts(pdf);
    expect(facts.hazard_statements).toEqual(["H225", "H319"]);
    expect(facts.precautionary_statements).toEqual(["P210"]);
    expect(facts.signal_word).toBe("Danger");
    expect(facts.cas_numbers).toEqual(["67-56-1"]);
  });

  it("reads a page in reading order where the PDF draws section 3 before section 2's label", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([595, 842]);
    // Drawing order differs from the order on the page (top to bottom): some suppliers' generators do this.
    const drawn: [string, number, number][] = [
      ["3. Composition/information on ingredients", 40, 600],
      ["Methanol H301 H331", 40, 586],
      ["2. Hazards identification", 40, 780],
      ["H225 Highly flammable liquid and vapour.", 40, 740],
      ["Signal word", 40, 760],
      ["Danger", 200, 760],
    ];
    for (const [text, x, y] of drawn) page.drawText(text, { x, y, size: 10, font });
    const bytes = await doc.save();
    // pdfjs may add a space item for the gap between "Signal word" and "Danger".
    const lines = (await pdfText(bytes)).split("\n").map((line) => line.replace(/\s+/g, " "));
    expect(lines).toEqual([
      "2. Hazards identification",
      "Signal word Danger",
      "H225 Highly flammable liquid and vapour.",
      "3. Composition/information on ingredients",
      "Methanol H301 H331",
    ]);
    const facts = await pdfFacts(bytes);
    expect(facts.hazard_statements).toEqual(["H225"]);
    expect(facts.signal_word).toBe("Danger");
  });
});
