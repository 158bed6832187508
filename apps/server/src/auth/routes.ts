import {
  ForgetLoginRequestBody,
  HealthResponseBody,
  LoginRequestBody,
  LoginResponseBody,
  LogoutRequestBody,
  LogoutResponseBody,
  OkResponseBody,
  RememberedLoginRequestBody,
  TwoFactorErrorBody,
} from '@launchdeck/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, parseBody } from '../http/errors.ts';
import { sessionHeaderValue } from '../http/identity.ts';
import { documented, type RouteContract } from '../http/route-contract.ts';
import { requireSessionId } from '../http/session-guard.ts';
import { digestToken } from './secrets.ts';
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
    userAgent: typeof agent === 'string' ? agent.slice(0, USER_AGENT_MAX) : '',
    deviceId,
  };
}

/** Logout's body: none (the header call), JSON, or navigator.sendBeacon's JSON as text/plain. */
function logoutBody(body: unknown): LogoutRequestBody {
  if (body === undefined || body === '') return {};
  if (typeof body !== 'string') return parseBody(LogoutRequestBody, body);
  try {
    return parseBody(LogoutRequestBody, JSON.parse(body));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'Request body is not valid JSON');
  }
}

// Request-rate cap on the login calls, on top of the failure limiter: bounds argon2 work per IP.
const loginRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

const tag = 'Sign-in';

/** The schemas each call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  health: { summary: 'Health check', tag, auth: 'none', responses: { 200: HealthResponseBody } },
  login: {
    summary: 'Log in (FC §3)',
    tag,
    auth: 'none',
    body: LoginRequestBody,
    responses: { 200: LoginResponseBody, 401: TwoFactorErrorBody },
  },
  remembered: {
    summary: 'Log in as a saved login with its remember token (the token is rotated)',
    tag,
    auth: 'none',
    body: RememberedLoginRequestBody,
    responses: { 200: LoginResponseBody, 401: TwoFactorErrorBody },
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
    auth: 'session',
    body: LogoutRequestBody,
    responses: { 200: LogoutResponseBody },
  },
} satisfies Record<string, RouteContract>;

export function registerAuthRoutes(app: FastifyInstance, deps: AuthRoutesDeps): void {
  const announced = (login: LoginResult, origin: LoginOrigin): LoginResult => {
    const { ip, userAgent } = origin;
    deps.onLogin({ username: login.username, idHash: digestToken(login.sessionId), ip, userAgent });
    return login;
  };

  app.get(
    '/api/health',
    documented(CONTRACTS.health),
    async (): Promise<HealthResponseBody> => ({ status: 'ok' }),
  );

  app.post(
    '/api/login',
    documented(CONTRACTS.login, { config: loginRateLimit }),
    async (request): Promise<LoginResponseBody> => {
      const body = parseBody(CONTRACTS.login.body, request.body);
      const origin = originOf(request, body.deviceId);
      return announced(await deps.auth.login({ ...body, ...origin }), origin);
    },
  );

  app.post(
    '/api/login/remembered',
    documented(CONTRACTS.remembered, { config: loginRateLimit }),
    async (request): Promise<LoginResponseBody> => {
      const body = parseBody(CONTRACTS.remembered.body, request.body);
      const origin = originOf(request, body.deviceId);
      return announced(await deps.auth.loginRemembered({ ...body, ...origin }), origin);
    },
  );

  app.post('/api/login/forget', documented(CONTRACTS.forget), async (request) => {
    const body = parseBody(CONTRACTS.forget.body, request.body);
    await deps.auth.forgetLogin(body.rememberToken);
    return { success: true } satisfies OkResponseBody;
  });

  app.post(
    '/api/logout',
    documented(CONTRACTS.logout),
    async (request): Promise<LogoutResponseBody> => {
      const body = logoutBody(request.body);
      const fromHeader = sessionHeaderValue(request);
      const session = await requireSessionId(
        deps.auth,
        request,
        fromHeader || (body.sessionId ?? ''),
      );
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
