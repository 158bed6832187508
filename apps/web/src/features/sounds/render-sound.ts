import type { SoundName } from '@launchdeck/protocol';
import { SOUNDS } from './sounds.ts';
import type { SoundContext } from './voice.ts';

/** Seconds every sound has ended by: each lasts under 1.5 s, its sources stopping 20 ms after. */
export const RENDERED_SECONDS = 1.6;

/** What rendering needs of an OfflineAudioContext; tests hand in a fake. */
export type OfflineContext = SoundContext & Pick<OfflineAudioContext, 'startRendering'>;

/** Renders one sound, at full volume, into a buffer of the given sample rate. */
export type RenderSound = (name: SoundName, sampleRate: number) => Promise<AudioBuffer>;

/**
 * Renders a sound once, off the page's thread (Web Audio renders an offline context on its own),
 * so an alert then plays one buffer instead of building the sound's oscillators, filters and
 * envelopes on every post.
 */
export function offlineRenderer(
  makeOffline: (length: number, sampleRate: number) => OfflineContext,
): RenderSound {
  return (name, sampleRate) => {
    const offline = makeOffline(Math.ceil(RENDERED_SECONDS * sampleRate), sampleRate);
    SOUNDS[name]({ ctx: offline, out: offline.destination, start: 0, sources: [] });
    return offline.startRendering();
  };
}

/** The browser's renderer, or null where there is no OfflineAudioContext. */
export function browserRenderer(): RenderSound | null {
  if (typeof OfflineAudioContext === 'undefined') return null;
  return offlineRenderer((length, sampleRate) => new OfflineAudioContext(1, length, sampleRate));
}
