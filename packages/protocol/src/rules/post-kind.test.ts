import { describe, expect, it } from 'vitest';
import { type ClassifiablePost, classifyPost, PostKind, postKindsOf } from './post-kind.ts';

const ref = { id: 'r1', handle: 'someone', text: 'referenced' };

describe('classifyPost', () => {
  const cases: Array<[string, ClassifiablePost, PostKind]> = [
    ['a plain post', {}, PostKind.original],
    ['a reply', { isReply: true, replyTo: ref }, PostKind.reply],
    ['a reply flagged only', { isReply: true }, PostKind.reply],
    ['a reply with only replyTo', { replyTo: ref }, PostKind.reply],
    ['a repost', { isRetweet: true }, PostKind.repost],
    [
      'a Truth Social repost by its post type only',
      { truthSocialPostType: 'RETWEET' },
      PostKind.repost,
    ],
    ['a quote', { isQuote: true, quotedTweet: ref }, PostKind.quote],
    ['a quote with only quotedTweet', { quotedTweet: ref }, PostKind.quote],
    [
      'a Truth Social quote by its post type only',
      { truthSocialPostType: 'QUOTE' },
      PostKind.quote,
    ],
    ['a reposted quote', { isRetweet: true, retweetedQuote: ref }, PostKind.retweetedQuote],
    ['a reposted quote with only retweetedQuote', { retweetedQuote: ref }, PostKind.retweetedQuote],
    ['an external_message', { type: 'external_message' }, PostKind.external],
    ['an EXTERNAL alert', { type: 'EXTERNAL' }, PostKind.external],
    ['a time market by its type only', { type: 'TIME_MARKET' }, PostKind.external],
    ['a time market by its flag', { is_time_market: true }, PostKind.external],
    ['an isExternal post', { isExternal: true }, PostKind.external],
    ['a site chat message', { isSiteMessage: true }, PostKind.siteMessage],
    ['a profile update by type', { type: 'profile_update' }, PostKind.profile],
    ['a profile update by flag', { isProfileUpdate: true }, PostKind.profile],
    ['a following update by type', { type: 'following_update' }, PostKind.following],
    ['a following update by flag', { isFollowingUpdate: true }, PostKind.following],
    ['a pinned update by type', { type: 'pinned_update' }, PostKind.pinned],
    ['a pinned update by flag', { isPinnedUpdate: true }, PostKind.pinned],
    ['a deleted entry by id', { id: 'deleted_42' }, PostKind.deleted],
    ['a deleted entry by flag', { isDeleted: true }, PostKind.deleted],
    ['a deleted_tweet', { type: 'deleted_tweet' }, PostKind.deleted],
    // Precedence: the card choice's order.
    ['a deleted repost', { isDeleted: true, isRetweet: true }, PostKind.deleted],
    ['a deleted site message', { id: 'deleted_7', isSiteMessage: true }, PostKind.deleted],
    ['a site message with a reply', { isSiteMessage: true, replyTo: ref }, PostKind.siteMessage],
    [
      'a profile update flagged external',
      { type: 'profile_update', isExternal: true },
      PostKind.profile,
    ],
    ['an external alert quoting a post', { type: 'EXTERNAL', quotedTweet: ref }, PostKind.external],
    ['a repost of a quote', { isRetweet: true, quotedTweet: ref }, PostKind.repost],
    ['a reply that quotes', { replyTo: ref, quotedTweet: ref }, PostKind.quote],
    ['a post id that merely contains deleted_', { id: 'x_deleted_1' }, PostKind.original],
  ];
  it.each(cases)('%s', (_name, post, kind) => {
    expect(classifyPost(post)).toBe(kind);
  });
});

describe('postKindsOf', () => {
  it('lists every kind the post shows, most decisive first', () => {
    expect(postKindsOf({ isReply: true, quotedTweet: ref })).toEqual([
      PostKind.quote,
      PostKind.reply,
    ]);
    expect(postKindsOf({ isDeleted: true, truthSocialPostType: 'RETWEET' })).toEqual([
      PostKind.deleted,
      PostKind.repost,
    ]);
  });

  it('is empty for an original post', () => {
    expect(postKindsOf({ id: '1' })).toEqual([]);
  });
});
