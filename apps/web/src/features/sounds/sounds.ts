import type { SoundName } from '@launchdeck/protocol';
import { noise, tone, tremolo, type Voice } from './voice.ts';

/**
 * FC §9's ten notification sounds, synthesised (no audio files). Each schedules its nodes on the
 * voice and lasts under 1.5 s; peaks stay at or below 1 so the volume setting is the loudness.
 */
export const SOUNDS: Record<SoundName, (voice: Voice) => void> = {
  /** A short clean square beep. */
  beep: (v) => {
    tone(v, { type: 'square', frequency: 880, duration: 0.16, peak: 0.35 });
  },
  /** A bell strike: a sine and its octave, ringing out. */
  ding: (v) => {
    tone(v, { type: 'sine', frequency: 1319, duration: 0.9, peak: 0.8 });
    tone(v, { type: 'sine', frequency: 2637, duration: 0.5, peak: 0.25 });
  },
  /** Three rising notes (C6 E6 G6) that overlap as they ring. */
  chime: (v) => {
    [1047, 1319, 1568].forEach((frequency, i) => {
      tone(v, { type: 'triangle', frequency, offset: i * 0.09, duration: 0.8, peak: 0.5 });
    });
  },
  /** The arcade coin: a short B5 jumping to a held E6. */
  coin: (v) => {
    tone(v, { type: 'square', frequency: 988, duration: 0.08, peak: 0.3, attack: 0.002 });
    tone(v, { type: 'square', frequency: 1319, offset: 0.08, duration: 0.4, peak: 0.3 });
  },
  /** A low buzzer: two detuned saws, rattling. */
  buzz: (v) => {
    const rattle = tremolo(v, 30, 0.3, 0.4);
    const filter = { type: 'lowpass', frequency: 900 } as const;
    tone(rattle, { type: 'sawtooth', frequency: 110, duration: 0.4, peak: 0.5, filter });
    tone(rattle, {
      type: 'sawtooth',
      frequency: 110,
      detune: 25,
      duration: 0.4,
      peak: 0.5,
      filter,
    });
  },
  /** A dissonant square pair with a hiss: an alarm. */
  harsh: (v) => {
    tone(v, { type: 'square', frequency: 440, duration: 0.45, peak: 0.35 });
    tone(v, { type: 'square', frequency: 466, duration: 0.45, peak: 0.35 });
    noise(v, { duration: 0.3, peak: 0.25, filter: { type: 'bandpass', frequency: 3000, Q: 2 } });
  },
  /** Three falling zaps over a crackle. */
  electric: (v) => {
    for (let i = 0; i < 3; i += 1) {
      tone(v, {
        type: 'sawtooth',
        frequency: 2400,
        glideTo: 180,
        offset: i * 0.14,
        duration: 0.12,
        peak: 0.4,
        attack: 0.002,
      });
    }
    noise(v, { duration: 0.45, peak: 0.3, filter: { type: 'highpass', frequency: 5000 } });
  },
  /** A clang: inharmonic partials of a struck metal bar, decaying unevenly. */
  metal: (v) => {
    const partials = [
      [520, 0.5, 1.2],
      [1435, 0.3, 0.9],
      [2808, 0.2, 0.6],
      [4644, 0.12, 0.4],
    ] as const;
    for (const [frequency, peak, duration] of partials) {
      tone(v, { type: 'sine', frequency, duration, peak, attack: 0.001 });
    }
    noise(v, { duration: 0.05, peak: 0.4, filter: { type: 'highpass', frequency: 6000 } });
  },
  /** An engine: a low saw and rough noise, chugging, revving up. */
  chainsaw: (v) => {
    const chug = tremolo(v, 22, 0.4, 1.1);
    tone(chug, {
      type: 'sawtooth',
      frequency: 70,
      glideTo: 120,
      duration: 1.1,
      peak: 0.55,
      attack: 0.05,
      filter: { type: 'lowpass', frequency: 1400 },
    });
    noise(chug, { duration: 1.1, peak: 0.3, filter: { type: 'bandpass', frequency: 900, Q: 1 } });
  },
  /** A heavy impact: a falling sub boom, a rumble and a distorted growl. */
  destroyer: (v) => {
    tone(v, { type: 'sine', frequency: 160, glideTo: 35, duration: 1.3, peak: 0.9, attack: 0.01 });
    tone(v, {
      type: 'square',
      frequency: 80,
      glideTo: 40,
      duration: 0.9,
      peak: 0.3,
      filter: { type: 'lowpass', frequency: 600 },
    });
    noise(v, { duration: 1.0, peak: 0.5, filter: { type: 'lowpass', frequency: 400 } });
  },
};
