import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../../test/server-support.ts';
import { API_DOCS_PATHS } from './api-docs.ts';
import type { JsonObject } from './openapi.ts';
import type { RouteContract } from './route-contract.ts';

/** Routes left out of the document on purpose, each for its reason. */
const NOT_DOCUMENTED = new Set([
  // The web app's files and client routes (web/static.ts).
  'GET /*',
  // The document and its reference page themselves.
  `GET ${API_DOCS_PATHS.document}`,
  `GET ${API_DOCS_PATHS.page}`,
  `GET ${API_DOCS_PATHS.assets}/start.js`,
  `GET ${API_DOCS_PATHS.assets}/swagger-ui.css`,
  `GET ${API_DOCS_PATHS.assets}/swagger-ui-bundle.js`,
  // The browsers' CORS preflights for the two calls open to the extensions (extensions/cors.ts).
  'OPTIONS /api/vamp',
  'OPTIONS /api/extension-token/check',
]);
// Socket.IO is not a Fastify route: it answers on the same server before Fastify sees the request.

type Operation = {
  parameters?: { name: string; in: string; required: boolean; schema: JsonObject }[];
  requestBody?: { content: { 'application/json': { schema: JsonObject } } };
  responses: Record<string, { content?: Record<string, { schema?: JsonObject }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** The JSON Schema of a zod schema, as a caller sends it (zod's own conversion). */
const sent = (schema: z.ZodType) => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input' });
  return rest;
};

describe('the OpenAPI document', () => {
  let server: TestServer;
  let dist: string;
  let document: Document;
  const routes: { method: string; url: string; contract?: RouteContract }[] = [];
  const record = (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routes.push({ method, url: route.url, contract: route.config?.contract });
    }
  };
  const operationOf = (method: string, url: string) =>
    document.paths[url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[method.toLowerCase()];

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'launchdeck-web-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Launchdeck</title>');
    server = await startTestServer('pglite', { WEB_DIST: dist }, { onRoute: record });
    const res = await fetch(`${server.url}${API_DOCS_PATHS.document}`);
    expect(res.status).toBe(200);
    document = (await res.json()) as Document;
  });
  afterAll(async () => {
    await server.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(document as unknown as JsonObject);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has every registered route but the ones left out on purpose, admin ones included', () => {
    const missing = routes
      .filter(({ method, url }) => !NOT_DOCUMENTED.has(`${method} ${url}`))
      .filter(({ method, url }) => !operationOf(method, url))
      .map(({ method, url }) => `${method} ${url}`);
    expect(missing).toEqual([]);
    expect(operationOf('DELETE', '/api/admin/credentials/:username')).toBeDefined();
    // Each exclusion is a real route, so the list cannot go stale.
    const registered = new Set(routes.map(({ method, url }) => `${method} ${url}`));
    expect([...NOT_DOCUMENTED].filter((route) => !registered.has(route))).toEqual([]);
  });

  it('documents no route that is not registered', () => {
    const registered = new Set(routes.map(({ method, url }) => `${method} ${url}`));
    const documented = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.keys(operations).map(
        (method) => `${method.toUpperCase()} ${url.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1')}`,
      ),
    );
    expect(documented.filter((route) => !registered.has(route))).toEqual([]);
  });

  it('describes each body, query and path parameter with the schema the route parses it with', () => {
    const documented = routes.filter(({ contract }) => contract);
    expect(documented.length).toBeGreaterThan(40);
    for (const { method, url, contract } of documented) {
      if (!contract) continue;
      const operation = operationOf(method, url);
      const where = `${method} ${url}`;
      expect(operation?.requestBody?.content['application/json'].schema, where).toEqual(
        contract.body ? sent(contract.body) : undefined,
      );
      const query = contract.query ? sent(contract.query) : { properties: {} };
      const inQuery = (operation?.parameters ?? []).filter((param) => param.in === 'query');
      expect(Object.fromEntries(inQuery.map(({ name, schema }) => [name, schema])), where).toEqual(
        query.properties,
      );
      for (const [name, schema] of Object.entries(contract.params ?? {})) {
        const param = operation?.parameters?.find((p) => p.in === 'path' && p.name === name);
        expect(param?.schema, `${where} :${name}`).toEqual(sent(schema));
      }
    }
  });

  it('describes each JSON answer with the schema the route answers with', () => {
    for (const { method, url, contract } of routes) {
      for (const [status, schema] of Object.entries(contract?.responses ?? {})) {
        if (!(schema instanceof z.ZodType)) continue;
        const { $schema: _dialect, ...answer } = z.toJSONSchema(schema, { io: 'output' });
        const content = operationOf(method, url)?.responses[status]?.content;
        expect(content?.['application/json']?.schema, `${method} ${url} ${status}`).toEqual(answer);
      }
    }
  });
});

describe('the API reference page', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it('is served with the strict CSP, its viewer from our own origin', async () => {
    const page = await fetch(`${server.url}${API_DOCS_PATHS.page}`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe');
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, url]) => url ?? '');
    expect(assets.length).toBe(3);
    for (const asset of assets) {
      expect(asset.startsWith(`${API_DOCS_PATHS.assets}/`)).toBe(true);
      const res = await fetch(`${server.url}${asset}`);
      expect(res.status, asset).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/(css|javascript)/);
      expect((await res.text()).length).toBeGreaterThan(100);
    }
  });
});
