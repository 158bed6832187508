import type { ChatMessage } from '@launchdeck/protocol';
import { useLayoutEffect, useRef } from 'react';
import { ChatLineText } from './ChatLineText.tsx';
import { useChat } from './context.tsx';
import { CHAT_TEXT } from './strings.ts';
import './chat-message-list.css';

/** How close to the bottom (px) still counts as reading the newest lines. */
const STICK_TO_BOTTOM_PX = 48;

export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/**
 * The lines of the current mode, oldest first, as plain text (never HTML) with contract address
 * chips (ChatLineText). New lines scroll into view only when the reader is already at the bottom,
 * so reading back is not yanked away.
 */
export function ChatMessageList() {
  const messages = useChat((state) => state.messages);
  const list = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);

  useLayoutEffect(() => {
    const node = list.current;
    if (node && atBottom.current && messages.length) node.scrollTop = node.scrollHeight;
  }, [messages]);

  if (messages.length === 0) return <p className="chat-empty">{CHAT_TEXT.empty}</p>;
  return (
    <ol
      ref={list}
      className="chat-lines"
      aria-label="Messages"
      aria-live="polite"
      onScroll={(event) => {
        const node = event.currentTarget;
        atBottom.current =
          node.scrollHeight - node.scrollTop - node.clientHeight < STICK_TO_BOTTOM_PX;
      }}
    >
      {messages.map((message) => (
        <ChatLine key={message.id} message={message} />
      ))}
    </ol>
  );
}

function ChatLine({ message }: { message: ChatMessage }) {
  return (
    <li className="chat-line">
      <div className="chat-line-meta">
        <span className="chat-line-user">{message.username}</span>
        <time className="chat-line-time" dateTime={message.timestamp}>
          {formatTime(message.timestamp)}
        </time>
      </div>
      <ChatLineText text={message.message} />
    </li>
  );
}
