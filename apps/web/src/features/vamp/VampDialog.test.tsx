import { VAMP_TEXT } from '@launchdeck/protocol';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { deferred, jsonResponse } from '../../../test/fake-fetch.ts';
import { renderDeploy, startDeploy } from '../../../test/features/deploy/support.tsx';
import { assetAnswer, serveVamp, VAMP_MINT } from '../../../test/features/vamp/support.ts';
import { preloadVampDialog, VampButton } from './VampButton.tsx';

const dialog = () => screen.queryByRole('dialog', { name: VAMP_TEXT.title });
/** Resolves once the dialog has closed. */
const closed = () => waitFor(() => expect(dialog()).toBeNull());

/** The header's Vamp button over a logged-in deploy store, clicked; the server is `serveVamp`. */
async function openDialog(server: Parameters<typeof serveVamp>[0] = {}) {
  const kit = startDeploy();
  kit.connect();
  const fetch = serveVamp(server);
  const user = userEvent.setup();
  renderDeploy(<VampButton />, kit);
  await user.click(screen.getByRole('button', { name: VAMP_TEXT.button }));
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: VAMP_TEXT.placeholder });
  const load = () =>
    screen.getByRole<HTMLButtonElement>('button', { name: /^(Load|Loading\.\.\.)$/ });
  const autoLoad = () =>
    screen.getByRole<HTMLInputElement>('checkbox', { name: VAMP_TEXT.autoLoad });
  return { ...kit, fetch, input, load, autoLoad, user };
}

// The dialog's code loads on demand; here it is loaded first, so it opens at once.
beforeAll(() => preloadVampDialog());

describe('VampDialog', () => {
  it('starts idle: the address focused, Load disabled, no error, auto-load off', async () => {
    const { input, load, autoLoad } = await openDialog();
    expect(dialog()).not.toBeNull();
    expect(document.activeElement).toBe(input);
    expect(load().textContent).toBe(VAMP_TEXT.load);
    expect(load().disabled).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(autoLoad().checked).toBe(false);
  });

  it('Enter on an empty address says so; typing clears the error', async () => {
    const { input, user, fetch } = await openDialog();
    await user.type(input, '{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(VAMP_TEXT.enterAddress);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.type(input, 'k');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("loads with Enter: 'Loading...' and disabled while busy, then fills and opens the form", async () => {
    const held = deferred<Response>();
    const { input, load, user, state } = await openDialog({ rpc: () => held.promise });
    await user.type(input, `${VAMP_MINT}{Enter}`);
    expect(load().textContent).toBe(VAMP_TEXT.loading);
    expect(load().disabled).toBe(true);
    held.resolve(jsonResponse(assetAnswer()));
    await closed();
    expect(state().open).toBe(true);
    expect(state().form).toMatchObject({
      name: 'Pepe Classic',
      ticker: 'PEPEC',
      website: 'https://pepe.example',
      twitter: 'https://x.com/pepeclassic',
    });
    expect(state().form.images).toMatchObject([
      { url: 'https://ipfs.example/pepe.png', source: 'vamp' },
    ]);
  });

  it('loads with the Load button', async () => {
    const { input, load, user, state } = await openDialog();
    await user.type(input, VAMP_MINT);
    expect(load().disabled).toBe(false);
    await user.click(load());
    await closed();
    expect(state().form.name).toBe('Pepe Classic');
  });

  const failures = [
    {
      title: "the lookup's own message",
      rpc: () =>
        jsonResponse(
          assetAnswer({ result: undefined, error: { code: -32000, message: 'Asset not found' } }),
        ),
      error: 'Asset not found',
    },
    {
      title: "'Unknown error' for a lookup error without a message",
      rpc: () => jsonResponse(assetAnswer({ result: undefined, error: { code: 1, message: '' } })),
      error: VAMP_TEXT.unknownError,
    },
    {
      title: 'the fetch failure for a failed request',
      rpc: () => jsonResponse({ success: false, error: 'Internal error' }, 500),
      error: VAMP_TEXT.fetchFailed,
    },
  ];
  for (const { title, rpc, error } of failures) {
    it(`shows ${title} inline and stays open`, async () => {
      const { input, load, user, state } = await openDialog({ rpc });
      await user.type(input, `${VAMP_MINT}{Enter}`);
      expect((await screen.findByRole('alert')).textContent).toBe(error);
      expect(load().textContent).toBe(VAMP_TEXT.load);
      expect(load().disabled).toBe(false);
      expect(dialog()).not.toBeNull();
      expect(state().open).toBe(false);
    });
  }

  it('refuses an address that is not base58 without asking the server', async () => {
    const { input, user, fetch } = await openDialog();
    await user.type(input, 'not-an-address{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(VAMP_TEXT.notAnAddress);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with auto-load on, pasting a valid address loads it at once', async () => {
    localStorage.setItem('vampAutoLoad', 'true');
    const { input, user, state, autoLoad } = await openDialog();
    expect(autoLoad().checked).toBe(true);
    await user.click(input);
    await user.paste(`${VAMP_MINT}\n`);
    await closed();
    expect(state().form.ticker).toBe('PEPEC');
  });

  it('with auto-load on, pasting other text only fills the input', async () => {
    localStorage.setItem('vampAutoLoad', 'true');
    const { input, user, fetch } = await openDialog();
    await user.click(input);
    await user.paste('hello');
    expect(input.value).toBe('hello');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with auto-load off, pasting a valid address waits for Load', async () => {
    const { input, user, fetch } = await openDialog();
    await user.click(input);
    await user.paste(VAMP_MINT);
    expect(input.value).toBe(VAMP_MINT);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('closing while it loads drops the answer', async () => {
    const held = deferred<Response>();
    const links = deferred<Response>();
    const { input, user, state } = await openDialog({
      rpc: () => held.promise,
      links: () => links.promise,
    });
    await user.type(input, `${VAMP_MINT}{Enter}`);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog()).toBeNull();
    held.resolve(jsonResponse(assetAnswer()));
    // The lookup runs on to its last call; what it then finds must go nowhere.
    const found = new Promise<void>((resolve) => {
      links.promise.then(() => setTimeout(resolve, 0));
    });
    links.resolve(jsonResponse({ website: '', twitter: '' }));
    await found;
    expect(state().form.name).toBe('');
    expect(state().open).toBe(false);
  });

  it("the checkbox stores vampAutoLoad as 'true' or 'false'", async () => {
    const { user, autoLoad } = await openDialog();
    const box = autoLoad();
    await user.click(box);
    expect(localStorage.getItem('vampAutoLoad')).toBe('true');
    await user.click(box);
    expect(localStorage.getItem('vampAutoLoad')).toBe('false');
  });
});
