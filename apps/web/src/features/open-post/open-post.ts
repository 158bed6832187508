import { createStore } from 'zustand/vanilla';
import type { ReadableStore } from '../../lib/store-context.tsx';
import { isOpenPostMessage, onWorkerMessage } from '../push/index.ts';

/** A notification's request to show a post's card; `n` tells two requests of one post apart. */
export type OpenPostRequest = { postId: string; n: number };
export type OpenPostState = { request: OpenPostRequest | null };

export type OpenPostController = {
  store: ReadableStore<OpenPostState>;
  /** Show this post's card (a page notification's click). */
  request: (postId: string) => void;
  /** The feed view handled `request` (its card shown, or said gone): `post` leaves the address. */
  done: (request: OpenPostRequest) => void;
  dispose: () => void;
};

/** The address without its `post` parameter, or null when it has none. */
export function withoutPostParam(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has('post')) return null;
  url.searchParams.delete('post');
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Issue 51: the posts notifications ask to open, until the feed view shows them: `/?post=<id>`
 * at start (a notification's click that opened this window; kept through the login the main
 * window starts with), and the service worker's `{type: 'open-post', postId}` (a click that
 * focused this window), heard from start so that one arriving before the feed shows waits.
 * A new request replaces one not yet handled. Call once at start.
 */
export function createOpenPostRequests(
  deps: { place?: Pick<Location, 'search'>; target?: Window } = {},
): OpenPostController {
  const target = deps.target ?? window;
  let n = 0;
  const next = (postId: string): OpenPostRequest => {
    n += 1;
    return { postId, n };
  };
  const fromAddress = new URLSearchParams(deps.place?.search ?? target.location.search).get('post');
  const store = createStore<OpenPostState>()(() => ({
    request: fromAddress ? next(fromAddress) : null,
  }));
  const request = (postId: string) => store.setState({ request: next(postId) });
  const stopMessages = onWorkerMessage((data) => {
    if (isOpenPostMessage(data)) request(data.postId);
  });
  return {
    store,
    request,
    done: (handled) => {
      if (store.getState().request === handled) store.setState({ request: null });
      const address = withoutPostParam(target.location.href);
      if (address !== null) target.history.replaceState(target.history.state, '', address);
    },
    dispose: stopMessages,
  };
}
