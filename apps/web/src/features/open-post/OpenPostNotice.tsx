import { useCallback, useEffect, useRef, useState } from 'react';
import { useFeedController } from '../feed/index.ts';
import { type Toast, ToastView } from '../modal/index.ts';
import { useOpenPostController, useOpenPostRequest } from './context.tsx';
import { revealPost } from './reveal-post.ts';
import { OPEN_POST_TEXT } from './strings.ts';
import './open-post.css';

/**
 * Issue 51, in a view that shows the feed: the post a notification's click asks for (its
 * `/?post=<id>`, or the service worker's message) is shown: `showFeed` brings the feed tab up,
 * then its card is scrolled to and highlighted; one the feed no longer holds is said in a toast.
 * Then the request ends and `post` leaves the address.
 */
export function OpenPostNotice({ showFeed }: { showFeed?: () => void }) {
  const requests = useOpenPostController();
  const request = useOpenPostRequest();
  const feed = useFeedController();
  const [toast, setToast] = useState<Toast | null>(null);
  const bringFeed = useRef(showFeed);
  bringFeed.current = showFeed;

  useEffect(() => {
    if (!request) return;
    bringFeed.current?.();
    const controller = new AbortController();
    void revealPost(request.postId, { feed, signal: controller.signal }).then((outcome) => {
      if (outcome === 'aborted') return;
      requests.done(request);
      if (outcome === 'gone')
        setToast({ id: request.n, tone: 'error', text: OPEN_POST_TEXT.postGone });
    });
    return () => controller.abort();
  }, [request, feed, requests]);

  const done = useCallback((id: number) => {
    setToast((current) => (current?.id === id ? null : current));
  }, []);
  return <ToastView toast={toast} onDone={done} className="ds-toast" />;
}
