import { median, percentile } from './stats.ts';

/** Percentiles of one measure, ms. */
export type Stats = { count: number; p50: number; p95: number; p99: number; max: number };

export function stats(samples: number[]): Stats {
  const sorted = samples.filter((s) => !Number.isNaN(s)).sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

const f = (value: number) => value.toFixed(2);

/** A table of measures, each a row of its count and percentiles (ms). */
export function statsTable(what: string, count: string, rows: [string, number[]][]): string {
  return [
    `| ${what} | ${count} | p50 | p95 | p99 | max |`,
    '|---|---|---|---|---|---|',
    ...rows.map(([name, samples]) => {
      const s = stats(samples);
      return `| ${name} | ${s.count} | ${f(s.p50)} | ${f(s.p95)} | ${f(s.p99)} | ${f(s.max)} |`;
    }),
  ].join('\n');
}

export const verdict = (value: number, goal: number) =>
  `${value <= goal ? 'met' : 'NOT met'} (${f(value)} ms)`;

/** One phase of posts as the clients and the bus saw them. */
export type PhaseReading = {
  /** Post stored → each delivery, ms. */
  fanOut: number[];
  /** Each post's first and last delivery, ms after it was stored. */
  ends: [number, number][];
  /** Each post: stored → the bus's listeners returned (the fan-out's frames written), ms. */
  told: number[];
};

/** The stored → delivered table: each round's phases, then each kind over all rounds. */
export function fanOutTable(
  rounds: { none: PhaseReading; rules: PhaseReading }[],
  rules: number,
): string {
  const line = (name: string, phases: PhaseReading[]) => {
    const s = stats(phases.flatMap((p) => p.fanOut));
    const ends = phases.flatMap((p) => p.ends);
    const told = median(phases.flatMap((p) => p.told));
    return `| ${name} | ${s.count} | ${f(s.p50)} | ${f(s.p95)} | ${f(s.p99)} | ${f(s.max)} | ${f(median(ends.map(([first]) => first)))} | ${f(median(ends.map(([, last]) => last)))} | ${f(told)} |`;
  };
  return [
    "| phase | deliveries | p50 | p95 | p99 | max | a post's first delivery, p50 | its last, p50 | stored → the bus's listeners returned, p50 |",
    '|---|---|---|---|---|---|---|---|---|',
    ...rounds.flatMap((r, i) => [
      line(`round ${i + 1}: no rules`, [r.none]),
      line(`round ${i + 1}: ${rules} rules`, [r.rules]),
    ]),
    line(
      'all rounds: no rules',
      rounds.map((r) => r.none),
    ),
    line(
      `all rounds: ${rules} rules`,
      rounds.map((r) => r.rules),
    ),
  ].join('\n');
}

/**
 * The fan-out with rules against without, p50 and p99: the median of each round's own ratio,
 * judged "unchanged within noise" when at most 1 + `noise`, or 1 + the no-rules rounds' own spread
 * (largest ÷ smallest − 1) when that is wider; not judged when the no-rules fan-out's own p50
 * passed a post's interval (the machine queued it).
 */
export function fanOutRatioLines(
  rounds: { none: PhaseReading; rules: PhaseReading }[],
  rules: number,
  noise: number,
  intervalMs: number,
): string[] {
  const saturated = rounds.some((r) => stats(r.none.fanOut).p50 > intervalMs);
  return (['p50', 'p99'] as const).map((p) => {
    const each = rounds.map((r) => stats(r.rules.fanOut)[p] / stats(r.none.fanOut)[p]);
    const baseline = rounds.map((r) => stats(r.none.fanOut)[p]);
    const band = Math.max(noise, Math.max(...baseline) / Math.min(...baseline) - 1);
    const ratio = median(each);
    const judged = saturated
      ? `not judged: the no-rules fan-out's own p50 passed ${intervalMs} ms`
      : ratio <= 1 + band
        ? 'unchanged within noise: met'
        : 'NOT met';
    return (
      `Fan-out ${p}, ${rules} rules ÷ no rules: ${ratio.toFixed(2)}×, the median of each round's ratio ` +
      `(${each.map((x) => x.toFixed(2)).join(' / ')}); noise band ±${(band * 100).toFixed(0)} % ` +
      `(${(noise * 100).toFixed(0)} %, or the no-rules rounds' own spread when wider): ${judged}`
    );
  });
}
