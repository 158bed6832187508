import type { AccountsService } from '../accounts/index.ts';
import type { SourcesConfig } from '../config.ts';
import { BlueskyJetstreamSource } from './bluesky/index.ts';
import type { ConnectorDeps, SourceItemObserver } from './connector-kit.ts';
import { DemoReplaySource } from './demo/index.ts';
import type { Source, SourceLog } from './source.ts';
import { TruthSocialSource } from './truthsocial/index.ts';
import { XFilteredStreamSource } from './x/index.ts';

/**
 * Builds every source the configuration switches on, not yet started. Each connector follows the
 * accounts watched on its own platform.
 */
export function sourcesFromConfig(
  config: SourcesConfig,
  deps: {
    accounts: Pick<AccountsService, 'listWatched'>;
    log: SourceLog;
    itemObserver?: SourceItemObserver;
  },
): Source[] {
  const connector = (platform: string): ConnectorDeps => ({
    getWatchedHandles: async () =>
      (await deps.accounts.listWatched(platform)).map((account) => account.handle),
    log: deps.log,
    itemObserver: deps.itemObserver,
  });
  const sources: Array<Source | undefined> = [
    config.demo && new DemoReplaySource({ ...config.demo, log: deps.log }),
    config.x && new XFilteredStreamSource({ ...config.x, ...connector('twitter') }),
    config.truthSocial &&
      new TruthSocialSource({ ...config.truthSocial, ...connector('truthsocial') }),
    config.bluesky && new BlueskyJetstreamSource({ ...config.bluesky, ...connector('bluesky') }),
  ];
  return sources.filter((source) => source !== undefined);
}
