import { announcePresence, presenceTracker } from '../../lib/window-presence.ts';

/**
 * One window sounds the alerts. The feed pop-out shows the same feed as the main window, so
 * while one is open it announces itself on a BroadcastChannel and the main window stays quiet;
 * when it closes (or stops answering for a few seconds) the main window sounds them again.
 */
export const FEED_POPOUT_CHANNEL = 'launchdeck-feed-popout';

type PresenceMessage = { type: 'feed-popout-alive' } | { type: 'feed-popout-closed' };

/** In the feed pop-out: announce it every 2 s and say goodbye when the page goes. */
export function announceFeedPopout(
  channel: BroadcastChannel = new BroadcastChannel(FEED_POPOUT_CHANNEL),
): () => void {
  const send = (message: PresenceMessage) => channel.postMessage(message);
  const stop = announcePresence(
    () => send({ type: 'feed-popout-alive' }),
    () => send({ type: 'feed-popout-closed' }),
  );
  return () => {
    stop();
    channel.close();
  };
}

/** In the main window: is a feed pop-out open now? */
export function watchFeedPopout(
  channel: BroadcastChannel = new BroadcastChannel(FEED_POPOUT_CHANNEL),
  now: () => number = Date.now,
): { popoutOpen: () => boolean; stop: () => void } {
  const presence = presenceTracker(now);
  channel.onmessage = (event: MessageEvent<PresenceMessage>) => {
    if (event.data?.type === 'feed-popout-alive') presence.heard();
    if (event.data?.type === 'feed-popout-closed') presence.gone();
  };
  return {
    popoutOpen: presence.isOpen,
    stop: () => channel.close(),
  };
}
