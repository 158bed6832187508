import {
  OkResponseBody,
  TwoFactorCodeRequestBody,
  TwoFactorEnableResponseBody,
  TwoFactorSetupResponseBody,
  TwoFactorStatusResponseBody,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/index.ts';
import { router } from '../http/route.ts';
import type { RouteContract, RouteRateLimit } from '../http/route-contract.ts';
import type { TwoFactorService } from './two-factor-service.ts';

export type TwoFactorRoutesDeps = {
  /** Unused: route() resolves sessions with the app's identity (http/guards.ts); callers may still pass it. */
  auth?: AuthService;
  twoFactor: TwoFactorService;
};

// Codes are guessable one in a million: a session gets a few tries a minute, not thousands.
const codeRateLimit: RouteRateLimit = { per: 'ip', max: 10, timeWindow: '1 minute' };

const tag = 'Account security';

/** The schemas each call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  status: {
    summary: 'Whether two-factor login is on, required, and the recovery codes left',
    tag,
    auth: 'session',
    responses: { 200: TwoFactorStatusResponseBody },
  },
  setup: {
    summary: 'Start two-factor setup: a new TOTP secret and its otpauth URL (the QR code)',
    tag,
    auth: 'session',
    rateLimit: codeRateLimit,
    responses: { 200: TwoFactorSetupResponseBody },
  },
  enable: {
    summary: 'Turn two-factor login on with a first code; answers the recovery codes, once',
    tag,
    auth: 'session',
    body: TwoFactorCodeRequestBody,
    rateLimit: codeRateLimit,
    responses: { 200: TwoFactorEnableResponseBody },
  },
  disable: {
    summary: 'Turn two-factor login off with a current code or a recovery code',
    tag,
    auth: 'session',
    body: TwoFactorCodeRequestBody,
    rateLimit: codeRateLimit,
    responses: { 200: OkResponseBody },
  },
} satisfies Record<string, RouteContract>;

/** The trader's own two-factor login: status, setup, enable, disable. */
export function registerTwoFactorRoutes(http: FastifyInstance, deps: TwoFactorRoutesDeps): void {
  const route = router(http);

  route(
    'GET',
    '/api/account/2fa',
    CONTRACTS.status,
    async ({ session }): Promise<TwoFactorStatusResponseBody> =>
      deps.twoFactor.status(session.userId),
  );

  route(
    'POST',
    '/api/account/2fa/setup',
    CONTRACTS.setup,
    async ({ session }): Promise<TwoFactorSetupResponseBody> => deps.twoFactor.setup(session),
  );

  route(
    'POST',
    '/api/account/2fa/enable',
    CONTRACTS.enable,
    async ({ session, body }): Promise<TwoFactorEnableResponseBody> => ({
      success: true,
      recoveryCodes: await deps.twoFactor.enable(session.userId, body.code),
    }),
  );

  route(
    'POST',
    '/api/account/2fa/disable',
    CONTRACTS.disable,
    async ({ session, body }): Promise<OkResponseBody> => {
      await deps.twoFactor.disable(session.userId, body.code);
      return { success: true };
    },
  );
}
