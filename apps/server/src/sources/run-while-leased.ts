import type { Source, SourceLog } from './source.ts';

export type LeaseLike = {
  readonly holder: string;
  acquire(): Promise<boolean>;
  release(): Promise<void>;
};

export type LeasedSources = {
  /** Whether this node runs the sources now. */
  readonly running: boolean;
  /** Stops the sources (when running) and gives the lease up. */
  stop(): Promise<void>;
};

/**
 * Runs the post sources on exactly one node: every `renewMs` each node tries to take or renew
 * the lease; the holder starts its sources (built fresh by `build`) and every other node stands
 * by. When the holder dies its lease expires and another node takes over at its next try. A
 * holder that cannot renew (storage away) stops its sources before the lease can have expired,
 * so two nodes never run them at once for longer than one renewal.
 */
export function runWhileLeased(options: {
  lease: LeaseLike;
  ttlMs: number;
  renewMs: number;
  build: () => Promise<Source[]>;
  start: (sources: Source[]) => Promise<void>;
  log: SourceLog;
  now?: () => number;
}): LeasedSources {
  const now = options.now ?? Date.now;
  let sources: Source[] | undefined;
  let heldAt = 0;
  let stopped = false;
  let busy: Promise<void> = Promise.resolve();

  const stopSources = async () => {
    const running = sources;
    sources = undefined;
    if (running) await Promise.all(running.map((source) => source.stop()));
  };

  const tick = async () => {
    let held: boolean;
    try {
      held = await options.lease.acquire();
      if (held) heldAt = now();
    } catch (err) {
      // Storage away: keep running only while the lease we last renewed cannot have expired.
      held = sources !== undefined && now() - heldAt < options.ttlMs - options.renewMs;
      options.log.warn({ err: (err as Error).message }, 'sources lease: renewal failed');
    }
    if (stopped) return;
    if (held && !sources) {
      sources = await options.build();
      await options.start(sources);
      options.log.info({ node: options.lease.holder }, 'sources lease taken: running the sources');
    } else if (!held && sources) {
      await stopSources();
      options.log.warn({ node: options.lease.holder }, 'sources lease lost: sources stopped');
    }
  };

  const run = () => {
    busy = busy.then(tick).catch((err: Error) => {
      options.log.error({ err: err.message }, 'sources lease');
    });
  };
  run();
  const timer = setInterval(run, options.renewMs);
  timer.unref();

  return {
    get running() {
      return sources !== undefined;
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await busy;
      await stopSources();
      await options.lease.release().catch(() => undefined);
    },
  };
}
