import { type FeedEvent, normalizeHandle } from '@launchdeck/protocol';

/** The blocked list's two feed events: an account blocked, or unblocked. */
export type BlockEvent = Extract<FeedEvent, { event: 'account_blocked' | 'account_unblocked' }>;

export function isBlockEvent(event: FeedEvent): event is BlockEvent {
  return event.event === 'account_blocked' || event.event === 'account_unblocked';
}

/** The event for a block or unblock of `handle` (any case, '@' or not), at `seq` in the feed log. */
export function blockEvent(name: BlockEvent['event'], handle: string, seq: number): BlockEvent {
  return { event: name, payload: { handle: normalizeHandle(handle), seq } };
}
