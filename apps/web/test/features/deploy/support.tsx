import {
  DEFAULT_TRACKER_SETTINGS,
  type Post,
  type StoredWallet,
  type TrackerSettings,
} from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach } from 'vitest';
import { DeployProvider } from '../../../src/features/deploy/context.tsx';
import type { LaunchSender } from '../../../src/features/deploy/launch/launch-send.ts';
import type { TradingTab } from '../../../src/features/deploy/launch/trading-tab.ts';
import type { DeployPrefill } from '../../../src/features/deploy/prefill/prefill.ts';
import {
  createDeployController,
  type DeployController,
  type DeployDeps,
} from '../../../src/features/deploy/store.ts';
import { SessionProvider } from '../../../src/features/session/index.ts';
import { TrackerSettingsProvider } from '../../../src/features/settings/index.ts';
import {
  createWalletsController,
  type WalletsController,
  WalletsProvider,
  walletSource,
} from '../../../src/features/wallets/index.ts';
import { jsonResponse, stubFetch } from '../../fake-fetch.ts';
import { fakeSession } from '../groups/support.ts';
import { makeTrackerSettings } from '../settings/support.tsx';

export const SOLANA_WALLET: StoredWallet = {
  id: 'w-sol',
  address: '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU',
  api_key: 'wk_solana_handle_0123456789abcdef',
  network: 'solana',
  created_at: '2026-01-01T00:00:00.000Z',
};
export const BNB_WALLET: StoredWallet = {
  id: 'w-bnb',
  address: '0x3c8af5a290e87ad72274ed77e89eaf92149451f2',
  api_key: 'wk_bnb_handle_0123456789abcdefgh',
  network: 'bnb',
  created_at: '2026-01-01T00:00:00.000Z',
};

/** Puts wallets in local storage as the wallets feature does, each made active for its chain. */
/** Who sends a launch once the send path's checks passed: the Solana wallet's trader. */
export const LAUNCH_SENDER: LaunchSender = {
  sessionId: 'sess-alice',
  wallet: SOLANA_WALLET,
  apiKey: SOLANA_WALLET.api_key,
  requestId: 'request-1',
};

/** The tracker settings with a few fields changed (pure, no store). */
export const settingsWith = (patch: Partial<TrackerSettings> = {}): TrackerSettings => ({
  ...DEFAULT_TRACKER_SETTINGS,
  ...patch,
});

/** A post a launch from the feed starts from: its author, link and one image. */
export const frogPost = (overrides: Partial<Post> = {}): Post =>
  makePost({
    id: 'post-frog',
    text: 'The Frog King has arrived',
    author: { handle: 'degenkaito', name: 'kaito' },
    tweetUrl: 'https://x.com/degenkaito/status/1',
    media: { images: [{ url: 'https://img.example/frog.png' }] },
    ...overrides,
  });

export function storeWallets(...wallets: StoredWallet[]): void {
  localStorage.setItem('wallets', JSON.stringify(wallets));
  for (const wallet of wallets) {
    localStorage.setItem(wallet.network === 'bnb' ? 'api_wkey_bnb' : 'api_wkey', wallet.api_key);
  }
}

/** A tab that records what happened to it, as the popup-blocker workaround opens one. */
export class FakeTab implements TradingTab {
  url: string | null = null;
  closed = false;
  navigate(url: string) {
    this.url = url;
  }
  close() {
    this.closed = true;
  }
}

export const samplePrefill = (overrides: Partial<DeployPrefill> = {}): DeployPrefill => ({
  tokenName: 'Frog King',
  ticker: 'FROGKING',
  twitter: 'https://x.com/degenkaito/status/1',
  website: 'https://frog.example',
  imageUrl: 'https://img.example/frog.png',
  allImages: ['https://img.example/frog.png', 'https://img.example/pfp.png'],
  ...overrides,
});

const controllers: Array<DeployController | WalletsController> = [];
afterEach(() => {
  for (const controller of controllers.splice(0)) controller.dispose();
});

/** The server's wallet list answers what this browser holds, so the login refresh keeps it. */
function serveStoredWallets() {
  stubFetch((url) =>
    url === '/api/wallets'
      ? jsonResponse({ wallets: JSON.parse(localStorage.getItem('wallets') ?? '[]') })
      : jsonResponse({ success: false, error: 'not in this test' }, 404),
  );
}

/**
 * A deploy store on a fake session and the real wallets store (over local storage, see
 * `storeWallets`), with numbered request ids and recorded tabs.
 */
export function startDeploy(
  settings: Partial<TrackerSettings> = {},
  deps: Partial<Pick<DeployDeps, 'panel' | 'openPanelWindow' | 'uploadImage'>> = {},
) {
  const kit = fakeSession();
  const settingsStore = makeTrackerSettings(settings);
  const tabs: FakeTab[] = [];
  let ids = 0;
  serveStoredWallets();
  const wallets = createWalletsController({
    session: kit.session,
    openWalletSettings: () => {},
  });
  const deploy = createDeployController({
    session: kit.session,
    settings: settingsStore,
    wallets: walletSource(wallets),
    openTab: () => {
      const tab = new FakeTab();
      tabs.push(tab);
      return tab;
    },
    newRequestId: () => {
      ids += 1;
      return `request-${ids}`;
    },
    ...deps,
  });
  controllers.push(deploy, wallets);
  const state = () => deploy.store.getState();
  return { ...kit, settings: settingsStore, wallets, deploy, state, tabs };
}

/** Renders deploy UI inside the providers it reads: settings, session and the deploy store. */
export function renderDeploy(ui: ReactElement, kit: ReturnType<typeof startDeploy>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TrackerSettingsProvider controller={kit.settings}>
      <SessionProvider controller={kit.session}>
        <WalletsProvider controller={kit.wallets}>
          <DeployProvider controller={kit.deploy}>{children}</DeployProvider>
        </WalletsProvider>
      </SessionProvider>
    </TrackerSettingsProvider>
  );
  return render(ui, { wrapper });
}
