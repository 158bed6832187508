import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { sourceCardPost } from './source-post.ts';

const SOURCE = { id: 'post-frog', handle: 'degenkaito', text: 'The Frog King has arrived' };

describe('sourceCardPost', () => {
  it("shows the feed's own copy while the feed holds it", () => {
    const inFeed = makePost({ id: 'post-frog' });
    expect(sourceCardPost(SOURCE, 0, inFeed)).toBe(inFeed);
  });

  it('else makes the card from what the launch kept, dated at the launch', () => {
    const post = sourceCardPost(SOURCE, Date.UTC(2026, 0, 2), null);
    expect(post).toMatchObject({
      id: 'post-frog',
      text: 'The Frog King has arrived',
      author: { handle: 'degenkaito' },
      createdAt: '2026-01-02T00:00:00.000Z',
    });
  });
});
