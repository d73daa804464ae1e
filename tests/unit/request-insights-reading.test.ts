import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { RequestInsights as Insights } from "../../api/chemical-approvals/schemas";
import {
  RequestInsights,
  type RequestInsightsView,
} from "../../app/features/chemical-approvals/components/RequestInsights";
import { i18nFor } from "../../app/i18n";
import { en } from "../../core/texts/en";

/**
 * The evaluators' hazard summary tells how the attached sheet was read: a scan, a sheet too slow to read, a
 * broken file and a sheet that says "not classified" each have their own words, never "no hazard information
 * was found", and codes that were derived or matched from words are named.
 */

const EMPTY: Insights["hazards"] = {
  signal_word: null,
  pictograms: [],
  hazard_statements: [],
  precautionary_statements: [],
  storage_class: null,
  source: "attached_sds",
  reading: { outcome: "read", ocr: false, classification: "none_found", code_sources: {} },
};

function render(hazards: Partial<Insights["hazards"]>): string {
  const insights: RequestInsightsView = { hazards: { ...EMPTY, ...hazards }, storage: [], similar: [] };
  const html = renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n: i18nFor("en-GB", en, en) },
      createElement(RequestInsights, { insights }),
    ),
  );
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

const reading = (changes: Partial<NonNullable<Insights["hazards"]["reading"]>>) => ({
  ...EMPTY.reading!,
  ...changes,
});

describe("RequestInsights: how the attached sheet was read", () => {
  it("has different words for each way of finding nothing", () => {
    const texts = {
      none: render({}),
      scan: render({ reading: reading({ outcome: "no_text" }) }),
      slow: render({ reading: reading({ outcome: "timed_out" }) }),
      broken: render({ reading: reading({ outcome: "unreadable" }) }),
      harmless: render({ reading: reading({ classification: "not_classified" }) }),
    };
    expect(texts.none).toContain(en["evaluation.insights.noHazards"]);
    expect(texts.scan).toContain("seems to be a scan");
    expect(texts.slow).toContain("could not be read in time");
    expect(texts.broken).toContain("could not be read.");
    expect(texts.harmless).toContain("not classified as hazardous");
    for (const [name, text] of Object.entries(texts)) {
      if (name !== "none") expect(text).not.toContain(en["evaluation.insights.noHazards"]);
    }
  });

  it("names derived pictograms, statements matched from words and OCR", () => {
    const text = render({
      signal_word: "Warning",
      pictograms: ["GHS07"],
      hazard_statements: [{ code: "H315", text: "Causes skin irritation.", printed: "Irritating to skin" }],
      reading: reading({
        ocr: true,
        classification: "classified",
        code_sources: { GHS07: "derived", H315: "sentence" },
      }),
    });
    expect(text).toContain("Read by text recognition (OCR)");
    expect(text).toContain("derived from the hazard statements: GHS07.");
    expect(text).toContain("matched to the standard statements: H315.");
    // The supplier's own words beside the official ones.
    expect(text).toContain("Causes skin irritation. (on the sheet: “Irritating to skin”)");
  });

  it("says the attached sheet could not be read when the library's sheet stands in", () => {
    const text = render({
      signal_word: "Danger",
      source: "library",
      reading: reading({ outcome: "no_text" }),
    });
    expect(text).toContain(en["evaluation.insights.source.library"]);
    expect(text).toContain("seems to be a scan");
  });
});
