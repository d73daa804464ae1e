import { describe, expect, it } from "vitest";
import { renderSdsPdf, type SdsLanguageCode, type SdsPdfInput } from "../../api/products/sds-pdf";
import { emptyFacts, parseFacts } from "../../api/products/sds-facts";
import { pdfFacts, pdfText, readSds } from "../../api/products/sds-reader";
import { linesPdf, scannedPdf } from "../support/scanned-pdf";
import { factsFromText } from "../../api/products/sds-text";
import { statementsFor } from "../../api/products/statements";

/** api/products/sds-text.ts: the facts of an attached SDS, read from its PDF with pdfjs-dist. */

const LANGUAGE_IDS: Record<SdsLanguageCode, number> = {
  nb: 1,
  sv: 2,
  da: 3,
  en: 4,
  fi: 5,
  de: 6,
  nl: 7,
  fr: 8,
  it: 9,
  es: 10,
};

function acetone(languageCode: SdsLanguageCode = "en", overrides: Partial<SdsPdfInput> = {}): SdsPdfInput {
  const language = LANGUAGE_IDS[languageCode];
  const statements = (codes: string[]) =>
    statementsFor(codes, language).map(({ code, text }) => ({ code, text }));
  return {
    key: "SDS-TEST0001",
    productName: "Acetone",
    supplier: "Test Chemicals AS",
    articleNo: "AC-1",
    areaOfUse: "Laboratory solvent",
    languageCode,
    marketCode: "GB",
    version: "1.0",
    dateIssue: "2025-03-14",
    casNo: "67-64-1",
    ecNo: "200-662-2",
    unNo: "1090",
    signalWord: "Danger",
    pictograms: ["GHS02", "GHS07"],
    hazardStatements: statements(["H225", "H319", "H336", "EUH066"]),
    precautionaryStatements: statements(["P210", "P233", "P305+P351+P338", "P403+P235"]),
    substances: [],
    storageClass: "3",
    physical: {
      state: "liquid",
      flashPointC: -20,
      boilingPointC: 56,
      density: 0.79,
      colour: "colourless",
      odour: "characteristic",
    },
    ...overrides,
  };
}

describe("factsFromText", () => {
  it("finds known hazard, EUH and precautionary codes, combinations included, in order and once each", () => {
    const facts = factsFromText(
      [
        "2.2 Label elements",
        "Hazard statements: H225 Highly flammable liquid and vapour. H319 Causes serious eye irritation.",
        "H336 May cause drowsiness or dizziness. EUH066 Repeated exposure may cause skin dryness.",
        "Precautionary statements: P210, P233, P303 + P361 + P353, P305+P351+P338, P210 again",
        "H999 is not a statement, nor is P999; H360Fd is.",
      ].join("\n"),
    );
    expect(facts.hazard_statements).toEqual(["H225", "H319", "H336", "EUH066", "H360Fd"]);
    expect(facts.precautionary_statements).toEqual(["P210", "P233", "P303+P361+P353", "P305+P351+P338"]);
  });

  it("keeps the known parts of an unknown combination and ignores codes inside other words", () => {
    const facts = factsFromText("P210+P999 XH225 H2250 AH319 EUH066");
    expect(facts.precautionary_statements).toEqual(["P210"]);
    expect(facts.hazard_statements).toEqual(["EUH066"]);
  });

  it("takes combinations whole as printed, with or without spaces, also ones the data set does not list", () => {
    const facts = factsFromText(
      [
        "Hazard statements: H302 + H332 Harmful if swallowed or if inhaled. H360Fd May damage fertility.",
        "Precautionary statements: P301 + P310 + P331 IF SWALLOWED: Immediately call a POISON CENTER.",
        "Do NOT induce vomiting. P305 + P351 + P338, P310 - Call a doctor. P301+P310+P331 again.",
        "P280: Wear protective gloves.P303 +P361+ P353 IF ON SKIN",
      ].join("\n"),
    );
    expect(facts.hazard_statements).toEqual(["H302+H332", "H360Fd"]);
    expect(facts.precautionary_statements).toEqual([
      "P301+P310+P331",
      "P305+P351+P338",
      "P310",
      "P280",
      "P303+P361+P353",
    ]);
  });

  it("does not combine codes of different kinds, nor a code with itself", () => {
    const facts = factsFromText("H302 + P264 and P264 + P264");
    expect(facts.hazard_statements).toEqual(["H302"]);
    expect(facts.precautionary_statements).toEqual(["P264"]);
  });

  it("reads a code run into the following word (PDF text without a space)", () => {
    expect(factsFromText("H225Highly flammable").hazard_statements).toEqual(["H225"]);
  });

  it("finds GHS pictogram codes GHS01–GHS09, sorted", () => {
    expect(factsFromText("Pictograms: GHS07, GHS02 and GHS 05; GHS10 and GHS00 are not.").pictograms).toEqual(
      ["GHS02", "GHS05", "GHS07"],
    );
  });

  it("keeps CAS numbers with a valid check digit only", () => {
    const facts = factsFromText("CAS 7732-18-5, 67-64-1, 64-17-5; wrong: 67-64-2, 1234-5-6; date 2025-03-14");
    expect(facts.cas_numbers).toEqual(["7732-18-5", "67-64-1", "64-17-5"]);
  });

  it.each([
    ["Signal word: Danger", "Danger"],
    ["Signal word Warning", "Warning"],
    ["Signalwort: Gefahr", "Danger"],
    ["Signalwort: Achtung", "Warning"],
    ["Varselord: Fare", "Danger"],
    ["Signalord: Advarsel", "Warning"],
    ["Signalord: Fara", "Danger"],
    ["Signalord: Varning", "Warning"],
    ["Huomiosana: Vaara", "Danger"],
    ["Huomiosana: Varoitus", "Warning"],
    ["Signaalwoord: Gevaar", "Danger"],
    ["Signaalwoord: Waarschuwing", "Warning"],
    ["Mention d'avertissement: Danger", "Danger"],
    ["Mention d'avertissement : Attention", "Warning"],
    ["Avvertenza: Pericolo", "Danger"],
    ["Avvertenza: Attenzione", "Warning"],
    ["Palabra de advertencia: Peligro", "Danger"],
    ["Palabra de advertencia: Atención", "Warning"],
    ["Label elements\nDanger\nH225", "Danger"],
    ["Label elements\nWARNING\nH319", "Warning"],
  ])("reads the signal word of %j", (text, expected) => {
    expect(factsFromText(text).signal_word).toBe(expected);
  });

  it("ranks Danger above Warning and ignores the words in running text", () => {
    expect(factsFromText("Signal word: Warning\nSignal word: Danger").signal_word).toBe("Danger");
    expect(
      factsFromText("Get medical attention. Keep away from danger.\nwarning signs are posted.").signal_word,
    ).toBeNull();
    expect(factsFromText("Signal word: —").signal_word).toBeNull();
  });

  it.each([
    ["Storage class (TRGS 510): 3 – Flammable liquids", "3"],
    ["Storage class: 8B", "8B"],
    ["Storage class 10 Combustible liquids", "10"],
    ["Lagerklasse (TRGS 510): 6.1C", "6.1C"],
    ["Lagerklasse: LGK 5.1B", "5.1B"],
    ["LGK 8A", "8A"],
    ["LGK: 4.1 B", "4.1B"],
    ["Classe de stockage (TRGS 510): 2A – Gases", "2A"],
    ["Storage class: 3A", "3"],
    ["Storage class: 9", null],
    ["Store in a cool place.", null],
  ])("reads the storage class of %j", (text, expected) => {
    expect(factsFromText(text).storage_class).toBe(expected);
  });

  it("answers empty facts for empty text", () => {
    expect(factsFromText("")).toEqual(emptyFacts());
  });
});

describe("pdfText and pdfFacts", () => {
  it("reads the text of a PDF line by line (pdfjs-dist legacy build on Node)", async () => {
    const text = await pdfText(await linesPdf(["Signal word: Danger", "H225 Highly flammable", "GHS02"]));
    expect(text.split("\n")).toEqual(["Signal word: Danger", "H225 Highly flammable", "GHS02"]);
  });

  it.each(["en", "de", "fr", "nb", "fi", "es"] as SdsLanguageCode[])(
    "round-trips a generated SDS PDF (%s)",
    async (language) => {
      const facts = await pdfFacts(await renderSdsPdf(acetone(language)));
      expect(facts).toMatchObject({
        hazard_statements: ["H225", "H319", "H336", "EUH066"],
        precautionary_statements: ["P210", "P233", "P305+P351+P338", "P403+P235"],
        pictograms: ["GHS02", "GHS07"],
        signal_word: "Danger",
        storage_class: "3",
        cas_numbers: ["67-64-1"],
      });
    },
  );

  it("round-trips a Warning sheet with substances and another storage class", async () => {
    const input = acetone("en", {
      productName: "Sodium hypochlorite solution",
      casNo: null,
      signalWord: "Warning",
      pictograms: ["GHS05", "GHS09"],
      hazardStatements: statementsFor(["H290", "H314", "H410", "EUH031"], 4),
      precautionaryStatements: statementsFor(["P280", "P303+P361+P353"], 4),
      substances: [
        {
          name: "Sodium hypochlorite",
          cas: "7681-52-9",
          ec: "231-668-3",
          concentrationMin: 10,
          concentrationMax: 15,
        },
        {
          name: "Sodium hydroxide",
          cas: "1310-73-2",
          ec: "215-185-5",
          concentrationMin: 0.1,
          concentrationMax: 1,
        },
      ],
      storageClass: "8B",
    });
    const facts = await pdfFacts(await renderSdsPdf(input));
    expect(facts).toMatchObject({
      hazard_statements: ["H290", "H314", "H410", "EUH031"],
      precautionary_statements: ["P280", "P303+P361+P353"],
      pictograms: ["GHS05", "GHS09"],
      signal_word: "Warning",
      storage_class: "8B",
      cas_numbers: ["7681-52-9", "1310-73-2"],
    });
  });

  it("reads spaced combinations from a generated PDF as one code each", async () => {
    const pdf = await linesPdf([
      "2.2 Label elements",
      "H302 + H332 Harmful if swallowed or if inhaled.",
      "P301 + P310 + P331 IF SWALLOWED: Immediately call a POISON CENTER. Do NOT induce vomiting.",
      "P305 + P351 + P338 IF IN EYES: Rinse cautiously with water for several minutes.",
    ]);
    const facts = await pdfFacts(pdf);
    expect(facts.hazard_statements).toEqual(["H302+H332"]);
    expect(facts.precautionary_statements).toEqual(["P301+P310+P331", "P305+P351+P338"]);
  });

  it("never throws on a bad PDF: empty facts", async () => {
    const good = await linesPdf(["H225"]);
    const cases = [
      new Uint8Array(0),
      new TextEncoder().encode("%PDF-1.7\nthis is not a PDF\n%%EOF"),
      good.slice(0, Math.floor(good.byteLength / 2)),
      new Uint8Array(4096).fill(0x41),
    ];
    for (const bytes of cases) {
      await expect(readSds(bytes)).resolves.toEqual({
        outcome: "unreadable",
        pages: 0,
        pages_read: 0,
        facts: { ...emptyFacts(), outcome: "unreadable" },
      });
    }
  });

  it("does not detach the caller's buffer", async () => {
    const bytes = await linesPdf(["GHS07"]);
    const length = bytes.byteLength;
    await pdfFacts(bytes);
    expect(bytes.byteLength).toBe(length);
  });

  it("gives up after the time limit, saying so", async () => {
    const bytes = await renderSdsPdf(acetone("en"));
    const reading = await readSds(bytes, { timeoutMs: 0 });
    expect(reading.outcome).toBe("timed_out");
    expect(reading.facts).toEqual({ ...emptyFacts(), outcome: "timed_out" });
  });

  it("reads only the first pages it is told to, reporting progress", async () => {
    const bytes = await renderSdsPdf(acetone("en"));
    const full = await readSds(bytes);
    expect(full).toMatchObject({ outcome: "read", pages_read: full.pages });
    expect(full.pages).toBeGreaterThan(1);
    // Section 2 of the generated sheet is on its first page.
    const progress: number[] = [];
    const partial = await readSds(bytes, {
      maxPages: 1,
      onProgress: (read, total) => progress.push(read, total),
    });
    expect(progress).toEqual([1, 1]);
    expect(partial).toMatchObject({ outcome: "read", pages_read: 1, pages: full.pages });
    expect(partial.facts.hazard_statements).toEqual(full.facts.hazard_statements);
  });

  it("recognises a scan's text when asked to, and says so", async () => {
    const scan = await scannedPdf(
      await linesPdf([
        "SAFETY DATA SHEET",
        "SECTION 1: Identification of the substance and of the company",
        "Product name: Acetone technical grade",
        "Supplier: Test Chemicals AS, Oslo, Norway",
        "SECTION 2: Hazards identification",
        "Signal word: Danger",
        "H225 Highly flammable liquid and vapour.",
        "H319 Causes serious eye irritation.",
        "P210 Keep away from heat, hot surfaces, sparks, open flames.",
        "SECTION 3: Composition / information on ingredients",
      ]),
    );
    const progress: number[][] = [];
    const reading = await readSds(scan, {
      ocr: { languageHints: ["en"] },
      onProgress: (read, total) => progress.push([read, total]),
    });
    expect(reading).toMatchObject({ outcome: "read", pages: 1 });
    expect(reading.facts).toMatchObject({
      outcome: "read",
      ocr: true,
      signal_word: "Danger",
      hazard_statements: ["H225", "H319"],
      classification: "classified",
    });
    // The text layer's page, then the recognised one.
    expect(progress).toEqual([
      [1, 1],
      [1, 1],
    ]);
  });

  it("says a sheet with no text layer has no text", async () => {
    const scan = await scannedPdf(
      await linesPdf(["SECTION 2: Hazards identification", "H225 Highly flammable"]),
    );
    const reading = await readSds(scan);
    expect(reading).toMatchObject({ outcome: "no_text", pages: 1, pages_read: 1 });
    expect(reading.facts.classification).toBe("none_found");
  });
});

describe("parseFacts", () => {
  it("reads stored facts defensively", () => {
    expect(parseFacts(null)).toBeNull();
    expect(parseFacts("x")).toBeNull();
    expect(
      parseFacts({
        hazard_statements: ["H225", 3],
        signal_word: "Maybe",
        storage_class: "99",
        pictograms: "GHS02",
      }),
    ).toEqual({ ...emptyFacts(), hazard_statements: ["H225"], classification: "classified" });
  });

  it("cleans stored codes: normalised, known ones only, each once; valid CAS numbers; any case of signal word", () => {
    const facts = parseFacts({
      hazard_statements: ["h225", "H225", "H999", " H302 + H332 "],
      precautionary_statements: ["P305 + P351 + P338", "P000"],
      pictograms: [" ghs02", "GHS10", "GHS02"],
      signal_word: " danger ",
      storage_class: " 3 ",
      cas_numbers: ["67-64-1", "67-64-2", "67-64-1"],
    });
    expect(facts).toMatchObject({
      hazard_statements: ["H225", "H302+H332"],
      precautionary_statements: ["P305+P351+P338"],
      pictograms: ["GHS02"],
      signal_word: "Danger",
      storage_class: "3",
      cas_numbers: ["67-64-1"],
      classification: "classified",
    });
  });

  it("keeps the fields of stored facts and drops what does not fit them", () => {
    const stored = {
      ...emptyFacts(),
      code_sources: { GHS07: "derived", H315: "sentence", P280: "guessed" },
      statement_texts: { H315: "Causes skin irritation.", H319: 5 },
      classification: "not_classified",
      identity: { product_name: "Acetone", version: 3, revision_date: "2024-01-31" },
      composition: [{ name: "Acetone", cas: "67-64-1", hazard_statements: ["H225", null] }],
      physical: { flash_point: "-17 °C", flash_point_c: -17, ph: 7 },
    };
    const facts = parseFacts(JSON.parse(JSON.stringify(stored)));
    expect(facts?.code_sources).toEqual({ GHS07: "derived", H315: "sentence" });
    expect(facts?.statement_texts).toEqual({ H315: "Causes skin irritation." });
    expect(facts?.classification).toBe("not_classified");
    expect(facts?.identity).toMatchObject({
      product_name: "Acetone",
      version: null,
      revision_date: "2024-01-31",
    });
    expect(facts?.composition).toEqual([
      { name: "Acetone", cas: "67-64-1", ec: null, concentration: null, hazard_statements: ["H225"] },
    ]);
    expect(facts?.physical).toMatchObject({ flash_point: "-17 °C", flash_point_c: -17, ph: null });
  });
});
