import { describe, expect, it } from "vitest";
import { ocrLanguages, ocrPages, ocrTools } from "../../api/products/sds-ocr";
import { pdfText } from "../../api/products/sds-reader";
import { linesPdf, scannedPdf } from "../support/scanned-pdf";

/**
 * api/products/sds-ocr.ts: text from scanned sheets with Debian's tesseract and pdftoppm (npm test installs
 * them; without them OCR is "not available" and these tests fail, saying so).
 */

const SHEET = [
  "SAFETY DATA SHEET",
  "SECTION 1: Identification",
  "Product name: Acetone technical",
  "SECTION 2: Hazards identification",
  "Signal word: Danger",
  "H225 Highly flammable liquid and vapour.",
  "H319 Causes serious eye irritation.",
  "P210 Keep away from heat.",
  "SECTION 3: Composition",
];

describe("OCR of scanned sheets", () => {
  it("has the programs and English", async () => {
    const tools = await ocrTools();
    expect(tools, "install Debian's tesseract-ocr and poppler-utils (npm test does)").not.toBeNull();
    expect(tools?.languages.has("eng")).toBe(true);
  });

  it("asks for English and the hinted languages that are installed, each once", () => {
    const tools = { languages: new Set(["eng", "deu", "fra"]) };
    expect(ocrLanguages(tools, [])).toBe("eng");
    expect(ocrLanguages(tools, ["de", "en", "sv", "xx"])).toBe("eng+deu");
  });

  it("reads the text of a page that is only a picture, with progress", async () => {
    const scan = await scannedPdf(await linesPdf(SHEET));
    // The scan has no text layer: pdfjs finds nothing to read.
    expect((await pdfText(scan)).trim()).toBe("");
    const progress: [number, number][] = [];
    const pages = await ocrPages(scan, 1, { onProgress: (read, total) => progress.push([read, total]) });
    expect(pages).toHaveLength(1);
    const text = pages?.[0] ?? "";
    for (const expected of ["Acetone technical", "Signal word: Danger", "H225", "H319", "P210"]) {
      expect(text).toContain(expected);
    }
    expect(progress).toEqual([[1, 1]]);
  });

  it("stops when told to", async () => {
    const scan = await scannedPdf(await linesPdf(SHEET));
    const controller = new AbortController();
    controller.abort();
    await expect(ocrPages(scan, 1, { signal: controller.signal })).rejects.toThrow();
  });
});
