import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { type AccountFilter, type FilterSettings, KEYS, read } from '../../lib/storage.ts';
import { type FilterKind, filterKindsOf, isFilteredOut, normalizeFilters } from './filters.ts';

const NONE: AccountFilter = {
  replies: false,
  retweets: false,
  quotes: false,
  tweets: false,
  profile_updates: false,
  pinned_updates: false,
  following_updates: false,
};
const only = (kind: FilterKind): FilterSettings => ({
  users: { alice: { ...NONE, [kind]: true } },
});

const original = makePost({ author: { handle: 'alice' } });
const reply = makePost({ author: { handle: 'alice' }, isReply: true });
const repost = makePost({ author: { handle: 'alice' }, isRetweet: true });
const quote = makePost({ author: { handle: 'alice' }, isQuote: true });
const quotingReply = makePost({ author: { handle: 'alice' }, isReply: true, isQuote: true });
const profile = makePost({ author: { handle: 'alice' }, type: 'profile_update' });
const pinned = makePost({
  author: { handle: 'alice' },
  type: 'pinned_update',
  isPinnedUpdate: true,
});
const follow = makePost({ author: { handle: 'alice' }, isFollowingUpdate: true });
const external = makePost({ author: { handle: 'alice' }, type: 'external_message' });
const site = makePost({ author: { handle: 'alice' }, isSiteMessage: true, platform: 'site' });
// Posts whose kind shows only in a field or a type, not in a flag: filtered as the card shows them.
const ref = { id: 'r1', handle: 'bob', text: 'referenced' };
const replyByField = makePost({ author: { handle: 'alice' }, replyTo: ref });
const quoteByField = makePost({ author: { handle: 'alice' }, quotedTweet: ref });
const truthRepost = makePost({ author: { handle: 'alice' }, truthSocialPostType: 'RETWEET' });
const timeMarket = makePost({ author: { handle: 'alice' }, type: 'TIME_MARKET' });
const repostedQuote = makePost({ author: { handle: 'alice' }, retweetedQuote: ref });
const deletedRepost = makePost({ author: { handle: 'alice' }, isDeleted: true, isRetweet: true });

describe('filterKindsOf', () => {
  it.each([
    ['an original post', original, ['tweets']],
    ['a reply', reply, ['replies']],
    ['a repost', repost, ['retweets']],
    ['a quote', quote, ['quotes']],
    ['a reply that quotes', quotingReply, ['quotes', 'replies']],
    ['a profile update', profile, ['profile_updates']],
    ['a pinned update', pinned, ['pinned_updates']],
    ['a following update', follow, ['following_updates']],
    ['an external message', external, []],
    ['a site chat message', site, []],
    ['a reply known by its replyTo only', replyByField, ['replies']],
    ['a quote known by its quotedTweet only', quoteByField, ['quotes']],
    ['a Truth Social repost known by its post type only', truthRepost, ['retweets']],
    ['a time market known by its type only', timeMarket, []],
    ['a reposted quote', repostedQuote, ['retweets']],
    ['a deleted repost, as the repost it was', deletedRepost, ['retweets']],
  ])('classifies %s', (_name, post, kinds) => {
    expect(filterKindsOf(post)).toEqual(kinds);
  });
});

describe('isFilteredOut', () => {
  it.each([
    ['replies', reply, true],
    ['replies', original, false],
    ['replies', quotingReply, true],
    ['quotes', quotingReply, true],
    ['retweets', repost, true],
    ['retweets', quote, false],
    ['quotes', quote, true],
    ['tweets', original, true],
    ['tweets', reply, false],
    ['profile_updates', profile, true],
    ['pinned_updates', pinned, true],
    ['following_updates', follow, true],
    ['following_updates', profile, false],
    ['tweets', external, false],
    ['tweets', site, false],
    ['replies', replyByField, true],
    ['tweets', replyByField, false],
    ['quotes', quoteByField, true],
    ['tweets', quoteByField, false],
    ['retweets', truthRepost, true],
    ['tweets', truthRepost, false],
    ['tweets', timeMarket, false],
    ['retweets', repostedQuote, true],
    ['retweets', deletedRepost, true],
  ] as const)('with %s filtered: %#', (kind, post, expected) => {
    expect(isFilteredOut(post, only(kind))).toBe(expected);
  });

  it('filters nothing for an account without an entry or with no flag on', () => {
    const bob = makePost({ author: { handle: 'bob' } });
    expect(isFilteredOut(bob, only('tweets'))).toBe(false);
    expect(isFilteredOut(original, { users: { alice: NONE } })).toBe(false);
  });

  it('matches the account whatever the case of its handle', () => {
    const post = makePost({ author: { handle: 'Alice' } });
    expect(isFilteredOut(post, only('tweets'))).toBe(true);
  });
});

describe('normalizeFilters', () => {
  it('lowercases handles, merging two spellings of one account', () => {
    const filters = normalizeFilters({
      users: { '@Alice': { ...NONE, replies: true }, alice: { ...NONE, quotes: true } },
    });
    expect(filters).toEqual({ users: { alice: { ...NONE, replies: true, quotes: true } } });
  });
});

describe('filterSettings storage', () => {
  it('reads missing flags as off and a corrupt value as no filters', () => {
    localStorage.setItem('filterSettings', JSON.stringify({ users: { alice: { replies: true } } }));
    expect(read(KEYS.filterSettings)).toEqual({ users: { alice: { ...NONE, replies: true } } });
    localStorage.setItem('filterSettings', '{"users": 3}');
    expect(read(KEYS.filterSettings)).toEqual({ users: {} });
  });
});
