import {
  ForgetLoginRequestBody,
  type HealthResponseBody,
  LoginRequestBody,
  type LoginResponseBody,
  type OkResponseBody,
  RememberedLoginRequestBody,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../http/errors.ts';
import { requireSession } from '../http/session-guard.ts';
import type { AuthService } from './service.ts';

export type AuthRoutesDeps = {
  auth: AuthService;
  /** Closes the realtime connections of a session that just ended. */
  onSessionEnded: (idHash: string) => void;
};

// Request-rate cap on the login calls, on top of the failure limiter: bounds argon2 work per IP.
const loginRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export function registerAuthRoutes(app: FastifyInstance, deps: AuthRoutesDeps): void {
  app.get('/api/health', async (): Promise<HealthResponseBody> => ({ status: 'ok' }));

  app.post(
    '/api/login',
    { config: loginRateLimit },
    async (request): Promise<LoginResponseBody> => {
      const body = parseBody(LoginRequestBody, request.body);
      return deps.auth.login({ ...body, ip: request.ip });
    },
  );

  app.post(
    '/api/login/remembered',
    { config: loginRateLimit },
    async (request): Promise<LoginResponseBody> => {
      const body = parseBody(RememberedLoginRequestBody, request.body);
      return deps.auth.loginRemembered({ ...body, ip: request.ip });
    },
  );

  app.post('/api/login/forget', async (request): Promise<OkResponseBody> => {
    const body = parseBody(ForgetLoginRequestBody, request.body);
    await deps.auth.forgetLogin(body.rememberToken);
    return { success: true };
  });

  app.post('/api/logout', async (request): Promise<OkResponseBody> => {
    const session = await requireSession(deps.auth, request);
    const idHash = await deps.auth.logout(session.sessionId);
    if (idHash) deps.onSessionEnded(idHash);
    return { success: true };
  });
}
