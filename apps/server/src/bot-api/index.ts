import { API_KEY_LIMITS } from '@launchdeck/protocol';
import type { TwoFactorService } from '../account-security/two-factor-service.ts';
import { HttpError } from '../http/errors.ts';
import type { ApiKeyGuard } from '../http/guards.ts';
import type { Core, ModuleHooks } from '../module.ts';
import { ApiKeysRepository } from './keys-repository.ts';
import { BOT_API_MESSAGES, registerBotApiRoutes } from './routes.ts';

/**
 * Issue 51 item 4's module: the trader's bot API keys and the `/api/v1` calls made with them.
 * Each key's calls are counted in the shared window counter (every node together).
 */
export function createBotApiModule(
  core: Core,
  deps: { twoFactor: Pick<TwoFactorService, 'verify' | 'isRequired'> },
) {
  const keys = new ApiKeysRepository(core.db);
  const guard: ApiKeyGuard = {
    callerOf: (keyHash) => keys.callerOf(keyHash),
    admit: async (caller) => {
      const calls = await core.counter.add(`api-key:${caller.keyId}`, 1, 60_000);
      if (calls > API_KEY_LIMITS.callsPerMinute) throw new HttpError(429, BOT_API_MESSAGES.tooFast);
    },
    badKey: BOT_API_MESSAGES.badKey,
  };
  const hooks: ModuleHooks = {
    registerRoutes: (http) =>
      registerBotApiRoutes(http, {
        db: core.db,
        keys,
        guard,
        verifyCode: (userId, code) => deps.twoFactor.verify(userId, code),
        twoFactorRequired: () => deps.twoFactor.isRequired(),
      }),
  };
  return { hooks, keys, guard };
}
