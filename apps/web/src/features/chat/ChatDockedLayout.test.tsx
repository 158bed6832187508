import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatDockedLayout } from './ChatDockedLayout.tsx';
import { CHAT_TEXT } from './strings.ts';

vi.mock('./ChatDock.tsx', () => ({
  ChatDock: ({ onHide }: { onHide?: () => void }) => (
    <aside aria-label="Chat">
      {onHide ? (
        <button type="button" onClick={onHide}>
          {CHAT_TEXT.collapse}
        </button>
      ) : null}
    </aside>
  ),
}));

/** A window `narrow` or not, as matchMedia answers for the phone breakpoint. */
function screenIs(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderLayout() {
  const { container } = render(
    <ChatDockedLayout>
      <main className="app-main">feed</main>
    </ChatDockedLayout>,
  );
  return { layout: container.firstElementChild, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ChatDockedLayout', () => {
  it('on a wide window docks the chat beside the main column, with no tabs', () => {
    screenIs(false);
    const { layout } = renderLayout();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(layout?.getAttribute('data-pane')).toBeNull();
    expect(screen.queryByRole('button', { name: CHAT_TEXT.collapse })).toBeNull();
  });

  it('on a phone shows the feed or the chat behind a Feed | Chat tab switch', async () => {
    screenIs(true);
    const { layout, user } = renderLayout();
    const tabs = screen.getByRole('tablist', { name: CHAT_TEXT.panes });
    expect(tabs).toBeTruthy();
    const feed = screen.getByRole('tab', { name: CHAT_TEXT.feedPane });
    const chat = screen.getByRole('tab', { name: CHAT_TEXT.chatPane });
    expect(layout?.getAttribute('data-pane')).toBe('feed');
    expect(feed.getAttribute('aria-selected')).toBe('true');
    expect(chat.tabIndex).toBe(-1);

    await user.click(chat);
    expect(layout?.getAttribute('data-pane')).toBe('chat');
    expect(chat.getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{ArrowLeft}');
    expect(layout?.getAttribute('data-pane')).toBe('feed');
    expect(document.activeElement).toBe(feed);

    await user.click(chat);
    await user.click(screen.getByRole('button', { name: CHAT_TEXT.collapse }));
    expect(layout?.getAttribute('data-pane')).toBe('feed');
  });
});
