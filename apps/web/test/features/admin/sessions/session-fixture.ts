import type { AdminSession } from '@launchdeck/protocol';

let next = 0;

/** A live session as GET /api/admin/sessions lists it, for tests. */
export function makeAdminSession(overrides: Partial<AdminSession> = {}): AdminSession {
  next += 1;
  return {
    sessionId: `handle-${next}`,
    username: 'alice',
    ip: '10.0.0.1',
    loginTime: '2025-01-02T03:04:05.000Z',
    expiresAt: '2025-01-09T03:04:05.000Z',
    connections: 1,
    ...overrides,
  };
}
