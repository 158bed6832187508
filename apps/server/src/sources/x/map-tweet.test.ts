import { HTML_MARKUP, IngestItem, PostFields } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../../test/sources/fixture-support.ts';
import { mapStreamMessage } from './map-tweet.ts';
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
      text: 'RT @pump_watch: when the liquidity gets pulled but you already sold at the top',
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
