/**
 * The choices of a control-banding answer and its record's shape, without zod so pages can import them
 * (the answer's rules are in ./value.ts).
 */
/** Amount per use (per batch, or per day for continuous work): grams or millilitres; kilograms or litres; tonnes or cubic metres. */
export const AMOUNTS = ["small", "medium", "large"] as const;
/** A gas or aerosol is outside the method (approach 4, expert advice); it is a choice so the record can say so. */
export const FORMS = ["solid", "liquid", "gas"] as const;
export const RELEASE_LEVELS = ["low", "medium", "high"] as const;
export const FREQUENCIES = ["rarely", "weekly", "daily", "shift"] as const;
/** short: 15 minutes or less a day; medium: up to 4 hours; long: more than 4 hours. */
export const DURATIONS = ["short", "medium", "long"] as const;
export const APPROACHES = [1, 2, 3, 4] as const;
export const TASK_MAX = 300;
export const JUSTIFICATION_MAX = 2_000;

export type Amount = (typeof AMOUNTS)[number];
export type Form = (typeof FORMS)[number];
export type ReleaseLevel = (typeof RELEASE_LEVELS)[number];
export type Frequency = (typeof FREQUENCIES)[number];
export type Duration = (typeof DURATIONS)[number];
export type Approach = (typeof APPROACHES)[number];

/**
 * What an assessor records in a control-banding field: the task, the product, its form and how much and how
 * long it is used, the approach ChemSafe proposed and the one the assessor chose (with why, when lower).
 */
export interface ControlBandingValue {
  task: string;
  product_id: number | null;
  form: Form | null;
  /** Solids: how dusty. Liquids: ChemSafe derives volatility from the boiling point and process temperature. */
  dustiness: ReleaseLevel | null;
  boiling_point_c: number | null;
  process_temperature_c: number | null;
  amount: Amount | null;
  frequency: Frequency | null;
  duration: Duration | null;
  /** The task sprays the product or makes mist, fume or dust from it: outside the method (approach 4). */
  special_process: boolean;
  /** The approach ChemSafe proposed when the record was saved, kept so the record shows what was proposed. */
  proposed_approach: Approach | null;
  chosen_approach: Approach | null;
  justification: string;
}

/** Whether the chosen approach is below the proposed one without a written justification. */
export function needsJustification(
  value: Pick<ControlBandingValue, "chosen_approach" | "proposed_approach" | "justification">,
): boolean {
  return (
    value.chosen_approach !== null &&
    value.proposed_approach !== null &&
    value.chosen_approach < value.proposed_approach &&
    value.justification.trim() === ""
  );
}
