import type { ChatMode } from '@launchdeck/protocol';
import { CHAT_MODE_BADGES } from './chat-modes-text.ts';
import '../tab-parts/admin-controls.css';

/** A chat mode as a coloured badge: public, group or mute. */
export function ChatModeBadge({ mode }: { mode: ChatMode }) {
  const { label, tone } = CHAT_MODE_BADGES[mode];
  return <span className={`admin-badge ${tone}`}>{label}</span>;
}
