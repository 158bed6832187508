import { LIMITS, MESSAGES, type ServerToClientEvents } from '@launchdeck/protocol';
import { makeCreateGroupPayload, newChatCode } from '@launchdeck/protocol/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ask,
  type ChatClient,
  connectChatUser,
  emitRaw,
  PASSWORD,
} from '../../../test/chat/support.ts';
import { nextEvent, startTestServer, type TestServer } from '../../../test/server-support.ts';
import { storageKinds } from '../../../test/storage/support.ts';

type Answer = keyof ServerToClientEvents;
const BIG = 'x'.repeat(10_240);

/**
 * Every group event with bad payloads (missing session, wrong types,
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
    groupCode = newChatCode();
    kim.socket.emit(
      'create_private_group',
      makeCreateGroupPayload({
        sessionId: kim.sessionId,
        groupName: 'Existing Group',
        chatCode: groupCode,
      }),
    );
    await nextEvent(kim.socket, 'private_group_created');
  });
  afterAll(() => server.close());

  const s = () => kim.sessionId;
  const many = (count: number) => Array.from({ length: count }, (_, i) => `user${i}`);
  const edit = (payload: Record<string, unknown>) => ({
    sessionId: s(),
    groupCode,
    newGroupName: 'A',
    ...payload,
  });
  // A valid payload without its session, so each row says which session it carries.
  const group = (payload: Record<string, unknown>) => ({
    ...makeCreateGroupPayload({ groupName: 'Fresh Group' }),
    sessionId: undefined,
    ...payload,
  });

  // Per event: its answer event and [what, payload, the exact sentence]. Payloads are functions
  // because the session exists only once the suite has started.
  type Row = [string, () => unknown, string];
  const table: Array<[string, Answer, Row[]]> = [
    [
      'create_private_group',
      'private_group_created',
      [
        ['no payload', () => undefined, MESSAGES.loginToCreateGroup],
        ['a string payload', () => 'hello', MESSAGES.loginToCreateGroup],
        ['no session', () => group({}), MESSAGES.loginToCreateGroup],
        ['a dead session', () => group({ sessionId: 'expired' }), MESSAGES.loginToCreateGroup],
        ['a 10 KB session', () => group({ sessionId: BIG }), MESSAGES.loginToCreateGroup],
        [
          'no name',
          () => group({ sessionId: s(), groupName: undefined }),
          MESSAGES.groupNameRequired,
        ],
        [
          'an empty name',
          () => group({ sessionId: s(), groupName: '' }),
          MESSAGES.groupNameRequired,
        ],
        [
          'a number as name',
          () => group({ sessionId: s(), groupName: 5 }),
          MESSAGES.groupNameRequired,
        ],
        [
          '31 characters',
          () => group({ sessionId: s(), groupName: 'y'.repeat(31) }),
          MESSAGES.groupNameTooLong,
        ],
        [
          'a 10 KB name',
          () => group({ sessionId: s(), groupName: BIG }),
          MESSAGES.groupNameTooLong,
        ],
        [
          'an HTML name',
          () => group({ sessionId: s(), groupName: '<img src=x>' }),
          MESSAGES.groupNameNotPlain,
        ],
        [
          'no code',
          () => group({ sessionId: s(), chatCode: undefined }),
          MESSAGES.chatCodeRequired,
        ],
        [
          'a short code',
          () => group({ sessionId: s(), chatCode: 'AB12' }),
          MESSAGES.chatCodeInvalid,
        ],
        ['a 10 KB code', () => group({ sessionId: s(), chatCode: BIG }), MESSAGES.chatCodeInvalid],
        [
          'invite-only, no list',
          () => group({ sessionId: s(), inviteOnly: true }),
          MESSAGES.invitedUsersRequired,
        ],
        [
          'an object as list',
          () => group({ sessionId: s(), invitedUsers: { a: 1 } }),
          MESSAGES.invitedUsersInvalid,
        ],
        [
          '101 invitees',
          () => group({ sessionId: s(), invitedUsers: many(101) }),
          MESSAGES.invitedUsersTooMany,
        ],
        [
          'an existing code',
          () => group({ sessionId: s(), chatCode: groupCode }),
          MESSAGES.chatCodeExists,
        ],
        [
          'an existing name',
          () => group({ sessionId: s(), groupName: 'existing GROUP' }),
          MESSAGES.groupNameExists,
        ],
      ],
    ],
    [
      'join_private_group',
      'private_group_joined',
      [
        ['no session', () => ({ chatCode: groupCode }), MESSAGES.loginToJoinGroup],
        ['no code', () => ({ sessionId: s() }), MESSAGES.chatCodeRequired],
        [
          'a numeric code',
          () => ({ sessionId: s(), chatCode: 12345678 }),
          MESSAGES.chatCodeRequired,
        ],
        [
          'a malformed code',
          () => ({ sessionId: s(), chatCode: 'not a code' }),
          MESSAGES.chatCodeInvalid,
        ],
        [
          'an unknown code',
          () => ({ sessionId: s(), chatCode: 'QQQQ0000' }),
          MESSAGES.groupNotFound,
        ],
      ],
    ],
    [
      'leave_group',
      'group_left',
      [
        ['no session', () => ({ groupCode }), MESSAGES.loginToLeaveGroups],
        ['a dead session', () => ({ sessionId: 'gone', groupCode }), MESSAGES.loginToLeaveGroups],
        ['a list as code', () => ({ sessionId: s(), groupCode: [] }), MESSAGES.chatCodeRequired],
        [
          'an unknown code',
          () => ({ sessionId: s(), groupCode: 'QQQQ0000' }),
          MESSAGES.groupNotFound,
        ],
      ],
    ],
    [
      'edit_group',
      'group_edited',
      [
        ['no session', () => ({ groupCode, newGroupName: 'A' }), MESSAGES.loginToEditGroup],
        [
          'an empty name',
          () => ({ sessionId: s(), groupCode, newGroupName: '' }),
          MESSAGES.groupNameEmpty,
        ],
        ['no name', () => ({ sessionId: s(), groupCode }), MESSAGES.groupNameEmpty],
        [
          'a 10 KB name',
          () => ({ sessionId: s(), groupCode, newGroupName: BIG }),
          MESSAGES.groupNameTooLong,
        ],
        ['a 10 KB invitee', () => edit({ newInvitedUsers: [BIG] }), MESSAGES.usernameTooLong],
        ['an unknown code', () => edit({ groupCode: 'QQQQ0000' }), MESSAGES.groupNotFound],
      ],
    ],
    [
      'delete_group',
      'group_deleted',
      [
        ['no session', () => ({ groupCode }), MESSAGES.loginToDeleteGroup],
        [
          'a malformed code',
          () => ({ sessionId: s(), groupCode: 'abc' }),
          MESSAGES.chatCodeInvalid,
        ],
        [
          'an unknown code',
          () => ({ sessionId: s(), groupCode: 'QQQQ0000' }),
          MESSAGES.groupNotFound,
        ],
      ],
    ],
    [
      'get_group_members',
      'group_members_response',
      [
        ['no session', () => ({ groupCode }), MESSAGES.loginToListMembers],
        ['no code', () => ({ sessionId: s() }), MESSAGES.chatCodeRequired],
      ],
    ],
    ['get_my_groups', 'my_groups_list', [['no session', () => ({}), MESSAGES.loginToListGroups]]],
    [
      'get_usernames',
      'usernames_list',
      [['a dead session', () => ({ sessionId: 'gone' }), MESSAGES.loginToListUsernames]],
    ],
    [
      'set_chat_mode',
      'chat_mode_set',
      [
        ['no session', () => ({ chatMode: 'public' }), MESSAGES.loginToSetChatMode],
        ['an unknown mode', () => ({ sessionId: s(), chatMode: 'loud' }), MESSAGES.chatModeInvalid],
      ],
    ],
    ['get_chat_history', 'socket_error', [['no session', () => ({}), MESSAGES.loginToChat]]],
  ];
  const cases = table.flatMap(([event, answer, rows]) =>
    rows.map(
      ([what, payload, error]) => [`${event}: ${what}`, event, payload, answer, error] as const,
    ),
  );

  it.each(cases)('%s', async (_what, event, payload, answer, error) => {
    const reply = (await ask(kim.socket, event, payload(), answer)) as Record<string, unknown>;
    if (answer === 'socket_error') expect(reply).toEqual({ event, message: error });
    else expect(reply).toMatchObject({ success: false, error });
  });

  it('refuses a flood past the pending limit, answering every request', async () => {
    const flood = LIMITS.socketEventsPendingMax * 4;
    const answers: Array<{ success: boolean; error?: string }> = [];
    const done = new Promise<void>((resolve) => {
      const listener = (answer: { success: boolean; error?: string }) => {
        answers.push(answer);
        if (answers.length < flood) return;
        kim.socket.off('my_groups_list', listener);
        resolve();
      };
      kim.socket.on('my_groups_list', listener);
    });
    for (let i = 0; i < flood; i++) emitRaw(kim.socket, 'get_my_groups', { sessionId: s() });
    await done;
    const refused = answers.filter((answer) => !answer.success);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expect(answer.error).toBe(MESSAGES.tooManyPending);
    expect(answers.length - refused.length).toBeGreaterThanOrEqual(LIMITS.socketEventsPendingMax);
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
