import { memo, useMemo, useRef, useState } from 'react';
import { FeedCard } from '../cards/index.ts';
import { AgeTooltip } from '../latency/index.ts';
import { createCardGrouper } from './card-groups.ts';
import type { FeedEntry } from './entries.ts';

type Props = {
  entries: readonly FeedEntry[];
  onPointerInside: () => void;
  onPointerOutside: () => void;
};

/**
 * The cards, newest first, keyed by post id. The store caps the list (FC §9: 50 live posts plus
 * deleted entries), so every card is rendered; each is memoised on id + version, so a new post
 * renders one card, not fifty. The cards sit in groups by arrival (card-groups.ts): a group far
 * below the screen is skipped by the browser, so a new post does not repaint fifty cards.
 * The list is memoised too: FeedArea's other state (the pause) changes without the entries.
 */
export const FeedList = memo(function FeedList({
  entries,
  onPointerInside,
  onPointerOutside,
}: Props) {
  const [group] = useState(() => createCardGrouper());
  const groups = useMemo(() => group(entries), [group, entries]);
  const list = useRef<HTMLDivElement>(null);
  return (
    <>
      <div
        ref={list}
        className="feed-list"
        role="feed"
        aria-label="Posts"
        onMouseEnter={onPointerInside}
        onMouseLeave={onPointerOutside}
      >
        {groups.map(({ key, entries: cards }) => (
          <div key={key} className="feed-group">
            {cards.map((entry) => (
              <FeedCard key={entry.post.id} post={entry.post} version={entry.version} />
            ))}
          </div>
        ))}
      </div>
      <AgeTooltip within={list} />
    </>
  );
});
