import { ErrorBody } from '@launchdeck/protocol';
import { z } from 'zod';
import type { CredentialOf } from './identity.ts';

/**
 * Who may call a route: the guard http/route.ts runs before its handler, and the security the
 * OpenAPI document names for it, both read from one table (http/guards.ts).
 * `sessionInHeaderOrBody`: the `x-session-id` header, else the body's `sessionId` (DA §7 sends
 * it there; navigator.sendBeacon cannot set a header).
 */
export type RouteAuth =
  | 'none'
  | 'session'
  | 'sessionInHeaderOrBody'
  | 'admin'
  | 'extensionToken'
  | 'sessionOrExtensionToken'
  | 'ingestToken'
  | 'metricsToken'
  | 'apiKey';

/**
 * A route's refusals in its own shape (`{success: false, error}`, a JSON-RPC error), or in the
 * app's ErrorBody for what fails before its handler runs and its error handler passes on: a body
 * that is not JSON, too large or of a type it does not read.
 */
export const refusals = (own: z.ZodType) => z.union([own, ErrorBody]);

/** An answer that is not JSON (an image, Prometheus text): its media type and what it is. */
export type RawAnswer = { contentType: string; description: string };

/**
 * A limit on how often a route is called. `ip`: @fastify/rate-limit's own per-route limit,
 * counted per address and route, refused with its own sentence. `identity`: counted per live
 * session or extension token's user, else per address (http/identity.ts), under `name`: every
 * route whose contract holds the same limit shares one count. `hook` is when it counts: on the
 * request (the default), or once the body is read (a session sent in the body).
 */
export type RouteRateLimit =
  | { readonly per: 'ip'; readonly max: number; readonly timeWindow: string | number }
  | {
      readonly per: 'identity';
      readonly name: string;
      readonly max: number;
      readonly timeWindow: number;
      readonly message: string;
      readonly credential?: CredentialOf;
      readonly hook?: 'onRequest' | 'preHandler';
    };

/**
 * One HTTP route's contract, registered with its handler by `route()` (http/route.ts): who may
 * call it (`auth`), the schemas its params, query and body are parsed with before the handler
 * runs, its limit, and what it answers. The OpenAPI document (http/openapi.ts) is built from the
 * same contracts, so what the document says is what the route does. `params` names each path
 * parameter's schema; `responses` each status's answer (refusals default to ErrorBody).
 */
export type RouteContract = {
  summary: string;
  tag: string;
  auth: RouteAuth;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: Readonly<Record<string, z.ZodType>>;
  responses: Readonly<Partial<Record<number | 'default', z.ZodType | RawAnswer>>>;
  rateLimit?: RouteRateLimit;
  /**
   * A path parameter its schema refuses: a 400 with the schema's sentence (the default), or
   * `notFound`, a 404 (a file name that names no file).
   */
  badParams?: 'notFound';
  /**
   * The body as sent, turned into what is parsed, where that is not the JSON body itself: no
   * body read as `{}`, JSON sent as text/plain (navigator.sendBeacon). May refuse (HttpError).
   */
  readBody?: (body: unknown) => unknown;
  /**
   * The schemas a body is parsed with, in turn (each on the one before's output), picked from
   * the body, where `body` alone cannot say it: one of several bodies by its one key, so each
   * gets its own fields' sentences; a batch read only once the body is known to be one. `body`
   * stays what the document shows. May refuse before parsing (HttpError).
   */
  bodySchemas?: (body: unknown) => z.ZodType | readonly [z.ZodType, ...z.ZodType[]];
};

declare module 'fastify' {
  interface FastifyContextConfig {
    contract?: RouteContract;
  }
}
