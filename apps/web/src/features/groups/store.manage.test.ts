import { MESSAGES } from '@launchdeck/protocol';
import { makeGroupSummary } from '@launchdeck/protocol/testing';
import { describe, expect, it } from 'vitest';
import { startGroups as setup } from '../../../test/features/groups/support.ts';
import { GROUP_NOTICES } from './strings.ts';

describe('groups store: manage', () => {
  describe('edit', () => {
    function withGroups() {
      const kit = setup();
      const socket = kit.connect();
      const mine = makeGroupSummary({
        code: 'MINE0001',
        name: 'Whales',
        inviteOnly: true,
        invitedUsers: ['bob'],
      });
      const other = makeGroupSummary({ code: 'OTHR0001', name: 'Sharks', isCreator: false });
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
      makeGroupSummary({ code: 'AAAA0001' }),
      makeGroupSummary({ code: 'BBBB0001', isCreator: false }),
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
    const group = makeGroupSummary({ code: 'AAAA0001', memberCount: 2 });
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
    const mine = makeGroupSummary({
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
});
