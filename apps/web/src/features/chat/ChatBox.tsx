import { MESSAGES } from '@launchdeck/protocol';
import { useGroups } from '../groups/index.ts';
import { ChatInput } from './ChatInput.tsx';
import { ChatMessageList } from './ChatMessageList.tsx';
import { ChatModeButtons } from './ChatModeButtons.tsx';
import { ChatNoticeLine } from './ChatNoticeLine.tsx';
import { useChat, useChatController } from './context.tsx';
import { CHAT_TEXT } from './strings.ts';
import './chat-box.css';
import './chat-message-list.css';

/**
 * FC §2 chat box: the lines of the current mode, the mode switch, the group in group mode, the
 * 'Chat muted' notice (3 s, FC §9) and a button to Chat Settings. Self-contained, so the
 * Settings dialog's Site Chat category can embed it too; `onCollapse` adds a hide button.
 */
export function ChatBox({ onCollapse }: { onCollapse?: () => void }) {
  const { openSettings } = useChatController();
  const mode = useChat((state) => state.mode);
  const mutedNotice = useChat((state) => state.mutedNotice);
  const code = useChat((state) => state.currentGroup);
  const groupName = useGroups((state) => state.groups.find((group) => group.code === code)?.name);

  return (
    <section className="chat-box" aria-label={CHAT_TEXT.title}>
      <header className="chat-box-header">
        <h2 className="chat-box-title">{CHAT_TEXT.title}</h2>
        <button
          type="button"
          className="chat-icon-button"
          aria-label={CHAT_TEXT.openSettings}
          title={CHAT_TEXT.openSettings}
          onClick={openSettings}
        >
          ⚙
        </button>
        {onCollapse ? (
          <button
            type="button"
            className="chat-icon-button"
            aria-label={CHAT_TEXT.collapse}
            title={CHAT_TEXT.collapse}
            aria-expanded="true"
            onClick={onCollapse}
          >
            »
          </button>
        ) : null}
      </header>
      <ChatModeButtons compact />
      {mode === 'group' && code ? (
        <p className="chat-box-group">
          <span className="chat-box-group-label">Group</span>
          <span className="chat-group-name">{groupName ?? code}</span>
        </p>
      ) : null}
      {mutedNotice ? (
        <p className="chat-muted-notice" role="status">
          {CHAT_TEXT.chatMuted}
        </p>
      ) : null}
      {mode === 'mute' ? <p className="chat-empty">{MESSAGES.chatMuted}</p> : <ChatMessageList />}
      <ChatNoticeLine />
      <ChatInput />
    </section>
  );
}
