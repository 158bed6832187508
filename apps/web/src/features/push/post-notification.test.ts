import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_BODY_MAX, postNotification } from './post-notification.ts';

const CA = 'So11111111111111111111111111111111111111112';

describe('a post’s notification, worded as its push', () => {
  it('names the change, the platform and the author; the address comes first in the body', () => {
    const post = makePost({
      id: 'x:1890',
      platform: 'twitter',
      author: { handle: 'aeyakovenko', name: 'toly' },
      text: 'launching\n\n  now   🚀',
      contract_addresses: [{ address: CA, chain: 'solana' }],
    });
    expect(postNotification(post)).toEqual({
      title: 'New post on X · toly (@aeyakovenko)',
      body: `CA ${CA}\nlaunching now 🚀`,
      tag: 'post:x:1890',
      url: '/?post=x%3A1890',
      postId: 'x:1890',
    });
  });

  it('says the platform only for the ones the server names, and the handle without its @', () => {
    const site = makePost({ platform: 'external', author: { handle: 'bot', name: '' } });
    expect(postNotification(site).title).toBe('New post · bot (@bot)');
    const at = makePost({ platform: 'twitter', author: { handle: '@toly', name: 'Toly' } });
    expect(postNotification(at).title).toBe('New post on X · Toly (@toly)');
    const bluesky = makePost({
      platform: 'bluesky',
      author: { handle: 'a.bsky.social', name: 'A' },
    });
    expect(postNotification(bluesky).title).toBe('New post on Bluesky · A (@a.bsky.social)');
  });

  it('cuts the body to 240 at a whole grapheme, with …', () => {
    const post = makePost({ text: `${'a'.repeat(238)}👨‍👩‍👧 tail` });
    const { body } = postNotification(post);
    expect([...body].length).toBeLessThanOrEqual(NOTIFICATION_BODY_MAX);
    expect(body).toBe(`${'a'.repeat(238)}…`);
  });

  it('says “No text” for a post with neither text nor address', () => {
    expect(postNotification(makePost({ text: '   ' })).body).toBe('No text');
  });
});
