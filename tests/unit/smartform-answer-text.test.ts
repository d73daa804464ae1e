import { describe, expect, it } from "vitest";
import { answerLines, type AnswerTextContext } from "../../core/smartforms/answer-text";
import type { TemplateField } from "../../core/smartforms/template";

/** core/smartforms/answer-text.ts: the words of an answer, shared by the read-only pages and the print. */

const ctx: AnswerTextContext = {
  t: (key, values) => (values ? `${key}${JSON.stringify(values)}` : key),
  language: 1,
  fallbackLanguage: 4,
  nameOf: (kind, id) => `${kind} ${id}`,
  levelLabel: (axis, level) => `${axis}-${level}`,
};

const field = (type: TemplateField["type"], options: TemplateField["options"] = []): TemplateField =>
  ({ key: "f1", type, label: { 4: "Q" }, help: {}, required: false, options }) as unknown as TemplateField;

describe("answerLines", () => {
  it("gives no lines for an answer left out", () => {
    for (const value of [undefined, null, ""]) expect(answerLines(field("text"), value, ctx)).toEqual([]);
  });

  it("names choices by their labels (the template's language when the reader's is missing)", () => {
    const options = [
      { bit: 1, label: { 4: "Gloves" } },
      { bit: 4, label: { 1: "Goggles", 4: "Goggles (en)" } },
    ] as TemplateField["options"];
    expect(answerLines(field("multiple_choice", options), 5, ctx)).toEqual(["Gloves", "Goggles"]);
    expect(answerLines(field("single_choice", options), 1, ctx)).toEqual(["Gloves"]);
  });

  it("names references, the matrix on the company's labels, and each measure on one line", () => {
    expect(answerLines(field("location"), [3, 9], ctx)).toEqual(["location 3", "location 9"]);
    expect(answerLines(field("risk_matrix"), { likelihood: 2, severity: 4 }, ctx)).toEqual([
      "smartforms.risk.likelihood: 2 – likelihood-2",
      "smartforms.risk.severity: 4 – severity-4",
      expect.stringContaining("smartforms.risk.score"),
    ]);
    expect(
      answerLines(field("measures"), [{ text: "Fume hood", responsible: "Kari", due: "", done: true }], ctx),
    ).toEqual(["Fume hood · smartforms.measure.responsible: Kari · smartforms.measure.done"]);
    expect(answerLines(field("long_text"), "a\nb", ctx)).toEqual(["a", "b"]);
    expect(answerLines(field("yes_no"), false, ctx)).toEqual(["smartforms.no"]);
  });
});
