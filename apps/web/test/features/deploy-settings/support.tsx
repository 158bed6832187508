import { TRACKER_SETTINGS_KEY } from '@launchdeck/protocol';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, vi } from 'vitest';
import { DeploySettingsProvider } from '../../../src/features/deploy-settings/context.tsx';
import {
  createDeploySettingsController,
  type DeploySettingsCategory,
} from '../../../src/features/deploy-settings/controller.ts';
import {
  DeploySettingsModal,
  preloadDeploySettings,
} from '../../../src/features/deploy-settings/DeploySettingsModal.tsx';
import { createSessionController, SessionProvider } from '../../../src/features/session/index.ts';
import { TrackerSettingsProvider } from '../../../src/features/settings/index.ts';
import {
  createWalletsController,
  type WalletsController,
  WalletsProvider,
} from '../../../src/features/wallets/index.ts';
import { fakeSocketFactory } from '../../fake-socket.ts';
import { makeTrackerSettings } from '../settings/support.tsx';

// The app loads the modal's categories on demand; every test here opens it with them in memory.
beforeAll(() => preloadDeploySettings());

const built: WalletsController[] = [];
afterEach(() => {
  for (const wallets of built.splice(0)) wallets.dispose();
});

/**
 * The stores the Deploy Settings modal reads, built as `app/start.ts` builds them, for a user
 * logged in as alice (session `sess-alice`). Stub fetch first: the wallets store asks the server
 * for the list at once, as it does after a login.
 */
export function makeDeploySettingsKit() {
  const settings = makeTrackerSettings();
  const session = createSessionController({
    createSocket: fakeSocketFactory().create,
    endSession: async () => ({ success: true }),
  });
  session.logIn({ sessionId: 'sess-alice', username: 'alice', isAdmin: false });
  const deploySettings = createDeploySettingsController();
  const wallets = createWalletsController({
    session,
    openWalletSettings: () => deploySettings.open('wallets'),
  });
  built.push(wallets);
  const Providers = ({ children }: { children?: ReactNode }) => (
    <TrackerSettingsProvider controller={settings}>
      <SessionProvider controller={session}>
        <DeploySettingsProvider controller={deploySettings}>
          <WalletsProvider controller={wallets}>{children}</WalletsProvider>
        </DeploySettingsProvider>
      </SessionProvider>
    </TrackerSettingsProvider>
  );
  return { settings, session, deploySettings, wallets, Providers };
}

/** The Deploy Settings modal (closed) with its stores, and a user-event instance. */
export function renderDeploySettings(children?: ReactNode) {
  const kit = makeDeploySettingsKit();
  const view = render(
    <kit.Providers>
      {children}
      <DeploySettingsModal />
    </kit.Providers>,
  );
  return { ...kit, ...view, user: userEvent.setup() };
}

/** The Deploy Settings modal opened at one category, as `renderDeploySettings` gives it. */
export function renderDeploySettingsAt(category: DeploySettingsCategory) {
  const kit = renderDeploySettings();
  act(() => kit.deploySettings.open(category));
  return kit;
}

/** The tracker settings as saved in localStorage. */
export const savedSettings = () => JSON.parse(localStorage.getItem(TRACKER_SETTINGS_KEY) ?? '{}');

/** An element's scrollTo, watched (jsdom has none of its own). */
export function watchScrollTo(element: HTMLElement) {
  const scrollTo = vi.fn();
  Object.defineProperty(element, 'scrollTo', { value: scrollTo, configurable: true });
  return scrollTo;
}
