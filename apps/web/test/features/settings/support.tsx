import type { TrackerSettings } from '@launchdeck/protocol';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { TrackerSettingsProvider } from '../../../src/features/settings/context.tsx';
import {
  createTrackerSettingsStore,
  type TrackerSettingsStore,
} from '../../../src/features/settings/store.ts';

const built: TrackerSettingsStore[] = [];
afterEach(() => {
  for (const store of built.splice(0)) store.dispose();
});

/**
 * A settings store of the test's own, `patch` applied on top of what storage holds; it stops
 * listening to other windows after the test (storage itself is cleared by the test setup).
 */
export function makeTrackerSettings(patch: Partial<TrackerSettings> = {}): TrackerSettingsStore {
  const store = createTrackerSettingsStore(window);
  built.push(store);
  store.update(patch);
  return store;
}

/** A render wrapper providing `settings`. */
export function withTrackerSettings(settings: TrackerSettingsStore) {
  return ({ children }: { children: ReactNode }) => (
    <TrackerSettingsProvider controller={settings}>{children}</TrackerSettingsProvider>
  );
}
