import { normalizeHandle } from '@launchdeck/protocol';
import type { Database } from '../../storage/database.ts';
import type { FeedBus, FeedChange } from '../bus.ts';
import type { FeedRepository } from '../repository.ts';
import type { SerialQueue } from '../serial-queue.ts';
import { BlockedCache } from './cache.ts';
import { type BlockEvent, blockEvent } from './events.ts';
import type { BlockedAccountsRepository } from './repository.ts';

export type BlockedAccountsDeps = {
  repo: BlockedAccountsRepository;
  /** The feed log: a block or unblock and its event are written in one transaction. */
  log: Pick<FeedRepository, 'appendIf'>;
  bus: Pick<FeedBus, 'publish'>;
  /** The ingest queue: every post stored before a block or unblock has a smaller seq. */
  queue: SerialQueue;
  /** How long the list is kept in memory without hearing of a change. */
  cacheMs?: number;
  now?: () => number;
};

/**
 * The blocked accounts (DA §2): handles whose posts ingest drops and no feed reads, compared
 * without '@', spaces and case. Each block and unblock is a feed event (account_blocked,
 * account_unblocked) stored with it and sent to every node and browser in seq order. The list is
 * cached for a few seconds because ingest asks for every post; a node forgets its copy when it
 * hears either event (forget), so another node's change shows at once, and within the cache time
 * at worst.
 */
export class BlockedAccounts {
  private readonly cache: BlockedCache;

  constructor(private readonly deps: BlockedAccountsDeps) {
    this.cache = new BlockedCache(
      () => deps.repo.handles(),
      deps.cacheMs ?? 5000,
      deps.now ?? Date.now,
    );
  }

  async isBlocked(handle: string): Promise<boolean> {
    return (await this.cache.handles()).has(normalizeHandle(handle));
  }

  /** Lowercase handles without '@', sorted. */
  async list(): Promise<string[]> {
    return [...(await this.cache.handles())].sort();
  }

  /**
   * From now on the account's posts are dropped at ingest, and account_blocked takes its posts
   * out of every browser's feed and every node's initial load (a reconnect replays it). Answers
   * false when it was already blocked. A failure leaves neither the block nor its event, so a
   * retry does both rather than finding the account blocked and its cards still in every feed.
   */
  block(handle: string): Promise<boolean> {
    return this.change('account_blocked', handle, (tx) => this.deps.repo.add(handle, tx));
  }

  /**
   * Lets the account's posts through again; false when it was not blocked. account_unblocked
   * brings its stored posts back in every node's next initial load, not in feeds already open.
   */
  unblock(handle: string): Promise<boolean> {
    return this.change('account_unblocked', handle, (tx) => this.deps.repo.remove(handle, tx));
  }

  /** A block or unblock was heard from the feed log (any node's): the next question reads again. */
  forget(): void {
    this.cache.forget();
  }

  private change(
    name: BlockEvent['event'],
    handle: string,
    write: (tx: Database) => Promise<boolean>,
  ): Promise<boolean> {
    return this.deps.queue.run(async () => {
      const changes = await this.deps.log.appendIf<FeedChange[]>([], write, (_known, nextSeq) => {
        const event = blockEvent(name, handle, nextSeq());
        return { events: [event], changed: [], result: [{ event }] };
      });
      // Read again after the commit: a read between the write and the commit cached the old list.
      this.cache.forget();
      if (!changes) return false;
      await this.deps.bus.publish(changes);
      return true;
    });
  }
}
