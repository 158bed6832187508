/** The server's pipeline stages that GET /metrics times (apps/server/src/metrics/pipeline-metrics.ts). */
const STAGES = {
  ingest: 'launchdeck_ingest_stage_seconds',
  store: 'launchdeck_store_stage_seconds',
  fanOut: 'launchdeck_fanout_stage_seconds',
} as const;

type Stage = keyof typeof STAGES;
/** Each stage's histogram sum (seconds) and count, as read at one moment. */
export type StageTotals = Record<Stage, { sum: number; count: number }>;
/** Each stage's mean in ms between two readings. */
export type StageMeans = Record<Stage, number>;

/** The stages' sums and counts from Prometheus text; a stage not in it reads zero. */
export function stageTotals(text: string): StageTotals {
  const value = (name: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${name} `));
    return line ? Number(line.slice(name.length + 1)) : 0;
  };
  const of = (metric: string) => ({ sum: value(`${metric}_sum`), count: value(`${metric}_count`) });
  return { ingest: of(STAGES.ingest), store: of(STAGES.store), fanOut: of(STAGES.fanOut) };
}

/** Each stage's mean (ms) over what was observed between `before` and `after`; NaN for none. */
export function stageMeans(before: StageTotals, after: StageTotals): StageMeans {
  const mean = (stage: Stage) =>
    ((after[stage].sum - before[stage].sum) * 1000) / (after[stage].count - before[stage].count);
  return { ingest: mean('ingest'), store: mean('store'), fanOut: mean('fanOut') };
}

/** Reads the stages from a server's GET /metrics (open without a token in the benches). */
export async function readStageTotals(baseUrl: string): Promise<StageTotals> {
  const res = await fetch(`${baseUrl}/metrics`);
  if (!res.ok) throw new Error(`GET /metrics answered ${res.status}`);
  return stageTotals(await res.text());
}
