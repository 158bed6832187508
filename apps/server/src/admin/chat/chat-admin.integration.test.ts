import {
  ADMIN_API,
  type ChatLogResponseBody,
  type ChatModesResponseBody,
  MESSAGES,
} from '@launchdeck/protocol';
import { makeCreateGroupPayload, newChatCode } from '@launchdeck/protocol/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminTestServer,
  PASSWORD,
  refused,
  startAdminTestServer,
} from '../../../test/admin/support.ts';
import { ask, connectChatUser } from '../../../test/chat/support.ts';
import { nextEvent } from '../../../test/server-support.ts';
import { storageKinds } from '../../../test/storage/support.ts';

const READABLE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC$/;

describe.each(storageKinds())('admin chat log, chat modes and command whitelist on %s', (kind) => {
  let server: AdminTestServer;
  beforeAll(async () => {
    server = await startAdminTestServer(kind, ['lea', 'max']);
  });
  afterAll(() => server.close());

  it('lists the newest chat lines first, with their type and group, as many as asked', async () => {
    const lea = await connectChatUser(server, 'lea', PASSWORD);
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

    const log = await server.call('GET', `${ADMIN_API.chatLog}?lines=1`);
    expect(log).toEqual({
      status: 200,
      body: {
        logs: [
          {
            timestamp: expect.any(String),
            type: 'group',
            username: 'lea',
            message: 'then in the group',
            group: code,
          },
        ],
      },
    });
    const all = (await server.call('GET', ADMIN_API.chatLog)).body as ChatLogResponseBody;
    expect(all.logs.map((l) => [l.type, l.message, l.group])).toEqual([
      ['group', 'then in the group', code],
      ['public', 'first public', null],
    ]);

    const modes = (await server.call('GET', ADMIN_API.chatModes)).body as ChatModesResponseBody;
    expect(modes.chatModes.find((m) => m.username === 'lea')).toEqual({
      username: 'lea',
      chatMode: 'group',
      currentGroup: code,
      readableTime: expect.stringMatching(READABLE_TIME),
    });
    expect(modes.chatModes.find((m) => m.username === 'max')).toEqual({
      username: 'max',
      chatMode: 'public',
      currentGroup: null,
      readableTime: 'Never changed',
    });
    expect(modes.activeModes).toEqual([{ username: 'lea', chatMode: 'group' }]);
  });

  it('counts a user with two tabs once among the active modes', async () => {
    await connectChatUser(server, 'max', PASSWORD);
    await connectChatUser(server, 'max', PASSWORD);
    const modes = (await server.call('GET', ADMIN_API.chatModes)).body as ChatModesResponseBody;
    expect(modes.activeModes).toEqual([
      { username: 'lea', chatMode: 'group' },
      { username: 'max', chatMode: 'public' },
    ]);
  });

  it.each([
    ['0', 'lines must be at least 1'],
    ['abc', 'lines must be a number'],
    ['1.5', 'lines must be a whole number'],
    ['100000', 'lines must be at most 5000'],
  ])('refuses lines=%s', async (lines, error) => {
    expect(await server.call('GET', `${ADMIN_API.chatLog}?lines=${lines}`)).toEqual(
      refused(400, error),
    );
  });

  it('adds, lists and removes whitelisted users', async () => {
    expect(await server.call('POST', ADMIN_API.commandWhitelist, { username: 'max' })).toEqual({
      status: 200,
      body: { message: MESSAGES.whitelistAdded, allowedUsers: ['max'] },
    });
    expect(
      (await server.call('POST', ADMIN_API.commandWhitelist, { username: 'MAX' })).body
        .allowedUsers,
    ).toEqual(['max']);
    expect(await server.call('GET', ADMIN_API.commandWhitelist)).toEqual({
      status: 200,
      body: { allowedUsers: ['max'] },
    });
    expect(await server.call('DELETE', ADMIN_API.commandWhitelistUser('Max'))).toEqual({
      status: 200,
      body: { message: MESSAGES.whitelistRemoved, allowedUsers: [] },
    });
    expect(await server.call('DELETE', ADMIN_API.commandWhitelistUser('max'))).toEqual(
      refused(404, MESSAGES.whitelistNotListed),
    );
    expect(await server.call('DELETE', ADMIN_API.commandWhitelistUser('nobody'))).toEqual(
      refused(404, MESSAGES.userNotFound),
    );
  });

  it.each([
    ['no username', {}, 400, MESSAGES.whitelistUsernameRequired],
    ['a blank username', { username: '  ' }, 400, MESSAGES.whitelistUsernameRequired],
    ['a 10 KB username', { username: 'x'.repeat(10_240) }, 400, MESSAGES.usernameTooLong],
    ['markup', { username: '<b>max</b>' }, 400, MESSAGES.usernameInvalid],
    ['an unknown user', { username: 'nobody' }, 404, MESSAGES.userNotFound],
  ])('refuses a whitelist addition with %s', async (_what, body, status, error) => {
    expect(await server.call('POST', ADMIN_API.commandWhitelist, body)).toEqual(
      refused(status, error),
    );
  });
});
