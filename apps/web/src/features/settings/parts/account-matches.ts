import { normalizeHandle, type WatchedAccount } from '@launchdeck/protocol';

/** The picker lists at most this many matches; more typing narrows a longer list. */
export const MAX_MATCHES = 50;

/** The schema's bound on a stored handle (settings.ts `handle`). */
export const HANDLE_MAX = 64;

/**
 * The watched accounts whose handle or name holds `query` (ignoring case and a leading '@'),
 * minus those already `taken`; handles that start with it come first. An empty query lists them
 * all, so the picker can be browsed with the arrow keys.
 */
export function matchAccounts(
  accounts: readonly WatchedAccount[],
  query: string,
  taken: readonly string[],
): WatchedAccount[] {
  const wanted = normalizeHandle(query);
  const excluded = new Set(taken.map(normalizeHandle));
  const starts: WatchedAccount[] = [];
  const contains: WatchedAccount[] = [];
  for (const account of accounts) {
    const handle = normalizeHandle(account.handle);
    if (excluded.has(handle)) continue;
    if (handle.startsWith(wanted)) starts.push(account);
    else if (handle.includes(wanted) || account.name?.toLowerCase().includes(wanted)) {
      contains.push(account);
    }
  }
  return [...starts, ...contains].slice(0, MAX_MATCHES);
}

export type TypedHandle =
  | { ok: true; handle: string }
  | { ok: false; reason: 'empty' | 'spaces' | 'long' | 'taken' };

/** A typed handle, normalised (FC §3 handles are compared without '@', spaces and case), or why not. */
export function checkTypedHandle(text: string, taken: readonly string[]): TypedHandle {
  const handle = normalizeHandle(text);
  if (!handle) return { ok: false, reason: 'empty' };
  if (/\s/.test(handle)) return { ok: false, reason: 'spaces' };
  if (handle.length > HANDLE_MAX) return { ok: false, reason: 'long' };
  if (taken.some((other) => normalizeHandle(other) === handle))
    return { ok: false, reason: 'taken' };
  return { ok: true, handle };
}
