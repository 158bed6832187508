import type { SoundName, TrackerSettings } from '@launchdeck/protocol';
import type { FeedController } from '../feed/index.ts';
import { getTrackerSettings } from '../settings/index.ts';
import { chooseAlert, createSeenAddresses } from './alert-policy.ts';
import { playSound } from './player.ts';

export type AlertDeps = {
  settings: () => TrackerSettings;
  play: (name: SoundName, volume: number) => void;
  now: () => number;
};

const browserDeps: AlertDeps = { settings: getTrackerSettings, play: playSound, now: Date.now };

/** Plays the alert of each new live post (FC §9); call once at start. Returns a stop function. */
export function startSoundAlerts(
  feed: Pick<FeedController, 'onNewPost'>,
  deps: AlertDeps = browserDeps,
): () => void {
  const seen = createSeenAddresses(deps.now);
  return feed.onNewPost((post) => {
    const alert = chooseAlert(post, deps.settings(), seen);
    if (alert) deps.play(alert.sound, alert.volume);
  });
}
