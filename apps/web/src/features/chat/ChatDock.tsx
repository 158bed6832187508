import { useState } from 'react';
import { GroupMembersModal } from '../groups/index.ts';
import { ChatBox } from './ChatBox.tsx';
import { ChatSettingsModal } from './ChatSettingsModal.tsx';
import { CHAT_TEXT } from './strings.ts';
import './chat-dock.css';

/**
 * The chat column docked beside the feed, collapsible to a slim tab. It also holds the chat's
 * modals (Chat Settings and Members), so they exist once per window. With `onHide` (the phone's
 * chat tab, ChatDockedLayout) its hide button calls that instead of collapsing.
 */
export function ChatDock({ onHide }: { onHide?: () => void }) {
  const [collapsed, setCollapsed] = useState(false);
  const shownCollapsed = collapsed && !onHide;
  return (
    <aside className={shownCollapsed ? 'chat-dock is-collapsed' : 'chat-dock'} aria-label="Chat">
      {shownCollapsed ? (
        <button
          type="button"
          className="chat-dock-expand"
          aria-expanded="false"
          aria-label={CHAT_TEXT.expand}
          onClick={() => setCollapsed(false)}
        >
          <span aria-hidden="true">«</span>
          <span className="chat-dock-expand-label">Chat</span>
        </button>
      ) : (
        <ChatBox onCollapse={onHide ?? (() => setCollapsed(true))} />
      )}
      <ChatSettingsModal />
      <GroupMembersModal />
    </aside>
  );
}
