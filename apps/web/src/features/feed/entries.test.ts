import type { Post } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { addOnTop, asDeleted, type FeedEntry, mergeQueue, newestFirst } from './entries.ts';

let version = 0;
const entry = (overrides: Partial<Post>): FeedEntry => {
  version += 1;
  return { post: makePost(overrides), version };
};
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();
const ids = (entries: readonly FeedEntry[]) => entries.map((e) => e.post.id);

describe('feed entries', () => {
  it('sorts newest first by createdAt, then seq, invalid dates last', () => {
    const list = [
      entry({ id: 'old', createdAt: at(1), seq: 9 }),
      entry({ id: 'bad', createdAt: 'not a date', seq: 50 }),
      entry({ id: 'new-low', createdAt: at(5), seq: 3 }),
      entry({ id: 'new-high', createdAt: at(5), seq: 4 }),
      entry({ id: 'bad-high', createdAt: 'nope', seq: 60 }),
    ];
    expect(ids(list.sort(newestFirst))).toEqual(['new-high', 'new-low', 'old', 'bad-high', 'bad']);
  });

  it('adds on top without duplicating an id, within the cap', () => {
    const list = [entry({ id: 'a' }), entry({ id: 'b' }), entry({ id: 'c' })];
    expect(ids(addOnTop(list, entry({ id: 'b' }), 3))).toEqual(['b', 'a', 'c']);
    expect(ids(addOnTop(list, entry({ id: 'd' }), 3))).toEqual(['d', 'a', 'b']);
  });

  it('merges a queue: sorted, one entry per id (the latest change), capped', () => {
    const feed = [
      entry({ id: 'x', createdAt: at(3), text: 'old' }),
      entry({ id: 'y', createdAt: at(1) }),
    ];
    const queue = [
      entry({ id: 'z', createdAt: at(2) }),
      entry({ id: 'x', createdAt: at(3), text: 'edited' }),
    ];
    const merged = mergeQueue(feed, queue, 50);
    expect(ids(merged)).toEqual(['x', 'z', 'y']);
    expect(merged[0]?.post.text).toBe('edited');
    expect(ids(mergeQueue(feed, queue, 2))).toEqual(['x', 'z']);
  });

  it('makes a deleted entry under a deleted_ id', () => {
    const post = makePost({ id: '42', text: 'gm' });
    expect(asDeleted(post, 77)).toMatchObject({
      id: 'deleted_42',
      isDeleted: true,
      type: 'deleted_tweet',
      text: 'gm',
      seq: 77,
    });
  });
});
