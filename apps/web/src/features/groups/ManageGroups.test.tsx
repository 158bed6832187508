import { MESSAGES } from '@launchdeck/protocol';
import { makeGroupSummary } from '@launchdeck/protocol/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../../test/features/groups/support.ts';
import { GroupsProvider } from './context.tsx';
import { GroupMembersModal } from './GroupMembersModal.tsx';
import { ManageGroups } from './ManageGroups.tsx';
import { createGroupsController } from './store.ts';
import { GROUP_NOTICES, GROUP_TEXT } from './strings.ts';

const whales = makeGroupSummary({
  code: 'WHALES01',
  name: 'Whales',
  inviteOnly: true,
  invitedUsers: ['bob'],
  memberCount: 3,
  createdAt: '2026-11-20T09:30:00.000Z',
});
const sharks = makeGroupSummary({ code: 'SHARKS01', name: 'Sharks', memberCount: 1 });
const joined = makeGroupSummary({ code: 'JOINED01', name: 'Not mine', isCreator: false });

function renderManage(groups = [whales, sharks, joined], confirm = vi.fn(() => true)) {
  const kit = fakeSession();
  const controller = createGroupsController({ session: kit.session });
  const socket = kit.connect();
  render(
    <GroupsProvider controller={controller}>
      <ManageGroups confirm={confirm} />
      <GroupMembersModal />
    </GroupsProvider>,
  );
  const receive = (event: string, payload: unknown) => act(() => socket.receive(event, payload));
  receive('my_groups_list', { success: true, groups, currentGroup: null });
  return { ...kit, receive, confirm, user: userEvent.setup() };
}

const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('ManageGroups', () => {
  it('shows the empty state when the user created no group', () => {
    renderManage([joined]);
    expect(screen.getByRole('heading', { name: GROUP_TEXT.manageTitle })).toBeTruthy();
    expect(screen.getByText("You haven't created any groups yet.")).toBeTruthy();
  });

  it('lists created groups with code, member count, type and created date', () => {
    renderManage();
    expect(screen.queryByText('Not mine')).toBeNull();
    const item = within(row('Whales'));
    expect(item.getByText('WHALES01')).toBeTruthy();
    expect(item.getByText('3')).toBeTruthy();
    expect(item.getByText('Invite-Only')).toBeTruthy();
    expect(item.getByText(new Date(whales.createdAt).toLocaleDateString())).toBeTruthy();
    expect(within(row('Sharks')).getByText('Public')).toBeTruthy();
  });

  it("copies a group's code with its Copy button, which says so (issue 50)", async () => {
    const { user } = renderManage();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const copy = within(row('Whales')).getByRole('button', {
      name: GROUP_TEXT.copyCode('WHALES01'),
    });
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith('WHALES01');
    expect(copy.textContent).toBe(GROUP_TEXT.copied);
  });

  it('edits one group at a time inline, with Save Changes and Cancel', async () => {
    const { user, emitted, receive } = renderManage();
    await user.click(within(row('Whales')).getByRole('button', { name: 'Edit' }));
    expect(screen.getByDisplayValue('Whales')).toBeTruthy();
    expect(screen.getByText('bob')).toBeTruthy();
    await user.click(within(row('Sharks')).getByRole('button', { name: 'Edit' }));
    expect(screen.queryByDisplayValue('Whales')).toBeNull();
    expect(screen.getByDisplayValue('Sharks')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull(); // a public group has no invite list
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByDisplayValue('Sharks')).toBeNull();

    await user.click(within(row('Whales')).getByRole('button', { name: 'Edit' }));
    const name = screen.getByDisplayValue('Whales');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.groupNameEmpty);
    await user.type(name, 'sharks');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.groupNameExists);
    await user.clear(name);
    await user.type(name, 'Orcas');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(emitted('edit_group')).toEqual([
      {
        sessionId: 'sess-alice',
        groupCode: 'WHALES01',
        newGroupName: 'Orcas',
        newInvitedUsers: ['bob'],
      },
    ]);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeTruthy();
    receive('group_edited', { success: true, group: { ...whales, name: 'Orcas' } });
    expect(screen.getByText('Orcas')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(GROUP_NOTICES.edited('Orcas'));
  });

  it('deletes after a confirm, and not without one', async () => {
    const confirm = vi.fn(() => false);
    const { user, emitted, receive } = renderManage(undefined, confirm);
    await user.click(screen.getByRole('button', { name: 'Delete Sharks' }));
    expect(confirm).toHaveBeenCalledWith(GROUP_NOTICES.confirmDelete('Sharks'));
    expect(emitted('delete_group')).toEqual([]);
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Delete Sharks' }));
    expect(emitted('delete_group')).toEqual([{ sessionId: 'sess-alice', groupCode: 'SHARKS01' }]);
    receive('group_deleted', { success: true, groupCode: 'SHARKS01' });
    expect(screen.queryByText('Sharks')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(GROUP_NOTICES.deleted);
  });

  it('opens the members modal, keeps it live and closes it by the overlay', async () => {
    const { user, emitted, receive } = renderManage();
    await user.click(within(row('Whales')).getByRole('button', { name: 'Members' }));
    expect(emitted('get_group_members')).toEqual([
      { sessionId: 'sess-alice', groupCode: 'WHALES01' },
    ]);
    receive('group_members_response', {
      success: true,
      group: { ...whales, members: ['alice', 'bob', 'carol'] },
    });
    const modal = screen.getByRole('dialog', { name: 'Whales' });
    expect(modal.textContent).toContain('WHALES01');
    expect(modal.textContent).toContain('Invite-Only');
    expect(modal.textContent).toContain('Members (3)');
    expect(
      within(modal)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Aalicecreator', 'Bbob', 'Ccarol']);

    receive('group_updated', { groupCode: 'WHALES01', members: ['alice', 'carol'] });
    expect(modal.textContent).toContain('Members (2)');

    await user.click(modal.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog', { name: 'Whales' })).toBeNull();
  });

  it("shows 'Failed to get group members' when the server gives no reason", async () => {
    const { user, receive } = renderManage();
    await user.click(within(row('Sharks')).getByRole('button', { name: 'Members' }));
    receive('group_members_response', { success: false });
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.groupMembersFailed);
  });
});
