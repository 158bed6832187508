import type { ComponentType } from 'react';
import { AlertsTab } from './tabs/AlertsTab.tsx';
import { AuditLogTab } from './tabs/AuditLogTab.tsx';
import { BlockedAccountsTab } from './tabs/BlockedAccountsTab.tsx';
import { ChatLogsTab } from './tabs/ChatLogsTab.tsx';
import { ChatModesTab } from './tabs/ChatModesTab.tsx';
import { CommandWhitelistTab } from './tabs/CommandWhitelistTab.tsx';
import { SessionsTab } from './tabs/SessionsTab.tsx';
import { UsersTab } from './tabs/UsersTab.tsx';

export type AdminTab = { id: string; label: string; Component: ComponentType };

/** DA §2's seven tabs in its order, then ours: the audit log of every admin action. */
export const ADMIN_TABS: readonly AdminTab[] = [
  { id: 'users', label: 'User Management', Component: UsersTab },
  { id: 'sessions', label: 'Active Sessions', Component: SessionsTab },
  { id: 'blocked', label: 'Blocked Accounts', Component: BlockedAccountsTab },
  { id: 'chat-modes', label: 'Chat Modes', Component: ChatModesTab },
  { id: 'whitelist', label: 'Command Whitelist', Component: CommandWhitelistTab },
  { id: 'chat-logs', label: 'Chat Logs', Component: ChatLogsTab },
  { id: 'alerts', label: 'Alerts', Component: AlertsTab },
  { id: 'audit', label: 'Audit Log', Component: AuditLogTab },
];
