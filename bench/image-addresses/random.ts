import bs58 from 'bs58';
import { getAddress } from 'viem';

/** A small seeded generator (mulberry32), so every run renders the same corpus. */
export type Random = {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  bytes(length: number): Uint8Array;
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)] as (typeof items)[number],
    bytes: (length) => Uint8Array.from({ length }, () => int(0, 255)),
  };
}

/** A Solana address: 32 random bytes in base58 (43 or 44 characters, sometimes fewer). */
export function solanaAddress(random: Random): string {
  return bs58.encode(random.bytes(32));
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** An EVM address, all lowercase or EIP-55 mixed case. */
export function evmAddress(random: Random, checksummed: boolean): string {
  const lower = `0x${hex(random.bytes(20))}`;
  return checksummed ? getAddress(lower) : lower;
}

/** Hex digits of a given length (hashes and near-misses). */
export function hexDigits(random: Random, length: number): string {
  return hex(random.bytes(Math.ceil(length / 2))).slice(0, length);
}
