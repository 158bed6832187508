import type { IngestItem } from '@launchdeck/protocol';

/** Where a source hands its items; resolves once they are stored (or refused). */
export type SourceSink = (items: IngestItem[]) => Promise<void>;

/**
 * A producer of posts (demo replay, a platform connector). Each turns its native payload into
 * IngestItems in one place; ingest validates, enriches, stores and publishes them.
 */
export interface Source {
  readonly name: string;
  /** Starts producing; must not throw for network trouble (it retries and logs instead). */
  start(sink: SourceSink): void;
  stop(): Promise<void>;
}

/** What a connector logs through; pino's logger fits. */
export type SourceLog = {
  info: (obj: object, msg?: string) => void;
  warn: (obj: object, msg?: string) => void;
  error: (obj: object, msg?: string) => void;
};

/** Reconnect delays: 1 s doubling to 60 s, with jitter, reset after a healthy connection. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(60_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.5 + random() * 0.5));
}
