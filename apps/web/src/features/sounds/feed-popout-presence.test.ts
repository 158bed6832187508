import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRESENCE_GONE_AFTER_MS } from '../../lib/window-presence.ts';
import {
  announceFeedPopout,
  FEED_POPOUT_CHANNEL,
  watchFeedPopout,
} from './feed-popout-presence.ts';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** The main window's watcher on its own channel, with a clock the test moves. */
function mainWindow() {
  const clock = { now: 1000 };
  const main = watchFeedPopout(new BroadcastChannel(FEED_POPOUT_CHANNEL), () => clock.now);
  cleanups.push(main.stop);
  return { clock, popoutOpen: main.popoutOpen };
}

describe('feed pop-out presence', () => {
  it('keeps the main window quiet while the pop-out is open, and not after it closes', async () => {
    const main = mainWindow();
    expect(main.popoutOpen()).toBe(false);

    const stop = announceFeedPopout(new BroadcastChannel(FEED_POPOUT_CHANNEL));
    await vi.waitFor(() => expect(main.popoutOpen()).toBe(true));
    stop();
    await vi.waitFor(() => expect(main.popoutOpen()).toBe(false));
  });

  it('takes a pop-out that stopped answering as gone', async () => {
    const main = mainWindow();
    const popout = new BroadcastChannel(FEED_POPOUT_CHANNEL);
    cleanups.push(() => popout.close());
    popout.postMessage({ type: 'feed-popout-alive' });
    await vi.waitFor(() => expect(main.popoutOpen()).toBe(true));
    main.clock.now += PRESENCE_GONE_AFTER_MS;
    expect(main.popoutOpen()).toBe(false);
  });
});
