import type { LaunchSourcePost } from '@launchdeck/protocol';
import { useState } from 'react';
import { FeedCard } from '../cards/index.ts';
import { useFeedController } from '../feed/index.ts';
import { Modal } from '../modal/index.ts';
import { LAUNCHES_TEXT } from './launches-text.ts';
import { sourceCardPost } from './source-post.ts';
import './launch-list.css';
import './source-post.css';

function SourcePostDialog({
  source,
  launchedAt,
  onClose,
}: {
  source: LaunchSourcePost;
  launchedAt: number;
  onClose: () => void;
}) {
  const feed = useFeedController();
  const [post] = useState(() => {
    const found = feed.store.getState().entries.find((entry) => entry.post.id === source.id);
    return sourceCardPost(source, launchedAt, found?.post ?? null);
  });
  return (
    <Modal title={LAUNCHES_TEXT.sourcePostTitle} className="launch-post-modal" onClose={onClose}>
      <FeedCard post={post} version={0} />
    </Modal>
  );
}

/** The post a launch was made from: its author, and a click shows its card. */
export function SourcePost({
  source,
  launchedAt,
}: {
  source: LaunchSourcePost | undefined;
  launchedAt: number;
}) {
  const [open, setOpen] = useState(false);
  if (!source) return <span className="launch-muted">{LAUNCHES_TEXT.noSourcePost}</span>;
  return (
    <>
      <button
        type="button"
        className="launch-post"
        aria-label={LAUNCHES_TEXT.sourcePostLabel(source.handle)}
        title={source.text}
        onClick={() => setOpen(true)}
      >
        <span className="launch-post-handle">{LAUNCHES_TEXT.sourcePost(source.handle)}</span>
        <span className="launch-post-text">{source.text}</span>
      </button>
      {open ? (
        <SourcePostDialog source={source} launchedAt={launchedAt} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
