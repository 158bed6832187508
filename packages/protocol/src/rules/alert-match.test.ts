import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALERT_KINDS, type AlertKind, AlertRuleBody, type AlertRuleStored } from '../alerts.ts';
import type { Post } from '../post.ts';
import { hostileUnicode } from '../testing/hostile-unicode.ts';
import {
  type AlertEvent,
  type AlertMatchPost,
  alertKindsOf,
  matchesAlertRule,
} from './alert-match.ts';

const ref = { id: 'r1', handle: 'someone', text: 'referenced' };
const ADDRESS = {
  address: 'So11111111111111111111111111111111111111112',
  chain: 'solana' as const,
};

const post = (fields: Partial<AlertMatchPost> = {}): AlertMatchPost => ({
  id: 'x:1',
  author: { handle: 'Alice' },
  text: '',
  contract_addresses: [],
  ...fields,
});

/** A rule as stored: the body parsed, its defaults filled in. */
const rule = (body: Partial<AlertRuleStored> = {}): AlertRuleStored =>
  AlertRuleBody.parse({ name: 'r', kinds: [...ALERT_KINDS], ...body });

describe('alertKindsOf', () => {
  const cases: Array<[string, Partial<AlertMatchPost>, AlertEvent, AlertKind[]]> = [
    ['an original post', {}, 'created', ['post']],
    ['an original post, edited', {}, 'updated', ['post']],
    ['a reply', { isReply: true, replyTo: ref }, 'created', ['reply']],
    ['a quote', { quotedTweet: ref }, 'created', ['quote']],
    ['a repost', { isRetweet: true }, 'created', ['repost']],
    ['a Truth Social repost', { truthSocialPostType: 'RETWEET' }, 'created', ['repost']],
    ['a reposted quote', { isRetweet: true, retweetedQuote: ref }, 'created', ['repost', 'quote']],
    ['a reply that quotes', { replyTo: ref, quotedTweet: ref }, 'created', ['quote', 'reply']],
    ['a profile update', { type: 'profile_update' }, 'created', ['profile_update']],
    ['a following update', { isFollowingUpdate: true }, 'created', ['follow']],
    ['a pinned update', { type: 'pinned_update' }, 'created', ['pinned']],
    ['an external alert', { type: 'EXTERNAL' }, 'created', ['external']],
    [
      'an external alert quoting a post',
      { isExternal: true, quotedTweet: ref },
      'created',
      ['external'],
    ],
    ['a deleted entry', { id: 'deleted_42' }, 'created', ['delete']],
    ['a deletion of a post', {}, 'deleted', ['delete']],
    ['a deletion of a repost', { isRetweet: true, isDeleted: true }, 'deleted', ['delete']],
    ['a deletion of a profile update', { isProfileUpdate: true }, 'deleted', ['delete']],
    ['a site message', { isSiteMessage: true }, 'created', []],
    ['a site message replying', { isSiteMessage: true, replyTo: ref }, 'created', []],
    ['a site message deleted', { isSiteMessage: true, isDeleted: true }, 'deleted', []],
  ];
  it.each(cases)('%s', (_name, fields, event, kinds) => {
    expect(alertKindsOf(post(fields), event)).toEqual(kinds);
  });
});

describe('matchesAlertRule', () => {
  const matches = (
    body: Partial<AlertRuleStored>,
    fields: Partial<AlertMatchPost>,
    event: AlertEvent = 'created',
    memeWords: readonly string[] = [],
  ) => matchesAlertRule(rule(body), post(fields), event, memeWords);

  it('matches each kind only where the rule asks for it', () => {
    const each: Array<[AlertKind, Partial<AlertMatchPost>, AlertEvent]> = [
      ['post', {}, 'created'],
      ['reply', { replyTo: ref }, 'created'],
      ['quote', { isQuote: true }, 'created'],
      ['repost', { isRetweet: true }, 'created'],
      ['profile_update', { isProfileUpdate: true }, 'created'],
      ['follow', { type: 'following_update' }, 'created'],
      ['pinned', { isPinnedUpdate: true }, 'created'],
      ['delete', {}, 'deleted'],
      ['external', { type: 'external_message' }, 'created'],
    ];
    expect(each.map(([kind]) => kind).sort()).toEqual([...ALERT_KINDS].sort());
    for (const [kind, fields, event] of each) {
      expect(matches({ kinds: [kind] }, fields, event), kind).toBe(true);
      const others = ALERT_KINDS.filter((k) => k !== kind);
      expect(matches({ kinds: others }, fields, event), `not ${kind}`).toBe(false);
    }
  });

  it('matches a reposted quote as a repost and as a quote', () => {
    const fields = { isRetweet: true, retweetedQuote: ref };
    expect(matches({ kinds: ['repost'] }, fields)).toBe(true);
    expect(matches({ kinds: ['quote'] }, fields)).toBe(true);
    expect(matches({ kinds: ['post', 'reply'] }, fields)).toBe(false);
  });

  it('never matches a site message, nor a disabled rule', () => {
    expect(matches({}, { isSiteMessage: true, text: 'gm' })).toBe(false);
    expect(matches({ enabled: false }, { text: 'gm' })).toBe(false);
    expect(matches({ enabled: false }, {}, 'deleted')).toBe(false);
  });

  it('matches every watched account when none is named, else the named ones in any case', () => {
    expect(matches({ accounts: [] }, { author: { handle: 'anyone' } })).toBe(true);
    expect(matches({ accounts: ['@ALICE', 'bob'] }, { author: { handle: 'alice' } })).toBe(true);
    expect(matches({ accounts: ['alice'] }, { author: { handle: '@Alice' } })).toBe(true);
    expect(matches({ accounts: ['bob'] }, { author: { handle: 'Alice' } })).toBe(false);
    expect(matches({ accounts: ['alic'] }, { author: { handle: 'Alice' } })).toBe(false);
  });

  it('asks for a contract address only with hasAddress, a picture’s verified one included', () => {
    expect(matches({ hasAddress: true }, {})).toBe(false);
    expect(matches({ hasAddress: true }, { contract_addresses: [ADDRESS] })).toBe(true);
    expect(matches({ hasAddress: false }, {})).toBe(true);
    // A verified picture address joins contract_addresses (issue 31), so a later version matches.
    const read: Partial<Post> = {
      imageAddresses: [
        { ...ADDRESS, imageUrl: 'https://example.com/a.png', verified: true, verifiedBy: 'chain' },
      ],
      contract_addresses: [ADDRESS],
    };
    expect(matches({ hasAddress: true }, read, 'updated')).toBe(true);
  });

  it('needs no word without keywords or meme words', () => {
    expect(matches({}, { text: '' })).toBe(true);
  });

  it.each([
    ['a word, any case', 'moon', 'To the MOON', true],
    ['a word typed in capitals', 'MOON', 'to the moon', true],
    ['a word at the start and end', 'gm', 'gm', true],
    ['a word beside punctuation', 'sol', '(SOL), sol!', true],
    ['not inside a longer word', 'sol', 'solana is up', false],
    ['not ending a longer word', 'coin', 'memecoin season', false],
    ['not beside a digit or _', 'sol', 'sol2 my_sol', false],
    ['a phrase', 'pump fun', 'new coin on pump fun today', true],
    ['a phrase cut short', 'pump fun', 'pump funds', false],
    ['a ticker', '$PEPE', 'aping $pepe now', true],
    ['a ticker at the start', '$pepe', '$PEPE to the moon', true],
    ['a ticker is not a longer one', '$pepe', '$PEPEX soon', false],
    ['a ticker after a word is not one', '$pepe', 'paid US$PEPE', false],
    ['a word in a ticker', 'pepe', 'buy $PEPE', true],
    ['a link’s host', 'pump.fun', 'https://pump.fun/coin/abc', true],
    ['an emoji after a word', '🚀', 'to the moon🚀🚀', true],
    ['an emoji with or without its selector', '❤', 'love it ❤️', true],
    ['an emoji selector either way', '❤️', 'love it ❤', true],
    ['an emoji keyword inside a joined one', '👨', 'coding 👨‍💻', false],
    ['CJK inside a sentence', '狗狗币', '我买了狗狗币！', true],
    ['CJK not found', '狗狗币', '我买了比特币', false],
    ['Japanese', 'ミーム', '新しいミームコインです', true],
    ['Latin beside CJK', 'btc', '买btc了', true],
    ['Korean with its particle', '비트코인', '비트코인을 샀다', true],
    ['Cyrillic, any case', 'мем', 'Новый МЕМ тут', true],
    ['Cyrillic not inside a word', 'мем', 'мемкоин', false],
    ['Greek, its final sigma as any other', 'ΟΔΟΣ', 'η οδοσ', true],
    ['accents composed or not', 'café', 'at the cafe\u0301 now', true],
    ['a letter before a combining mark is not the word', 'sox', 'sox\u0301', false],
    ['a word of only invisible characters', '\u200b', 'gm\u200bfrens', false],
  ])('keywords: %s', (_name, keyword, text, found) => {
    expect(matches({ keywords: [keyword] }, { text })).toBe(found);
  });

  it('looks in a repost’s original and in quoted posts', () => {
    const keywords = ['frog'];
    expect(matches({ keywords }, { text: 'RT @a: fr…', originalTweetText: 'the frog' })).toBe(true);
    expect(matches({ keywords }, { retweetComment: 'frog!' })).toBe(true);
    expect(matches({ keywords }, { quotedTweet: { ...ref, text: 'a frog' } })).toBe(true);
    expect(matches({ keywords }, { quotedTweet: { ...ref, quotedTweet: { text: 'FROG' } } })).toBe(
      true,
    );
    expect(matches({ keywords }, { retweetedQuote: { ...ref, text: 'frog' } })).toBe(true);
    expect(matches({ keywords }, { replyTo: { ...ref, text: 'frog' } })).toBe(false);
  });

  it('counts the trader’s meme words as keywords only with memeWords', () => {
    const memeWords = ['pepe', 'wif'];
    expect(matches({ memeWords: true }, { text: 'WIF season' }, 'created', memeWords)).toBe(true);
    expect(matches({ memeWords: false }, { text: 'x' }, 'created', memeWords)).toBe(true);
    expect(matches({ memeWords: true }, { text: 'no words' }, 'created', memeWords)).toBe(false);
    // Whole words, as keywords: "wifhat" holds no meme word here.
    expect(matches({ memeWords: true }, { text: 'wifhat' }, 'created', memeWords)).toBe(false);
    // With meme words asked for but none kept, no post has one.
    expect(matches({ memeWords: true }, { text: 'pepe' }, 'created', [])).toBe(false);
    // Keywords and meme words: either does.
    const both = { memeWords: true, keywords: ['frog'] };
    expect(matches(both, { text: 'a frog' }, 'created', memeWords)).toBe(true);
    expect(matches(both, { text: 'a pepe' }, 'created', memeWords)).toBe(true);
    // Meme words are ignored without memeWords, even with keywords.
    expect(matches({ keywords: ['frog'] }, { text: 'pepe' }, 'created', memeWords)).toBe(false);
  });

  it('needs every condition at once', () => {
    const body = {
      accounts: ['alice'],
      kinds: ['post', 'quote'] as AlertKind[],
      hasAddress: true,
      keywords: ['launch'],
    };
    const fields = { text: 'Launch!', contract_addresses: [ADDRESS] };
    expect(matches(body, fields)).toBe(true);
    expect(matches(body, { ...fields, author: { handle: 'bob' } })).toBe(false);
    expect(matches(body, { ...fields, isRetweet: true })).toBe(false);
    expect(matches(body, { ...fields, contract_addresses: [] })).toBe(false);
    expect(matches(body, { ...fields, text: 'launched' })).toBe(false);
  });
});

describe('matchesAlertRule, for any post', () => {
  const flags = fc.record(
    {
      type: fc.constantFrom(
        'EXTERNAL',
        'profile_update',
        'following_update',
        'pinned_update',
        'external_message',
        'deleted_tweet',
      ),
      isRetweet: fc.boolean(),
      isQuote: fc.boolean(),
      isReply: fc.boolean(),
      isDeleted: fc.boolean(),
      isSiteMessage: fc.boolean(),
      isExternal: fc.boolean(),
      isProfileUpdate: fc.boolean(),
      isFollowingUpdate: fc.boolean(),
      isPinnedUpdate: fc.boolean(),
      truthSocialPostType: fc.constantFrom('QUOTE', 'RETWEET'),
      quotedTweet: fc.constant(ref),
      retweetedQuote: fc.constant(ref),
      replyTo: fc.constant(ref),
    },
    { requiredKeys: [] },
  ) as fc.Arbitrary<Partial<AlertMatchPost>>;
  const anyPost = fc
    .tuple(flags, hostileUnicode, fc.boolean())
    .map(([fields, text, address]) =>
      post({ ...fields, text, contract_addresses: address ? [ADDRESS] : [] }),
    );
  const event = fc.constantFrom<AlertEvent>('created', 'updated', 'deleted');

  it('a rule with every kind and no filter matches every post but a site message', () => {
    fc.assert(
      fc.property(anyPost, event, (p, e) => {
        expect(matchesAlertRule(rule(), p, e, ['pepe'])).toBe(!p.isSiteMessage);
        expect(alertKindsOf(p, e).length > 0).toBe(!p.isSiteMessage);
      }),
    );
  });

  it('a disabled rule matches nothing', () => {
    fc.assert(
      fc.property(anyPost, event, (p, e) => {
        expect(matchesAlertRule(rule({ enabled: false }), p, e, [])).toBe(false);
      }),
    );
  });

  it('finds a keyword set apart by spaces in any text, in any case, and never in text without it', () => {
    const keyword = fc.stringMatching(/^[a-z0-9$][a-z0-9 ]{0,10}[a-z0-9]$/);
    fc.assert(
      fc.property(keyword, hostileUnicode, hostileUnicode, (word, before, after) => {
        const keywords = [word];
        const text = `${before} ${word.toUpperCase()} ${after}`;
        expect(matchesAlertRule(rule({ keywords }), post({ text }), 'created', [])).toBe(true);
        const without = `${before} ${after}`;
        const folded = without
          .normalize('NFC')
          .toLowerCase()
          .replace(/[\uFE0E\uFE0F]/g, '');
        if (!folded.replace(/ς/g, 'σ').includes(word)) {
          expect(matchesAlertRule(rule({ keywords }), post({ text: without }), 'created', [])).toBe(
            false,
          );
        }
      }),
    );
  });
});
