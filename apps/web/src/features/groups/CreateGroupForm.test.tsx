import { MESSAGES } from '@launchdeck/protocol';
import { makeGroupSummary } from '@launchdeck/protocol/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { codeSequence, fakeSession } from '../../../test/features/groups/support.ts';
import { CreateGroupForm } from './CreateGroupForm.tsx';
import { GroupsProvider } from './context.tsx';
import { AUTOCOMPLETE_BLUR_MS } from './InvitedUsersField.tsx';
import { SUCCESS_FADE_MS, SUCCESS_VISIBLE_MS } from './RequestMessage.tsx';
import { createGroupsController } from './store.ts';
import { GROUP_NOTICES, GROUP_TEXT } from './strings.ts';

const USERS = [
  'bob',
  'Bobby',
  'carol',
  'dave',
  ...Array.from({ length: 14 }, (_, i) => `trader${i}`),
];

function renderCreate({ fakeTimers = false } = {}) {
  if (fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  const kit = fakeSession();
  const groups = createGroupsController({ session: kit.session, generateCode: codeSequence() });
  const socket = kit.connect();
  render(
    <GroupsProvider controller={groups}>
      <CreateGroupForm />
    </GroupsProvider>,
  );
  const receive = (event: string, payload: unknown) => act(() => socket.receive(event, payload));
  receive('usernames_list', { success: true, usernames: USERS });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  return { ...kit, receive, user };
}

const nameInput = () => screen.getByPlaceholderText(GROUP_TEXT.namePlaceholder) as HTMLInputElement;
const invitedInput = () => screen.getByRole('combobox', { name: GROUP_TEXT.invitedLabel });
const createButton = () =>
  screen.getByRole('button', { name: /Create Group|Creating/ }) as HTMLButtonElement;

describe('CreateGroupForm', () => {
  it('asks for the usernames, limits the name to 30 and needs a name to create', async () => {
    const { emitted, user } = renderCreate();
    expect(emitted('get_usernames')).toEqual([{ sessionId: 'sess-alice' }]);
    expect(nameInput().maxLength).toBe(30);
    expect(createButton().disabled).toBe(true);
    await user.type(nameInput(), ' ');
    await user.click(createButton());
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.groupNameRequired);
  });

  it('refuses an invite-only group without invited users', async () => {
    const { emitted, user } = renderCreate();
    await user.type(nameInput(), 'Whales');
    await user.click(screen.getByLabelText(GROUP_TEXT.inviteOnly));
    await user.click(createButton());
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.invitedUsersRequired);
    expect(emitted('create_private_group')).toEqual([]);
  });

  it("suggests up to 10 matches plus '+N more...', case-insensitively", async () => {
    const { user } = renderCreate();
    await user.click(screen.getByLabelText(GROUP_TEXT.inviteOnly));
    await user.type(invitedInput(), 'TRADER');
    const list = screen.getByRole('listbox');
    expect(within(list).getAllByRole('option')).toHaveLength(10);
    expect(within(list).getByText('+4 more...')).toBeTruthy();
  });

  it('adds picked and typed names as removable tags, leaving them out of the matches', async () => {
    const { user } = renderCreate();
    await user.click(screen.getByLabelText(GROUP_TEXT.inviteOnly));
    await user.type(invitedInput(), 'bo');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['bob', 'Bobby']);
    await user.click(screen.getByRole('option', { name: 'bob' }));
    await user.type(invitedInput(), 'b');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bobby']);
    await user.clear(invitedInput());
    await user.type(invitedInput(), 'carol, BOB, dave,');
    const tags = screen.getByRole('list', { name: GROUP_TEXT.invitedLabel });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.firstChild?.textContent),
    ).toEqual(['bob', 'carol', 'dave']);
    await user.click(screen.getByRole('button', { name: 'Remove carol' }));
    expect(within(tags).getAllByRole('listitem')).toHaveLength(2);
  });

  it('closes the matches 150 ms after the field loses focus', async () => {
    const { user } = renderCreate({ fakeTimers: true });
    await user.click(screen.getByLabelText(GROUP_TEXT.inviteOnly));
    await user.type(invitedInput(), 'car');
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.blur(invitedInput());
    act(() => vi.advanceTimersByTime(AUTOCOMPLETE_BLUR_MS - 1));
    expect(screen.getByRole('listbox')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it("sends the group with tags and typed names, shows 'Creating...' through silent retries", async () => {
    const { emitted, receive, user } = renderCreate({ fakeTimers: true });
    await user.type(nameInput(), 'Whales');
    await user.click(screen.getByLabelText(GROUP_TEXT.inviteOnly));
    await user.type(invitedInput(), 'bob,carol');
    await user.click(createButton());
    expect(emitted('create_private_group')).toMatchObject([
      {
        groupName: 'Whales',
        chatCode: 'CODE0001',
        inviteOnly: true,
        invitedUsers: ['bob', 'carol'],
      },
    ]);
    expect(createButton().textContent).toBe('Creating...');
    expect(createButton().disabled).toBe(true);
    expect(nameInput().disabled).toBe(true);

    receive('private_group_created', { success: false, error: MESSAGES.chatCodeExists });
    expect(createButton().textContent).toBe('Creating...');
    expect(screen.queryByRole('alert')).toBeNull();
    receive('private_group_created', {
      success: true,
      group: makeGroupSummary({ code: 'CODE0002', name: 'Whales', inviteOnly: true }),
    });

    const done = GROUP_NOTICES.created('Whales', 'CODE0002');
    expect(screen.getByRole('status').textContent).toBe(done);
    expect(nameInput().value).toBe('');
    act(() => vi.advanceTimersByTime(SUCCESS_VISIBLE_MS));
    expect(screen.getByRole('status').className).toContain('is-fading');
    act(() => vi.advanceTimersByTime(SUCCESS_FADE_MS));
    expect(screen.queryByText(done)).toBeNull();
  });

  it("shows 'Failed to create group' when the server gives no reason", async () => {
    const { receive, user } = renderCreate();
    await user.type(nameInput(), 'Whales');
    await user.click(createButton());
    receive('private_group_created', { success: false });
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.groupCreateFailed);
    expect(createButton().disabled).toBe(false);
  });
});
