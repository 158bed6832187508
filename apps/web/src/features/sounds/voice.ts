/** The parts of a Web Audio context the sounds use; tests hand in a recording fake. */
export type SoundContext = Pick<
  BaseAudioContext,
  | 'currentTime'
  | 'sampleRate'
  | 'destination'
  | 'createOscillator'
  | 'createGain'
  | 'createBiquadFilter'
  | 'createBuffer'
  | 'createBufferSource'
>;

/** One playing sound: where it starts, the node it ends in, and its sources (to stop and clean up). */
export type Voice = {
  ctx: SoundContext;
  out: AudioNode;
  start: number;
  sources: AudioScheduledSourceNode[];
};

const SILENT = 0.0001; // exponential ramps cannot reach 0

/** A gain that rises to `peak` in `attack` seconds and decays to silence by `end`. */
function envelope(voice: Voice, at: number, end: number, peak: number, attack: number): GainNode {
  const gain = voice.ctx.createGain();
  gain.gain.setValueAtTime(SILENT, at);
  gain.gain.linearRampToValueAtTime(peak, at + attack);
  gain.gain.exponentialRampToValueAtTime(SILENT, end);
  return gain;
}

export type ToneOptions = {
  type: OscillatorType;
  /** Hz at the start; `glideTo` sweeps to another frequency by the end. */
  frequency: number;
  glideTo?: number;
  /** Seconds after the voice starts. */
  offset?: number;
  duration: number;
  peak: number;
  attack?: number;
  detune?: number;
  /** A filter the tone goes through before the voice's output. */
  filter?: { type: BiquadFilterType; frequency: number; Q?: number };
};

function through(voice: Voice, node: AudioNode, filter: ToneOptions['filter']): void {
  if (!filter) {
    node.connect(voice.out);
    return;
  }
  const biquad = voice.ctx.createBiquadFilter();
  biquad.type = filter.type;
  biquad.frequency.value = filter.frequency;
  if (filter.Q !== undefined) biquad.Q.value = filter.Q;
  node.connect(biquad);
  biquad.connect(voice.out);
}

/** An oscillator with its own envelope; returns the envelope so callers can modulate it. */
export function tone(voice: Voice, options: ToneOptions): GainNode {
  const at = voice.start + (options.offset ?? 0);
  const end = at + options.duration;
  const osc = voice.ctx.createOscillator();
  osc.type = options.type;
  osc.frequency.setValueAtTime(options.frequency, at);
  if (options.glideTo !== undefined)
    osc.frequency.exponentialRampToValueAtTime(options.glideTo, end);
  if (options.detune !== undefined) osc.detune.value = options.detune;
  const gain = envelope(voice, at, end, options.peak, options.attack ?? 0.005);
  osc.connect(gain);
  through(voice, gain, options.filter);
  osc.start(at);
  osc.stop(end + 0.02);
  voice.sources.push(osc);
  return gain;
}

const noiseBuffers = new WeakMap<SoundContext, AudioBuffer>();

/** 1.5 s of white noise, made once per context. */
function noiseBuffer(ctx: SoundContext): AudioBuffer {
  const cached = noiseBuffers.get(ctx);
  if (cached) return cached;
  const buffer = ctx.createBuffer(1, Math.ceil(ctx.sampleRate * 1.5), ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i += 1) data[i] = Math.random() * 2 - 1;
  noiseBuffers.set(ctx, buffer);
  return buffer;
}

export type NoiseOptions = Omit<ToneOptions, 'type' | 'frequency' | 'glideTo' | 'detune'> & {
  filter: NonNullable<ToneOptions['filter']>;
};

/** Filtered white noise with an envelope (hiss, crackle, rumble). */
export function noise(voice: Voice, options: NoiseOptions): GainNode {
  const at = voice.start + (options.offset ?? 0);
  const end = at + options.duration;
  const source = voice.ctx.createBufferSource();
  source.buffer = noiseBuffer(voice.ctx);
  const gain = envelope(voice, at, end, options.peak, options.attack ?? 0.005);
  source.connect(gain);
  through(voice, gain, options.filter);
  source.start(at);
  source.stop(end + 0.02);
  voice.sources.push(source);
  return gain;
}

/**
 * A voice whose output swings between full and `1 - 2 × depth` loudness `rate` times a second
 * (a chainsaw's chug, a buzzer's rattle); what is played into it is wobbled.
 */
export function tremolo(voice: Voice, rate: number, depth: number, duration: number): Voice {
  const wobbled = voice.ctx.createGain();
  wobbled.gain.value = 1 - depth;
  wobbled.connect(voice.out);
  const lfo = voice.ctx.createOscillator();
  lfo.type = 'square';
  lfo.frequency.value = rate;
  const amount = voice.ctx.createGain();
  amount.gain.value = depth;
  lfo.connect(amount);
  amount.connect(wobbled.gain);
  lfo.start(voice.start);
  lfo.stop(voice.start + duration);
  voice.sources.push(lfo);
  return { ...voice, out: wobbled };
}
