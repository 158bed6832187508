import {
  classifyPost,
  type PostKind,
  parseIngestItem,
  SOLANA_ADDRESS,
  TEST_POST_KINDS,
  type TestPostKind,
} from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { normalizePost } from '../feed/normalize.ts';
import { buildTestPost, TEST_POST_AUTHOR, TEST_POST_CA, TEST_POST_TICKER } from './test-posts.ts';

const NOW = new Date('2026-11-24T09:30:00.000Z');

/** Each button's post, parsed and normalised as ingest does. */
function ingested(kind: TestPostKind, now = NOW) {
  const parsed = parseIngestItem(buildTestPost(kind, now));
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  if (!('author' in parsed.data)) throw new Error('not a post');
  const normalized = normalizePost(parsed.data, now.getTime());
  if (!normalized.ok) throw new Error(normalized.error);
  return normalized.post;
}

describe('buildTestPost', () => {
  it.each<[TestPostKind, PostKind]>([
    ['tweet', 'original'],
    ['profile_update', 'profile-update'],
    ['following_update', 'following'],
    ['retweet', 'repost'],
    ['quote', 'quote'],
  ])('makes a %s that ingest accepts and shows as a %s card', (kind, card) => {
    const post = ingested(kind);
    expect(classifyPost(post)).toBe(card);
    expect(post.id).toMatch(/^x:\d{17,20}$/);
    expect(post.createdAt).toBe(NOW.toISOString());
    expect(post.author.handle).toBe(TEST_POST_AUTHOR.handle);
    expect(post.author.name).toMatch(/test/i);
    expect(post.source).toBe('admin-test');
  });

  it.each<TestPostKind>(['tweet', 'profile_update', 'retweet', 'quote'])(
    'puts a Solana address that ingest detects and a ticker in a %s',
    (kind) => {
      const post = ingested(kind);
      expect(post.contract_addresses).toEqual([{ address: TEST_POST_CA, chain: 'solana' }]);
      expect(JSON.stringify(post)).toContain(TEST_POST_TICKER);
    },
  );

  it('shows the followed account with the address and ticker in its bio', () => {
    const post = ingested('following_update');
    expect(post.followingUser?.description).toContain(TEST_POST_CA);
    expect(post.followingUser?.description).toContain(TEST_POST_TICKER);
  });

  it('uses a base58 address of a real mint length', () => {
    expect(TEST_POST_CA).toMatch(SOLANA_ADDRESS);
  });

  it('reposts and quotes carry the referenced post as the X mapping builds it', () => {
    const repost = ingested('retweet');
    expect(repost.originalTweetText).toContain(TEST_POST_CA);
    expect(repost.retweetedUser?.handle).toBe('launchdeck_qa');
    const quote = ingested('quote');
    expect(quote.quotedTweet).toMatchObject({ handle: 'launchdeck_qa' });
    expect(quote.quotedTweet?.id).toMatch(/^x:\d+$/);
  });

  it('gives every post a fresh id, also within one millisecond', () => {
    const ids = TEST_POST_KINDS.flatMap((kind) => [ingested(kind).id, ingested(kind).id]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
