import { type ChatMode, ChatModeSchema } from '@launchdeck/protocol';
import { useId } from 'react';
import { useChat, useChatController } from './context.tsx';
import { CHAT_TEXT } from './strings.ts';
import { useHasGroup } from './useHasGroup.ts';
import './chat-box.css';

/**
 * FC §2 Chat Mode selector: Public Chat, Group Chat, Mute Chat; Group Chat is disabled with the
 * hint 'Join a group first' while the user has no group. `compact` is the chat box's switch.
 */
export function ChatModeButtons({ compact = false }: { compact?: boolean }) {
  const { setMode } = useChatController();
  const mode = useChat((state) => state.mode);
  const hasGroup = useHasGroup();
  const hintId = useId();
  const labels = compact ? CHAT_TEXT.shortModes : CHAT_TEXT.modes;

  const button = (option: ChatMode) => {
    const locked = option === 'group' && !hasGroup;
    return (
      <button
        key={option}
        type="button"
        className={mode === option ? `chat-mode is-${option} is-active` : `chat-mode is-${option}`}
        aria-pressed={mode === option}
        disabled={locked}
        title={locked ? CHAT_TEXT.joinGroupFirst : undefined}
        aria-describedby={locked && !compact ? hintId : undefined}
        onClick={() => setMode(option)}
      >
        {labels[option]}
      </button>
    );
  };

  return (
    <div className={compact ? 'chat-modes is-compact' : 'chat-modes'}>
      <fieldset className="chat-mode-buttons">
        <legend className="visually-hidden">{CHAT_TEXT.modeHeading}</legend>
        {ChatModeSchema.options.map(button)}
      </fieldset>
      {!hasGroup && !compact ? (
        <p id={hintId} className="chat-mode-hint">
          {CHAT_TEXT.joinGroupFirst}
        </p>
      ) : null}
    </div>
  );
}
