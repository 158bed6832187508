import type { LoginResponseBody, Post } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { afterEach } from 'vitest';
import { createFeedController } from '../../../src/features/feed/store.ts';
import { createSessionController } from '../../../src/features/session/index.ts';
import { fakeSocketFactory } from '../../fake-socket.ts';
import { makeTrackerSettings } from '../settings/support.tsx';

const login: LoginResponseBody = { sessionId: 'sess-1', username: 'alice', isAdmin: false };
const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

export function setup({ pauseOnHover = true } = {}) {
  const sockets = fakeSocketFactory();
  const session = createSessionController({
    createSocket: sockets.create,
    endSession: async () => ({ success: true }),
  });
  const settings = makeTrackerSettings({ pauseOnHover });
  const feed = createFeedController({ session, settings });
  cleanups.push(() => feed.dispose());
  session.logIn(login);
  const socket = sockets.latest();
  const state = () => feed.store.getState();
  const ids = () => state().entries.map((entry) => entry.post.id);
  const queued = () => state().queue.map((entry) => entry.post.id);
  const newPosts: string[] = [];
  feed.onNewPost((post) => newPosts.push(post.id));
  return { session, settings, feed, socket, sockets, state, ids, queued, newPosts };
}

/** n posts, newest first (as the server sends initialTweets), ids p<n-1> … p0. */
export const posts = (n: number, overrides: Partial<Post> = {}) =>
  Array.from({ length: n }, (_, i) => makePost({ id: `p${n - 1 - i}`, seq: n - i, ...overrides }));
export const range = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, i) => `p${from - i}`);
