import { ACCOUNT_SECURITY_MESSAGES, isSessionIdForm, MESSAGES } from '@launchdeck/protocol';
import { HttpError } from '../http/errors.ts';
import { decoyPasswordHash, digestToken, newToken, verifyPassword } from '../secrets/secrets.ts';
import type { UserRow, UsersRepository } from '../users/index.ts';
import type { LoginLimiter } from './login-limiter.ts';
import type { ActiveSession, SessionsRepository } from './sessions-repository.ts';

/** What a code given for a login comes to: 2FA off, no code given, a wrong one, or a good one. */
/** A code check's outcome; `used`: a right code of a step already accepted (issue 50). */
export type CodeVerdict = 'off' | 'missing' | 'wrong' | 'used' | 'ok';

export type AuthDeps = {
  users: UsersRepository;
  sessions: SessionsRepository;
  limiter: LoginLimiter;
  sessionTtlMs: number;
  /** A session with no socket connected for this long ends (its window was closed or lost). */
  sessionIdleMs: number;
  rememberTtlMs: number;
  isAdmin: (username: string) => boolean;
  /** Two-factor login: a login's code checked, and whether the administrator requires 2FA. */
  twoFactor: {
    verify: (userId: number, code: string | undefined) => Promise<CodeVerdict>;
    isRequired: () => Promise<boolean>;
  };
  now?: () => Date;
};

export type LoginResult = {
  sessionId: string;
  username: string;
  isAdmin: boolean;
  rememberToken?: string;
  twoFactorSetupRequired?: true;
};

/** Where a login comes from: the sessions list shows it, and the other windows are told. */
export type LoginOrigin = { ip: string; userAgent: string; deviceId?: string };

/** A 401 that asks for the two-factor code (`twoFactorRequired: true` in its body). */
export class TwoFactorRequiredError extends HttpError {
  override toBody() {
    return { error: this.message, twoFactorRequired: true as const };
  }
}

/** Session lifecycle: password and remember-token logins, lookup, logout. */
export class AuthService {
  private readonly now: () => Date;
  /** Idle time is counted from this process's start at the earliest (see expireIdle). */
  private readonly startedAt: Date;
  /** Sessions an HTTP call used since the last upkeep: seen as surely as by a socket. */
  private readonly usedOverHttp = new Set<string>();

  constructor(private readonly deps: AuthDeps) {
    this.now = deps.now ?? (() => new Date());
    this.startedAt = this.now();
  }

  /** Is this the reserved admin account (config.adminUsername)? */
  isAdmin(username: string): boolean {
    return this.deps.isAdmin(username);
  }

  async login(
    input: { username: string; password: string; remember?: boolean; code?: string } & LoginOrigin,
  ) {
    const ipKey = `ip:${input.ip}`;
    const userKey = `user:${input.username.toLowerCase()}`;
    if (!(await this.deps.limiter.admit([ipKey, userKey])))
      throw new HttpError(429, MESSAGES.loginRateLimited);
    const user = await this.deps.users.findByUsername(input.username);
    // Verify against a decoy when the user is unknown, so timing does not reveal which names exist.
    const ok = await verifyPassword(
      user?.passwordHash ?? (await decoyPasswordHash()),
      input.password,
    );
    if (!user || !ok || !user.enabled) throw new HttpError(401, MESSAGES.loginFailed);
    const verdict = await this.secondFactor(user.id, input.code, [ipKey, userKey]);
    await this.deps.limiter.succeeded(ipKey, userKey);
    return this.startSession(user, input, input.remember === true, verdict);
  }

  /**
   * One-click login as the saved user. The token is spent and a new one handed back. With 2FA on,
   * a token used on another device than the one it was saved on needs the code too (the token is
   * spent only once that is given).
   */
  async loginRemembered(
    input: { username: string; rememberToken: string; code?: string } & LoginOrigin,
  ) {
    const ipKey = `ip:${input.ip}`;
    if (!(await this.deps.limiter.admit([ipKey])))
      throw new HttpError(429, MESSAGES.loginRateLimited);
    const tokenHash = digestToken(input.rememberToken);
    const token = await this.deps.sessions.findRememberToken(tokenHash, this.now());
    const user = token === undefined ? undefined : await this.deps.users.findById(token.userId);
    if (!user?.enabled || user.username.toLowerCase() !== input.username.toLowerCase()) {
      throw new HttpError(401, MESSAGES.rememberedLoginFailed);
    }
    const sameDevice =
      token?.deviceHash != null &&
      input.deviceId !== undefined &&
      token.deviceHash === digestToken(input.deviceId);
    const userKey = `user:${user.username.toLowerCase()}`;
    // A code tried here counts for the login's name too, as at the password login.
    if (!sameDevice && input.code !== undefined && !(await this.deps.limiter.admit([userKey])))
      throw new HttpError(429, MESSAGES.loginRateLimited);
    const verdict = sameDevice
      ? await this.deps.twoFactor.verify(user.id, undefined) // 'off', or 'missing' (2FA on): no code needed
      : await this.secondFactor(user.id, input.code, [ipKey]);
    if ((await this.deps.sessions.consumeRememberToken(tokenHash, this.now())) !== user.id)
      throw new HttpError(401, MESSAGES.rememberedLoginFailed);
    await this.deps.limiter.succeeded(ipKey, sameDevice ? undefined : userKey);
    return this.startSession(user, input, true, verdict);
  }

  /**
   * The second factor of a login whose password (or saved login) was good: none needed (2FA off),
   * or a good code. No code: 401 asking for it, and the attempt given back (no code was tried);
   * a wrong code: 401, and the attempt stays counted like a wrong password.
   */
  private async secondFactor(
    userId: number,
    code: string | undefined,
    keys: readonly string[],
  ): Promise<CodeVerdict> {
    const verdict = await this.deps.twoFactor.verify(userId, code);
    if (verdict === 'missing') {
      await this.deps.limiter.giveBack(keys);
      throw new TwoFactorRequiredError(401, ACCOUNT_SECURITY_MESSAGES.codeRequired);
    }
    if (verdict === 'wrong')
      throw new TwoFactorRequiredError(401, ACCOUNT_SECURITY_MESSAGES.codeWrong);
    if (verdict === 'used')
      throw new TwoFactorRequiredError(401, ACCOUNT_SECURITY_MESSAGES.codeUsed);
    return verdict;
  }

  async forgetLogin(rememberToken: string): Promise<void> {
    await this.deps.sessions.deleteRememberToken(digestToken(rememberToken));
  }

  /**
   * The live session behind an id, or undefined when unknown, expired or its user disabled, or
   * when the id is not exactly a session id's form (issue 47: HTTP calls and the socket handshake
   * and events alike; nothing is trimmed, so a padded id is no session).
   */
  async resolve(sessionId: string): Promise<ActiveSession | undefined> {
    if (!isSessionIdForm(sessionId)) return undefined;
    return this.deps.sessions.findActive(digestToken(sessionId), this.now());
  }

  /** As resolve, for an HTTP call: the session counts as seen at the next upkeep (expireIdle). */
  async resolveForRequest(sessionId: string): Promise<ActiveSession | undefined> {
    if (!isSessionIdForm(sessionId)) return undefined;
    const idHash = digestToken(sessionId);
    const session = await this.deps.sessions.findActive(idHash, this.now());
    if (session) this.usedOverHttp.add(idHash);
    return session;
  }

  /** Ends a session; answers its digest (the realtime room name) when it existed. */
  async logout(sessionId: string): Promise<string | undefined> {
    const idHash = digestToken(sessionId);
    return (await this.deps.sessions.deleteSession(idHash)) ? idHash : undefined;
  }

  /** Deletes expired sessions and tokens; answers the digests (room names) of the sessions ended. */
  purgeExpired(): Promise<string[]> {
    return this.deps.sessions.deleteExpired(this.now());
  }

  /**
   * The sessions with a socket connected now, or used by an HTTP call since the last upkeep, are
   * seen; the others end once unseen for sessionIdleMs. Answers the digests of the sessions ended.
   * No session ends for idleness in the first sessionIdleMs after this process started: a restart
   * cuts every socket, and its browsers need the time to reconnect (a node that was down may also
   * have missed their last sighting).
   */
  async expireIdle(connected: readonly string[]): Promise<string[]> {
    const now = this.now();
    const seen = new Set([...connected, ...this.usedOverHttp]);
    this.usedOverHttp.clear();
    await this.deps.sessions.touch([...seen], now);
    const cutoff = new Date(now.getTime() - this.deps.sessionIdleMs);
    if (cutoff < this.startedAt) return [];
    return this.deps.sessions.deleteUnseenSince(cutoff);
  }

  private async startSession(
    user: UserRow,
    origin: LoginOrigin,
    remember: boolean,
    verdict: CodeVerdict,
  ): Promise<LoginResult> {
    const now = this.now();
    const sessionId = newToken();
    const idHash = digestToken(sessionId);
    await this.deps.sessions.createSession({
      idHash,
      userId: user.id,
      ip: origin.ip,
      userAgent: origin.userAgent,
      expiresAt: new Date(now.getTime() + this.deps.sessionTtlMs),
      lastSeenAt: now,
    });
    const result: LoginResult = {
      sessionId,
      username: user.username,
      isAdmin: this.deps.isAdmin(user.username),
    };
    if (remember) {
      const rememberToken = newToken();
      await this.deps.sessions.createRememberToken({
        tokenHash: digestToken(rememberToken),
        userId: user.id,
        expiresAt: new Date(now.getTime() + this.deps.rememberTtlMs),
        deviceHash: origin.deviceId === undefined ? null : digestToken(origin.deviceId),
        sessionHash: idHash,
      });
      result.rememberToken = rememberToken;
    }
    if (verdict === 'off' && (await this.deps.twoFactor.isRequired()))
      result.twoFactorSetupRequired = true;
    return result;
  }
}
