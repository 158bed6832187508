import { MESSAGES } from '@launchdeck/protocol';
import { makeGroupSummary } from '@launchdeck/protocol/testing';
import { describe, expect, it, vi } from 'vitest';
import { startGroups as setup } from '../../../test/features/groups/support.ts';
import type { GroupsController } from './store.ts';
import { GROUP_NOTICES } from './strings.ts';

describe('groups store', () => {
  it('asks for my groups once the session is ready and keeps the list', () => {
    const { connect, emitted, state } = setup();
    const socket = connect();
    expect(emitted('get_my_groups')).toEqual([{ sessionId: 'sess-alice' }]);
    const group = makeGroupSummary();
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
      (g: GroupsController) => g.create({ groupName: 'A', inviteOnly: false, invitedUsers: [] }),
      MESSAGES.loginToCreateGroup,
    ],
    ['join', (g: GroupsController) => g.join('ABCD1234'), MESSAGES.loginToJoinGroup],
    ['leave', (g: GroupsController) => g.leave('ABCD1234'), MESSAGES.loginToLeaveGroups],
    [
      'edit',
      (g: GroupsController) => g.saveEdit('ABCD1234', { newGroupName: 'B', newInvitedUsers: [] }),
      MESSAGES.loginToEditGroup,
    ],
    ['remove', (g: GroupsController) => g.remove('ABCD1234'), MESSAGES.loginToDeleteGroup],
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
    const group = makeGroupSummary({ code: 'CODE0001', name: 'Whales', inviteOnly: true });
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
      group: makeGroupSummary({ code: 'CODE0002' }),
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
    const group = makeGroupSummary({ code: 'ABCD1234', name: 'Whales', isCreator: false });
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
    socket.receive('my_groups_list', {
      success: true,
      groups: [makeGroupSummary()],
      currentGroup: null,
    });
    groups.join('ABCD1234');
    await session.logOut();
    expect(state().groups).toEqual([]);
    expect(state().requests.join).toEqual({ status: 'idle' });
  });
});
