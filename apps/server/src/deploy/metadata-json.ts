import type { LaunchRequest } from './launcher.ts';
import type { TokenMetadataJson } from './metadata-store.ts';

/**
 * The metadata JSON for a launch, in the shape pump tools emit (research §1a). The twitter link
 * is the source post's, as the fastest competitor stamps it.
 */
export function buildMetadata(launch: LaunchRequest): TokenMetadataJson {
  return {
    name: launch.name,
    symbol: launch.ticker,
    description: launch.description,
    image: launch.imageUri,
    showName: true,
    createdOn: 'https://pump.fun',
    ...(launch.twitter ? { twitter: launch.twitter } : {}),
    ...(launch.website ? { website: launch.website } : {}),
  };
}
