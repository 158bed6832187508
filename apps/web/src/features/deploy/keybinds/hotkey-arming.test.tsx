import type { Post, StoredWallet } from '@launchdeck/protocol';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  BNB_WALLET,
  frogPost,
  renderDeploy,
  SOLANA_WALLET,
  settingsWith,
  startDeploy,
  storeWallets,
} from '../../../../test/features/deploy/support.tsx';
import { DeployDialogs } from '../dialogs/DeployDialogs.tsx';
import { FeedLaunchTools } from '../FeedLaunchTools.tsx';
import { HotkeysChip } from './HotkeysChip.tsx';
import { hotkeyRows } from './hotkey-list.ts';
import { HOTKEY_TEXT } from './strings.ts';

const walletSourceOf = (active: { solana?: StoredWallet; bnb?: StoredWallet }) => ({
  active: (chain: 'solana' | 'bnb') => active[chain] ?? null,
});
const noWhitelists = {
  pumpFunWhitelist: [],
  bonkWhitelist: [],
  bnbWhitelist: [],
  usd1Whitelist: [],
};

const post: Post = frogPost({ text: 'The Frog King has arrived. Hail' });
const findPost = (id: string) => (id === post.id ? post : null);

function Card() {
  return (
    <article data-testid="feed-card" data-post-id={post.id}>
      <p className="post-text">{post.text}</p>
      <input aria-label="Somewhere to type" />
    </article>
  );
}

function setup({ armed = false } = {}) {
  storeWallets(SOLANA_WALLET);
  if (armed) localStorage.setItem('deployHotkeysArmed', 'true');
  const kit = startDeploy();
  kit.connect();
  renderDeploy(
    <>
      <HotkeysChip />
      <Card />
      <FeedLaunchTools findPost={findPost} />
      <DeployDialogs />
    </>,
    kit,
  );
  return kit;
}

function press(target: EventTarget, init: KeyboardEventInit) {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

const ctrl = (key: string) => ({ key, code: `Key${key.toUpperCase()}`, ctrlKey: true });
const hoverCard = () => fireEvent.mouseOver(document.querySelector('.post-text') as Element);

describe('arming the launch hotkeys (issue 50)', () => {
  it('before arming, a launch key launches nothing and shows what each key would do', () => {
    const { emitted, state } = setup();
    hoverCard();
    expect(press(document.body, ctrl('z')).defaultPrevented).toBe(true);
    expect(press(document.body, ctrl('x')).defaultPrevented).toBe(true);
    expect(emitted('debug_request')).toEqual([]);
    expect(emitted('toolbar_deploy')).toEqual([]);
    expect(state().dialog).toEqual({ kind: 'arm-hotkeys' });

    const dialog = screen.getByRole('dialog', { name: HOTKEY_TEXT.dialogTitle });
    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    const platform = `pump (${HOTKEY_TEXT.orWhitelist})`; // the default whitelists are not empty
    expect(rows).toEqual([
      `Ctrl+XAuto-deploy${platform}7 SOL`,
      `Ctrl+ZCoinify${platform}7 SOL`,
      `Ctrl+QGrok Companion${platform}7 SOL`,
    ]);
    // Not now has first focus, so Enter never arms.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: /Hotkeys armed/ })).toBeNull();
  });

  it('Not now leaves them disarmed; in a text field Ctrl+X is never taken', async () => {
    const { emitted, state } = setup();
    hoverCard();
    press(document.body, ctrl('z'));
    await userEvent.click(screen.getByRole('button', { name: HOTKEY_TEXT.notNow }));
    expect(state()).toMatchObject({ dialog: null, hotkeysArmed: false });
    expect(localStorage.getItem('deployHotkeysArmed')).toBeNull();
    const input = screen.getByLabelText('Somewhere to type');
    expect(press(input, ctrl('x')).defaultPrevented).toBe(false);
    expect(state().dialog).toBeNull();
    expect(emitted('toolbar_deploy')).toEqual([]);
  });

  it('Arm arms them in this browser: the keys launch with their hotkey and post, the chip shows', async () => {
    const { emitted, state } = setup();
    hoverCard();
    press(document.body, ctrl('z'));
    await userEvent.click(screen.getByRole('button', { name: HOTKEY_TEXT.arm }));
    expect(state()).toMatchObject({ dialog: null, hotkeysArmed: true });
    expect(localStorage.getItem('deployHotkeysArmed')).toBe('true');
    expect(screen.getByRole('button', { name: HOTKEY_TEXT.chipLabel })).toBeTruthy();

    hoverCard();
    press(document.body, ctrl('z'));
    expect(emitted('debug_request')).toEqual([
      expect.objectContaining({
        name: 'The Frog King has arrived Coin',
        buy_amount: 7,
        source_tweet_id: post.id,
        source_tweet_author: 'degenkaito',
        trigger: { kind: 'hotkey', keybind: 'Ctrl+Z', preset: 'Coinify' },
      }),
    ]);
  });

  it('the auto-deploy key sends its hotkey with the toolbar launch', () => {
    const { emitted } = setup({ armed: true });
    hoverCard();
    press(document.body, ctrl('x'));
    expect(emitted('toolbar_deploy')).toEqual([
      expect.objectContaining({
        amount: 7,
        source_tweet_id: post.id,
        trigger: { kind: 'hotkey', keybind: 'Ctrl+X' },
      }),
    ]);
  });

  it('the chip disarms: the next press asks again', async () => {
    const { emitted, state } = setup({ armed: true });
    await userEvent.click(screen.getByRole('button', { name: HOTKEY_TEXT.chipLabel }));
    expect(state().hotkeysArmed).toBe(false);
    expect(localStorage.getItem('deployHotkeysArmed')).toBeNull();
    expect(screen.queryByRole('button', { name: HOTKEY_TEXT.chipLabel })).toBeNull();
    hoverCard();
    press(document.body, ctrl('x'));
    expect(emitted('toolbar_deploy')).toEqual([]);
    expect(state().dialog).toEqual({ kind: 'arm-hotkeys' });
  });

  it('follows another window arming or disarming', () => {
    const { state } = setup();
    localStorage.setItem('deployHotkeysArmed', 'true');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'deployHotkeysArmed' }));
    });
    expect(state().hotkeysArmed).toBe(true);
  });
});

describe('hotkeyRows', () => {
  it("lists each key with the amount the one getter gives the platform's active wallet", () => {
    const settings = settingsWith({
      ...noWhitelists,
      globalBuyAmount: 2,
      defaultMode: 'bonk',
      presets: settingsWith().presets.map((preset, index) =>
        index === 1 ? { ...preset, mode: 'bnb' as const } : preset,
      ),
      keybinds: { autoDeploy: { ctrl: true, shift: false, alt: false, key: '' } },
    });
    const wallets = walletSourceOf({ solana: { ...SOLANA_WALLET, buyAmount: 3 }, bnb: BNB_WALLET });
    expect(hotkeyRows(settings, wallets)).toEqual([
      { keybind: 'Ctrl+Z', launches: 'Coinify', platform: 'bonk', amount: '3 SOL' },
      { keybind: 'Ctrl+Q', launches: 'Grok Companion', platform: 'bnb', amount: '1.5 BNB' },
    ]);
  });

  it('says when a whitelist can send a default-platform key elsewhere', () => {
    const settings = settingsWith({ ...noWhitelists, usd1Whitelist: ['degenkaito'] });
    const [auto] = hotkeyRows(settings, walletSourceOf({}));
    expect(auto).toMatchObject({
      keybind: 'Ctrl+X',
      platform: `pump (${HOTKEY_TEXT.orWhitelist})`,
      amount: '7 SOL',
    });
  });
});
