import { describe, expect, it } from "vitest";
import { standardStructure } from "../../core/smartforms/default-templates";
import type { TemplateStructure } from "../../core/smartforms/template";
import { documentValuesSchema } from "../../core/smartforms/values";
import { connectionsOf, type DocumentValues } from "../../core/smartforms/answers";
import { smartforms } from "../../core/texts/smartforms/en";
import type { Translate } from "../../core/translate";
import { formToValues, issuesByInput } from "../../app/features/smartforms/form-values";

/**
 * A document's answers (core/smartforms/values.ts) field type by field type, as a draft and as submitted,
 * the connections they make, and the HTML form's posted fields turned into answers and its errors back into
 * input names (app/features/smartforms/form-values.ts).
 */

const t: Translate = (key, values = {}) =>
  ((smartforms as Record<string, string>)[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, n: string) =>
    String(values[n] ?? ""),
  );

const field = (key: string, type: string, extra: Record<string, unknown> = {}) => ({
  key,
  type,
  label: { "4": key },
  help: {},
  required: false,
  options: [],
  ...extra,
});

const STRUCTURE = {
  tabs: [
    {
      key: "t1",
      label: { "4": "All" },
      fields: [
        field("f1", "text", { required: true }),
        field("f2", "long_text"),
        field("f3", "number"),
        field("f4", "date"),
        field("f5", "single_choice", {
          options: [
            { bit: 1, label: { "4": "A" } },
            { bit: 2, label: { "4": "B" } },
          ],
        }),
        field("f6", "multiple_choice", {
          options: [
            { bit: 1, label: { "4": "A" } },
            { bit: 4, label: { "4": "C" } },
          ],
        }),
        field("f7", "yes_no"),
        field("f8", "product"),
        field("f9", "location"),
        field("f10", "person"),
        field("f11", "ppe"),
        field("f12", "risk_matrix"),
        field("f13", "measures"),
      ],
    },
  ],
} as unknown as TemplateStructure;

const draft = (values: unknown) => documentValuesSchema(STRUCTURE, t, "draft").safeParse(values);
const submit = (values: unknown) => documentValuesSchema(STRUCTURE, t, "submit").safeParse(values);
const messagesOf = (result: ReturnType<typeof draft>) =>
  result.success ? {} : issuesByInput(result.error.issues);

describe("documentValuesSchema", () => {
  it("keeps valid answers of every type and drops empty ones and unknown keys", () => {
    const result = draft({
      f1: "  Decanting  ",
      f2: "",
      f3: 12.5,
      f4: "2026-02-28",
      f5: 2,
      f6: 5,
      f7: false,
      f8: [3, 3, 4],
      f9: [],
      f10: [7],
      f11: 3,
      f12: { likelihood: 2, severity: 5 },
      f13: [
        { text: "Use the fume hood", responsible: "Asle", due: "2026-03-01", done: false },
        { text: "", responsible: "", due: "", done: false },
      ],
      f99: "not a field",
    });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      f1: "Decanting",
      f3: 12.5,
      f4: "2026-02-28",
      f5: 2,
      f6: 5,
      f7: false,
      f8: [3, 4],
      f10: [7],
      f11: 3,
      f12: { likelihood: 2, severity: 5 },
      f13: [{ text: "Use the fume hood", responsible: "Asle", due: "2026-03-01", done: false }],
    });
  });

  it("refuses each type's wrong answers with the field's message", () => {
    expect(messagesOf(draft({ f4: "2026-02-30" }))).toEqual({ f4: ["Enter a date as YYYY-MM-DD"] });
    expect(messagesOf(draft({ f4: "28.02.2026" }))).toEqual({ f4: ["Enter a date as YYYY-MM-DD"] });
    expect(messagesOf(draft({ f3: "twelve" }))).toEqual({ f3: ["Enter a number"] });
    expect(messagesOf(draft({ f5: 4 }))).toEqual({ f5: ["Choose one of the options"] });
    expect(messagesOf(draft({ f6: 2 }))).toEqual({ f6: ["Choose one of the options"] });
    expect(messagesOf(draft({ f7: "maybe" }))).toEqual({ f7: ["Choose one of the options"] });
    expect(messagesOf(draft({ f8: [0] }))).toHaveProperty("f8[0]");
    expect(messagesOf(draft({ f11: 2 ** 20 }))).toEqual({ f11: ["Choose one of the options"] });
    expect(messagesOf(draft({ f12: { likelihood: 6, severity: 1 } }))).toHaveProperty("f12.likelihood");
    expect(messagesOf(draft({ f13: [{ text: "x", due: "soon" }] }))).toEqual({
      "f13[0].due": ["Enter a date as YYYY-MM-DD"],
    });
    expect(messagesOf(draft({ f1: "x".repeat(501) }))).toEqual({ f1: ["At most 500 characters"] });
  });

  it("lets a draft leave required fields out, but not a submitted document", () => {
    expect(draft({}).success).toBe(true);
    expect(messagesOf(submit({}))).toEqual({ f1: ["Field is required"] });
    expect(messagesOf(submit({ f1: "   " }))).toEqual({ f1: ["Field is required"] });
    expect(submit({ f1: "Done" }).success).toBe(true);
  });
});

describe("connectionsOf", () => {
  it("lists the products and locations the answers name, and the control-banding product", () => {
    const structure = standardStructure(1);
    const values = {
      f2: [10, 11],
      f3: [20],
      f4: [30],
      f6: { task: "Pour", product_id: 21 },
    } as unknown as DocumentValues;
    expect(connectionsOf(structure, values)).toEqual([
      { field_key: "f2", product_id: null, location_id: 10 },
      { field_key: "f2", product_id: null, location_id: 11 },
      { field_key: "f3", product_id: 20, location_id: null },
      { field_key: "f6", product_id: 21, location_id: null },
    ]);
  });
});

describe("formToValues", () => {
  it("turns the posted fields into the answers the rules check", () => {
    const raw = formToValues(STRUCTURE, [
      ["f1", "Decanting"],
      ["f3", "12,5"],
      ["f4", "2026-02-28"],
      ["f5", "2"],
      ["f6", "1"],
      ["f6", "4"],
      ["f7", "no"],
      ["f8", "3"],
      ["f8", "4"],
      ["f11", "1"],
      ["f11", "2"],
      ["f12.likelihood", "2"],
      ["f12.severity", "3"],
      ["f13[0].text", "Fume hood"],
      ["f13[0].responsible", "Asle"],
      ["f13[0].due", ""],
      ["f13[0].done", "on"],
      ["f13[1].text", ""],
    ]);
    expect(raw).toEqual({
      f1: "Decanting",
      f3: 12.5,
      f4: "2026-02-28",
      f5: 2,
      f6: 5,
      f7: false,
      f8: [3, 4],
      f11: 3,
      f12: { likelihood: 2, severity: 3 },
      f13: [
        { text: "Fume hood", responsible: "Asle", due: "", done: true },
        { text: "", responsible: "", due: "", done: false },
      ],
    });
    expect(draft(raw).success).toBe(true);
  });

  it("keeps what is not a number as text, so the rules say what is wrong", () => {
    const raw = formToValues(STRUCTURE, [
      ["f3", "a dozen"],
      ["f12.likelihood", "2"],
      ["f12.severity", ""],
    ]);
    expect(raw).toEqual({ f3: "a dozen", f12: { likelihood: 2, severity: "" } });
    expect(Object.keys(messagesOf(draft(raw))).sort()).toEqual(["f12.severity", "f3"]);
  });
});
