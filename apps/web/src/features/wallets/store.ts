import {
  classifyPrivateKey,
  type ServerWallet,
  type StoredWallet,
  WALLET_MESSAGES,
} from '@launchdeck/protocol';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError } from '../../lib/http.ts';
import { KEYS, read, write } from '../../lib/storage.ts';
import type { SessionState } from '../session/index.ts';
import {
  deleteWallet,
  importBnbWallet,
  importSolanaWallet,
  listWallets,
  setSpendCap,
} from './api.ts';
import {
  type ActiveHandles,
  chainOf,
  mergeServerWallets,
  settleActive,
  toStoredWallet,
  upsertWallet,
} from './wallet-list.ts';

/** A wallet's daily spend cap (null: none) and its buys of the last 24 hours, as the server says. */
export type WalletLimit = Pick<ServerWallet, 'dailyCap' | 'spentToday'>;

export type WalletsState = {
  /** DA §3 `wallets`: handles and addresses, never a key. */
  wallets: readonly StoredWallet[];
  active: ActiveHandles;
  /** By wallet id, from the server's last answer; not stored (the server keeps the caps). */
  limits: Readonly<Record<string, WalletLimit>>;
};

/**
 * What an import, a delete or a cap change came to; `error` is one sentence to show, and
 * `needsCode` says the server asks for the current two-factor code (step-up).
 */
export type WalletResult<T = undefined> =
  | { ok: true; value: T }
  | { ok: false; error: string; needsCode?: boolean };

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
  importWallet: (
    sessionId: string,
    keyText: string,
    code?: string,
  ) => Promise<WalletResult<StoredWallet>>;
  /** DA §4: one active wallet per chain. */
  setActive: (id: string) => void;
  /** The wallet's own buy amount; null clears it (the global amount applies). */
  setBuyAmount: (id: string, amount: number | null) => void;
  /** Deletes on the server, then here; the active key goes with its wallet (DA §4). */
  deleteWallet: (sessionId: string, id: string, code?: string) => Promise<WalletResult>;
  /** The wallet's daily spend cap on the server (null: none); `code` once two-factor is on. */
  setSpendCap: (
    sessionId: string,
    id: string,
    dailyCap: number | null,
    code?: string,
  ) => Promise<WalletResult>;
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

type Kept = Pick<WalletsState, 'wallets' | 'active'>;

function readStored(): Kept {
  return {
    wallets: read(KEYS.wallets),
    active: { solana: read(KEYS.activeSolanaWallet), bnb: read(KEYS.activeBnbWallet) },
  };
}

function save({ wallets, active }: Kept): void {
  write(KEYS.wallets, [...wallets]);
  write(KEYS.activeSolanaWallet, active.solana);
  write(KEYS.activeBnbWallet, active.bnb);
}

/** A failed call: the server's own refusal, else `fallback` (DA §8); a 401 asks for the code. */
function failure(error: unknown, fallback: string): { ok: false; error: string; needsCode?: true } {
  if (!(error instanceof ApiError) || error.failure !== 'refused')
    return { ok: false, error: fallback };
  return error.status === 401
    ? { ok: false, error: error.message, needsCode: true }
    : { ok: false, error: error.message };
}

const limitOf = ({ dailyCap, spentToday }: WalletLimit): WalletLimit => ({ dailyCap, spentToday });

/** The code as a body field, only when there is one. */
const withCode = (code: string | undefined) => (code ? { code } : {});

/** Ours: a cap change that failed without the server's own sentence. */
const SPEND_CAP_FAILED = 'Could not change the daily cap. Try again.';

const activeSessionId = (state: SessionState) =>
  state.phase.status === 'active' ? state.phase.user.sessionId : null;

/**
 * The browser's wallets (DA §3, §4): the `wallets` key and the two active handles, in step with
 * other windows through the `storage` event, and with the server on each login. Framework-free;
 * built once by `app/start.ts`.
 */
export function createWalletsController(deps: WalletsDeps): WalletsController {
  const target = deps.target ?? window;
  const store = createStore<WalletsState>()(() => ({ ...readStored(), limits: {} }));
  // Bumped by every local change, so a list asked for before it cannot undo it.
  let changes = 0;

  const commit = (next: Kept, limits = store.getState().limits) => {
    changes += 1;
    save(next);
    store.setState({ ...next, limits }, true);
  };

  const onStorage = (event: StorageEvent) => {
    if (STORED_KEYS.includes(event.key)) store.setState(readStored());
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
      const limits = Object.fromEntries(server.map((wallet) => [wallet.id, limitOf(wallet)]));
      commit({ wallets, active: settleActive(wallets, active, fresh) }, limits);
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
    importWallet: async (sessionId, keyText, code) => {
      const key = keyText.trim();
      if (!key) return { ok: false, error: WALLET_MESSAGES.keyRequired };
      const importer = classifyPrivateKey(key) === 'bnb' ? importBnbWallet : importSolanaWallet;
      let answer: Awaited<ReturnType<typeof importer>>;
      try {
        answer = await importer(sessionId, { wallet_api: key, ...withCode(code) });
      } catch (error) {
        return failure(error, WALLET_MESSAGES.importFailed);
      }
      if (!answer.success)
        return { ok: false, error: answer.error || WALLET_MESSAGES.importFailed };
      const wallet = toStoredWallet({ ...answer, address: answer.wallet_address });
      const { wallets, active, limits } = store.getState();
      const next = upsertWallet(wallets, wallet);
      commit(
        { wallets: next, active: settleActive(next, active, [wallet]) },
        { ...limits, [wallet.id]: limitOf(answer) },
      );
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
    deleteWallet: async (sessionId, id, code) => {
      try {
        const answer = await deleteWallet(sessionId, id, code ? { code } : undefined);
        if (!answer.success && answer.error !== WALLET_MESSAGES.notFound) {
          return { ok: false, error: answer.error || WALLET_MESSAGES.deleteFailed };
        }
      } catch (error) {
        // A wallet the server does not have is gone already: remove it here too.
        const gone = error instanceof ApiError && error.status === 404;
        if (!gone) return failure(error, WALLET_MESSAGES.deleteFailed);
      }
      const state = store.getState();
      const wallets = state.wallets.filter((wallet) => wallet.id !== id);
      commit({ wallets, active: settleActive(wallets, state.active) });
      return { ok: true, value: undefined };
    },
    setSpendCap: async (sessionId, id, dailyCap, code) => {
      let wallet: ServerWallet;
      try {
        wallet = await setSpendCap(sessionId, id, { dailyCap, ...withCode(code) });
      } catch (error) {
        return failure(error, SPEND_CAP_FAILED);
      }
      const { limits } = store.getState();
      store.setState({ limits: { ...limits, [id]: limitOf(wallet) } });
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
