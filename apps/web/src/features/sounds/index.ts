export type { AlertSettings } from './alert-policy.ts';
export { startSoundAlerts } from './alerts.ts';
export { announceFeedPopout, watchFeedPopout } from './feed-popout-presence.ts';
export { playSound, previewSound, unlockSoundOnGesture } from './player.ts';
