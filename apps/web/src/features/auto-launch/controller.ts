import type {
  AutoLaunchFiredPayload,
  AutoLaunchRulesResponse,
  AutoLaunchState,
} from '@launchdeck/protocol';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError } from '../../lib/http.ts';
import { listen } from '../../lib/listen.ts';
import type { SessionController } from '../session/index.ts';
import { type AutoLaunchApi, autoLaunchApi } from './api.ts';

/** A rule's fire for the toast; `id` tells two equal fires apart. */
export type AutoLaunchFired = { id: number; payload: AutoLaunchFiredPayload };

export type AutoLaunchStoreState = {
  /** Whether the trader's rules fire and why not; null until the server said. */
  state: AutoLaunchState | null;
  /** How many rules the trader has (the header switch shows from one). */
  rules: number;
  /** The newest fire, until its toast is dismissed. */
  fired: AutoLaunchFired | null;
  /** Counts the fires seen: the settings' rule list reads its stats again on each. */
  fires: number;
};

/** What pause or resume came to: the server's sentence when it refused. */
export type SwitchResult = { ok: true } | { ok: false; error: string };

export type AutoLaunchController = {
  store: StoreApi<AutoLaunchStoreState>;
  /** Reads the rules' count and the state again. */
  reload: () => Promise<void>;
  /** The rules list as the settings read it: its count and state, for the header. */
  accept: (list: AutoLaunchRulesResponse) => void;
  /** Pauses (true) or resumes (false) every rule of the trader, on every node. */
  setPaused: (paused: boolean, fallback: string) => Promise<SwitchResult>;
  dismissFired: (id: number) => void;
  dispose: () => void;
};

type Deps = {
  session: Pick<SessionController, 'onSocket' | 'store'>;
  api?: Pick<AutoLaunchApi, 'rules' | 'pause' | 'resume'>;
};

const EMPTY: AutoLaunchStoreState = { state: null, rules: 0, fired: null, fires: 0 };

/**
 * Issue 53: the trader's auto-launch as every window shows it: whether the rules fire (the header
 * switch) and each fire (a toast). Read at each session_ready; followed live by `auto_launch_state`
 * (a pause, a resume or an admin switch, from any window) and `auto_launch` (a rule fired).
 * Forgotten at logout.
 */
export function createAutoLaunchController({
  session,
  api = autoLaunchApi,
}: Deps): AutoLaunchController {
  const store = createStore<AutoLaunchStoreState>()(() => EMPTY);
  let fireIds = 0;
  let version = 0;
  const sessionId = () => {
    const { phase } = session.store.getState();
    return phase.status === 'active' ? phase.user.sessionId : null;
  };
  const accept = (list: AutoLaunchRulesResponse) => {
    version += 1;
    store.setState({ state: list.state, rules: list.rules.length });
  };

  const reload = async () => {
    const id = sessionId();
    if (!id) return;
    const read = ++version;
    try {
      const list = await api.rules(id);
      if (read === version) accept(list);
    } catch (error) {
      // A server without auto-launch, or a lost connection: no switch, nothing else to say.
      console.warn('Could not read the auto-launch rules', error);
    }
  };

  const stopSockets = session.onSocket((socket) => {
    listen(socket, 'session_ready', () => void reload());
    listen(socket, 'auto_launch_state', (state) => {
      version += 1;
      store.setState({ state });
    });
    listen(socket, 'auto_launch', (payload) => {
      fireIds += 1;
      store.setState(({ fires }) => ({ fired: { id: fireIds, payload }, fires: fires + 1 }));
    });
  });
  const stopSession = session.store.subscribe(({ phase }) => {
    if (phase.status === 'logged_out' && store.getState() !== EMPTY) store.setState(EMPTY, true);
  });

  return {
    store,
    reload,
    accept,
    setPaused: async (paused, fallback) => {
      const id = sessionId();
      if (!id) return { ok: false, error: fallback };
      try {
        const state = await (paused ? api.pause(id) : api.resume(id));
        version += 1;
        store.setState({ state });
        return { ok: true };
      } catch (error) {
        const refused = error instanceof ApiError && error.failure !== 'unreadable';
        return { ok: false, error: refused ? error.message : fallback };
      }
    },
    dismissFired: (id) => {
      if (store.getState().fired?.id === id) store.setState({ fired: null });
    },
    dispose: () => {
      stopSockets();
      stopSession();
    },
  };
}
