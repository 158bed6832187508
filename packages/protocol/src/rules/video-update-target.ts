import type { VideoUpdateItem } from '../feed-events.ts';
import { LIMITS } from '../limits.ts';
import type { Platform, Post } from '../post.ts';
import { normalizeHandle } from './handles.ts';

/** FC §4: the site each video update is for: the photo site or the political site. */
export const VIDEO_UPDATE_PLATFORM = {
  INSTAGRAM_VIDEO_UPDATE: 'instagram',
  TRUTHSOCIAL_VIDEO_UPDATE: 'truthsocial',
} as const satisfies Record<VideoUpdateItem['kind'], Platform>;

/** What picks a video update's post: its kind, and the post's id or author when it names them. */
export type VideoUpdateRef = Pick<VideoUpdateItem, 'kind' | 'id' | 'handle'>;

type Candidate = Pick<Post, 'id' | 'platform' | 'isDeleted'> & {
  author: Pick<Post['author'], 'handle'>;
};

/**
 * FC §4: the post a video update attaches to. Among the `lookback` newest of `newest` (newest
 * first), the latest post of the update's site that is not deleted: the one with the update's id
 * when it names one, else the latest by the author it names (compared as handles are), else the
 * latest. Undefined when there is none.
 */
export function videoUpdateTarget<P extends Candidate>(
  newest: readonly P[],
  update: VideoUpdateRef,
  lookback: number = LIMITS.updateLookback,
): P | undefined {
  const platform = VIDEO_UPDATE_PLATFORM[update.kind];
  const handle = normalizeHandle(update.handle ?? '');
  return newest.slice(0, lookback).find((post) => {
    if (post.platform !== platform || post.isDeleted) return false;
    if (update.id !== undefined) return post.id === update.id;
    return handle === '' || normalizeHandle(post.author.handle) === handle;
  });
}
