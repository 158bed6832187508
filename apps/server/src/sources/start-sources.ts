import type { AccountsService } from '../accounts/index.ts';
import type { IngestService } from '../feed/index.ts';
import { DEMO_WATCHED_ACCOUNTS, DemoReplaySource } from './demo/index.ts';
import type { Source, SourceLog } from './source.ts';

/**
 * Starts built sources, feeding them into ingest. The demo replay's fictional accounts join the
 * watched list before it plays, as a real source's accounts would be there already.
 */
export async function startSources(
  sources: readonly Source[],
  deps: { ingest: IngestService; accounts: Pick<AccountsService, 'watch'>; log: SourceLog },
): Promise<void> {
  if (sources.some((source) => source instanceof DemoReplaySource)) {
    for (const account of DEMO_WATCHED_ACCOUNTS) await deps.accounts.watch(account);
  }
  for (const source of sources) {
    source.start(async (items) => {
      const result = await deps.ingest.ingest(items);
      if (!result.ok)
        deps.log.warn({ source: source.name, errors: result.errors.slice(0, 3) }, 'items refused');
    });
    deps.log.info({ source: source.name }, 'source started');
  }
}
