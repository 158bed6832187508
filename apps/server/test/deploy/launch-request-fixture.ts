import { randomUUID } from 'node:crypto';
import type {
  LaunchContext,
  LaunchRequest,
  LaunchStage,
  SolanaLaunchWallet,
} from '../../src/deploy/launcher.ts';

/** A launch as the launch service hands it to a launcher, with a trader's usual fields. */
export function makeLaunchRequest(overrides: Partial<LaunchRequest> = {}): LaunchRequest {
  return {
    requestId: randomUUID(),
    mode: 'pump',
    name: 'Moon Dog',
    ticker: 'MDOG',
    description: '',
    website: 'https://x.com/someone/status/1',
    twitter: 'https://x.com/someone',
    metadataUri: `https://launchdeck.example/api/token-metadata/${'A'.repeat(43)}.json`,
    imageUri: 'https://launchdeck.example/images/moon-dog.png',
    image: { kind: 'url', url: 'https://launchdeck.example/images/moon-dog.png' },
    buyAmount: 0.5,
    multiDeploy: 1,
    ...overrides,
  };
}

/** A launch context that records the stages a launcher marks. */
export function makeLaunchContext(
  signal: AbortSignal = new AbortController().signal,
): LaunchContext & {
  stages: LaunchStage[];
} {
  const stages: LaunchStage[] = [];
  return { signal, stages, mark: (stage) => stages.push(stage) };
}

/** A wallet for launchers that do not read it (pump and offline take the payer from the signer). */
export const ANY_WALLET: SolanaLaunchWallet = {
  network: 'solana',
  address: '11111111111111111111111111111111',
};
