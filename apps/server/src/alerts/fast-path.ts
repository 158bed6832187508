import type { FeedChange } from '../feed/index.ts';
import type { Database } from '../storage/database.ts';
import type { ClaimedDelivery, DeliveriesRepository } from './deliveries-repository.ts';
import type { ActiveRule, AlertOutbox } from './outbox.ts';

/** The rules this node last read, and the rules version they are of. */
export type RulesAt = { version: number; rules: ActiveRule[] };

/** What a fast turn wrote and what to send at once; undefined: the outbox turn must do it. */
export type FastTurn = { written: number; sendNow: ClaimedDelivery[] } | undefined;

export type AlertFastPathDeps = {
  db: Database;
  deliveries: Pick<DeliveriesRepository, 'addIfRulesVersion'>;
  outbox: Pick<AlertOutbox, 'rowsFor'>;
  /** How long rows sent at once are held by this node, ms. */
  claimMs: number;
  /** The clock a fast turn matches rules' `since` with, ms (Date.now unless given). */
  now?: () => number;
};

/** A change's seq: its post's, or its payload's (a deletion, a block); undefined when none. */
function seqOf(change: FeedChange): number | undefined {
  const payload = change.event.payload as { seq?: unknown };
  const seq = change.post?.seq ?? payload.seq;
  return typeof seq === 'number' && Number.isInteger(seq) ? seq : undefined;
}

/**
 * Issue 51's goal of an alert sent milliseconds after its post is stored: the changes this node
 * stored are matched as the bus tells of them and their outbox rows written in one statement
 * (DeliveriesRepository.addIfRulesVersion), sent at once, instead of waiting for the outbox turn
 * (AlertOutbox.drain: a transaction of five statements under the cursor's lock). The outbox turn
 * still reads every event after its cursor and writes what is missing (rows are unique per channel
 * and seq), so nothing depends on this path: it only goes first.
 *
 * Order: a channel receives its alerts in seq order because a batch is written here only when
 * every smaller seq already has its rows (`covered`: the last outbox turn's cursor, then each batch
 * written here), one batch at a time; a gap (a change stored by another node, a batch this path
 * left to the outbox turn) stops it until the outbox turn has covered the gap. A rule changed on
 * any node (the rules version moved) writes nothing here. A rule saved within milliseconds of an
 * event may hear of it here (its `since` is compared with this clock, not the event's stored time).
 */
export class AlertFastPath {
  /** Every seq up to this one has its outbox rows written (undefined: not known yet). */
  private covered: number | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: AlertFastPathDeps) {}

  /** An outbox turn committed with its cursor at `seq`: everything up to it is written. */
  coveredThrough(seq: number): void {
    this.covered = Math.max(this.covered ?? seq, seq);
  }

  /**
   * Writes the outbox rows of `changes` (stored by this node, in seq order) for `rules`, after the
   * batches told before it. Undefined when it cannot (a gap before them, a change without a seq,
   * the rules version moved, or a write failed): the outbox turn then writes them.
   */
  write(changes: FeedChange[], rules: RulesAt): Promise<FastTurn> {
    const turn = this.queue.then(() => this.turn(changes, rules));
    this.queue = turn.catch(() => undefined);
    return turn.catch(() => undefined);
  }

  private async turn(changes: FeedChange[], { version, rules }: RulesAt): Promise<FastTurn> {
    const seqs = changes.map(seqOf);
    const first = seqs[0];
    if (this.covered === undefined || first === undefined || first !== this.covered + 1) {
      return undefined;
    }
    if (seqs.some((seq, i) => seq !== first + i)) return undefined;
    const last = first + seqs.length - 1;
    const at = (this.deps.now ?? Date.now)();
    const events = changes.map((change, i) => ({
      seq: first + i,
      event: change.event.event,
      payload: change.event.payload,
      at,
    }));
    const rows = await this.deps.outbox.rowsFor(this.deps.db, events, rules);
    if (rows.length === 0) {
      this.coveredThrough(last);
      return { written: 0, sendNow: [] };
    }
    const result = await this.deps.deliveries.addIfRulesVersion(rows, version, this.deps.claimMs);
    // Nothing written: the rules version moved (or the outbox turn was first): its turn decides.
    if (result.written === 0) return undefined;
    this.coveredThrough(last);
    return result;
  }
}
