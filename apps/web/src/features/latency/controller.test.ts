import { makePost } from '@launchdeck/protocol/testing';
import { describe, expect, it, vi } from 'vitest';
import { SKEW, setupLatency, timedPost } from '../../../test/features/latency/support.tsx';
import { Arrival } from './arrivals.ts';
import { READOUT_EVERY_MS } from './controller.ts';
import { EMPTY_SUMMARY } from './stats.ts';

describe('createLatencyController', () => {
  it("measures a live post's age on the server's clock, not the browser's skewed one", () => {
    const { latency, socket, syncClock } = setupLatency();
    syncClock();
    const post = timedPost(2000);
    socket.receive('tweet', post);
    vi.advanceTimersByTime(16);
    const reading = latency.measure(post, 'X');
    expect(reading).toMatchObject({
      arrival: Arrival.live,
      total: 2016,
      toScreen: 46,
      clock: { offset: -SKEW, error: 0 },
      uncertain: false,
    });
  });

  it('keeps the first age through a re-render, a move or an update of the post', () => {
    const { latency, socket, syncClock } = setupLatency();
    syncClock();
    const post = timedPost(300);
    socket.receive('tweet', post);
    const first = latency.measure(post, 'X');
    vi.advanceTimersByTime(5000);
    socket.receive('tweet_update', { ...post, text: 'edited', seq: post.seq + 1 });
    expect(latency.measure({ ...post, timing: timedPost(0).timing }, 'X')).toBe(first);
    expect(latency.reading(post.id)).toBe(first);
  });

  it('says how each post arrived: loaded, replayed, held while paused, or off screen', () => {
    const { latency, feed, socket, scene, syncClock } = setupLatency();
    syncClock();
    const loaded = timedPost(60_000, { id: 'loaded', seq: 1 });
    socket.receive('initialTweets', [loaded]);
    socket.receive('feed_replay', { throughSeq: 3 });
    const replayed = timedPost(9000, { id: 'replayed', seq: 3 });
    socket.receive('tweet', replayed);
    feed.pause();
    const held = timedPost(100, { id: 'held', seq: 4 });
    socket.receive('tweet', held);
    feed.resume();
    scene.onScreen = false;
    const unseen = timedPost(100, { id: 'unseen', seq: 5 });
    socket.receive('tweet', unseen);
    const arrivalOf = (post: typeof loaded) => latency.measure(post, 'X')?.arrival;
    expect(arrivalOf(loaded)).toBe(Arrival.loaded);
    expect(arrivalOf(replayed)).toBe(Arrival.replayed);
    expect(arrivalOf(held)).toBe(Arrival.held);
    expect(arrivalOf(unseen)).toBe(Arrival.unseen);
    vi.advanceTimersByTime(READOUT_EVERY_MS);
    // None of them counts in the readout.
    expect(latency.store.getState().summary).toEqual(EMPTY_SUMMARY);
  });

  it('measures nothing for a post stored before timings were kept', () => {
    const { latency, socket, syncClock } = setupLatency();
    syncClock();
    const post = makePost({ id: 'old' });
    socket.receive('tweet', post);
    expect(latency.measure(post, 'X')).toBeUndefined();
  });

  it('updates the readout at most every 250 ms during a burst, per source', () => {
    const { latency, socket, syncClock } = setupLatency();
    syncClock();
    vi.advanceTimersByTime(READOUT_EVERY_MS);
    let changes = 0;
    latency.store.subscribe(() => {
      changes += 1;
    });
    for (let n = 0; n < 20; n++) {
      const post = timedPost(1000 + n, {
        id: `burst-${n}`,
        platform: n % 2 ? 'bluesky' : 'twitter',
      });
      socket.receive('tweet', post);
      vi.advanceTimersByTime(1);
      latency.measure(post, n % 2 ? 'Bluesky' : 'X');
      vi.advanceTimersByTime(49);
    }
    vi.advanceTimersByTime(READOUT_EVERY_MS);
    expect(changes).toBeLessThanOrEqual(Math.ceil((20 * 50) / READOUT_EVERY_MS) + 1);
    const { summary, clock } = latency.store.getState();
    expect(clock).toMatchObject({ offset: -SKEW, error: 0 });
    expect(summary.overall).toEqual({ count: 20, p50: 31, p99: 31 });
    expect(summary.sources.map((s) => [s.source, s.count, s.total.p99])).toEqual([
      ['Bluesky', 10, 1020],
      ['X', 10, 1019],
    ]);
  });

  it("changes the readout within the card's own frame once the last change is 250 ms old", () => {
    const { latency, socket, syncClock } = setupLatency();
    syncClock();
    // The clock's sync changes the readout; then 250 ms pass without a change.
    vi.advanceTimersByTime(2 * READOUT_EVERY_MS);
    const count = () => latency.store.getState().summary.overall?.count ?? 0;
    const paint = (id: string) => {
      const post = timedPost(500, { id });
      socket.receive('tweet', post);
      latency.measure(post, 'X');
    };
    paint('first');
    // No timer ran: the card's measure itself changed the readout.
    expect(count()).toBe(1);
    vi.advanceTimersByTime(100);
    paint('too-soon');
    expect(count()).toBe(1);
    vi.advanceTimersByTime(READOUT_EVERY_MS - 100);
    paint('in-time');
    expect(count()).toBe(3);
    // The last post of a burst still reaches the readout, by a timer, when no card follows it.
    paint('last');
    expect(count()).toBe(3);
    vi.advanceTimersByTime(READOUT_EVERY_MS);
    expect(count()).toBe(4);
  });

  it('arms one readout timer for a burst of cards, not one per card', () => {
    const { latency, socket, syncClock } = setupLatency();
    syncClock();
    vi.advanceTimersByTime(2 * READOUT_EVERY_MS);
    const armed = vi.spyOn(globalThis, 'setTimeout');
    for (let n = 0; n < 5; n++) {
      const post = timedPost(500, { id: `burst-${n}` });
      socket.receive('tweet', post);
      latency.measure(post, 'X');
      vi.advanceTimersByTime(10);
    }
    // The first card changed the readout; the next four wait on a single timer.
    expect(armed).toHaveBeenCalledTimes(1);
    armed.mockRestore();
    expect(latency.store.getState().summary.overall?.count).toBe(1);
    vi.advanceTimersByTime(READOUT_EVERY_MS);
    expect(latency.store.getState().summary.overall?.count).toBe(5);
  });

  it('leaves live posts out of the readout until the clock is synced', () => {
    const { latency, socket } = setupLatency();
    const post = timedPost(100);
    socket.receive('tweet', post);
    expect(latency.measure(post, 'X')).toMatchObject({ clock: null, uncertain: true });
    vi.advanceTimersByTime(READOUT_EVERY_MS);
    expect(latency.store.getState().summary).toEqual(EMPTY_SUMMARY);
  });

  it('reads a card painted before the clock synced again with the first offset', () => {
    const { latency, socket, syncClock } = setupLatency();
    const loaded = timedPost(60_000, { id: 'loaded', seq: 1 });
    socket.receive('initialTweets', [loaded]);
    expect(latency.measure(loaded, 'X')).toMatchObject({ clock: null, uncertain: true });
    vi.advanceTimersByTime(5000);
    syncClock();
    // Its age at the paint, on the server's clock: the 5 s since do not count.
    expect(latency.reading(loaded.id)).toMatchObject({
      arrival: Arrival.loaded,
      total: 60_000,
      clock: { offset: -SKEW, error: 0 },
      uncertain: false,
    });
    expect(latency.measure(loaded, 'X')).toBe(latency.reading(loaded.id));
  });

  it('starts over at logout, keeping the offset', async () => {
    const { latency, session, socket, syncClock } = setupLatency();
    syncClock();
    const post = timedPost(100);
    socket.receive('tweet', post);
    latency.measure(post, 'X');
    await session.logOut();
    expect(latency.reading(post.id)).toBeUndefined();
    expect(latency.store.getState()).toMatchObject({
      summary: EMPTY_SUMMARY,
      clock: { offset: -SKEW },
    });
  });
});
