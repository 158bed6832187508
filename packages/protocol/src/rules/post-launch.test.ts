import { describe, expect, it } from 'vitest';
import { DEPLOY_LIMITS } from '../deploy.ts';
import { makePost } from '../testing/factories.ts';
import {
  cutToLength,
  handlesInPost,
  launchFieldsOfPost,
  postAddressMode,
  postImageUrls,
  tokenNameFromText,
} from './post-launch.ts';

const SOLANA_CA = '5fLWHE32UmaneufHTx43a3QwLqZKN6YQM4uqGUmipump';
const BNB_CA = '0x3c8af5a290e87ad72274ed77e89eaf92149451f2';
const img = (name: string) => `https://img.example/${name}.png`;
const kaito = { handle: 'degenkaito', name: 'kaito', avatar: img('kaito-pfp') };

describe('tokenNameFromText', () => {
  it.each([
    ['a plain short post', 'Frog King', 32, 'Frog King'],
    ['the first sentence', 'new meme just dropped. dev locked LP', 32, 'new meme just dropped'],
    ['the first line', 'Dog in a hat\nsecond line here', 32, 'Dog in a hat'],
    ['! and ? end a sentence', 'wen moon? soon!', 32, 'wen moon'],
    ['decimals and domains stay', 'pump.fun hit 3.5x today', 32, 'pump.fun hit 3.5x today'],
    ['$ and # signs go, their words stay', '$FROG is #based', 32, 'FROG is based'],
    ['@handles go', '@elonmusk launching Grok Coin', 32, 'launching Grok Coin'],
    ['the RT marker goes', 'RT @bonkmaxi: the dog in a hat', 32, 'the dog in a hat'],
    ['links go', 'https://example.com/frog Frog launch www.frog.io', 32, 'Frog launch'],
    ['contract addresses go', `CA: ${SOLANA_CA}\nGoblin Town`, 32, 'Goblin Town'],
    ['bnb addresses go', `${BNB_CA} Fortune Cat`, 32, 'Fortune Cat'],
    ['dangling punctuation is trimmed', '- Moon Cat: ', 32, 'Moon Cat'],
    ['spaces collapse', '  Moon    Cat  ', 32, 'Moon Cat'],
    ['emoji stay', 'kaito 🐸 frog', 32, 'kaito 🐸 frog'],
    [
      'cut at a whole word to 32',
      'the dog in a hat is still the best chart of the cycle',
      32,
      'the dog in a hat is still the',
    ],
    ['cut to 20 for bnb', 'the dog in a hat is still the best chart', 20, 'the dog in a hat is'],
    ['one long word is cut', 'Supercalifragilisticexpialidocious', 20, 'Supercalifragilistic'],
    ['only a link gives nothing', 'https://example.com/x', 32, ''],
    ['empty text gives nothing', '', 32, ''],
    ['a line of noise is skipped', `${SOLANA_CA}\n\nReal Name`, 32, 'Real Name'],
    ['a leading ellipsis is skipped', '... and then Frog', 32, 'and then Frog'],
  ])('%s', (_case, text, max, expected) => {
    expect(tokenNameFromText(text, max)).toBe(expected);
  });
});

describe('cutToLength', () => {
  it('never splits an emoji in half', () => {
    expect(cutToLength('🐸🐸🐸', 5)).toBe('🐸🐸');
  });

  it.each([
    ['a ZWJ family', 'ab👨‍👩‍👧‍👦', 8, 'ab'],
    ['a flag', '🇺🇸🇯🇵', 6, '🇺🇸'],
    ['an accent', 'cafe\u0301s', 4, 'caf'],
  ])('never splits %s', (_name, text, max, expected) => {
    expect(cutToLength(text, max)).toBe(expected);
  });

  it('keeps a text at the limit whole', () => {
    expect(cutToLength('abcde', 5)).toBe('abcde');
  });
});

describe('handlesInPost', () => {
  it('offers the author, then the mentions, each once, at most 4 (DA §5 quick-select)', () => {
    const post = makePost({
      author: kaito,
      text: '@DegenKaito @alice and @bob meet @carol, @dave and mail@example.com',
    });
    expect(handlesInPost(post)).toEqual(['degenkaito', 'alice', 'bob', 'carol']);
  });

  it('offers the reposted author too, and only handles Bags can look up', () => {
    const post = makePost({
      author: kaito,
      isRetweet: true,
      text: 'RT @frogdao: hi @jay.bsky.social',
      retweetedUser: { handle: 'frogdao', name: 'Frog DAO' },
      originalTweetText: 'hi @jay.bsky.social and @toad',
    });
    expect(handlesInPost(post)).toEqual(['degenkaito', 'frogdao', 'toad']);
  });
});

describe('postImageUrls', () => {
  it("gives the media shown, then the quoted post's, without the avatar", () => {
    const post = makePost({
      author: kaito,
      isQuote: true,
      media: { images: [{ url: img('a') }] },
      quotedTweet: { handle: 'duck', text: 'duck coin', media: { images: [{ url: img('duck') }] } },
    });
    expect(postImageUrls(post)).toEqual([img('a'), img('duck')]);
  });

  it("gives a repost's original media", () => {
    const post = makePost({
      isRetweet: true,
      text: 'RT @bonkmaxi: hat',
      media: { images: [{ url: img('own') }] },
      originalMedia: { images: [{ url: img('hat') }] },
    });
    expect(postImageUrls(post)).toEqual([img('hat')]);
  });
});

describe('postAddressMode (issue 50)', () => {
  const sol = { address: SOLANA_CA, chain: 'solana' as const };
  const bnb = { address: BNB_CA, chain: 'bnb' as const };
  it.each([
    [[bnb], 'bnb'],
    [[bnb, { ...bnb, address: '0x0000000000000000000000000000000000000001' }], 'bnb'],
    [[sol], null],
    [[bnb, sol], null],
    [[], null],
  ] as const)('%o gives %s', (contract_addresses, mode) => {
    expect(postAddressMode({ contract_addresses: [...contract_addresses] })).toBe(mode);
  });
});

describe('launchFieldsOfPost', () => {
  it('fills every field from an original post, taking the $TICKER it names', () => {
    const post = makePost({
      author: kaito,
      text: 'Frog King is here. $frog more: https://frog.example/king).',
      tweetUrl: 'https://x.com/degenkaito/status/1',
      media: { images: [{ url: img('frog-1') }, { url: img('frog-2') }] },
      card: { url: 'https://card.example' },
    });
    expect(launchFieldsOfPost(post, 32)).toEqual({
      name: 'Frog King is here',
      ticker: 'FROG',
      twitter: 'https://x.com/degenkaito/status/1',
      website: 'https://frog.example/king',
      images: [img('frog-1'), img('frog-2'), img('kaito-pfp')],
      source: { id: post.id, author: 'degenkaito', text: post.text },
    });
  });

  it("fills a repost from the original: its text, media and author's avatar", () => {
    const post = makePost({
      author: kaito,
      isRetweet: true,
      text: 'RT @bonkmaxi: the dog in a hat',
      tweetUrl: 'https://x.com/degenkaito/status/2',
      media: { images: [{ url: img('own') }] },
      retweetedUser: { handle: 'bonkmaxi', avatar: img('bonk-pfp') },
      originalTweetText: 'the dog in a hat https://hat.example',
      originalMedia: { images: [{ url: img('hat') }] },
    });
    expect(launchFieldsOfPost(post, 32)).toEqual({
      name: 'the dog in a hat',
      ticker: 'TDIAH',
      twitter: 'https://x.com/degenkaito/status/2',
      website: 'https://hat.example',
      images: [img('hat'), img('bonk-pfp')],
      // The source is the post itself, as it was posted.
      source: { id: post.id, author: 'degenkaito', text: 'RT @bonkmaxi: the dog in a hat' },
    });
  });

  it("names the token from the quoted post when the post's own text has no words", () => {
    const post = makePost({
      author: kaito,
      isQuote: true,
      text: 'https://x.io',
      media: { images: [{ url: img('a') }] },
      quotedTweet: {
        handle: 'duck',
        text: 'Duck Coin',
        media: { images: [{ url: img('a') }, { url: img('duck') }] },
      },
    });
    expect(launchFieldsOfPost(post, 32)).toMatchObject({
      name: 'Duck Coin',
      ticker: 'DUCK',
      website: 'https://x.io',
      images: [img('a'), img('duck'), img('kaito-pfp')],
    });
  });

  it('leaves name, ticker, links and images empty when nothing is usable', () => {
    const post = makePost({ text: `@someone ${SOLANA_CA} #`, author: { handle: 'nobody' } });
    expect(launchFieldsOfPost(post, 32)).toEqual({
      name: '',
      ticker: '',
      twitter: '',
      website: '',
      images: [],
      source: { id: post.id, author: 'nobody', text: post.text },
    });
  });

  it('cuts the name to the limit it is given (20 for bnb)', () => {
    const post = makePost({ text: 'the dog in a hat is still the best chart' });
    expect(launchFieldsOfPost(post, 20).name).toBe('the dog in a hat is');
  });

  it('leaves out a link too long to send, and an image url too long to send', () => {
    const long = `https://frog.example/${'a'.repeat(DEPLOY_LIMITS.urlMax)}`;
    const longImage = `https://img.example/${'b'.repeat(DEPLOY_LIMITS.imageUrlMax)}.png`;
    const post = makePost({
      author: kaito,
      text: `Frog King ${long}`,
      tweetUrl: long,
      card: { url: 'https://card.example' },
      media: { images: [{ url: longImage }, { url: img('frog') }] },
    });
    expect(launchFieldsOfPost(post, 32)).toMatchObject({
      name: 'Frog King',
      twitter: '',
      website: '',
      images: [img('frog'), img('kaito-pfp')],
    });
  });
});
