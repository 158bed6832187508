/**
 * How one window of this browser tells the others it is open (a pop-out over a BroadcastChannel):
 * a heartbeat every PRESENCE_HEARTBEAT_MS and a goodbye when its page goes; the others take it as
 * gone after PRESENCE_GONE_AFTER_MS without one, since a crash sends no goodbye.
 */
export const PRESENCE_HEARTBEAT_MS = 2000;
export const PRESENCE_GONE_AFTER_MS = 5000;

/** Says `alive` now and every heartbeat, `goodbye` when the page goes; the stop says goodbye too. */
export function announcePresence(alive: () => void, goodbye: () => void): () => void {
  alive();
  const timer = setInterval(alive, PRESENCE_HEARTBEAT_MS);
  window.addEventListener('pagehide', goodbye);
  return () => {
    clearInterval(timer);
    window.removeEventListener('pagehide', goodbye);
    goodbye();
  };
}

/** The watching side: when the other window was last heard, and whether it is open now. */
export function presenceTracker(now: () => number = Date.now) {
  let lastHeard = Number.NEGATIVE_INFINITY;
  return {
    heard: () => {
      lastHeard = now();
    },
    gone: () => {
      lastHeard = Number.NEGATIVE_INFINITY;
    },
    isOpen: () => now() - lastHeard < PRESENCE_GONE_AFTER_MS,
  };
}
