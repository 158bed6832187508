import { EXTENSION_CALLS } from '@launchdeck/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A Chromium extension's origin: its id is 32 letters a to p. */
const EXTENSION_ORIGIN = /^chrome-extension:\/\/[a-p]{32}$/;

/** The method of each call open to extensions; nothing else answers them. */
const OPEN_CALLS: ReadonlyMap<string, string> = new Map([
  [EXTENSION_CALLS.vamp, 'POST'],
  [EXTENSION_CALLS.check, 'GET'],
]);

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';

/** The extension's origin when the request comes from one, to a call open to it. */
function extensionOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  return typeof origin === 'string' &&
    EXTENSION_ORIGIN.test(origin) &&
    OPEN_CALLS.has(pathOf(request))
    ? origin
    : undefined;
}

function allow(reply: FastifyReply, origin: string): void {
  reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
}

/**
 * CORS for the two browser extensions, and only them: a `chrome-extension://` origin may call
 * POST /api/vamp and GET /api/extension-token/check, with `Authorization` and `Content-Type`
 * (no cookies: the bearer token is the credential). Every other origin and call gets no CORS
 * header, so browsers keep refusing them as before.
 */
export function registerExtensionCors(http: FastifyInstance): void {
  http.addHook('onRequest', async (request, reply) => {
    const origin = extensionOrigin(request);
    if (origin) allow(reply, origin);
  });
  for (const [path, method] of OPEN_CALLS) {
    http.options(path, async (request, reply) => {
      const origin = extensionOrigin(request);
      if (!origin || request.headers['access-control-request-method'] !== method) {
        return reply.removeHeader('access-control-allow-origin').status(204).send();
      }
      return reply
        .status(204)
        .header('access-control-allow-methods', method)
        .header('access-control-allow-headers', 'Authorization, Content-Type')
        .header('access-control-max-age', '600')
        .send();
    });
  }
}
