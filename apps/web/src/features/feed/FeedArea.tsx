import { type MouseEvent, useMemo } from 'react';
import { useMemeWordsController } from '../meme-words/index.ts';
import { useTrackerSettings } from '../settings/index.ts';
import { useFeedEntries, useFeedPause } from './context.tsx';
import { FeedList } from './FeedList.tsx';
import { PauseIndicator } from './PauseIndicator.tsx';
import './feed.css';

function FeedEmpty() {
  return (
    <div className="feed-empty">
      <span className="feed-empty-pulse" aria-hidden="true" />
      <p className="feed-empty-title">Waiting for posts…</p>
      <p className="feed-empty-text">
        New posts from watched accounts appear here the moment they land.
      </p>
    </div>
  );
}

/**
 * The live feed (FC §2): at most `pageSize` cards at the width of `cardWidth`, paused while the mouse is over
 * them (FC §4; the store ignores pause() when pauseOnHover is off), or the empty state.
 */
export function FeedArea() {
  // Posts that land between two frames render together, in the frame that paints them.
  const all = useFeedEntries();
  // FC §3 pageSize: the most cards shown, newest first (the store keeps 50 live, 80 loaded).
  const pageSize = useTrackerSettings((s) => s.pageSize);
  const entries = useMemo(
    () => (all.length > pageSize ? all.slice(0, pageSize) : all),
    [all, pageSize],
  );
  const { paused, queued, pause, resume } = useFeedPause();
  const cardWidth = useTrackerSettings((s) => s.cardWidth);
  const { openDialog } = useMemeWordsController();
  // FC §2 Meme Settings: a click on a highlighted meme word opens it (one listener for the feed).
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const mark = (event.target as Element).closest('mark.post-meme');
    if (mark && !window.getSelection()?.toString()) openDialog(mark.textContent ?? '');
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a shortcut for the mouse; Settings → Word Highlighting is the keyboard's way
    <section
      className="feed-area"
      aria-label="Live feed"
      style={{ maxWidth: cardWidth }}
      onClick={onClick}
    >
      <PauseIndicator paused={paused} queued={queued} />
      {entries.length === 0 ? (
        <FeedEmpty />
      ) : (
        <FeedList entries={entries} onPointerInside={pause} onPointerOutside={resume} />
      )}
    </section>
  );
}
