import { type TextToken, tokenizeText } from '@launchdeck/protocol';
import { memo, type ReactNode, useMemo } from 'react';
import { useActiveMemeWords } from '../meme-words/index.ts';
import { ContractAddressChip } from './ContractAddressChip.tsx';
import { ExternalLink } from './ExternalLink.tsx';
import { type PlatformName, profileUrl } from './platform.ts';

type Props = {
  text: string | undefined;
  /** Where @mentions link to: the platform the text was posted on. */
  platform: PlatformName;
  className?: string;
  /** The text of a deleted post: its address chips mark their trading links. */
  fromDeletedPost?: boolean;
};

function renderToken(
  token: TextToken,
  index: number,
  platform: PlatformName,
  fromDeletedPost: boolean,
): ReactNode {
  switch (token.kind) {
    case 'text':
      return token.text;
    case 'link':
      return (
        <ExternalLink key={index} href={token.href} className="post-link">
          {token.text}
        </ExternalLink>
      );
    case 'mention': {
      const href = profileUrl(platform, token.handle);
      return href ? (
        <ExternalLink key={index} href={href} className="post-mention">
          {token.text}
        </ExternalLink>
      ) : (
        <span key={index} className="post-mention">
          {token.text}
        </span>
      );
    }
    case 'address':
      return (
        <ContractAddressChip
          key={index}
          address={token.address}
          chain={token.chain}
          text={token.text}
          fromDeletedPost={fromDeletedPost}
        />
      );
    case 'meme':
      return (
        <mark key={index} className="post-meme">
          {token.text}
        </mark>
      );
    case 'ticker':
      return (
        <span key={index} className="post-ticker">
          {token.text}
        </span>
      );
  }
}

/**
 * Post text as React nodes only (never HTML, FC §5 / README Security): links, mentions, contract
 * address chips, meme words and $TICKERs from the shared tokenizer; everything else is text.
 */
export const PostText = memo(function PostText({
  text,
  platform,
  className,
  fromDeletedPost = false,
}: Props) {
  const memeWords = useActiveMemeWords();
  const tokens = useMemo(() => tokenizeText(text ?? '', { memeWords }), [text, memeWords]);
  if (!text) return null;
  return (
    <p className={className ? `post-text ${className}` : 'post-text'} dir="auto">
      {tokens.map((token, index) => renderToken(token, index, platform, fromDeletedPost))}
    </p>
  );
});
