import { ErrorBody, MESSAGES } from '@launchdeck/protocol';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';
import { HttpError, parseBody } from './errors.ts';
import {
  bindGuard,
  GUARDS,
  type GuardDeps,
  type GuardIdentity,
  type GuardNeeds,
  type IdentityNeeds,
  type ScopedAuth,
  scopeIdentity,
} from './guards.ts';
import type { RouteAuth, RouteContract, RouteRateLimit } from './route-contract.ts';
import { perSessionRateLimit } from './session-rate-limit.ts';

/*
 * Issue 49: one way to register a route. route() reads everything but the handler's own work
 * from the route's contract: it applies the contract's limit, runs its guard, parses its params,
 * query and body with its schemas (a 400 naming the first problem, as parseBody says it), and
 * hands the handler who calls and the parsed values, typed from the schemas. Under test it also
 * checks every JSON answer against the contract's, so a handler cannot drift from its document.
 */

type Schemas = Readonly<Record<string, z.ZodType>>;

/** The path parameters, parsed with the contract's schemas. */
export type ParamsOf<C> = C extends { params: infer P extends Schemas }
  ? { [K in keyof P]: z.output<P[K]> }
  : Record<string, never>;

/** The query, parsed with the contract's schema; undefined without one. */
export type QueryOf<C> = C extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;

type LastOf<S> = S extends z.ZodType
  ? S
  : S extends readonly [...z.ZodType[], infer L extends z.ZodType]
    ? L
    : never;

/** The body, parsed with the contract's schema (or the last of those it picks); else undefined. */
export type BodyOf<C> = C extends { bodySchemas: (body: unknown) => infer S }
  ? z.output<LastOf<S>>
  : C extends { body: infer B extends z.ZodType }
    ? z.output<B>
    : undefined;

/** What a handler may answer: one of its contract's JSON answers, or the reply it sent itself. */
export type AnswerOf<C extends RouteContract> =
  | {
      [K in keyof C['responses']]-?: C['responses'][K] extends z.ZodType
        ? z.input<C['responses'][K]>
        : unknown;
    }[keyof C['responses']]
  | FastifyReply;

/** What a handler is handed: who calls (per its guard), and its parsed params, query and body. */
export type RouteInput<C extends RouteContract> = {
  request: FastifyRequest;
  reply: FastifyReply;
  params: ParamsOf<C>;
  query: QueryOf<C>;
  body: BodyOf<C>;
} & GuardIdentity<C['auth']>;

export type RouteHandler<C extends RouteContract> = (input: RouteInput<C>) => Promise<AnswerOf<C>>;

/** A route's own Fastify options beside its contract: its refusals' shape, its body limit. */
export type RouteExtras = Pick<RouteShorthandOptions, 'errorHandler' | 'bodyLimit'>;

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The guards a router with `deps` can run: a scope's, those the app's identity resolves (sessions,
 * extension tokens: registerIdentity), and those whose setting it was given (an operator token).
 */
export type AuthWith<D> = {
  [A in RouteAuth]: A extends ScopedAuth ? A : D & IdentityNeeds extends GuardNeeds<A> ? A : never;
}[RouteAuth];

/** Registers one route from its contract and its handler (see router). */
export type Route<D extends GuardDeps> = <C extends RouteContract & { auth: AuthWith<D> }>(
  method: RouteMethod,
  url: string,
  contract: C,
  handler: RouteHandler<C>,
  extras?: RouteExtras,
) => void;

/** Whether answers are checked against their contracts: under test (vitest, NODE_ENV=test). */
export function checksAnswers(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.VITEST !== undefined || env.NODE_ENV === 'test';
}

/**
 * The route registrar of `http`. Sessions and extension tokens are resolved by the app's
 * identity (http.identity, registerIdentity: the same lookups the limits count by); `deps` holds
 * what else its routes' guards need (an operator token and its sentences). The admin's routes
 * need nothing: the admin scope's guard runs before them (guardScope).
 *
 *     const route = router(http);
 *     route('POST', MEME_WORDS_PATHS.add, CONTRACTS.add, async ({ session, body }) => …);
 */
export function router<const D extends GuardDeps = Record<never, never>>(
  http: FastifyInstance,
  deps: D = {} as D,
): Route<D> {
  return (method, url, contract, handler, extras = {}) => {
    const where = `${method} ${url}`;
    const guard = guardOf(http, deps, contract.auth, where);
    checkParamsNamed(url, contract, where);
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const read =
        contract.body && contract.readBody ? contract.readBody(request.body) : request.body;
      const identity = await guard(request, read);
      const input = {
        request,
        reply,
        params: parseParams(contract, request.params),
        query: contract.query ? parseBody(contract.query, request.query) : undefined,
        body: contract.body ? parseRead(contract, read) : undefined,
        ...identity,
      };
      return handler(input as RouteInput<typeof contract>);
    };
    const options: RouteOptions = { ...extras, method, url, handler: handle, config: { contract } };
    applyRateLimit(http, options, contract.rateLimit);
    if (checksAnswers()) options.onSend = [answerCheck(where, contract)];
    http.route(options);
  };
}

type Check = (request: FastifyRequest, body: unknown) => Promise<object> | object;

/** What the app's identity resolves, read when a request is checked. */
function identityNeeds(http: FastifyInstance): IdentityNeeds {
  const identity = () => {
    if (!http.identity) throw new Error('No identity is registered (registerIdentity)');
    return http.identity;
  };
  return {
    auth: { resolveForRequest: (id) => identity().auth.resolveForRequest(id) },
    extensionTokens: { userOf: (tokenHash) => identity().extensionUserOf(tokenHash) },
  };
}

function guardOf(http: FastifyInstance, deps: GuardDeps, auth: RouteAuth, where: string): Check {
  const guard = GUARDS[auth];
  if (guard.scoped) {
    if (http.scopeGuard !== auth) {
      throw new Error(
        `${where}: its '${auth}' guard runs for a scope (guardScope); register it there`,
      );
    }
    return (request) => scopeIdentity<ScopedAuth>(request);
  }
  const needs = { ...deps, ...identityNeeds(http) };
  const missing = guard.needs.filter((need) => !(need in needs));
  if (missing.length > 0) {
    throw new Error(`${where}: its '${auth}' guard needs ${missing.join(', ')} in router()'s deps`);
  }
  return bindGuard(auth, needs as GuardNeeds<typeof auth>) as Check;
}

/** A contract's parameter that its URL does not have can never be parsed: refused at start. */
function checkParamsNamed(url: string, contract: RouteContract, where: string): void {
  const inUrl = new Set([...url.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => name));
  const stray = Object.keys(contract.params ?? {}).filter((name) => !inUrl.has(name));
  if (stray.length > 0) throw new Error(`${where}: no :${stray.join(', :')} in its path`);
}

function parseParams(contract: RouteContract, params: unknown): Record<string, unknown> {
  const values = (params ?? {}) as Record<string, unknown>;
  const parsed: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(contract.params ?? {})) {
    if (contract.badParams === 'notFound') {
      const result = schema.safeParse(values[name]);
      if (!result.success) throw new HttpError(404, MESSAGES.notFound);
      parsed[name] = result.data;
    } else {
      parsed[name] = parseBody(schema, values[name]);
    }
  }
  return parsed;
}

/** The body as read, parsed with the contract's schema, or in turn with those it picks. */
function parseRead(contract: RouteContract, read: unknown): unknown {
  const picked = contract.bodySchemas?.(read) ?? contract.body;
  let value = read;
  for (const schema of [picked ?? []].flat()) value = parseBody(schema, value);
  return value;
}

// The limiters counted per identity, by name, per app: routes sharing a limit share one count.
const limiters = new WeakMap<
  FastifyInstance,
  Map<string, { limit: RouteRateLimit; hook: onRequestHookHandler }>
>();

function identityLimiter(
  http: FastifyInstance,
  limit: Extract<RouteRateLimit, { per: 'identity' }>,
): onRequestHookHandler {
  let byName = limiters.get(http);
  if (!byName) {
    byName = new Map();
    limiters.set(http, byName);
  }
  const known = byName.get(limit.name);
  if (known) {
    if (known.limit !== limit) throw new Error(`Two limits are named '${limit.name}'`);
    return known.hook;
  }
  const { max, timeWindow } = limit;
  const hook = perSessionRateLimit(
    http,
    limit.name,
    { max, timeWindow },
    limit.message,
    limit.credential,
  );
  byName.set(limit.name, { limit, hook });
  return hook;
}

/** The contract's limit on the route's options: Fastify's per-route config, or a hook. */
function applyRateLimit(
  http: FastifyInstance,
  options: RouteOptions,
  limit: RouteRateLimit | undefined,
): void {
  if (!limit) return;
  if (limit.per === 'ip') {
    options.config = {
      ...options.config,
      rateLimit: { max: limit.max, timeWindow: limit.timeWindow },
    };
    return;
  }
  const hook = identityLimiter(http, limit);
  if (limit.hook === 'preHandler') options.preHandler = [hook];
  else options.onRequest = [hook];
}

// The requests whose answer broke its contract: their 500 is not checked again.
const broken = new WeakSet<FastifyRequest>();

/** The answer a contract documents for a status: its own, else for a refusal the default. */
function documentedAnswer(contract: RouteContract, status: number) {
  const own = contract.responses[status];
  if (own) return own;
  return status >= 400 ? (contract.responses.default ?? ErrorBody) : undefined;
}

/**
 * Under test: every JSON answer of the route, its handler's or a refusal, is checked against
 * the schema its contract documents for the status. One that does not match, or a success of a
 * status the contract does not list, becomes a 500 naming the route and the mismatch.
 */
function answerCheck(where: string, contract: RouteContract): onSendHookHandler {
  return async (request, reply, payload) => {
    if (broken.has(request) || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    const status = reply.statusCode;
    const schema = documentedAnswer(contract, status);
    if (schema && !(schema instanceof z.ZodType)) return payload; // a raw answer's own type
    let problem = 'a status its contract does not list';
    if (schema) {
      const result = schema.safeParse(JSON.parse(payload));
      if (result.success) return payload;
      problem = z.prettifyError(result.error);
    }
    broken.add(request);
    const message = `${where} answered ${status} against its contract: ${problem}`;
    request.log.error({ answer: payload.slice(0, 500) }, message);
    throw new HttpError(500, message);
  };
}
