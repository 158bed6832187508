import { describe, expect, it } from 'vitest';
import { feedBenchPost, feedBenchPostNumber } from './feed-posts.ts';

describe('feedBenchPostNumber', () => {
  it("reads back the number of each bench post from its id, whatever the post's kind", () => {
    for (const n of [0, 1, 2, 3, 4, 49, 1199]) {
      const { id } = feedBenchPost(n, new Date('2026-11-24T20:00:00Z'));
      expect(feedBenchPostNumber(id)).toBe(n);
    }
  });

  it('is null for an id that is not a bench post', () => {
    expect(feedBenchPostNumber('1900000000000000001')).toBeNull();
    expect(feedBenchPostNumber('feedbench-')).toBeNull();
    expect(feedBenchPostNumber('other-17')).toBeNull();
  });
});
