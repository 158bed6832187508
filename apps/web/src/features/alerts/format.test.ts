import type { AlertChannel } from '@launchdeck/protocol';
import { describe, expect, it } from 'vitest';
import { relativeTime, ruleSummary, splitAccounts, splitKeywords } from './format.ts';
import { sendingSoon } from './queries.tsx';

const channels: AlertChannel[] = [
  {
    id: 'wh_00000001',
    kind: 'webhook',
    name: 'My bot',
    target: 'https://bot.example',
    createdAt: '',
  },
  { id: 'ch_00000002', kind: 'telegram', name: 'Phone', target: '-1001234567890', createdAt: '' },
];

describe('splitAccounts and splitKeywords', () => {
  it('splits handles at commas and spaces, as typed', () => {
    expect(splitAccounts(' @Toly,aeyakovenko  bob ,, ')).toEqual(['@Toly', 'aeyakovenko', 'bob']);
    expect(splitAccounts('  ')).toEqual([]);
  });

  it('splits keywords at commas only', () => {
    expect(splitKeywords('launch, pump it ,$BONK,')).toEqual(['launch', 'pump it', '$BONK']);
  });
});

describe('ruleSummary', () => {
  it('says a rule in one line', () => {
    expect(
      ruleSummary(
        {
          name: 'x',
          accounts: ['toly'],
          kinds: ['reply', 'post'],
          hasAddress: true,
          channels: ['wh_00000001'],
        },
        channels,
      ),
    ).toBe('Posts, replies from @toly · with an address · to My bot');
  });

  it('names every account, every word and every channel, or says there are none', () => {
    expect(
      ruleSummary(
        {
          name: 'x',
          kinds: [
            'post',
            'reply',
            'quote',
            'repost',
            'profile_update',
            'follow',
            'pinned',
            'delete',
            'external',
          ],
          keywords: ['launch', 'moon'],
          memeWords: true,
          updates: true,
          channels: ['ch_00000002', 'wh_99999999'],
        },
        channels,
      ),
    ).toBe(
      'Everything from every watched account · saying launch, moon or my meme words · with later versions · to Phone, a deleted channel',
    );
    expect(ruleSummary({ name: 'x', kinds: ['delete'] }, [])).toBe(
      'Deletions from every watched account · to no channel yet',
    );
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2026-11-30T02:00:00.000Z');
  it('reads seconds, minutes and hours either way', () => {
    expect(relativeTime('2026-11-30T02:00:02.000Z', now)).toBe('just now');
    expect(relativeTime('2026-11-30T02:00:30.000Z', now)).toBe('in 30 s');
    expect(relativeTime('2026-11-30T01:55:00.000Z', now)).toBe('5 min ago');
    expect(relativeTime('2026-11-30T04:30:00.000Z', now)).toBe('in 2.5 h');
  });
});

describe('sendingSoon', () => {
  const now = Date.parse('2026-11-30T02:00:00.000Z');
  const pending = (nextAttemptAt?: string) => ({
    deliveries: [
      {
        id: 'msg_00000001',
        type: 'webhook.test' as const,
        seq: 1,
        postId: 'p',
        status: 'pending' as const,
        attempts: 0,
        createdAt: '2026-11-30T02:00:00.000Z',
        ...(nextAttemptAt ? { nextAttemptAt } : {}),
      },
    ],
  });

  it('asks again while a delivery is being sent or due within a minute, not for a later retry', () => {
    expect(sendingSoon(pending(), now)).toBe(true);
    expect(sendingSoon(pending('2026-11-30T02:00:05.000Z'), now)).toBe(true);
    expect(sendingSoon(pending('2026-11-30T02:05:00.000Z'), now)).toBe(false);
    expect(sendingSoon({ deliveries: [] }, now)).toBe(false);
    expect(sendingSoon(undefined, now)).toBe(false);
  });
});
