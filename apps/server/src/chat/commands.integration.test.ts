import {
  ADMIN_API,
  type ChatLogResponseBody,
  MESSAGES,
  unknownCommandMessage,
} from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ask,
  type ChatClient,
  collect,
  connectChatUser,
  PASSWORD,
} from '../../test/chat/support.ts';
import { ADMIN, nextEvent, startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import { COMMAND_TEXT } from './commands.ts';

describe.each(storageKinds())('chat commands on %s', (kind) => {
  let server: TestServer;
  let adminSession: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const name of ['oli', 'pam', 'quin']) await server.addUser(name, PASSWORD);
    adminSession = (await server.login(ADMIN.username, ADMIN.password)).sessionId;
  });
  afterAll(() => server.close());

  const command = (
    client: ChatClient,
    message: string,
    answer: 'command_result' | 'command_error',
  ) => ask(client.socket, 'send_chat_message', { sessionId: client.sessionId, message }, answer);
  const whitelist = (method: 'POST' | 'DELETE', username: string) =>
    method === 'POST'
      ? server.request(method, ADMIN_API.commandWhitelist, { username }, adminSession)
      : server.request(method, ADMIN_API.commandWhitelistUser(username), undefined, adminSession);

  it('blocks every command while nobody is on the whitelist, the admin included', async () => {
    const admin = await connectChatUser(server, ADMIN.username, ADMIN.password);
    const oli = await connectChatUser(server, 'oli');
    for (const client of [admin, oli]) {
      for (const line of ['/add @elonmusk', '/remove @elonmusk', '/groups']) {
        expect(await command(client, line, 'command_error')).toEqual({
          message: MESSAGES.commandNotAllowed,
        });
      }
    }
  });

  it('answers an unknown command with the list, never as a chat line', async () => {
    const oli = await connectChatUser(server, 'oli');
    const lines = collect(oli.socket, 'chat_message');
    expect(await command(oli, '/x', 'command_error')).toEqual({
      message: unknownCommandMessage('x'),
    });
    expect(unknownCommandMessage('x')).toBe(
      'Unknown command: /x. Commands: /add @handle, /remove @handle, /groups',
    );
    expect(await command(oli, '/shrug me', 'command_error')).toEqual({
      message: unknownCommandMessage('shrug'),
    });
    const own = nextEvent(oli.socket, 'chat_message');
    oli.socket.emit('send_chat_message', { sessionId: oli.sessionId, message: 'plain line' });
    await own;
    expect(lines.map((m) => m.message)).toEqual(['plain line']);
  });

  it('echoes a long unknown command cut on a grapheme with …, never half an emoji (issue 46)', async () => {
    const oli = await connectChatUser(server, 'oli');
    // 'a' then emoji: a cut at 32 UTF-16 units would end in half a surrogate pair.
    const { message } = await command(oli, `/a${'😀'.repeat(40)}`, 'command_error');
    expect(message).toBe(unknownCommandMessage(`a${'😀'.repeat(30)}…`));
    expect(message).not.toMatch(/\p{Cs}/u);
  });

  it('lets a whitelisted user watch and unwatch accounts, and open the group modal', async () => {
    expect((await whitelist('POST', 'pam')).status).toBe(200);
    const pam = await connectChatUser(server, 'pam');
    const quin = await connectChatUser(server, 'quin');
    const quinLines = collect(quin.socket, 'chat_message');

    expect(await command(pam, '/add @NewAccount', 'command_result')).toEqual({
      message: COMMAND_TEXT.watching('NewAccount'),
    });
    expect((await server.app.accounts.listWatched()).map((a) => a.handle)).toContain('newaccount');
    expect(await command(pam, '/add newaccount', 'command_result')).toEqual({
      message: COMMAND_TEXT.alreadyWatching('newaccount'),
    });
    expect(await command(pam, '/remove @newaccount', 'command_result')).toEqual({
      message: COMMAND_TEXT.unwatched('newaccount'),
    });
    expect((await server.app.accounts.listWatched()).map((a) => a.handle)).not.toContain(
      'newaccount',
    );
    expect(await command(pam, '/remove @newaccount', 'command_error')).toEqual({
      message: COMMAND_TEXT.notWatched('newaccount'),
    });
    expect(await command(pam, '/add', 'command_error')).toEqual({
      message: COMMAND_TEXT.usage('add'),
    });
    expect(await command(pam, '/add @bad handle', 'command_error')).toEqual({
      message: COMMAND_TEXT.usage('add'),
    });

    const modal = nextEvent(pam.socket, 'open_private_modal');
    pam.socket.emit('send_chat_message', { sessionId: pam.sessionId, message: '/groups' });
    expect(await modal).toEqual({});

    // Not whitelisted: still refused while pam is listed.
    expect(await command(quin, '/add @other', 'command_error')).toEqual({
      message: MESSAGES.commandNotAllowed,
    });
    const sentinel = nextEvent(quin.socket, 'chat_message');
    quin.socket.emit('send_chat_message', { sessionId: quin.sessionId, message: 'sentinel' });
    await sentinel;
    expect(quinLines.map((m) => m.message)).toEqual(['sentinel']);

    const log = await server.request(
      'GET',
      `${ADMIN_API.chatLog}?lines=10`,
      undefined,
      adminSession,
    );
    const { logs } = (await log.json()) as ChatLogResponseBody;
    expect(logs.filter((l) => l.type === 'command').map((l) => l.message)).toEqual([
      '/groups',
      '/remove @newaccount',
      '/remove @newaccount',
      '/add newaccount',
      '/add @NewAccount',
    ]);

    expect((await whitelist('DELETE', 'pam')).status).toBe(200);
    expect(await command(pam, '/groups', 'command_error')).toEqual({
      message: MESSAGES.commandNotAllowed,
    });
  });
});
