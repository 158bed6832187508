import { type Percentiles, percentilesOf } from './percentiles.ts';

/** The readout's window (issue 17): the last 100 live posts, per source and over all sources. */
export const READOUT_POSTS = 100;

/** One live post's legs as the readout counts them, in ms. */
export type LiveReading = {
  /** The platform label ('X', 'Bluesky', ...). */
  source: string;
  /** Published → this screen. */
  toScreen: number;
  /** Source → this screen (the card's age). */
  total: number;
};

export type SourceSummary = {
  source: string;
  count: number;
  toScreen: Percentiles;
  total: Percentiles;
};

export type ReadoutSummary = {
  /** Published → this screen over the last live posts of every source; null before the first. */
  overall: (Percentiles & { count: number }) | null;
  /** One row a source, by label. */
  sources: readonly SourceSummary[];
};

export const EMPTY_SUMMARY: ReadoutSummary = { overall: null, sources: [] };

export type LatencyStats = {
  add: (reading: LiveReading) => void;
  summary: () => ReadoutSummary;
  clear: () => void;
};

/** Keeps the newest `capacity` readings of each source and of all together. */
export function createLatencyStats(capacity: number = READOUT_POSTS): LatencyStats {
  let all: LiveReading[] = [];
  const bySource = new Map<string, LiveReading[]>();
  const keep = (list: LiveReading[], reading: LiveReading) => {
    list.push(reading);
    if (list.length > capacity) list.shift();
  };

  return {
    add: (reading) => {
      keep(all, reading);
      const list = bySource.get(reading.source) ?? [];
      keep(list, reading);
      bySource.set(reading.source, list);
    },
    summary: () => {
      const overall = percentilesOf(all.map((r) => r.toScreen));
      const sources = [...bySource.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .flatMap(([source, list]) => {
          const toScreen = percentilesOf(list.map((r) => r.toScreen));
          const total = percentilesOf(list.map((r) => r.total));
          return toScreen && total ? [{ source, count: list.length, toScreen, total }] : [];
        });
      return { overall: overall && { ...overall, count: all.length }, sources };
    },
    clear: () => {
      all = [];
      bySource.clear();
    },
  };
}
