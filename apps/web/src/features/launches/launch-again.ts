import type { LaunchRecord } from '@launchdeck/protocol';
import type { DeployPrefill } from '../deploy/index.ts';

/**
 * 'Launch again': the deploy form filled as this launch was sent (name, ticker, links and its
 * image; the letter image when it had none), with its post (its author for the whitelists).
 */
export function prefillOf(launch: LaunchRecord): DeployPrefill {
  return {
    tokenName: launch.name,
    ticker: launch.ticker,
    twitter: launch.twitter ?? '',
    website: launch.website ?? '',
    imageUrl: launch.image ?? null,
    allImages: launch.image ? [launch.image] : [],
    ...(launch.sourcePost
      ? {
          authorHandle: launch.sourcePost.handle,
          source: {
            id: launch.sourcePost.id,
            author: launch.sourcePost.handle,
            text: launch.sourcePost.text,
          },
        }
      : {}),
  };
}
