import { BAGS_TOTAL_BPS, bagsCreatorShare, bagsFeeSplit } from '@launchdeck/protocol';

/**
 * DA §3 / §5 Bags fee split as the Bags Fee Configuration modal saves it: who claims a share of
 * the trading fees (an X handle, without '@'), and the creator's share in percent; the claimer
 * gets the rest.
 */
export type BagsFees = { claimer: string; creatorShare: number };

/** DA §5: creator 0 %, claimer 100 %, no claimer named yet. */
export const DEFAULT_BAGS_FEES: BagsFees = { claimer: '', creatorShare: 0 };

/** DA §5: '@' is removed from the fee claimer username (as typed and as saved); no spaces. */
export function claimerInput(text: string): string {
  return text.replace(/[@\s]/g, '');
}

/** What 'Save Configuration' keeps: the handle without '@', the share a whole 0–100. */
export function savedBagsFees(fees: BagsFees): BagsFees {
  return { claimer: claimerInput(fees.claimer), creatorShare: bagsCreatorShare(fees.creatorShare) };
}

/**
 * The split a launch gets, in percent: with no claimer the server gives the creator everything,
 * so the form says and sends exactly that rather than a claimer share nobody can claim.
 */
export function effectiveSplit(fees: BagsFees): { creator: number; claimer: number } {
  const { creatorBps } = bagsFeeSplit(fees.claimer, bagsCreatorShare(fees.creatorShare));
  const creator = (creatorBps * 100) / BAGS_TOTAL_BPS;
  return { creator, claimer: 100 - creator };
}

/** DA §3: the bags fields of a bags launch's request. */
export function bagsRequestFields(fees: BagsFees) {
  const split = effectiveSplit(fees);
  return {
    bags_fee_claimer: fees.claimer,
    bags_creator_share: split.creator,
    bags_fee_claimer_share: split.claimer,
  };
}
