import type { LaunchSourcePost, LaunchTrigger } from '@launchdeck/protocol';
import { useState } from 'react';
import { FeedCard } from '../cards/index.ts';
import { useFeedController } from '../feed/index.ts';
import { Modal } from '../modal/index.ts';
import { LAUNCHES_TEXT } from './launches-text.ts';
import { sourceCardPost, triggerText } from './source-post.ts';
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

/**
 * The post a launch was made from: its author, and a click shows its card; before it the hotkey
 * that launched it ("Hotkey Ctrl+Z · Coinify · @handle's post", issue 50) or the auto-launch rule
 * ("Rule: Elon's coins · @handle's post", issue 53).
 */
export function SourcePost({
  source,
  trigger,
  launchedAt,
}: {
  source: LaunchSourcePost | undefined;
  trigger?: LaunchTrigger;
  launchedAt: number;
}) {
  const [open, setOpen] = useState(false);
  const hotkey = trigger ? (
    <span className="launch-trigger">
      {triggerText(trigger)}
      {source ? ' · ' : null}
    </span>
  ) : null;
  if (!source) return hotkey ?? <span className="launch-muted">{LAUNCHES_TEXT.noSourcePost}</span>;
  return (
    <span className="launch-source">
      {hotkey}
      <button
        type="button"
        className="launch-post"
        aria-label={LAUNCHES_TEXT.sourcePostLabel(source.handle)}
        title={source.text}
        onClick={() => setOpen(true)}
      >
        <span className="launch-post-handle">
          {trigger ? LAUNCHES_TEXT.postOf(source.handle) : LAUNCHES_TEXT.sourcePost(source.handle)}
        </span>
        <span className="launch-post-text">{source.text}</span>
      </button>
      {open ? (
        <SourcePostDialog source={source} launchedAt={launchedAt} onClose={() => setOpen(false)} />
      ) : null}
    </span>
  );
}
