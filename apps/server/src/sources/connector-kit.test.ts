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
  const good = { id: 'x:1', text: 'gm', author: { handle: 'a' } };
  const bad = { id: 'x:2', text: 'gm', author: { handle: 'a', avatar: 'javascript:alert(1)' } };

  it('hands valid items on and drops an invalid one with a warning, not the batch', async () => {
    const logged = log();
    const sink = vi.fn(async () => {});
    await new Delivery('x', logged).send(sink, [good, bad], 1_700_000_000_123);
    expect(sink).toHaveBeenCalledWith([{ ...good, receivedAt: 1_700_000_000_123 }]);
    expect(logged.warn).toHaveBeenCalledWith(
      { source: 'x', id: 'x:2', fields: ['author.avatar: must be an http(s) URL'] },
      'dropped an invalid item',
    );
  });

  it('stamps posts with when they reached us, keeps a time already given, and not on updates', async () => {
    const sink = vi.fn(async () => {});
    const deletion = { type: 'deleted_tweet', id: 'x:1' } as const;
    const stamped = { ...good, receivedAt: 1_600_000_000_000 };
    await new Delivery('x', log()).send(sink, [good, stamped, deletion], 1_700_000_000_123);
    expect(sink).toHaveBeenCalledWith([
      { ...good, receivedAt: 1_700_000_000_123 },
      stamped,
      deletion,
    ]);
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
