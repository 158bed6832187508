import type { ChatLogEntry } from '@launchdeck/protocol';
import { formatAdminTime } from '../tab-parts/admin-time.ts';
import type { VirtualColumn } from '../VirtualRows.tsx';
import { CHAT_LOG_TYPE_BADGES, CHAT_LOGS_TEXT } from './chat-logs-text.ts';
import '../tab-parts/admin-controls.css';
import './chat-logs.css';

const { columns } = CHAT_LOGS_TEXT;

export const CHAT_LOG_COLUMNS: readonly VirtualColumn[] = [
  { id: 'time', label: columns.time, width: '170px' },
  { id: 'type', label: columns.type, width: '90px' },
  { id: 'group', label: columns.group, width: '90px' },
  { id: 'username', label: columns.username, width: 'minmax(0, 1fr)' },
  { id: 'message', label: columns.message, width: 'minmax(0, 3fr)' },
];

/**
 * One chat line's cells. The message is untrusted: React text only, so a line of HTML shows as
 * the characters typed; the whole text is its tooltip when the cell cuts it short.
 */
export function chatLogCells(line: ChatLogEntry) {
  const badge = CHAT_LOG_TYPE_BADGES[line.type];
  return [
    <time key="time" dateTime={line.timestamp}>
      {formatAdminTime(line.timestamp)}
    </time>,
    <span key="type" className={`admin-badge ${badge.tone}`}>
      {badge.label}
    </span>,
    line.group ?? CHAT_LOGS_TEXT.noGroup,
    line.username,
    <span key="message" className="admin-logs-message" title={line.message}>
      {line.message}
    </span>,
  ];
}
