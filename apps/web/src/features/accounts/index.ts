export {
  useWatchedAccounts,
  useWatchedAccountsStatus,
  WatchedAccountsProvider,
} from './context.tsx';
export {
  createWatchedAccountsController,
  type WatchedAccountsController,
  type WatchedAccountsState,
} from './store.ts';
