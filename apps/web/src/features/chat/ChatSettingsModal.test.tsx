import { MESSAGES } from '@launchdeck/protocol';
import { makeGroupSummary } from '@launchdeck/protocol/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../../test/features/groups/support.ts';
import { GroupMembersModal } from '../groups/index.ts';
import { GROUP_TEXT } from '../groups/strings.ts';
import { ChatSettingsModal } from './ChatSettingsModal.tsx';
import { ChatProvider } from './context.tsx';
import { createChatController } from './store.ts';
import { CHAT_TEXT } from './strings.ts';

function renderSettings() {
  const kit = fakeSession();
  const chat = createChatController({
    session: kit.session,
    addSiteMessage: vi.fn(),
    alert: vi.fn(),
  });
  const socket = kit.connect();
  render(
    <ChatProvider controller={chat}>
      <ChatSettingsModal />
      <GroupMembersModal />
    </ChatProvider>,
  );
  const receive = (event: string, payload: unknown) => act(() => socket.receive(event, payload));
  const open = () => act(() => chat.openSettings());
  return { ...kit, chat, receive, open, user: userEvent.setup() };
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('ChatSettingsModal', () => {
  it('opens on the Join tab with the three tabs and the three mode buttons', () => {
    const { open } = renderSettings();
    expect(screen.queryByRole('dialog')).toBeNull();
    open();
    expect(screen.getByRole('dialog', { name: 'Chat Settings' })).toBeTruthy();
    expect(tab('Join Group').getAttribute('aria-selected')).toBe('true');
    expect(tab('Create Group')).toBeTruthy();
    expect(tab('Manage My Groups')).toBeTruthy();
    for (const name of ['Public Chat', 'Group Chat', 'Mute Chat']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it("disables Group Chat with the hint 'Join a group first' while the user has no group", () => {
    const { open, receive } = renderSettings();
    open();
    const group = screen.getByRole('button', { name: 'Group Chat' }) as HTMLButtonElement;
    expect(group.disabled).toBe(true);
    expect(screen.getByText(CHAT_TEXT.joinGroupFirst)).toBeTruthy();
    receive('my_groups_list', { success: true, groups: [makeGroupSummary()], currentGroup: null });
    expect(group.disabled).toBe(false);
    expect(screen.queryByText(CHAT_TEXT.joinGroupFirst)).toBeNull();
  });

  it('resets to Join and re-applies the stored mode each time it opens', async () => {
    const { open, chat, user, emitted } = renderSettings();
    open();
    await user.click(tab('Manage My Groups'));
    expect(tab('Manage My Groups').getAttribute('aria-selected')).toBe('true');
    act(() => chat.closeSettings());
    localStorage.setItem('chatMode', 'mute');
    open();
    expect(tab('Join Group').getAttribute('aria-selected')).toBe('true');
    expect(emitted('set_chat_mode').at(-1)).toEqual({ sessionId: 'sess-alice', chatMode: 'mute' });
    expect(screen.getByRole('button', { name: 'Mute Chat' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('opens when the server sends open_private_modal', () => {
    const { receive } = renderSettings();
    receive('open_private_modal', {});
    expect(screen.getByRole('dialog', { name: 'Chat Settings' })).toBeTruthy();
  });

  it("shows the server's refusal when group mode cannot be used", () => {
    const { open, receive } = renderSettings();
    open();
    receive('chat_mode_set', { success: false, chatMode: 'public', currentGroup: null });
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.groupModeNeedsGroup);
    expect(screen.getByRole('button', { name: 'Public Chat' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('uppercases the code, keeps 8 characters and shows Joining... while it waits', async () => {
    const { open, receive, user, emitted } = renderSettings();
    open();
    const input = screen.getByPlaceholderText(GROUP_TEXT.codePlaceholder) as HTMLInputElement;
    const join = screen.getByRole('button', { name: 'Join Group' }) as HTMLButtonElement;
    expect(join.disabled).toBe(true);
    await user.type(input, 'abcd1234xyz');
    expect(input.value).toBe('ABCD1234');
    await user.click(join);
    expect(emitted('join_private_group')).toMatchObject([{ chatCode: 'ABCD1234' }]);
    const joining = screen.getByRole('button', { name: 'Joining...' }) as HTMLButtonElement;
    expect(joining.disabled).toBe(true);
    expect(input.disabled).toBe(true);
    receive('private_group_joined', { success: false, error: MESSAGES.groupInviteOnly });
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.groupInviteOnly);
  });

  it('shows the current group with Members and Leave', async () => {
    const { open, receive, user, emitted } = renderSettings();
    const group = makeGroupSummary({ code: 'WHALES01', name: 'Whale Watch', memberCount: 2 });
    receive('my_groups_list', { success: true, groups: [group], currentGroup: 'WHALES01' });
    open();
    expect(screen.getByText('Whale Watch')).toBeTruthy();
    expect(screen.getAllByText('WHALES01').length).toBeGreaterThan(0);
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: GROUP_TEXT.copyCode('WHALES01') }));
    expect(writeText).toHaveBeenCalledWith('WHALES01');

    await user.click(screen.getByRole('button', { name: 'Members' }));
    receive('group_members_response', {
      success: true,
      group: { ...group, members: ['alice', 'bob'] },
    });
    const members = screen.getByRole('dialog', { name: 'Whale Watch' });
    expect(members.textContent).toContain('Members (2)');
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    expect(screen.queryByRole('dialog', { name: 'Whale Watch' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(emitted('leave_group')).toMatchObject([{ groupCode: 'WHALES01' }]);
    expect(screen.getByRole('button', { name: 'Leaving...' })).toBeTruthy();
    receive('group_left', { success: false });
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.groupLeaveFailed);
  });
});
