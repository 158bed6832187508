import type { WatchedAccount } from '@launchdeck/protocol';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { listen } from '../../lib/listen.ts';
import type { SessionController } from '../session/index.ts';
import { fetchWatchedAccounts } from './api.ts';

export type WatchedAccountsState = {
  /** loading until the first answer of this session; failed keeps the last list it had. */
  status: 'loading' | 'loaded' | 'failed';
  accounts: readonly WatchedAccount[];
};

export type WatchedAccountsController = {
  store: StoreApi<WatchedAccountsState>;
  /** Stops following the session. */
  dispose: () => void;
};

type Deps = {
  session: Pick<SessionController, 'onSocket'>;
  fetchAccounts?: typeof fetchWatchedAccounts;
};

/**
 * FC §3 watched accounts (handle, name, avatar) for the Filter Settings page and the settings'
 * account pickers: read over HTTP at each session_ready (a reconnect reads them again), then kept
 * up to date by the server's `watched_accounts` event after /add or /remove.
 */
export function createWatchedAccountsController({
  session,
  fetchAccounts = fetchWatchedAccounts,
}: Deps): WatchedAccountsController {
  const store = createStore<WatchedAccountsState>()(() => ({ status: 'loading', accounts: [] }));
  // Only the newest read may land: an older answer arriving late would undo a newer list.
  let reads = 0;

  const load = async (sessionId: string) => {
    reads += 1;
    const read = reads;
    try {
      const { accounts } = await fetchAccounts(sessionId);
      if (read === reads) store.setState({ status: 'loaded', accounts });
    } catch (error) {
      console.warn('Could not load the watched accounts', error);
      if (read === reads) store.setState({ status: 'failed' });
    }
  };

  const stop = session.onSocket((socket, user) => {
    listen(socket, 'session_ready', () => void load(user.sessionId));
    listen(socket, 'watched_accounts', ({ accounts }) => {
      reads += 1;
      store.setState({ status: 'loaded', accounts });
    });
  });

  return { store, dispose: stop };
}
