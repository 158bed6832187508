import { TEST_POST_KINDS, TEST_POST_LABELS } from '@launchdeck/protocol';
import { useSyncExternalStore } from 'react';
import { onStoredSessionChange, readStoredSession } from '../../lib/storage.ts';
import { useSession } from '../session/index.ts';
import { useTrackerSettings } from '../settings/index.ts';
import { useTestPost } from './useTestPost.ts';
import './test-posts.css';

/** The panel's own words (FC §2 names only its buttons). */
export const TEST_POSTS_TEXT = { title: 'Test posts' } as const;

const storedUsername = () => readStoredSession()?.username ?? null;

/** The username this browser stored at login; follows another window's login or logout. */
function useStoredUsername(): string | null {
  return useSyncExternalStore((changed) => onStoredSessionChange(changed), storedUsername);
}

/**
 * FC §2 test-post panel: a collapsible strip above the feed, in the page's flow so it never
 * covers a card. Each button injects a post of its kind through the server's ingest.
 */
export function TestPostPanel() {
  const user = useSession((state) => (state.phase.status === 'active' ? state.phase.user : null));
  const stored = useStoredUsername();
  // FC §2 "only when the locally saved username equals the admin name", read strictly: the
  // session's user is the admin and the username this browser stored at login is that name.
  if (!user?.isAdmin || stored !== user.username) return null;
  return <TestPostButtons session={user.sessionId} />;
}

function TestPostButtons({ session }: { session: string }) {
  const { send, pending, note } = useTestPost(session);
  const cardWidth = useTrackerSettings((s) => s.cardWidth);
  return (
    <details className="test-posts" style={{ maxWidth: cardWidth }}>
      <summary className="test-posts-summary">{TEST_POSTS_TEXT.title}</summary>
      <div className="test-posts-body">
        {TEST_POST_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className="btn btn-secondary test-posts-button"
            disabled={pending.has(kind)}
            onClick={() => void send(kind)}
          >
            {TEST_POST_LABELS[kind]}
          </button>
        ))}
        <span
          className={note ? `test-posts-note is-${note.tone}` : 'test-posts-note'}
          role="status"
        >
          {note?.text}
        </span>
      </div>
    </details>
  );
}
