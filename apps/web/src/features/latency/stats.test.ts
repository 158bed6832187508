import { describe, expect, it } from 'vitest';
import { createLatencyStats, EMPTY_SUMMARY } from './stats.ts';

describe('createLatencyStats', () => {
  it('has nothing to say before the first live post', () => {
    expect(createLatencyStats().summary()).toEqual(EMPTY_SUMMARY);
  });

  it('gives p50/p99 of both legs per source and published → screen over all sources', () => {
    const stats = createLatencyStats();
    for (let n = 1; n <= 10; n++) stats.add({ source: 'X', toScreen: n, total: 100 + n });
    stats.add({ source: 'Bluesky', toScreen: 500, total: 900 });
    expect(stats.summary()).toEqual({
      overall: { count: 11, p50: 6, p99: 500 },
      sources: [
        {
          source: 'Bluesky',
          count: 1,
          toScreen: { p50: 500, p99: 500 },
          total: { p50: 900, p99: 900 },
        },
        { source: 'X', count: 10, toScreen: { p50: 5, p99: 10 }, total: { p50: 105, p99: 110 } },
      ],
    });
  });

  it('counts only the newest posts of each source', () => {
    const stats = createLatencyStats(3);
    for (const toScreen of [1000, 1000, 1, 2, 3])
      stats.add({ source: 'X', toScreen, total: toScreen });
    stats.add({ source: 'Truth Social', toScreen: 7, total: 7 });
    const { overall, sources } = stats.summary();
    expect(sources.find((s) => s.source === 'X')).toMatchObject({ count: 3, toScreen: { p99: 3 } });
    // Over all sources, the newest three are 2, 3 and 7.
    expect(overall).toEqual({ count: 3, p50: 3, p99: 7 });
  });

  it('starts over on clear', () => {
    const stats = createLatencyStats();
    stats.add({ source: 'X', toScreen: 5, total: 5 });
    stats.clear();
    expect(stats.summary()).toEqual(EMPTY_SUMMARY);
  });
});
