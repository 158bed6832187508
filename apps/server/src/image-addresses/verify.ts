import {
  type Chain,
  decodesToSolanaKey,
  EVM_ADDRESS,
  ImageAddress,
  type ImageAddressBox,
  type ImageAddressSource,
} from '@launchdeck/protocol';
import { addressKey } from '../feed/index.ts';
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

/** The one entry of a list, or undefined when it holds none or several. */
const onlyOf = <T>(list: T[]): T | undefined => (list.length === 1 ? list[0] : undefined);

/**
 * Issue 31 item 3, made to follow the picture by issue 48: what a trader is shown for one address
 * read from an image. Only the read's readings (its best reading, and spellings that differ from
 * it only where the recogniser was unsure: `verifiable` of them) may be verified, and one is when
 * exactly one of them is vouched for: first by the local sources (a stored post's text, one of
 * our launches, the offline asset store, an EIP-55 checksum), else, where the chain's endpoint is
 * configured, by the chain saying exactly one of those accounts exists. Otherwise the best reading
 * is shown unverified, with, when exactly one look-alike twin (a sure character changed) is
 * vouched for locally, that twin as `didYouMean`: never verified, the chain never asked about it.
 * Undefined when no alternative is shaped like an address of its chain.
 */
export async function verifyRead(
  read: AddressRead,
  imageUrl: string,
  deps: VerifyDeps,
): Promise<ImageAddress | undefined> {
  const { chain } = read;
  const verifiable = read.verifiable ?? 1;
  const spelled = [...new Set(read.alternatives)];
  const readings = new Set(spelled.slice(0, verifiable).map((a) => addressKey(a, chain)));
  const alternatives = spelled.filter((a) => SHAPES[chain](a));
  const first = alternatives[0];
  if (first === undefined) return undefined;
  const isReading = (address: string) => readings.has(addressKey(address, chain));
  const box = boxOf(read.box);
  const boxes = read.boxes?.map(boxOf).filter((b) => b !== undefined);
  const shown = (
    address: string,
    by?: ImageAddressSource,
    twin?: Vouched,
  ): ImageAddress | undefined => {
    const spelled = by && chain === 'bnb' ? checksummed(address) : address;
    const candidate = { address: spelled, chain, imageUrl, verified: by !== undefined };
    const parsed = ImageAddress.safeParse({
      ...candidate,
      ...(by ? { verifiedBy: by } : {}),
      ...(box ? { box } : {}),
      ...(boxes && boxes.length >= 2 ? { boxes } : {}),
      ...(twin && !by
        ? {
            didYouMean: {
              address: chain === 'bnb' ? checksummed(twin.address) : twin.address,
              verifiedBy: twin.by,
            },
          }
        : {}),
    });
    return parsed.success ? parsed.data : undefined;
  };

  const known = await deps.known.sourcesOf(alternatives, chain);
  const vouched = alternatives.flatMap((address, i): Vouched[] => {
    const by = known[i] ?? (chain === 'bnb' && checksumMatches(address) ? 'checksum' : undefined);
    return by ? [{ address, by }] : [];
  });
  const vouchedReadings = distinct(
    vouched.filter((entry) => isReading(entry.address)),
    chain,
  );
  const only = onlyOf(vouchedReadings);
  if (only) return shown(only.address, only.by);
  if (vouchedReadings.length > 1) return shown(first);

  const asked = alternatives.filter(isReading);
  const onChain = onlyOf(
    distinct(
      (asked.length > 0 ? await existing(asked, chain, deps) : []).map(
        (address): Vouched => ({ address, by: 'chain' }),
      ),
      chain,
    ),
  );
  if (onChain) return shown(onChain.address, 'chain');
  const twin = onlyOf(
    distinct(
      vouched.filter((entry) => !isReading(entry.address)),
      chain,
    ),
  );
  return shown(
    first,
    undefined,
    twin && addressKey(twin.address, chain) !== addressKey(first, chain) ? twin : undefined,
  );
}
