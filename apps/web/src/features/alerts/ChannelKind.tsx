import type { AlertChannelKind } from '@launchdeck/protocol';
import type { ReactNode } from 'react';
import { CHANNEL_KIND_LABELS } from './strings.ts';

/** Each kind's glyph on a 16-unit grid, drawn in the text's colour. */
const GLYPHS: Readonly<Record<AlertChannelKind, ReactNode>> = {
  // A request leaving for an endpoint: an arrow into a bar.
  webhook: (
    <path
      d="M2 8h8.5M7 4.5 10.5 8 7 11.5M13.5 3v10"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  // A paper plane.
  telegram: (
    <path
      d="M1.6 7.4 14.2 2.5c.6-.2 1.1.2.9.9l-2.1 9.9c-.1.6-.8.9-1.3.5L8.4 11.5l-1.6 1.6c-.2.2-.6.1-.6-.2V10.3l5.3-5-6.6 4.2-3.3-1c-.7-.2-.7-.9 0-1.1Z"
      fill="currentColor"
    />
  ),
  // Discord's controller face: two eyes cut out of its head.
  discord: (
    <path
      fillRule="evenodd"
      d="M3.2 3.9C4.6 3.3 5.6 3 6.4 2.9l.4.9c.8-.1 1.6-.1 2.4 0l.4-.9c.8.1 1.8.4 3.2 1 1.6 2.4 2.2 4.9 2 7.6-1.2.9-2.4 1.4-3.5 1.7l-.8-1.2c.5-.2.9-.4 1.3-.7l-.3-.2c-2.3 1.1-4.7 1.1-7 0l-.3.2c.4.3.8.5 1.3.7l-.8 1.2c-1.1-.3-2.3-.8-3.5-1.7-.2-2.7.4-5.2 2-7.6ZM6 7.3c-.6 0-1.1.6-1.1 1.3S5.4 9.9 6 9.9s1.1-.6 1.1-1.3S6.6 7.3 6 7.3Zm4 0c-.6 0-1.1.6-1.1 1.3s.5 1.3 1.1 1.3 1.1-.6 1.1-1.3-.5-1.3-1.1-1.3Z"
      fill="currentColor"
    />
  ),
  // A bell: a browser's notification.
  push: (
    <path
      d="M8 1.5c-2.5 0-4.3 1.9-4.3 4.4v2.6L2.4 10.8c-.3.5 0 1.2.6 1.2h10c.6 0 .9-.7.6-1.2l-1.3-2.3V5.9c0-2.5-1.8-4.4-4.3-4.4ZM6.2 13.2a1.9 1.9 0 0 0 3.6 0Z"
      fill="currentColor"
    />
  ),
};

/** A channel kind's icon; its word is said beside it, so the icon itself is not read out. */
export function ChannelKindIcon({ kind }: { kind: AlertChannelKind }) {
  return (
    <svg
      className={`alerts-kind-icon is-${kind}`}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      {GLYPHS[kind]}
    </svg>
  );
}

/** A channel's kind as a small tag: its icon and its word. */
export function ChannelKindTag({ kind }: { kind: AlertChannelKind }) {
  return (
    <span className={`alerts-kind is-${kind}`}>
      <ChannelKindIcon kind={kind} />
      {CHANNEL_KIND_LABELS[kind]}
    </span>
  );
}
