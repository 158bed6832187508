import {
  BAGS_CREATOR_ONLY,
  type BagsFeeSplit,
  bagsSplitProblem,
  shortenText,
} from '@launchdeck/protocol';
import type { LaunchRequest } from '../launcher.ts';
import { BAGS_LIMITS, BAGS_MESSAGES } from './messages.ts';

const SPLIT_MESSAGES = {
  not100: BAGS_MESSAGES.splitNot100,
  claimerWithoutHandle: BAGS_MESSAGES.claimerWithoutHandle,
} as const;

/** The first of the request's fields Bags would refuse, as a sentence, or null. */
export function bagsFieldError(request: LaunchRequest): string | null {
  // Bags counts UTF-16 code units (`name.length` in its SDK's validation).
  if (request.name.length > BAGS_LIMITS.nameLength)
    return BAGS_MESSAGES.nameTooLong(request.name.length);
  if (request.ticker.length > BAGS_LIMITS.symbolLength)
    return BAGS_MESSAGES.symbolTooLong(request.ticker.length);
  const problem = bagsSplitProblem(request.bags ?? BAGS_CREATOR_ONLY);
  return problem ? SPLIT_MESSAGES[problem] : null;
}

/** The fee-share claimers and their shares, a 0-bps entry left out (Bags refuses one). */
export function feeClaimers(
  split: BagsFeeSplit,
  trader: string,
  claimerWallet: string | null,
): { claimersArray: string[]; basisPointsArray: number[] } {
  const entries: [string, number][] = [[trader, split.creatorBps]];
  if (split.claimer && claimerWallet) entries.push([claimerWallet, split.claimer.bps]);
  const kept = entries.filter(([, bps]) => bps > 0);
  return {
    claimersArray: kept.map(([wallet]) => wallet),
    basisPointsArray: kept.map(([, bps]) => bps),
  };
}

/**
 * Bags requires a description (1–1000 characters). The form sends none, so one is written from
 * the name and the post the token came from.
 */
export function bagsDescription(request: LaunchRequest): string {
  const own = request.description.trim();
  const post = webLink(request.website);
  const written = post ? `${request.name} ($${request.ticker}), from ${post}` : request.name;
  // Issue 46: cut on a grapheme with '…', counted as Bags counts (`.length`).
  return shortenText(own || written, BAGS_LIMITS.descriptionLength, 'utf-16');
}

/** An http(s) link as Bags takes one (it refuses anything that is not a URL), else undefined. */
export function webLink(text: string): string | undefined {
  const trimmed = text.trim();
  if (!URL.canParse(trimmed)) return undefined;
  const { protocol } = new URL(trimmed);
  return protocol === 'https:' || protocol === 'http:' ? trimmed : undefined;
}
