import { HTML_MARKUP, PostFields, type PostInput } from '@launchdeck/protocol';
import { ADDRESS_TABLE, makePostInput } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { normalizePost, SOURCE_CLOCK_SKEW_MS } from './normalize.ts';

const ref = { id: 'r1', handle: 'someone', text: 'referenced' };

const ARRIVED = Date.parse('2026-11-24T09:00:00.500Z');

function normalized(overrides: Partial<PostInput>) {
  const result = normalizePost(PostFields.parse(makePostInput(overrides)), ARRIVED);
  if (!result.ok) throw new Error(result.error);
  return result.post;
}

describe('normalizePost', () => {
  it.each([
    ['a reply known by its replyTo only', { replyTo: ref }, { isReply: true }],
    ['a quote known by its quotedTweet only', { quotedTweet: ref }, { isQuote: true }],
    ['a Truth Social repost', { truthSocialPostType: 'RETWEET' as const }, { isRetweet: true }],
    ['a profile update by type', { type: 'profile_update' as const }, { isProfileUpdate: true }],
    ['a time market', { type: 'TIME_MARKET' as const }, { isExternal: true }],
    ['a deleted_tweet', { type: 'deleted_tweet' as const }, { isDeleted: true }],
  ])('sets the flag of %s', (_name, overrides, flags) => {
    expect(normalized(overrides)).toMatchObject(flags);
  });

  it('sets the flag of every kind the post shows, so a reply that quotes is flagged both', () => {
    expect(normalized({ replyTo: ref, quotedTweet: ref })).toMatchObject({
      isReply: true,
      isQuote: true,
    });
  });

  it.each([
    ['an external alert', { type: 'EXTERNAL' as const }, 'external'],
    ['a time market', { is_time_market: true }, 'external'],
    ['a site chat message', { isSiteMessage: true }, 'site'],
    ['a Truth Social post', { isTruthSocial: true }, 'truthsocial'],
    ['a plain post', {}, 'twitter'],
    ['a post naming its platform', { platform: 'bluesky' as const, isExternal: true }, 'bluesky'],
  ])('gives %s the platform %s', (_name, overrides, platform) => {
    expect(normalized(overrides).platform).toBe(platform);
  });

  it('leaves a plain post without kind flags', () => {
    const post = normalized({});
    for (const flag of ['isReply', 'isQuote', 'isRetweet', 'isExternal', 'isDeleted'] as const) {
      expect(post[flag]).toBeUndefined();
    }
  });

  it('finds a contract address added to the bio of a profile update', () => {
    const address = '5fLWHE32UmaneufHTx43a3QwLqZKN6YQM4uqGUmipump';
    const post = normalized({
      type: 'profile_update',
      text: '',
      beforeProfile: { description: 'just a dev' },
      updatedUser: { handle: 'dev', description: `just a dev. CA: ${address}` },
    });
    expect(post.contract_addresses).toEqual([{ address, chain: 'solana' }]);
  });

  it('drops image addresses a source sends: only the server reads and verifies them', () => {
    const address = '5fLWHE32UmaneufHTx43a3QwLqZKN6YQM4uqGUmipump';
    const claimed = { address, chain: 'solana' as const, imageUrl: 'https://img.example/a.png' };
    const post = normalized({
      imageAddresses: [{ ...claimed, verified: true, verifiedBy: 'chain' }],
    });
    expect(post.imageAddresses).toBeUndefined();
    expect(post.contract_addresses).toEqual([]);
  });

  describe('timing', () => {
    const createdAt = '2026-11-24T09:00:00.000Z';

    it("takes the source time from an X id, to the millisecond, over created_at's second", () => {
      // 1050118621198921728: X's documented status of 2018-10-10 20:19:24 (.211 in its id).
      const post = normalized({ id: 'x:1050118621198921728', createdAt });
      expect(post.timing).toEqual({
        source: Date.parse('2018-10-10T20:19:24.211Z'),
        sourceFrom: 'id',
        received: ARRIVED,
      });
    });

    it('falls back to created_at for an id that encodes no time', () => {
      const post = normalized({ id: 'hook-1', createdAt });
      expect(post.timing).toMatchObject({
        source: Date.parse(createdAt),
        sourceFrom: 'created_at',
      });
    });

    it("keeps a connector's earlier received time, not one later than the arrival", () => {
      expect(normalized({ receivedAt: ARRIVED - 40 }).timing.received).toBe(ARRIVED - 40);
      expect(normalized({ receivedAt: ARRIVED + 5000 }).timing.received).toBe(ARRIVED);
    });

    it('does not keep receivedAt as a post field', () => {
      expect(normalized({ receivedAt: ARRIVED - 40 })).not.toHaveProperty('receivedAt');
    });
  });

  // Text with a tag is refused at the door; the rest of the table is a post's text.
  it.each(ADDRESS_TABLE.filter(([, text]) => !HTML_MARKUP.test(text)))(
    'finds the addresses of the shared table: %s',
    (_name, text, expected) => {
      const post = normalized({ text });
      expect(post.contract_addresses.map((a) => [a.address, a.chain])).toEqual(expected);
    },
  );

  describe("an author's clock (issue 46)", () => {
    it('dates a post from the future at its arrival, plus the allowed skew', () => {
      const post = normalized({ createdAt: '2031-01-01T00:00:00.000Z' });
      expect(Date.parse(post.createdAt)).toBe(ARRIVED + SOURCE_CLOCK_SKEW_MS);
    });

    it('keeps a past time and a time within the skew as the source gave them', () => {
      expect(normalized({ createdAt: '2020-05-01T10:00:00.000Z' }).createdAt).toBe(
        '2020-05-01T10:00:00.000Z',
      );
      const ahead = new Date(ARRIVED + 1500).toISOString();
      expect(normalized({ createdAt: ahead }).createdAt).toBe(ahead);
    });

    it("clamps to the connector's earlier received time, not the batch's arrival", () => {
      const post = normalized({
        createdAt: '2031-01-01T00:00:00.000Z',
        receivedAt: ARRIVED - 10_000,
      });
      expect(Date.parse(post.createdAt)).toBe(ARRIVED - 10_000 + SOURCE_CLOCK_SKEW_MS);
    });
  });
});
