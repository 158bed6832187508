import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { type CardGroup, createCardGrouper } from './card-groups.ts';
import { addOnTop, type Entries, type FeedEntry, replaceInPlace } from './entries.ts';

let version = 0;
const entry = (id: string): FeedEntry => {
  version += 1;
  return { post: makePost({ id }), version };
};
/** `n` entries newest first, ids p<n-1> … p0, as a first load arrives. */
const load = (n: number) => Array.from({ length: n }, (_, i) => entry(`p${n - 1 - i}`));
const shape = (groups: CardGroup[]) =>
  groups.map((group) => `${group.key}:${group.entries.map((e) => e.post.id).join(',')}`);

describe('createCardGrouper', () => {
  it('groups a first load by arrival: the oldest posts fill the first groups', () => {
    const group = createCardGrouper(4);
    expect(shape(group(load(10)))).toEqual(['2:p9,p8', '1:p7,p6,p5,p4', '0:p3,p2,p1,p0']);
  });

  it('puts a new post in the newest group until it is full, then starts a group on top', () => {
    const group = createCardGrouper(4);
    let entries: Entries = load(6);
    expect(shape(group(entries))).toEqual(['1:p5,p4', '0:p3,p2,p1,p0']);
    entries = addOnTop(entries, entry('n1'), 50);
    entries = addOnTop(entries, entry('n2'), 50);
    expect(shape(group(entries))).toEqual(['1:n2,n1,p5,p4', '0:p3,p2,p1,p0']);
    entries = addOnTop(entries, entry('n3'), 50);
    expect(shape(group(entries))).toEqual(['2:n3', '1:n2,n1,p5,p4', '0:p3,p2,p1,p0']);
  });

  it('never moves a card to another group as posts push the oldest out of the cap', () => {
    const group = createCardGrouper(4);
    let entries: Entries = load(8);
    group(entries);
    for (let n = 0; n < 3; n++) entries = addOnTop(entries, entry(`n${n}`), 8);
    expect(shape(group(entries))).toEqual(['2:n2,n1,n0', '1:p7,p6,p5,p4', '0:p3']);
  });

  it('keeps an updated post (same id, new version) in its group and place', () => {
    const group = createCardGrouper(4);
    const entries = load(8);
    group(entries);
    const updated = replaceInPlace(entries, entry('p6')) ?? [];
    const groups = group(updated);
    expect(shape(groups)).toEqual(['1:p7,p6,p5,p4', '0:p3,p2,p1,p0']);
    expect(groups[0]?.entries[1]?.version).toBe(updated[1]?.version);
  });

  it('gives each run a distinct key when a group is split by a post placed out of order', () => {
    const group = createCardGrouper(4);
    const entries = load(8);
    group(entries);
    const split = [...entries.slice(0, 2), entry('late'), ...entries.slice(2)];
    expect(shape(group(split))).toEqual(['1:p7,p6', '2:late', '1-1:p5,p4', '0:p3,p2,p1,p0']);
  });
});
