/**
 * A `Retry-After` header (RFC 9110 §10.2.3), seconds or an HTTP date, as milliseconds from `now`;
 * undefined when absent or unreadable. Read by every client that honours a 429 (market data,
 * webhooks).
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
