import { ADMIN_API, type ChatModesResponseBody, MESSAGES } from '@launchdeck/protocol';
import {
  makeCreateGroupPayload,
  makeJoinGroupPayload,
  newChatCode,
} from '@launchdeck/protocol/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ask,
  type ChatClient,
  collect,
  connectChatUser,
  PASSWORD,
} from '../../test/chat/support.ts';
import {
  ADMIN,
  nextEvent,
  startTestServer,
  type TestServer,
  waitForEvent,
} from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';

const USERS = [
  'amy',
  'bob',
  'cat',
  'dan',
  'eve',
  'fay',
  'gus',
  'hal',
  'ivy',
  'jon',
  'kim',
  'lou',
] as const;

describe.each(storageKinds())('site chat on %s', (kind) => {
  let server: TestServer;
  let adminSession: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const name of USERS) await server.addUser(name, PASSWORD);
    adminSession = (await server.login(ADMIN.username, ADMIN.password)).sessionId;
  });
  afterAll(() => server.close());

  const say = (client: ChatClient, message: string) =>
    client.socket.emit('send_chat_message', { sessionId: client.sessionId, message });
  const setMode = (client: ChatClient, chatMode: string, groupCode?: string) =>
    ask(
      client.socket,
      'set_chat_mode',
      { sessionId: client.sessionId, chatMode, groupCode },
      'chat_mode_set',
    );
  const createGroup = async (
    client: ChatClient,
    groupName: string,
    invitedUsers: string[] = [],
  ) => {
    const chatCode = newChatCode();
    const answer = await ask(
      client.socket,
      'create_private_group',
      makeCreateGroupPayload({
        sessionId: client.sessionId,
        groupName,
        chatCode,
        inviteOnly: invitedUsers.length > 0,
        invitedUsers,
      }),
      'private_group_created',
    );
    expect(answer.success).toBe(true);
    return chatCode;
  };
  const join = (client: ChatClient, chatCode: string) =>
    ask(
      client.socket,
      'join_private_group',
      makeJoinGroupPayload({ sessionId: client.sessionId, chatCode }),
      'private_group_joined',
    );

  it('delivers a public line to everyone in public mode, sender included, and not to the muted', async () => {
    const amy = await connectChatUser(server, 'amy');
    const bob = await connectChatUser(server, 'bob');
    const cat = await connectChatUser(server, 'cat');
    expect((await setMode(cat, 'mute')).chatMode).toBe('mute');
    const catLines = collect(cat.socket, 'chat_message');

    const toAmy = nextEvent(amy.socket, 'chat_message');
    const toBob = nextEvent(bob.socket, 'chat_message');
    say(amy, '  gm traders  ');
    const [own, other] = await Promise.all([toAmy, toBob]);
    expect(own).toEqual(other);
    expect(own).toMatchObject({ username: 'amy', message: 'gm traders', chatMode: 'public' });
    expect(own.groupCode).toBeUndefined();
    expect(Number.isNaN(Date.parse(own.timestamp))).toBe(false);

    // A line cat would see arrives after amy's on the same connection, so none came before it.
    await setMode(cat, 'public');
    const sentinel = waitForEvent(cat.socket, 'chat_message', (m) => m.message === 'after mute');
    say(bob, 'after mute');
    await sentinel;
    expect(catLines.map((m) => m.message)).toEqual(['after mute']);
  });

  it('refuses a line from a muted user', async () => {
    const dan = await connectChatUser(server, 'dan');
    await setMode(dan, 'mute');
    const error = nextEvent(dan.socket, 'chat_error');
    say(dan, 'anyone?');
    expect(await error).toEqual({ message: MESSAGES.chatMuted });
    await setMode(dan, 'public');
  });

  it('delivers a group line only to members in group mode with that group current', async () => {
    const eve = await connectChatUser(server, 'eve');
    const fay = await connectChatUser(server, 'fay');
    const gus = await connectChatUser(server, 'gus'); // a third user, public mode
    const hal = await connectChatUser(server, 'hal'); // a member who stays in public mode
    const code = await createGroup(eve, 'Whale Room', ['fay', 'hal']);
    await join(fay, code);
    await join(hal, code);
    await setMode(eve, 'group');
    const fayMode = await setMode(fay, 'group', code);
    expect(fayMode).toEqual({ success: true, chatMode: 'group', currentGroup: code });
    const gusLines = collect(gus.socket, 'chat_message');
    const halLines = collect(hal.socket, 'chat_message');

    const toFay = nextEvent(fay.socket, 'chat_message');
    const toEve = nextEvent(eve.socket, 'chat_message');
    say(eve, 'alpha call');
    const line = await toFay;
    expect(line).toMatchObject({
      username: 'eve',
      message: 'alpha call',
      chatMode: 'group',
      groupCode: code,
      groupName: 'Whale Room',
    });
    expect(await toEve).toEqual(line);

    const sentinels = Promise.all([
      waitForEvent(gus.socket, 'chat_message', (m) => m.message === 'public sentinel'),
      waitForEvent(hal.socket, 'chat_message', (m) => m.message === 'public sentinel'),
    ]);
    say(gus, 'public sentinel');
    await sentinels;
    expect(gusLines.map((m) => m.message)).toEqual(['public sentinel']);
    expect(halLines.map((m) => m.message)).toEqual(['public sentinel']);
  });

  it('sends the history of the mode on connect and after a mode change', async () => {
    const ivy = await connectChatUser(server, 'ivy');
    const code = await createGroup(ivy, 'History Club');
    await setMode(ivy, 'group');
    const own = nextEvent(ivy.socket, 'chat_message');
    say(ivy, 'kept in the group');
    await own;

    const again = await connectChatUser(server, 'ivy');
    expect(again.history.chatMode).toBe('group');
    expect(again.history.groupCode).toBe(code);
    expect(again.history.messages.map((m) => m.message)).toEqual(['kept in the group']);

    const history = nextEvent(again.socket, 'chat_history');
    await setMode(again, 'public');
    const publicHistory = await history;
    expect(publicHistory.chatMode).toBe('public');
    expect(publicHistory.messages.some((m) => m.message === 'kept in the group')).toBe(false);
    expect(publicHistory.messages.some((m) => m.message === 'gm traders')).toBe(true);

    const asked = await ask(
      again.socket,
      'get_chat_history',
      { sessionId: again.sessionId },
      'chat_history',
    );
    expect(asked.chatMode).toBe('public');
  });

  it('moves every window of the user when the mode changes', async () => {
    const first = await connectChatUser(server, 'jon');
    const second = await connectChatUser(server, 'jon');
    const told = nextEvent(second.socket, 'chat_mode_set');
    await setMode(first, 'mute');
    expect(await told).toMatchObject({ success: true, chatMode: 'mute' });
    const secondLines = collect(second.socket, 'chat_message');
    const amy = await connectChatUser(server, 'amy');
    const toAmy = waitForEvent(amy.socket, 'chat_message', (m) => m.message === 'jon is muted');
    say(amy, 'jon is muted');
    await toAmy;
    await setMode(first, 'public');
    const sentinel = waitForEvent(second.socket, 'chat_message', (m) => m.message === 'back');
    say(amy, 'back');
    await sentinel;
    expect(secondLines.map((m) => m.message)).toEqual(['back']);
  });

  it('refuses group mode without a group and falls back to public', async () => {
    const bob = await connectChatUser(server, 'bob');
    await setMode(bob, 'mute');
    expect(await setMode(bob, 'group')).toEqual({
      success: false,
      chatMode: 'public',
      currentGroup: null,
      error: MESSAGES.groupModeNeedsGroup,
    });
    const modes = await server.request('GET', ADMIN_API.chatModes, undefined, adminSession);
    const body = (await modes.json()) as ChatModesResponseBody;
    expect(body.chatModes.find((m) => m.username === 'bob')?.chatMode).toBe('public');
  });

  it('refuses a group the user does not belong to, keeping the mode', async () => {
    const eve = await connectChatUser(server, 'eve');
    const code = await createGroup(eve, 'Eve Only');
    const bob = await connectChatUser(server, 'bob');
    expect(await setMode(bob, 'group', code)).toEqual({
      success: false,
      chatMode: 'public',
      currentGroup: null,
      error: MESSAGES.groupNotMember,
    });
  });

  it('answers bad lines with chat_error and keeps serving', async () => {
    const cat = await connectChatUser(server, 'cat');
    const cases: Array<[unknown, string]> = [
      [undefined, MESSAGES.loginToChat],
      ['gm', MESSAGES.loginToChat],
      [{ message: 'gm' }, MESSAGES.loginToChat],
      [{ sessionId: 42, message: 'gm' }, MESSAGES.loginToChat],
      [{ sessionId: 'no-such-session', message: 'gm' }, MESSAGES.loginToChat],
      [{ sessionId: cat.sessionId }, MESSAGES.chatMessageEmpty],
      [{ sessionId: cat.sessionId, message: 12 }, MESSAGES.chatMessageEmpty],
      [{ sessionId: cat.sessionId, message: '   ' }, MESSAGES.chatMessageEmpty],
      [{ sessionId: cat.sessionId, message: 'x'.repeat(2001) }, MESSAGES.chatMessageTooLong],
      [{ sessionId: cat.sessionId, message: 'x'.repeat(10_240) }, MESSAGES.chatMessageTooLong],
      [
        { sessionId: cat.sessionId, message: '<script>alert(1)</script>' },
        MESSAGES.chatMessageNotPlain,
      ],
    ];
    for (const [payload, message] of cases) {
      expect(await ask(cat.socket, 'send_chat_message', payload, 'chat_error')).toEqual({
        message,
      });
    }
    const own = nextEvent(cat.socket, 'chat_message');
    say(cat, 'still here');
    expect((await own).message).toBe('still here');
    expect(cat.socket.connected).toBe(true);
  });

  it('refuses a line of only invisible characters like an empty one, and sends it to nobody', async () => {
    const kim = await connectChatUser(server, 'kim');
    const lou = await connectChatUser(server, 'lou');
    await setMode(kim, 'public');
    await setMode(lou, 'public');
    const kimLines = collect(kim.socket, 'chat_message');
    const louLines = collect(lou.socket, 'chat_message');
    const refusal = (message: string) =>
      ask(kim.socket, 'send_chat_message', { sessionId: kim.sessionId, message }, 'chat_error');

    const empty = await refusal('   ');
    expect(empty).toEqual({ message: MESSAGES.chatMessageEmpty });
    for (const message of [
      '\u200b',
      '\u2800',
      '\u3164',
      '\u2060',
      '\ufeff',
      ' \u200b\u2800\u3164\u2060 ',
      '\u200b'.repeat(3000),
    ]) {
      expect(await refusal(message)).toEqual(empty);
    }

    // A line sent after them arrives first and alone: none of the invisible ones went out.
    const sentinel = waitForEvent(lou.socket, 'chat_message', (m) => m.message === 'visible');
    say(kim, 'visible');
    await sentinel;
    expect(louLines.map((m) => m.message)).toEqual(['visible']);
    expect(kimLines.map((m) => m.message)).toEqual(['visible']);
    // The history holds none of them either.
    const history = await ask(
      lou.socket,
      'get_chat_history',
      { sessionId: lou.sessionId },
      'chat_history',
    );
    expect(history.messages.filter((m) => m.username === 'kim').map((m) => m.message)).toEqual([
      'visible',
    ]);
  });

  it('refuses the sixth line in five seconds', async () => {
    const hal = await connectChatUser(server, 'hal');
    await setMode(hal, 'public');
    const delivered = collect(hal.socket, 'chat_message');
    const refused = nextEvent(hal.socket, 'chat_error');
    const fifth = waitForEvent(hal.socket, 'chat_message', (m) => m.message === 'line 5');
    for (let i = 1; i <= 6; i += 1) say(hal, `line ${i}`);
    expect(await refused).toEqual({ message: MESSAGES.chatRateLimited });
    await fifth;
    expect(delivered.filter((m) => m.username === 'hal').map((m) => m.message)).toEqual([
      'line 1',
      'line 2',
      'line 3',
      'line 4',
      'line 5',
    ]);
  });

  it('refuses every line of a user whose canChat is off, until it is back on', async () => {
    const gus = await connectChatUser(server, 'gus');
    const off = await server.request(
      'POST',
      ADMIN_API.toggleChatPermission,
      { targetUsername: 'gus', canChat: false },
      adminSession,
    );
    expect(off.status).toBe(200);
    const error = nextEvent(gus.socket, 'chat_error');
    say(gus, 'let me talk');
    expect(await error).toEqual({ message: MESSAGES.chatNotAllowed });
    const commandError = nextEvent(gus.socket, 'chat_error');
    say(gus, '/groups');
    expect(await commandError).toEqual({ message: MESSAGES.chatNotAllowed });

    await server.request(
      'POST',
      ADMIN_API.toggleChatPermission,
      { targetUsername: 'gus', canChat: true },
      adminSession,
    );
    const own = nextEvent(gus.socket, 'chat_message');
    say(gus, 'thanks admin');
    expect((await own).message).toBe('thanks admin');
  });
});
