import {
  ErrorBody,
  ForgetLoginRequestBody,
  HealthResponseBody,
  LoginRequestBody,
  LoginResponseBody,
  LogoutRequestBody,
  LogoutResponseBody,
  OkResponseBody,
  RememberedLoginRequestBody,
  shortenText,
  TwoFactorErrorBody,
} from '@launchdeck/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/errors.ts';
import { router } from '../http/route.ts';
import type { RouteContract, RouteRateLimit } from '../http/route-contract.ts';
import { digestToken } from '../secrets/secrets.ts';
import type { AuthService, LoginOrigin, LoginResult } from './service.ts';

export type AuthRoutesDeps = {
  auth: AuthService;
  /** Closes the realtime connections of a session that just ended. */
  onSessionEnded: (idHash: string) => void;
  /** The ids of the sockets signed in with a session, on every node. */
  socketsOf: (idHash: string) => Promise<string[]>;
  /** A new session started: the user's other windows are told (new_login), on every node. */
  onLogin: (login: { username: string; idHash: string; ip: string; userAgent: string }) => void;
};

// Ours: a User-Agent is shown in the trader's sessions list, never more than this of it.
const USER_AGENT_MAX = 256;

function originOf(request: FastifyRequest, deviceId: string | undefined): LoginOrigin {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof agent === 'string' ? shortenText(agent, USER_AGENT_MAX) : '',
    deviceId,
  };
}

/** Logout's body: none (the header call), JSON, or navigator.sendBeacon's JSON as text/plain. */
function logoutBody(body: unknown): unknown {
  if (body === undefined || body === '') return {};
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
}

// Request-rate cap on the login calls, on top of the failure limiter: bounds argon2 work per IP.
const loginRateLimit: RouteRateLimit = { per: 'ip', max: 60, timeWindow: '1 minute' };

const tag = 'Sign-in';

/** The schemas each call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  health: { summary: 'Health check', tag, auth: 'none', responses: { 200: HealthResponseBody } },
  login: {
    summary: 'Log in (FC §3)',
    tag,
    auth: 'none',
    body: LoginRequestBody,
    rateLimit: loginRateLimit,
    responses: { 200: LoginResponseBody, 401: z.union([TwoFactorErrorBody, ErrorBody]) },
  },
  remembered: {
    summary: 'Log in as a saved login with its remember token (the token is rotated)',
    tag,
    auth: 'none',
    body: RememberedLoginRequestBody,
    rateLimit: loginRateLimit,
    responses: { 200: LoginResponseBody, 401: z.union([TwoFactorErrorBody, ErrorBody]) },
  },
  forget: {
    summary: 'Revoke a saved login’s remember token',
    tag,
    auth: 'none',
    body: ForgetLoginRequestBody,
    responses: { 200: OkResponseBody },
  },
  logout: {
    summary: 'Log out: the header’s session, or the body’s (navigator.sendBeacon, as text/plain)',
    tag,
    auth: 'sessionInHeaderOrBody',
    body: LogoutRequestBody,
    readBody: logoutBody,
    responses: { 200: LogoutResponseBody },
  },
} satisfies Record<string, RouteContract>;

export function registerAuthRoutes(app: FastifyInstance, deps: AuthRoutesDeps): void {
  const route = router(app);
  const announced = (login: LoginResult, origin: LoginOrigin): LoginResult => {
    const { ip, userAgent } = origin;
    deps.onLogin({ username: login.username, idHash: digestToken(login.sessionId), ip, userAgent });
    return login;
  };

  route(
    'GET',
    '/api/health',
    CONTRACTS.health,
    async (): Promise<HealthResponseBody> => ({ status: 'ok' }),
  );

  route(
    'POST',
    '/api/login',
    CONTRACTS.login,
    async ({ request, body }): Promise<LoginResponseBody> => {
      const origin = originOf(request, body.deviceId);
      return announced(await deps.auth.login({ ...body, ...origin }), origin);
    },
  );

  route(
    'POST',
    '/api/login/remembered',
    CONTRACTS.remembered,
    async ({ request, body }): Promise<LoginResponseBody> => {
      const origin = originOf(request, body.deviceId);
      return announced(await deps.auth.loginRemembered({ ...body, ...origin }), origin);
    },
  );

  route(
    'POST',
    '/api/login/forget',
    CONTRACTS.forget,
    async ({ body }): Promise<OkResponseBody> => {
      await deps.auth.forgetLogin(body.rememberToken);
      return { success: true };
    },
  );

  route(
    'POST',
    '/api/logout',
    CONTRACTS.logout,
    async ({ session, body }): Promise<LogoutResponseBody> => {
      // A main window going away: a pop-out still signed in with the session keeps it.
      if (body.ifNoOtherWindow) {
        const sockets = await deps.socketsOf(session.idHash);
        if (sockets.some((id) => id !== body.socketId)) return { success: true, ended: false };
      }
      const idHash = await deps.auth.logout(session.sessionId);
      if (idHash) deps.onSessionEnded(idHash);
      return body.ifNoOtherWindow ? { success: true, ended: true } : { success: true };
    },
  );
}
