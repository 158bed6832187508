import { HTML_MARKUP, IngestItem, PostFields } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../../test/sources/fixture-support.ts';
import { type Identity, mapJetstreamEvent } from './map-event.ts';
import { JetstreamEvent } from './payload.ts';

const TOMAS = 'did:plc:tomasferreira2k7q4x5zabc';
const WITCH = 'did:plc:witchofthewicks4q7z2abcd';
const identities = new Map<string, Identity>([
  [TOMAS, { did: TOMAS, handle: 'tomas.bsky.social', name: 'Tomás Ferreira' }],
  [
    WITCH,
    {
      did: WITCH,
      handle: 'chartwitch.bsky.social',
      name: 'Chart Witch 🔮',
      avatar: 'https://cdn.bsky.app/img/avatar/plain/did:plc:witchofthewicks4q7z2abcd/x@jpeg',
      verified: true,
    },
  ],
]);

const event = (name: string) => JetstreamEvent.parse(loadFixture(`./bluesky/event-${name}.json`));
const map = (name: string) => mapJetstreamEvent(event(name), identities);

/** The one post an event maps to, checked as ingest will check it. */
function post(name: string) {
  const { items, skipped } = map(name);
  expect(skipped).toBeUndefined();
  expect(items).toHaveLength(1);
  IngestItem.parse(items[0]);
  return PostFields.parse(items[0]);
}

describe('mapJetstreamEvent', () => {
  it('maps a post with images: id, url, author, CDN image URLs, text kept as text', () => {
    const mapped = post('post-images');
    expect(mapped).toMatchObject({
      id: `bsky:${TOMAS}/3lhbq2x7k5s2a`,
      platform: 'bluesky',
      createdAt: '2026-02-03T14:05:09.012Z',
      tweetUrl: 'https://bsky.app/profile/tomas.bsky.social/post/3lhbq2x7k5s2a',
      author: { handle: 'tomas.bsky.social', name: 'Tomás Ferreira' },
      media: {
        images: [
          {
            url: `https://cdn.bsky.app/img/feed_fullsize/plain/${TOMAS}/bafkreia2c4e6a2c4e6a2c4e6a2c4e6a2c4e6a2c4e6a2c4e6a2c4e6a2c4@jpeg`,
          },
          {
            url: `https://cdn.bsky.app/img/feed_fullsize/plain/${TOMAS}/bafkreib3d5f7b3d5f7b3d5f7b3d5f7b3d5f7b3d5f7b3d5f7b3d5f7b3d5@jpeg`,
          },
        ],
      },
    });
    expect(mapped.text).toContain('no token, please stop asking 😅 <\u200bT> generics');
    expect(HTML_MARKUP.test(mapped.text)).toBe(false);
    expect(mapped.id.length).toBeLessThanOrEqual(128);
  });

  it('maps a reply: isReply and replyTo from the parent URI, with a known handle', () => {
    const mapped = post('post-reply');
    expect(mapped.isReply).toBe(true);
    expect(mapped.replyTo).toEqual({
      id: `bsky:${WITCH}/3lhbq1yyyyy2d`,
      handle: 'chartwitch.bsky.social',
    });
  });

  it('maps a quote with media: isQuote, quotedTweet and quotedUser, and its image', () => {
    const mapped = post('post-quote-with-media');
    expect(mapped).toMatchObject({
      isQuote: true,
      quotedTweet: { id: `bsky:${TOMAS}/3lhbq2x7k5s2a`, handle: 'tomas.bsky.social' },
      quotedUser: { handle: 'tomas.bsky.social', name: 'Tomás Ferreira' },
      author: { handle: 'chartwitch.bsky.social', verified: true },
      media: {
        images: [
          {
            url: expect.stringMatching(
              /^https:\/\/cdn\.bsky\.app\/img\/feed_fullsize\/plain\/did:plc:witch/,
            ),
          },
        ],
      },
    });
  });

  it('maps an external embed to a card with a CDN thumbnail', () => {
    expect(post('post-external').card).toEqual({
      url: 'https://example.com/research/mint-authority',
      title: 'Open mint authority, explained',
      description: 'Why a token whose mint authority is still open can be inflated at will.',
      image: `https://cdn.bsky.app/img/feed_thumbnail/plain/${WITCH}/bafkreid5f7b9d5f7b9d5f7b9d5f7b9d5f7b9d5f7b9d5f7b9d5f7b9d5f7@jpeg`,
      site_name: 'example.com',
    });
  });

  it('maps a video embed to its HLS playlist and thumbnail', () => {
    const base = `https://video.bsky.app/watch/${encodeURIComponent(TOMAS)}/bafkreie6a8c0e6a8c0e6a8c0e6a8c0e6a8c0e6a8c0e6a8c0e6a8c0e6a8`;
    expect(post('post-video').media).toEqual({
      videos: [{ url: `${base}/playlist.m3u8`, thumbnail: `${base}/thumbnail.jpg` }],
    });
  });

  it('does not call an embedded feed a quote', () => {
    const mapped = post('post-quote-feed');
    expect(mapped.isQuote).toBeUndefined();
    expect(mapped.quotedTweet).toBeUndefined();
  });

  it('maps a delete to a deletion with the same id scheme', () => {
    const { items } = map('delete');
    expect(items).toEqual([{ type: 'deleted_tweet', id: `bsky:${TOMAS}/3lhbq2x7k5s2a` }]);
    IngestItem.parse(items[0]);
  });

  it.each([
    ['identity', 'kind identity'],
    ['account', 'kind account'],
    ['like', 'app.bsky.feed.like'],
  ])('ignores a %s event', (name, why) => {
    expect(map(name)).toEqual({ items: [], skipped: why });
  });

  it('skips a record that is not a post, and falls back to the event time for a bad date', () => {
    const broken = event('post-reply');
    if (!broken.commit) throw new Error('fixture lost its commit');
    expect(
      mapJetstreamEvent(
        { ...broken, commit: { ...broken.commit, record: { text: 5 } } },
        identities,
      ),
    ).toEqual({ items: [], skipped: 'record is not a post' });
    const record = { text: 'gm', createdAt: 'yesterday-ish' };
    const { items } = mapJetstreamEvent(
      { ...broken, commit: { ...broken.commit, record } },
      identities,
    );
    expect(PostFields.parse(items[0]).createdAt).toBe(new Date(1738591600000).toISOString());
  });

  it('ignores an image whose blob reference is not a CID instead of failing the post', () => {
    const base = event('post-images');
    if (!base.commit) throw new Error('fixture lost its commit');
    const record = {
      text: 'look',
      createdAt: '2026-02-03T14:05:09.012Z',
      embed: {
        $type: 'app.bsky.embed.images',
        images: [{ image: { ref: { $link: 'x y/../z' } } }],
      },
    };
    const { items } = mapJetstreamEvent(
      { ...base, commit: { ...base.commit, record } },
      identities,
    );
    expect(PostFields.parse(items[0]).media).toBeUndefined();
  });
});
