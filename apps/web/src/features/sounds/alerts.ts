import type { Post, SoundName } from '@launchdeck/protocol';
import { type AlertSettings, chooseAlert, createSeenAddresses } from './alert-policy.ts';
import { playSound } from './player.ts';

export type AlertDeps = {
  settings: () => AlertSettings;
  play: (name: SoundName, volume: number) => void;
  now: () => number;
  /** True while another window sounds the alerts (the feed pop-out). */
  quiet: () => boolean;
};

const browserDeps: Omit<AlertDeps, 'settings'> = {
  play: playSound,
  now: Date.now,
  quiet: () => false,
};

/**
 * What the alerts need of the feed store, its new live posts; typed here, not taken from the feed
 * feature, so the Settings dialog can import the sound previews without a cycle (the feed's store
 * reads the settings).
 */
export type NewPosts = { onNewPost: (listener: (post: Post) => void) => () => void };

/**
 * A burst (20 posts a second) must not turn into a wall of noise: an alert this close to the
 * previous one is dropped, except a contract-address alert, the one a trader acts on.
 */
export const ALERT_GAP_MS = 300;

/**
 * Plays the alert of each new live post (FC §9) with the settings of the moment; call once at
 * start. Returns a stop function.
 */
export function startSoundAlerts(
  feed: NewPosts,
  overrides: Pick<AlertDeps, 'settings'> & Partial<AlertDeps>,
): () => void {
  const deps = { ...browserDeps, ...overrides };
  const seen = createSeenAddresses(deps.now);
  let lastAlertAt = Number.NEGATIVE_INFINITY;
  return feed.onNewPost((post) => {
    if (deps.quiet()) return;
    const alert = chooseAlert(post, deps.settings(), seen);
    if (!alert) return;
    const at = deps.now();
    if (alert.reason !== 'contract' && at - lastAlertAt < ALERT_GAP_MS) return;
    lastAlertAt = at;
    deps.play(alert.sound, alert.volume);
  });
}
