import { DEFAULT_TRACKER_SETTINGS, type TrackerSettings } from '@launchdeck/protocol';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach } from 'vitest';
import { fakeSocketFactory } from '../../test/fake-socket.ts';
import { createSessionController, SessionProvider } from '../session/index.ts';
import { updateTrackerSettings } from '../settings/index.ts';

/** Renders card parts the way the app does: inside a session (translation reads it). */
export function renderWithSession(ui: ReactElement) {
  const session = createSessionController({ createSocket: fakeSocketFactory().create });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionProvider controller={session}>{children}</SessionProvider>
  );
  return render(ui, { wrapper });
}

/** Sets tracker settings for one test; `resetSettingsAfterEach` puts the defaults back. */
export function setSettings(patch: Partial<TrackerSettings>): void {
  updateTrackerSettings(patch);
}

export function resetSettingsAfterEach(): void {
  afterEach(() => updateTrackerSettings(DEFAULT_TRACKER_SETTINGS));
}

/** Every element under root, as tag names: hostile text must add none. */
export function elementTags(root: Element): string[] {
  return Array.from(root.querySelectorAll('*'), (element) => element.tagName.toLowerCase());
}
