import { describe, expect, it } from 'vitest';
import {
  snowflakeTimeMastodon,
  snowflakeTimeX,
  sourceTimeOf,
  sourceTimeOfPostId,
  tidTime,
} from './source-time.ts';

const ms = (iso: string) => Date.parse(iso);

describe('source times decoded from real platform ids', () => {
  // Each row: a published id, the time its platform printed for it, and how close the id's
  // encoded time must be (X prints created_at to the second, so its id says more than it does).
  const cases: Array<[string, string, string, number]> = [
    // X's own API reference, GET statuses/show: created_at "Wed Oct 10 20:19:24 +0000 2018".
    ['X status 1050118621198921728', 'x:1050118621198921728', '2018-10-10T20:19:24Z', 1000],
    // A Truth Social status as its Mastodon-compatible API printed it (created_at to the ms).
    [
      'Truth Social status 113943538543524813',
      'truth:113943538543524813',
      '2025-02-04T03:40:19.675Z',
      10,
    ],
    // Mastodon's documentation, Status entity example: created_at 2019-12-08T03:48:33.901Z.
    [
      'Mastodon status 103270115826048975',
      'truth:103270115826048975',
      '2019-12-08T03:48:33.901Z',
      100,
    ],
    // Jetstream's documented commit: record createdAt 02.102Z (the app's clock), event time_us
    // 02.329308Z (the relay); the PDS mints the TID in between.
    [
      'Bluesky record key 3l3qo2vuowo2b',
      'bsky:did:plc:eygmaihciaxprqvxpfvl6flk/3l3qo2vuowo2b',
      '2024-09-09T19:46:02.2Z',
      130,
    ],
  ];

  it.each(cases)('%s', (_name, id, printed, tolerance) => {
    const decoded = sourceTimeOfPostId(id);
    expect(decoded).toBeDefined();
    expect(Math.abs((decoded ?? 0) - ms(printed))).toBeLessThanOrEqual(tolerance);
  });

  it('decodes to the exact millisecond (and microsecond for a TID)', () => {
    expect(snowflakeTimeX('1050118621198921728')).toBe(ms('2018-10-10T20:19:24.211Z'));
    expect(snowflakeTimeMastodon('113943538543524813')).toBe(ms('2025-02-04T03:40:19.670Z'));
    expect(tidTime('3l3qo2vuowo2b')).toBeCloseTo(ms('2024-09-09T19:46:02.246Z') + 0.036, 3);
  });

  it('puts a Bluesky TID between the app createdAt and the relay time', () => {
    const tid = tidTime('3l3qo2vuowo2b') ?? 0;
    expect(tid).toBeGreaterThan(ms('2024-09-09T19:46:02.102Z'));
    expect(tid).toBeLessThan(1725911162329.308);
  });
});

describe('ids that encode no time', () => {
  it.each([
    ['a pre-Snowflake X id', 'x:20'],
    ['a webhook id', 'hook-123'],
    ['a demo id', 'demo:scene-4'],
    ['a Bluesky rkey that is not a TID', 'bsky:did:plc:abc/self'],
    ['a Bluesky rkey of TID length with a bad first character', 'bsky:did:plc:abc/zl3qo2vuowo2b'],
    ['a Truth Social id too small to be a time', 'truth:12345'],
  ])('%s', (_name, id) => {
    expect(sourceTimeOfPostId(id)).toBeUndefined();
  });
});

describe('sourceTimeOf', () => {
  const createdAt = ms('2024-01-01T00:00:00Z');

  it('prefers the id and says so', () => {
    expect(sourceTimeOf('x:1050118621198921728', createdAt)).toEqual({
      at: ms('2018-10-10T20:19:24.211Z'),
      from: 'id',
    });
  });

  it('falls back to created_at when the id encodes nothing', () => {
    expect(sourceTimeOf('hook-1', createdAt)).toEqual({ at: createdAt, from: 'created_at' });
  });
});
