import { inflateSync } from "node:zlib";
import { PDFArray, PDFDocument, PDFName, PDFRawStream, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import {
  renderSdsPdf,
  SDS_SECTION_COUNT,
  sdsLabels,
  sdsSections,
  toWinAnsi,
  type SdsLanguageCode,
  type SdsPdfInput,
} from "../../api/products/sds-pdf";

const LANGUAGES: SdsLanguageCode[] = ["en", "nb", "sv", "da", "fi", "de", "nl", "fr", "it", "es"];

const INPUT: SdsPdfInput = {
  key: "SDS-7KQ2M9XH",
  productName: "Rødsprit",
  supplier: "Kemetyl Norge AS",
  articleNo: "KN-1001",
  areaOfUse: "Fuel and cleaning agent",
  languageCode: "en",
  marketCode: "NO",
  version: "3.1",
  dateIssue: "2025-03-14",
  casNo: null,
  ecNo: null,
  unNo: "1170",
  signalWord: "Danger",
  pictograms: ["GHS02", "GHS07"],
  hazardStatements: [
    { code: "H225", text: "Highly flammable liquid and vapour." },
    { code: "H319", text: "Causes serious eye irritation." },
  ],
  precautionaryStatements: [
    {
      code: "P210",
      text: "Keep away from heat, hot surfaces, sparks, open flames and other ignition sources. No smoking.",
    },
    { code: "P305+P351+P338", text: "IF IN EYES: Rinse cautiously with water for several minutes." },
  ],
  substances: [
    { name: "Ethanol", cas: "64-17-5", ec: "200-578-6", concentrationMin: 85, concentrationMax: 95 },
    { name: "Propan-2-ol", cas: "67-63-0", ec: "200-661-7", concentrationMin: null, concentrationMax: 5 },
  ],
  storageClass: "3",
  physical: {
    state: "liquid",
    flashPointC: 13,
    boilingPointC: 78,
    density: 0.81,
    colour: "red",
    odour: "alcohol-like",
  },
};

const text = (input: SdsPdfInput, section: number) =>
  sdsSections(input)
    .find((s) => s.number === section)!
    .paragraphs.join("\n");

/** The strings drawn on a page (pdf-lib writes each line as one hex string in WinAnsi). */
function pageTexts(doc: PDFDocument, index: number): string[] {
  const contents = doc.getPage(index).node.get(PDFName.of("Contents"));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  let operators = "";
  for (const ref of refs) {
    const stream = doc.context.lookup(ref) as PDFRawStream;
    const raw = stream.getContents();
    operators += (stream.dict.get(PDFName.of("Filter")) ? inflateSync(raw) : Buffer.from(raw)).toString(
      "latin1",
    );
  }
  return [...operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((match) =>
    Buffer.from(match[1]!, "hex").toString("latin1"),
  );
}

function isPdf(bytes: Uint8Array): void {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 5));
  const tail = new TextDecoder("latin1").decode(bytes.subarray(-32)).trimEnd();
  expect(head).toBe("%PDF-");
  expect(tail.endsWith("%%EOF")).toBe(true);
}

describe("sdsSections", () => {
  it("has the 16 sections, numbered 1..16, with paragraphs", () => {
    const sections = sdsSections(INPUT);
    expect(SDS_SECTION_COUNT).toBe(16);
    expect(sections.map((s) => s.number)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    for (const section of sections) {
      expect(section.title.length).toBeGreaterThan(0);
      expect(section.paragraphs.length).toBeGreaterThan(0);
      for (const paragraph of section.paragraphs) expect(paragraph.trim().length).toBeGreaterThan(0);
    }
    expect(sections[0]!.title).toBe("Identification of the substance/mixture and of the company/undertaking");
    expect(sections[15]!.title).toBe("Other information");
  });

  it("has 16 distinct headings in each of the ten languages, and German ones differ from English", () => {
    for (const language of LANGUAGES) {
      const titles = sdsSections({ ...INPUT, languageCode: language }).map((s) => s.title);
      expect(new Set(titles).size, language).toBe(16);
      expect(titles.every((title) => title.length > 0)).toBe(true);
    }
    const en = sdsSections(INPUT).map((s) => s.title);
    const de = sdsSections({ ...INPUT, languageCode: "de" }).map((s) => s.title);
    de.forEach((title, i) => expect(title).not.toBe(en[i]));
    expect(de[1]).toBe("Mögliche Gefahren");
    expect(sdsSections({ ...INPUT, languageCode: "nb" })[3]!.title).toBe("Førstehjelpstiltak");
  });

  it("lists signal word, pictograms and statements in section 2, with translated labels", () => {
    const en = text(INPUT, 2);
    expect(en).toContain("Signal word: Danger");
    expect(en).toContain("GHS02, GHS07");
    expect(en).toContain("Hazard statements:");
    expect(en).toContain("H225 Highly flammable liquid and vapour.");
    expect(en).toContain("P305+P351+P338 IF IN EYES");
    const fr = text({ ...INPUT, languageCode: "fr" }, 2);
    expect(fr).toContain("Mention d'avertissement: Danger");
    expect(fr).toContain("Mentions de danger:");
    expect(fr).toContain("Conseils de prudence:");
    expect(text({ ...INPUT, languageCode: "de", signalWord: "Warning" }, 2)).toContain("Signalwort: Achtung");
  });

  it("lists the ingredients with CAS, EC and concentration in section 3", () => {
    const s3 = text(INPUT, 3);
    expect(s3).toContain("Ethanol | CAS 64-17-5 | EC 200-578-6 | 85–95 %");
    expect(s3).toContain("Propan-2-ol | CAS 67-63-0 | EC 200-661-7 | ≤ 5 %");
    expect(text({ ...INPUT, substances: [] }, 3)).toContain("No ingredients");
  });

  it("derives first aid from the hazard codes", () => {
    const corrosive = {
      ...INPUT,
      hazardStatements: [{ code: "H314", text: "Causes severe skin burns and eye damage." }],
    };
    expect(text(corrosive, 4)).toMatch(/15 minutes/);
    const aspiration = {
      ...INPUT,
      hazardStatements: [{ code: "H304", text: "May be fatal if swallowed and enters airways." }],
    };
    expect(text(aspiration, 4)).toContain("do NOT induce vomiting");
    const inhalation = { ...INPUT, hazardStatements: [{ code: "H331", text: "Toxic if inhaled." }] };
    expect(text(inhalation, 4)).toContain("fresh air and keep at rest");
    expect(text(INPUT, 4)).toContain("rinse cautiously with water for several minutes");
  });

  it("picks extinguishing media by flammability", () => {
    expect(text(INPUT, 5)).toContain("alcohol-resistant foam");
    const inert = { ...INPUT, hazardStatements: [], physical: null };
    expect(text(inert, 5)).toContain("surrounding fire");
    const waterReactive = {
      ...INPUT,
      hazardStatements: [{ code: "H260", text: "In contact with water releases flammable gases." }],
    };
    expect(text(waterReactive, 5)).toContain("Unsuitable: water");
  });

  it("names the storage class in section 7, the properties in 9 and transport in 14", () => {
    expect(text(INPUT, 7)).toContain("Storage class (TRGS 510): 3 – Flammable liquids");
    expect(text({ ...INPUT, languageCode: "de" }, 7)).toContain("Lagerklasse (TRGS 510): 3");
    expect(text(INPUT, 9)).toContain("Flash point: 13 °C");
    expect(text(INPUT, 9)).toContain("Density: 0.81 g/cm³");
    expect(text({ ...INPUT, physical: null }, 9)).toContain("No physical and chemical properties");
    expect(text(INPUT, 14)).toContain("UN number: UN1170");
    expect(text(INPUT, 14)).toContain("(ADR/RID, IMDG, IATA): 3");
    expect(text({ ...INPUT, languageCode: "fi" }, 14)).toContain("YK-numero: UN1170");
    expect(text({ ...INPUT, unNo: null }, 14)).toContain("Not regulated for transport");
  });

  it("names key, version and date in section 16", () => {
    const s16 = text(INPUT, 16);
    expect(s16).toContain("SDS-7KQ2M9XH");
    expect(s16).toContain("3.1");
    expect(s16).toContain("2025-03-14");
    expect(s16).toContain("Generated by ChemSafe from the SDS record");
  });
});

describe("toWinAnsi", () => {
  it("replaces what Helvetica cannot encode", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const supported = new Set(font.getCharacterSet());
    expect(toWinAnsi("≥ 10 % ≤ 20 %", supported)).toBe(">= 10 % <= 20 %");
    expect(toWinAnsi("CO₂ H₂SO₄ m³ 10⁵", supported)).toBe("CO2 H2SO4 m³ 105");
    expect(toWinAnsi("α-Pinene – Rødsprit € “ok” ﬁne", supported)).toBe(
      "alpha-Pinene – Rødsprit € “ok” fine",
    );
    expect(toWinAnsi("Łódź Ő ş", supported)).toBe("Lódz O s");
    expect(toWinAnsi("😀 \ud800 安", supported)).toBe("? ? ?");
    expect(toWinAnsi("a\u200db\u00adc\td\u0007", supported)).toBe("abc d");
    const everything = toWinAnsi(
      String.fromCodePoint(...Array.from({ length: 0x3000 }, (_, i) => i)),
      supported,
    );
    expect(() => font.encodeText(everything.replace(/\n/g, ""))).not.toThrow();
  });
});

describe("renderSdsPdf", () => {
  it("renders a PDF that loads again, with its metadata", async () => {
    const started = performance.now();
    const bytes = await renderSdsPdf(INPUT);
    const elapsed = performance.now() - started;
    // Usually well under 500 ms; only the generous bound is asserted, to stay clear of slow CI machines.
    expect(elapsed).toBeLessThan(10_000);
    isPdf(bytes);
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getTitle()).toBe("Rødsprit – Safety data sheet");
    expect(doc.getProducer()).toBe("ChemSafe");
    expect(doc.getSubject()).toContain("SDS-7KQ2M9XH");
    expect(doc.getCreationDate()?.toISOString()).toBe("2025-03-14T00:00:00.000Z");
    expect(doc.getModificationDate()?.toISOString()).toBe("2025-03-14T00:00:00.000Z");
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    const [width, height] = [doc.getPage(0).getWidth(), doc.getPage(0).getHeight()];
    expect(Math.round(width)).toBe(595);
    expect(Math.round(height)).toBe(842);
  });

  it("is deterministic", async () => {
    expect(Buffer.from(await renderSdsPdf(INPUT)).equals(Buffer.from(await renderSdsPdf(INPUT)))).toBe(true);
  });

  it("renders every language", async () => {
    for (const languageCode of LANGUAGES) {
      isPdf(await renderSdsPdf({ ...INPUT, languageCode }));
    }
  });

  it("renders characters Helvetica lacks without throwing", async () => {
    const weird: SdsPdfInput = {
      ...INPUT,
      productName: "CO₂ ≥ 99 % 😀 \ud800 Łódź 安全",
      supplier: "Ü\u0000ber\u202e GmbH",
      areaOfUse: `${"x".repeat(2000)} ≤ 5 %`,
      hazardStatements: [{ code: "H225", text: "Flüssigkeit ≥ 10 °C — 🔥 \udfff" }],
      substances: [
        {
          name: "Kohlendioxid CO₂ 🧪",
          cas: "124-38-9",
          ec: null,
          concentrationMin: 99.5,
          concentrationMax: null,
        },
      ],
      physical: {
        state: "gas",
        flashPointC: null,
        boilingPointC: -78.5,
        density: null,
        colour: "farblos",
        odour: "—",
      },
      dateIssue: "not a date",
    };
    const bytes = await renderSdsPdf(weird);
    isPdf(bytes);
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getTitle()).toContain("CO₂ ≥ 99 %");
    expect(doc.getCreationDate()).toBeUndefined();
  });

  it("paginates a long composition", async () => {
    const substances = Array.from({ length: 200 }, (_, i) => ({
      name: `Substance number ${i + 1} with a reasonably long systematic name`,
      cas: `${1000 + i}-00-${i % 10}`,
      ec: `200-${String(i).padStart(3, "0")}-0`,
      concentrationMin: 0.1,
      concentrationMax: 0.5,
    }));
    const short = await PDFDocument.load(await renderSdsPdf(INPUT));
    const long = await PDFDocument.load(await renderSdsPdf({ ...INPUT, substances }));
    expect(long.getPageCount()).toBeGreaterThan(1);
    expect(long.getPageCount()).toBeGreaterThan(short.getPageCount());
  });

  it("puts the product name in the header and Page n of m in the footer of every page", async () => {
    const substances = Array.from({ length: 80 }, (_, i) => ({
      name: `Substance ${i + 1}`,
      cas: null,
      ec: null,
      concentrationMin: null,
      concentrationMax: 1,
    }));
    const doc = await PDFDocument.load(await renderSdsPdf({ ...INPUT, substances, languageCode: "de" }));
    const pages = doc.getPageCount();
    expect(pages).toBeGreaterThan(1);
    for (let index = 0; index < pages; index++) {
      const lines = pageTexts(doc, index);
      expect(lines).toContain("Rødsprit");
      expect(lines).toContain(`Seite ${index + 1} von ${pages}`);
    }
    expect(pageTexts(doc, 0)).toContain(
      "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens",
    );
  });

  it("has labels for every language", () => {
    expect(sdsLabels("de").page(2, 5)).toBe("Seite 2 von 5");
    expect(sdsLabels("xx")).toBe(sdsLabels("en"));
  });
});
