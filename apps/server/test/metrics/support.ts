/** A Prometheus text-format (0.0.4) reader for tests: what a scraper would make of /metrics. */

export type Sample = { name: string; labels: Record<string, string>; value: number };
export type MetricFamily = { name: string; help: string; type: string; samples: Sample[] };
export type Scrape = Map<string, MetricFamily>;

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?$/;
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*(,|$)/y;
const SUFFIXES = ['_bucket', '_sum', '_count'] as const;

const unescapeText = (text: string) =>
  text.replace(/\\(.)/g, (_all, char: string) => (char === 'n' ? '\n' : char));

/** A sample value as Prometheus reads it (Go's ParseFloat: NaN and Inf in any case). */
function parseValue(text: string, line: string): number {
  if (/^nan$/i.test(text)) return Number.NaN;
  const infinity = /^([+-]?)inf(inity)?$/i.exec(text);
  if (infinity) return infinity[1] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  const value = Number(text);
  if (text.trim() === '' || Number.isNaN(value)) throw new Error(`Not a sample value: ${line}`);
  return value;
}

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text);
    if (!match?.[1]) throw new Error(`Bad labels: ${line}`);
    labels[match[1]] = unescapeText(match[2] ?? '');
  }
  return labels;
}

/** The family a sample belongs to: its own name, or a histogram's or summary's base name. */
function familyOf(scrape: Scrape, name: string): MetricFamily | undefined {
  const own = scrape.get(name);
  if (own) return own;
  const suffix = SUFFIXES.find((s) => name.endsWith(s));
  return suffix ? scrape.get(name.slice(0, -suffix.length)) : undefined;
}

/** Every family with its HELP, TYPE and samples; throws on a line a scraper would refuse. */
export function parsePrometheusText(text: string): Scrape {
  const scrape: Scrape = new Map();
  const family = (name: string) => {
    let found = scrape.get(name);
    if (!found) {
      found = { name, help: '', type: 'untyped', samples: [] };
      scrape.set(name, found);
    }
    return found;
  };
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const comment = /^#\s*(HELP|TYPE)\s+(\S+)\s?(.*)$/.exec(line);
    if (comment?.[2]) {
      const target = family(comment[2]);
      if (comment[1] === 'HELP') target.help = unescapeText(comment[3] ?? '');
      else target.type = comment[3] ?? '';
      continue;
    }
    if (line.startsWith('#')) continue;
    const sample = SAMPLE.exec(line);
    if (!sample?.[1] || !sample[3]) throw new Error(`Not a sample: ${line}`);
    const owner = familyOf(scrape, sample[1]);
    if (!owner) throw new Error(`Sample before its TYPE: ${line}`);
    owner.samples.push({
      name: sample[1],
      labels: parseLabels(sample[2] ?? '', line),
      value: parseValue(sample[3], line),
    });
  }
  return scrape;
}

const hasLabels = (sample: Sample, wanted: Record<string, string>) =>
  Object.entries(wanted).every(([key, value]) => sample.labels[key] === value);

/** The value of the one sample with this name and these labels (others allowed), else throws. */
export function sampleValue(
  scrape: Scrape,
  name: string,
  labels: Record<string, string> = {},
): number {
  const found = (familyOf(scrape, name)?.samples ?? []).filter(
    (s) => s.name === name && hasLabels(s, labels),
  );
  if (found.length !== 1)
    throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value ?? Number.NaN;
}

export type HistogramSeries = {
  /** Cumulative counts by upper bound, in the order sent (ending with +Inf). */
  buckets: Array<{ le: number; count: number }>;
  sum: number;
  count: number;
};

/** One histogram series (the one with these labels): throws unless it is a histogram. */
export function histogram(
  scrape: Scrape,
  name: string,
  labels: Record<string, string> = {},
): HistogramSeries {
  const family = scrape.get(name);
  if (family?.type !== 'histogram') throw new Error(`${name} is not a histogram`);
  const buckets = family.samples
    .filter((s) => s.name === `${name}_bucket` && hasLabels(s, labels))
    .map((s) => ({ le: parseValue(s.labels.le ?? '', `le of ${name}`), count: s.value }));
  return {
    buckets,
    sum: sampleValue(scrape, `${name}_sum`, labels),
    count: sampleValue(scrape, `${name}_count`, labels),
  };
}
