import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { imageFactsOf, prefillFromPost } from './prefill.ts';

const img = (name: string) => `https://img.example/${name}.png`;
const kaito = { handle: 'degenkaito', name: 'kaito', avatar: img('kaito-pfp') };

describe('prefillFromPost', () => {
  it('fills name, ticker, twitter, website and images from an original post', () => {
    const post = makePost({
      author: kaito,
      text: 'Frog King is here. more: https://frog.example/king).',
      tweetUrl: 'https://x.com/degenkaito/status/1',
      media: { images: [{ url: img('frog-1') }, { url: img('frog-2') }] },
      card: { url: 'https://card.example' },
    });
    expect(prefillFromPost(post, 32)).toEqual({
      tokenName: 'Frog King is here',
      ticker: 'FKIH',
      twitter: 'https://x.com/degenkaito/status/1',
      website: 'https://frog.example/king',
      imageUrl: img('frog-1'),
      allImages: [img('frog-1'), img('frog-2'), img('kaito-pfp')],
      authorHandle: 'degenkaito',
      source: { id: post.id, author: 'degenkaito', text: post.text },
      handles: ['degenkaito'],
    });
  });

  it('takes the ticker the post names ($FROG) over one made from the name', () => {
    const post = makePost({ text: 'Frog King has arrived. $frog to the moon' });
    expect(prefillFromPost(post, 32)).toMatchObject({
      tokenName: 'Frog King has arrived',
      ticker: 'FROG',
    });
  });

  it("takes the link card's url when the text has no link", () => {
    const post = makePost({ text: 'Moon Cat', card: { url: 'https://card.example/cat' } });
    expect(prefillFromPost(post, 32).website).toBe('https://card.example/cat');
  });

  it('uses the Truth Social and Instagram links for twitter', () => {
    expect(
      prefillFromPost(makePost({ truthSocialUrl: 'https://truthsocial.com/@x/1' }), 32).twitter,
    ).toBe('https://truthsocial.com/@x/1');
    expect(
      prefillFromPost(makePost({ instagramUrl: 'https://www.instagram.com/p/abc/' }), 32).twitter,
    ).toBe('https://www.instagram.com/p/abc/');
  });

  it("fills a repost from the original post: its text, media and author's avatar", () => {
    const post = makePost({
      author: kaito,
      isRetweet: true,
      text: 'RT @bonkmaxi: the dog in a hat',
      retweetedUser: { handle: 'bonkmaxi', avatar: img('bonk-pfp') },
      originalTweetText: 'the dog in a hat',
      originalMedia: { images: [{ url: img('hat') }] },
    });
    const prefill = prefillFromPost(post, 32);
    expect(prefill.tokenName).toBe('the dog in a hat');
    expect(prefill.allImages).toEqual([img('hat'), img('bonk-pfp')]);
  });

  it("adds the quoted post's media after the post's own, each image once", () => {
    const post = makePost({
      author: kaito,
      isQuote: true,
      text: 'stay away',
      media: { images: [{ url: img('a') }] },
      quotedTweet: {
        handle: 'duck',
        text: 'duck coin',
        media: { images: [{ url: img('a') }, { url: img('duck') }] },
      },
    });
    expect(prefillFromPost(post, 32).allImages).toEqual([img('a'), img('duck'), img('kaito-pfp')]);
  });

  it("names the token from the quoted post when the post's own text has no words", () => {
    const post = makePost({
      isQuote: true,
      text: 'https://x.io',
      quotedTweet: { text: 'Duck Coin' },
    });
    expect(prefillFromPost(post, 32)).toMatchObject({ tokenName: 'Duck Coin', ticker: 'DUCK' });
  });

  it('trims the name to the limit it is given (20 for bnb)', () => {
    const post = makePost({ text: 'the dog in a hat is still the best chart' });
    expect(prefillFromPost(post, 20).tokenName).toBe('the dog in a hat is');
  });

  it('leaves name and ticker empty, and no image selected, when nothing is usable', () => {
    const post = makePost({ text: '', author: { handle: 'nobody' } });
    expect(prefillFromPost(post, 32)).toMatchObject({
      tokenName: '',
      ticker: '',
      imageUrl: null,
      allImages: [],
    });
  });
});

describe('imageFactsOf', () => {
  it('tells the image settings the author, the update flags and whether the post has media', () => {
    const withMedia = makePost({
      author: { handle: 'Frog' },
      media: { images: [{ url: 'https://img.example/a.png' }] },
    });
    expect(imageFactsOf(withMedia)).toEqual({ authorHandle: 'Frog', hasMedia: true });
    const update = makePost({
      author: { handle: 'frog', avatar: 'https://img.example/pfp.png' },
      isProfileUpdate: true,
      isFollowingUpdate: true,
    });
    expect(imageFactsOf(update)).toEqual({
      authorHandle: 'frog',
      isProfileUpdate: true,
      isFollowingUpdate: true,
      hasMedia: false,
    });
  });
});

describe('prefillFromPost platform (issue 50)', () => {
  const bnb = { address: '0x3c8af5a290e87ad72274ed77e89eaf92149451f2', chain: 'bnb' as const };

  it('marks the prefill of a BNB-only post with its platform', () => {
    const post = makePost({ author: kaito, text: 'Frog', contract_addresses: [bnb] });
    expect(prefillFromPost(post, 20).mode).toBe('bnb');
    expect(prefillFromPost(makePost({ author: kaito, text: 'Frog' }), 20)).not.toHaveProperty(
      'mode',
    );
  });
});
