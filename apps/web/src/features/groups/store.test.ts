import { MESSAGES } from '@launchdeck/protocol';
import { describe, expect, it, vi } from 'vitest';
import { createGroupsController } from './store.ts';
import { GROUP_NOTICES } from './strings.ts';
import { codeSequence, fakeSession, makeGroup } from './testing.ts';

function setup() {
  const kit = fakeSession();
  const groups = createGroupsController({
    session: kit.session,
    generateCode: codeSequence(),
    now: () => 1_700_000_000_000,
  });
  const state = () => groups.store.getState();
  return { ...kit, groups, state };
}

describe('groups store', () => {
  it('asks for my groups once the session is ready and keeps the list', () => {
    const { connect, emitted, state } = setup();
    const socket = connect();
    expect(emitted('get_my_groups')).toEqual([{ sessionId: 'sess-alice' }]);
    const group = makeGroup();
    socket.receive('my_groups_list', { success: true, groups: [group], currentGroup: null });
    expect(state().groups).toEqual([group]);
  });

  it.each([
    [{ groupName: '', inviteOnly: false, invitedUsers: [] }, MESSAGES.groupNameRequired],
    [{ groupName: '   ', inviteOnly: false, invitedUsers: [] }, MESSAGES.groupNameRequired],
    [{ groupName: 'x'.repeat(31), inviteOnly: false, invitedUsers: [] }, MESSAGES.groupNameTooLong],
    [{ groupName: 'Whales', inviteOnly: true, invitedUsers: [] }, MESSAGES.invitedUsersRequired],
    [
      { groupName: 'Whales', inviteOnly: true, invitedUsers: [' ', ''] },
      MESSAGES.invitedUsersRequired,
    ],
  ])('refuses to create %j with %j', (group, message) => {
    const { connect, emitted, groups, state } = setup();
    connect();
    groups.create(group);
    expect(state().requests.create).toEqual({ status: 'failed', error: message });
    expect(emitted('create_private_group')).toEqual([]);
  });

  it.each([
    [
      'create',
      (g: ReturnType<typeof setup>['groups']) =>
        g.create({ groupName: 'A', inviteOnly: false, invitedUsers: [] }),
      MESSAGES.loginToCreateGroup,
    ],
    [
      'join',
      (g: ReturnType<typeof setup>['groups']) => g.join('ABCD1234'),
      MESSAGES.loginToJoinGroup,
    ],
    [
      'leave',
      (g: ReturnType<typeof setup>['groups']) => g.leave('ABCD1234'),
      MESSAGES.loginToLeaveGroups,
    ],
    [
      'edit',
      (g: ReturnType<typeof setup>['groups']) =>
        g.saveEdit('ABCD1234', { newGroupName: 'B', newInvitedUsers: [] }),
      MESSAGES.loginToEditGroup,
    ],
    [
      'remove',
      (g: ReturnType<typeof setup>['groups']) => g.remove('ABCD1234'),
      MESSAGES.loginToDeleteGroup,
    ],
  ] as const)('asks a logged-out user to log in to %s', (key, act, message) => {
    const { groups, state } = setup();
    act(groups);
    expect(state().requests[key]).toEqual({ status: 'failed', error: message });
  });

  it('creates a group with a client-made code, then shows it and refreshes the list', () => {
    const { connect, emitted, groups, state } = setup();
    const socket = connect();
    groups.create({
      groupName: ' Whales ',
      inviteOnly: true,
      invitedUsers: ['bob', ' Bob', 'carol'],
    });
    expect(state().requests.create).toEqual({ status: 'sending' });
    expect(emitted('create_private_group')).toEqual([
      {
        sessionId: 'sess-alice',
        groupName: 'Whales',
        chatCode: 'CODE0001',
        inviteOnly: true,
        invitedUsers: ['bob', 'carol'],
        timestamp: 1_700_000_000_000,
      },
    ]);
    const group = makeGroup({ code: 'CODE0001', name: 'Whales', inviteOnly: true });
    socket.receive('private_group_created', { success: true, group });
    expect(state().requests.create).toMatchObject({
      status: 'succeeded',
      message: GROUP_NOTICES.created('Whales', 'CODE0001'),
    });
    expect(state().groups).toEqual([group]);
    expect(emitted('get_my_groups')).toHaveLength(2);
  });

  it('retries a taken code silently with a new code, up to 5 times', () => {
    const { connect, emitted, groups, state } = setup();
    const socket = connect();
    groups.create({ groupName: 'Whales', inviteOnly: false, invitedUsers: [] });
    for (let retry = 1; retry <= 5; retry += 1) {
      socket.receive('private_group_created', { success: false, error: MESSAGES.chatCodeExists });
      expect(state().requests.create).toEqual({ status: 'sending' });
    }
    const codes = emitted('create_private_group').map(
      (payload) => (payload as { chatCode: string }).chatCode,
    );
    expect(codes).toEqual(['CODE0001', 'CODE0002', 'CODE0003', 'CODE0004', 'CODE0005', 'CODE0006']);
    socket.receive('private_group_created', { success: false, error: MESSAGES.chatCodeExists });
    expect(state().requests.create).toEqual({ status: 'failed', error: MESSAGES.chatCodeExists });
    expect(emitted('create_private_group')).toHaveLength(6);
  });

  it('succeeds after a collision with the retried code', () => {
    const { connect, groups, state } = setup();
    const socket = connect();
    groups.create({ groupName: 'Whales', inviteOnly: false, invitedUsers: [] });
    socket.receive('private_group_created', { success: false, error: MESSAGES.chatCodeExists });
    socket.receive('private_group_created', {
      success: true,
      group: makeGroup({ code: 'CODE0002' }),
    });
    expect(state().requests.create.status).toBe('succeeded');
  });

  it.each([
    [{ success: false, error: MESSAGES.groupNameExists }, MESSAGES.groupNameExists],
    [{ success: false }, MESSAGES.groupCreateFailed],
    [{ success: false, error: '' }, MESSAGES.groupCreateFailed],
  ])('shows the server error as received, or the fallback (%j)', (answer, message) => {
    const { connect, groups, state } = setup();
    const socket = connect();
    groups.create({ groupName: 'Whales', inviteOnly: false, invitedUsers: [] });
    socket.receive('private_group_created', answer);
    expect(state().requests.create).toEqual({ status: 'failed', error: message });
  });

  it('joins by code, uppercased, and validates it first', () => {
    const { connect, emitted, groups, state } = setup();
    const socket = connect();
    groups.join('');
    expect(state().requests.join).toEqual({ status: 'failed', error: MESSAGES.chatCodeRequired });
    groups.join('abc');
    expect(state().requests.join).toEqual({ status: 'failed', error: MESSAGES.chatCodeInvalid });
    groups.join('abcd1234');
    expect(state().requests.join).toEqual({ status: 'sending' });
    expect(emitted('join_private_group')).toEqual([
      { sessionId: 'sess-alice', chatCode: 'ABCD1234', timestamp: 1_700_000_000_000 },
    ]);
    socket.receive('private_group_joined', { success: false, error: MESSAGES.groupNotFound });
    expect(state().requests.join).toEqual({ status: 'failed', error: MESSAGES.groupNotFound });
    groups.join('ABCD1234');
    socket.receive('private_group_joined', { success: false });
    expect(state().requests.join).toEqual({ status: 'failed', error: GROUP_NOTICES.joinFailed });
    const group = makeGroup({ code: 'ABCD1234', name: 'Whales', isCreator: false });
    groups.join('ABCD1234');
    socket.receive('private_group_joined', { success: true, group });
    expect(state().requests.join).toMatchObject({
      status: 'succeeded',
      message: GROUP_NOTICES.joined('Whales'),
    });
    expect(state().groups).toEqual([group]);
  });

  it("leaves a group, refreshes the list, and falls back to 'Failed to leave group'", () => {
    const { connect, emitted, groups, state } = setup();
    const socket = connect();
    groups.leave('ABCD1234');
    expect(emitted('leave_group')).toEqual([
      { sessionId: 'sess-alice', groupCode: 'ABCD1234', timestamp: 1_700_000_000_000 },
    ]);
    socket.receive('group_left', { success: false });
    expect(state().requests.leave).toEqual({ status: 'failed', error: MESSAGES.groupLeaveFailed });
    groups.leave('ABCD1234');
    socket.receive('group_left', { success: true, groupCode: 'ABCD1234' });
    expect(state().requests.leave).toMatchObject({
      status: 'succeeded',
      message: GROUP_NOTICES.left,
    });
    expect(emitted('get_my_groups')).toHaveLength(2);
  });

  describe('edit', () => {
    function withGroups() {
      const kit = setup();
      const socket = kit.connect();
      const mine = makeGroup({
        code: 'MINE0001',
        name: 'Whales',
        inviteOnly: true,
        invitedUsers: ['bob'],
      });
      const other = makeGroup({ code: 'OTHR0001', name: 'Sharks', isCreator: false });
      socket.receive('my_groups_list', {
        success: true,
        groups: [mine, other],
        currentGroup: null,
      });
      return { ...kit, socket, mine };
    }

    it('keeps one group in edit at a time, tracked by code', () => {
      const { groups, state } = withGroups();
      groups.startEdit('MINE0001');
      expect(state().editing).toBe('MINE0001');
      groups.startEdit('OTHR0001');
      expect(state().editing).toBe('OTHR0001');
      groups.cancelEdit();
      expect(state().editing).toBeNull();
    });

    it.each([
      [{ newGroupName: '', newInvitedUsers: ['bob'] }, MESSAGES.groupNameEmpty],
      [{ newGroupName: '  ', newInvitedUsers: ['bob'] }, MESSAGES.groupNameEmpty],
      [{ newGroupName: 'SHARKS', newInvitedUsers: ['bob'] }, MESSAGES.groupNameExists],
      [{ newGroupName: 'Orcas', newInvitedUsers: [] }, MESSAGES.invitedUsersRequired],
    ])('refuses %j with %j', (changes, message) => {
      const { emitted, groups, state } = withGroups();
      groups.startEdit('MINE0001');
      groups.saveEdit('MINE0001', changes);
      expect(state().requests.edit).toEqual({ status: 'failed', error: message });
      expect(state().editing).toBe('MINE0001');
      expect(emitted('edit_group')).toEqual([]);
    });

    it('keeps its own name in another case', () => {
      const { emitted, groups } = withGroups();
      groups.saveEdit('MINE0001', { newGroupName: 'WHALES', newInvitedUsers: ['bob'] });
      expect(emitted('edit_group')).toHaveLength(1);
    });

    it('saves, closes the edit and refreshes the list', () => {
      const { emitted, groups, socket, state, mine } = withGroups();
      groups.startEdit('MINE0001');
      groups.saveEdit('MINE0001', { newGroupName: 'Orcas', newInvitedUsers: ['bob', 'dave'] });
      expect(state().requests.edit).toEqual({ status: 'sending' });
      expect(emitted('edit_group')).toEqual([
        {
          sessionId: 'sess-alice',
          groupCode: 'MINE0001',
          newGroupName: 'Orcas',
          newInvitedUsers: ['bob', 'dave'],
        },
      ]);
      socket.receive('group_edited', { success: true, group: { ...mine, name: 'Orcas' } });
      expect(state().editing).toBeNull();
      expect(state().groups[0]?.name).toBe('Orcas');
      expect(state().requests.edit).toMatchObject({
        status: 'succeeded',
        message: GROUP_NOTICES.edited('Orcas'),
      });
      expect(emitted('get_my_groups')).toHaveLength(2);
    });

    it("keeps the edit open on failure, with 'Failed to update group' when the server says nothing", () => {
      const { groups, socket, state } = withGroups();
      groups.startEdit('MINE0001');
      groups.saveEdit('MINE0001', { newGroupName: 'Orcas', newInvitedUsers: ['bob'] });
      socket.receive('group_edited', { success: false });
      expect(state().requests.edit).toEqual({
        status: 'failed',
        error: MESSAGES.groupUpdateFailed,
      });
      expect(state().editing).toBe('MINE0001');
    });
  });

  it('deletes a group, and drops groups deleted by their creator', () => {
    const { connect, emitted, groups, state } = setup();
    const socket = connect();
    const [a, b] = [
      makeGroup({ code: 'AAAA0001' }),
      makeGroup({ code: 'BBBB0001', isCreator: false }),
    ];
    socket.receive('my_groups_list', { success: true, groups: [a, b], currentGroup: null });
    groups.remove('AAAA0001');
    expect(emitted('delete_group')).toEqual([{ sessionId: 'sess-alice', groupCode: 'AAAA0001' }]);
    socket.receive('group_deleted', { success: true, groupCode: 'AAAA0001' });
    expect(state().requests.remove).toMatchObject({
      status: 'succeeded',
      message: GROUP_NOTICES.deleted,
    });
    expect(state().groups).toEqual([b]);

    groups.showMembers('BBBB0001');
    socket.receive('group_members_response', {
      success: true,
      group: { ...b, members: ['bob', 'alice'] },
    });
    socket.receive('group_deleted', { success: true, groupCode: 'BBBB0001' });
    expect(state().groups).toEqual([]);
    expect(state().members).toEqual({ status: 'closed' });
  });

  it('shows members, updates them live and falls back to the spec message', () => {
    const { connect, emitted, groups, state } = setup();
    const socket = connect();
    const group = makeGroup({ code: 'AAAA0001', memberCount: 2 });
    socket.receive('my_groups_list', { success: true, groups: [group], currentGroup: null });
    groups.showMembers('AAAA0001');
    expect(emitted('get_group_members')).toEqual([
      { sessionId: 'sess-alice', groupCode: 'AAAA0001' },
    ]);
    expect(state().members).toEqual({ status: 'loading', code: 'AAAA0001' });
    socket.receive('group_members_response', {
      success: true,
      group: { ...group, members: ['alice', 'bob'] },
    });
    expect(state().members).toMatchObject({ status: 'open', group: { members: ['alice', 'bob'] } });

    socket.receive('group_updated', { groupCode: 'AAAA0001', members: ['alice'] });
    expect(state().members).toMatchObject({ status: 'open', group: { members: ['alice'] } });
    expect(state().groups[0]?.memberCount).toBe(1);
    socket.receive('group_updated', {
      groupCode: 'AAAA0001',
      members: ['alice', 'carol'],
      group: { ...group, name: 'Renamed', memberCount: 2 },
    });
    expect(state().members).toMatchObject({
      group: { name: 'Renamed', members: ['alice', 'carol'] },
    });
    expect(state().groups[0]?.name).toBe('Renamed');

    groups.closeMembers();
    groups.showMembers('AAAA0001');
    socket.receive('group_members_response', { success: false });
    expect(state().members).toEqual({
      status: 'failed',
      code: 'AAAA0001',
      error: MESSAGES.groupMembersFailed,
    });
  });

  it('keeps the creator view of a group when a member-neutral update arrives', () => {
    const { connect, state } = setup();
    const socket = connect();
    const mine = makeGroup({
      code: 'AAAA0001',
      inviteOnly: true,
      invitedUsers: ['bob'],
      isCreator: true,
    });
    socket.receive('my_groups_list', { success: true, groups: [mine], currentGroup: null });
    socket.receive('group_updated', {
      groupCode: 'AAAA0001',
      members: ['alice', 'bob'],
      group: { ...mine, name: 'Orcas', isCreator: false, invitedUsers: [], memberCount: 2 },
    });
    expect(state().groups).toEqual([{ ...mine, name: 'Orcas', memberCount: 2 }]);
  });

  it('keeps the usernames for invites and ignores malformed payloads', () => {
    const { connect, emitted, groups, state } = setup();
    const socket = connect();
    groups.loadUsernames();
    expect(emitted('get_usernames')).toEqual([{ sessionId: 'sess-alice' }]);
    socket.receive('usernames_list', { success: true, usernames: ['bob', 'carol'] });
    expect(state().usernames).toEqual(['bob', 'carol']);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    socket.receive('usernames_list', { success: true, usernames: 'everyone' });
    socket.receive('my_groups_list', { groups: null });
    expect(state().usernames).toEqual(['bob', 'carol']);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('empties on logout', async () => {
    const { connect, groups, session, state } = setup();
    const socket = connect();
    socket.receive('my_groups_list', { success: true, groups: [makeGroup()], currentGroup: null });
    groups.join('ABCD1234');
    await session.logOut();
    expect(state().groups).toEqual([]);
    expect(state().requests.join).toEqual({ status: 'idle' });
  });
});
