import { LIMITS, MESSAGES } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, collect, connectChatUser, emitRaw, PASSWORD } from '../../test/chat/support.ts';
import { nextEvent, startTestServer, type TestServer } from '../../test/server-support.ts';

describe('clock_ping', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.addUser('ann', PASSWORD);
  });
  afterAll(() => server.close());

  it("answers with the browser's reading and the server's clock, read between send and answer", async () => {
    const { socket } = await connectChatUser(server, 'ann');
    const before = Date.now();
    const pong = await ask(socket, 'clock_ping', { t0: 12345.5 }, 'clock_pong');
    const after = Date.now();
    expect(pong.t0).toBe(12345.5);
    expect(pong.serverTime).toBeGreaterThanOrEqual(before);
    expect(pong.serverTime).toBeLessThanOrEqual(after);
  });

  it('refuses a socket that has not signed in', async () => {
    const socket = server.socket();
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const refusal = await ask(socket, 'clock_ping', { t0: 1 }, 'socket_error');
    expect(refusal).toEqual({ event: 'clock_ping', message: MESSAGES.loginToSyncClock });
  });

  it.each([
    ['no payload', undefined],
    ['a string t0', { t0: 'now' }],
    ['an infinite t0', { t0: Number.POSITIVE_INFINITY }],
  ])('refuses %s with a sentence naming t0', async (_name, payload) => {
    const { socket } = await connectChatUser(server, 'ann');
    const refusal = await ask(socket, 'clock_ping', payload, 'socket_error');
    expect(refusal.event).toBe('clock_ping');
    expect(refusal.message).not.toBe(MESSAGES.internal);
    if (payload) expect(refusal.message).toContain('t0');
  });

  it('answers at most the per-minute limit, then says why, and the socket stays', async () => {
    const { socket } = await connectChatUser(server, 'ann');
    const pongs = collect(socket, 'clock_pong');
    const refused = nextEvent(socket, 'socket_error');
    for (let n = 0; n <= LIMITS.clockPingsPerMinute; n++) emitRaw(socket, 'clock_ping', { t0: n });
    expect((await refused).message).toBe(MESSAGES.clockPingsTooFast);
    expect(pongs).toHaveLength(LIMITS.clockPingsPerMinute);
    expect(socket.connected).toBe(true);
  });
});
