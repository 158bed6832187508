import { ADMIN_API, WATCHED_ACCOUNTS_PATH, WatchedAccountsPayload } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectChatUser, PASSWORD } from '../../test/chat/support.ts';
import {
  ADMIN,
  startTestServer,
  type TestServer,
  waitForEvent,
} from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';

describe.each(storageKinds())('watched accounts for the browser on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.addUser('rae', PASSWORD);
    await server.addUser('sol', PASSWORD);
  });
  afterAll(() => server.close());

  it('lists the watched accounts with name and avatar to a logged-in trader only', async () => {
    await server.app.accounts.watch({
      handle: '@Alpha',
      name: 'Alpha Caller',
      avatar: 'https://a/p.png',
    });
    expect((await server.request('GET', WATCHED_ACCOUNTS_PATH)).status).toBe(401);
    const { sessionId } = await server.login('rae', PASSWORD);
    const answer = await server.request('GET', WATCHED_ACCOUNTS_PATH, undefined, sessionId);
    expect(answer.status).toBe(200);
    const { accounts } = WatchedAccountsPayload.parse(await answer.json());
    expect(accounts).toContainEqual({
      handle: 'alpha',
      name: 'Alpha Caller',
      avatar: 'https://a/p.png',
      platform: 'twitter',
    });
  });

  it('sends the new list to every logged-in window after /add and /remove', async () => {
    const admin = (await server.login(ADMIN.username, ADMIN.password)).sessionId;
    await server.request('POST', ADMIN_API.commandWhitelist, { username: 'sol' }, admin);
    const sol = await connectChatUser(server, 'sol');
    const rae = await connectChatUser(server, 'rae');
    const has = (handle: string) => (p: WatchedAccountsPayload) =>
      p.accounts.some((a) => a.handle === handle);
    const added = waitForEvent(rae.socket, 'watched_accounts', has('fresh'));
    sol.socket.emit('send_chat_message', { sessionId: sol.sessionId, message: '/add @Fresh' });
    expect((await added).accounts.map((a) => a.handle)).toContain('fresh');
    const removed = waitForEvent(rae.socket, 'watched_accounts', (p) => !has('fresh')(p));
    sol.socket.emit('send_chat_message', { sessionId: sol.sessionId, message: '/remove @fresh' });
    expect((await removed).accounts.map((a) => a.handle)).not.toContain('fresh');
  });
});
