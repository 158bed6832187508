import { MESSAGES, SESSION_HEADER } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextEvent, startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import { WALLET_IMPORT_RATE_LIMIT } from '../wallets/routes.ts';

/** Spellings of one session id that are not it: padded, cut, re-cased, wrapped. */
const spellingsOf = (id: string) => [
  `${id}\u00a0`,
  `${id}\u00a0\u00a0\u00a0`,
  `\u00a0${id}`,
  `${id}\t${'\u00a0'}`,
  `${id}=`,
  `${id}A`,
  id.slice(0, -1),
  id.toUpperCase() === id ? id.toLowerCase() : id.toUpperCase(),
  `"${id}"`,
];

describe.each(storageKinds())('one identity per session (issue 47) on %s', (kind) => {
  let server: TestServer;
  let sessionId: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.addUser('trader', 'trader-password');
    sessionId = (await server.login('trader', 'trader-password')).sessionId;
  });
  afterAll(() => server.close());

  const send = (method: string, path: string, header: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { [SESSION_HEADER]: header, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('takes a session id only in its exact form: every other spelling is no session', async () => {
    expect((await send('GET', '/api/wallets', sessionId)).status).toBe(200);
    for (const spelling of spellingsOf(sessionId)) {
      const answer = await send('GET', '/api/wallets', spelling);
      expect(answer.status, JSON.stringify(spelling)).toBe(401);
      expect(await answer.json()).toMatchObject({ error: MESSAGES.sessionInvalid });
    }
  });

  it('gives a padded header no counter of its own: the limit holds for the session', async () => {
    const importKey = () =>
      send('POST', '/api/wallets/import', sessionId, { wallet_api: 'not a key' });
    for (let i = 0; i < WALLET_IMPORT_RATE_LIMIT.max; i++) {
      expect((await importKey()).status).toBe(400);
    }
    expect((await importKey()).status).toBe(429);
    // Before, each padding was the same session under a fresh count: 400 again, the key checked.
    for (const spelling of spellingsOf(sessionId)) {
      const padded = await send('POST', '/api/wallets/import', spelling, { wallet_api: 'x' });
      expect(padded.status, JSON.stringify(spelling)).not.toBe(400);
    }
    expect((await importKey()).status).toBe(429);
  });

  it('refuses a padded session id at the socket handshake and on events', async () => {
    const socket = server.socket();
    socket.emit('user_connected', { sessionId: `${sessionId}\u00a0` });
    expect(await nextEvent(socket, 'auth_error')).toEqual({ message: MESSAGES.sessionInvalid });
  });
});
