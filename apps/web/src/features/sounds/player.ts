import type { SoundName, TrackerSettings } from '@launchdeck/protocol';
import { browserRenderer, type RenderSound } from './render-sound.ts';
import { SOUNDS } from './sounds.ts';
import type { SoundContext, Voice } from './voice.ts';

/** What the player needs of an AudioContext: the sound nodes, plus resuming a suspended one. */
export type PlayerContext = SoundContext & Pick<AudioContext, 'state' | 'resume'>;

export type SoundPlayer = {
  play: (name: SoundName, volume: number) => void;
  /** Called from a user gesture: makes the context and lets it play (autoplay rules). */
  unlock: () => void;
};

/** How far ahead a sound is scheduled, so its first envelope point is not in the past. */
const LEAD = 0.01;

const clamp = (volume: number) => (Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : 0);

function browserContext(): PlayerContext | null {
  return typeof AudioContext === 'undefined' ? null : new AudioContext();
}

/**
 * Plays the synthesised sounds through one AudioContext, made on first use. A sound's first play
 * builds it live and has it rendered once into a buffer (`render`, when the browser can); later
 * plays of it are that buffer through a volume gain: two nodes instead of the sound's whole graph,
 * on the page's thread, for each alert. Without Web Audio (or when the browser refuses a context)
 * it stays silent.
 */
export function createSoundPlayer(
  makeContext: () => PlayerContext | null = browserContext,
  render: RenderSound | null = browserRenderer(),
): SoundPlayer {
  let context: PlayerContext | null | undefined;
  const rendered = new Map<SoundName, AudioBuffer>();
  const rendering = new Set<SoundName>();
  const get = () => {
    if (context === undefined) {
      try {
        context = makeContext();
      } catch (error) {
        console.warn('Sound alerts are off: no audio context', error);
        context = null;
      }
    }
    return context;
  };
  const wake = (ctx: PlayerContext) => {
    if (ctx.state === 'suspended') {
      ctx.resume().catch((error: unknown) => console.warn('Audio could not resume', error));
    }
  };
  const renderOnce = (name: SoundName, sampleRate: number) => {
    if (!render || rendering.has(name)) return;
    rendering.add(name);
    render(name, sampleRate).then(
      (buffer) => rendered.set(name, buffer),
      // Played live every time instead.
      (error: unknown) => console.warn(`The ${name} sound could not be rendered`, error),
    );
  };

  return {
    play: (name, volume) => {
      const ctx = get();
      if (!ctx) return;
      wake(ctx);
      const master = ctx.createGain();
      master.gain.value = clamp(volume);
      master.connect(ctx.destination);
      const voice: Voice = { ctx, out: master, start: ctx.currentTime + LEAD, sources: [] };
      const buffer = rendered.get(name);
      if (buffer) {
        const source = ctx.createBufferSource();
        source.buffer = buffer;
        source.connect(master);
        source.start(voice.start);
        voice.sources.push(source);
      } else {
        SOUNDS[name](voice);
        renderOnce(name, ctx.sampleRate);
      }
      // Every source stops on its own; once the last has, the sound's chain leaves the graph.
      let playing = voice.sources.length;
      for (const source of voice.sources) {
        source.onended = () => {
          playing -= 1;
          if (playing === 0) master.disconnect();
        };
      }
    },
    unlock: () => {
      const ctx = get();
      if (ctx) wake(ctx);
    },
  };
}

let shared: SoundPlayer | null = null;
const player = () => {
  shared ??= createSoundPlayer();
  return shared;
};

/** Plays a sound at a volume from 0 to 1. */
export const playSound = (name: SoundName, volume: number): void => player().play(name, volume);

/** The settings dialog's preview: the sound as alerts will play it, at notificationVolume. */
export const previewSound = (
  name: SoundName,
  settings: Pick<TrackerSettings, 'notificationVolume'>,
): void => player().play(name, settings.notificationVolume);

/**
 * Browsers start audio suspended until the page is interacted with: the first click or key
 * press makes and resumes the context, then `onUnlocked` runs. Returns a function that stops
 * listening.
 */
export function unlockSoundOnGesture(
  target: Window = window,
  sounds: SoundPlayer = player(),
  onUnlocked: () => void = () => {},
) {
  const events = ['pointerdown', 'keydown'] as const;
  const stop = () => {
    for (const event of events) target.removeEventListener(event, unlock);
  };
  const unlock = () => {
    sounds.unlock();
    stop();
    onUnlocked();
  };
  for (const event of events) target.addEventListener(event, unlock);
  return stop;
}
