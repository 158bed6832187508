import { PLATFORM_HANDLES } from './post-identifiers.ts';

/** Bags splits a token's trading fees in basis points; this many are all of them. */
export const BAGS_TOTAL_BPS = 10_000;

/**
 * DA §5 Bags fee split in basis points summing to 10,000: the creator's, and the claimer's (an X
 * handle, as Bags looks fee claimers up on X). With no claimer the creator gets everything.
 */
export type BagsFeeSplit = {
  creatorBps: number;
  claimer: { username: string; provider: 'twitter'; bps: number } | null;
};

/** DA §5 default: the creator earns every fee. */
export const BAGS_CREATOR_ONLY: BagsFeeSplit = { creatorBps: BAGS_TOTAL_BPS, claimer: null };

/** DA §5: a creator share is 0 to 100, whole percent. */
export function bagsCreatorShare(share: number): number {
  return Number.isFinite(share) ? Math.min(100, Math.max(0, Math.round(share))) : 0;
}

/** DA §5: the fee claimer a request names, without spaces around it and without its '@'s. */
export function bagsClaimerHandle(value: string | undefined): string {
  return (value ?? '').trim().replaceAll('@', '');
}

/** Bags looks claimers up by their X handle (research: fee-share wallet lookup, provider twitter). */
export function isBagsClaimerHandle(handle: string): boolean {
  return PLATFORM_HANDLES.twitter.pattern.test(handle);
}

/**
 * DA §5 the split a launch gets: the creator's share in percent becomes basis points (rounded),
 * the claimer gets the rest. Without a claimer handle, or at 100 %, the creator gets it all.
 */
export function bagsFeeSplit(
  claimer: string | undefined,
  creatorShare: number | undefined,
): BagsFeeSplit {
  const username = bagsClaimerHandle(claimer);
  const creatorBps = Math.round((creatorShare ?? 0) * 100);
  if (!username || creatorBps >= BAGS_TOTAL_BPS) return { ...BAGS_CREATOR_ONLY };
  return {
    creatorBps,
    claimer: { username, provider: 'twitter', bps: BAGS_TOTAL_BPS - creatorBps },
  };
}

/** DA §5: a request's shares in percent add up to 100; the claimer's is the rest when not sent. */
export function bagsSharesAddUp(
  creatorShare: number | undefined,
  claimerShare: number | undefined,
): boolean {
  const creator = creatorShare ?? 0;
  const claimer = claimerShare ?? 100 - creator;
  return Math.abs(creator + claimer - 100) <= 1e-9;
}

const isBps = (value: number) => Number.isInteger(value) && value >= 0 && value <= BAGS_TOTAL_BPS;

/**
 * What Bags would refuse in a split: shares that are not whole basis points adding up to 10,000,
 * or a claimer with a share and no handle. Null when Bags takes it.
 */
export function bagsSplitProblem(split: BagsFeeSplit): 'not100' | 'claimerWithoutHandle' | null {
  const { creatorBps, claimer } = split;
  const claimerBps = claimer?.bps ?? 0;
  if (!isBps(creatorBps) || !isBps(claimerBps) || creatorBps + claimerBps !== BAGS_TOTAL_BPS)
    return 'not100';
  if (claimer && claimerBps > 0 && !claimer.username.trim()) return 'claimerWithoutHandle';
  return null;
}
