import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { DocumentProduct } from "../../api/smartforms/schemas";
import { bandingViews } from "../../app/features/smartforms/banding.server";
import { ControlBandingField } from "../../app/features/smartforms/components/ControlBandingField";
import { i18nFor } from "../../app/i18n";
import {
  APPROACH_MEASURES,
  CMR_MEASURES,
  proposeControl,
  SKIN_EYE_MEASURES,
} from "../../core/control-banding/method";
import type { ControlBandingValue } from "../../core/control-banding/value";
import type { TemplateStructure } from "../../core/smartforms/template";
import { en } from "../../core/texts/en";

/**
 * The control-banding field renders the method's proposal on the server (so it works with JavaScript off),
 * names its inputs the way conform nests them, flags CMR products and shows a record as text.
 */

const TOLUENE: DocumentProduct = {
  id: 7,
  name: "Thinner T",
  supplier: "Acme",
  hazard_statements: ["H225", "H304", "H315", "H336", "H361d", "H373"],
  physical_state: "liquid",
  boiling_point_c: 111,
};
const FORMALIN: DocumentProduct = {
  id: 8,
  name: "Formalin 37 %",
  supplier: "Acme",
  hazard_statements: ["H301", "H311", "H314", "H317", "H331", "H341", "H350"],
  physical_state: "Flüssigkeit",
  boiling_point_c: 96,
};

const value = (overrides: Partial<ControlBandingValue>): ControlBandingValue => ({
  task: "Cleaning spray guns",
  product_id: 7,
  form: null,
  dustiness: null,
  boiling_point_c: null,
  process_temperature_c: null,
  amount: "medium",
  frequency: "daily",
  duration: "medium",
  special_process: false,
  proposed_approach: null,
  chosen_approach: null,
  justification: "",
  ...overrides,
});

/** The field as a page renders it: the method's view worked out as the page's loader does (bandingViews). */
function html(props: Partial<Parameters<typeof ControlBandingField>[0]>): string {
  const shown = {
    name: "f5",
    label: "Control banding",
    help: "",
    value: undefined,
    products: [TOLUENE, FORMALIN],
    errors: {},
    readOnly: false,
    ...props,
  };
  const field = {
    key: shown.name,
    type: "control_banding",
    label: {},
    help: {},
    required: false,
    options: [],
  };
  const structure = { tabs: [{ key: "t1", label: {}, fields: [field] }] } as unknown as TemplateStructure;
  const view = bandingViews(structure, { [shown.name]: shown.value }, shown.products)[shown.name]!;
  return renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n: i18nFor("en-GB", en, en) },
      createElement(ControlBandingField, { view, ...shown }),
    ),
  );
}

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("ControlBandingField", () => {
  it("names its inputs as conform nests them and labels every one", () => {
    const markup = html({ value: value({}) });
    for (const key of [
      "task",
      "product_id",
      "form",
      "dustiness",
      "boiling_point_c",
      "process_temperature_c",
      "amount",
      "frequency",
      "duration",
      "special_process",
      "chosen_approach",
      "justification",
    ]) {
      expect(markup).toContain(`name="f5.${key}"`);
    }
    const ids = [...markup.matchAll(/<(?:input|select|textarea)[^>]*\bid="([^"]+)"/g)].map(
      (match) => match[1],
    );
    for (const id of ids) expect(markup).toContain(`for="${id}"`);
    expect(markup).toMatch(/<fieldset[^>]*><legend>Control banding<\/legend>/);
  });

  it("shows the proposal, its reasons and measures, and posts the proposed approach", () => {
    const markup = html({ value: value({}) });
    const words = text(markup);
    // Toluene in litres at room temperature: group D (H361d), medium volatility → approach 4.
    expect(words).toContain("ChemSafe proposes: Approach 4: Special: expert advice");
    expect(words).toContain("Hazard group D, from H361d.");
    expect(words).toContain("Volatility medium: boiling point 111 °C, used at 20 °C.");
    expect(words).toContain(en["controlBanding.measure.expertAdvice"]);
    expect(markup).toContain('name="f5.proposed_approach" value="4"');
    // The product's facts fill the form and boiling point the assessor left empty.
    expect(markup).toMatch(/id="f5-form-liquid"[^>]*checked=""/);
    expect(markup).toMatch(/name="f5.boiling_point_c"[^>]*value="111"/);
    expect(words).not.toContain(en["controlBanding.cmrTitle"]);
  });

  it("flags a CMR product and says the exposure register entry is needed", () => {
    const words = text(html({ value: value({ product_id: 8, amount: "small" }) }));
    expect(words).toContain(en["controlBanding.cmrTitle"]);
    expect(words).toContain(en["controlBanding.cmrText"]);
    expect(words).toContain(en["controlBanding.measure.exposureRegister"]);
    // Without a document to plan for (a template's preview), no offer.
    expect(words).not.toContain(en["controlBanding.exposurePlan"]);
    expect(words).not.toContain(en["controlBanding.exposurePlanKeeper"]);
  });

  it("offers a keeper of the exposure register a plan for a CMR product, and tells others who makes it", () => {
    const cmr = value({ product_id: 8, amount: "small" });
    const offer = { rootId: 41, locationId: 12, keeper: true };
    const keeper = html({ value: cmr, exposurePlan: offer });
    expect(keeper).toContain(
      `<a href="/exposures/plans/new?document=41&amp;product=8&amp;location=12">${en["controlBanding.exposurePlan"]}</a>`,
    );
    // A company-wide document names no location; the record view offers the same.
    const record = html({ value: cmr, exposurePlan: { ...offer, locationId: null }, readOnly: true });
    expect(record).toContain(`href="/exposures/plans/new?document=41&amp;product=8"`);
    const other = html({ value: cmr, exposurePlan: { ...offer, keeper: false } });
    expect(other).not.toContain("/exposures/plans/new");
    expect(text(other)).toContain(en["controlBanding.exposurePlanKeeper"]);
    // A product that is not CMR is offered nothing.
    const toluene = html({ value: value({ product_id: 7 }), exposurePlan: offer });
    expect(toluene).not.toContain("/exposures/plans/new");
    expect(text(toluene)).not.toContain(en["controlBanding.exposurePlanKeeper"]);
  });

  it("says what it still needs and proposes nothing yet", () => {
    const words = text(html({ value: undefined, products: [] }));
    expect(words).toContain("ChemSafe proposes: no approach yet.");
    expect(words).toContain("For a proposal ChemSafe needs the product, its form, the amount per use.");
    expect(words).toContain(en["controlBanding.noProducts"]);
  });

  it("shows errors under their inputs, marked invalid", () => {
    const markup = html({
      value: value({ chosen_approach: 2, proposed_approach: 4 }),
      errors: { "f5.justification": ["Write why an approach lower than proposed is enough"] },
    });
    expect(markup).toMatch(/<p class="field-error" id="f5-justification-error">Write why/);
    expect(markup).toMatch(
      /name="f5.justification"[^>]*aria-invalid="true"[^>]*aria-describedby="f5-justification-hint f5-justification-error"/,
    );
  });

  it("renders a record as text, with the approach proposed when it was saved", () => {
    const markup = html({
      readOnly: true,
      value: value({
        form: "liquid",
        boiling_point_c: 111,
        proposed_approach: 4,
        chosen_approach: 3,
        justification: "Closed washer",
      }),
    });
    expect(markup).not.toMatch(/<input|<select|<textarea/);
    const words = text(markup);
    expect(words).toContain("Cleaning spray guns");
    expect(words).toContain("Thinner T");
    expect(words).toContain("Approach chosen Approach 3: Containment");
    expect(words).toContain("Closed washer");
    expect(words).toContain("ChemSafe proposes: Approach 4");
  });

  it("a record whose product changed since says what ChemSafe would propose now", () => {
    const words = text(html({ readOnly: true, value: value({ form: "liquid", proposed_approach: 2 }) }));
    expect(words).toContain("ChemSafe would now propose approach 4.");
  });
});

describe("every text the method can produce exists in English", () => {
  it("reasons", () => {
    const keys = new Set<string>();
    const forms = ["solid", "liquid", "gas", null] as const;
    for (const statements of [null, [], ["H315", "H360FD"], ["H225"]])
      for (const form of forms)
        for (const special of [false, true])
          for (const boilingPointC of [null, 40, 100])
            for (const duration of ["short", null] as const) {
              const proposal = proposeControl({
                hazardStatements: statements,
                form,
                dustiness: form === "solid" ? "high" : null,
                boilingPointC,
                processTemperatureC: boilingPointC === 40 ? 60 : null,
                amount: "large",
                frequency: null,
                duration,
                specialProcess: special,
              });
              for (const reason of proposal.reasons) keys.add(reason.key);
              for (const missing of proposal.missing) keys.add(`controlBanding.missing.${missing}`);
            }
    expect(keys.size).toBeGreaterThan(12);
    for (const key of keys) expect(en, key).toHaveProperty([key]);
  });

  it("measures", () => {
    const all = [...Object.values(APPROACH_MEASURES).flat(), ...SKIN_EYE_MEASURES, ...CMR_MEASURES];
    for (const measure of all) expect(en).toHaveProperty([`controlBanding.measure.${measure}`]);
  });
});
