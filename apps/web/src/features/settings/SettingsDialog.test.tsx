import { makeChatMessage } from '@launchdeck/protocol/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  makeWatchedAccounts,
  withWatchedAccounts,
} from '../../../test/features/accounts/support.tsx';
import { fakeSession } from '../../../test/features/groups/support.ts';
import { makeMemeWords } from '../../../test/features/meme-words/support.tsx';
import {
  makeTrackerSettings,
  withTrackerSettings,
} from '../../../test/features/settings/support.tsx';
import { CHAT_TEXT, ChatProvider, createChatController } from '../chat/index.ts';
import { MemeWordsProvider } from '../meme-words/index.ts';
import { SessionProvider } from '../session/index.ts';
import { preloadSettingsDialog, SettingsDialog } from './SettingsDialog.tsx';

function renderDialog(open = true) {
  const kit = fakeSession();
  const chat = createChatController({
    session: kit.session,
    addSiteMessage: vi.fn(),
    alert: vi.fn(),
  });
  const socket = kit.connect();
  const Settings = withTrackerSettings(makeTrackerSettings());
  const Accounts = withWatchedAccounts(makeWatchedAccounts([]));
  const onClose = vi.fn();
  const ui = (isOpen: boolean) => (
    <SessionProvider controller={kit.session}>
      <Settings>
        <Accounts>
          <MemeWordsProvider controller={makeMemeWords()}>
            <ChatProvider controller={chat}>
              <SettingsDialog open={isOpen} onClose={onClose} />
            </ChatProvider>
          </MemeWordsProvider>
        </Accounts>
      </Settings>
    </SessionProvider>
  );
  const view = render(ui(open));
  return { ...view, socket, onClose, reopen: (isOpen: boolean) => view.rerender(ui(isOpen)) };
}

const tabs = () => within(screen.getByRole('tablist', { name: 'Settings categories' }));

// The categories' code loads on demand; here it is loaded first, so the dialog opens at once.
beforeAll(() => preloadSettingsDialog());

describe('SettingsDialog', () => {
  it('lists the six FC §2 categories in order, Appearance first, then Alerts, Auto-launch and Account', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeTruthy();
    expect(
      tabs()
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Appearance',
      'Sounds & Notifications',
      'Contract Addresses',
      'Word Highlighting',
      'Site Chat',
      'Advanced',
      'Alerts',
      'Auto-launch',
      'Account',
    ]);
    expect(tabs().getByRole('tab', { name: 'Appearance' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('moves between categories with the arrow keys, wrapping, focus following', () => {
    renderDialog();
    const appearance = tabs().getByRole('tab', { name: 'Appearance' });
    fireEvent.keyDown(appearance, { key: 'ArrowUp' });
    const account = tabs().getByRole('tab', { name: 'Account' });
    expect(account.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(account);
    fireEvent.keyDown(account, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(appearance);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(appearance.id);
  });

  it('embeds the site chat in Site Chat', () => {
    const { socket } = renderDialog();
    fireEvent.click(tabs().getByRole('tab', { name: 'Site Chat' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByLabelText(CHAT_TEXT.inputLabel)).toBeTruthy();
    act(() => socket.receive('chat_message', makeChatMessage({ message: 'gm from the dialog' })));
    expect(within(panel).getByText('gm from the dialog')).toBeTruthy();
  });

  it('closes on Escape and opens again at the category the trader left', () => {
    const { onClose, reopen } = renderDialog();
    fireEvent.click(tabs().getByRole('tab', { name: 'Contract Addresses' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
    reopen(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    reopen(true);
    expect(
      tabs().getByRole('tab', { name: 'Contract Addresses' }).getAttribute('aria-selected'),
    ).toBe('true');
  });
});
