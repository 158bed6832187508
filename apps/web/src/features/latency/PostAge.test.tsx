import { makePost } from '@launchdeck/protocol/testing';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PostAge } from './PostAge.tsx';
import { LATENCY_TEXT } from './strings.ts';
import { setupLatency, timedPost } from './test-support.tsx';

/** One frame: the requestAnimationFrame that measures the age runs. */
const nextFrame = () => act(() => vi.advanceTimersByTime(16));

const age = () => screen.getByTestId('post-age');
const tooltipLines = () =>
  Array.from(
    document.getElementById(age().getAttribute('aria-describedby') ?? '')?.children ?? [],
    (line) => line.textContent,
  );

describe('PostAge', () => {
  it("shows a live post's age, measured at its first frame, with the legs in its tooltip", () => {
    const { socket, syncClock, wrapper } = setupLatency();
    syncClock();
    const post = timedPost(2000);
    socket.receive('tweet', post);
    render(<PostAge post={post} source="X" />, { wrapper });
    // Nothing is written before the frame that paints the card.
    expect(age().textContent).toBe('');
    nextFrame();
    expect(age().textContent).toBe('2.0 s');
    expect(age().getAttribute('aria-label')).toBe('Age 2.0 s');
    expect(age().dataset).toMatchObject({
      arrival: 'live',
      live: 'true',
      ageMs: '2016',
      toScreenMs: '46',
      offsetMs: '-5000',
      errorMs: '0',
      uncertain: 'false',
    });
    expect(tooltipLines()).toEqual([
      'Platform → our connector: 2.0 s',
      'Connector → published: 10 ms',
      'Published → this screen: 46 ms',
      'Total: 2.0 s',
      'Clock offset (server − this browser): −5,000 ms ±0 ms',
    ]);
  });

  it('keeps its first age when the card re-renders, is updated or is mounted again', () => {
    const { socket, syncClock, wrapper } = setupLatency();
    syncClock();
    const post = timedPost(300);
    socket.receive('tweet', post);
    const { rerender, unmount } = render(<PostAge post={post} source="X" />, { wrapper });
    nextFrame();
    expect(age().dataset.ageMs).toBe('316');
    act(() => vi.advanceTimersByTime(4000));
    const updated = { ...post, text: 'edited', seq: post.seq + 1, timing: timedPost(0).timing };
    rerender(<PostAge post={updated} source="X" />);
    nextFrame();
    expect(age().textContent).toBe('316 ms');
    unmount();
    render(<PostAge post={updated} source="X" />, { wrapper });
    expect(age().textContent).toBe('316 ms');
    expect(age().dataset.ageMs).toBe('316');
  });

  it.each([
    ['loaded with the feed', 'initialTweets', LATENCY_TEXT.loaded],
    ['replayed after a reconnect', 'tweet', LATENCY_TEXT.replayed],
  ] as const)("says 'not live' for a post %s, and why", (_name, event, why) => {
    const { socket, syncClock, wrapper } = setupLatency();
    syncClock();
    const post = timedPost(60_000, { seq: 7 });
    socket.receive('feed_replay', { throughSeq: 7 });
    socket.receive(event, event === 'initialTweets' ? [post] : post);
    render(<PostAge post={post} source="X" />, { wrapper });
    nextFrame();
    expect(age().textContent).toBe(LATENCY_TEXT.notLive);
    expect(age().dataset.live).toBe('false');
    expect(tooltipLines()).toEqual([why]);
  });

  it('shows nothing for a post stored before timings were kept', () => {
    const { wrapper } = setupLatency();
    const { container } = render(<PostAge post={makePost()} source="X" />, { wrapper });
    nextFrame();
    expect(container.innerHTML).toBe('');
  });

  it('shows nothing with showPostAge off, still measures for the readout, and shows that age when on', () => {
    const { settings, latency, socket, syncClock, wrapper } = setupLatency();
    syncClock();
    act(() => settings.update({ showPostAge: false }));
    const post = timedPost(500);
    socket.receive('tweet', post);
    const { container } = render(<PostAge post={post} source="X" />, { wrapper });
    nextFrame();
    expect(container.innerHTML).toBe('');
    expect(latency.reading(post.id)?.total).toBe(516);
    act(() => vi.advanceTimersByTime(3000));
    act(() => settings.update({ showPostAge: true }));
    expect(age().textContent).toBe('516 ms');
  });
});
