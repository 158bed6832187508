export { startSoundAlerts } from './alerts.ts';
export { playSound, previewSound, unlockSoundOnGesture } from './player.ts';
