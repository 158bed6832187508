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
  /** The page whose visibility times the toast (the document; tests pass their own). */
  page?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}): LaunchOutcomes {
  const { store } = deps;
  const pending = new Map<string, PendingLaunch>();
  let toastTimer: ReturnType<typeof setTimeout> | undefined;
  let stopWaiting: (() => void) | undefined;
  /**
   * The toast's 5 s count only while this page is in view (issue 50): a launch's trading tab, or
   * a hotkey pressed just before switching away, leaves the page hidden, and a toast timed out
   * there was never seen. A hidden page starts the count when it is shown again.
   */
  const hideToastLater = () => {
    clearTimeout(toastTimer);
    stopWaiting?.();
    stopWaiting = undefined;
    const start = () => {
      toastTimer = setTimeout(() => store.setState({ toast: null }), DEPLOY_TOAST_MS);
    };
    const page = deps.page ?? globalThis.document;
    if (page?.visibilityState !== 'hidden') return start();
    const onShown = () => {
      if (page.visibilityState === 'hidden') return;
      stopWaiting?.();
      stopWaiting = undefined;
      start();
    };
    page.addEventListener('visibilitychange', onShown);
    stopWaiting = () => page.removeEventListener('visibilitychange', onShown);
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
    dispose: () => {
      clearTimeout(toastTimer);
      stopWaiting?.();
    },
  };
}
