import type { CreateTokenRequest } from '@launchdeck/protocol';
import type { TokenImage } from './launcher.ts';

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
