import { z } from 'zod';

/**
 * Every admin action the audit log records (ours: DA §6 lists what the admin may do), and the
 * security events an admin must see.
 */
export const AuditAction = z.enum([
  'user.add',
  'user.update',
  'user.delete',
  'user.enable',
  'user.disable',
  'user.can_chat',
  'user.can_deploy',
  'user.discord_id',
  'user.kick',
  'blocked.add',
  'blocked.remove',
  'watched.add',
  'watched.remove',
  'whitelist.add',
  'whitelist.remove',
  'alert.send',
  'test_post.send',
  'settings.require_2fa',
  /** Issue 53: auto-launch turned on or off for everyone, or for one trader. */
  'settings.auto_launch',
  'user.auto_launch',
  /** Not the admin's: an account's code checks locked after too many wrong codes (issue 47). */
  'account.codes_locked',
]);
export type AuditAction = z.infer<typeof AuditAction>;

/** One admin action: who, what, on whom, when, and a human sentence of the change. */
export const AuditEntry = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  actor: z.string(),
  action: AuditAction,
  /** The login, handle or post the action was on; null for an alert to everyone. */
  target: z.string().nullable(),
  detail: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AUDIT_LOG_LIMIT = { default: 200, max: 5000 } as const;

/** GET /api/admin/audit-log?limit=N (ours). */
export const AuditLogQuery = z.object({
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(AUDIT_LOG_LIMIT.max, `must be at most ${AUDIT_LOG_LIMIT.max}`)
    .default(AUDIT_LOG_LIMIT.default),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

/** Newest first. */
export const AuditLogResponseBody = z.object({ entries: z.array(AuditEntry) });
export type AuditLogResponseBody = z.infer<typeof AuditLogResponseBody>;
