import {
  type Chain,
  decodesToSolanaKey,
  EVM_ADDRESS,
  ImageAddress,
  type ImageAddressBox,
  type ImageAddressSource,
} from '@launchdeck/protocol';
import { checksumMatches, checksummed } from './checksum.ts';
import type { AddressRead } from './reading/index.ts';

/** What vouched for an address without asking a chain. */
export type LocalSource = 'text' | 'launch' | 'asset';

/** The sources that know an address without asking a chain: stored texts, launches, assets. */
export type KnownAddresses = {
  /** For each address, the source that knows it (bnb: in any case), or undefined. */
  sourcesOf(addresses: string[], chain: Chain): Promise<(LocalSource | undefined)[]>;
};

/** Asks a chain whether accounts exist (chain-check.ts). */
export type ChainCheck = {
  /** Whether an endpoint for this chain is configured; unconfigured, the chain is never asked. */
  covers(chain: Chain): boolean;
  /** For each address, whether its account exists; rejects when the chain could not answer. */
  exists(addresses: string[], chain: Chain): Promise<boolean[]>;
};

export type VerifyDeps = {
  known: KnownAddresses;
  chain: ChainCheck;
  /** Told when a chain could not answer (the address then stays unverified). */
  onChainError?: (error: unknown) => void;
};

type Vouched = { address: string; by: ImageAddressSource };

/**
 * What an alternative must be to be shown at all: a Solana key that decodes to 32 bytes (the
 * shared address rule), or 0x + 40 hex (the case a reader gives is not trusted for EIP-55; a
 * matching checksum vouches for a spelling below).
 */
const SHAPES: Record<Chain, (value: string) => boolean> = {
  solana: decodesToSolanaKey,
  bnb: (value) => EVM_ADDRESS.test(value),
};

/** The same address whatever its spelling: 0x addresses are case-insensitive, base58 is not. */
export const addressKey = (address: string, chain: Chain): string =>
  chain === 'bnb' ? address.toLowerCase() : address;

/** A box of whole, positive pixels, or none when the reader's is not one. */
function boxOf(box: AddressRead['box']): ImageAddressBox | undefined {
  if (!box) return undefined;
  const rounded = {
    x: Math.max(0, Math.round(box.x)),
    y: Math.max(0, Math.round(box.y)),
    width: Math.round(box.width),
    height: Math.round(box.height),
  };
  return rounded.width > 0 && rounded.height > 0 ? rounded : undefined;
}

/** The spellings vouched for, one per address (two spellings of one 0x address count once). */
function distinct(vouched: Vouched[], chain: Chain): Vouched[] {
  const seen = new Map<string, Vouched>();
  for (const entry of vouched) {
    const key = addressKey(entry.address, chain);
    if (!seen.has(key)) seen.set(key, entry);
  }
  return [...seen.values()];
}

/** Which alternatives the chain says exist; none when it was not asked or could not answer. */
async function existing(alternatives: string[], chain: Chain, deps: VerifyDeps): Promise<string[]> {
  if (!deps.chain.covers(chain)) return [];
  try {
    const exists = await deps.chain.exists(alternatives, chain);
    return alternatives.filter((_, i) => exists[i] === true);
  } catch (error) {
    deps.onChainError?.(error);
    return [];
  }
}

/**
 * Issue 31 item 3: what a trader is shown for one address read from an image. Among the read's
 * alternatives, one is `verified` only when exactly one of them is vouched for: first by the local
 * sources (a stored post's text, one of our launches, the offline asset store, an EIP-55 checksum),
 * else, where the chain's endpoint is configured, by the chain saying exactly one account exists.
 * Otherwise (none vouched for, or several: the read is ambiguous) the first alternative is shown
 * unverified. Undefined when no alternative is shaped like an address of its chain.
 */
export async function verifyRead(
  read: AddressRead,
  imageUrl: string,
  deps: VerifyDeps,
): Promise<ImageAddress | undefined> {
  const { chain } = read;
  const alternatives = [...new Set(read.alternatives)].filter((a) => SHAPES[chain](a));
  const first = alternatives[0];
  if (first === undefined) return undefined;
  const box = boxOf(read.box);
  const shown = (address: string, by?: ImageAddressSource): ImageAddress | undefined => {
    const spelled = by && chain === 'bnb' ? checksummed(address) : address;
    const candidate = { address: spelled, chain, imageUrl, verified: by !== undefined };
    const parsed = ImageAddress.safeParse({
      ...candidate,
      ...(by ? { verifiedBy: by } : {}),
      ...(box ? { box } : {}),
    });
    return parsed.success ? parsed.data : undefined;
  };

  const known = await deps.known.sourcesOf(alternatives, chain);
  const sources = alternatives.map(
    (a, i): ImageAddressSource | undefined =>
      known[i] ?? (chain === 'bnb' && checksumMatches(a) ? 'checksum' : undefined),
  );
  const vouched = distinct(
    alternatives.flatMap((address, i) => {
      const by = sources[i];
      return by ? [{ address, by }] : [];
    }),
    chain,
  );
  const [only] = vouched;
  if (vouched.length === 1 && only) return shown(only.address, only.by);
  if (vouched.length > 1) return shown(first);

  const onChain = distinct(
    (await existing(alternatives, chain, deps)).map((address) => ({ address, by: 'chain' })),
    chain,
  );
  const [found] = onChain;
  return onChain.length === 1 && found ? shown(found.address, 'chain') : shown(first);
}
