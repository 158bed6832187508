/**
 * One window sounds the alerts. The feed pop-out shows the same feed as the main window, so
 * while one is open it announces itself on a BroadcastChannel and the main window stays quiet;
 * when it closes (or stops answering for a few seconds) the main window sounds them again.
 */
export const FEED_POPOUT_CHANNEL = 'launchdeck-feed-popout';
export const POPOUT_HEARTBEAT_MS = 2000;
/** Without a heartbeat for this long, the pop-out is taken as gone (a crash sends no goodbye). */
export const POPOUT_GONE_AFTER_MS = 5000;

type PresenceMessage = { type: 'feed-popout-alive' } | { type: 'feed-popout-closed' };

/** In the feed pop-out: announce it every 2 s and say goodbye when the page goes. */
export function announceFeedPopout(
  channel: BroadcastChannel = new BroadcastChannel(FEED_POPOUT_CHANNEL),
): () => void {
  const send = (message: PresenceMessage) => channel.postMessage(message);
  send({ type: 'feed-popout-alive' });
  const timer = setInterval(() => send({ type: 'feed-popout-alive' }), POPOUT_HEARTBEAT_MS);
  const goodbye = () => send({ type: 'feed-popout-closed' });
  window.addEventListener('pagehide', goodbye);
  return () => {
    clearInterval(timer);
    window.removeEventListener('pagehide', goodbye);
    goodbye();
    channel.close();
  };
}

/** In the main window: is a feed pop-out open now? */
export function watchFeedPopout(
  channel: BroadcastChannel = new BroadcastChannel(FEED_POPOUT_CHANNEL),
  now: () => number = Date.now,
): { popoutOpen: () => boolean; stop: () => void } {
  let lastHeard = Number.NEGATIVE_INFINITY;
  channel.onmessage = (event: MessageEvent<PresenceMessage>) => {
    if (event.data?.type === 'feed-popout-alive') lastHeard = now();
    if (event.data?.type === 'feed-popout-closed') lastHeard = Number.NEGATIVE_INFINITY;
  };
  return {
    popoutOpen: () => now() - lastHeard < POPOUT_GONE_AFTER_MS,
    stop: () => channel.close(),
  };
}
