import type { Post, PostTiming } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { createFeedController } from '../../../src/features/feed/index.ts';
import { LatencyProvider } from '../../../src/features/latency/context.tsx';
import { createLatencyController } from '../../../src/features/latency/controller.ts';
import { createSessionController } from '../../../src/features/session/index.ts';
import { TrackerSettingsProvider } from '../../../src/features/settings/index.ts';
import { fakeSocketFactory } from '../../fake-socket.ts';
import { makeTrackerSettings } from '../settings/support.tsx';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** The server's clock in these tests; the browser's runs `SKEW` ms ahead of it. */
export const SERVER_START = 1_790_000_000_000;
export const SKEW = 5000;

/** Server time now, on the faked browser clock. */
export const serverNow = () => Date.now() - SKEW;

/** A post whose platform time was `ageMs` ago (server clock), received and published since. */
export function timedPost(ageMs: number, overrides: Partial<Post> = {}): Post {
  const source = serverNow() - ageMs;
  const timing: PostTiming = {
    source,
    sourceFrom: 'id',
    received: source + ageMs - 40,
    published: source + ageMs - 30,
  };
  return makePost({ timing, ...overrides });
}

/**
 * A signed-in browser with fake timers at SERVER_START + SKEW: the session on a fake socket, the
 * real feed and settings stores, and the latency controller under test. The feed counts as on
 * screen unless `onScreen` says otherwise.
 */
export function setupLatency({ pauseOnHover = true } = {}) {
  vi.useFakeTimers();
  vi.setSystemTime(SERVER_START + SKEW);
  // A frame comes 16 ms after it is asked for (the fake clock's own frames keep a phase of their
  // own, which would make the measured ages vary from run to run).
  vi.stubGlobal('requestAnimationFrame', (paint: FrameRequestCallback) =>
    setTimeout(() => paint(performance.now()), 16),
  );
  vi.stubGlobal('cancelAnimationFrame', (frame: ReturnType<typeof setTimeout>) =>
    clearTimeout(frame),
  );
  const sockets = fakeSocketFactory();
  const session = createSessionController({
    createSocket: sockets.create,
    endSession: async () => ({ success: true }),
  });
  const settings = makeTrackerSettings({ pauseOnHover });
  const feed = createFeedController({ session, settings });
  const scene = { onScreen: true };
  const latency = createLatencyController({ session, feed, feedOnScreen: () => scene.onScreen });
  cleanups.push(() => {
    latency.dispose();
    feed.dispose();
  });
  session.logIn({ sessionId: 'sess-1', username: 'alice', isAdmin: false });
  const socket = sockets.latest();

  /** session_ready, and the server answers the burst's first ping at once: offset −SKEW ±0. */
  const syncClock = () => {
    socket.receive('connect');
    socket.receive('session_ready', { username: 'alice' });
    const ping = socket.emitted.findLast((e) => e.event === 'clock_ping');
    const { t0 } = (ping?.payload ?? {}) as { t0: number };
    socket.receive('clock_pong', { t0, serverTime: t0 - SKEW });
  };

  const wrapper = ({ children }: { children: ReactNode }) => (
    <TrackerSettingsProvider controller={settings}>
      <LatencyProvider controller={latency}>{children}</LatencyProvider>
    </TrackerSettingsProvider>
  );
  return { session, settings, feed, latency, socket, scene, syncClock, wrapper };
}
