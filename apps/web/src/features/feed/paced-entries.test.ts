import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import type { Entries } from './entries.ts';
import { paceNewCards } from './paced-entries.ts';

/** Entries with these ids, newest first, each at `version`. */
const entries = (ids: string[], version = 1): Entries =>
  ids.map((id, i) => ({ post: makePost({ id, seq: 100 - i }), version }));
const ids = (list: Entries) => list.map((entry) => entry.post.id);

describe('paceNewCards', () => {
  it('takes everything into an empty feed at once (the first load)', () => {
    const next = entries(['c', 'b', 'a']);
    expect(paceNewCards([], next)).toEqual({ value: next, more: false });
  });

  it('lets one new card through as it is', () => {
    const next = entries(['new', 'b', 'a']);
    const paced = paceNewCards(entries(['b', 'a']), next);
    expect(paced.value).toBe(next);
    expect(paced.more).toBe(false);
  });

  it('draws a burst a card a frame, the first come first, keeping the cards shown', () => {
    let shown = entries(['a']);
    const next = entries(['third', 'second', 'first', 'a']);
    const steps: string[][] = [];
    for (let frame = 0; frame < 3; frame++) {
      const paced = paceNewCards(shown, next);
      steps.push(ids(paced.value));
      expect(paced.more).toBe(frame < 2);
      shown = paced.value;
    }
    expect(steps).toEqual([
      ['first', 'a'],
      ['second', 'first', 'a'],
      ['third', 'second', 'first', 'a'],
    ]);
  });

  it('passes updates and moves of shown cards with the new card of the frame', () => {
    const shown = entries(['b', 'a']);
    const next = [...entries(['n2', 'n1']), ...entries(['a', 'b'], 2)];
    const paced = paceNewCards(shown, next);
    expect(ids(paced.value)).toEqual(['n1', 'a', 'b']);
    expect(paced.value.map((entry) => entry.version)).toEqual([1, 2, 2]);
    expect(paced.more).toBe(true);
  });

  it('forgets a held card the store dropped before its frame came', () => {
    const shown = entries(['n1', 'a']);
    // n2 was held; the store, capped, now has n3 and n1 only.
    expect(ids(paceNewCards(shown, entries(['n3', 'n1'])).value)).toEqual(['n3', 'n1']);
  });

  it('lets one more new card in for each shown card that left, so the feed stays as long', () => {
    // The page fell behind: the store, capped at 3, dropped b and a for four new posts.
    const paced = paceNewCards(entries(['c', 'b', 'a']), entries(['n4', 'n3', 'n2', 'n1', 'c']));
    expect(ids(paced.value)).toEqual(['n3', 'n2', 'n1', 'c']);
    expect(paced.more).toBe(true);
  });

  it('draws more a frame when asked', () => {
    const paced = paceNewCards(entries(['a']), entries(['n3', 'n2', 'n1', 'a']), 2);
    expect(ids(paced.value)).toEqual(['n2', 'n1', 'a']);
  });
});
