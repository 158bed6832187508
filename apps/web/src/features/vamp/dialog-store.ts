import { isVampAddress, VAMP_TEXT, type VampCoinData } from '@launchdeck/protocol';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { KEYS, read, write } from '../../lib/storage.ts';
import type { VampLookup } from './lookup.ts';

/**
 * FC §4 Vamp dialog: idle (with the last error, if any) or loading (Load disabled,
 * 'Loading...'). `autoLoad` mirrors local storage vampAutoLoad.
 */
export type VampDialogState =
  | { status: 'idle'; address: string; error: string | null; autoLoad: boolean }
  | { status: 'loading'; address: string; autoLoad: boolean };

export type VampDialogDeps = {
  lookup: (address: string, signal: AbortSignal) => Promise<VampLookup>;
  /** The token was found: fill the deploy form (and close the dialog). */
  loaded: (data: VampCoinData) => void;
};

export type VampDialog = {
  store: StoreApi<VampDialogState>;
  /** Typing clears the previous error (FC §4). */
  type: (address: string) => void;
  /**
   * A paste into the address input: with auto-load on and a valid address (FC §5) it becomes the
   * address and loads at once; returns whether it did (the input then skips its own paste).
   */
  paste: (text: string) => boolean;
  /** Load and Enter: an empty address gives 'Please enter a contract address' (FC §5). */
  load: () => void;
  setAutoLoad: (on: boolean) => void;
  /** The dialog closed: a lookup still running is dropped. */
  dispose: () => void;
};

export function createVampDialog(deps: VampDialogDeps): VampDialog {
  const store = createStore<VampDialogState>()(() => ({
    status: 'idle',
    address: '',
    error: null,
    autoLoad: read(KEYS.vampAutoLoad) === 'true',
  }));
  let running: AbortController | null = null;

  const load = () => {
    const state = store.getState();
    if (state.status === 'loading') return;
    const { address, autoLoad } = state;
    if (address.trim() === '') {
      store.setState({ error: VAMP_TEXT.enterAddress });
      return;
    }
    const abort = new AbortController();
    running = abort;
    store.setState({ status: 'loading', address, autoLoad }, true);
    deps.lookup(address, abort.signal).then(
      (outcome) => {
        if (abort.signal.aborted) return;
        running = null;
        store.setState(
          ({ address: now, autoLoad: on }) => ({
            status: 'idle',
            address: now,
            autoLoad: on,
            error: outcome.ok ? null : outcome.error,
          }),
          true,
        );
        if (outcome.ok) deps.loaded(outcome.data);
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        running = null;
        console.warn('Vamp lookup failed', error);
        store.setState(
          ({ address: now, autoLoad: on }) => ({
            status: 'idle',
            address: now,
            autoLoad: on,
            error: VAMP_TEXT.fetchFailed,
          }),
          true,
        );
      },
    );
  };

  return {
    store,
    type: (address) =>
      store.setState((state) =>
        state.status === 'idle' ? { ...state, address, error: null } : { ...state, address },
      ),
    paste: (text) => {
      const state = store.getState();
      if (!state.autoLoad || state.status === 'loading' || !isVampAddress(text)) return false;
      store.setState({ address: text.trim(), error: null });
      load();
      return true;
    },
    load,
    setAutoLoad: (on) => {
      write(KEYS.vampAutoLoad, on ? 'true' : 'false');
      store.setState({ autoLoad: on });
    },
    dispose: () => {
      running?.abort();
      running = null;
    },
  };
}
