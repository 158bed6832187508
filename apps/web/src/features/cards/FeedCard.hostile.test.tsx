import type { Post } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCardPart } from '../../../test/features/cards/support.tsx';
import { FeedCard } from './FeedCard.tsx';

const HOSTILE = `<img src=x onerror=alert(1)> <script>alert(1)</script> javascript:alert(1) [x](javascript:alert(1)) "><svg/onload=alert(1)> ${'W'.repeat(10_000)}`;
const ref = { id: 'r', handle: 'evil', name: HOSTILE, text: HOSTILE };

/** One post of every kind, each carrying the hostile text in every text field it shows. */
const KINDS: Array<[string, Partial<Post>]> = [
  ['original', { text: HOSTILE }],
  ['reply', { text: HOSTILE, isReply: true, replyTo: ref }],
  ['repost', { text: HOSTILE, isRetweet: true, originalTweetText: HOSTILE, retweetedUser: ref }],
  ['quote', { text: HOSTILE, isQuote: true, quotedTweet: { ...ref, quotedTweet: ref } }],
  ['retweeted-quote', { text: HOSTILE, isRetweet: true, retweetedQuote: ref }],
  ['external', { type: 'external_message', text: HOSTILE, projectName: HOSTILE, source: HOSTILE }],
  ['site-message', { isSiteMessage: true, text: HOSTILE, privateGroupName: HOSTILE }],
  [
    'profile-update',
    {
      type: 'profile_update',
      profileChanges: [
        { field: 'Bio', before: HOSTILE, after: HOSTILE },
        { field: 'Website', before: 'javascript:alert(1)', after: HOSTILE },
      ],
    },
  ],
  ['following', { type: 'following_update', followingUser: { ...ref, description: HOSTILE } }],
  ['pinned', { type: 'pinned_update', pinnedTweets: [ref] }],
  ['deleted', { id: 'deleted_1', isDeleted: true, text: HOSTILE }],
];

describe('FeedCard with hostile text', () => {
  it.each(KINDS)('a %s card renders it as text and runs nothing', (kind, overrides) => {
    const post = makePost({ author: { handle: 'evil', name: HOSTILE }, ...overrides });
    renderCardPart(<FeedCard post={post} version={1} />);
    const card = screen.getByTestId('feed-card');
    expect(card.getAttribute('data-kind')).toBe(kind);
    expect(card.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(card.querySelectorAll('script, iframe, object, embed, style, form, input')).toHaveLength(
      0,
    );
    // SVG only for our icons; every attribute checked below.
    expect(card.querySelectorAll('svg:not(.card-icon)')).toHaveLength(0);
    for (const element of card.querySelectorAll('*')) {
      for (const attribute of element.getAttributeNames()) {
        expect(attribute.startsWith('on')).toBe(false);
      }
    }
    for (const image of card.querySelectorAll('img')) {
      expect(image.getAttribute('src')).toMatch(/^https:\/\//);
    }
    for (const link of card.querySelectorAll('a')) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });
});
