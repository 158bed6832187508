import { ErrorBody, PROTOCOL_VERSION, SESSION_HEADER } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { securityOf } from './guards.ts';
import type { RawAnswer, RouteContract } from './route-contract.ts';

export type JsonObject = { [key: string]: unknown };

/** A route as Fastify registered it, with its contract when it has one. */
export type RegisteredRoute = { method: string; url: string; contract?: RouteContract };

/**
 * Records every route registered on `app` from now on (its plugins' routes too), but the HEAD twin
 * Fastify adds to each GET.
 */
export function collectRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routes.push({ method, url: route.url, contract: route.config?.contract });
    }
  });
  return routes;
}

// A schema JSON Schema cannot express (a transform in an answer, a custom check) throws rather
// than turning into "anything": the document test then names it.
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io });
  return rest;
}

/** What a caller may send, as JSON Schema 2020-12 (before the schema's transforms run). */
export const requestSchema = (schema: z.ZodType): JsonObject => jsonSchema(schema, 'input');

/** What the route answers, as JSON Schema 2020-12. */
export const answerSchema = (schema: z.ZodType): JsonObject => jsonSchema(schema, 'output');

/** Fastify's `/api/wallets/:id` as OpenAPI's `/api/wallets/{id}`. */
export const openApiPath = (url: string): string => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'header',
    name: SESSION_HEADER,
    description: 'The session id POST /api/login answers. Admin calls need the admin’s session.',
  },
  extensionToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'A trader’s extension token (Deploy Settings → Extensions).',
  },
  ingestToken: { type: 'http', scheme: 'bearer', description: 'INGEST_TOKEN.' },
  metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN, when it is set.' },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A trader’s bot API key (`ldk_…`, POST /api/api-keys), as `Authorization: Bearer ldk_…`.',
  },
};

const STATUS_TEXT: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  default: 'A refusal or failure: one sentence, and the fields at fault',
};

function answer(status: string, schema: z.ZodType | RawAnswer): JsonObject {
  if (schema instanceof z.ZodType) {
    const content = { 'application/json': { schema: answerSchema(schema) } };
    return { description: STATUS_TEXT[status] ?? 'Answer', content };
  }
  return { description: schema.description, content: { [schema.contentType]: {} } };
}

function parameters(url: string, contract: RouteContract): JsonObject[] {
  const inPath = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name = '']) => {
    const schema = contract.params?.[name];
    return {
      name,
      in: 'path',
      required: true,
      schema: schema ? requestSchema(schema) : { type: 'string' },
    };
  });
  const query = contract.query ? requestSchema(contract.query) : {};
  const required = new Set((query.required as string[] | undefined) ?? []);
  const properties = (query.properties ?? {}) as Record<string, JsonObject>;
  const inQuery = Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  return [...inPath, ...inQuery];
}

function operation(url: string, contract: RouteContract): JsonObject {
  const params = parameters(url, contract);
  const responses = { default: ErrorBody, ...contract.responses };
  return {
    summary: contract.summary,
    tags: [contract.tag],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(contract.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: requestSchema(contract.body) } },
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(responses).flatMap(([status, schema]) =>
        schema ? [[status, answer(status, schema)]] : [],
      ),
    ),
    // The table the route's guard is run from (http/guards.ts).
    security: securityOf(contract.auth),
  };
}

/**
 * The HTTP API as an OpenAPI 3.1 document, built from the contracts the routes were registered
 * with: a route's schemas are written once, beside its handler, and read by both.
 */
export function openApiDocument(routes: readonly RegisteredRoute[]): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const { method, url, contract } of routes) {
    if (!contract) continue;
    const path = openApiPath(url);
    paths[path] = { ...paths[path], [method.toLowerCase()]: operation(url, contract) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Launchdeck HTTP API',
      version: String(PROTOCOL_VERSION),
      description:
        'The HTTP calls of Launchdeck, generated from the zod schemas the server validates with. The realtime protocol (Socket.IO events) is not part of it.',
    },
    paths,
    components: { securitySchemes: SECURITY_SCHEMES },
  };
}
