import { assessHazards, type HazardGroup } from "./hazards";
import { formFromPhysicalState, ROOM_TEMPERATURE_C, volatility } from "./release";
import type {
  Amount,
  Approach,
  ControlBandingValue,
  Duration,
  Form,
  Frequency,
  ReleaseLevel,
} from "./choices";

/**
 * The control-banding method ChemSafe proposes controls with: COSHH Essentials (UK HSE) as the ILO
 * International Chemical Control Toolkit publishes it, the base of the German EMKG too. Sources and what the
 * assessor decides: docs/decisions, "control banding".
 *
 * Hazard group (from H statements) × amount × release (dustiness or volatility) → control approach:
 * 1 general ventilation, 2 engineering control, 3 containment, 4 special (expert advice).
 */

/**
 * The matrix's columns. Solids and liquids share the low and high columns; a medium-dusty solid and a
 * medium-volatile liquid have columns of their own (a medium-volatility liquid releases less than a
 * medium-dusty solid in large amounts, more in small ones).
 */
export type Column = "low" | "mediumVolatility" | "mediumDustiness" | "high";

/** The published matrix, row by row: for each group and amount the approach in the columns' order. */
const MATRIX: Record<HazardGroup, Record<Amount, readonly [Approach, Approach, Approach, Approach]>> = {
  //           low  med. volatility  med. dustiness  high
  A: { small: [1, 1, 1, 1], medium: [1, 1, 1, 2], large: [1, 1, 2, 2] },
  B: { small: [1, 1, 1, 1], medium: [1, 2, 2, 2], large: [1, 2, 3, 3] },
  C: { small: [1, 2, 1, 2], medium: [2, 3, 3, 3], large: [2, 4, 4, 4] },
  D: { small: [2, 3, 2, 3], medium: [3, 4, 4, 4], large: [3, 4, 4, 4] },
  E: { small: [4, 4, 4, 4], medium: [4, 4, 4, 4], large: [4, 4, 4, 4] },
};
const COLUMNS: readonly Column[] = ["low", "mediumVolatility", "mediumDustiness", "high"];

export function columnOf(form: "solid" | "liquid", release: ReleaseLevel): Column {
  if (release !== "medium") return release;
  return form === "solid" ? "mediumDustiness" : "mediumVolatility";
}

/** One cell of the matrix. */
export function approachFor(group: HazardGroup, amount: Amount, column: Column): Approach {
  return MATRIX[group][amount][COLUMNS.indexOf(column)]!;
}

/**
 * The standard measures of each approach (texts `controlBanding.measure.<key>`), after the method's generic
 * control guidance sheets (100 general ventilation, 200 engineering control, 300 containment, 400 special,
 * Sk100 skin and eyes). Each approach keeps the measures of the ones below it.
 */
export const APPROACH_MEASURES: Record<Approach, readonly string[]> = {
  1: ["generalVentilation", "smallestAmount", "closeContainers", "cleanSpills", "hygiene", "instruct"],
  2: ["localExhaust", "checkExtraction"],
  3: ["containment", "openOnlyWithExtraction", "maintenanceProcedure"],
  4: ["expertAdvice", "exposureAssessment"],
};
export const SKIN_EYE_MEASURES: readonly string[] = ["skinEyeProtection", "washFacilities"];
export const CMR_MEASURES: readonly string[] = ["substitute", "exposureRegister"];

export type MeasureKey = string;

/** Why a proposal is what it is, as a text key and its values (the component translates). */
export interface Reason {
  key: string;
  values?: Record<string, string | number>;
}

/** Why the method does not apply: the task is for an expert to assess (approach 4). */
export type OutsideMethod = "gas" | "aboveBoilingPoint" | "specialProcess";

/** What is still needed for a proposal. */
export type Missing = "product" | "form" | "dustiness" | "boilingPoint" | "amount";

export interface ControlInput {
  /** The product's H statements (null: no product chosen). */
  hazardStatements: readonly string[] | null;
  form: Form | null;
  dustiness: ReleaseLevel | null;
  boilingPointC: number | null;
  /** null: room temperature. */
  processTemperatureC: number | null;
  amount: Amount | null;
  frequency: Frequency | null;
  duration: Duration | null;
  specialProcess: boolean;
}

export interface ControlProposal {
  hazardGroup: HazardGroup | null;
  /** The statements that decided the group. */
  decidingStatements: string[];
  skinEye: boolean;
  cmr: boolean;
  cmrStatements: string[];
  release: ReleaseLevel | null;
  amount: Amount | null;
  /** null until the inputs are complete. */
  approach: Approach | null;
  outsideMethod: OutsideMethod | null;
  measures: MeasureKey[];
  reasons: Reason[];
  missing: Missing[];
}

function measuresUpTo(approach: Approach): MeasureKey[] {
  const out: MeasureKey[] = [];
  for (const step of [1, 2, 3, 4] as const) if (step <= approach) out.push(...APPROACH_MEASURES[step]);
  return out;
}

/**
 * The method's proposal for one task with one product. Pure: the same inputs give the same proposal, on the
 * server and in the browser, so the page shows it without JavaScript and the record keeps it.
 */
export function proposeControl(input: ControlInput): ControlProposal {
  const reasons: Reason[] = [];
  const missing: Missing[] = [];
  const hazards = input.hazardStatements ? assessHazards(input.hazardStatements) : null;
  if (!hazards) missing.push("product");
  else if (hazards.deciding.length > 0) {
    reasons.push({
      key: "controlBanding.reason.group",
      values: { group: hazards.group, statements: hazards.deciding.join(", ") },
    });
  } else {
    reasons.push({ key: "controlBanding.reason.groupDefault" });
  }
  if (hazards?.skinEye) {
    reasons.push({
      key: "controlBanding.reason.skinEye",
      values: { statements: hazards.skinEyeStatements.join(", ") },
    });
  }
  if (hazards?.cmr) {
    reasons.push({
      key: "controlBanding.reason.cmr",
      values: { statements: hazards.cmrStatements.join(", ") },
    });
  }

  let outsideMethod: OutsideMethod | null = null;
  let release: ReleaseLevel | null = null;
  if (input.specialProcess) outsideMethod = "specialProcess";
  if (input.form === null) missing.push("form");
  else if (input.form === "gas") outsideMethod = "gas";
  else if (input.form === "solid") {
    release = input.dustiness;
    if (release) reasons.push({ key: "controlBanding.reason.dustiness", values: { level: release } });
    else missing.push("dustiness");
  } else if (input.boilingPointC === null) missing.push("boilingPoint");
  else {
    const temperature = input.processTemperatureC ?? ROOM_TEMPERATURE_C;
    release = volatility(input.boilingPointC, temperature);
    if (release === null) outsideMethod = "aboveBoilingPoint";
    else {
      reasons.push({
        key: "controlBanding.reason.volatility",
        values: { level: release, boilingPoint: input.boilingPointC, temperature },
      });
    }
  }
  if (input.amount === null) missing.push("amount");
  else reasons.push({ key: "controlBanding.reason.amount", values: { amount: input.amount } });

  let approach: Approach | null = null;
  if (outsideMethod) {
    approach = 4;
    reasons.push({ key: `controlBanding.reason.outside.${outsideMethod}` });
  } else if (hazards && input.amount && release && (input.form === "solid" || input.form === "liquid")) {
    approach = approachFor(hazards.group, input.amount, columnOf(input.form, release));
    reasons.push({
      key: "controlBanding.reason.matrix",
      values: { group: hazards.group, approach },
    });
  }
  // The method's exposure estimates assume work over a whole shift: a short task is covered on the safe side.
  // The assessor may choose a lower approach for it, with the reason written (never for CMR or group E).
  if (
    approach !== null &&
    approach > 1 &&
    input.duration === "short" &&
    hazards?.group !== "E" &&
    !hazards?.cmr
  ) {
    reasons.push({ key: "controlBanding.reason.shortTask" });
  }

  const measures: MeasureKey[] = approach === null ? [] : measuresUpTo(approach);
  if (hazards?.skinEye) measures.push(...SKIN_EYE_MEASURES);
  if (hazards?.cmr) measures.push(...CMR_MEASURES);
  return {
    hazardGroup: hazards?.group ?? null,
    decidingStatements: hazards?.deciding ?? [],
    skinEye: hazards?.skinEye ?? false,
    cmr: hazards?.cmr ?? false,
    cmrStatements: hazards?.cmrStatements ?? [],
    release,
    amount: input.amount,
    approach,
    outsideMethod,
    measures,
    reasons,
    missing,
  };
}

/** The facts of a product the method reads (a document's product reference has them). */
export interface ProductFacts {
  hazard_statements: string[];
  physical_state: string | null;
  boiling_point_c: number | null;
}

/**
 * The method's input from a recorded answer and its product: what the assessor entered wins; the product's
 * form, dustiness and boiling point fill what the assessor left empty.
 */
export function controlInputOf(
  value: Partial<ControlBandingValue> | undefined,
  product: ProductFacts | null,
): ControlInput {
  const suggested = formFromPhysicalState(product?.physical_state);
  const form = value?.form ?? suggested.form;
  return {
    hazardStatements: product ? product.hazard_statements : null,
    form,
    dustiness: value?.dustiness ?? (form === "solid" ? suggested.dustiness : null),
    boilingPointC: value?.boiling_point_c ?? product?.boiling_point_c ?? null,
    processTemperatureC: value?.process_temperature_c ?? null,
    amount: value?.amount ?? null,
    frequency: value?.frequency ?? null,
    duration: value?.duration ?? null,
    specialProcess: value?.special_process ?? false,
  };
}

/**
 * A recorded answer with the proposal its product gives now: the server calls this before saving so the
 * record keeps the approach ChemSafe proposed, whatever the browser posted.
 */
export function withProposal<V extends ControlBandingValue>(value: V, product: ProductFacts | null): V {
  return { ...value, proposed_approach: proposeControl(controlInputOf(value, product)).approach };
}
