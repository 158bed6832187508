import type { CreateTokenRequest } from '@launchdeck/protocol';
import type { BagsFeeSplit, TokenImage } from './launcher.ts';

/**
 * The image a request names (DA §3): its http(s) link, an uploaded data URL, or one we draw from
 * the name (image_type, letter when neither is given).
 */
export function tokenImageOf(request: CreateTokenRequest): TokenImage {
  const url = request.image_url;
  if (url && /^https?:/i.test(url)) return { kind: 'url', url };
  if (url?.startsWith('data:image/')) return { kind: 'data', dataUrl: url };
  return { kind: 'generated', type: request.image_type ?? 'letter' };
}

/**
 * DA §5 bags fee split in basis points: the claimer handle loses its '@'; the creator's share is
 * 0–100 % and the claimer gets the rest. Without a claimer handle the creator gets it all.
 */
export function bagsFeeSplit(request: CreateTokenRequest): BagsFeeSplit {
  const username = (request.bags_fee_claimer ?? '').trim().replaceAll('@', '');
  const creatorBps = Math.round((request.bags_creator_share ?? 0) * 100);
  if (!username || creatorBps >= 10_000) return { creatorBps: 10_000, claimer: null };
  return { creatorBps, claimer: { username, provider: 'twitter', bps: 10_000 - creatorBps } };
}
