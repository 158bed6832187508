import { describe, expect, it } from 'vitest';
import { processCpuMs, statCpuTicks } from './process-cpu.ts';

describe('statCpuTicks', () => {
  it('adds utime and stime, counting fields after a name holding spaces and parentheses', () => {
    const line =
      '4242 (node (main) x) S 1 4242 4242 0 -1 4194560 9001 0 0 0 1234 567 0 0 20 0 11 0 100 0 0';
    expect(statCpuTicks(line)).toBe(1234 + 567);
  });

  it('refuses a line that is not a stat line', () => {
    expect(() => statCpuTicks('not a stat line')).toThrow(/stat line/);
  });
});

describe('processCpuMs', () => {
  it('reads this process and answers undefined for no process', () => {
    if (process.platform !== 'linux') return;
    expect(processCpuMs(process.pid)).toBeGreaterThan(0);
    expect(processCpuMs(undefined)).toBeUndefined();
    expect(processCpuMs(2 ** 30)).toBeUndefined();
  });
});
