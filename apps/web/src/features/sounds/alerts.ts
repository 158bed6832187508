import type { Post, SoundName } from '@launchdeck/protocol';
import {
  type Alert,
  type AlertSettings,
  chooseAlert,
  chooseUpdateAlert,
  createSeenAddresses,
} from './alert-policy.ts';
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
 * What the alerts need of the feed store, its new live posts and its updated ones; typed here, not
 * taken from the feed feature, so the Settings dialog can import the sound previews without a
 * cycle (the feed's store reads the settings).
 */
export type AlertFeed = {
  onNewPost: (listener: (post: Post) => void) => () => void;
  onPostUpdate: (listener: (post: Post, previous: Post | undefined) => void) => () => void;
};

/**
 * A burst (20 posts a second) must not turn into a wall of noise: an alert this close to the
 * previous one is dropped, except a contract-address alert, the one a trader acts on.
 */
export const ALERT_GAP_MS = 300;

/**
 * Plays the alert of each new live post (FC §9) with the settings of the moment, and the contract
 * sound for an address an update adds (one read from a picture, issue 31); call once at start.
 * Returns a stop function.
 */
export function startSoundAlerts(
  feed: AlertFeed,
  overrides: Pick<AlertDeps, 'settings'> & Partial<AlertDeps>,
): () => void {
  const deps = { ...browserDeps, ...overrides };
  const seen = createSeenAddresses(deps.now);
  let lastAlertAt = Number.NEGATIVE_INFINITY;
  const sound = (alert: Alert | null) => {
    if (!alert) return;
    const at = deps.now();
    if (alert.reason !== 'contract' && at - lastAlertAt < ALERT_GAP_MS) return;
    lastAlertAt = at;
    deps.play(alert.sound, alert.volume);
  };
  const stopNew = feed.onNewPost((post) => {
    if (!deps.quiet()) sound(chooseAlert(post, deps.settings(), seen));
  });
  const stopUpdates = feed.onPostUpdate((post, previous) => {
    if (!deps.quiet()) sound(chooseUpdateAlert(post, previous, deps.settings(), seen));
  });
  return () => {
    stopNew();
    stopUpdates();
  };
}
