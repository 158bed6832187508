import type { ImageAddress } from '@launchdeck/protocol';

/** A Solana address that some source vouches for, and one nobody knows (issue 31). */
export const KNOWN_SOL = '5fLWHE32UmaneufHTx43a3QwLqZKN6YQM4uqGUmipump';
export const UNKNOWN_SOL = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
export const PICTURE_URL = 'https://img.example/launch.png';

/** An address read from a picture; unverified unless `verifiedBy` is given. */
export function makeImageAddress(overrides: Partial<ImageAddress> = {}): ImageAddress {
  const verified = overrides.verifiedBy !== undefined;
  return {
    address: UNKNOWN_SOL,
    chain: 'solana',
    imageUrl: PICTURE_URL,
    verified,
    box: { x: 40, y: 200, width: 520, height: 30 },
    ...overrides,
  };
}
