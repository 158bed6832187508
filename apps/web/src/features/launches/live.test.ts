import { describe, expect, it } from 'vitest';
import { launchAt, makeLaunch, startLaunches } from '../../../test/features/launches/support.tsx';

describe('createLiveLaunchesController', () => {
  it('keeps each launch_update by id, as far along as any said', () => {
    const { connect, live } = startLaunches();
    const socket = connect();
    socket.receive('launch_update', launchAt('sent', { id: '5' }));
    socket.receive('launch_update', makeLaunch({ id: '5' }));
    // A late, older reading does not undo the newer one.
    socket.receive('launch_update', launchAt('preparing', { id: '5' }));
    expect(live.store.getState().byId['5']?.status).toBe('confirmed');
  });

  it('drops a malformed update', () => {
    const { connect, live } = startLaunches();
    connect().receive('launch_update', { id: '5', status: 'exploded' });
    expect(live.store.getState().byId).toEqual({});
  });

  it('counts each session_ready, so the list reads its pages again after a reconnect', () => {
    const { connect, live } = startLaunches();
    const socket = connect();
    const before = live.store.getState().syncs;
    socket.receive('session_ready', { username: 'alice' });
    expect(live.store.getState().syncs).toBe(before + 1);
  });

  it('forgets the launches at logout', async () => {
    const { connect, live, session } = startLaunches();
    connect().receive('launch_update', makeLaunch());
    await session.logOut();
    expect(live.store.getState().byId).toEqual({});
  });
});
