import { describe, expect, it } from "vitest";
import { emptyFacts, type SdsFacts } from "../../api/products/sds-facts";
import {
  marksFor,
  parseReadValues,
  prefill,
  readingNotice,
  readingTexts,
  valuesFromFacts,
} from "../../app/features/products/sds-prefill";

/**
 * Filling the upload form from a reading (app/features/products/sds-prefill.ts):
 * identity to form ids, the one CAS number of a substance, typed values kept,
 * and the marks of values that are not printed as such.
 */

function facts(overrides: Partial<SdsFacts> = {}): SdsFacts {
  return { ...emptyFacts(), ...overrides };
}

describe("valuesFromFacts", () => {
  it("maps the identity to the form's language and market ids, and keeps dates and versions as read", () => {
    const values = valuesFromFacts(
      facts({
        identity: {
          ...emptyFacts().identity,
          product_name: "  Aceton techn. ",
          supplier: "Chem GmbH",
          language: "de",
          market: "DE",
          version: "3.1",
          revision_date: "2024-02-29",
        },
      }),
    );
    expect(values).toEqual({
      name: "Aceton techn.",
      supplier: "Chem GmbH",
      language: "6",
      market: "6",
      version: "3.1",
      date_issue: "2024-02-29",
    });
  });

  it("takes Norwegian as nb and UK as Great Britain; leaves a language the app lacks and EU-only markets empty", () => {
    const identity = (language: string, market: string) =>
      valuesFromFacts(facts({ identity: { ...emptyFacts().identity, language, market } }));
    expect(identity("no", "UK")).toEqual({ language: "1", market: "4" });
    expect(identity("pl", "EU")).toEqual({});
  });

  it("fills the CAS number of a substance only, and only valid statement codes of the right kind", () => {
    expect(valuesFromFacts(facts({ cas_numbers: ["67-64-1"] })).cas_no).toBe("67-64-1");
    expect(valuesFromFacts(facts({ cas_numbers: ["67-64-1", "64-17-5"] })).cas_no).toBeUndefined();
    const values = valuesFromFacts(
      facts({
        hazard_statements: ["H225", "P210"],
        precautionary_statements: ["P210", "P305+P351+P338"],
        pictograms: ["GHS02", "GHS10"],
      }),
    );
    expect(values).toMatchObject({
      hazard_statements: "H225",
      precautionary_statements: "P210, P305+P351+P338",
      pictograms: ["GHS02"],
    });
  });
});

describe("prefill", () => {
  const read = facts({
    signal_word: "Danger",
    hazard_statements: ["H318"],
    pictograms: ["GHS05"],
    storage_class: "8B",
    classification: "classified",
  });

  it("keeps typed values, fills the others, and records what it put in the form", () => {
    const result = prefill({ signal_word: "none", storage_class: "10", hazard_statements: "" }, {}, read);
    expect(result.values).toMatchObject({
      signal_word: "Danger",
      storage_class: "10",
      hazard_statements: "H318",
    });
    expect(result.changed).toEqual(
      expect.arrayContaining(["signal_word", "hazard_statements", "pictograms"]),
    );
    expect(result.changed).not.toContain("storage_class");
    expect(result.readValues).toMatchObject({ signal_word: "Danger", hazard_statements: "H318" });
    expect(result.readValues.storage_class).toBeUndefined();
  });

  it("replaces its own earlier values (the same in any order) but not the user's changes to them", () => {
    const earlier = { pictograms: ["GHS07", "GHS02"], storage_class: "3" };
    const result = prefill({ pictograms: ["GHS02", "GHS07"], storage_class: "4.1B" }, earlier, read);
    expect(result.values.pictograms).toEqual(["GHS05"]);
    expect(result.values.storage_class).toBe("4.1B");
  });

  it("marks statements matched from sentences and pictograms not printed as such, to check", () => {
    const sourced = facts({
      hazard_statements: ["H318", "H315"],
      pictograms: ["GHS05", "GHS07"],
      code_sources: { H315: "sentence", GHS05: "image", GHS07: "derived" },
    });
    const result = prefill({}, {}, sourced);
    expect(result.marks.fields).toMatchObject({ hazard_statements: "check", pictograms: "check" });
    expect(result.marks.sentences).toEqual(["H315"]);
    expect(result.marks.pictograms).toEqual({ GHS05: "image", GHS07: "derived" });
    const t = (key: string, values?: Record<string, unknown>) =>
      `${key}${values ? JSON.stringify(values) : ""}`;
    const texts = readingTexts(result.marks, { kind: "hazards" }, result.values, t);
    expect(texts.fields.hazard_statements).toBe('product.reading.sentences{"codes":"H315"}');
    expect(texts.pictograms).toEqual({
      GHS05: "product.reading.pictogramImage",
      GHS07: "product.reading.pictogramDerived",
    });
    expect(texts.notice).toEqual({ text: "product.reading.hazards", warning: false, reading: false });
  });

  it("marks every value read by OCR from a scan to check, and says why", () => {
    const scanned = facts({
      ocr: true,
      signal_word: "Danger",
      hazard_statements: ["H314"],
      storage_class: "8B",
      classification: "classified",
    });
    const result = prefill({}, {}, scanned);
    expect(result.marks.fields).toMatchObject({
      signal_word: "check",
      hazard_statements: "check",
      storage_class: "check",
    });
    expect(Object.values(result.marks.fields).every((mark) => mark === "check")).toBe(true);
    expect(
      readingNotice({
        state: "done",
        outcome: "read",
        pages: 1,
        pages_read: 1,
        facts: { ...scanned, physical: { ...scanned.physical } },
      }),
    ).toEqual({ kind: "ocr" });
    const t = (key: string) => key;
    expect(readingTexts(result.marks, { kind: "ocr" }, result.values, t).notice).toEqual({
      text: "product.reading.ocr",
      warning: true,
      reading: false,
    });
  });

  it("does not mark a field whose value the user changed", () => {
    const marks = marksFor({ storage_class: "10" }, { storage_class: "8B" }, read);
    expect(marks.fields.storage_class).toBeUndefined();
  });
});

describe("parseReadValues", () => {
  it("keeps only the form's fields as text or lists, and ignores anything else", () => {
    expect(parseReadValues('{"name":"A","pictograms":["GHS02",3],"evil":"x"}')).toEqual({
      name: "A",
      pictograms: ["GHS02"],
    });
    expect(parseReadValues("not json")).toEqual({});
    expect(parseReadValues(null)).toEqual({});
  });
});
