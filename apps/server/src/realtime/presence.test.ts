import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PresenceBroadcaster } from './presence.ts';
import type { RealtimeServer } from './types.ts';

/** Just enough of a Socket.IO server: a roster to fetch and a broadcast to record. */
function fakeServer(online: string[]) {
  const sent: string[][] = [];
  const io = {
    in: () => ({ fetchSockets: async () => online.map((username) => ({ data: { username } })) }),
    to: () => ({
      emit: (_event: string, payload: { users: string[] }) => sent.push(payload.users),
    }),
  } as unknown as RealtimeServer;
  return { io, sent };
}

describe('PresenceBroadcaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const make = (online: string[]) => {
    const server = fakeServer(online);
    const presence = new PresenceBroadcaster(
      server.io,
      (err) => {
        throw err;
      },
      500,
      () => Date.now(),
    );
    return { ...server, presence };
  };

  it('sends at once after a quiet spell, with the roster sorted and without repeats', async () => {
    const { presence, sent } = make(['ben', 'ann', 'ben']);
    presence.request();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([['ann', 'ben']]);
  });

  it('merges a burst of requests into one roster', async () => {
    const { presence, sent } = make(['ann']);
    for (let i = 0; i < 100; i += 1) presence.request();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
  });

  it('sends at most once per interval during a reconnect storm, and the last change still goes out', async () => {
    const online = ['ann'];
    const { presence, sent } = make(online);
    for (let t = 0; t < 2000; t += 10) {
      online.push(`user${t}`);
      presence.request();
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(500);
    expect(sent.length).toBeLessThanOrEqual(6);
    expect(sent.at(-1)).toHaveLength(online.length);
  });
});
