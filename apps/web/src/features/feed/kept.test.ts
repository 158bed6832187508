import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { type KeptEntry, refiltered, shownOf, withinCap } from './kept.ts';

let version = 0;
const kept = (id: string, hidden = false): KeptEntry => {
  version += 1;
  return { post: makePost({ id }), version, hidden };
};
const ids = (list: readonly KeptEntry[]) => list.map((e) => e.post.id);

describe('kept feed entries', () => {
  it('keeps at most cap shown and cap hidden, nothing past the first shown over the cap', () => {
    const list = [
      kept('h1', true),
      kept('s1'),
      kept('h2', true),
      kept('h3', true),
      kept('s2'),
      kept('h4', true),
      kept('s3'),
      kept('h5', true),
    ];
    expect(ids(withinCap(list, 2))).toEqual(['h1', 's1', 'h2', 's2']);
    expect(ids(withinCap(list, 3))).toEqual(['h1', 's1', 'h2', 'h3', 's2', 's3']);
    expect(withinCap(list, 5)).toBe(list);
  });

  it('shows the entries no filter hides, the same list when nothing changed', () => {
    const list = [kept('a'), kept('b', true), kept('c')];
    const shown = shownOf(list, []);
    expect(ids(shown as KeptEntry[])).toEqual(['a', 'c']);
    expect(shownOf([...list], shown)).toBe(shown);
  });

  it('reads each entry again, keeping the objects whose flag stays', () => {
    const list = [kept('a'), kept('b', true)];
    const next = refiltered(list, () => true);
    expect(next.map((e) => e.hidden)).toEqual([true, true]);
    expect(next[1]).toBe(list[1]);
    expect(next[0]?.version).toBe(list[0]?.version);
    expect(refiltered(next, () => true)).toBe(next);
  });
});
