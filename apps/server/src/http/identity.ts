import {
  bearerTokenOf,
  EXTENSION_TOKEN,
  isSessionIdForm,
  MESSAGES,
  SESSION_HEADER,
} from '@launchdeck/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { digestToken } from '../secrets/secrets.ts';
import { HttpError } from './errors.ts';

/*
 * Issue 47: who a request is, in one place. A credential is read in its exact form (no trimming:
 * `<sid>` and `<sid>\u00a0` are not two spellings of one session, the second is no session), then
 * resolved from storage; limits count by what storage answers (the session's digest, the
 * extension token's user), never by the text of a header. The socket handshake checks the same
 * forms (isSessionIdForm) before it looks a session up.
 */

/** A credential as a request sent it: a session id, or a bearer token. */
export type Credential = { kind: 'session'; id: string } | { kind: 'bearer'; token: string };

/** Reads a request's credential for a limit; undefined when it sends none. */
export type CredentialOf = (request: FastifyRequest) => Credential | undefined;

/** A live session, with the id it was named by. */
export type RequestSession = LiveSession & { sessionId: string };

/**
 * A live session as storage answers it (the auth module's, which may say more): whose, and the
 * digest it is kept under.
 */
export type LiveSession = { idHash: string; userId: number; username: string };

/** Resolves a session id to its live session (the auth module's AuthService). */
export type SessionResolver = {
  resolveForRequest: (sessionId: string) => Promise<LiveSession | undefined>;
};

/** The `x-session-id` header's value when it is one string, else '' (absent, or repeated). */
export function sessionHeaderValue(request: FastifyRequest): string {
  const header = request.headers[SESSION_HEADER];
  return typeof header === 'string' ? header : '';
}

/** The request's `x-session-id` (any text: identityKey refuses what is not a session id). */
export const sessionCredential: CredentialOf = (request) => {
  const id = sessionHeaderValue(request);
  return id ? { kind: 'session', id } : undefined;
};

/**
 * The session id a request names in its `x-session-id` header, else in its body's `sessionId`
 * (`body`: the body as read, JSON sent as text/plain parsed); '' when neither holds one.
 */
export function sessionIdInHeaderOrBody(
  request: FastifyRequest,
  body: unknown = request.body,
): string {
  const header = sessionHeaderValue(request);
  if (header) return header;
  const fromBody =
    typeof body === 'object' && body !== null ? (body as { sessionId?: unknown }).sessionId : '';
  return typeof fromBody === 'string' ? fromBody : '';
}

/** The request's `x-session-id`, else its JSON body's `sessionId` (once the body is read). */
export const headerOrBodySessionCredential: CredentialOf = (request) => {
  const id = sessionIdInHeaderOrBody(request);
  return id ? { kind: 'session', id } : undefined;
};

/** The request's `Authorization` header when it has one, else its `x-session-id`. */
export const bearerOrSessionCredential: CredentialOf = (request) => {
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string' && authorization) {
    return { kind: 'bearer', token: bearerTokenOf(authorization) ?? authorization };
  }
  return sessionCredential(request);
};

// One lookup of a session per request and id, shared by its limits and its handler.
const lookups = new WeakMap<FastifyRequest, Map<string, Promise<LiveSession | undefined>>>();

function lookUp(
  auth: SessionResolver,
  request: FastifyRequest,
  id: string,
): Promise<LiveSession | undefined> {
  let byId = lookups.get(request);
  if (!byId) {
    byId = new Map();
    lookups.set(request, byId);
  }
  let found = byId.get(id);
  if (!found) {
    found = auth.resolveForRequest(id);
    byId.set(id, found);
  }
  return found;
}

/**
 * The live session a request names by `id`, or a 401: MESSAGES.notLoggedIn when `id` is empty,
 * MESSAGES.sessionInvalid when it is not exactly a session id's form or names no live session.
 */
export async function requestSession(
  auth: SessionResolver,
  request: FastifyRequest,
  id: string,
): Promise<RequestSession> {
  if (!id) throw new HttpError(401, MESSAGES.notLoggedIn);
  if (!isSessionIdForm(id)) throw new HttpError(401, MESSAGES.sessionInvalid);
  const session = await lookUp(auth, request, id);
  if (!session) throw new HttpError(401, MESSAGES.sessionInvalid);
  return { ...session, sessionId: id };
}

/** What resolves a credential's owner for limits: the app's auth and extension tokens. */
export type IdentityDeps = {
  auth: SessionResolver;
  /** The user of a live extension token (its guard hands the handler the user's name too). */
  extensionUserOf: (tokenHash: string) => Promise<{ userId: number; username: string } | undefined>;
};

/**
 * The key a limit counts a request under: `session:<digest>` of a live session,
 * `extension:<user id>` of a live extension token, else `ip:<address>` (no credential, or one
 * that names nobody: a thousand made-up ids from one address are one count).
 */
export async function identityKey(
  deps: IdentityDeps,
  request: FastifyRequest,
  credentialOf: CredentialOf = sessionCredential,
): Promise<string> {
  const credential = credentialOf(request);
  if (credential?.kind === 'session' && isSessionIdForm(credential.id)) {
    const session = await lookUp(deps.auth, request, credential.id);
    if (session) return `session:${session.idHash}`;
  }
  if (credential?.kind === 'bearer' && EXTENSION_TOKEN.test(credential.token)) {
    const user = await deps.extensionUserOf(digestToken(credential.token));
    if (user) return `extension:${user.userId}`;
  }
  return `ip:${request.ip}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's identity resolution for limits (registerIdentity). */
    identity: IdentityDeps;
  }
}

/** Makes the app's identity resolution available to every route's limits. */
export function registerIdentity(http: FastifyInstance, deps: IdentityDeps): void {
  http.decorate('identity', deps);
}
