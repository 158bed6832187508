import { API_KEY, EXTENSION_MESSAGES, EXTENSION_TOKEN } from '@launchdeck/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { digestToken } from '../secrets/secrets.ts';
import { bearerTokenCheck } from './bearer-token.ts';
import { HttpError } from './errors.ts';
import { type SessionResolver, sessionIdInHeaderOrBody } from './identity.ts';
import type { RouteAuth } from './route-contract.ts';
import { requireAdmin, requireSession, requireSessionId } from './session-guard.ts';

/*
 * The one table of who may call a route (issue 49): for each RouteAuth, the security requirement
 * the OpenAPI document names, and the check route() runs before the handler, which answers who
 * calls (handed to the handler) or refuses (401; 403 for the admin's routes; 404 for ingest while
 * it is off). Neither can be changed without the other.
 */

/** The user of a live extension token. */
export type ExtensionTokenUser = { userId: number; username: string };

/** The extension tokens by digest (ExtensionTokensRepository). */
export type ExtensionTokens = {
  userOf: (tokenHash: string) => Promise<ExtensionTokenUser | undefined>;
};

/** A token the operator sets (INGEST_TOKEN, METRICS_TOKEN), and the sentence a wrong one gets. */
export type OperatorToken = { token: string | undefined; badToken: string };

/** One OpenAPI security requirement: every scheme it names is needed; `{}` needs none. */
export type SecurityRequirement = Readonly<Record<string, readonly string[]>>;

/** A request's check, bound to what it resolves with: who calls, or a thrown refusal. */
type Check<Identity> = (request: FastifyRequest, body: unknown) => Promise<Identity> | Identity;

type Guard<Needs, Identity, Scoped extends boolean> = {
  /** What the OpenAPI document says the route needs: any one of these requirements. */
  security: readonly SecurityRequirement[];
  /**
   * Run once for a whole scope, before a body is read (guardScope): its routes read what it
   * resolved, so a route added to the scope without a contract is guarded all the same.
   */
  scoped: Scoped;
  /** The keys of what it resolves with, checked when a route is registered. */
  needs: readonly string[];
  /** The check, given what it resolves with. */
  bind: (needs: Needs) => Check<Identity>;
};

const guard = <Needs, Identity>(
  definition: Omit<Guard<Needs, Identity, false>, 'scoped'>,
): Guard<Needs, Identity, false> => ({ ...definition, scoped: false });

const scopedGuard = <Needs, Identity>(
  definition: Omit<Guard<Needs, Identity, true>, 'scoped'>,
): Guard<Needs, Identity, true> => ({ ...definition, scoped: true });

const BEARER = /^Bearer\s+(\S+)$/i;

/** The user of the request's extension token; 401 EXTENSION_MESSAGES.badToken otherwise. */
async function extensionUser(
  tokens: ExtensionTokens,
  request: FastifyRequest,
): Promise<ExtensionTokenUser> {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const user = EXTENSION_TOKEN.test(token) ? await tokens.userOf(digestToken(token)) : undefined;
  if (!user) throw new HttpError(401, EXTENSION_MESSAGES.badToken);
  return user;
}

/** A bot API key's caller (bot-api/keys-repository.ts). */
export type ApiKeyCaller = {
  keyId: string;
  userId: number;
  username: string;
  scopes: readonly string[];
};

/** What the apiKey guard resolves with: the bot API module's keys and its per-key limit. */
export type ApiKeyGuard = {
  /** The caller of a key by its SHA-256 digest; undefined for an unknown or revoked key. */
  callerOf: (keyHash: string) => Promise<ApiKeyCaller | undefined>;
  /** Counts the call against the key's limit; throws the 429 past it. */
  admit: (caller: ApiKeyCaller) => Promise<void>;
  /** The sentence of a missing, unknown or revoked key. */
  badKey: string;
};

/** The caller of the request's bot API key (`Bearer ldk_…`), admitted by its limit; 401 otherwise. */
async function apiKeyCaller(keys: ApiKeyGuard, request: FastifyRequest): Promise<ApiKeyCaller> {
  const key = BEARER.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const caller = API_KEY.test(key) ? await keys.callerOf(digestToken(key)) : undefined;
  if (!caller) throw new HttpError(401, keys.badKey);
  await keys.admit(caller);
  return caller;
}

/** Whether the request names an extension token (`Authorization: …`). */
const hasBearer = (request: FastifyRequest) => typeof request.headers.authorization === 'string';

export const GUARDS = {
  none: guard({ security: [], needs: [], bind: (_needs: object) => () => ({}) }),
  session: guard({
    needs: ['auth'],
    security: [{ session: [] }],
    bind:
      ({ auth }: { auth: SessionResolver }) =>
      async (request) => ({ session: await requireSession(auth, request) }),
  }),
  sessionInHeaderOrBody: guard({
    needs: ['auth'],
    security: [{ session: [] }],
    bind:
      ({ auth }: { auth: SessionResolver }) =>
      async (request, body) => ({
        session: await requireSessionId(auth, request, sessionIdInHeaderOrBody(request, body)),
      }),
  }),
  admin: scopedGuard({
    needs: ['auth', 'isAdmin'],
    security: [{ session: [] }],
    bind:
      ({ auth, isAdmin }: { auth: SessionResolver; isAdmin: (username: string) => boolean }) =>
      async (request) => ({ session: await requireAdmin(auth, isAdmin, request) }),
  }),
  extensionToken: guard({
    needs: ['extensionTokens'],
    security: [{ extensionToken: [] }],
    bind:
      ({ extensionTokens }: { extensionTokens: ExtensionTokens }) =>
      async (request) => ({ extensionUser: await extensionUser(extensionTokens, request) }),
  }),
  sessionOrExtensionToken: guard({
    needs: ['auth', 'extensionTokens'],
    security: [{ session: [] }, { extensionToken: [] }],
    // An extension's bearer token when one is sent, else the `x-session-id` session.
    bind:
      ({ auth, extensionTokens }: { auth: SessionResolver; extensionTokens: ExtensionTokens }) =>
      async (request): Promise<{ caller: ExtensionTokenUser }> => ({
        caller: hasBearer(request)
          ? await extensionUser(extensionTokens, request)
          : await requireSession(auth, request),
      }),
  }),
  ingestToken: guard({
    needs: ['ingestToken'],
    security: [{ ingestToken: [] }],
    // Off (404) until INGEST_TOKEN is set; then only with it.
    bind: ({ ingestToken }: { ingestToken: OperatorToken & { off: string } }) => {
      const check = bearerTokenCheck(ingestToken.token, ingestToken.badToken);
      return (request) => {
        if (!check) throw new HttpError(404, ingestToken.off);
        check(request);
        return {};
      };
    },
  }),
  metricsToken: guard({
    needs: ['metricsToken'],
    security: [{}, { metricsToken: [] }],
    // Open until METRICS_TOKEN is set (scraped on a private network); then only with it.
    bind: ({ metricsToken }: { metricsToken: OperatorToken }) => {
      const check = bearerTokenCheck(metricsToken.token, metricsToken.badToken);
      return (request) => {
        check?.(request);
        return {};
      };
    },
  }),
  apiKey: guard({
    needs: ['apiKeys'],
    security: [{ apiKey: [] }],
    bind:
      ({ apiKeys }: { apiKeys: ApiKeyGuard }) =>
      async (request) => ({ apiCaller: await apiKeyCaller(apiKeys, request) }),
  }),
} satisfies { [A in RouteAuth]: Guard<never, object, boolean> };

type Guards = typeof GUARDS;

/** What a guard resolves its check with. */
export type GuardNeeds<A extends RouteAuth> = Parameters<Guards[A]['bind']>[0];

/**
 * What a guard hands the handler: `{session}`, `{extensionUser}`, `{caller}`, `{apiCaller}`, or
 * nothing.
 */
export type GuardIdentity<A extends RouteAuth> = Awaited<ReturnType<ReturnType<Guards[A]['bind']>>>;

/** The guards a scope runs itself (guardScope) rather than each route. */
export type ScopedAuth = {
  [A in RouteAuth]: Guards[A]['scoped'] extends true ? A : never;
}[RouteAuth];

/** What the routes' own guards resolve sessions and extension tokens with: the app's identity. */
export type IdentityNeeds = { auth: SessionResolver; extensionTokens: ExtensionTokens };

/** What else the routes' own guards resolve with; a router is given what its routes need. */
export type GuardDeps = {
  ingestToken?: OperatorToken & { off: string };
  metricsToken?: OperatorToken;
  apiKeys?: ApiKeyGuard;
};

/** The OpenAPI security requirements of a route guarded by `auth`. */
export const securityOf = (auth: RouteAuth): readonly SecurityRequirement[] =>
  GUARDS[auth].security;

/** The check of a guard that routes run themselves, bound to what it needs. */
export function bindGuard<A extends RouteAuth>(
  auth: A,
  needs: GuardNeeds<A>,
): Check<GuardIdentity<A>> {
  const bind = GUARDS[auth].bind as (needs: GuardNeeds<A>) => Check<GuardIdentity<A>>;
  return bind(needs);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The guard every request of this scope passes (guardScope), when it has one. */
    scopeGuard?: ScopedAuth;
  }
}

// What a scope's guard resolved for each request, read by the scope's routes.
const resolved = new WeakMap<FastifyRequest, object>();

/**
 * Runs a scoped guard (the admin's) before every request of `scope`, before a body is read, for
 * every route registered in it: with a contract or without one, so no route there can forget it.
 */
export function guardScope<A extends ScopedAuth>(
  scope: FastifyInstance,
  auth: A,
  needs: GuardNeeds<A>,
): void {
  const check = bindGuard(auth, needs);
  scope.decorate<ScopedAuth>('scopeGuard', auth);
  scope.addHook('onRequest', async (request) => {
    resolved.set(request, await check(request, undefined));
  });
}

/** What the scope's guard resolved for a request (route() hands it to the handler). */
export function scopeIdentity<A extends ScopedAuth>(request: FastifyRequest): GuardIdentity<A> {
  const identity = resolved.get(request);
  if (!identity) throw new Error(`${request.method} ${request.url} ran outside its scope's guard`);
  return identity as GuardIdentity<A>;
}
