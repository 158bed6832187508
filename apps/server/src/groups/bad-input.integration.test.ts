import { MESSAGES, type ServerToClientEvents } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ask,
  type ChatClient,
  connectChatUser,
  emitRaw,
  newCode,
  PASSWORD,
} from '../chat/chat-test-kit.ts';
import { nextEvent, startTestServer, type TestServer } from '../test-support/server.ts';
import { storageKinds } from '../test-support/storage.ts';

type Answer = keyof ServerToClientEvents;
const BIG = 'x'.repeat(10_240);

/**
 * Issue 5 "done when": every group event with bad payloads (missing session, wrong types,
 * 10 KB names, wrong codes), each answered with its exact sentence and the server still serving.
 */
describe.each(storageKinds())('group events with bad input on %s', (kind) => {
  let server: TestServer;
  let kim: ChatClient;
  let groupCode: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.addUser('kim', PASSWORD);
    kim = await connectChatUser(server, 'kim');
    groupCode = newCode();
    kim.socket.emit('create_private_group', {
      sessionId: kim.sessionId,
      groupName: 'Existing Group',
      chatCode: groupCode,
      inviteOnly: false,
      invitedUsers: [],
      timestamp: Date.now(),
    });
    await nextEvent(kim.socket, 'private_group_created');
  });
  afterAll(() => server.close());

  const s = () => kim.sessionId;
  const group = (payload: Record<string, unknown>) => ({
    groupName: 'Fresh Group',
    chatCode: newCode(),
    inviteOnly: false,
    invitedUsers: [],
    timestamp: 1,
    ...payload,
  });

  // [what, event, payload (a function: the session exists only once the suite started), answer, error]
  const cases: Array<[string, string, () => unknown, Answer, string]> = [
    [
      'create: no payload',
      'create_private_group',
      () => undefined,
      'private_group_created',
      MESSAGES.loginToCreateGroup,
    ],
    [
      'create: a string payload',
      'create_private_group',
      () => 'hello',
      'private_group_created',
      MESSAGES.loginToCreateGroup,
    ],
    [
      'create: no session',
      'create_private_group',
      () => group({}),
      'private_group_created',
      MESSAGES.loginToCreateGroup,
    ],
    [
      'create: a dead session',
      'create_private_group',
      () => group({ sessionId: 'expired' }),
      'private_group_created',
      MESSAGES.loginToCreateGroup,
    ],
    [
      'create: a 10 KB session',
      'create_private_group',
      () => group({ sessionId: BIG }),
      'private_group_created',
      MESSAGES.loginToCreateGroup,
    ],
    [
      'create: no name',
      'create_private_group',
      () => group({ sessionId: s(), groupName: undefined }),
      'private_group_created',
      MESSAGES.groupNameRequired,
    ],
    [
      'create: empty name',
      'create_private_group',
      () => group({ sessionId: s(), groupName: '' }),
      'private_group_created',
      MESSAGES.groupNameRequired,
    ],
    [
      'create: a number as name',
      'create_private_group',
      () => group({ sessionId: s(), groupName: 5 }),
      'private_group_created',
      MESSAGES.groupNameRequired,
    ],
    [
      'create: 31 characters',
      'create_private_group',
      () => group({ sessionId: s(), groupName: 'y'.repeat(31) }),
      'private_group_created',
      MESSAGES.groupNameTooLong,
    ],
    [
      'create: a 10 KB name',
      'create_private_group',
      () => group({ sessionId: s(), groupName: BIG }),
      'private_group_created',
      MESSAGES.groupNameTooLong,
    ],
    [
      'create: HTML name',
      'create_private_group',
      () => group({ sessionId: s(), groupName: '<img src=x>' }),
      'private_group_created',
      MESSAGES.groupNameNotPlain,
    ],
    [
      'create: no code',
      'create_private_group',
      () => group({ sessionId: s(), chatCode: undefined }),
      'private_group_created',
      MESSAGES.chatCodeRequired,
    ],
    [
      'create: a short code',
      'create_private_group',
      () => group({ sessionId: s(), chatCode: 'AB12' }),
      'private_group_created',
      MESSAGES.chatCodeInvalid,
    ],
    [
      'create: a 10 KB code',
      'create_private_group',
      () => group({ sessionId: s(), chatCode: BIG }),
      'private_group_created',
      MESSAGES.chatCodeInvalid,
    ],
    [
      'create: invite-only, no list',
      'create_private_group',
      () => group({ sessionId: s(), inviteOnly: true }),
      'private_group_created',
      MESSAGES.invitedUsersRequired,
    ],
    [
      'create: a list that is not a list',
      'create_private_group',
      () => group({ sessionId: s(), invitedUsers: { a: 1 } }),
      'private_group_created',
      MESSAGES.invitedUsersInvalid,
    ],
    [
      'create: 101 invitees',
      'create_private_group',
      () => group({ sessionId: s(), invitedUsers: Array.from({ length: 101 }, (_, i) => `u${i}`) }),
      'private_group_created',
      MESSAGES.invitedUsersTooMany,
    ],
    [
      'create: an existing code',
      'create_private_group',
      () => group({ sessionId: s(), chatCode: groupCode }),
      'private_group_created',
      MESSAGES.chatCodeExists,
    ],
    [
      'create: an existing name',
      'create_private_group',
      () => group({ sessionId: s(), groupName: 'existing group' }),
      'private_group_created',
      MESSAGES.groupNameExists,
    ],
    [
      'join: no session',
      'join_private_group',
      () => ({ chatCode: groupCode }),
      'private_group_joined',
      MESSAGES.loginToJoinGroup,
    ],
    [
      'join: no code',
      'join_private_group',
      () => ({ sessionId: s() }),
      'private_group_joined',
      MESSAGES.chatCodeRequired,
    ],
    [
      'join: a numeric code',
      'join_private_group',
      () => ({ sessionId: s(), chatCode: 12345678 }),
      'private_group_joined',
      MESSAGES.chatCodeRequired,
    ],
    [
      'join: a malformed code',
      'join_private_group',
      () => ({ sessionId: s(), chatCode: 'not a code' }),
      'private_group_joined',
      MESSAGES.chatCodeInvalid,
    ],
    [
      'join: an unknown code',
      'join_private_group',
      () => ({ sessionId: s(), chatCode: 'QQQQ0000' }),
      'private_group_joined',
      MESSAGES.groupNotFound,
    ],
    [
      'leave: no session',
      'leave_group',
      () => ({ groupCode }),
      'group_left',
      MESSAGES.loginToLeaveGroups,
    ],
    [
      'leave: a dead session',
      'leave_group',
      () => ({ sessionId: 'gone', groupCode }),
      'group_left',
      MESSAGES.loginToLeaveGroups,
    ],
    [
      'leave: a malformed code',
      'leave_group',
      () => ({ sessionId: s(), groupCode: [] }),
      'group_left',
      MESSAGES.chatCodeRequired,
    ],
    [
      'leave: an unknown code',
      'leave_group',
      () => ({ sessionId: s(), groupCode: 'QQQQ0000' }),
      'group_left',
      MESSAGES.groupNotFound,
    ],
    [
      'edit: no session',
      'edit_group',
      () => ({ groupCode, newGroupName: 'A' }),
      'group_edited',
      MESSAGES.loginToEditGroup,
    ],
    [
      'edit: empty name',
      'edit_group',
      () => ({ sessionId: s(), groupCode, newGroupName: '' }),
      'group_edited',
      MESSAGES.groupNameEmpty,
    ],
    [
      'edit: no name',
      'edit_group',
      () => ({ sessionId: s(), groupCode }),
      'group_edited',
      MESSAGES.groupNameEmpty,
    ],
    [
      'edit: a 10 KB name',
      'edit_group',
      () => ({ sessionId: s(), groupCode, newGroupName: BIG }),
      'group_edited',
      MESSAGES.groupNameTooLong,
    ],
    [
      'edit: a 10 KB invitee',
      'edit_group',
      () => ({ sessionId: s(), groupCode, newGroupName: 'A', newInvitedUsers: [BIG] }),
      'group_edited',
      MESSAGES.usernameTooLong,
    ],
    [
      'edit: an unknown code',
      'edit_group',
      () => ({ sessionId: s(), groupCode: 'QQQQ0000', newGroupName: 'A' }),
      'group_edited',
      MESSAGES.groupNotFound,
    ],
    [
      'delete: no session',
      'delete_group',
      () => ({ groupCode }),
      'group_deleted',
      MESSAGES.loginToDeleteGroup,
    ],
    [
      'delete: a malformed code',
      'delete_group',
      () => ({ sessionId: s(), groupCode: 'abc' }),
      'group_deleted',
      MESSAGES.chatCodeInvalid,
    ],
    [
      'delete: an unknown code',
      'delete_group',
      () => ({ sessionId: s(), groupCode: 'QQQQ0000' }),
      'group_deleted',
      MESSAGES.groupNotFound,
    ],
    [
      'members: no session',
      'get_group_members',
      () => ({ groupCode }),
      'group_members_response',
      MESSAGES.loginToListMembers,
    ],
    [
      'members: no code',
      'get_group_members',
      () => ({ sessionId: s() }),
      'group_members_response',
      MESSAGES.chatCodeRequired,
    ],
    [
      'my groups: no session',
      'get_my_groups',
      () => ({}),
      'my_groups_list',
      MESSAGES.loginToListGroups,
    ],
    [
      'usernames: a dead session',
      'get_usernames',
      () => ({ sessionId: 'gone' }),
      'usernames_list',
      MESSAGES.loginToListUsernames,
    ],
    [
      'mode: no session',
      'set_chat_mode',
      () => ({ chatMode: 'public' }),
      'chat_mode_set',
      MESSAGES.loginToSetChatMode,
    ],
    [
      'mode: an unknown mode',
      'set_chat_mode',
      () => ({ sessionId: s(), chatMode: 'loud' }),
      'chat_mode_set',
      MESSAGES.chatModeInvalid,
    ],
    ['history: no session', 'get_chat_history', () => ({}), 'socket_error', MESSAGES.loginToChat],
  ];

  it.each(cases)('%s', async (_what, event, payload, answer, error) => {
    const reply = (await ask(kim.socket, event, payload(), answer)) as Record<string, unknown>;
    if (answer === 'socket_error') expect(reply).toEqual({ event, message: error });
    else expect(reply).toMatchObject({ success: false, error });
  });

  it('is still serving afterwards', async () => {
    expect(kim.socket.connected).toBe(true);
    const mine = await ask(
      kim.socket,
      'get_my_groups',
      { sessionId: kim.sessionId },
      'my_groups_list',
    );
    expect(mine.groups.map((g) => g.name)).toEqual(['Existing Group']);
    emitRaw(kim.socket, 'no_such_event', { sessionId: kim.sessionId });
    const again = await ask(
      kim.socket,
      'get_usernames',
      { sessionId: kim.sessionId },
      'usernames_list',
    );
    expect(again.success).toBe(true);
  });
});
