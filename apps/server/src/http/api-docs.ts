import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type JsonObject, openApiDocument, type RegisteredRoute } from './openapi.ts';

export const API_DOCS_PATHS = {
  document: '/api/openapi.json',
  page: '/api/docs',
  assets: '/api/docs/assets',
} as const;

// Resolved at run time (not bundled): the viewer's files stay in node_modules.
const viewerDir = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

/** The viewer's files we serve, by their public name. */
const VIEWER_FILES = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;

// Our own start script, a file rather than inline script, so the strict CSP holds on this page.
const START_SCRIPT = `window.addEventListener('load', () => {
  window.ui = SwaggerUIBundle({
    url: '${API_DOCS_PATHS.document}',
    dom_id: '#api-docs',
    deepLinking: true,
    validatorUrl: null,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Launchdeck HTTP API</title>
    <link rel="stylesheet" href="${API_DOCS_PATHS.assets}/swagger-ui.css" />
  </head>
  <body>
    <div id="api-docs"></div>
    <script src="${API_DOCS_PATHS.assets}/swagger-ui-bundle.js"></script>
    <script src="${API_DOCS_PATHS.assets}/start.js"></script>
  </body>
</html>
`;

/**
 * GET /api/openapi.json, the OpenAPI 3.1 document of every route registered with a contract, and
 * GET /api/docs, a reference page rendered by Swagger UI from our own origin under the app's CSP
 * (its script and stylesheet are files served here; nothing inline, nothing from elsewhere).
 */
export function registerApiDocs(app: FastifyInstance, routes: readonly RegisteredRoute[]): void {
  let document: JsonObject | undefined;
  app.get(API_DOCS_PATHS.document, async (_request, reply) => {
    // Built on the first call, once every route is registered.
    document ??= openApiDocument(routes);
    return reply.header('cache-control', 'no-cache').send(document);
  });

  app.get(API_DOCS_PATHS.page, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  );

  app.get(`${API_DOCS_PATHS.assets}/start.js`, async (_request, reply) =>
    reply.type(VIEWER_FILES['swagger-ui-bundle.js']).send(START_SCRIPT),
  );

  for (const [file, type] of Object.entries(VIEWER_FILES)) {
    app.get(`${API_DOCS_PATHS.assets}/${file}`, async (_request, reply) =>
      reply
        .type(type)
        .header('cache-control', 'public, max-age=3600')
        .send(createReadStream(path.join(viewerDir, file))),
    );
  }
}
