import type { ControlBandingValue } from "../control-banding/choices";
import { PPE_TYPES } from "../ppe-types";
import { allFields, type TemplateField, type TemplateStructure } from "./template";

/**
 * A document's answers as the product reads them (no rules here: those are in ./values.ts, with zod), so a
 * page can show answers without loading the rules.
 */

/** The PPE a ppe field offers; the answer is bit flags, bit 2^i for PPE_TYPES[i]. */
export const PPE_CHOICES = PPE_TYPES;

export interface RiskMatrixValue {
  likelihood: number;
  severity: number;
}

export interface Measure {
  text: string;
  responsible: string;
  /** YYYY-MM-DD or null. */
  due: string | null;
  done: boolean;
}

/**
 * A field's answer, by type: text and long_text a string; number a number; date YYYY-MM-DD; single_choice
 * the option's bit; multiple_choice and ppe bit flags; yes_no a boolean; product, location and person ids;
 * risk_matrix likelihood and severity 1–5; measures a list; control_banding the method's record.
 */
export type FieldValue =
  string | number | boolean | number[] | RiskMatrixValue | Measure[] | ControlBandingValue;

/** A document's answers by field key. A field left unanswered has no key. */
export type DocumentValues = Record<string, FieldValue>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isValidDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The fields a submitted document still lacks (for the page's list of what is missing). */
export function missingRequired(structure: TemplateStructure, values: DocumentValues): TemplateField[] {
  return allFields(structure).filter((field) => field.required && values[field.key] === undefined);
}

/** The products and locations a document's answers name: its field connections. */
export function connectionsOf(
  structure: TemplateStructure,
  values: DocumentValues,
): { field_key: string; product_id: number | null; location_id: number | null }[] {
  const out: { field_key: string; product_id: number | null; location_id: number | null }[] = [];
  for (const field of allFields(structure)) {
    const value = values[field.key];
    if (value === undefined) continue;
    if (field.type === "product" && Array.isArray(value)) {
      for (const id of value as number[])
        out.push({ field_key: field.key, product_id: id, location_id: null });
    } else if (field.type === "location" && Array.isArray(value)) {
      for (const id of value as number[])
        out.push({ field_key: field.key, product_id: null, location_id: id });
    } else if (field.type === "control_banding") {
      const productId = (value as ControlBandingValue).product_id;
      if (productId) out.push({ field_key: field.key, product_id: productId, location_id: null });
    }
  }
  return out;
}

/** Risk on the company's matrix: likelihood × severity, 1–25, and its band. */
export function riskScore(value: RiskMatrixValue): { score: number; band: "low" | "medium" | "high" } {
  const score = value.likelihood * value.severity;
  return { score, band: score >= 15 ? "high" : score >= 6 ? "medium" : "low" };
}

/** The bits set in flags, lowest first. */
export function bitsOf(flags: number): number[] {
  const out: number[] = [];
  for (let bit = 1; bit > 0 && bit <= flags; bit *= 2) if (flags & bit) out.push(bit);
  return out;
}
