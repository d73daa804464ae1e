import type { ControlBandingValue } from "../control-banding/value";
import type { Translate } from "../translate";
import { bitsOf, PPE_CHOICES, riskScore, type Measure, type RiskMatrixValue } from "./answers";
import { labelIn, type TemplateField } from "./template";

/**
 * A field's answer in words, written once for every read-only view: the document's page and the approval
 * page (DocumentFields, read-only) and its printable HTML and PDF (api/smartforms/document-print.ts). Each
 * view lays the lines out its own way (one per line on paper, a list or a comma-separated line on screen);
 * the words are the same everywhere.
 */

export interface AnswerTextContext {
  t: Translate;
  /** The reader's language id, and the template's (labels fall back to it). */
  language: number;
  fallbackLanguage: number;
  /** The name of a product, location or person an answer names (each view says its own "unknown"). */
  nameOf: (kind: "product" | "location" | "person", id: number) => string;
  /** A level of the company's risk matrix, in the reader's words. */
  levelLabel: (axis: "likelihood" | "severity", level: number) => string;
}

/** The separator between a measure's parts. */
export const MEASURE_PART_SEPARATOR = " · ";

/** A field's answer as lines of text; none when it is not answered. */
export function answerLines(field: TemplateField, value: unknown, ctx: AnswerTextContext): string[] {
  const { t } = ctx;
  if (value === undefined || value === null || value === "") return [];
  const optionLabel = (bit: number) => {
    const option = field.options.find((o) => o.bit === bit);
    return option ? labelIn(option.label, ctx.language, ctx.fallbackLanguage) : String(bit);
  };
  switch (field.type) {
    case "text":
    case "long_text":
    case "date":
      return String(value).split("\n");
    case "number":
      return [String(value)];
    case "yes_no":
      return [value === true ? t("smartforms.yes") : t("smartforms.no")];
    case "single_choice":
      return [optionLabel(Number(value))];
    case "multiple_choice":
      return bitsOf(Number(value)).map(optionLabel);
    case "ppe":
      return bitsOf(Number(value)).map((bit) =>
        t(`approvals.option.ppe.${PPE_CHOICES[Math.log2(bit)] ?? ""}`),
      );
    case "product":
    case "location":
    case "person": {
      const kind = field.type;
      return (Array.isArray(value) ? (value as number[]) : []).map((id) => ctx.nameOf(kind, id));
    }
    case "risk_matrix": {
      const risk = value as RiskMatrixValue;
      const { score, band } = riskScore(risk);
      return [
        `${t("smartforms.risk.likelihood")}: ${risk.likelihood} – ${ctx.levelLabel("likelihood", risk.likelihood)}`,
        `${t("smartforms.risk.severity")}: ${risk.severity} – ${ctx.levelLabel("severity", risk.severity)}`,
        t("smartforms.risk.score", { score, band: t(`smartforms.risk.band.${band}`) }),
      ];
    }
    case "measures":
      return (Array.isArray(value) ? (value as Measure[]) : []).map((row) =>
        [
          row.text,
          row.responsible ? `${t("smartforms.measure.responsible")}: ${row.responsible}` : "",
          row.due ? `${t("smartforms.measure.due")}: ${row.due}` : "",
          row.done ? t("smartforms.measure.done") : "",
        ]
          .filter(Boolean)
          .join(MEASURE_PART_SEPARATOR),
      );
    case "control_banding": {
      const cb = value as ControlBandingValue;
      const product = cb.product_id ? ctx.nameOf("product", cb.product_id) : "";
      return [cb.task, product, cb.justification].filter(Boolean);
    }
  }
}
