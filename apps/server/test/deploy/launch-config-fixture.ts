import type { LaunchConfig } from '../../src/config.ts';

/** A launch config with no platform configured (every mode offline), changed by `overrides`. */
export function launchConfig(overrides: Partial<LaunchConfig> = {}): LaunchConfig {
  return {
    solanaRpcUrl: undefined,
    solanaSkipPreflight: false,
    solanaSendUrls: [],
    metadataBaseUrl: 'https://launchdeck.example',
    pumpPortalUrl: 'https://pumpportal.fun',
    bonkMetadataUrl: 'https://nft-storage.letsbonk22.workers.dev',
    bagsApiUrl: 'https://public-api-v2.bags.fm/api/v1',
    bagsApiKey: undefined,
    fourMemeApiUrl: 'https://four.meme/meme-api/v1',
    bscRpcUrl: undefined,
    fourMemeTokenManager: '0x5c952063c7fc8610FFDB798152D69F0B9550762b',
    ...overrides,
  };
}
