import { describe, expect, it } from 'vitest';
import { functionCosts } from './cpu-profile.ts';

const frame = (functionName: string, lineNumber = 0) => ({
  functionName,
  url: 'https://launchdeck.test/assets/index.js',
  lineNumber,
  columnNumber: 0,
});

describe('functionCosts', () => {
  // root → render → card → card (recursion) ; root → parse
  const profile = {
    nodes: [
      { id: 1, callFrame: frame('(root)'), children: [2, 5] },
      { id: 2, callFrame: frame('render', 10), children: [3] },
      { id: 3, callFrame: frame('card', 20), children: [4] },
      { id: 4, callFrame: frame('card', 20) },
      { id: 5, callFrame: frame('parse', 30) },
    ],
    // Each sample's time is the next delta (µs): 1 ms on card (inner), 2 ms on render, 3 ms on parse.
    samples: [4, 2, 2, 5, 5, 5],
    timeDeltas: [0, 1000, 1000, 1000, 1000, 1000, 1000],
  };
  const costs = functionCosts(profile);
  const of = (name: string) => costs.find((cost) => cost.name === name);

  it('gives each function its self time and where it is', () => {
    expect(of('card')).toMatchObject({ selfMs: 1, where: 'index.js:21' });
    expect(of('render')?.selfMs).toBe(2);
    expect(of('parse')?.selfMs).toBe(3);
  });

  it('counts a recursive function once per sample in its total', () => {
    expect(of('card')?.totalMs).toBe(1);
    expect(of('render')?.totalMs).toBe(3);
    expect(of('(root)')?.totalMs).toBe(6);
  });
});
