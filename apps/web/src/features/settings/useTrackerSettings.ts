import type { TrackerSettings } from '@launchdeck/protocol';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { trackerSettingsStore } from './store.ts';

type Cached<T> = { settings: TrackerSettings; selector: (s: TrackerSettings) => T; value: T };

/**
 * One slice of the tracker settings; re-renders when the settings change. The slice is computed
 * once per settings object and selector, so a selector may build an object without looping.
 */
export function useTrackerSettings<T>(selector: (settings: TrackerSettings) => T): T {
  const store = trackerSettingsStore();
  const cache = useRef<Cached<T> | null>(null);
  const getSnapshot = () => {
    const settings = store.get();
    const cached = cache.current;
    if (cached && cached.settings === settings && cached.selector === selector) return cached.value;
    const value = selector(settings);
    // Same value from a new selector (inline arrow): keep the old reference for React.
    const stable = cached && Object.is(cached.value, value) ? cached.value : value;
    cache.current = { settings, selector, value: stable };
    return stable;
  };
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
