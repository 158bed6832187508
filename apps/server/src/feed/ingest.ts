import {
  type CardUpdateItem,
  type DeletionItem,
  datedOrReceived,
  describeZodError,
  ExternalUpdateKind,
  type IngestItem,
  LIMITS,
  type Post,
  parseIngestItem,
  type RepairRefusal,
  repairPost,
  type VideoUpdateItem,
  videoUpdateTarget,
} from '@launchdeck/protocol';
import type { BlockedAccounts } from './blocked/service.ts';
import type { FeedBus, PostChange } from './bus.ts';
import { eventForPost } from './events.ts';
import { type NormalizedPost, normalizePost } from './normalize.ts';
import { type PipelineObserver, UNOBSERVED } from './observer.ts';
import { marketsStillCarried, withImageAddresses } from './post-addresses.ts';
import type { RecentPosts } from './recent-posts.ts';
import type { FeedRepository } from './repository.ts';
import type { SerialQueue } from './serial-queue.ts';

type Prepared =
  | { kind: 'post'; post: NormalizedPost }
  | { kind: 'delete'; item: DeletionItem }
  | { kind: 'video'; item: VideoUpdateItem }
  | { kind: 'card'; item: CardUpdateItem };

export type ItemError = { index: number; error: string; fields?: Record<string, string> };
/** A post delivered with these fields shortened or left out (issue 46). */
export type ItemRepair = { index: number; fields: string[] };
export type IngestResult =
  | { ok: true; accepted: number; repaired: ItemRepair[] }
  | { ok: false; errors: ItemError[] };

/**
 * Told what ingest repaired or refused, under the source `ingest` (GET /metrics counts it beside
 * the sources' own: launchdeck_source_fields_repaired_total, launchdeck_source_items_refused_total).
 */
export type IngestRepairObserver = {
  repaired(source: string, field: string): void;
  refused(source: string, reason: RepairRefusal | 'invalid'): void;
};

/** The source name ingest's repairs and refusals are counted under. */
export const INGEST_SOURCE = 'ingest';

/**
 * Validate → normalise → drop blocked → de-duplicate → persist → publish. Batches run one at a
 * time, so seqs are published in the order they were stored.
 */
export class IngestService {
  constructor(
    private readonly deps: {
      repo: FeedRepository;
      bus: FeedBus;
      blocked: Pick<BlockedAccounts, 'isBlocked'>;
      recent: RecentPosts;
      /** Shared with the feed channel: a browser's snapshot never straddles a batch. */
      queue: SerialQueue;
      /** Told each batch's ingest and store stage times and what it stored (GET /metrics). */
      observer?: Pick<PipelineObserver, 'batchReady' | 'batchStored'>;
      /** Told each field repaired and each item refused (GET /metrics). */
      repairs?: IngestRepairObserver;
    },
  ) {}

  storedPostCount(): Promise<number> {
    return this.deps.repo.countPosts();
  }

  /**
   * Drops feed events older than the newest `keep` (the posts stay): a reconnect from further
   * back gets initialTweets, as it would have anyway past LIMITS.catchUpMax.
   */
  pruneLog(keep: number = LIMITS.feedLogKept): Promise<void> {
    return this.deps.repo.pruneEvents(keep);
  }

  /**
   * Validates every item first; one item that is not a post, or a post whose identity (id,
   * author handle, platform) is unusable, refuses the whole batch and stores nothing. A post's
   * bad optional field is repaired as the sources repair it (issue 46): shortened when only too
   * long, else left out, an unreadable date read as the arrival; each repair is counted and
   * answered. `arrivedAt` (epoch ms) is when the batch reached us: a post's received time when
   * its source did not stamp one.
   */
  async ingest(raw: unknown[], arrivedAt: number = Date.now()): Promise<IngestResult> {
    const reached = performance.now();
    const prepared: Prepared[] = [];
    const errors: ItemError[] = [];
    const repaired: ItemRepair[] = [];
    raw.forEach((value, index) => {
      const result = prepare(value, arrivedAt);
      if ('error' in result) {
        errors.push({ index, ...result.error });
        this.deps.repairs?.refused(INGEST_SOURCE, result.reason);
        return;
      }
      prepared.push(result.item);
      if (result.fields.length > 0) repaired.push({ index, fields: result.fields });
    });
    if (errors.length > 0) return { ok: false, errors };
    for (const { fields } of repaired)
      for (const field of fields) this.deps.repairs?.repaired(INGEST_SOURCE, field);
    const accepted = await this.deps.queue.run(() => this.apply(prepared, reached));
    return { ok: true, accepted, repaired };
  }

  /**
   * Sends a stored post again as FC §7's tweet_update, as `change` makes it (image-addresses/:
   * what its images yielded). Nothing is sent for a post not stored, deleted or of a blocked
   * account, or when `change` answers undefined. Runs in the feed's queue, so seqs stay in order.
   */
  async updatePost(
    id: string,
    change: (post: Post) => Post | undefined,
  ): Promise<Post | undefined> {
    const [stored] = await this.deps.repo.findPosts([id]);
    if (!stored || (await this.deps.blocked.isBlocked(stored.author.handle))) return undefined;
    return this.deps.queue.run(async () => {
      const changes = await this.deps.repo.append([id], (known, nextSeq) => {
        const current = known.get(id);
        const changed = current && !current.isDeleted ? change(current) : undefined;
        if (!changed) return { events: [], changed: [], result: [] as PostChange[] };
        const post: Post = { ...changed, seq: nextSeq() };
        const event = eventForPost(post, true);
        return { events: [event], changed: [post], result: [{ event, post }] };
      });
      await this.deps.bus.publish(changes);
      return changes[0]?.post;
    });
  }

  /** `reached` (performance.now) is when the batch reached ingest: its ingest stage began. */
  private async apply(items: Prepared[], reached: number): Promise<number> {
    const kept: Prepared[] = [];
    for (const item of items) {
      if (item.kind === 'post' && (await this.deps.blocked.isBlocked(item.post.author.handle)))
        continue;
      kept.push(item);
    }
    if (kept.length === 0) return 0;

    const ids = kept.flatMap((item) =>
      item.kind === 'video' ? (item.item.id ?? []) : [idOf(item)],
    );
    const observer = this.deps.observer ?? UNOBSERVED;
    const writeStarted = performance.now();
    observer.batchReady((writeStarted - reached) / 1000);
    const changes = await this.deps.repo.append([...new Set(ids)], (known, nextSeq) => {
      const built: PostChange[] = [];
      const latest = new Map<string, Post>();
      // Stored and published: the events are written now and sent on as soon as they commit.
      const publishedAt = Date.now();
      for (const item of kept) {
        const change = this.toChange(item, nextSeq, known, publishedAt);
        if (!change) continue;
        built.push(change);
        known.set(change.post.id, change.post);
        latest.set(change.post.id, change.post);
      }
      return { events: built.map((c) => c.event), changed: [...latest.values()], result: built };
    });
    observer.batchStored((performance.now() - writeStarted) / 1000, changes);
    await this.deps.bus.publish(changes);
    return kept.length;
  }

  private toChange(
    item: Prepared,
    nextSeq: () => number,
    known: Map<string, Post>,
    publishedAt: number,
  ): PostChange | undefined {
    switch (item.kind) {
      case 'post': {
        if (isOlderVersion(item.post, known.get(item.post.id))) return undefined;
        const timing = { ...item.post.timing, published: publishedAt };
        // A post sent again keeps what its images yielded: they are read once per post.
        const before = known.get(item.post.id)?.imageAddresses;
        const latest = before ? withImageAddresses(item.post, before) : item.post;
        // And the markets of the addresses it still carries, until the next lookup (market-data/).
        const markets = marketsStillCarried(known.get(item.post.id)?.addressMarkets, latest);
        const post: Post = { ...latest, ...markets, timing, seq: nextSeq() };
        return { event: eventForPost(post, known.has(post.id)), post };
      }
      case 'delete': {
        const target = known.get(item.item.id);
        if (!target) return undefined;
        const seq = nextSeq();
        const post: Post = { ...target, isDeleted: true, seq };
        return {
          event: { event: 'tweet_deleted', payload: { id: post.id, tweet: post, seq } },
          post,
        };
      }
      case 'card': {
        const target = known.get(item.item.id);
        if (!target) return undefined;
        const seq = nextSeq();
        const post: Post = { ...target, card: item.item.card, seq };
        const { type: _t, ...update } = item.item;
        return { event: { event: 'external_message', payload: { ...update, seq } }, post };
      }
      case 'video': {
        const target = this.videoTarget(item.item, known);
        if (!target) return undefined;
        const seq = nextSeq();
        const videos = [...(target.media?.videos ?? []), { url: item.item.videoUrl }];
        const post: Post = { ...target, media: { ...target.media, videos }, seq };
        const payload = { ...item.item, id: target.id, handle: target.author.handle, seq };
        const { type: _t, ...update } = payload;
        return { event: { event: 'external_message', payload: update }, post };
      }
    }
  }

  /**
   * FC §4: the named post (stored, or earlier in the batch), else the latest matching photo-site
   * or political-site post among the newest.
   */
  private videoTarget(item: VideoUpdateItem, known: Map<string, Post>): Post | undefined {
    if (item.id) return known.get(item.id);
    return videoUpdateTarget(this.deps.recent.newest(), item);
  }
}

/**
 * Whether `incoming` is an earlier version of a post already stored as an edit: an edit's
 * `editedAt` orders its versions (X sends each version as its own line, and a reconnect can
 * bring the first after a later one), so an older version never replaces a newer one.
 */
function isOlderVersion(incoming: NormalizedPost, stored: Post | undefined): boolean {
  if (!stored?.editedAt) return false;
  const storedAt = Date.parse(stored.editedAt);
  const incomingAt = incoming.editedAt ? Date.parse(incoming.editedAt) : Number.NEGATIVE_INFINITY;
  return incomingAt < storedAt;
}

function idOf(item: Exclude<Prepared, { kind: 'video' }>): string {
  return item.kind === 'post' ? item.post.id : item.item.id;
}

type PrepareResult =
  | { item: Prepared; fields: string[] }
  | { error: Omit<ItemError, 'index'>; reason: RepairRefusal | 'invalid' };

/** An object with an `author`: a post, repaired rather than refused for an optional field. */
const isPostShaped = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'author' in value;

function prepare(value: unknown, arrivedAt: number): PrepareResult {
  let fields: string[] = [];
  let candidate = value;
  if (isPostShaped(value)) {
    const dated = datedOrReceived(value, arrivedAt);
    candidate = dated.item;
    if (dated.repaired) fields.push('createdAt');
  }
  let parsed = parseIngestItem(candidate);
  if (!parsed.success && isPostShaped(candidate)) {
    const repair = repairPost(candidate as IngestItem);
    if ('item' in repair) {
      fields = [...new Set([...fields, ...repair.fields])];
      parsed = parseIngestItem(repair.item);
    } else {
      const described = describeZodError(parsed.error, 'Each item must be a JSON object');
      return {
        error: { error: described.error, fields: described.fields },
        reason: repair.refused,
      };
    }
  }
  if (!parsed.success) {
    const described = describeZodError(parsed.error, 'Each item must be a JSON object');
    return { error: { error: described.error, fields: described.fields }, reason: 'invalid' };
  }
  const item = parsed.data;
  if ('kind' in item) {
    return {
      item:
        item.kind === ExternalUpdateKind.card ? { kind: 'card', item } : { kind: 'video', item },
      fields,
    };
  }
  if (!('author' in item)) return { item: { kind: 'delete', item }, fields };
  const normalized = normalizePost(item, arrivedAt);
  if (!normalized.ok) {
    return {
      error: { error: normalized.error, fields: { createdAt: normalized.error } },
      reason: 'unrepairable',
    };
  }
  return { item: { kind: 'post', post: normalized.post }, fields };
}
