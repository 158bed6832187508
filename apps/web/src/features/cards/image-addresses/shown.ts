import { detectContractAddresses, type ImageAddress } from '@launchdeck/protocol';

/** One spelling per address: EVM addresses compare without case (FC §5), Solana ones exactly. */
const keyOf = ({ address, chain }: Pick<ImageAddress, 'address' | 'chain'>) =>
  `${chain}:${chain === 'bnb' ? address.toLowerCase() : address}`;

/**
 * The image addresses a card shows: each address once (a verified reading wins over an unverified
 * one from another picture), in the order read, leaving out those the post's text already shows
 * as a chip.
 */
export function imageAddressesToShow(
  addresses: readonly ImageAddress[],
  text: string,
): ImageAddress[] {
  const inText = new Set(detectContractAddresses(text).map(keyOf));
  const byKey = new Map<string, ImageAddress>();
  for (const entry of addresses) {
    const key = keyOf(entry);
    if (inText.has(key)) continue;
    const seen = byKey.get(key);
    if (!seen || (entry.verified && !seen.verified)) byKey.set(key, entry);
  }
  return [...byKey.values()];
}
