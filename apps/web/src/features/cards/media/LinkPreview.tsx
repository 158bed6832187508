import { type LinkCard, tokenizeText } from '@launchdeck/protocol';
import { useEffect, useMemo, useState } from 'react';
import { ExternalLink } from '../ExternalLink.tsx';
import { LinkIcon } from '../icons.tsx';
import { CARD_TEXT } from '../strings.ts';
import { SafeImage } from './SafeImage.tsx';

/**
 * How long a post with a link waits for its card before showing the generic link block. Sources
 * resolve cards a few seconds after the post (the demo's CARD_UPDATEs come at 3.5–4 s).
 */
export const LINK_CARD_WAIT_MS = 5000;

type Props = {
  card: LinkCard | undefined;
  text: string;
  /** When the post was made: an old post does not wait again for a card that never came. */
  createdAt: string | undefined;
};

/** Every link the tokenizer makes starts so; text without it has none to tokenize for. */
const HTTP_SCHEME = /https?:\/\//i;

function firstLink(text: string): string | null {
  if (!HTTP_SCHEME.test(text)) return null;
  for (const token of tokenizeText(text, { memeWords: [] })) {
    if (token.kind === 'link') return token.href;
  }
  return null;
}

function waitLeft(createdAt: string | undefined): number {
  const made = createdAt ? Date.parse(createdAt) : Number.NaN;
  if (Number.isNaN(made)) return LINK_CARD_WAIT_MS;
  return Math.min(LINK_CARD_WAIT_MS, Math.max(0, made + LINK_CARD_WAIT_MS - Date.now()));
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** FC §4 link previews: loading, then loaded (a card, possibly from a CARD_UPDATE), or generic. */
export function LinkPreview({ card, text, createdAt }: Props) {
  const link = useMemo(() => (card ? null : firstLink(text)), [card, text]);
  const [waited, setWaited] = useState(() => waitLeft(createdAt) === 0);

  useEffect(() => {
    if (card || !link || waited) return;
    const timer = setTimeout(() => setWaited(true), waitLeft(createdAt));
    return () => clearTimeout(timer);
  }, [card, link, waited, createdAt]);

  if (card) {
    return (
      <ExternalLink href={card.url} className="link-card" title={card.url}>
        {card.image ? <SafeImage className="link-card-image" src={card.image} /> : null}
        <span className="link-card-body">
          <span className="link-card-site">{card.site_name ?? hostOf(card.url)}</span>
          {card.title ? <span className="link-card-title">{card.title}</span> : null}
          {card.description ? (
            <span className="link-card-description">{card.description}</span>
          ) : null}
        </span>
      </ExternalLink>
    );
  }
  if (!link) return null;
  if (!waited) {
    return (
      <div className="link-card link-card-loading" role="status" aria-busy="true">
        <span className="link-card-site">{hostOf(link)}</span>
        <span className="link-card-skeleton">{CARD_TEXT.linkLoading}</span>
      </div>
    );
  }
  return (
    <ExternalLink href={link} className="link-card link-card-generic" title={link}>
      <span className="link-card-icon">
        <LinkIcon />
      </span>
      <span className="link-card-body">
        <span className="link-card-site">{hostOf(link)}</span>
        <span className="link-card-url">{link}</span>
      </span>
    </ExternalLink>
  );
}
