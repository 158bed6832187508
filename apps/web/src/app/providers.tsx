import type { ReactNode } from 'react';
import { WatchedAccountsProvider } from '../features/accounts/index.ts';
import { AutoLaunchProvider } from '../features/auto-launch/index.ts';
import { ContractAddressChip } from '../features/cards/index.ts';
import { ChatProvider } from '../features/chat/index.ts';
import { DeployProvider } from '../features/deploy/index.ts';
import { DeploySettingsProvider } from '../features/deploy-settings/index.ts';
import { FeedProvider } from '../features/feed/index.ts';
import { FilterSettingsProvider } from '../features/filters/index.ts';
import { LatencyProvider } from '../features/latency/index.ts';
import { LiveLaunchesProvider } from '../features/launches/index.ts';
import { MemeWordsProvider } from '../features/meme-words/index.ts';
import { OpenPostProvider } from '../features/open-post/index.ts';
import { SessionProvider } from '../features/session/index.ts';
import { TrackerSettingsProvider } from '../features/settings/index.ts';
import { TranslationProvider } from '../features/translation/index.ts';
import { WalletsProvider } from '../features/wallets/index.ts';
import type { Started } from './start.ts';

/** The stores built at start-up, handed to the components that read them. */
export function AppProviders({ started, children }: { started: Started; children: ReactNode }) {
  return (
    <TrackerSettingsProvider controller={started.settings}>
      <SessionProvider controller={started.session}>
        <FeedProvider controller={started.feed}>
          <LatencyProvider controller={started.latency}>
            <ChatProvider controller={started.chat} addressChip={ContractAddressChip}>
              <TranslationProvider controller={started.translations}>
                <DeploySettingsProvider controller={started.deploySettings}>
                  <WalletsProvider controller={started.wallets}>
                    <DeployProvider controller={started.deploy}>
                      <WatchedAccountsProvider controller={started.watchedAccounts}>
                        <FilterSettingsProvider controller={started.filters}>
                          <MemeWordsProvider controller={started.memeWords}>
                            <LiveLaunchesProvider controller={started.launches}>
                              <AutoLaunchProvider controller={started.autoLaunch}>
                                <OpenPostProvider controller={started.openPost}>
                                  {children}
                                </OpenPostProvider>
                              </AutoLaunchProvider>
                            </LiveLaunchesProvider>
                          </MemeWordsProvider>
                        </FilterSettingsProvider>
                      </WatchedAccountsProvider>
                    </DeployProvider>
                  </WalletsProvider>
                </DeploySettingsProvider>
              </TranslationProvider>
            </ChatProvider>
          </LatencyProvider>
        </FeedProvider>
      </SessionProvider>
    </TrackerSettingsProvider>
  );
}
