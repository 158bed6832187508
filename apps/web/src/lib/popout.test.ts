import { MESSAGES, UI } from '@launchdeck/protocol';
import { describe, expect, it, vi } from 'vitest';
import { openPopout } from './popout.ts';

function host(opened: Window | null) {
  return { open: vi.fn(() => opened), alert: vi.fn() };
}

describe('openPopout', () => {
  it('opens the feed in its named 1200x800 window', () => {
    const win = host({} as Window);
    openPopout('feed', win);
    expect(win.open).toHaveBeenCalledWith(
      '/?popout=feed',
      UI.popoutFeed.name,
      'width=1200,height=800',
    );
    expect(win.alert).not.toHaveBeenCalled();
  });

  it('opens the deploy panel in its named 900x1000 window', () => {
    const win = host({} as Window);
    openPopout('panel', win);
    expect(win.open).toHaveBeenCalledWith(
      '/?popout=panel',
      UI.popoutPanel.name,
      'width=900,height=1000',
    );
  });

  it('alerts when the browser blocks the pop-up', () => {
    const win = host(null);
    expect(openPopout('feed', win)).toBeNull();
    expect(win.alert).toHaveBeenCalledWith(MESSAGES.popupBlocked);
  });
});
