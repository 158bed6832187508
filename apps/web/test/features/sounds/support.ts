import type { PlayerContext } from '../../../src/features/sounds/player.ts';

/** One scheduled automation or value set on a parameter. */
type ParamEvent = [method: string, value: number, time?: number];

class FakeParam {
  value = 0;
  readonly events: ParamEvent[] = [];
  setValueAtTime(value: number, time: number) {
    this.events.push(['set', value, time]);
    return this;
  }
  linearRampToValueAtTime(value: number, time: number) {
    this.events.push(['linear', value, time]);
    return this;
  }
  exponentialRampToValueAtTime(value: number, time: number) {
    if (value <= 0) throw new RangeError('exponential ramps need a positive value');
    this.events.push(['exponential', value, time]);
    return this;
  }
}

export class FakeNode {
  readonly connections: Array<FakeNode | FakeParam> = [];
  disconnected = false;
  type = '';
  buffer: unknown = null;
  startAt: number | undefined;
  stopAt: number | undefined;
  onended: (() => void) | null = null;
  readonly frequency = new FakeParam();
  readonly detune = new FakeParam();
  readonly gain = new FakeParam();
  readonly Q = new FakeParam();
  constructor(readonly kind: string) {}
  connect(target: FakeNode | FakeParam) {
    this.connections.push(target);
    return target;
  }
  disconnect() {
    this.disconnected = true;
  }
  start(time: number) {
    this.startAt = time;
  }
  stop(time: number) {
    this.stopAt = time;
  }
}

/**
 * A stand-in for AudioContext (jsdom has no Web Audio) that records every node a sound makes,
 * so tests can check what gets scheduled and when.
 */
export class FakeAudioContext {
  readonly nodes: FakeNode[] = [];
  readonly destination = new FakeNode('destination');
  currentTime = 5;
  sampleRate = 8000;
  state: AudioContextState = 'suspended';
  resumeCalls = 0;

  private make(kind: string) {
    const node = new FakeNode(kind);
    this.nodes.push(node);
    return node;
  }
  createOscillator() {
    return this.make('oscillator');
  }
  createGain() {
    const node = this.make('gain');
    node.gain.value = 1;
    return node;
  }
  createBiquadFilter() {
    return this.make('filter');
  }
  createBufferSource() {
    return this.make('noise');
  }
  createBuffer(_channels: number, length: number) {
    const data = new Float32Array(length);
    return { getChannelData: () => data };
  }
  resume() {
    this.resumeCalls += 1;
    this.state = 'running';
    return Promise.resolve();
  }
  sources() {
    return this.nodes.filter((node) => node.startAt !== undefined);
  }
  asContext(): PlayerContext {
    return this as unknown as PlayerContext;
  }
}
