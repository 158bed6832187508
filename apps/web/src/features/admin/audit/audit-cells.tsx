import type { AuditEntry } from '@launchdeck/protocol';
import { formatAdminTime } from '../tab-parts/admin-time.ts';
import type { VirtualColumn } from '../VirtualRows.tsx';
import { AUDIT_ACTION_LABELS, AUDIT_TEXT } from './audit-text.ts';

const { columns } = AUDIT_TEXT;

export const AUDIT_COLUMNS: readonly VirtualColumn[] = [
  { id: 'time', label: columns.time, width: '170px' },
  { id: 'admin', label: columns.admin, width: 'minmax(0, 1fr)' },
  { id: 'action', label: columns.action, width: '200px' },
  { id: 'target', label: columns.target, width: 'minmax(0, 1fr)' },
  { id: 'detail', label: columns.detail, width: 'minmax(0, 2fr)' },
];

/** The fields a search looks in: the readable action, not its code. */
export const auditSearchFields = (entry: AuditEntry) => [
  entry.actor,
  AUDIT_ACTION_LABELS[entry.action],
  entry.target,
  entry.detail,
];

/** One audit entry's cells; the target and detail name users and handles, so React text only. */
export function auditCells(entry: AuditEntry) {
  return [
    <time key="time" dateTime={entry.at}>
      {formatAdminTime(entry.at)}
    </time>,
    entry.actor,
    AUDIT_ACTION_LABELS[entry.action],
    entry.target ?? AUDIT_TEXT.noTarget,
    <span key="detail" title={entry.detail}>
      {entry.detail}
    </span>,
  ];
}
