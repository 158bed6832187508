import {
  DEPLOY_MESSAGES,
  type Post,
  TRANSLATE_TEXT_MESSAGES,
  type TrackerSettings,
} from '@launchdeck/protocol';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fake-fetch.ts';
import {
  frogPost,
  renderDeploy,
  SOLANA_WALLET,
  startDeploy,
  storeWallets,
} from '../../../test/features/deploy/support.tsx';
import { FeedLaunchTools } from './FeedLaunchTools.tsx';
import { TOOLBAR_LAYOUT } from './toolbar/selection.ts';

const post: Post = frogPost({ text: 'The Frog King has arrived. Hail' });

/** A feed card as FeedCard renders it: its root's test hooks and the post's text. */
function Card() {
  return (
    <article data-testid="feed-card" data-post-id={post.id}>
      <span className="card-name">kaito</span>
      <p className="post-text">{post.text}</p>
      <input aria-label="Somewhere to type" />
    </article>
  );
}

const findPost = (id: string) => (id === post.id ? post : null);

afterEach(() => window.getSelection()?.removeAllRanges());

beforeEach(() => {
  // jsdom lays nothing out; a browser gives the selection's box.
  Range.prototype.getBoundingClientRect = () => new DOMRect(400, 300, 120, 20);
});

function setup(settings: Partial<TrackerSettings> = {}, { wallet = true, login = true } = {}) {
  if (wallet) storeWallets(SOLANA_WALLET);
  // The hotkeys armed, as after the trader's Arm (issue 50; hotkey-arming.test.tsx asks first).
  localStorage.setItem('deployHotkeysArmed', 'true');
  const kit = startDeploy(settings);
  if (login) kit.connect();
  renderDeploy(
    <>
      <Card />
      <FeedLaunchTools findPost={findPost} />
    </>,
    kit,
  );
  return kit;
}

/** Selects "Frog King" in the card's text and releases the mouse, as a drag would. */
function selectFrogKing() {
  const text = document.querySelector('.post-text')?.firstChild as Text;
  const range = document.createRange();
  range.setStart(text, 4);
  range.setEnd(text, 13);
  window.getSelection()?.removeAllRanges();
  window.getSelection()?.addRange(range);
  fireEvent.mouseUp(text);
}

const toolbar = () => screen.findByRole('toolbar', { name: 'Deploy the selected words' });

describe('selection toolbar', () => {
  it('shows ASCII, Letter, Deploy and GUI after words in a post are selected', async () => {
    setup();
    selectFrogKing();
    const bar = await toolbar();
    const names = within(bar)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['ASCII', 'Letter', 'Deploy', 'GUI']);
    expect(bar.style.width).toBe('320px');
  });

  it.each([
    ['ASCII', { image_type: 'ascii', image_url: null }],
    ['Letter', { image_type: 'letter', image_url: null }],
    ['Deploy', { image_type: null, image_url: 'https://img.example/frog.png' }],
  ])('%s launches the words at once over toolbar_deploy and hides', async (button, image) => {
    const { emitted } = setup();
    selectFrogKing();
    fireEvent.click(within(await toolbar()).getByRole('button', { name: button }));
    expect(emitted('toolbar_deploy')).toEqual([
      expect.objectContaining({
        name: 'Frog King',
        symbol: 'FROGKING',
        description: '.',
        priority_fee: 0.0035,
        tip: 0.0035,
        source_tweet_id: 'post-frog',
        source_tweet_author: 'degenkaito',
        ...image,
      }),
    ]);
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it("prepares its Deploy on the server the moment it appears, without the click's ids", async () => {
    const { emitted } = setup();
    selectFrogKing();
    await toolbar();
    await waitFor(() => expect(emitted('prepare_launch')).toHaveLength(1));
    const [prepared] = emitted('prepare_launch') as Record<string, unknown>[];
    expect(prepared).toMatchObject({
      mode: 'pump',
      api_key: SOLANA_WALLET.api_key,
      toolbar: {
        name: 'Frog King',
        symbol: 'FROGKING',
        image_type: null,
        image_url: 'https://img.example/frog.png',
      },
    });
    expect(prepared?.toolbar).not.toHaveProperty('request_id');
    expect(prepared?.toolbar).not.toHaveProperty('api_key');
  });

  it('prepares nothing without a wallet for the platform', async () => {
    const { emitted } = setup({}, { wallet: false });
    selectFrogKing();
    await toolbar();
    expect(emitted('prepare_launch')).toEqual([]);
  });

  it('GUI opens the form prefilled from the post with the words as the name', async () => {
    const { emitted, state } = setup();
    selectFrogKing();
    fireEvent.click(within(await toolbar()).getByRole('button', { name: 'GUI' }));
    expect(state()).toMatchObject({ open: true, form: { name: 'Frog King', ticker: 'FROGKING' } });
    expect(state().form.images.map((image) => image.url)).toContain('https://img.example/frog.png');
    expect(emitted('toolbar_deploy')).toEqual([]);
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it.each([
    [{ login: false }, DEPLOY_MESSAGES.loginToDeploy],
    [{ wallet: false }, DEPLOY_MESSAGES.noSolanaWallet],
  ])('says why it cannot launch (%o) in the toolbar', async (options, message) => {
    setup({}, options);
    selectFrogKing();
    const bar = await toolbar();
    fireEvent.click(within(bar).getByRole('button', { name: 'Deploy' }));
    expect(within(bar).getByRole('alert').textContent).toBe(message);
  });

  it('hides on a click outside and on an empty selection', async () => {
    setup();
    selectFrogKing();
    fireEvent.mouseDown(within(await toolbar()).getByRole('button', { name: 'Letter' }));
    expect(screen.getByRole('toolbar')).toBeTruthy();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('toolbar')).toBeNull();

    selectFrogKing();
    await toolbar();
    act(() => {
      window.getSelection()?.removeAllRanges();
      document.dispatchEvent(new Event('selectionchange'));
    });
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('does not show for a selection outside the post text, or when turned off', () => {
    vi.useFakeTimers();
    const { settings } = setup();
    const name = document.querySelector('.card-name')?.firstChild as Text;
    const range = document.createRange();
    range.setStart(name, 0);
    range.setEnd(name, 5);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
    fireEvent.mouseUp(name);
    act(() => vi.advanceTimersByTime(TOOLBAR_LAYOUT.delayMs));
    expect(screen.queryByRole('toolbar')).toBeNull();

    selectFrogKing();
    act(() => vi.advanceTimersByTime(TOOLBAR_LAYOUT.delayMs));
    expect(screen.getByRole('toolbar')).toBeTruthy();
    act(() => settings.update({ disableTextSelectionToolbar: true }));
    expect(screen.queryByRole('toolbar')).toBeNull();
    selectFrogKing();
    act(() => vi.advanceTimersByTime(TOOLBAR_LAYOUT.delayMs));
    expect(screen.queryByRole('toolbar')).toBeNull();
  });
});

function press(target: Element | Window, init: KeyboardEventInit) {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

const hoverCard = () => fireEvent.mouseOver(document.querySelector('.post-text') as Element);

describe('deploy keybinds', () => {
  it('auto-deploy (Ctrl+X) launches the post under the mouse with its token name', () => {
    const { emitted } = setup();
    hoverCard();
    const event = press(document.body, { key: 'x', code: 'KeyX', ctrlKey: true });
    expect(event.defaultPrevented).toBe(true);
    expect(emitted('toolbar_deploy')).toEqual([
      expect.objectContaining({
        name: 'The Frog King has arrived',
        image_url: 'https://img.example/frog.png',
      }),
    ]);
  });

  it('a preset key (Coinify, Ctrl+Z) launches the selection as the preset makes it', () => {
    const { emitted } = setup();
    selectFrogKing();
    press(document.body, { key: 'z', code: 'KeyZ', ctrlKey: true });
    expect(emitted('debug_request')).toEqual([
      expect.objectContaining({ type: 'create_token', name: 'Frog King Coin', ticker: 'FROGKING' }),
    ]);
  });

  it('leaves presses alone while typing, without a target, unmatched, or when turned off', () => {
    const { emitted, settings } = setup();
    const unhovered = press(document.body, { key: 'x', code: 'KeyX', ctrlKey: true });
    expect(unhovered.defaultPrevented).toBe(false);

    hoverCard();
    const input = screen.getByLabelText('Somewhere to type');
    expect(press(input, { key: 'x', code: 'KeyX', ctrlKey: true }).defaultPrevented).toBe(false);
    expect(press(document.body, { key: 'x', code: 'KeyX' }).defaultPrevented).toBe(false);
    expect(press(document.body, { key: 'c', code: 'KeyC', ctrlKey: true }).defaultPrevented).toBe(
      false,
    );
    act(() => settings.update({ disableAutoDeployKeybinds: true }));
    expect(press(document.body, { key: 'x', code: 'KeyX', ctrlKey: true }).defaultPrevented).toBe(
      false,
    );
    expect(emitted('toolbar_deploy')).toEqual([]);
    expect(emitted('debug_request')).toEqual([]);
  });

  it('follows a changed auto-deploy keybind', () => {
    const { emitted, settings } = setup();
    act(() =>
      settings.update({
        keybinds: { autoDeploy: { ctrl: false, shift: true, alt: true, key: 'D' } },
      }),
    );
    hoverCard();
    expect(press(document.body, { key: 'x', code: 'KeyX', ctrlKey: true }).defaultPrevented).toBe(
      false,
    );
    press(document.body, { key: 'Î', code: 'KeyD', shiftKey: true, altKey: true });
    expect(emitted('toolbar_deploy')).toHaveLength(1);
  });

  it('shows a failed translation and launches nothing', async () => {
    const { emitted, state } = setup({
      presets: [
        {
          id: '7',
          name: 'Chinese',
          keybind: { ctrl: true, shift: false, alt: false, key: 'K' },
          prefix: '',
          suffix: '',
          mode: 'default',
          tickerMode: 'selected_text',
          customTicker: '',
          imageType: 'letter',
          customImage: '',
          translateToChinese: true,
        },
      ],
    });
    stubFetch((url) =>
      url === '/api/translate-text'
        ? jsonResponse({ success: false, error: 'text must not be empty' })
        : jsonResponse({ wallets: [SOLANA_WALLET] }),
    );
    hoverCard();
    press(document.body, { key: 'k', code: 'KeyK', ctrlKey: true });
    await waitFor(() =>
      expect(state().dialog).toEqual({
        kind: 'error',
        text: TRANSLATE_TEXT_MESSAGES.failed('text must not be empty'),
      }),
    );
    expect(emitted('debug_request')).toEqual([]);
  });

  it('asks for the wallet a keybind launch needs', () => {
    const { state } = setup({}, { wallet: false });
    hoverCard();
    press(document.body, { key: 'x', code: 'KeyX', ctrlKey: true });
    expect(state().dialog).toEqual({ kind: 'wallet-missing', chain: 'solana' });
  });
});
