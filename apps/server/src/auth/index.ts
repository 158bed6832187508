import type { Core, ModuleHooks } from '../module.ts';
import type { Connections } from '../realtime/connections.ts';
import { ROOMS } from '../realtime/rooms.ts';
import type { RealtimeSocket } from '../realtime/types.ts';
import type { UsersModule } from '../users/index.ts';
import { createEventKit } from './event-kit.ts';
import { createGateway } from './gateway.ts';
import { LoginLimiter } from './login-limiter.ts';
import { registerAuthRoutes } from './routes.ts';
import { type AuthDeps, AuthService } from './service.ts';
import { SessionsRepository } from './sessions-repository.ts';

export type AuthModuleDeps = {
  users: UsersModule;
  /** Every authenticated socket on every node (the upkeep ends idle sessions by it). */
  connections: Connections;
  /** Two-factor login's checks (the account-security module's TwoFactorService). */
  twoFactor: AuthDeps['twoFactor'];
  /** Called once a socket is authenticated, with the handshake's lastSeq when it sent one. */
  onAuthenticated: (socket: RealtimeSocket, lastSeq: number | undefined) => Promise<void>;
  /** A translator is set up: session_ready says so (issue 50). */
  canTranslate?: boolean;
};

/**
 * Logins and sessions (HTTP and the socket handshake), and the event kit every signed-in socket
 * event is handled with. `gateway` ends a session's or a user's sockets on every node.
 */
export function createAuthModule(core: Core, deps: AuthModuleDeps) {
  const { config, io } = core;
  const sessions = new SessionsRepository(core.db);
  const service = new AuthService({
    users: deps.users.repo,
    sessions,
    limiter: new LoginLimiter(
      core.counter,
      config.loginLimit.maxFailures,
      config.loginLimit.windowMs,
    ),
    sessionTtlMs: config.sessionTtlMs,
    sessionIdleMs: config.sessionIdleMs,
    rememberTtlMs: config.rememberTtlMs,
    isAdmin: (name) => deps.users.service.isAdmin(name),
    twoFactor: deps.twoFactor,
    now: core.now,
  });
  const gateway = createGateway(io, {
    auth: service,
    log: core.log,
    onAuthenticated: deps.onAuthenticated,
    canTranslate: deps.canTranslate,
  });
  const onEvent = createEventKit({ auth: service, log: core.log });
  const hooks: ModuleHooks = {
    /**
     * Deletes expired sessions, and those with no socket connected for SESSION_IDLE_MINUTES, and
     * ends their sockets (auth_error) on every node.
     */
    upkeep: async () => {
      const connected = (await deps.connections()).flatMap(({ sessionHash }) => sessionHash ?? []);
      const idle = await service.expireIdle([...new Set(connected)]);
      for (const idHash of [...(await service.purgeExpired()), ...idle]) gateway.endSession(idHash);
    },
    registerRoutes: (http) =>
      registerAuthRoutes(http, {
        auth: service,
        onSessionEnded: gateway.endSession,
        socketsOf: gateway.socketsOf,
        onLogin: ({ username, idHash, ip, userAgent }) =>
          io
            .to(ROOMS.user(username))
            .except(ROOMS.session(idHash))
            .emit('new_login', { ip, userAgent, at: Date.now() }),
      }),
  };
  return { service, sessions, gateway, onEvent, hooks };
}

export type AuthModule = ReturnType<typeof createAuthModule>;

// What other modules may use of this one.
export { createEventKit, type OnEvent } from './event-kit.ts';
export type { Gateway } from './gateway.ts';
export type { AuthService, CodeVerdict } from './service.ts';
export { sessionHandle } from './session-handle.ts';
export type { SessionUser } from './session-user.ts';
export { type ActiveSession, SessionsRepository } from './sessions-repository.ts';
