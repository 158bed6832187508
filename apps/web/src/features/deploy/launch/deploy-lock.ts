import { DEPLOY_LIMITS, type DeployMode } from '@launchdeck/protocol';
import type { StoreApi } from 'zustand/vanilla';
import type { DeployState } from '../state.ts';

export type DeployLock = {
  /** A launch was sent within its platform's delay: the next one waits. */
  held: () => boolean;
  /** A launch was sent on `mode`: held for that platform's delay (DA §4), from now. */
  take: (mode: DeployMode) => void;
  dispose: () => void;
};

/** DA §4 deploy lock, kept as `deploying` in the deploy store so the button shows it. */
export function createDeployLock(store: StoreApi<DeployState>): DeployLock {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    held: () => store.getState().deploying,
    take: (mode) => {
      store.setState({ deploying: true });
      clearTimeout(timer);
      timer = setTimeout(() => store.setState({ deploying: false }), DEPLOY_LIMITS.lockMs[mode]);
    },
    dispose: () => clearTimeout(timer),
  };
}
