import { describe, expect, it, vi } from 'vitest';
import {
  Delivery,
  decodeEntities,
  httpUrl,
  plainText,
  rateLimitDelay,
  rateLimitResetAt,
} from './connector-kit.ts';

const NOW = Date.UTC(2026, 1, 3, 14, 0, 0);

describe('rateLimitResetAt', () => {
  it.each([
    ['X: epoch seconds', { 'x-rate-limit-reset': String(NOW / 1000 + 60) }, NOW + 60_000],
    ['Mastodon: an ISO date', { 'x-ratelimit-reset': '2026-02-03T14:05:00.000Z' }, NOW + 300_000],
    ['Retry-After: seconds from now', { 'retry-after': '30' }, NOW + 30_000],
    ['nothing said', {}, undefined],
    ['junk', { 'x-rate-limit-reset': 'soon' }, undefined],
  ])('reads %s', (_name, headers, expected) => {
    expect(rateLimitResetAt(new Headers(headers), NOW)).toBe(expected);
  });
});

describe('rateLimitDelay', () => {
  it.each([
    ['waits for the reset when it is later than the backoff', 1000, NOW + 90_000, 90_000],
    ['keeps the backoff when the reset has passed', 4000, NOW - 5000, 4000],
    ['waits at least a minute when no reset was given', 2000, undefined, 60_000],
    ['waits at most 15 minutes', 1000, NOW + 3_600_000, 900_000],
  ])('%s', (_name, backoff, resetAt, expected) => {
    expect(rateLimitDelay(backoff, resetAt, NOW)).toBe(expected);
  });
});

describe('httpUrl', () => {
  it.each([
    ['https://example.com/a?b=c', 'https://example.com/a?b=c'],
    ['  http://example.com  ', 'http://example.com'],
    ['javascript:alert(1)', undefined],
    ['data:image/png;base64,AAAA', undefined],
    ['ftp://example.com/file', undefined],
    ['https://exa mple.com', undefined],
    [`https://example.com/${'a'.repeat(2100)}`, undefined],
    [42, undefined],
    [null, undefined],
  ])('%s → %s', (value, expected) => {
    expect(httpUrl(value)).toBe(expected);
  });
});

describe('decodeEntities', () => {
  it.each([
    ['&amp;&lt;&gt;&quot;&apos;', '&<>"\''],
    ['&#39;&#x27;&#8217;&#x1F680;', "''’🚀"],
    ['&hellip;&nbsp;&mdash;', '…\u00a0—'],
    ['&unknown; &#xZZ; &#0; & alone', '&unknown; &#xZZ; &#0; & alone'],
  ])('%s', (text, expected) => {
    expect(decodeEntities(text)).toBe(expected);
  });
});

describe('plainText', () => {
  it.each([
    ['a < b and <3 stay as they are', 'a < b and <3 stay as they are'],
    ['<b>bold</b>', '<\u200bb>bold<\u200b/b>'],
    ['<!-- x --> <!doctype html>', '<\u200b!-- x --> <\u200b!doctype html>'],
  ])('%s', (text, expected) => {
    expect(plainText(text)).toBe(expected);
  });

  it('cuts text over the limit with an ellipsis', () => {
    expect(plainText('abcdef', 4)).toBe('abc…');
  });
});

describe('Delivery', () => {
  const log = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });
  const createdAt = '2026-11-29T08:00:00.000Z';
  const good = { id: 'x:1', text: 'gm', createdAt, author: { handle: 'a' } };
  const RECEIVED = 1_700_000_000_123;
  const observer = () => ({ repaired: vi.fn(), refused: vi.fn() });

  it('delivers a post with a bad optional field left out, and counts it (issue 46)', async () => {
    const logged = log();
    const counted = observer();
    const sink = vi.fn(async () => {});
    const bad = {
      id: 'x:2',
      text: 'gm',
      createdAt,
      author: { handle: 'a', avatar: 'javascript:alert(1)' },
    };
    await new Delivery('x', logged, counted).send(sink, [good, bad], RECEIVED);
    expect(sink).toHaveBeenCalledWith([
      { ...good, receivedAt: RECEIVED },
      { id: 'x:2', text: 'gm', createdAt, author: { handle: 'a' }, receivedAt: RECEIVED },
    ]);
    expect(counted.repaired).toHaveBeenCalledWith('x', 'author.avatar');
    expect(logged.warn).not.toHaveBeenCalled();
  });

  it('shortens a too-long optional field on a grapheme boundary instead of refusing the post', async () => {
    const sink = vi.fn(async () => {});
    const card = {
      url: 'https://example.com',
      title: `${'b'.repeat(200)}😀`,
      description: `${'a'.repeat(998)}😀more`,
    };
    await new Delivery('x', log()).send(sink, [{ ...good, card }], RECEIVED);
    const [[delivered]] = sink.mock.calls as unknown as [[Array<{ card: typeof card }>]];
    expect(delivered[0]?.card).toEqual({
      url: 'https://example.com',
      title: `${'b'.repeat(199)}…`,
      description: `${'a'.repeat(998)}😀…`,
    });
  });

  it('drops a bad item of a list, keeping the rest', async () => {
    const sink = vi.fn(async () => {});
    const media = {
      images: [
        { url: 'https://a.example/1.png' },
        { url: 'ftp://b' },
        { url: 'https://a.example/3.png' },
      ],
    };
    await new Delivery('x', log()).send(sink, [{ ...good, media }], RECEIVED);
    expect(sink).toHaveBeenCalledWith([
      {
        ...good,
        receivedAt: RECEIVED,
        media: { images: [{ url: 'https://a.example/1.png' }, { url: 'https://a.example/3.png' }] },
      },
    ]);
  });

  it('refuses a post whose identity is unusable, logs it once with its id, and counts the reason', async () => {
    const logged = log();
    const counted = observer();
    const sink = vi.fn(async () => {});
    const noHandle = { id: 'x:3', text: 'gm', createdAt, author: { handle: '<b>' } };
    await new Delivery('x', logged, counted).send(sink, [good, noHandle], RECEIVED);
    expect(sink).toHaveBeenCalledWith([{ ...good, receivedAt: RECEIVED }]);
    expect(counted.refused).toHaveBeenCalledWith('x', 'identity');
    expect(logged.warn).toHaveBeenCalledTimes(1);
    expect(logged.warn.mock.calls[0]?.[0]).toMatchObject({
      source: 'x',
      id: 'x:3',
      reason: 'identity',
    });
  });

  it('dates a post without a readable date when it was received, rather than losing it', async () => {
    const sink = vi.fn(async () => {});
    const undated = { id: 'x:4', text: 'gm', author: { handle: 'a' }, created_at: 'yesterday-ish' };
    await new Delivery('x', log()).send(sink, [undated], RECEIVED);
    expect(sink).toHaveBeenCalledWith([
      {
        id: 'x:4',
        text: 'gm',
        author: { handle: 'a' },
        receivedAt: RECEIVED,
        createdAt: new Date(RECEIVED).toISOString(),
      },
    ]);
  });

  it('stamps posts with when they reached us, keeps a time already given, and not on updates', async () => {
    const sink = vi.fn(async () => {});
    const deletion = { type: 'deleted_tweet', id: 'x:1' } as const;
    const stamped = { ...good, receivedAt: 1_600_000_000_000 };
    await new Delivery('x', log()).send(sink, [good, stamped, deletion], RECEIVED);
    expect(sink).toHaveBeenCalledWith([{ ...good, receivedAt: RECEIVED }, stamped, deletion]);
  });

  it('logs a sink that throws or rejects, and never rejects itself', async () => {
    const logged = log();
    const delivery = new Delivery('x', logged);
    await delivery.send(() => {
      throw new Error('boom');
    }, [good]);
    await delivery.send(async () => Promise.reject(new Error('db down')), [good]);
    await delivery.settle();
    expect(logged.warn.mock.calls.map((call) => call[0])).toEqual([
      { source: 'x', items: 1, err: 'boom' },
      { source: 'x', items: 1, err: 'db down' },
    ]);
  });
});
