import type { TrackerSettings } from '@launchdeck/protocol';
import type { StoreApi } from 'zustand/vanilla';
import type { AppSocket } from '../../../lib/socket.ts';
import { DEPLOY_TOAST_MS, type DeployState } from '../state.ts';
import { attachDeployListeners, type OutcomeContext, type PendingLaunch } from './outcomes.ts';

export type LaunchOutcomes = {
  /** The launches this window sent and still waits to hear of, by request_id. */
  pending: Map<string, PendingLaunch>;
  /** Hears this socket's answers to our launches (outcomes.ts). */
  attach: (socket: AppSocket) => void;
  /** Logged out: no answer is waited for any more, and the tabs opened for them close. */
  forget: () => void;
  dispose: () => void;
};

/**
 * The outcome of each launch this window sent: its answers (success toast, trading tab, error
 * dialogs, progress) and the toast's FC §9 time.
 */
export function createLaunchOutcomes(deps: {
  store: StoreApi<DeployState>;
  settings: () => TrackerSettings;
}): LaunchOutcomes {
  const { store } = deps;
  const pending = new Map<string, PendingLaunch>();
  let toastTimer: ReturnType<typeof setTimeout> | undefined;
  const hideToastLater = () => {
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => store.setState({ toast: null }), DEPLOY_TOAST_MS);
  };
  const context: OutcomeContext = {
    store,
    pending,
    sent: new Set(),
    settings: deps.settings,
    showToast: (toast) => {
      const id = (store.getState().toast?.id ?? 0) + 1;
      store.setState({ toast: { ...toast, id } });
      hideToastLater();
    },
    addToToast: (requestId, mint) => {
      const { toast } = store.getState();
      if (!toast || toast.requestId !== requestId) return;
      store.setState({ toast: { ...toast, more: [...toast.more, mint] } });
      hideToastLater();
    },
  };
  return {
    pending,
    attach: (socket) => attachDeployListeners(socket, context),
    forget: () => {
      for (const launch of pending.values()) launch.tab?.close();
      pending.clear();
    },
    dispose: () => clearTimeout(toastTimer),
  };
}
