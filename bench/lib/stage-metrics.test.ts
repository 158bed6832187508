import { describe, expect, it } from 'vitest';
import { stageMeans, stageTotals } from './stage-metrics.ts';

const text = (ingest: [number, number], store: [number, number], fanOut: [number, number]) =>
  [
    '# HELP launchdeck_ingest_stage_seconds Per batch',
    'launchdeck_ingest_stage_seconds_bucket{le="0.001"} 3',
    `launchdeck_ingest_stage_seconds_sum ${ingest[0]}`,
    `launchdeck_ingest_stage_seconds_count ${ingest[1]}`,
    `launchdeck_store_stage_seconds_sum ${store[0]}`,
    `launchdeck_store_stage_seconds_count ${store[1]}`,
    `launchdeck_fanout_stage_seconds_sum ${fanOut[0]}`,
    `launchdeck_fanout_stage_seconds_count ${fanOut[1]}`,
  ].join('\n');

describe('stage metrics', () => {
  it('reads each stage’s sum and count, and a missing stage as zero', () => {
    expect(stageTotals(text([0.5, 2], [1, 2], [3, 4]))).toEqual({
      ingest: { sum: 0.5, count: 2 },
      store: { sum: 1, count: 2 },
      fanOut: { sum: 3, count: 4 },
    });
    expect(stageTotals('').store).toEqual({ sum: 0, count: 0 });
  });

  it('gives each stage’s mean in ms between two readings', () => {
    const before = stageTotals(text([0.5, 2], [1, 2], [3, 4]));
    const after = stageTotals(text([0.8, 102], [1.2, 102], [5, 104]));
    const means = stageMeans(before, after);
    expect(means.ingest).toBeCloseTo(3);
    expect(means.store).toBeCloseTo(2);
    expect(means.fanOut).toBeCloseTo(20);
  });
});
