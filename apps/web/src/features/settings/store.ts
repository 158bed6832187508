import { TRACKER_SETTINGS_KEY, type TrackerSettings } from '@launchdeck/protocol';
import { createStore } from 'zustand/vanilla';
import { KEYS, read, StoredTrackerSettings, write } from '../../lib/storage.ts';
import type { ReadableStore } from '../../lib/store-context.tsx';

/** Window event fired with the new settings after every change (FC §4), not on load. */
export const SETTINGS_CHANGED_EVENT = 'launchdeck:settings-changed';

export type SettingsListener = (settings: TrackerSettings) => void;

export type TrackerSettingsStore = {
  /** For components, through `useTrackerSettings`; changes go through `update`. */
  store: ReadableStore<TrackerSettings>;
  get: () => TrackerSettings;
  /** Saves the patch (each field checked against the schema) and broadcasts the change. */
  update: (patch: Partial<TrackerSettings>) => void;
  /** Runs on every change, from this window or another one; never on load. */
  subscribe: (listener: SettingsListener) => () => void;
  /** Stops listening to other windows. */
  dispose: () => void;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The tracker settings of this browser: read once from local storage, saved on every change,
 * and kept in step with other windows of the same browser (the pop-out) via the `storage` event.
 * Built once by `app/start.ts`, after start-up has touched storage, and provided to components.
 */
export function createTrackerSettingsStore(target: Window = window): TrackerSettingsStore {
  const store = createStore<TrackerSettings>()(() => read(KEYS.trackerSettings));

  const announce = (settings: TrackerSettings) => {
    target.dispatchEvent(new CustomEvent(SETTINGS_CHANGED_EVENT, { detail: settings }));
  };

  // Another window wrote the key (or cleared storage): take its value, no write back.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== TRACKER_SETTINGS_KEY) return;
    const next = read(KEYS.trackerSettings);
    if (same(next, store.getState())) return;
    store.setState(next, true);
    announce(next);
  };
  target.addEventListener('storage', onStorage);

  return {
    store,
    get: store.getState,
    update: (patch) => {
      const current = store.getState();
      // Unknown fields (DA §3 deploy settings under the same key) are carried through.
      const next = StoredTrackerSettings.parse({ ...current, ...patch });
      if (same(next, current)) return;
      write(KEYS.trackerSettings, next);
      store.setState(next, true);
      announce(next);
    },
    subscribe: (listener) => store.subscribe((settings) => listener(settings)),
    dispose: () => target.removeEventListener('storage', onStorage),
  };
}
