import type { LaunchRecord, LaunchStatus } from '@launchdeck/protocol';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach } from 'vitest';
import { DeployProvider } from '../../../src/features/deploy/index.ts';
import { createFeedController, FeedProvider } from '../../../src/features/feed/index.ts';
import {
  createLiveLaunchesController,
  type LiveLaunchesController,
  LiveLaunchesProvider,
} from '../../../src/features/launches/index.ts';
import { MemeWordsProvider } from '../../../src/features/meme-words/index.ts';
import { SessionProvider } from '../../../src/features/session/index.ts';
import { TrackerSettingsProvider } from '../../../src/features/settings/index.ts';
import {
  createTranslationStore,
  TranslationProvider,
} from '../../../src/features/translation/index.ts';
import { WalletsProvider } from '../../../src/features/wallets/index.ts';
import { startDeploy } from '../deploy/support.tsx';
import { makeMemeWords } from '../meme-words/support.tsx';

export const SOLANA_MINT = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
export const SECOND_MINT = 'So11111111111111111111111111111111111111112';

/** A launch as the server lists it: a confirmed pump launch from @degenkaito's post by default. */
export function makeLaunch(overrides: Partial<LaunchRecord> = {}): LaunchRecord {
  return {
    id: '10',
    mode: 'pump',
    name: 'Frog King',
    ticker: 'FROG',
    status: 'confirmed',
    addresses: [SOLANA_MINT],
    stages: { validated: 0.4, metadata: 12.5, prepared: 40, signed: 42, sent: 180, confirmed: 950 },
    buyAmount: 1,
    multiDeploy: false,
    simulated: true,
    createdAt: Date.UTC(2026, 10, 27, 5, 0, 0),
    sourcePost: { id: 'post-frog', handle: 'degenkaito', text: 'The Frog King has arrived $FROG' },
    website: 'https://frog.example',
    twitter: 'https://x.com/degenkaito/status/1',
    image: 'https://img.example/frog.png',
    ...overrides,
  };
}

/** A launch part-way: the given status with the stages reached so far. */
export const launchAt = (status: LaunchStatus, overrides: Partial<LaunchRecord> = {}) =>
  makeLaunch({
    status,
    stages: status === 'preparing' ? { validated: 0.4 } : { validated: 0.4, sent: 180 },
    ...overrides,
  });

const controllers: LiveLaunchesController[] = [];
afterEach(() => {
  for (const controller of controllers.splice(0)) controller.dispose();
});

/**
 * The stores My Launches reads, on a fake session: the deploy kit (session, settings, wallets,
 * deploy form), the live launches and a feed (the source post's card looks in it).
 */
export function startLaunches() {
  const kit = startDeploy();
  const live = createLiveLaunchesController({ session: kit.session });
  controllers.push(live);
  const feed = createFeedController({ session: kit.session, settings: kit.settings });
  return { ...kit, live, feed };
}

export function renderLaunches(ui: ReactElement, kit: ReturnType<typeof startLaunches>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TrackerSettingsProvider controller={kit.settings}>
      <SessionProvider controller={kit.session}>
        <FeedProvider controller={kit.feed}>
          <TranslationProvider controller={createTranslationStore()}>
            <MemeWordsProvider controller={makeMemeWords()}>
              <WalletsProvider controller={kit.wallets}>
                <DeployProvider controller={kit.deploy}>
                  <LiveLaunchesProvider controller={kit.live}>{children}</LiveLaunchesProvider>
                </DeployProvider>
              </WalletsProvider>
            </MemeWordsProvider>
          </TranslationProvider>
        </FeedProvider>
      </SessionProvider>
    </TrackerSettingsProvider>
  );
  return render(ui, { wrapper });
}
