/** FC §2: the pause indicator's text. */
export const pausedText = (queued: number) => `PAUSED (${queued} queued)`;

/**
 * FC §2 / §4: 'PAUSED (N queued)' while the feed is paused under the mouse, in a strip above the
 * list that is always there, so it covers no card and the card under the mouse does not move
 * when it appears.
 */
export function PauseIndicator({ paused, queued }: { paused: boolean; queued: number }) {
  return (
    <div className="feed-pause-slot" role="status">
      {paused ? <span className="feed-pause">{pausedText(queued)}</span> : null}
    </div>
  );
}
