import { GroupPanel } from '../groups/index.ts';
import { Modal } from '../modal/index.ts';
import { ChatModeButtons } from './ChatModeButtons.tsx';
import { ChatNoticeLine } from './ChatNoticeLine.tsx';
import { CurrentGroup } from './CurrentGroup.tsx';
import { useChat, useChatController } from './context.tsx';
import { CHAT_TEXT } from './strings.ts';
import './chat-settings-modal.css';

/**
 * FC §2 Chat Settings: the current group, the Chat Mode buttons and the group panel's tabs.
 * Opening it (the chat box's button or the server's open_private_modal) resets to Join and
 * re-applies the stored mode (FC §4, done by the store's openSettings).
 */
export function ChatSettingsModal() {
  const { closeSettings } = useChatController();
  const open = useChat((state) => state.settingsOpen);
  if (!open) return null;
  return (
    <Modal title={CHAT_TEXT.settingsTitle} className="chat-settings-modal" onClose={closeSettings}>
      <CurrentGroup />
      <section className="chat-settings-modes" aria-label={CHAT_TEXT.modeHeading}>
        <h3 className="chat-section-title">{CHAT_TEXT.modeHeading}</h3>
        <ChatModeButtons />
        <ChatNoticeLine />
      </section>
      <GroupPanel />
    </Modal>
  );
}
