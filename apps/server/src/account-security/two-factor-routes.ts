import {
  OkResponseBody,
  TwoFactorCodeRequestBody,
  TwoFactorEnableResponseBody,
  TwoFactorSetupResponseBody,
  TwoFactorStatusResponseBody,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/service.ts';
import { parseBody } from '../http/errors.ts';
import { documented, type RouteContract } from '../http/route-contract.ts';
import { requireSession } from '../http/session-guard.ts';
import type { TwoFactorService } from './two-factor-service.ts';

export type TwoFactorRoutesDeps = { auth: AuthService; twoFactor: TwoFactorService };

// Codes are guessable one in a million: a session gets a few tries a minute, not thousands.
const codeRateLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

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
    responses: { 200: TwoFactorSetupResponseBody },
  },
  enable: {
    summary: 'Turn two-factor login on with a first code; answers the recovery codes, once',
    tag,
    auth: 'session',
    body: TwoFactorCodeRequestBody,
    responses: { 200: TwoFactorEnableResponseBody },
  },
  disable: {
    summary: 'Turn two-factor login off with a current code or a recovery code',
    tag,
    auth: 'session',
    body: TwoFactorCodeRequestBody,
    responses: { 200: OkResponseBody },
  },
} satisfies Record<string, RouteContract>;

/** The trader's own two-factor login: status, setup, enable, disable. */
export function registerTwoFactorRoutes(http: FastifyInstance, deps: TwoFactorRoutesDeps): void {
  http.get(
    '/api/account/2fa',
    documented(CONTRACTS.status),
    async (request): Promise<TwoFactorStatusResponseBody> => {
      const session = await requireSession(deps.auth, request);
      return deps.twoFactor.status(session.userId);
    },
  );

  http.post(
    '/api/account/2fa/setup',
    documented(CONTRACTS.setup, { config: codeRateLimit }),
    async (request): Promise<TwoFactorSetupResponseBody> => {
      const session = await requireSession(deps.auth, request);
      return deps.twoFactor.setup(session);
    },
  );

  http.post(
    '/api/account/2fa/enable',
    documented(CONTRACTS.enable, { config: codeRateLimit }),
    async (request): Promise<TwoFactorEnableResponseBody> => {
      const session = await requireSession(deps.auth, request);
      const { code } = parseBody(CONTRACTS.enable.body, request.body);
      return { success: true, recoveryCodes: await deps.twoFactor.enable(session.userId, code) };
    },
  );

  http.post(
    '/api/account/2fa/disable',
    documented(CONTRACTS.disable, { config: codeRateLimit }),
    async (request): Promise<OkResponseBody> => {
      const session = await requireSession(deps.auth, request);
      const { code } = parseBody(CONTRACTS.disable.body, request.body);
      await deps.twoFactor.disable(session.userId, code);
      return { success: true };
    },
  );
}
