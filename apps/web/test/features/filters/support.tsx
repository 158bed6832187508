import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { FilterSettingsProvider } from '../../../src/features/filters/context.tsx';
import {
  createFilterSettingsController,
  type FilterSettingsController,
} from '../../../src/features/filters/store.ts';

const built: FilterSettingsController[] = [];
afterEach(() => {
  for (const controller of built.splice(0)) controller.dispose();
});

/** A filter settings store over what storage holds, with a spy for its saves. */
export function makeFilterSettings(): FilterSettingsController & { onSaved: () => void } {
  const onSaved = vi.fn();
  const controller = createFilterSettingsController({ onSaved });
  built.push(controller);
  return { ...controller, onSaved };
}

/** A render wrapper providing `controller`. */
export function withFilterSettings(controller: FilterSettingsController) {
  return ({ children }: { children: ReactNode }) => (
    <FilterSettingsProvider controller={controller}>{children}</FilterSettingsProvider>
  );
}
