import type { ActiveChatMode } from '@launchdeck/protocol';
import { ChatModeBadge } from './ChatModeBadge.tsx';
import { CHAT_MODES_TEXT } from './chat-modes-text.ts';
import '../admin-panel.css';
import '../tab-parts/admin-controls.css';
import '../tab-parts/tab-parts.css';
import './chat-modes.css';

/** The users connected right now, each with the mode it chats in. */
export function ActiveModes({ active }: { active: readonly ActiveChatMode[] }) {
  return (
    <section className="admin-modes-active" aria-labelledby="admin-modes-active-title">
      <header className="admin-part-head">
        <h3 id="admin-modes-active-title" className="admin-modes-subtitle">
          {CHAT_MODES_TEXT.activeTitle}
        </h3>
        <span className="admin-count">{CHAT_MODES_TEXT.activeCount(active.length)}</span>
      </header>
      {active.length === 0 ? (
        <p className="admin-empty">{CHAT_MODES_TEXT.noneActive}</p>
      ) : (
        <ul className="admin-modes-active-list" aria-label={CHAT_MODES_TEXT.activeLabel}>
          {active.map(({ username, chatMode }) => (
            <li key={username} className="admin-modes-active-user">
              <span className="admin-dot is-online" aria-hidden="true" />
              <span className="admin-modes-name">{username}</span>
              <ChatModeBadge mode={chatMode} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
