import type { AccountsService } from '../accounts/service.ts';
import type { IngestService } from '../feed/ingest.ts';
import * as bluesky from './bluesky/index.ts';
import * as demo from './demo/index.ts';
import type { Source, SourceLog } from './source.ts';
import * as truthsocial from './truthsocial/index.ts';
import * as x from './x/index.ts';

/**
 * Builds every source the environment switches on (the demo replay by default; X, Truth Social
 * and Bluesky by their own variables) and feeds them into ingest. A bad variable stops the start.
 */
export async function startSources(
  env: Record<string, string | undefined>,
  deps: { ingest: IngestService; accounts: AccountsService; log: SourceLog },
): Promise<Source[]> {
  const handlesOf = (platform: string) => async () =>
    (await deps.accounts.listWatched(platform)).map((account) => account.handle);
  const connector = (platform: string) => ({
    getWatchedHandles: handlesOf(platform),
    log: deps.log,
  });
  const demoSource = demo.fromEnv(env, { log: deps.log });
  if (demoSource) {
    for (const account of demo.DEMO_WATCHED_ACCOUNTS) await deps.accounts.watch(account);
  }
  const sources = [
    demoSource,
    x.fromEnv(env, connector('twitter')),
    truthsocial.fromEnv(env, connector('truthsocial')),
    bluesky.fromEnv(env, connector('bluesky')),
  ].filter((source): source is NonNullable<typeof source> => source !== undefined);

  for (const source of sources) {
    source.start(async (items) => {
      const result = await deps.ingest.ingest(items);
      if (!result.ok)
        deps.log.warn({ source: source.name, errors: result.errors.slice(0, 3) }, 'items refused');
    });
    deps.log.info({ source: source.name }, 'source started');
  }
  return sources;
}
