import { IngestItem, PostFields } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { loadFixture } from '../../../test/sources/fixture-support.ts';
import { mapStatus } from './map-status.ts';
import { MastodonStatus } from './payload.ts';

const WEB = 'https://truthsocial.com';
const page = MastodonStatus.array().parse(loadFixture('./truthsocial/statuses-new.json'));
const byId = (id: string) => {
  const status = page.find((s) => s.id === id);
  if (!status) throw new Error(`no status ${id} in the fixture`);
  return status;
};

/** Maps one status and checks it as ingest will. */
function post(id: string) {
  const item = mapStatus(byId(id), WEB);
  IngestItem.parse(item);
  return PostFields.parse(item);
}

const haldane = {
  handle: 'GovernorHaldane',
  name: 'Gov. Ruth Haldane',
  avatar:
    'https://static-assets-1.truthsocial.com/tmtg:prime-ts-assets/accounts/avatars/108/912/345/678/901/234/original/a1b2c3d4e5f6.jpg',
  verified: true,
};

describe('mapStatus', () => {
  it('maps a post with a link card: text from HTML, urls, author, card', () => {
    expect(post('113950000000001002')).toMatchObject({
      id: 'truth:113950000000001002',
      platform: 'truthsocial',
      isTruthSocial: true,
      createdAt: '2026-02-03T14:00:00.000Z',
      text: 'Our plan for American crypto leadership, in full:\nhttps://example.com/plans/digital-assets-2026',
      tweetUrl: 'https://truthsocial.com/@GovernorHaldane/113950000000001002',
      truthSocialUrl: 'https://truthsocial.com/@GovernorHaldane/113950000000001002',
      author: haldane,
      card: {
        url: 'https://example.com/plans/digital-assets-2026',
        title: 'Digital Assets Plan 2026',
        description: 'Twelve steps to make the country the crypto capital of the world.',
        image:
          'https://static-assets-1.truthsocial.com/tmtg:prime-ts-assets/cache/preview_cards/images/000/900/001/original/plan.jpg',
        site_name: 'Example Policy',
      },
    });
  });

  it('maps paragraphs and a video (preview as thumbnail); audio is not shown', () => {
    const mapped = post('113950000000001003');
    expect(mapped.text).toBe('Tremendous crowd tonight.\n\nThe energy is unbelievable <3');
    expect(mapped.media).toEqual({
      videos: [
        {
          url: 'https://static-assets-1.truthsocial.com/tmtg:prime-ts-assets/media_attachments/files/113/950/000/000/001/003/original/rally.mp4',
          thumbnail:
            'https://static-assets-1.truthsocial.com/tmtg:prime-ts-assets/media_attachments/files/113/950/000/000/001/003/small/rally.png',
        },
      ],
    });
  });

  it('maps a reply: isReply, and replyTo with the mentioned author', () => {
    const mapped = post('113950000000001004');
    expect(mapped.text).toBe('@PatriotPulse Thank you & see you Monday!');
    expect(mapped.isReply).toBe(true);
    expect(mapped.replyTo).toEqual({ id: 'truth:113950000000000904', handle: 'PatriotPulse' });
  });

  it('maps a quote: QUOTE type, quotedTweet and quotedUser, without the RT: link', () => {
    const mapped = post('113950000000001005');
    expect(mapped).toMatchObject({
      text: 'Very true! Digital assets built HERE, not overseas.',
      isQuote: true,
      truthSocialPostType: 'QUOTE',
      quotedUser: { handle: 'PatriotPulse', name: 'Patriot Pulse', verified: false },
      quotedTweet: {
        id: 'truth:113950000000000904',
        handle: 'PatriotPulse',
        name: 'Patriot Pulse',
        text: 'Poll: 61% of young voters say they have bought a digital coin or token.',
      },
    });
  });

  it('maps a repost: RETWEET type, retweetedUser, original text and media', () => {
    const mapped = post('113950000000001006');
    expect(mapped).toMatchObject({
      id: 'truth:113950000000001006',
      author: { handle: 'GovernorHaldane' },
      text: 'RT @PatriotPulse: The Senator’s crypto bill heads to committee on Monday.',
      isRetweet: true,
      truthSocialPostType: 'RETWEET',
      retweetedUser: { handle: 'PatriotPulse', name: 'Patriot Pulse' },
      originalTweetText: 'The Senator’s crypto bill heads to committee on Monday.',
      originalMedia: {
        images: [
          {
            url: 'https://static-assets-1.truthsocial.com/tmtg:prime-ts-assets/media_attachments/files/113/950/000/000/000/905/original/capitol.jpg',
          },
        ],
      },
      // The repost has no url of its own: it links to the reposted status.
      truthSocialUrl: 'https://truthsocial.com/@PatriotPulse/113950000000000905',
    });
  });

  it('reads a shallow quote (only the id) as Truth Social and Mastodon 4.4 send it', () => {
    const base = byId('113950000000001002');
    const truthShallow = mapStatus({ ...base, card: null, quote: null, quote_id: '42' }, WEB);
    expect(truthShallow).toMatchObject({ isQuote: true, quotedTweet: { id: 'truth:42' } });
    const mastodon = mapStatus(
      { ...base, card: null, quote: { state: 'accepted', quoted_status_id: '43' } },
      WEB,
    );
    expect(mastodon).toMatchObject({
      truthSocialPostType: 'QUOTE',
      quotedTweet: { id: 'truth:43' },
    });
  });

  it('builds the post link when the status has none, and drops non-http links', () => {
    const base = byId('113950000000001003');
    const mapped = mapStatus(
      {
        ...base,
        url: 'javascript:alert(1)',
        account: { ...base.account, avatar: 'ftp://example.com/a.png' },
      },
      WEB,
    );
    expect(mapped.truthSocialUrl).toBe(
      'https://truthsocial.com/@GovernorHaldane/posts/113950000000001003',
    );
    expect(mapped.author.avatar).toBeUndefined();
    PostFields.parse(mapped);
  });

  it('puts media alt text (description) in embeds, one per described image or video', () => {
    const base = byId('113950000000001003');
    const image = 'https://static-assets-1.truthsocial.com/media/original/chart.png';
    const mapped = mapStatus(
      {
        ...base,
        media_attachments: [
          { type: 'image', url: image, description: 'chart of the day 📈' },
          { type: 'audio', url: 'https://static-assets-1.truthsocial.com/a.mp3', description: 'x' },
          { type: 'image', url: image, description: '   ' },
        ],
      },
      WEB,
    );
    PostFields.parse(mapped);
    expect(mapped.embeds).toEqual([
      { title: 'Image 1 of 2: alt text', description: 'chart of the day 📈', url: image },
    ]);
  });

  it('reads a link in a quoted post from its href, and keeps the quote of a quote by id', () => {
    const base = byId('113950000000001005');
    const quote = byId('113950000000001005').quote;
    if (!quote || !('account' in quote)) throw new Error('fixture lost its quote');
    const mapped = mapStatus(
      {
        ...base,
        quote: {
          ...quote,
          content:
            '<p>chart <a href="https://dexscreener.com/solana/7vfCXTUXx5WJV5JADk17DUJ4ksgau7utNKj4b963voxs"><span class="invisible">https://</span><span class="ellipsis">dexscreener.com/solana/7vfC</span><span class="invisible">XTUXx5WJV5JADk17DUJ4ksgau7utNKj4b963voxs</span></a></p>',
          quote_id: '113950000000000800',
        },
      },
      WEB,
    );
    expect(PostFields.parse(mapped).quotedTweet).toMatchObject({
      text: 'chart https://dexscreener.com/solana/7vfCXTUXx5WJV5JADk17DUJ4ksgau7utNKj4b963voxs',
      quotedTweet: { id: 'truth:113950000000000800' },
    });
  });
});
