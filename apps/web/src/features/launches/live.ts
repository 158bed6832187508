import type { LaunchRecord } from '@launchdeck/protocol';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { listen } from '../../lib/listen.ts';
import type { SessionController } from '../session/index.ts';
import { compareIds, furtherAlong } from './merge.ts';

export type LiveLaunchesState = {
  /** The launches changed since this window logged in, as `launch_update` told them, by id. */
  byId: Readonly<Record<string, LaunchRecord>>;
  /**
   * Counts the socket's session_ready: after a reconnect the list reads its pages again, since
   * updates sent while the socket was away are not replayed.
   */
  syncs: number;
};

export type LiveLaunchesController = {
  store: StoreApi<LiveLaunchesState>;
  dispose: () => void;
};

/** A session's worth of changes is small; past this the oldest are dropped (the list re-reads). */
export const LIVE_LAUNCHES_KEPT = 200;

/**
 * Issue 32: every window follows the trader's launches live. The server sends `launch_update` to
 * every socket of the user whenever a launch is created, reaches a stage or changes status; the
 * list on screen lays these over the pages it read. Forgotten at logout.
 */
export function createLiveLaunchesController({
  session,
}: {
  session: Pick<SessionController, 'onSocket' | 'store'>;
}): LiveLaunchesController {
  const store = createStore<LiveLaunchesState>()(() => ({ byId: {}, syncs: 0 }));

  const apply = (record: LaunchRecord) =>
    store.setState(({ byId }) => {
      const known = byId[record.id];
      const kept = known ? furtherAlong(known, record) : record;
      if (kept === known) return {};
      const next = { ...byId, [record.id]: kept };
      const ids = Object.keys(next);
      if (ids.length > LIVE_LAUNCHES_KEPT) {
        const oldest = ids.sort((a, b) => compareIds(a, b))[0];
        if (oldest !== undefined) delete next[oldest];
      }
      return { byId: next };
    });

  const stopSockets = session.onSocket((socket) => {
    listen(socket, 'launch_update', apply);
    // Issue 53: a rule's fire carries its launch as the list shows it (a dry run, a refusal too).
    listen(socket, 'auto_launch', ({ launch }) => apply(launch));
    listen(socket, 'session_ready', () => store.setState(({ syncs }) => ({ syncs: syncs + 1 })));
  });
  const stopSession = session.store.subscribe(({ phase }) => {
    if (phase.status === 'logged_out' && Object.keys(store.getState().byId).length > 0)
      store.setState({ byId: {} });
  });

  return {
    store,
    dispose: () => {
      stopSockets();
      stopSession();
    },
  };
}
