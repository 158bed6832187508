import type { AuditAction } from '@launchdeck/protocol';
import { TAB_PARTS_TEXT } from '../tab-parts/tab-parts-text.ts';

/** The Audit Log tab's words (ours). */
export const AUDIT_TEXT = {
  title: 'Audit Log',
  count: (count: number) => TAB_PARTS_TEXT.count(count, 'entry', 'entries'),
  note: 'Every change an administrator made, newest first.',
  entries: 'Newest entries',
  search: 'Search audit log',
  searchPlaceholder: 'Admin, action, target or detail',
  tableLabel: 'Admin actions, newest first',
  empty: 'No admin action has been recorded yet.',
  columns: { time: 'Time', admin: 'Admin', action: 'Action', target: 'Target', detail: 'Detail' },
  noTarget: '—',
} as const;

/** Each recorded action as the admin reads it; a new AuditAction without a label fails to compile. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.add': 'User added',
  'user.update': 'User updated',
  'user.delete': 'User deleted',
  'user.enable': 'User enabled',
  'user.disable': 'User disabled',
  'user.can_chat': 'Chat permission changed',
  'user.can_deploy': 'Deploy permission changed',
  'user.discord_id': 'Discord ID set',
  'user.kick': 'User kicked',
  'blocked.add': 'Account blocked',
  'blocked.remove': 'Account unblocked',
  'watched.add': 'Watched account added',
  'watched.remove': 'Watched account removed',
  'whitelist.add': 'Command whitelist: added',
  'whitelist.remove': 'Command whitelist: removed',
  'alert.send': 'Alert sent',
  'test_post.send': 'Test post sent',
  'settings.require_2fa': 'Two-factor requirement changed',
  'settings.auto_launch': 'Auto-launch turned on or off for everyone',
  'user.auto_launch': 'Auto-launch turned on or off for a trader',
  'account.codes_locked': 'Code checks locked (too many wrong codes)',
};
