import type { FeedEvent } from '@launchdeck/protocol';
import type { FeedChange } from './bus.ts';

/**
 * What the feed pipeline tells its metrics as it goes. Each call is synchronous and O(1) per
 * change, so observing never adds an await or a lock to ingest or fan-out.
 */
export type PipelineObserver = {
  /** A batch's storage write starts now, `seconds` after the batch reached ingest. */
  batchReady(seconds: number): void;
  /** A batch's append transaction committed after `seconds`, storing `changes`. */
  batchStored(seconds: number, changes: readonly FeedChange[]): void;
  /** This node emitted a feed event to its `feed` room. */
  fannedOut(event: FeedEvent): void;
};

/** For a pipeline nobody measures (tests and benches that build a service alone). */
export const UNOBSERVED: PipelineObserver = {
  batchReady: () => undefined,
  batchStored: () => undefined,
  fannedOut: () => undefined,
};
