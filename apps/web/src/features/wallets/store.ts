import { classifyPrivateKey, type StoredWallet, WALLET_MESSAGES } from '@launchdeck/protocol';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError } from '../../lib/http.ts';
import { KEYS, read, write } from '../../lib/storage.ts';
import type { SessionState } from '../session/index.ts';
import { deleteWallet, importBnbWallet, importSolanaWallet, listWallets } from './api.ts';
import {
  type ActiveHandles,
  chainOf,
  mergeServerWallets,
  settleActive,
  toStoredWallet,
  upsertWallet,
} from './wallet-list.ts';

export type WalletsState = {
  /** DA §3 `wallets`: handles and addresses, never a key. */
  wallets: readonly StoredWallet[];
  active: ActiveHandles;
};

/** What an import or a delete came to; `error` is one sentence to show. */
export type WalletResult<T = undefined> = { ok: true; value: T } | { ok: false; error: string };

export type WalletsDeps = {
  /** The session's store: on each new login the list is refreshed from the server. */
  session?: { store: Pick<StoreApi<SessionState>, 'getState' | 'subscribe'> };
  /** Where 'Go to Deploy Settings' leads: the Deploy Settings modal at Wallets. */
  openWalletSettings: () => void;
  /** Other windows of this browser announce their changes here (the `storage` event). */
  target?: Window;
};

export type WalletsController = {
  store: StoreApi<WalletsState>;
  /** DA §5: the key's shape picks the Solana or the BNB import; the first of a chain goes active. */
  importWallet: (sessionId: string, keyText: string) => Promise<WalletResult<StoredWallet>>;
  /** DA §4: one active wallet per chain. */
  setActive: (id: string) => void;
  /** The wallet's own buy amount; null clears it (the global amount applies). */
  setBuyAmount: (id: string, amount: number | null) => void;
  /** Deletes on the server, then here; the active key goes with its wallet (DA §4). */
  deleteWallet: (sessionId: string, id: string) => Promise<WalletResult>;
  /** Takes the server's list: gone wallets dropped, new ones added, buy amounts kept. */
  refreshFromServer: (sessionId: string) => Promise<void>;
  openWalletSettings: () => void;
  dispose: () => void;
};

const STORED_KEYS: ReadonlyArray<string | null> = [
  KEYS.wallets.key,
  KEYS.activeSolanaWallet.key,
  KEYS.activeBnbWallet.key,
  null, // another window cleared all of local storage
];

function readStored(): WalletsState {
  return {
    wallets: read(KEYS.wallets),
    active: { solana: read(KEYS.activeSolanaWallet), bnb: read(KEYS.activeBnbWallet) },
  };
}

function save({ wallets, active }: WalletsState): void {
  write(KEYS.wallets, [...wallets]);
  write(KEYS.activeSolanaWallet, active.solana);
  write(KEYS.activeBnbWallet, active.bnb);
}

/** The sentence for a failed call: the server's own refusal, else `fallback` (DA §8). */
function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.failure === 'refused' ? error.message : fallback;
}

const activeSessionId = (state: SessionState) =>
  state.phase.status === 'active' ? state.phase.user.sessionId : null;

/**
 * The browser's wallets (DA §3, §4): the `wallets` key and the two active handles, in step with
 * other windows through the `storage` event, and with the server on each login. Framework-free;
 * built once by `app/start.ts`.
 */
export function createWalletsController(deps: WalletsDeps): WalletsController {
  const target = deps.target ?? window;
  const store = createStore<WalletsState>()(readStored);
  // Bumped by every local change, so a list asked for before it cannot undo it.
  let changes = 0;

  const commit = (next: WalletsState) => {
    changes += 1;
    save(next);
    store.setState(next, true);
  };

  const onStorage = (event: StorageEvent) => {
    if (STORED_KEYS.includes(event.key)) store.setState(readStored(), true);
  };
  target.addEventListener('storage', onStorage);

  const refreshFromServer = async (sessionId: string) => {
    const asked = changes;
    try {
      const { wallets: server } = await listWallets(sessionId);
      if (asked !== changes) return; // an import or delete landed meanwhile; it is newer
      const { wallets: local, active } = store.getState();
      const wallets = mergeServerWallets(local, server);
      const known = new Set(local.map((wallet) => wallet.id));
      const fresh = wallets.filter((wallet) => !known.has(wallet.id));
      commit({ wallets, active: settleActive(wallets, active, fresh) });
    } catch (error) {
      // DA §8: network errors are only logged; the list stays as it was.
      console.warn('Could not refresh the wallet list', error);
    }
  };

  let lastSession: string | null = null;
  const followSession = (state: SessionState) => {
    const sessionId = activeSessionId(state);
    if (sessionId && sessionId !== lastSession) void refreshFromServer(sessionId);
    lastSession = sessionId;
  };
  const unsubscribeSession = deps.session?.store.subscribe(followSession);
  if (deps.session) followSession(deps.session.store.getState());

  return {
    store,
    importWallet: async (sessionId, keyText) => {
      const key = keyText.trim();
      if (!key) return { ok: false, error: WALLET_MESSAGES.keyRequired };
      const importer = classifyPrivateKey(key) === 'bnb' ? importBnbWallet : importSolanaWallet;
      let answer: Awaited<ReturnType<typeof importer>>;
      try {
        answer = await importer(sessionId, { wallet_api: key });
      } catch (error) {
        return { ok: false, error: failureText(error, WALLET_MESSAGES.importFailed) };
      }
      if (!answer.success)
        return { ok: false, error: answer.error || WALLET_MESSAGES.importFailed };
      const wallet = toStoredWallet({ ...answer, address: answer.wallet_address });
      const { wallets, active } = store.getState();
      const next = upsertWallet(wallets, wallet);
      commit({ wallets: next, active: settleActive(next, active, [wallet]) });
      return { ok: true, value: wallet };
    },
    setActive: (id) => {
      const state = store.getState();
      const wallet = state.wallets.find((w) => w.id === id);
      if (!wallet) return;
      commit({ ...state, active: { ...state.active, [chainOf(wallet)]: wallet.api_key } });
    },
    setBuyAmount: (id, amount) => {
      const state = store.getState();
      const wallets = state.wallets.map((wallet) => {
        if (wallet.id !== id) return wallet;
        const { buyAmount: _old, ...rest } = wallet;
        return amount === null ? rest : { ...rest, buyAmount: amount };
      });
      commit({ ...state, wallets });
    },
    deleteWallet: async (sessionId, id) => {
      try {
        const answer = await deleteWallet(sessionId, id);
        if (!answer.success && answer.error !== WALLET_MESSAGES.notFound) {
          return { ok: false, error: answer.error || WALLET_MESSAGES.deleteFailed };
        }
      } catch (error) {
        // A wallet the server does not have is gone already: remove it here too.
        const gone = error instanceof ApiError && error.status === 404;
        if (!gone) return { ok: false, error: failureText(error, WALLET_MESSAGES.deleteFailed) };
      }
      const state = store.getState();
      const wallets = state.wallets.filter((wallet) => wallet.id !== id);
      commit({ wallets, active: settleActive(wallets, state.active) });
      return { ok: true, value: undefined };
    },
    refreshFromServer,
    openWalletSettings: deps.openWalletSettings,
    dispose: () => {
      target.removeEventListener('storage', onStorage);
      unsubscribeSession?.();
    },
  };
}
