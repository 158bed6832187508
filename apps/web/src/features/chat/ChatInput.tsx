import { isVisiblyEmpty, LIMITS } from '@launchdeck/protocol';
import { type FormEvent, useId } from 'react';
import { useChat, useChatController } from './context.tsx';
import { CHAT_TEXT } from './strings.ts';
import './chat-input.css';

/** The counter appears once a line is within 200 characters of the 2,000 cap. */
export const COUNTER_FROM = LIMITS.chatMessageMax - 200;

/**
 * The line being typed: Enter sends it, the counter warns near the limit, muted mode locks it. It
 * empties once the server has taken the line. Send is off while the line shows nothing (blank, or
 * only invisible characters such as ZWSP or U+3164: isVisiblyEmpty).
 */
export function ChatInput() {
  const { send, setDraft } = useChatController();
  const muted = useChat((state) => state.mode === 'mute');
  // The text stays until the server takes the line; a refused line is still there to retry.
  const text = useChat((state) => state.draft);
  const ids = { input: useId(), counter: useId() };
  const counting = text.length >= COUNTER_FROM;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(text);
  };

  return (
    <form className="chat-input" onSubmit={submit}>
      <label htmlFor={ids.input} className="visually-hidden">
        {CHAT_TEXT.inputLabel}
      </label>
      <input
        id={ids.input}
        className="chat-input-field"
        value={text}
        onChange={(event) => setDraft(event.target.value)}
        maxLength={LIMITS.chatMessageMax}
        placeholder={muted ? CHAT_TEXT.mutedPlaceholder : CHAT_TEXT.inputPlaceholder}
        disabled={muted}
        autoComplete="off"
        aria-describedby={counting ? ids.counter : undefined}
      />
      {counting ? (
        <span
          id={ids.counter}
          className={text.length >= LIMITS.chatMessageMax ? 'chat-counter is-full' : 'chat-counter'}
        >
          {text.length}/{LIMITS.chatMessageMax}
        </span>
      ) : null}
      <button
        type="submit"
        className="btn btn-primary chat-send"
        disabled={muted || isVisiblyEmpty(text)}
      >
        {CHAT_TEXT.send}
      </button>
    </form>
  );
}
