import type { WatchedAccount } from '@launchdeck/protocol';
import type { ReactNode } from 'react';
import { createStore } from 'zustand/vanilla';
import { WatchedAccountsProvider } from '../../../src/features/accounts/context.tsx';
import type {
  WatchedAccountsController,
  WatchedAccountsState,
} from '../../../src/features/accounts/store.ts';

/** A watched account for tests: the handle, its name in capitals, no avatar, on X. */
export const watchedAccount = (handle: string, name = handle.toUpperCase()): WatchedAccount => ({
  handle,
  name,
  avatar: null,
  platform: 'twitter',
});

/** A loaded watched-accounts store holding `accounts`; a test plays /add and /remove with setState. */
export function makeWatchedAccounts(accounts: WatchedAccount[]): WatchedAccountsController {
  return {
    store: createStore<WatchedAccountsState>()(() => ({ status: 'loaded', accounts })),
    dispose: () => {},
  };
}

/** A render wrapper providing `controller`. */
export function withWatchedAccounts(controller: WatchedAccountsController) {
  return ({ children }: { children: ReactNode }) => (
    <WatchedAccountsProvider controller={controller}>{children}</WatchedAccountsProvider>
  );
}
