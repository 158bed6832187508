import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/socket.io/'];

/**
 * Serves the built web app. Hashed assets are cached for a year; every other GET that is not an
 * API call gets index.html, so client routes (/@code, /adminpanel111) load the app.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: 'index.html',
      wildcard: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' && !API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (!isPage) return reply.status(404).send({ error: MESSAGES.notFound });
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build -w @launchdeck/web`.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
