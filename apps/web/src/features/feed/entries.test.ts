import type { Post } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { addOnTop, asDeleted, type FeedEntry, mergeQueue } from './entries.ts';

let version = 0;
const entry = (overrides: Partial<Post>): FeedEntry => {
  version += 1;
  return { post: makePost(overrides), version };
};
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();
const ids = (entries: readonly FeedEntry[]) => entries.map((e) => e.post.id);

describe('feed entries', () => {
  it('adds on top without duplicating an id, within the cap', () => {
    const list = [entry({ id: 'a' }), entry({ id: 'b' }), entry({ id: 'c' })];
    expect(ids(addOnTop(list, entry({ id: 'b' }), 3))).toEqual(['b', 'a', 'c']);
    expect(ids(addOnTop(list, entry({ id: 'd' }), 3))).toEqual(['d', 'a', 'b']);
  });

  it("merges a queue by arrival, never by the posts' own times (issue 46)", () => {
    // The queue arrived after every card shown: a post dated earlier still goes above them.
    const feed = [
      entry({ id: 'x', createdAt: at(3), seq: 2, text: 'old' }),
      entry({ id: 'y', createdAt: at(9), seq: 1 }),
    ];
    const queue = [
      entry({ id: 'backdated', createdAt: at(0), seq: 4 }),
      entry({ id: 'z', createdAt: at(2), seq: 3 }),
    ];
    expect(ids(mergeQueue(feed, queue, 50))).toEqual(['backdated', 'z', 'x', 'y']);
  });

  it('merges a queue: one entry per id (the latest change, at its first place), capped', () => {
    const feed = [
      entry({ id: 'x', createdAt: at(3), text: 'old' }),
      entry({ id: 'y', createdAt: at(1) }),
    ];
    const queue = [entry({ id: 'z', createdAt: at(2) })];
    const edited = entry({ id: 'x', createdAt: at(3), text: 'edited' });
    const merged = mergeQueue([edited, feed[1] as FeedEntry], queue, 50);
    expect(ids(merged)).toEqual(['z', 'x', 'y']);
    expect(merged[1]?.post.text).toBe('edited');
    expect(ids(mergeQueue(feed, [...queue, edited], 50))).toEqual(['z', 'x', 'y']);
    expect(mergeQueue(feed, [...queue, edited], 50)[1]?.post.text).toBe('edited');
    expect(ids(mergeQueue(feed, queue, 2))).toEqual(['z', 'x']);
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
