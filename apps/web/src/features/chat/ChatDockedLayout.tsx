import { type ReactNode, useState } from 'react';
import { TabList } from '../../lib/TabList.tsx';
import { useNarrowScreen } from '../../lib/use-narrow-screen.ts';
import { ChatDock } from './ChatDock.tsx';
import { CHAT_TEXT } from './strings.ts';

type Pane = 'feed' | 'chat';
const PANE_TABS: readonly { id: Pane; label: string }[] = [
  { id: 'feed', label: CHAT_TEXT.feedPane },
  { id: 'chat', label: CHAT_TEXT.chatPane },
];

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

/** The two tabs (the shared ARIA tab list: arrow keys, Home and End move between them). */
function PaneTabs({ pane, onChange }: { pane: Pane; onChange: (pane: Pane) => void }) {
  return (
    <TabList
      label={CHAT_TEXT.panes}
      tabs={PANE_TABS}
      active={pane}
      onSelect={onChange}
      className="pane-tabs"
      tabClassName="pane-tab"
    />
  );
}
