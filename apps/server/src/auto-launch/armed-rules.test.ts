import { AutoLaunchRuleBody, type Post } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { type ArmedRule, ArmedRules, matchOf, newPostOf, postAgeSeconds } from './armed-rules.ts';

const NOW = 1_800_000_000_000;
const armed = (id: string, body: Record<string, unknown> = {}): ArmedRule => {
  const { code: _code, ...rule } = AutoLaunchRuleBody.parse({
    name: id,
    trigger: { accounts: ['FrogWatch'], keywords: ['frog'] },
    action: { mode: 'pump', wallet: 'wk_aaaaaaaaaaaaaaaaaaaaaaaa', buyAmount: 0.1 },
    ...body,
  });
  return {
    id,
    userId: 1,
    username: 'ann',
    rule,
    version: 1,
    fires: 0,
    recent: [],
    match: matchOf(rule),
    memeWords: [],
  };
};
const post = (overrides: Partial<Post> = {}): Post =>
  makePost({
    text: 'a frog',
    author: { handle: 'frogwatch', name: 'Frog Watch' },
    timing: { source: NOW - 5_000, sourceFrom: 'id', received: NOW - 1_000, published: NOW },
    ...overrides,
  });

describe('newPostOf', () => {
  it('takes a post new to the feed, and no edit, deletion or deleted post', () => {
    const p = post();
    expect(newPostOf({ event: { event: 'tweet', payload: p }, post: p })).toBe(p);
    expect(newPostOf({ event: { event: 'tweet_update', payload: p }, post: p })).toBeUndefined();
    const gone = { ...p, isDeleted: true };
    expect(newPostOf({ event: { event: 'tweet', payload: gone }, post: gone })).toBeUndefined();
    expect(
      newPostOf({
        event: { event: 'tweet_deleted', payload: { id: p.id, tweet: p, seq: 1 } },
        post: p,
      }),
    ).toBeUndefined();
  });
});

describe('postAgeSeconds', () => {
  it('is the later of arrival and now, less the platform time; unknown without timings', () => {
    expect(postAgeSeconds(post(), NOW)).toBe(5);
    expect(postAgeSeconds(post(), NOW + 10_000)).toBe(15);
    expect(postAgeSeconds({ ...post(), timing: undefined }, NOW)).toBeUndefined();
  });
});

describe('ArmedRules.firedBy', () => {
  it('matches only the author’s rules that allow the post', () => {
    const rules = new ArmedRules([
      armed('al_frog'),
      armed('al_toad', { trigger: { accounts: ['toadwatch'] } }),
      armed('al_young', { maxPostAgeSeconds: 3 }),
      armed('al_tests', { testPosts: true }),
      armed('al_off', { enabled: false }),
      armed('al_word', { trigger: { accounts: ['frogwatch'], keywords: ['toad'] } }),
    ]);
    expect(rules.firedBy(post(), NOW).map((r) => r.id)).toEqual(['al_frog', 'al_tests']);
    const test = post({ source: 'admin-test' });
    expect(rules.firedBy(test, NOW).map((r) => r.id)).toEqual(['al_tests']);
    expect(rules.firedBy(post({ author: { handle: 'nobody', name: 'x' } }), NOW)).toEqual([]);
    expect(rules.firedBy({ ...post(), timing: undefined }, NOW)).toEqual([]);
  });
});
