import type { WatchedAccount } from '@launchdeck/protocol';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../../test/features/groups/support.ts';
import { createWatchedAccountsController } from './store.ts';

const account = (handle: string): WatchedAccount => ({
  handle,
  name: handle.toUpperCase(),
  avatar: null,
  platform: 'twitter',
});

function setup(fetchAccounts = vi.fn(async () => ({ accounts: [account('alpha')] }))) {
  const kit = fakeSession();
  const controller = createWatchedAccountsController({ session: kit.session, fetchAccounts });
  return { ...kit, controller, fetchAccounts, state: () => controller.store.getState() };
}

describe('watched accounts store', () => {
  it('reads the list with the session at each session_ready', async () => {
    const { connect, fetchAccounts, state } = setup();
    expect(state()).toEqual({ status: 'loading', accounts: [] });
    const socket = connect();
    await vi.waitFor(() => expect(state().status).toBe('loaded'));
    expect(fetchAccounts).toHaveBeenCalledWith('sess-alice');
    expect(state().accounts).toEqual([account('alpha')]);
    socket.receive('session_ready', { username: 'alice' });
    await vi.waitFor(() => expect(fetchAccounts).toHaveBeenCalledTimes(2));
  });

  it('takes the list the server sends after /add or /remove, and drops a malformed one', async () => {
    const { connect, state } = setup();
    const socket = connect();
    await vi.waitFor(() => expect(state().status).toBe('loaded'));
    socket.receive('watched_accounts', { accounts: [account('alpha'), account('beta')] });
    expect(state().accounts.map((a) => a.handle)).toEqual(['alpha', 'beta']);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    socket.receive('watched_accounts', { accounts: 'none' });
    expect(warn).toHaveBeenCalledOnce();
    expect(state().accounts.map((a) => a.handle)).toEqual(['alpha', 'beta']);
  });

  it('keeps the last list when a read fails, and a late answer never undoes a newer list', async () => {
    let answer: (value: { accounts: WatchedAccount[] }) => void = () => {};
    const fetchAccounts = vi.fn(
      () =>
        new Promise<{ accounts: WatchedAccount[] }>((resolve) => {
          answer = resolve;
        }),
    );
    const { connect, state } = setup(fetchAccounts);
    const socket = connect();
    socket.receive('watched_accounts', { accounts: [account('newer')] });
    answer({ accounts: [account('older')] });
    await Promise.resolve();
    expect(state().accounts.map((a) => a.handle)).toEqual(['newer']);

    const failing = setup(vi.fn(async () => Promise.reject(new Error('offline'))));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    failing.connect();
    await vi.waitFor(() => expect(failing.state().status).toBe('failed'));
    expect(failing.state().accounts).toEqual([]);
  });
});
