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

describe('facets (app.bsky.richtext.facet, UTF-8 byte ranges)', () => {
  const base = event('post-reply');
  const withRecord = (record: Record<string, unknown>) => {
    if (!base.commit) throw new Error('fixture lost its commit');
    const { items } = mapJetstreamEvent(
      {
        ...base,
        commit: { ...base.commit, record: { createdAt: '2026-02-03T14:05:09.012Z', ...record } },
      },
      identities,
    );
    IngestItem.parse(items[0]);
    return PostFields.parse(items[0]);
  };
  const DEX = 'https://dexscreener.com/solana/7vfCXTUXx5WJV5JADk17DUJ4ksgau7utNKj4b963voxs';
  const linkAt = (byteStart: number, byteEnd: number, uri = DEX) => ({
    index: { byteStart, byteEnd },
    features: [{ $type: 'app.bsky.richtext.facet#link', uri }],
  });

  it('gives a shortened link its full address (the issue case, offsets as sent)', () => {
    const text = 'New one: dexscreener.com/solana/7vfCXTUX...';
    expect(withRecord({ text, facets: [linkAt(9, 43)] }).text).toBe(`New one: ${DEX}`);
  });

  it('counts bytes, not UTF-16 units: emoji, CJK and accents before the link', () => {
    const text = 'é 😀 日本 dexscreener.com/solana/7vfCXTUX...';
    // é: 2 bytes, 😀: 4, each CJK character: 3; the link starts at byte 2+1+4+1+6+1 = 15.
    expect(text.indexOf('dex')).toBe(8);
    expect(withRecord({ text, facets: [linkAt(15, 49)] }).text).toBe(`é 😀 日本 ${DEX}`);
  });

  it('keeps mention and tag text, and named link text with the address after it', () => {
    const text = '@tomas.bsky.social #gm read this';
    const facets = [
      {
        index: { byteStart: 0, byteEnd: 18 },
        features: [{ $type: 'app.bsky.richtext.facet#mention', did: TOMAS }],
      },
      {
        index: { byteStart: 19, byteEnd: 22 },
        features: [{ $type: 'app.bsky.richtext.facet#tag', tag: 'gm' }],
      },
      linkAt(23, 32, 'https://example.com/a'),
    ];
    expect(withRecord({ text, facets }).text).toBe(
      '@tomas.bsky.social #gm read this (https://example.com/a)',
    );
  });

  // 'Ñ' is two bytes: the shortened link is bytes 10–44.
  const SHORT = 'Ñew one: dexscreener.com/solana/7vfCXTUX...';

  it('applies a link after a two-byte letter', () => {
    expect(withRecord({ text: SHORT, facets: [linkAt(10, 44)] }).text).toBe(`Ñew one: ${DEX}`);
  });

  it('still gives the full address for a link counted in UTF-16 units (a client bug)', () => {
    // Bytes 9–43 are ' dexscreener.com/solana/7vfCXTUX..': a space taken in, a dot left out.
    expect(withRecord({ text: SHORT, facets: [linkAt(9, 43)] }).text).toBe(`Ñew one: ${DEX}.`);
  });

  it.each([
    ['past the end', [linkAt(10, 400)]],
    ['starting inside a two-byte character', [linkAt(1, 44)]],
    ['ending inside a character', [linkAt(10, 1)]],
    ['empty or reversed', [linkAt(10, 10), linkAt(44, 10)]],
    [
      'not a facet at all',
      ['x', null, { index: 'all' }, { index: { byteStart: 10, byteEnd: 44 } }],
    ],
    ['with a non-http link', [linkAt(10, 44, 'javascript:alert(1)')]],
    ['list that is not an array', { $type: 'facets' }],
  ])('keeps the raw text for a facet %s, and never drops the post', (_name, facets) => {
    expect(withRecord({ text: SHORT, facets }).text).toBe(SHORT);
  });

  it('applies the first of two overlapping links and leaves the other out', () => {
    const text = 'New one: dexscreener.com/solana/7vfCXTUX...';
    const facets = [linkAt(20, 43, 'https://evil.example/'), linkAt(9, 43)];
    expect(withRecord({ text, facets }).text).toBe(`New one: ${DEX}`);
  });
});

describe('embeds (app.bsky.embed.*)', () => {
  const base = event('post-images');
  const withEmbed = (embed: unknown) => {
    if (!base.commit) throw new Error('fixture lost its commit');
    const record = { text: 'look', createdAt: '2026-02-03T14:05:09.012Z', embed };
    const { items } = mapJetstreamEvent(
      { ...base, commit: { ...base.commit, record } },
      identities,
    );
    IngestItem.parse(items[0]);
    return PostFields.parse(items[0]);
  };
  const CID = 'bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku';
  const image = { $type: 'blob', ref: { $link: CID }, mimeType: 'image/png', size: 1 };
  const full = `https://cdn.bsky.app/img/feed_fullsize/plain/${TOMAS}/${CID}@jpeg`;

  it('puts image alt text in embeds, one per described image, linking to it', () => {
    const mapped = withEmbed({
      $type: 'app.bsky.embed.images',
      images: [
        { image, alt: '  ' },
        { image, alt: 'mint: EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' },
      ],
    });
    expect(mapped.media?.images).toHaveLength(2);
    expect(mapped.embeds).toEqual([
      {
        title: 'Image 2 of 2: alt text',
        description: 'mint: EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
        url: full,
      },
    ]);
  });

  it('puts a video alt text in embeds, also inside a quote with media', () => {
    const video = { $type: 'app.bsky.embed.video', video: image, alt: 'the launch' };
    expect(withEmbed(video).embeds).toEqual([
      { title: 'Video: alt text', description: 'the launch' },
    ]);
    const quote = withEmbed({
      $type: 'app.bsky.embed.recordWithMedia',
      record: { record: { uri: `at://${WITCH}/app.bsky.feed.post/3lhbq1yyyyy2d`, cid: CID } },
      media: video,
    });
    expect(quote).toMatchObject({
      isQuote: true,
      quotedTweet: {
        id: `bsky:${WITCH}/3lhbq1yyyyy2d`,
        handle: 'chartwitch.bsky.social',
        name: 'Chart Witch 🔮',
      },
      embeds: [{ title: 'Video: alt text', description: 'the launch' }],
    });
  });

  it('links to an embedded list or starter pack instead of calling it a quote', () => {
    const list = withEmbed({
      $type: 'app.bsky.embed.record',
      record: { uri: `at://${WITCH}/app.bsky.graph.list/3lhbqlist2a`, cid: CID },
    });
    expect(list.isQuote).toBeUndefined();
    expect(list.embeds).toEqual([
      { title: 'Bluesky list', url: `https://bsky.app/profile/${WITCH}/lists/3lhbqlist2a` },
    ]);
    const pack = withEmbed({
      $type: 'app.bsky.embed.record',
      record: { uri: `at://${WITCH}/app.bsky.graph.starterpack/3lhbqpack2a`, cid: CID },
    });
    expect(pack.embeds).toEqual([
      { title: 'Bluesky starter pack', url: `https://bsky.app/starter-pack/${WITCH}/3lhbqpack2a` },
    ]);
  });

  it('keeps a quote of a post by an account not watched as its id only', () => {
    const stranger = 'did:plc:strangerquotedk2x3y4z5ab';
    const mapped = withEmbed({
      $type: 'app.bsky.embed.record',
      record: { uri: `at://${stranger}/app.bsky.feed.post/3lhbq0quote2q`, cid: CID },
    });
    expect(mapped.quotedTweet).toEqual({ id: `bsky:${stranger}/3lhbq0quote2q` });
    expect(mapped.quotedUser).toBeUndefined();
  });
});
