import { useChat, useChatController } from './context.tsx';
import { CHAT_TEXT } from './strings.ts';
import './chat-message-list.css';

/** A command's result or why a line or mode change was refused, until dismissed or replaced. */
export function ChatNoticeLine() {
  const { dismissNotice } = useChatController();
  const notice = useChat((state) => state.notice);
  if (!notice) return null;
  return (
    <p
      className={`chat-notice is-${notice.tone}`}
      role={notice.tone === 'error' ? 'alert' : 'status'}
    >
      <span>{notice.text}</span>
      <button
        type="button"
        className="chat-notice-dismiss"
        aria-label={CHAT_TEXT.dismiss}
        onClick={dismissNotice}
      >
        ×
      </button>
    </p>
  );
}
