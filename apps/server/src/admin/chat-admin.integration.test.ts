import { MESSAGES } from '@launchdeck/protocol';
import { makeCreateGroupPayload, newChatCode } from '@launchdeck/protocol/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, connectChatUser, PASSWORD } from '../chat/test-support.ts';
import { ADMIN, nextEvent, startTestServer, type TestServer } from '../test-support/server.ts';
import { storageKinds } from '../test-support/storage.ts';

describe.each(storageKinds())('admin chat routes on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const name of ['lea', 'max']) await server.addUser(name, PASSWORD);
    admin = (await server.login(ADMIN.username, ADMIN.password)).sessionId;
    user = (await server.login('lea', PASSWORD)).sessionId;
  });
  afterAll(() => server.close());

  const call = async (method: string, path: string, body?: unknown, session = admin) => {
    const res = await server.request(method, path, body, session);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  const routes: Array<[string, string, unknown]> = [
    ['GET', '/api/admin/chat/log', undefined],
    ['GET', '/api/admin/chat/modes', undefined],
    ['GET', '/api/admin/chat/whitelist', undefined],
    ['POST', '/api/admin/chat/whitelist', { username: 'lea' }],
    ['DELETE', '/api/admin/chat/whitelist', { username: 'lea' }],
    ['POST', '/api/admin/users/lea/can-chat', { canChat: false }],
    ['POST', '/api/admin/announcements', { message: 'hello' }],
  ];
  it.each(routes)('%s %s is for the admin only', async (method, path, body) => {
    expect(await call(method, path, body, user)).toEqual({
      status: 403,
      body: { error: MESSAGES.adminOnly },
    });
    expect((await call(method, path, body, 'no-session')).status).toBe(401);
  });

  it('lists the newest chat lines first, with their type and group', async () => {
    const lea = await connectChatUser(server, 'lea');
    const say = async (message: string) => {
      const own = nextEvent(lea.socket, 'chat_message');
      lea.socket.emit('send_chat_message', { sessionId: lea.sessionId, message });
      await own;
    };
    await say('first public');
    const code = newChatCode();
    await ask(
      lea.socket,
      'create_private_group',
      makeCreateGroupPayload({ sessionId: lea.sessionId, groupName: 'Log Group', chatCode: code }),
      'private_group_created',
    );
    await ask(
      lea.socket,
      'set_chat_mode',
      { sessionId: lea.sessionId, chatMode: 'group' },
      'chat_mode_set',
    );
    await say('then in the group');

    const log = await call('GET', '/api/admin/chat/log?limit=2');
    expect(log.status).toBe(200);
    expect(log.body.lines).toEqual([
      {
        timestamp: expect.any(String),
        type: 'group',
        username: 'lea',
        message: 'then in the group',
        group: code,
      },
      {
        timestamp: expect.any(String),
        type: 'public',
        username: 'lea',
        message: 'first public',
        group: null,
      },
    ]);
    expect(((await call('GET', '/api/admin/chat/log')).body.lines as unknown[]).length).toBe(2);

    const modes = await call('GET', '/api/admin/chat/modes');
    expect(modes.body.modes).toMatchObject({
      lea: { chatMode: 'group', currentGroup: code },
      max: { chatMode: 'public', currentGroup: null },
    });
  });

  it.each([
    ['0', 'limit must be at least 1'],
    ['abc', 'limit must be a number'],
    ['1.5', 'limit must be a whole number'],
    ['100000', 'limit must be at most 1000'],
  ])('refuses limit=%s', async (limit, error) => {
    const res = await call('GET', `/api/admin/chat/log?limit=${limit}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(error);
  });

  it('adds, lists and removes whitelisted users', async () => {
    expect(await call('POST', '/api/admin/chat/whitelist', { username: 'max' })).toEqual({
      status: 200,
      body: { message: MESSAGES.whitelistAdded, usernames: ['max'] },
    });
    expect(
      (await call('POST', '/api/admin/chat/whitelist', { username: 'MAX' })).body.usernames,
    ).toEqual(['max']);
    expect(await call('GET', '/api/admin/chat/whitelist')).toEqual({
      status: 200,
      body: { usernames: ['max'] },
    });
    expect(await call('DELETE', '/api/admin/chat/whitelist', { username: 'max' })).toEqual({
      status: 200,
      body: { message: MESSAGES.whitelistRemoved, usernames: [] },
    });
    expect(await call('DELETE', '/api/admin/chat/whitelist', { username: 'max' })).toEqual({
      status: 404,
      body: { error: MESSAGES.whitelistNotListed },
    });
  });

  it.each([
    ['no body', undefined, 400, MESSAGES.bodyNotObject],
    ['no username', {}, 400, MESSAGES.usernamePasswordRequired],
    ['a 10 KB username', { username: 'x'.repeat(10_240) }, 400, MESSAGES.usernameTooLong],
    ['an unknown user', { username: 'nobody' }, 404, MESSAGES.userNotFound],
  ])('refuses a whitelist change with %s', async (_what, body, status, error) => {
    const res = await call('POST', '/api/admin/chat/whitelist', body ?? '');
    expect(res.status).toBe(status);
    if (body !== undefined) expect(res.body.error).toBe(error);
  });

  it('switches canChat, refusing bad bodies, unknown users and the admin', async () => {
    expect(await call('POST', '/api/admin/users/max/can-chat', { canChat: false })).toEqual({
      status: 200,
      body: { message: MESSAGES.canChatDisabled },
    });
    const list = await call('GET', '/api/admin/credentials');
    expect((list.body.credentials as Record<string, { canChat: boolean }>).max?.canChat).toBe(
      false,
    );
    expect((await call('POST', '/api/admin/users/max/can-chat', { canChat: true })).body).toEqual({
      message: MESSAGES.canChatEnabled,
    });
    expect(await call('POST', '/api/admin/users/max/can-chat', { canChat: 'yes' })).toMatchObject({
      status: 400,
      body: { error: 'canChat must be true or false' },
    });
    expect((await call('POST', '/api/admin/users/nobody/can-chat', { canChat: true })).status).toBe(
      404,
    );
    expect(
      await call('POST', `/api/admin/users/${ADMIN.username}/can-chat`, { canChat: false }),
    ).toEqual({
      status: 403,
      body: { error: MESSAGES.reservedAdmin },
    });
  });

  it('sends an announcement to every connected user', async () => {
    const lea = await connectChatUser(server, 'lea');
    const max = await connectChatUser(server, 'max');
    const alerts = [nextEvent(lea.socket, 'admin_alert'), nextEvent(max.socket, 'admin_alert')];
    expect(
      await call('POST', '/api/admin/announcements', { message: '  Maintenance at noon  ' }),
    ).toEqual({
      status: 200,
      body: { message: MESSAGES.announcementSent },
    });
    expect(await Promise.all(alerts)).toEqual([
      { message: 'Maintenance at noon' },
      { message: 'Maintenance at noon' },
    ]);
    expect(await call('POST', '/api/admin/announcements', { message: '' })).toEqual({
      status: 400,
      body: {
        error: 'Announcement message is required',
        fields: { message: 'Announcement message is required' },
      },
    });
    expect(
      (await call('POST', '/api/admin/announcements', { message: 'x'.repeat(1001) })).status,
    ).toBe(400);
  });
});
