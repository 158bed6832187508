import type { AdminSession } from '@launchdeck/protocol';
import type { SessionsRepository } from '../../auth/index.ts';
import { sessionHandle } from '../../auth/index.ts';
import type { Connections } from '../../realtime/connections.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { AdminTargets } from '../targets.ts';

export type SessionsAdminDeps = {
  sessions: Pick<SessionsRepository, 'listLive' | 'deleteAllOf'>;
  connections: Connections;
  targets: AdminTargets;
  audit: AuditLog;
  /** Ends every realtime connection of a login (auth_error, then disconnect), on every node. */
  endUser: (username: string) => void;
  now?: () => Date;
};

/** The admin's Active Sessions (DA §2): who is logged in, from where, and kicking them out. */
export class SessionsAdmin {
  private readonly now: () => Date;

  constructor(private readonly deps: SessionsAdminDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Live sessions of enabled logins, newest first, with their sockets on every node. */
  async list(): Promise<AdminSession[]> {
    const [rows, connections] = await Promise.all([
      this.deps.sessions.listLive(this.now()),
      this.deps.connections(),
    ]);
    const perSession = new Map<string, number>();
    for (const { sessionHash } of connections) {
      if (sessionHash) perSession.set(sessionHash, (perSession.get(sessionHash) ?? 0) + 1);
    }
    return rows.map((row) => ({
      sessionId: sessionHandle(row.idHash),
      username: row.username,
      ip: row.ip,
      loginTime: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      connections: perSession.get(row.idHash) ?? 0,
    }));
  }

  /** Ends every session, saved login and socket of a login; answers how many sessions ended. */
  async kick(actor: string, username: string): Promise<number> {
    const user = await this.deps.targets.modifiable(username);
    const ended = await this.deps.sessions.deleteAllOf(user.id);
    this.deps.endUser(user.username);
    await this.deps.audit.record({
      actor,
      action: 'user.kick',
      target: user.username,
      detail: `Kicked; ${ended.length} session(s) ended`,
    });
    return ended.length;
  }
}
