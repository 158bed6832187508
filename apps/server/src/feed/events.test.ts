import type { FeedEvent, Post } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { eventForPost } from './events.ts';

const ref = { id: 'r1', handle: 'someone', text: 'referenced' };

describe('eventForPost', () => {
  const cases: Array<[string, Partial<Post>, FeedEvent['event']]> = [
    ['a plain post', {}, 'tweet'],
    ['a reply known by its replyTo only', { replyTo: ref }, 'tweet'],
    ['a following update by type', { type: 'following_update' }, 'following_update'],
    ['a following update by flag only', { isFollowingUpdate: true }, 'following_update'],
    ['a profile update by flag only', { isProfileUpdate: true }, 'profile_update'],
    ['a pinned update by type', { type: 'pinned_update' }, 'profile_pinned_update'],
    ['an external_message', { type: 'external_message' }, 'external_message'],
    ['an EXTERNAL alert', { type: 'EXTERNAL' }, 'external_message'],
    ['a time market', { type: 'TIME_MARKET' }, 'external_message'],
    ['a site chat message', { isSiteMessage: true }, 'tweet'],
    ['a deleted profile update', { type: 'profile_update', isDeleted: true }, 'tweet'],
  ];
  it.each(cases)('announces %s as %s', (_name, overrides, event) => {
    expect(eventForPost(makePost(overrides), false).event).toBe(event);
  });

  it('announces any post seen before as tweet_update', () => {
    expect(eventForPost(makePost({ type: 'following_update' }), true).event).toBe('tweet_update');
  });
});
