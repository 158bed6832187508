import { makePost } from '@launchdeck/protocol/testing';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupLatency, timedPost } from '../../../test/features/latency/support.tsx';
import { AGE_TICK_MS } from './age-ticker.ts';
import { READOUT_EVERY_MS } from './controller.ts';
import { PostAge } from './PostAge.tsx';
import { AGE_TIP_ID } from './post-age-element.ts';

const age = () => screen.getByTestId('post-age');

describe('PostAge', () => {
  it("shows a live post's age in words, its delivery latency as data", () => {
    const { socket, syncClock, wrapper } = setupLatency();
    syncClock();
    const post = timedPost(2000);
    socket.receive('tweet', post);
    render(<PostAge post={post} source="X" />, { wrapper });
    expect(age().textContent).toBe('now');
    expect(age().getAttribute('aria-label')).toBe('Posted just now');
    expect({ ...age().dataset }).toEqual({
      testid: 'post-age',
      arrival: 'live',
      live: 'true',
      latencyMs: '2000',
      toScreenMs: '30',
      postedAt: String(post.timing?.source),
      offsetMs: '-5000',
      errorMs: '0',
    });
    // Described by the feed's one tooltip, which formats the latency only when it opens.
    expect(age().getAttribute('aria-describedby')).toBe(AGE_TIP_ID);
  });

  it('ticks: the age grows with the clock while the latency stays the first reading', () => {
    const { socket, syncClock, wrapper } = setupLatency();
    syncClock();
    const post = timedPost(300);
    socket.receive('tweet', post);
    const { rerender, unmount } = render(<PostAge post={post} source="X" />, { wrapper });
    act(() => vi.advanceTimersByTime(12_000));
    expect(age().textContent).toBe('12s');
    expect(age().getAttribute('aria-label')).toBe('Posted 12 seconds ago');
    const updated = { ...post, text: 'edited', seq: post.seq + 1 };
    rerender(<PostAge post={updated} source="X" />);
    act(() => vi.advanceTimersByTime(3 * 60_000));
    expect(age().textContent).toBe('3m');
    expect(age().dataset.latencyMs).toBe('300');
    unmount();
    render(<PostAge post={updated} source="X" />, { wrapper });
    expect(age().textContent).toBe('3m');
    expect(age().dataset.latencyMs).toBe('300');
  });

  it('runs one interval for a whole feed of cards, and none once they are gone', () => {
    const { latency, socket, syncClock, wrapper } = setupLatency();
    syncClock();
    const posts = Array.from({ length: 30 }, (_, n) => timedPost(1000 * n));
    socket.receive('initialTweets', posts);
    const intervals = vi.spyOn(globalThis, 'setInterval');
    const { unmount } = render(
      <>
        {posts.map((post) => (
          <PostAge key={post.id} post={post} source="X" />
        ))}
      </>,
      { wrapper },
    );
    act(() => vi.advanceTimersByTime(AGE_TICK_MS * 10));
    const ageTimers = intervals.mock.calls.filter(([, ms]) => ms === AGE_TICK_MS);
    expect(ageTimers).toHaveLength(1);
    expect(latency.ages.size()).toBe(30);
    expect(screen.getAllByTestId('post-age').map((each) => each.textContent)).toContain('39s');
    unmount();
    expect(latency.ages.size()).toBe(0);
    const cleared = vi.spyOn(globalThis, 'clearInterval');
    act(() => vi.advanceTimersByTime(AGE_TICK_MS));
    expect(cleared).toHaveBeenCalled();
    intervals.mockRestore();
    cleared.mockRestore();
  });

  it('counts on the browser clock until the clock syncs, then on the server clock', () => {
    const { latency, socket, syncClock, wrapper } = setupLatency();
    const post = timedPost(3 * 60_000, { seq: 7 });
    socket.receive('initialTweets', [post]);
    render(<PostAge post={post} source="X" />, { wrapper });
    // The browser runs 5 s fast: without the offset the post reads 5 s older.
    expect(age().getAttribute('aria-label')).toBe('Posted 3 minutes ago');
    act(() => {
      syncClock();
      vi.advanceTimersByTime(READOUT_EVERY_MS);
    });
    expect(latency.store.getState().clock).not.toBeNull();
    expect(age().textContent).toBe('3m');
    expect(age().dataset.latencyMs).toBe(String(3 * 60_000));
  });

  it('shows the day of a post over a day old', () => {
    const { socket, syncClock, wrapper } = setupLatency();
    syncClock();
    const post = timedPost(3 * 24 * 3_600_000, { seq: 3 });
    socket.receive('initialTweets', [post]);
    render(<PostAge post={post} source="X" />, { wrapper });
    expect(age().textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}$/);
    expect(age().getAttribute('aria-label')).toBe(`Posted on ${age().textContent}`);
  });

  it('shows nothing for a post stored before timings were kept', () => {
    const { wrapper } = setupLatency();
    const { container } = render(<PostAge post={makePost()} source="X" />, { wrapper });
    expect(container.innerHTML).toBe('');
  });

  it('shows nothing with showPostAge off, still measures for the readout, and ticks when on', () => {
    const { settings, latency, socket, syncClock, wrapper } = setupLatency();
    syncClock();
    act(() => settings.update({ showPostAge: false }));
    const post = timedPost(500);
    socket.receive('tweet', post);
    const { container } = render(<PostAge post={post} source="X" />, { wrapper });
    expect(container.innerHTML).toBe('');
    expect(latency.reading(post.id)?.total).toBe(500);
    expect(latency.ages.size()).toBe(0);
    act(() => vi.advanceTimersByTime(9000));
    act(() => settings.update({ showPostAge: true }));
    expect(age().textContent).toBe('9s');
    expect(age().dataset.latencyMs).toBe('500');
  });
});
