import { WALLET_MESSAGES } from '@launchdeck/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { deferred, jsonResponse, sent, stubFetch } from '../../../test/fake-fetch.ts';
import {
  importAnswer,
  makeBnbServerWallet,
  makeServerWallet,
  makeSolanaKeyText,
  seedWallets,
  stored,
} from '../../../test/features/wallets/support.ts';
import type { SessionState } from '../session/index.ts';
import { createWalletsController, type WalletsController } from './store.ts';
import { activeWalletOf } from './wallet-list.ts';

const SOLANA_KEY = makeSolanaKeyText();
const BNB_KEY = `0x${'ab'.repeat(32)}`;
const BNB_KEY_BARE = 'cd'.repeat(32);

const built: WalletsController[] = [];
afterEach(() => {
  for (const controller of built.splice(0)) controller.dispose();
});

function setup(deps: Partial<Parameters<typeof createWalletsController>[0]> = {}) {
  const openWalletSettings = vi.fn();
  const wallets = createWalletsController({ openWalletSettings, ...deps });
  built.push(wallets);
  const state = () => wallets.store.getState();
  const active = (chain: 'solana' | 'bnb') =>
    activeWalletOf(state().wallets, state().active, chain);
  return { wallets, state, active, openWalletSettings };
}

const storedWallets = () => JSON.parse(localStorage.getItem('wallets') ?? 'null');

describe('wallets store', () => {
  it('imports a Solana key through /api/wallets/import and makes it the active Solana wallet', async () => {
    const server = makeServerWallet();
    const fetch = stubFetch(() => jsonResponse(importAnswer(server)));
    const { wallets, state, active } = setup();

    const result = await wallets.importWallet('sess-1', `  ${SOLANA_KEY}\n`);

    expect(result).toEqual({ ok: true, value: stored(server) });
    const call = sent(fetch);
    expect(call.url).toBe('/api/wallets/import');
    expect(call.init?.method).toBe('POST');
    expect(call.body).toEqual({ wallet_api: SOLANA_KEY });
    expect(new Headers(call.init?.headers).get('x-session-id')).toBe('sess-1');
    expect(state().wallets).toEqual([stored(server)]);
    expect(active('solana')).toEqual(stored(server));
    expect(active('bnb')).toBeNull();
    expect(storedWallets()).toEqual([stored(server)]);
    expect(localStorage.getItem('api_wkey')).toBe(server.api_key);
    expect(localStorage.getItem('api_wkey_bnb')).toBeNull();
  });

  it.each([
    ['0x and 64 hex', BNB_KEY],
    ['64 hex', BNB_KEY_BARE],
  ])('imports a BNB key (%s) through /api/wallets/import_bnb', async (_kind, key) => {
    const server = makeBnbServerWallet();
    const fetch = stubFetch(() => jsonResponse(importAnswer(server)));
    const { wallets, active } = setup();

    await wallets.importWallet('sess-1', key);

    expect(sent(fetch).url).toBe('/api/wallets/import_bnb');
    expect(sent(fetch).body).toEqual({ wallet_api: key });
    expect(active('bnb')).toEqual(stored(server));
    expect(active('solana')).toBeNull();
    expect(localStorage.getItem('api_wkey_bnb')).toBe(server.api_key);
  });

  it('keeps the active wallet when a second wallet of the same chain is imported', async () => {
    const first = makeServerWallet();
    const second = makeServerWallet();
    const answers = [first, second];
    stubFetch(() => jsonResponse(importAnswer(answers.shift() ?? first)));
    const { wallets, state, active } = setup();

    await wallets.importWallet('sess-1', SOLANA_KEY);
    await wallets.importWallet('sess-1', `${SOLANA_KEY}x`);

    expect(state().wallets.map((w) => w.id)).toEqual([first.id, second.id]);
    expect(active('solana')?.id).toBe(first.id);
  });

  it("refuses an empty key with 'Please enter a private key' without calling the server", async () => {
    const fetch = stubFetch(() => jsonResponse({}));
    const { wallets } = setup();
    expect(await wallets.importWallet('sess-1', '   ')).toEqual({
      ok: false,
      error: 'Please enter a private key',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a refusal with a status',
      jsonResponse({ success: false, error: 'Wallet already imported' }, 409),
      'Wallet already imported',
    ],
    [
      'a refusal in a 200 answer',
      jsonResponse({ success: false, error: WALLET_MESSAGES.bnbKeyMalformed }),
      WALLET_MESSAGES.bnbKeyMalformed,
    ],
    [
      'an unreadable answer',
      new Response('<html>bad gateway</html>', { status: 502 }),
      'Failed to import wallet',
    ],
  ])('shows the server sentence for %s, else the DA §8 fallback', async (_kind, answer, error) => {
    stubFetch(() => answer);
    const { wallets, state } = setup();
    expect(await wallets.importWallet('sess-1', SOLANA_KEY)).toEqual({ ok: false, error });
    expect(state().wallets).toEqual([]);
  });

  it("says 'Failed to import wallet' when the server cannot be reached", async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { wallets } = setup();
    expect(await wallets.importWallet('sess-1', SOLANA_KEY)).toEqual({
      ok: false,
      error: 'Failed to import wallet',
    });
  });

  it('sets one active wallet per chain', () => {
    const [a, b] = [makeServerWallet(), makeServerWallet()];
    const bnb = makeBnbServerWallet();
    seedWallets([stored(a), stored(b), stored(bnb)], { solana: a.api_key, bnb: bnb.api_key });
    const { wallets, active } = setup();

    wallets.setActive(b.id);

    expect(active('solana')?.id).toBe(b.id);
    expect(active('bnb')?.id).toBe(bnb.id);
    expect(localStorage.getItem('api_wkey')).toBe(b.api_key);
    expect(localStorage.getItem('api_wkey_bnb')).toBe(bnb.api_key);
  });

  it('keeps a wallet buy amount in the wallets key, and clears it', () => {
    const a = makeServerWallet();
    seedWallets([stored(a)]);
    const { wallets } = setup();

    wallets.setBuyAmount(a.id, 0.25);
    expect(storedWallets()).toEqual([stored(a, 0.25)]);
    wallets.setBuyAmount(a.id, null);
    expect(storedWallets()).toEqual([stored(a)]);
  });

  it('deletes on the server, then here, and clears the active key with its wallet', async () => {
    const [a, b] = [makeServerWallet(), makeServerWallet()];
    seedWallets([stored(a), stored(b)], { solana: a.api_key });
    const fetch = stubFetch(() => jsonResponse({ success: true, message: 'Wallet deleted' }));
    const { wallets, state, active } = setup();

    expect(await wallets.deleteWallet('sess-1', a.id)).toEqual({ ok: true, value: undefined });

    expect(sent(fetch).url).toBe(`/api/wallets/${a.id}`);
    expect(sent(fetch).init?.method).toBe('DELETE');
    expect(state().wallets).toEqual([stored(b)]);
    // DA §4: the active key goes; another wallet is not made active in its place.
    expect(active('solana')).toBeNull();
    expect(localStorage.getItem('api_wkey')).toBeNull();
  });

  it('keeps the active key when another wallet is deleted', async () => {
    const [a, b] = [makeServerWallet(), makeServerWallet()];
    seedWallets([stored(a), stored(b)], { solana: a.api_key });
    stubFetch(() => jsonResponse({ success: true, message: 'Wallet deleted' }));
    const { wallets, active } = setup();
    await wallets.deleteWallet('sess-1', b.id);
    expect(active('solana')?.id).toBe(a.id);
  });

  it("keeps the wallet and says 'Failed to delete wallet' when the delete fails", async () => {
    const a = makeServerWallet();
    seedWallets([stored(a)], { solana: a.api_key });
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { wallets, state, active } = setup();
    expect(await wallets.deleteWallet('sess-1', a.id)).toEqual({
      ok: false,
      error: 'Failed to delete wallet',
    });
    expect(state().wallets).toEqual([stored(a)]);
    expect(active('solana')?.id).toBe(a.id);
  });

  it('removes a wallet the server no longer has', async () => {
    const a = makeServerWallet();
    seedWallets([stored(a)]);
    stubFetch(() => jsonResponse({ success: false, error: 'Wallet not found' }, 404));
    const { wallets, state } = setup();
    expect(await wallets.deleteWallet('sess-1', a.id)).toEqual({ ok: true, value: undefined });
    expect(state().wallets).toEqual([]);
  });

  it("takes the server's list: gone wallets dropped, new ones added, buy amounts kept", async () => {
    const [kept, gone, added] = [makeServerWallet(), makeServerWallet(), makeServerWallet()];
    const bnb = makeBnbServerWallet();
    seedWallets([stored(kept, 2), stored(gone, 1)], { solana: gone.api_key });
    const fetch = stubFetch(() => jsonResponse({ wallets: [kept, added, bnb] }));
    const { wallets, state, active } = setup();

    await wallets.refreshFromServer('sess-1');

    expect(sent(fetch).url).toBe('/api/wallets');
    expect(new Headers(sent(fetch).init?.headers).get('x-session-id')).toBe('sess-1');
    expect(state().wallets).toEqual([stored(kept, 2), stored(added), stored(bnb)]);
    // The active wallet is gone; the first wallet new to this browser takes its chain's place.
    expect(active('solana')?.id).toBe(added.id);
    expect(active('bnb')?.id).toBe(bnb.id);
    expect(storedWallets()).toEqual([stored(kept, 2), stored(added), stored(bnb)]);
  });

  it('does not make a wallet this browser already had active on a refresh', async () => {
    const a = makeServerWallet();
    seedWallets([stored(a)]);
    stubFetch(() => jsonResponse({ wallets: [a] }));
    const { wallets, active } = setup();
    await wallets.refreshFromServer('sess-1');
    expect(active('solana')).toBeNull();
  });

  it('keeps the list when the refresh fails', async () => {
    const a = makeServerWallet();
    seedWallets([stored(a)]);
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { wallets, state } = setup();
    await wallets.refreshFromServer('sess-1');
    expect(state().wallets).toEqual([stored(a)]);
  });

  it('ignores a list asked for before an import that landed first', async () => {
    const imported = makeServerWallet();
    const list = deferred<Response>();
    stubFetch((url) =>
      url === '/api/wallets' ? list.promise : jsonResponse(importAnswer(imported)),
    );
    const { wallets, state } = setup();

    const refresh = wallets.refreshFromServer('sess-1');
    await wallets.importWallet('sess-1', SOLANA_KEY);
    list.resolve(jsonResponse({ wallets: [] }));
    await refresh;

    expect(state().wallets).toEqual([stored(imported)]);
  });

  it('refreshes from the server on each new login', async () => {
    const a = makeServerWallet();
    const fetch = stubFetch(() => jsonResponse({ wallets: [a] }));
    const session = createStore<SessionState>()(() => ({
      phase: { status: 'logged_out' },
      connection: 'idle',
      ready: false,
      onlineUsers: [],
      announcements: [],
      canDeploy: true,
      canTranslate: true,
      newLogin: null,
      accountNotice: null,
      twoFactorSetupRequired: false,
    }));
    const { state } = setup({ session: { store: session } });
    expect(fetch).not.toHaveBeenCalled();

    session.setState({
      phase: { status: 'active', user: { sessionId: 'sess-9', username: 'bob', isAdmin: false } },
    });
    await vi.waitFor(() => expect(state().wallets).toEqual([stored(a)]));
    expect(new Headers(sent(fetch).init?.headers).get('x-session-id')).toBe('sess-9');
    session.setState({ connection: 'connected' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("follows another window's changes to the wallets and active keys", () => {
    const a = makeServerWallet();
    const { state, active } = setup();

    seedWallets([stored(a)], { solana: a.api_key });
    window.dispatchEvent(new StorageEvent('storage', { key: 'wallets' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'api_wkey' }));

    expect(state().wallets).toEqual([stored(a)]);
    expect(active('solana')?.id).toBe(a.id);

    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(state().wallets).toEqual([]);
  });

  it.each([
    ['not JSON', '{wallets'],
    ['not a list', '{"id":"w"}'],
    [
      'a wallet without its handle',
      '[{"id":"w","address":"a","network":"solana","created_at":"x"}]',
    ],
    [
      'a negative buy amount',
      '[{"id":"w","address":"a","api_key":"k","network":"solana","created_at":"x","buyAmount":-1}]',
    ],
  ])('reads corrupt storage (%s) as no wallets', (_kind, raw) => {
    localStorage.setItem('wallets', raw);
    const { state } = setup();
    expect(state().wallets).toEqual([]);
  });

  it('opens the Deploy Settings wallets through the function it was given', () => {
    const { wallets, openWalletSettings } = setup();
    wallets.openWalletSettings();
    expect(openWalletSettings).toHaveBeenCalledTimes(1);
  });
});
