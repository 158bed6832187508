import type { IngestItem } from '@launchdeck/protocol';
import type { Source, SourceLog, SourceSink } from '../source.ts';
import { DEMO_SCENES, type Scene } from './dataset.ts';
import { materializeItems, newPlayback, type Playback } from './materialize.ts';

export type TimerHandle = unknown;

export type DemoReplayOptions = {
  /** Average scene starts (each opens with one post) per minute. */
  postsPerMinute?: number;
  /** Scenes sent at once on start, dated over the last hour, so a fresh feed is not empty. */
  initialBurst?: number;
  /** Drives the scene order and the spacing; inject a seeded one for a repeatable replay. */
  random?: () => number;
  now?: () => Date;
  setTimer?: (run: () => void, ms: number) => TimerHandle;
  clearTimer?: (handle: TimerHandle) => void;
  log?: SourceLog;
  scenes?: readonly Scene[];
};

export const DEMO_REPLAY_DEFAULTS = { postsPerMinute: 30, initialBurst: 30 } as const;

const HOUR_MS = 3_600_000;
const silent: SourceLog = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * Plays the demo scenes in a shuffled order, reshuffled each pass, forever. Every playback gets
 * fresh ids, so the server sees new posts each time, while a scene's follow-ups (edit, card,
 * video, deletion) target the post of that same playback.
 */
export class DemoReplaySource implements Source {
  readonly name = 'demo';
  private readonly meanIntervalMs: number;
  private readonly initialBurst: number;
  private readonly scenes: readonly Scene[];
  private readonly random: () => number;
  private readonly now: () => Date;
  private readonly setTimer: (run: () => void, ms: number) => TimerHandle;
  private readonly clearTimer: (handle: TimerHandle) => void;
  private readonly log: SourceLog;
  private sink: SourceSink | undefined;
  private readonly timers = new Set<TimerHandle>();
  private readonly inFlight = new Set<Promise<void>>();
  private deck: Scene[] = [];
  private counter = 0;

  constructor(options: DemoReplayOptions = {}) {
    const rate = options.postsPerMinute ?? DEMO_REPLAY_DEFAULTS.postsPerMinute;
    if (!Number.isFinite(rate) || rate <= 0) {
      throw new RangeError(`postsPerMinute must be a positive number, got ${rate}`);
    }
    const burst = options.initialBurst ?? DEMO_REPLAY_DEFAULTS.initialBurst;
    if (!Number.isInteger(burst) || burst < 0) {
      throw new RangeError(`initialBurst must be a whole number of scenes, got ${burst}`);
    }
    this.scenes = options.scenes ?? DEMO_SCENES;
    if (this.scenes.length === 0) throw new RangeError('the demo replay needs at least one scene');
    this.meanIntervalMs = 60_000 / rate;
    this.initialBurst = burst;
    this.random = options.random ?? Math.random;
    this.now = options.now ?? (() => new Date());
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    // Handles from the default setTimer are Node timeouts; injected pairs bring their own.
    this.clearTimer =
      options.clearTimer ??
      ((handle) => clearTimeout(handle as Parameters<typeof clearTimeout>[0]));
    this.log = options.log ?? silent;
  }

  start(sink: SourceSink): void {
    if (this.sink) {
      this.log.warn({ source: this.name }, 'demo replay already started');
      return;
    }
    this.sink = sink;
    this.log.info(
      {
        source: this.name,
        scenes: this.scenes.length,
        meanIntervalMs: Math.round(this.meanIntervalMs),
        initialBurst: this.initialBurst,
      },
      'demo replay started',
    );
    this.guard('initial burst', () => this.sendInitialBurst());
    this.scheduleNextScene();
  }

  /** Clears every timer, then waits for the batches already handed to the sink. */
  async stop(): Promise<void> {
    this.sink = undefined;
    for (const handle of this.timers) this.clearTimer(handle);
    this.timers.clear();
    await Promise.allSettled([...this.inFlight]);
  }

  private scheduleNextScene(): void {
    // Uniform in [0.5, 1.5) of the mean: irregular like a real feed, same average rate.
    const delay = this.meanIntervalMs * (0.5 + this.random());
    this.schedule(delay, () => {
      this.scheduleNextScene();
      this.playScene(this.nextScene());
    });
  }

  private playScene(scene: Scene): void {
    const playback = this.newPlayback(scene);
    for (const step of scene.steps) {
      const emit = () => this.sendStep(scene, step.items, playback);
      if (step.afterMs > 0) this.schedule(step.afterMs, emit);
      else emit();
    }
  }

  private sendStep(scene: Scene, items: readonly IngestItem[], playback: Playback): void {
    this.send(scene.name, materializeItems(items, playback, this.now().toISOString()));
  }

  /** The scenes' whole stories, oldest first, in one batch: ingest applies it in order. */
  private sendInitialBurst(): void {
    if (this.initialBurst === 0) return;
    const end = this.now().getTime();
    const slot = HOUR_MS / this.initialBurst;
    const items: IngestItem[] = [];
    for (let i = 0; i < this.initialBurst; i++) {
      const scene = this.nextScene();
      const playback = this.newPlayback(scene);
      const startedAt = end - HOUR_MS + (i + this.random() * 0.5) * slot;
      for (const step of scene.steps) {
        const at = new Date(Math.min(end, startedAt + step.afterMs)).toISOString();
        items.push(...materializeItems(step.items, playback, at));
      }
    }
    this.send('initial burst', items);
  }

  /** Draws from a shuffled deck of all scenes; an empty deck is reshuffled (a new pass). */
  private nextScene(): Scene {
    if (this.deck.length === 0) this.deck = shuffle(this.scenes, this.random);
    const scene = this.deck.pop();
    // The constructor refuses an empty scene list, so a refilled deck always has one.
    if (!scene) throw new Error('the demo replay has no scenes');
    return scene;
  }

  private newPlayback(scene: Scene): Playback {
    return newPlayback(scene, () => {
      this.counter += 1;
      return `demo-${this.now().getTime().toString(36)}-${this.counter.toString(36)}`;
    });
  }

  private send(label: string, items: IngestItem[]): void {
    const sink = this.sink;
    if (!sink || items.length === 0) return;
    let pending: Promise<void>;
    try {
      pending = Promise.resolve(sink(items));
    } catch (error) {
      pending = Promise.reject(error);
    }
    const settled: Promise<void> = pending
      .catch((err: unknown) =>
        this.log.warn(
          { err, scene: label, items: items.length },
          'demo replay: sink refused items',
        ),
      )
      .finally(() => this.inFlight.delete(settled));
    this.inFlight.add(settled);
  }

  private schedule(ms: number, run: () => void): void {
    const handle = this.setTimer(() => {
      this.timers.delete(handle);
      if (this.sink) this.guard('timer', run);
    }, ms);
    this.timers.add(handle);
  }

  /** A bug in one step must not end the replay, nor throw out of a timer or start(). */
  private guard(label: string, run: () => void): void {
    try {
      run();
    } catch (err) {
      this.log.error({ err, step: label }, 'demo replay step failed');
    }
  }
}

/** Sorting by random keys: an unbiased shuffle, repeatable with a seeded `random`. */
function shuffle<T>(items: readonly T[], random: () => number): T[] {
  return items
    .map((item) => ({ item, key: random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
}
