import {
  type ExternalUpdateKind,
  type FeedEventPayload,
  LIMITS,
  normalizeHandle,
  type Post,
  PostType,
  videoUpdateTarget,
} from '@launchdeck/protocol';

/** One card in the feed. `version` grows whenever the entry changes, so cards memoise on it. */
export type FeedEntry = { post: Post; version: number };
export type Entries = readonly FeedEntry[];

type VideoUpdate = Extract<
  FeedEventPayload<'external_message'>,
  { kind: (typeof ExternalUpdateKind)['instagramVideo' | 'truthSocialVideo'] }
>;
type CardUpdate = Extract<FeedEventPayload<'external_message'>, { kind: 'CARD_UPDATE' }>;

/** FC §4: a deleted post's entry id. */
export const deletedId = (id: string) => `${LIMITS.deletedIdPrefix}${id}`;

/** Puts an entry on top, dropping any entry with the same id, keeping at most `cap`. */
export function addOnTop<E extends FeedEntry>(entries: readonly E[], entry: E, cap: number): E[] {
  const rest = entries.filter((existing) => existing.post.id !== entry.post.id);
  return [entry, ...rest].slice(0, cap);
}

/** Puts `entry` where the entry with `id` is; null when no entry has that id. */
export function replaceAt<E extends FeedEntry>(
  entries: readonly E[],
  id: string,
  entry: E,
): E[] | null {
  const index = entries.findIndex((existing) => existing.post.id === id);
  if (index < 0) return null;
  return entries.with(index, entry);
}

/** Replaces the entry with the post's id in place; null when no entry has that id. */
export const replaceInPlace = <E extends FeedEntry>(entries: readonly E[], entry: E) =>
  replaceAt(entries, entry.post.id, entry);

/** The entries by other authors than `handle` (lowercase, no '@'); the same list when none is. */
export function withoutAuthor<E extends FeedEntry>(
  entries: readonly E[],
  handle: string,
): readonly E[] {
  const kept = entries.filter(({ post }) => normalizeHandle(post.author.handle) !== handle);
  return kept.length === entries.length ? entries : kept;
}

/**
 * FC §4 resume, issue 46: the queue merged into the feed, newest first by arrival (the queue
 * arrived after every card shown, each list is already newest first), one entry per id (the most
 * recently changed copy wins, at the place its post first had) and at most `cap`. A post's own
 * time never orders the feed.
 */
export function mergeQueue<E extends FeedEntry>(
  entries: readonly E[],
  queue: readonly E[],
  cap: number,
): E[] {
  const byId = new Map<string, E>();
  for (const entry of [...queue, ...entries]) {
    const seen = byId.get(entry.post.id);
    if (!seen || entry.version > seen.version) byId.set(entry.post.id, entry);
  }
  return [...byId.values()].slice(0, cap);
}

/** FC §4 deleted entry: the post under a `deleted_` id, flagged deleted. */
export function asDeleted(post: Post, seq: number): Post {
  return { ...post, id: deletedId(post.id), isDeleted: true, type: PostType.deleted_tweet, seq };
}

/**
 * FC §4: the latest photo-site or political-site post the video belongs to among the newest
 * `lookback` entries (by id when the update names one, else by handle), with the video added.
 * Null when there is none.
 */
export function withVideo(entries: Entries, update: VideoUpdate, lookback: number): Post | null {
  const newest = entries.slice(0, lookback).map(({ post }) => post);
  const target = videoUpdateTarget(newest, update, lookback);
  if (!target) return null;
  const videos = target.media?.videos ?? [];
  if (videos.some((video) => video.url === update.videoUrl)) return target;
  return { ...target, media: { ...target.media, videos: [...videos, { url: update.videoUrl }] } };
}

/** FC §4: the post with the update's id among the newest `lookback`, with the card; else null. */
export function withCard(entries: Entries, update: CardUpdate, lookback: number): Post | null {
  const target = entries.slice(0, lookback).find(({ post }) => post.id === update.id)?.post;
  return target ? { ...target, card: update.card } : null;
}
