import type { ComponentType } from 'react';
import { AlertsTab } from './alerts/AlertsTab.tsx';
import { AuditLogTab } from './audit/AuditLogTab.tsx';
import { BlockedAccountsTab } from './blocked/BlockedAccountsTab.tsx';
import { ChatLogsTab } from './chat-logs/ChatLogsTab.tsx';
import { ChatModesTab } from './chat-modes/ChatModesTab.tsx';
import { LaunchesTab } from './launches/LaunchesTab.tsx';
import { SessionsTab } from './sessions/SessionsTab.tsx';
import { UsersTab } from './users/UsersTab.tsx';
import { WatchedAccountsTab } from './watched/WatchedAccountsTab.tsx';
import { CommandWhitelistTab } from './whitelist/CommandWhitelistTab.tsx';

export type AdminTab = { id: string; label: string; Component: ComponentType };

/** DA §2's seven tabs in its order, then ours: the audit log of every admin action, launches, and the watched accounts. */
export const ADMIN_TABS: readonly AdminTab[] = [
  { id: 'users', label: 'User Management', Component: UsersTab },
  { id: 'sessions', label: 'Active Sessions', Component: SessionsTab },
  { id: 'blocked', label: 'Blocked Accounts', Component: BlockedAccountsTab },
  { id: 'chat-modes', label: 'Chat Modes', Component: ChatModesTab },
  { id: 'whitelist', label: 'Command Whitelist', Component: CommandWhitelistTab },
  { id: 'chat-logs', label: 'Chat Logs', Component: ChatLogsTab },
  { id: 'alerts', label: 'Alerts', Component: AlertsTab },
  { id: 'audit', label: 'Audit Log', Component: AuditLogTab },
  { id: 'launches', label: 'Launches', Component: LaunchesTab },
  { id: 'watched', label: 'Watched Accounts', Component: WatchedAccountsTab },
];
