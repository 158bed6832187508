import type { BagsFeeSplit, LaunchRequest } from '../launcher.ts';
import { BAGS_LIMITS, BAGS_MESSAGES } from './messages.ts';

const TOTAL_BPS = 10_000;

/** With no split sent, the creator earns every fee (DA §5 default). */
export const CREATOR_ONLY: BagsFeeSplit = { creatorBps: TOTAL_BPS, claimer: null };

const isBps = (value: number) => Number.isInteger(value) && value >= 0 && value <= TOTAL_BPS;

/** The first of the request's fields Bags would refuse, as a sentence, or null. */
export function bagsFieldError(request: LaunchRequest): string | null {
  // Bags counts UTF-16 code units (`name.length` in its SDK's validation).
  if (request.name.length > BAGS_LIMITS.nameLength)
    return BAGS_MESSAGES.nameTooLong(request.name.length);
  if (request.ticker.length > BAGS_LIMITS.symbolLength)
    return BAGS_MESSAGES.symbolTooLong(request.ticker.length);
  const { creatorBps, claimer } = request.bags ?? CREATOR_ONLY;
  const claimerBps = claimer?.bps ?? 0;
  if (!isBps(creatorBps) || !isBps(claimerBps) || creatorBps + claimerBps !== TOTAL_BPS)
    return BAGS_MESSAGES.splitNot100;
  if (claimer && claimerBps > 0 && !claimer.username.trim())
    return BAGS_MESSAGES.claimerWithoutHandle;
  return null;
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
  return (own || written).slice(0, BAGS_LIMITS.descriptionLength);
}

/** An http(s) link as Bags takes one (it refuses anything that is not a URL), else undefined. */
export function webLink(text: string): string | undefined {
  const trimmed = text.trim();
  if (!URL.canParse(trimmed)) return undefined;
  const { protocol } = new URL(trimmed);
  return protocol === 'https:' || protocol === 'http:' ? trimmed : undefined;
}
