import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupLatency, timedPost } from '../../../test/features/latency/support.tsx';
import { READOUT_EVERY_MS } from './controller.ts';
import { LatencyReadout } from './LatencyReadout.tsx';
import { LATENCY_TEXT } from './strings.ts';

function renderReadout() {
  const setup = setupLatency();
  setup.syncClock();
  render(
    <>
      <LatencyReadout />
      <p>elsewhere</p>
    </>,
    { wrapper: setup.wrapper },
  );
  /** Live posts of `source` painted 1 ms after they arrive, `published → screen` = 30 + 1 ms. */
  const paint = (count: number, source: string, platform: 'twitter' | 'bluesky') => {
    for (let n = 0; n < count; n++) {
      const post = timedPost(2000 + n, { platform });
      setup.socket.receive('tweet', post);
      act(() => vi.advanceTimersByTime(1));
      setup.latency.measure(post, source);
    }
    act(() => vi.advanceTimersByTime(READOUT_EVERY_MS));
  };
  /** Testing Library's user events wait on real timers: take them once the posts are painted. */
  const interact = () => {
    vi.useRealTimers();
    return userEvent.setup();
  };
  const readout = () => screen.getByRole('button', { name: /^Delivery latency/ });
  const panel = () => screen.queryByRole('region', { name: LATENCY_TEXT.readoutTitle });
  return { ...setup, paint, interact, readout, panel };
}

describe('LatencyReadout', () => {
  it("reads '—' before any live post, then p50 · p99 of published → screen", () => {
    const { paint, readout } = renderReadout();
    expect(readout().textContent).toBe('⚡—');
    paint(3, 'X', 'twitter');
    expect(readout().textContent).toBe('⚡31 ms p50 · 31 ms p99');
    expect(readout().getAttribute('aria-label')).toBe('Delivery latency: 31 ms p50 · 31 ms p99');
  });

  it('opens a table per source with Enter, and closes on Escape with focus back', async () => {
    const { paint, interact, readout, panel } = renderReadout();
    paint(4, 'X', 'twitter');
    paint(2, 'Bluesky', 'bluesky');
    const user = interact();
    readout().focus();
    await user.keyboard('{Enter}');
    expect(readout().getAttribute('aria-expanded')).toBe('true');
    const open = panel();
    expect(open).not.toBeNull();
    expect(document.activeElement).toBe(open);
    const rows = within(open as HTMLElement)
      .getAllByRole('row')
      .slice(2)
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Bluesky', '2', '31 ms', '31 ms', '2.0 s', '2.0 s'],
      ['X', '4', '31 ms', '31 ms', '2.0 s', '2.0 s'],
    ]);
    expect(within(open as HTMLElement).getByText(/Clock offset/).textContent).toBe(
      `${LATENCY_TEXT.clockOffset}: −5,000 ms ±0 ms`,
    );
    await user.keyboard('{Escape}');
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(readout());
  });

  it('closes on a click outside', async () => {
    const { interact, readout, panel } = renderReadout();
    const user = interact();
    await user.click(readout());
    expect(within(panel() as HTMLElement).getByText(LATENCY_TEXT.noLivePosts)).toBeTruthy();
    await user.click(screen.getByText('elsewhere'));
    expect(panel()).toBeNull();
  });

  it('turns the age on the cards off and on', async () => {
    const { interact, readout, settings } = renderReadout();
    const user = interact();
    await user.click(readout());
    const toggle = screen.getByRole('switch', { name: LATENCY_TEXT.showPostAge });
    expect(toggle).toHaveProperty('checked', true);
    await user.click(toggle);
    expect(settings.get().showPostAge).toBe(false);
    expect(toggle).toHaveProperty('checked', false);
    await user.click(toggle);
    expect(settings.get().showPostAge).toBe(true);
  });
});
