import {
  ACCOUNT_SECURITY_MESSAGES,
  type AccountSession,
  type SessionEndReason,
} from '@launchdeck/protocol';
import type { SessionsRepository } from '../auth/index.ts';
import { sessionHandle } from '../auth/index.ts';
import { HttpError } from '../http/errors.ts';
import type { Connections } from '../realtime/connections.ts';

export type OwnSessionsDeps = {
  sessions: Pick<SessionsRepository, 'listOf' | 'deleteOthersOf' | 'deleteOneOf'>;
  connections: Connections;
  /**
   * Tells a session's sockets it ended (auth_error; here `ended_elsewhere`, issue 50: its windows
   * say it was ended from another device), then closes them, on every node.
   */
  endSession: (idHash: string, reason: SessionEndReason) => void;
  now?: () => Date;
};

/**
 * A trader's own sessions (the connected-apps list of a wallet): where each is from, and ending
 * the others or one. Ending a session ends its saved login and its sockets, as the admin's kick.
 */
export class OwnSessions {
  private readonly now: () => Date;

  constructor(private readonly deps: OwnSessionsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** The user's live sessions, newest login first, with their sockets on every node. */
  async list(userId: number, currentHash: string): Promise<AccountSession[]> {
    const [rows, connections] = await Promise.all([
      this.deps.sessions.listOf(userId, this.now()),
      this.deps.connections(),
    ]);
    const perSession = new Map<string, number>();
    for (const { sessionHash } of connections) {
      if (sessionHash) perSession.set(sessionHash, (perSession.get(sessionHash) ?? 0) + 1);
    }
    return rows.map((row) => ({
      id: sessionHandle(row.idHash),
      current: row.idHash === currentHash,
      ip: row.ip,
      loginTime: row.createdAt.toISOString(),
      lastSeen: row.lastSeenAt.toISOString(),
      userAgent: row.userAgent,
      connections: perSession.get(row.idHash) ?? 0,
    }));
  }

  /** Ends every session of the user but the current one; answers how many ended. */
  async endOthers(userId: number, currentHash: string): Promise<number> {
    const ended = await this.deps.sessions.deleteOthersOf(userId, currentHash);
    for (const idHash of ended) this.deps.endSession(idHash, 'ended_elsewhere');
    return ended.length;
  }

  /** Ends the user's session behind a handle (the current one too: a logout); 404 when not theirs. */
  async endOne(userId: number, handle: string): Promise<void> {
    const rows = await this.deps.sessions.listOf(userId, this.now());
    const row = rows.find((each) => sessionHandle(each.idHash) === handle);
    if (!row || !(await this.deps.sessions.deleteOneOf(userId, row.idHash)))
      throw new HttpError(404, ACCOUNT_SECURITY_MESSAGES.sessionNotFound);
    this.deps.endSession(row.idHash, 'ended_elsewhere');
  }
}
