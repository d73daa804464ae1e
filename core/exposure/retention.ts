/**
 * How long exposure records are kept. EU Directive 2004/37/EC (carcinogens, mutagens and reprotoxic
 * substances at work), articles 12 and 15: the list of exposed workers and their medical records are kept
 * for at least 40 years after the exposure ends; Norway asks for 60. A company may set a longer period,
 * never a shorter one.
 */
export const RETENTION_YEARS = { default: 40, min: 40, max: 100 } as const;

/** The stored setting read as a whole number of years within the limits; the default when unset or wrong. */
export function retentionYears(setting: unknown): number {
  const years = typeof setting === "number" ? setting : Number(setting);
  if (!Number.isInteger(years) || years < RETENTION_YEARS.min || years > RETENTION_YEARS.max) {
    return RETENTION_YEARS.default;
  }
  return years;
}

/**
 * The first day a record whose exposure ended on `lastExposure` (YYYY-MM-DD) may be purged: the same day
 * `years` later (29 February falls back to 28 February in a year that has none).
 */
export function keptUntil(lastExposure: string, years: number): string {
  const [y, m, d] = lastExposure.slice(0, 10).split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y + years, m - 1, d));
  if (target.getUTCMonth() !== m - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}
