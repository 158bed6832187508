import type { WatchedAccount } from '@launchdeck/protocol';
import { createStoreContext } from '../../lib/store-context.tsx';
import type { WatchedAccountsController, WatchedAccountsState } from './store.ts';

const WatchedAccounts = createStoreContext<WatchedAccountsController>('WatchedAccounts');

export const WatchedAccountsProvider = WatchedAccounts.Provider;

/** The watched accounts, in handle order. */
export function useWatchedAccounts(): readonly WatchedAccount[] {
  return WatchedAccounts.useSelector((state) => state.accounts);
}

/** Whether the list is loading, loaded or failed to load. */
export function useWatchedAccountsStatus(): WatchedAccountsState['status'] {
  return WatchedAccounts.useSelector((state) => state.status);
}
