/**
 * The exposure register's fixed vocabulary (docs/decisions/047-exposure-register.md): routes of exposure,
 * how often planned work happens, measured values and the limits of the forms.
 */

/** Routes of exposure, stored as bit flags in the order given (an option's bit never changes). */
export const EXPOSURE_ROUTES = ["inhalation", "skin", "eyes", "ingestion", "injection"] as const;
export type ExposureRoute = (typeof EXPOSURE_ROUTES)[number];

/** How often planned work is done. */
export const FREQUENCIES = ["daily", "weekly", "monthly", "occasionally"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** A value measured during the exposure (air sampling, biological monitoring). */
export interface Measurement {
  /** What was measured: the substance or its marker. */
  agent: string;
  value: number;
  /** "mg/m³", "ppm", "µg/L", … as the laboratory reports it. */
  unit: string;
  /** How it was sampled or analysed; may be empty. */
  method: string;
}

export const EXPOSURE_LIMITS = {
  title: 200,
  text: 4000,
  reason: 1000,
  measurementsPerRecord: 10,
  measurementText: 200,
  peoplePerPlan: 200,
  /** The longest single occasion: a day. */
  maxMinutes: 24 * 60,
} as const;

/** The bits of the given choices, in EXPOSURE_ROUTES order. */
export function routeBits(routes: readonly ExposureRoute[]): number {
  let bits = 0;
  for (const route of routes) bits |= 1 << EXPOSURE_ROUTES.indexOf(route);
  return bits;
}

/** The routes whose bits are set. */
export function routesOf(bits: number): ExposureRoute[] {
  return EXPOSURE_ROUTES.filter((_, index) => (bits & (1 << index)) !== 0);
}
