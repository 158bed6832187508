import { type TextToken, tokenizeText } from '@launchdeck/protocol';
import { memo, type ReactNode, useMemo } from 'react';
import { type ChatAddressChip, useChatAddressChip } from './context.tsx';
import './chat-message-list.css';

const NO_MEME_WORDS: readonly string[] = [];

function renderToken(token: TextToken, index: number, Chip: ChatAddressChip | null): ReactNode {
  if (token.kind !== 'address' || !Chip) return token.text;
  return <Chip key={index} address={token.address} chain={token.chain} text={token.text} />;
}

/**
 * A chat line's text as React nodes only (never HTML): contract addresses get the posts' chip
 * (copy action and trading link; ChatProvider's `addressChip`), found by the shared tokenizer, so
 * a word, a hashtag or a piece of a link is never one; everything else (links included) stays
 * plain text. The address is kept on one line (chat.css), so it is never broken across lines.
 */
export const ChatLineText = memo(function ChatLineText({ text }: { text: string }) {
  const Chip = useChatAddressChip();
  const tokens = useMemo(() => tokenizeText(text, { memeWords: NO_MEME_WORDS }), [text]);
  return (
    <p className="chat-line-text">
      {tokens.map((token, index) => renderToken(token, index, Chip))}
    </p>
  );
});
