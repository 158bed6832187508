import { describe, expect, it } from 'vitest';
import { histogram, parsePrometheusText, sampleValue } from './support.ts';

const TEXT = `# HELP jobs_seconds How long a job took.
# TYPE jobs_seconds histogram
jobs_seconds_bucket{le="0.5",queue="a \\"b\\""} 1
jobs_seconds_bucket{le="+Inf",queue="a \\"b\\""} 2
jobs_seconds_sum{queue="a \\"b\\""} 3.25
jobs_seconds_count{queue="a \\"b\\""} 2

# HELP lag Lag, none measured yet.
# TYPE lag gauge
lag Nan
`;

describe('parsePrometheusText', () => {
  it('reads HELP, TYPE, samples with escaped labels, and a histogram series', () => {
    const scrape = parsePrometheusText(TEXT);
    expect(scrape.get('jobs_seconds')).toMatchObject({
      help: 'How long a job took.',
      type: 'histogram',
    });
    expect(histogram(scrape, 'jobs_seconds', { queue: 'a "b"' })).toEqual({
      buckets: [
        { le: 0.5, count: 1 },
        { le: Infinity, count: 2 },
      ],
      sum: 3.25,
      count: 2,
    });
    expect(sampleValue(scrape, 'lag')).toBeNaN();
  });

  it.each([
    ['a sample before its TYPE', 'orphan 1\n'],
    ['a value that is not a number', '# TYPE up gauge\nup yes\n'],
    ['broken labels', '# TYPE up gauge\nup{job=unquoted} 1\n'],
  ])('refuses %s', (_name, text) => {
    expect(() => parsePrometheusText(text)).toThrow();
  });

  it('refuses to read a gauge as a histogram', () => {
    expect(() => histogram(parsePrometheusText(TEXT), 'lag')).toThrow('lag is not a histogram');
  });
});
