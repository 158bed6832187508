import type { IngestItem } from '@launchdeck/protocol';
import type { Scene } from './dataset/build.ts';

/** One playback of a scene: its fresh ids, and when each of its posts was first sent. */
export type Playback = {
  ids: ReadonlyMap<string, string>;
  firstSentAt: Map<string, string>;
};

/** The local ids a scene gives its own items (posts, and the targets of its follow-ups). */
export function localIds(scene: Scene): string[] {
  const ids = scene.steps.flatMap((step) => step.items.flatMap((item) => item.id ?? []));
  return [...new Set(ids)];
}

export function newPlayback(scene: Scene, freshId: () => string): Playback {
  return { ids: new Map(localIds(scene).map((id) => [id, freshId()])), firstSentAt: new Map() };
}

/**
 * One step of a scene as sent: local ids swapped for this playback's ids (in references too, so
 * a self-reply points at its own thread) and posts stamped with `createdAt`. An edit keeps its
 * post's first time, as an edited post does, and is stamped `editedAt` with this step's time. Templates are never mutated.
 */
export function materializeItems(
  items: readonly IngestItem[],
  playback: Playback,
  createdAt: string,
): IngestItem[] {
  const swap = (id: string) => playback.ids.get(id) ?? id;
  return items.map((template) => {
    const item = structuredClone(template);
    if (item.id !== undefined) item.id = swap(item.id);
    if (!('author' in item)) return item;
    const firstSentAt = playback.firstSentAt.get(item.id);
    item.createdAt = firstSentAt ?? createdAt;
    // A post a scene sends again is an edit of it (build.ts `edited`), made now.
    if (firstSentAt !== undefined) item.editedAt = createdAt;
    playback.firstSentAt.set(item.id, item.createdAt);
    const refs = [
      item.replyTo,
      item.quotedTweet,
      item.quotedTweet?.quotedTweet,
      item.retweetedQuote,
      item.retweetedQuote?.quotedTweet,
      ...(item.pinnedTweets ?? []),
    ];
    for (const ref of refs) if (ref?.id !== undefined) ref.id = swap(ref.id);
    return item;
  });
}
