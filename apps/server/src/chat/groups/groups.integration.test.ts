import { MESSAGES } from '@launchdeck/protocol';
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
} from '../../../test/chat/support.ts';
import {
  ADMIN,
  nextEvent,
  startTestServer,
  type TestServer,
  waitForEvent,
} from '../../../test/server-support.ts';
import { storageKinds } from '../../../test/storage/support.ts';

describe.each(storageKinds())('private groups on %s', (kind) => {
  let server: TestServer;
  let ada: ChatClient;
  let ben: ChatClient;
  let cid: ChatClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const name of ['ada', 'ben', 'cid']) await server.addUser(name, PASSWORD);
    ada = await connectChatUser(server, 'ada');
    ben = await connectChatUser(server, 'ben');
    cid = await connectChatUser(server, 'cid');
  });
  afterAll(() => server.close());

  const create = (
    client: ChatClient,
    groupName: string,
    options: { chatCode?: string; invitedUsers?: string[] } = {},
  ) =>
    ask(
      client.socket,
      'create_private_group',
      makeCreateGroupPayload({
        sessionId: client.sessionId,
        groupName,
        chatCode: options.chatCode ?? newChatCode(),
        inviteOnly: Boolean(options.invitedUsers?.length),
        invitedUsers: options.invitedUsers ?? [],
      }),
      'private_group_created',
    );
  const join = (client: ChatClient, chatCode: string) =>
    ask(
      client.socket,
      'join_private_group',
      makeJoinGroupPayload({ sessionId: client.sessionId, chatCode }),
      'private_group_joined',
    );
  const leave = (client: ChatClient, groupCode: string) =>
    ask(
      client.socket,
      'leave_group',
      { sessionId: client.sessionId, groupCode, timestamp: Date.now() },
      'group_left',
    );
  const edit = (
    client: ChatClient,
    groupCode: string,
    newGroupName: string,
    newInvitedUsers: string[] = [],
  ) =>
    ask(
      client.socket,
      'edit_group',
      { sessionId: client.sessionId, groupCode, newGroupName, newInvitedUsers },
      'group_edited',
    );
  const remove = (client: ChatClient, groupCode: string) =>
    ask(client.socket, 'delete_group', { sessionId: client.sessionId, groupCode }, 'group_deleted');
  const myGroups = (client: ChatClient) =>
    ask(client.socket, 'get_my_groups', { sessionId: client.sessionId }, 'my_groups_list');
  const members = (client: ChatClient, groupCode: string) =>
    ask(
      client.socket,
      'get_group_members',
      { sessionId: client.sessionId, groupCode },
      'group_members_response',
    );
  const setMode = (client: ChatClient, chatMode: string) =>
    ask(client.socket, 'set_chat_mode', { sessionId: client.sessionId, chatMode }, 'chat_mode_set');

  it('creates a group: the creator is its first member and it becomes current', async () => {
    const code = newChatCode();
    const current = waitForEvent(ada.socket, 'chat_mode_set', (p) => p.currentGroup === code);
    const answer = await create(ada, '  Alpha Desk  ', { chatCode: code.toLowerCase() });
    expect(answer).toEqual({
      success: true,
      group: {
        code,
        name: 'Alpha Desk',
        inviteOnly: false,
        invitedUsers: [],
        creator: 'ada',
        memberCount: 1,
        createdAt: expect.any(String),
        isCreator: true,
      },
    });
    expect(await current).toEqual({ success: true, chatMode: 'public', currentGroup: code });
    const mine = await myGroups(ada);
    expect(mine.currentGroup).toBe(code);
    expect(mine.groups.map((g) => g.code)).toContain(code);
  });

  it('refuses a taken code (the client retries) and a taken name in any case', async () => {
    const code = newChatCode();
    expect((await create(ada, 'Code Owner', { chatCode: code })).success).toBe(true);
    expect(await create(ben, 'Someone Else', { chatCode: code })).toEqual({
      success: false,
      error: MESSAGES.chatCodeExists,
    });
    expect(await create(ben, 'CODE OWNER')).toEqual({
      success: false,
      error: MESSAGES.groupNameExists,
    });
  });

  it('admits invited users to an invite-only group, and tells members live', async () => {
    const created = await create(ada, 'Invite Club', { invitedUsers: ['BEN', 'ben', ' '] });
    const code = created.group?.code ?? '';
    expect(created.group?.invitedUsers).toEqual(['BEN']);
    expect(await join(cid, code)).toEqual({ success: false, error: MESSAGES.groupInviteOnly });

    const told = nextEvent(ada.socket, 'group_updated');
    const joined = await join(ben, code);
    expect(joined.success).toBe(true);
    expect(joined.group).toMatchObject({
      code,
      name: 'Invite Club',
      memberCount: 2,
      isCreator: false,
      invitedUsers: [],
    });
    expect(await told).toMatchObject({ groupCode: code, members: ['ada', 'ben'] });

    expect((await join(ben, code)).success).toBe(true); // already a member
    expect(await members(ben, code)).toMatchObject({
      success: true,
      group: { code, members: ['ada', 'ben'] },
    });
    expect(await members(cid, code)).toEqual({ success: false, error: MESSAGES.groupNotMember });
  });

  it('answers a wrong code', async () => {
    expect(await join(cid, 'ZZZZZZZZ')).toEqual({ success: false, error: MESSAGES.groupNotFound });
    expect(await members(cid, 'ZZZZZZZZ')).toEqual({
      success: false,
      error: MESSAGES.groupNotFound,
    });
  });

  it('leaving the current group in group mode switches to public; members see it live', async () => {
    const code = (await create(ada, 'Leavers')).group?.code ?? '';
    await join(ben, code);
    expect(await setMode(ben, 'group')).toEqual({
      success: true,
      chatMode: 'group',
      currentGroup: code,
    });

    const adaSees = waitForEvent(
      ada.socket,
      'group_updated',
      (p) => p.groupCode === code && p.members.length === 1,
    );
    const switched = waitForEvent(ben.socket, 'chat_mode_set', (p) => p.chatMode === 'public');
    const history = waitForEvent(ben.socket, 'chat_history', (p) => p.chatMode === 'public');
    expect(await leave(ben, code)).toEqual({ success: true, groupCode: code });
    expect(await adaSees).toMatchObject({ members: ['ada'], group: { memberCount: 1 } });
    expect(await switched).toEqual({ success: true, chatMode: 'public', currentGroup: null });
    await history;
    expect(await leave(ben, code)).toEqual({ success: false, error: MESSAGES.groupNotMember });
  });

  it('keeps a group whose creator leaves; the creator still manages it', async () => {
    const code = (await create(ada, 'Creator Leaves')).group?.code ?? '';
    await join(cid, code);
    expect((await leave(ada, code)).success).toBe(true);
    const mine = await myGroups(ada);
    expect(mine.groups.find((g) => g.code === code)).toMatchObject({
      isCreator: true,
      memberCount: 1,
    });
    expect(await members(ada, code)).toMatchObject({ success: true, group: { members: ['cid'] } });
    const renamed = waitForEvent(
      cid.socket,
      'group_updated',
      (p) => p.group?.name === 'Still Mine',
    );
    expect((await edit(ada, code, 'Still Mine')).success).toBe(true);
    await renamed;
  });

  it('lets only the creator edit; names stay unique; members see the new name live', async () => {
    const code = (await create(ada, 'Edit Me', { invitedUsers: ['ben'] })).group?.code ?? '';
    await join(ben, code);
    await create(cid, 'Taken Name');

    expect(await edit(ben, code, 'Hijack', ['ben'])).toEqual({
      success: false,
      error: MESSAGES.groupEditCreatorOnly,
    });
    expect(await edit(ada, code, 'taken name', ['ben'])).toEqual({
      success: false,
      error: MESSAGES.groupNameExists,
    });
    expect(await edit(ada, code, 'Edited', [])).toEqual({
      success: false,
      error: MESSAGES.invitedUsersRequired,
    });

    const benSees = waitForEvent(ben.socket, 'group_updated', (p) => p.groupCode === code);
    const edited = await edit(ada, code, 'EDIT ME', ['ben', 'cid']);
    expect(edited).toMatchObject({
      success: true,
      group: { name: 'EDIT ME', invitedUsers: ['ben', 'cid'] },
    });
    expect(await benSees).toMatchObject({
      members: ['ada', 'ben'],
      group: { name: 'EDIT ME', invitedUsers: [], isCreator: false },
    });
    expect((await join(cid, code)).success).toBe(true);
  });

  it('lets only the creator delete; members are told and group mode falls back to public', async () => {
    const code = (await create(ada, 'Doomed')).group?.code ?? '';
    await join(ben, code);
    await join(cid, code);
    await setMode(ben, 'group');
    expect(await remove(cid, code)).toEqual({
      success: false,
      error: MESSAGES.groupDeleteCreatorOnly,
    });

    const benDeleted = nextEvent(ben.socket, 'group_deleted');
    const cidDeleted = nextEvent(cid.socket, 'group_deleted');
    const benMode = waitForEvent(ben.socket, 'chat_mode_set', (p) => p.currentGroup === null);
    expect(await remove(ada, code)).toEqual({ success: true, groupCode: code });
    expect(await benDeleted).toEqual({ success: true, groupCode: code });
    expect(await cidDeleted).toEqual({ success: true, groupCode: code });
    expect(await benMode).toEqual({ success: true, chatMode: 'public', currentGroup: null });
    expect(await join(ben, code)).toEqual({ success: false, error: MESSAGES.groupNotFound });
    expect((await myGroups(ben)).groups.map((g) => g.code)).not.toContain(code);

    // Deleted groups send nothing more: a line from ben goes to public.
    const line = nextEvent(ben.socket, 'chat_message');
    ben.socket.emit('send_chat_message', { sessionId: ben.sessionId, message: 'back in public' });
    expect(await line).toMatchObject({ chatMode: 'public', message: 'back in public' });
  });

  it('closes the groups of a removed login, telling their members', async () => {
    await server.addUser('dee', PASSWORD);
    const dee = await connectChatUser(server, 'dee');
    const code = newChatCode();
    await create(dee, 'Dee Desk', { chatCode: code });
    await join(ben, code);
    await setMode(ben, 'group');

    const benDeleted = nextEvent(ben.socket, 'group_deleted');
    const benMode = waitForEvent(ben.socket, 'chat_mode_set', (p) => p.currentGroup === null);
    const admin = await server.login(ADMIN.username, ADMIN.password);
    const res = await server.request(
      'DELETE',
      '/api/admin/credentials/dee',
      undefined,
      admin.sessionId,
    );
    expect(res.status).toBe(200);
    expect(await benDeleted).toEqual({ success: true, groupCode: code });
    expect(await benMode).toEqual({ success: true, chatMode: 'public', currentGroup: null });
    expect((await myGroups(ben)).groups.map((g) => g.code)).not.toContain(code);
  });

  it('lists every username but the caller and the reserved admin for invite autocomplete', async () => {
    const answer = await ask(
      ada.socket,
      'get_usernames',
      { sessionId: ada.sessionId },
      'usernames_list',
    );
    expect(answer.success).toBe(true);
    expect(answer.usernames).toEqual(expect.arrayContaining(['ben', 'cid']));
    expect(answer.usernames).not.toContain('ada');
    expect(answer.usernames).not.toContain(ADMIN.username);
  });

  it('joins a group in every window of the joiner', async () => {
    const second = await connectChatUser(server, 'cid');
    const code = (await create(ada, 'Two Windows')).group?.code ?? '';
    const updates = collect(second.socket, 'group_updated');
    await join(cid, code);
    const renamed = waitForEvent(
      second.socket,
      'group_updated',
      (p) => p.group?.name === 'Two Windows 2',
    );
    await edit(ada, code, 'Two Windows 2');
    await renamed;
    expect(updates.map((u) => u.group?.name)).toEqual(['Two Windows', 'Two Windows 2']);
  });
});
