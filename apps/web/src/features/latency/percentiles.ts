/** p50 and p99 of a set of readings, in ms. */
export type Percentiles = { p50: number; p99: number };

/**
 * The nearest-rank percentile: the smallest value with at least p% of the values at or below it.
 * It is always one of the readings (never an interpolation), so '130 ms p99' was seen. Undefined
 * for no values.
 */
export function nearestRank(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1];
}

/** p50 and p99 of `values`, or null for none. */
export function percentilesOf(values: readonly number[]): Percentiles | null {
  const p50 = nearestRank(values, 50);
  const p99 = nearestRank(values, 99);
  return p50 === undefined || p99 === undefined ? null : { p50, p99 };
}
