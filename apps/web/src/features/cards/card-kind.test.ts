import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { CardKind, cardKindOf } from './card-kind.ts';

const ref = { id: 'r1', handle: 'someone', text: 'referenced' };

describe('cardKindOf', () => {
  it.each([
    ['a plain post', {}, CardKind.original],
    ['a reply', { isReply: true, replyTo: ref }, CardKind.reply],
    ['a reply flagged only', { isReply: true }, CardKind.reply],
    ['a repost', { isRetweet: true, retweetedUser: { handle: 'bonk' } }, CardKind.repost],
    ['a Truth Social repost', { truthSocialPostType: 'RETWEET' as const }, CardKind.repost],
    ['a quote', { isQuote: true, quotedTweet: ref }, CardKind.quote],
    ['a reposted quote', { isRetweet: true, retweetedQuote: ref }, CardKind.retweetedQuote],
    ['an external message', { type: 'external_message' as const }, CardKind.external],
    ['an EXTERNAL alert', { type: 'EXTERNAL' as const }, CardKind.external],
    ['a time market', { type: 'TIME_MARKET' as const }, CardKind.external],
    ['an isExternal post', { isExternal: true }, CardKind.external],
    ['a site chat message', { isSiteMessage: true }, CardKind.siteMessage],
    ['a profile update', { type: 'profile_update' as const }, CardKind.profileUpdate],
    ['a following update', { type: 'following_update' as const }, CardKind.following],
    ['a pinned update', { isPinnedUpdate: true }, CardKind.pinned],
    ['a deleted entry by id', { id: 'deleted_42' }, CardKind.deleted],
    ['a deleted entry by flag', { isDeleted: true, isRetweet: true }, CardKind.deleted],
    ['a deleted_tweet', { type: 'deleted_tweet' as const }, CardKind.deleted],
  ])('%s', (_name, overrides, kind) => {
    expect(cardKindOf(makePost(overrides))).toBe(kind);
  });
});
