import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import {
  type AutoLaunchController,
  AutoLaunchProvider,
  createAutoLaunchController,
} from '../../../src/features/auto-launch/index.ts';
import { SessionProvider } from '../../../src/features/session/index.ts';
import { TrackerSettingsProvider } from '../../../src/features/settings/index.ts';
import {
  createWalletsController,
  type WalletsController,
  WalletsProvider,
} from '../../../src/features/wallets/index.ts';
import { stubFetch } from '../../fake-fetch.ts';
import { BNB_WALLET, SOLANA_WALLET, storeWallets } from '../deploy/support.tsx';
import { fakeSession } from '../groups/support.ts';
import { makeTrackerSettings } from '../settings/support.tsx';
import { createFakeAutoLaunchServer } from './fake-auto-launch-server.ts';

const controllers: Array<AutoLaunchController | WalletsController> = [];
afterEach(() => {
  for (const controller of controllers.splice(0)) controller.dispose();
});

type Options = Parameters<typeof createFakeAutoLaunchServer>[0] & {
  settings?: Parameters<typeof makeTrackerSettings>[0];
};

/**
 * A logged-in trader (session on a fake socket) with a Solana and a BNB wallet, the tracker
 * settings, the app's auto-launch store and the fake auto-launch server as `fetch`; `ui` rendered
 * inside them. The store reads the rules at session_ready, as in the app.
 */
export function renderAutoLaunch(ui: ReactNode, options: Options = {}) {
  const { settings: patch, ...start } = options;
  const server = createFakeAutoLaunchServer(start);
  const fetch = stubFetch(server.handle);
  storeWallets(SOLANA_WALLET, BNB_WALLET);
  const kit = fakeSession();
  const settings = makeTrackerSettings(patch);
  const wallets = createWalletsController({ session: kit.session, openWalletSettings: () => {} });
  const autoLaunch = createAutoLaunchController({ session: kit.session });
  controllers.push(wallets, autoLaunch);
  const socket = kit.connect();
  const view = render(
    <TrackerSettingsProvider controller={settings}>
      <SessionProvider controller={kit.session}>
        <WalletsProvider controller={wallets}>
          <AutoLaunchProvider controller={autoLaunch}>{ui}</AutoLaunchProvider>
        </WalletsProvider>
      </SessionProvider>
    </TrackerSettingsProvider>,
  );
  return { ...view, ...kit, socket, server, fetch, autoLaunch, settings };
}
