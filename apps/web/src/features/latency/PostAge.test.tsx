import { makePost } from '@launchdeck/protocol/testing';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setupLatency, timedPost } from '../../../test/features/latency/support.tsx';
import { READOUT_EVERY_MS } from './controller.ts';
import { PostAge } from './PostAge.tsx';
import { AGE_TIP_ID } from './post-age-element.ts';
import { LATENCY_TEXT } from './strings.ts';

const age = () => screen.getByTestId('post-age');

describe('PostAge', () => {
  it("shows a live post's age, measured as the card is committed, with its numbers as data", () => {
    const { socket, syncClock, wrapper } = setupLatency();
    syncClock();
    const post = timedPost(2000);
    socket.receive('tweet', post);
    render(<PostAge post={post} source="X" />, { wrapper });
    expect(age().textContent).toBe('2.0 s');
    expect(age().getAttribute('aria-label')).toBe('Age 2.0 s');
    expect({ ...age().dataset }).toEqual({
      testid: 'post-age',
      arrival: 'live',
      live: 'true',
      ageMs: '2000',
      toScreenMs: '30',
      offsetMs: '-5000',
      errorMs: '0',
    });
    // Described by the feed's one tooltip, which formats the legs only when it opens.
    expect(age().getAttribute('aria-describedby')).toBe(AGE_TIP_ID);
  });

  it('keeps its first age when the card re-renders, is updated or is mounted again', () => {
    const { socket, syncClock, wrapper } = setupLatency();
    syncClock();
    const post = timedPost(300);
    socket.receive('tweet', post);
    const { rerender, unmount } = render(<PostAge post={post} source="X" />, { wrapper });
    expect(age().dataset.ageMs).toBe('300');
    act(() => vi.advanceTimersByTime(4000));
    const updated = { ...post, text: 'edited', seq: post.seq + 1, timing: timedPost(0).timing };
    rerender(<PostAge post={updated} source="X" />);
    expect(age().textContent).toBe('300 ms');
    unmount();
    render(<PostAge post={updated} source="X" />, { wrapper });
    expect(age().textContent).toBe('300 ms');
    expect(age().dataset.ageMs).toBe('300');
  });

  it.each([
    ['loaded with the feed', 'initialTweets'],
    ['replayed after a reconnect', 'tweet'],
  ] as const)('shows the age of a post %s, marked not live only in its data', (_name, event) => {
    const { socket, syncClock, wrapper } = setupLatency();
    syncClock();
    const post = timedPost(3 * 60_000, { seq: 7 });
    socket.receive('feed_replay', { throughSeq: 7 });
    socket.receive(event, event === 'initialTweets' ? [post] : post);
    render(<PostAge post={post} source="X" />, { wrapper });
    expect(age().textContent).toBe('3 min');
    expect(age().getAttribute('aria-label')).toBe('Age 3 min');
    expect(age().dataset.live).toBe('false');
  });

  it("reads '—' until the clock syncs, then the card's age at its paint", () => {
    const { latency, socket, syncClock, wrapper } = setupLatency();
    const post = timedPost(3 * 60_000, { seq: 7 });
    socket.receive('initialTweets', [post]);
    render(<PostAge post={post} source="X" />, { wrapper });
    expect(age().textContent).toBe(LATENCY_TEXT.unknownAge);
    expect(age().getAttribute('aria-label')).toBe(LATENCY_TEXT.unknownWhy);
    act(() => vi.advanceTimersByTime(2000));
    act(() => {
      syncClock();
      vi.advanceTimersByTime(READOUT_EVERY_MS);
    });
    expect(latency.store.getState().clock).not.toBeNull();
    expect(age().textContent).toBe('3 min');
    expect(age().dataset.ageMs).toBe(String(3 * 60_000));
  });

  it('shows nothing for a post stored before timings were kept', () => {
    const { wrapper } = setupLatency();
    const { container } = render(<PostAge post={makePost()} source="X" />, { wrapper });
    expect(container.innerHTML).toBe('');
  });

  it('shows nothing with showPostAge off, still measures for the readout, and shows that age when on', () => {
    const { settings, latency, socket, syncClock, wrapper } = setupLatency();
    syncClock();
    act(() => settings.update({ showPostAge: false }));
    const post = timedPost(500);
    socket.receive('tweet', post);
    const { container } = render(<PostAge post={post} source="X" />, { wrapper });
    expect(container.innerHTML).toBe('');
    expect(latency.reading(post.id)?.total).toBe(500);
    act(() => vi.advanceTimersByTime(3000));
    act(() => settings.update({ showPostAge: true }));
    expect(age().textContent).toBe('500 ms');
  });
});
