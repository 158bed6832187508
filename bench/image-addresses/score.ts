import { isAddress } from 'viem';
import type { AddressRead } from '../../apps/server/src/image-addresses/reading/index.ts';
import { summarize } from '../lib/stats.ts';
import type { CorpusImage } from './render.ts';

/** What one engine made of one picture, how long it took and the process's CPU time for it. */
export type ImageResult = { image: CorpusImage; reads: AddressRead[]; ms: number; cpuMs: number };

export type EngineScore = {
  /** Addresses in the corpus's address pictures. */
  addresses: number;
  /** The true address is the first alternative of a read. */
  exactFirst: number;
  /** The true address is among a read's alternatives. */
  exactAmong: number;
  /** Reads with an alternative other than the truth that EIP-55 would verify. */
  wrongButVerified: number;
  /** Reads of true addresses that no offline source vouches for (only EIP-55 can, offline). */
  unverified: number;
  /** Reads of true addresses. */
  readsOfAddresses: number;
  /** Reads in address pictures that match no address there (misreads). */
  strayReads: number;
  negatives: number;
  /** Negative pictures in which something was taken for an address. */
  negativesWithReads: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU time per picture (all threads): what a read costs whatever the machine's load. */
  cpuP50Ms: number;
  cpuP99Ms: number;
};

/** An EVM address in any case is one address; base58 is case-sensitive. */
function same(a: string, b: string, chain: string): boolean {
  return chain === 'bnb' ? a.toLowerCase() === b.toLowerCase() : a === b;
}

/** EIP-55 vouches for a mixed-case 0x address whose checksum matches (the only offline check). */
export function checksumVerifies(address: string): boolean {
  return /[a-f]/.test(address) && /[A-F]/.test(address) && isAddress(address, { strict: true });
}

export function scoreEngine(results: ImageResult[]): EngineScore {
  const score: EngineScore = {
    addresses: 0,
    exactFirst: 0,
    exactAmong: 0,
    wrongButVerified: 0,
    unverified: 0,
    readsOfAddresses: 0,
    strayReads: 0,
    negatives: 0,
    negativesWithReads: 0,
    p50Ms: 0,
    p99Ms: 0,
    cpuP50Ms: 0,
    cpuP99Ms: 0,
  };
  for (const { image, reads } of results) {
    if (image.kind !== 'address') {
      score.negatives++;
      if (reads.length > 0) score.negativesWithReads++;
    }
    for (const read of reads) {
      const truth = image.addresses.find((t) =>
        read.alternatives.some((a) => same(a, t.address, t.chain)),
      );
      const verifiedWrong = read.alternatives.some(
        (a) => checksumVerifies(a) && !(truth && same(a, truth.address, truth.chain)),
      );
      if (verifiedWrong) score.wrongButVerified++;
      if (!truth) {
        if (image.kind === 'address') score.strayReads++;
        continue;
      }
      score.readsOfAddresses++;
      if (!read.alternatives.some(checksumVerifies)) score.unverified++;
    }
    for (const truth of image.addresses) {
      score.addresses++;
      const alternatives = reads.map((r) => r.alternatives);
      if (alternatives.some(([first]) => first && same(first, truth.address, truth.chain))) {
        score.exactFirst++;
      }
      if (alternatives.some((list) => list.some((a) => same(a, truth.address, truth.chain)))) {
        score.exactAmong++;
      }
    }
  }
  const times = summarize(results.map((r) => r.ms));
  score.p50Ms = times.p50;
  score.p99Ms = times.p99;
  const cpu = summarize(results.map((r) => r.cpuMs));
  score.cpuP50Ms = cpu.p50;
  score.cpuP99Ms = cpu.p99;
  return score;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)} %`;

/** The lines the bench prints for one engine. */
export function scoreLines(name: string, score: EngineScore): string[] {
  return [
    `${name}`,
    `  exact read: first alternative ${percent(score.exactFirst, score.addresses)}, among alternatives ${percent(score.exactAmong, score.addresses)} (${score.exactFirst} / ${score.exactAmong} of ${score.addresses})`,
    `  wrong but verified (EIP-55): ${score.wrongButVerified}`,
    `  unverified offline: ${percent(score.unverified, score.readsOfAddresses)} of ${score.readsOfAddresses} reads; misreads in address pictures: ${score.strayReads}`,
    `  false positives: ${score.negativesWithReads} of ${score.negatives} negative pictures`,
    `  read time per picture: p50 ${score.p50Ms.toFixed(0)} ms, p99 ${score.p99Ms.toFixed(0)} ms; CPU time p50 ${score.cpuP50Ms.toFixed(0)} ms, p99 ${score.cpuP99Ms.toFixed(0)} ms`,
  ];
}
