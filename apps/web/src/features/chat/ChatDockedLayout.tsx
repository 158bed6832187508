import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useNarrowScreen } from '../../lib/use-narrow-screen.ts';
import { ChatDock } from './ChatDock.tsx';
import { CHAT_TEXT } from './strings.ts';

type Pane = 'feed' | 'chat';
const PANES: readonly Pane[] = ['feed', 'chat'];

/**
 * A view's main column (`children`, its `<main>`) with the chat docked on its right. Below 700 px
 * (issue 50) there is no room for both: a Feed | Chat tab switch shows one at a time, full width
 * (chat-dock.css hides the other), and the chat's hide button goes back to the feed.
 */
export function ChatDockedLayout({ children }: { children: ReactNode }) {
  const narrow = useNarrowScreen();
  const [pane, setPane] = useState<Pane>('feed');
  return (
    <div className="chat-docked-layout" data-pane={narrow ? pane : undefined}>
      {narrow ? <PaneTabs pane={pane} onChange={setPane} /> : null}
      {children}
      <ChatDock onHide={narrow ? () => setPane('feed') : undefined} />
    </div>
  );
}

/** The two tabs, with the arrow keys moving between them (ARIA tabs pattern). */
function PaneTabs({ pane, onChange }: { pane: Pane; onChange: (pane: Pane) => void }) {
  const tabs = useRef<Partial<Record<Pane, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = pane === 'feed' ? 'chat' : 'feed';
    onChange(next);
    tabs.current[next]?.focus();
  };
  return (
    <div className="pane-tabs" role="tablist" aria-label={CHAT_TEXT.panes}>
      {PANES.map((each) => (
        <button
          key={each}
          ref={(element) => {
            tabs.current[each] = element;
          }}
          type="button"
          role="tab"
          className="pane-tab"
          aria-selected={pane === each}
          tabIndex={pane === each ? 0 : -1}
          onClick={() => onChange(each)}
          onKeyDown={onKeyDown}
        >
          {each === 'feed' ? CHAT_TEXT.feedPane : CHAT_TEXT.chatPane}
        </button>
      ))}
    </div>
  );
}
