import './feed.css';

/** The live feed. Until the feed store lands it shows its empty state. */
export function FeedArea() {
  return (
    <section className="feed-area" aria-label="Live feed">
      <div className="feed-empty">
        <span className="feed-empty-pulse" aria-hidden="true" />
        <p className="feed-empty-title">Waiting for posts…</p>
        <p className="feed-empty-text">
          New posts from watched accounts appear here the moment they land.
        </p>
      </div>
    </section>
  );
}
