import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sumBytes } from './script-bytes.ts';

describe('sumBytes', () => {
  it('adds the raw sizes and each file gzipped on its own', () => {
    const a = Buffer.from('const a = 1;'.repeat(200));
    const b = Buffer.from('export function b() { return 2; }');
    expect(sumBytes([a, b])).toEqual({
      raw: a.length + b.length,
      gzip: gzipSync(a).length + gzipSync(b).length,
    });
    expect(sumBytes([a]).gzip).toBeLessThan(a.length);
  });

  it('is zero for no files', () => {
    expect(sumBytes([])).toEqual({ raw: 0, gzip: 0 });
  });
});
