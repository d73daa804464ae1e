/** The amount report's limits. */
export const AMOUNT_REPORT_PAGE_SIZE = 50;
/** Pages at most: 100,000 placements at 50 a page. */
export const AMOUNT_REPORT_PAGE_MAX = 2000;
/** Rows of an export at most (a last row says when it was cut). */
export const AMOUNT_REPORT_EXPORT_MAX = 100_000;

/**
 * The chart's bars: each value's length as a share of the largest (0–1), so the longest bar fills the
 * plot. Zero and negative values get no bar.
 */
export function barShares(values: readonly number[]): number[] {
  const largest = Math.max(0, ...values);
  return values.map((value) => (largest > 0 && value > 0 ? value / largest : 0));
}
