import { detectContractAddresses, HTML_MARKUP, IngestItem, PostFields } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../../test/sources/fixture-support.ts';
import { SOL, X_REAL_SHAPES, xId } from '../../../test/sources/fixtures/x-real-shapes.ts';
import { mapStreamMessage, versionOf } from './map-tweet.ts';
import { XStreamMessage } from './payload.ts';

const fixture = (name: string) => XStreamMessage.parse(loadFixture(`./x/${name}.json`));
const photoTweet = fixture('photo-tweet');
const quoteWithVideo = fixture('quote-with-video');
const retweetWithGif = fixture('retweet-with-gif');
const replyWithCard = fixture('reply-with-card');
const foreignRule = fixture('foreign-rule');
const operationalDisconnect = fixture('operational-disconnect');

const map = (message: XStreamMessage) => mapStreamMessage(message);

/** The one post a line maps to, checked against the protocol as ingest will check it. */
function onePost(message: XStreamMessage) {
  const { posts, problems } = map(message);
  expect(problems).toEqual([]);
  expect(posts).toHaveLength(1);
  IngestItem.parse(posts[0]);
  return PostFields.parse(posts[0]);
}

describe('mapStreamMessage', () => {
  it('maps a photo tweet: id, decoded text, author, images, url', () => {
    const post = onePost(photoTweet);
    expect(post).toMatchObject({
      id: 'x:1893412345678901234',
      platform: 'twitter',
      text: '$MOON just flipped the 200d & volume is 3x > yesterday. CA in bio, chart below',
      createdAt: '2026-02-03T14:05:09.000Z',
      tweetUrl: 'https://x.com/lunar_trader/status/1893412345678901234',
      author: {
        handle: 'lunar_trader',
        name: 'Lunar Trader 🌙',
        avatar: 'https://pbs.twimg.com/profile_images/1700000000000000001/aBcDeFgH_400x400.jpg',
        verified: true,
      },
      media: {
        images: [
          { url: 'https://pbs.twimg.com/media/GkT3xYzWgAA1b2c.jpg' },
          { url: 'https://pbs.twimg.com/media/GkT3xZaWsAA9z8y.png' },
        ],
      },
    });
    expect(post.isReply ?? post.isQuote ?? post.isRetweet).toBeUndefined();
    expect(post.card).toBeUndefined();
  });

  it('maps a quote: quotedTweet and quotedUser from includes, best mp4, no trailing links', () => {
    const post = onePost(quoteWithVideo);
    expect(post.text).toBe('this is the dev doxxing himself on stream. bullish or bearish?');
    expect(post.isQuote).toBe(true);
    expect(post.quotedTweet).toEqual({
      id: 'x:1893400000000000777',
      handle: 'pump_watch',
      name: 'Pump Watch',
      avatar: 'https://pbs.twimg.com/profile_images/1700000000000000003/ZxCvBn34_400x400.jpg',
      text: 'new dev just went live on stream holding his passport up to the camera. this cycle is something else',
    });
    expect(post.quotedUser).toMatchObject({ handle: 'pump_watch', name: 'Pump Watch' });
    expect(post.media).toEqual({
      videos: [
        {
          url: 'https://video.twimg.com/ext_tw_video/1893412300000000009/pu/vid/avc1/1280x720/High.mp4?tag=12',
          thumbnail:
            'https://pbs.twimg.com/ext_tw_video_thumb/1893412300000000009/pu/img/Thumb123.jpg',
        },
      ],
    });
  });

  it('maps a retweet: retweetedUser, the full original text and its GIF as a video', () => {
    const post = onePost(retweetWithGif);
    expect(post).toMatchObject({
      id: 'x:1893412345678907777',
      isRetweet: true,
      // The repost's own text is cut ("… at the top"); it is rebuilt from the whole original.
      text: 'RT @pump_watch: when the liquidity gets pulled but you already sold at the top <3',
      retweetedUser: { handle: 'pump_watch', name: 'Pump Watch' },
      originalAuthor: { handle: 'pump_watch' },
      originalTweetText: 'when the liquidity gets pulled but you already sold at the top <3',
      originalMedia: {
        videos: [
          {
            url: 'https://video.twimg.com/tweet_video/GifThumb01.mp4',
            thumbnail: 'https://pbs.twimg.com/tweet_video_thumb/GifThumb01.jpg',
          },
        ],
      },
    });
  });

  it('maps a reply with an unfurled link: replyTo, expanded link, card; keeps typed tags', () => {
    const post = onePost(replyWithCard);
    expect(post.isReply).toBe(true);
    expect(post.replyTo).toMatchObject({
      id: 'x:1893400000000000777',
      handle: 'pump_watch',
      text: expect.stringContaining('passport'),
    });
    expect(post.card).toEqual({
      url: 'https://www.example.com/research/wallet-clusters?ref=x',
      title: 'Wallet clusters behind the $MOON launch',
      description:
        'We traced 41 wallets funded from one exchange withdrawal & here is what they bought.',
      image: 'https://pbs.twimg.com/news_img/1893412300000000050/CardImg?format=jpg&name=orig',
      site_name: 'example.com',
    });
    // "<not financial advice>" was typed by a person: kept, yet not markup to the protocol.
    expect(post.text).toBe(
      '@pump_watch full write-up on the wallet cluster here https://www.example.com/research/wallet-clusters?ref=x <\u200bnot financial advice>',
    );
    expect(HTML_MARKUP.test(post.text)).toBe(false);
  });

  it('skips tweets matched only by rules that are not ours', () => {
    expect(map(foreignRule)).toEqual({ posts: [], problems: [], skipped: 'not our rule' });
  });

  it('skips a tweet whose author is missing from includes', () => {
    const raw: XStreamMessage = { ...photoTweet, includes: { ...photoTweet.includes, users: [] } };
    expect(map(raw)).toMatchObject({ posts: [], skipped: 'author not in includes.users' });
  });

  it('reports an operational disconnect as a problem and makes no post', () => {
    const { posts, problems } = map(operationalDisconnect);
    expect(posts).toEqual([]);
    expect(problems).toEqual([
      expect.objectContaining({
        title: 'operational-disconnect',
        disconnect_type: 'OperationalDisconnect',
      }),
    ]);
  });

  it('drops links that are not http(s) instead of failing the post', () => {
    const raw = structuredClone(photoTweet);
    const [user] = raw.includes?.users ?? [];
    const [photo] = raw.includes?.media ?? [];
    if (!user || !photo) throw new Error('fixture lost its user or photo');
    user.profile_image_url = 'javascript:alert(1)';
    photo.url = 'data:image/png;base64,AAAA';
    const post = onePost(raw);
    expect(post.author.avatar).toBeUndefined();
    expect(post.media?.images).toEqual([
      { url: 'https://pbs.twimg.com/media/GkT3xZaWsAA9z8y.png' },
    ]);
  });
});

const shape = (name: string) => {
  const found = X_REAL_SHAPES.find((s) => s.name.startsWith(name));
  if (!found) throw new Error(`no real shape named ${name}`);
  return XStreamMessage.parse(found.line);
};

/** The text blocks ingest reads addresses from, as far as an X post fills them. */
const addressesOf = (post: MappedPost) =>
  detectContractAddresses(
    [post.text, post.originalTweetText, post.quotedTweet?.text].filter(Boolean).join('\n'),
  );
type MappedPost = ReturnType<typeof PostFields.parse>;

describe('mapStreamMessage on long posts (note_tweet)', () => {
  it('reads the whole post from note_tweet, so an address past the cut is found', () => {
    const message = shape('a long post');
    expect(message.data?.text).not.toContain(SOL.longPost);
    const post = onePost(message);
    expect(post.text).toBe(message.data?.note_tweet?.text);
    expect(post.text.endsWith(`CA: ${SOL.longPost}`)).toBe(true);
    expect(addressesOf(post)).toEqual([{ address: SOL.longPost, chain: 'solana' }]);
  });

  it("expands the note's own t.co links (also past the cut) and decodes its entities", () => {
    const post = onePost(shape('escaped text'));
    expect(post.text).toContain('Q&A tonight with @pump_watch & the devs <3 $MOON chart: ');
    expect(post.text).toContain('https://dexscreener.com/solana/2ru2djqwdnkxwtauf ');
    expect(post.text.endsWith('Tokenomics: https://docs.example.com/tokenomics?lang=en&v=2')).toBe(
      true,
    );
    expect(post.text).not.toContain('t.co');
    expect(post.text).not.toContain('&amp;');
  });

  it('uses the note of a quoted tweet, a reposted one and a replied-to one', () => {
    const quote = onePost(shape('a quote of a long post'));
    expect(quote.text).toBe('read the whole thing before you ape');
    expect(quote.quotedTweet?.text?.endsWith(`CA: ${SOL.quoted}`)).toBe(true);
    expect(addressesOf(quote)).toEqual([{ address: SOL.quoted, chain: 'solana' }]);

    const repost = onePost(shape('a repost of a long post'));
    expect(repost.originalTweetText?.endsWith(`CA: ${SOL.reposted}`)).toBe(true);
    expect(repost.text).toBe(`RT @pump_watch: ${repost.originalTweetText}`);
    expect(addressesOf(repost)).toEqual([{ address: SOL.reposted, chain: 'solana' }]);

    const reply = onePost(shape('a reply to a long post'));
    expect(reply.replyTo?.text?.endsWith(`CA: ${SOL.repliedTo}`)).toBe(true);
  });

  it('maps every real shape to the card it must make', () => {
    for (const expected of X_REAL_SHAPES) {
      const { timing: _ingests, ...also } = expected.also ?? {};
      const post = onePost(XStreamMessage.parse(expected.line));
      expect(post, expected.name).toMatchObject({ id: expected.id, text: expected.text, ...also });
    }
  });
});

describe('mapStreamMessage on edits (edit_history_tweet_ids)', () => {
  const firstAt = '2026-03-02T10:20:00.000Z';
  const firstId = xId(firstAt, 6);
  const editId = xId('2026-03-02T10:23:45.000Z', 7);

  it("maps an edit to its first version's id and time, with editedAt and the newest url", () => {
    const post = onePost(shape('its edit'));
    expect(post).toMatchObject({
      id: `x:${firstId}`,
      text: `launched. CA: ${SOL.edited}`,
      createdAt: firstAt,
      editedAt: '2026-03-02T10:23:45.000Z',
      tweetUrl: `https://x.com/degen_diary/status/${editId}`,
    });
  });

  it('leaves a first version (its own id alone in the history) unmarked', () => {
    const post = onePost(shape('an original post'));
    expect(post.id).toBe(`x:${firstId}`);
    expect(post.editedAt).toBeUndefined();
  });

  it("falls back to the edit's created_at when the first id encodes no time", () => {
    expect(
      versionOf({
        id: editId,
        text: 'x',
        created_at: '2026-03-02T10:23:45.000Z',
        edit_history_tweet_ids: ['20', editId],
      }),
    ).toEqual({
      firstId: '20',
      createdAt: '2026-03-02T10:23:45.000Z',
      editedAt: '2026-03-02T10:23:45.000Z',
    });
    // Without created_at, the edit's own id tells its time.
    expect(versionOf({ id: editId, text: 'x', edit_history_tweet_ids: [firstId, editId] })).toEqual(
      { firstId, createdAt: firstAt, editedAt: '2026-03-02T10:23:45.000Z' },
    );
    // A history that is not X ids is ignored: the tweet is its own post.
    expect(versionOf({ id: editId, text: 'x', edit_history_tweet_ids: ['<b>', editId] })).toEqual({
      firstId: editId,
      createdAt: undefined,
    });
  });

  it('refers to an edited quoted tweet by its first id, the card the feed shows', () => {
    const raw = structuredClone(quoteWithVideo);
    const quoted = raw.includes?.tweets?.[0];
    if (!quoted) throw new Error('fixture lost its quoted tweet');
    quoted.edit_history_tweet_ids = ['1893399999999999000', quoted.id];
    expect(onePost(raw).quotedTweet?.id).toBe('x:1893399999999999000');
  });
});
