import { FeedCard } from '../cards/index.ts';
import type { FeedEntry } from './entries.ts';

type Props = {
  entries: readonly FeedEntry[];
  onPointerInside: () => void;
  onPointerOutside: () => void;
};

/**
 * The cards, newest first, keyed by post id. The store caps the list (FC §9: 50 live posts plus
 * deleted entries), so every card is rendered; each is memoised on id + version, so a new post
 * renders one card, not fifty.
 */
export function FeedList({ entries, onPointerInside, onPointerOutside }: Props) {
  return (
    <div
      className="feed-list"
      role="feed"
      aria-label="Posts"
      onMouseEnter={onPointerInside}
      onMouseLeave={onPointerOutside}
    >
      {entries.map((entry) => (
        <FeedCard key={entry.post.id} post={entry.post} version={entry.version} />
      ))}
    </div>
  );
}
