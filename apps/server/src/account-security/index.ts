import type { SessionEndReason } from '@launchdeck/protocol';
import type { SessionsRepository } from '../auth/index.ts';
import type { Core, ModuleHooks } from '../module.ts';
import type { Connections } from '../realtime/connections.ts';
import { OwnSessions } from './own-sessions.ts';
import { TwoFactorRepository } from './repository.ts';
import { registerOwnSessionsRoutes } from './sessions-routes.ts';
import { registerTwoFactorRoutes } from './two-factor-routes.ts';
import { TwoFactorService } from './two-factor-service.ts';

export type AccountSecurityDeps = {
  /** Told once when an account's code checks lock, with when they open again (epoch ms). */
  onCodeChecksLocked: (userId: number, untilMs: number) => void;
  /** The login's sessions, every socket's session, and ending one (all read at call time). */
  sessions: () => SessionsRepository;
  connections: Connections;
  endSession: (idHash: string, reason: SessionEndReason) => void;
};

/** Two-factor login, step-up codes and the trader's own sessions (docs/account-security.md). */
export function createAccountSecurityModule(core: Core, deps: AccountSecurityDeps) {
  const repo = new TwoFactorRepository(core.db);
  const now = core.now;
  const twoFactor = new TwoFactorService({
    repo,
    cipher: core.cipher,
    counter: core.counter,
    onCodeChecksLocked: deps.onCodeChecksLocked,
    now: now && (() => now().getTime()),
  });
  return {
    repo,
    twoFactor,
    hooks: {
      registerRoutes: (http) => {
        registerTwoFactorRoutes(http, { twoFactor });
        registerOwnSessionsRoutes(http, {
          sessions: new OwnSessions({
            sessions: deps.sessions(),
            connections: deps.connections,
            endSession: deps.endSession,
            now,
          }),
          codeChecksLockedUntil: (userId) => twoFactor.codeChecksLockedUntil(userId),
        });
      },
    } satisfies ModuleHooks,
  };
}

export type AccountSecurityModule = ReturnType<typeof createAccountSecurityModule>;

// What other modules may use of this one.
export { REQUIRE_2FA, TwoFactorRepository } from './repository.ts';
