import { jsonNestsTooDeep, MESSAGES } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * Every route's JSON bodies: Fastify's own parser (prototype keys refused, an empty body a 400),
 * behind a nesting check on the text, so a body thousands of levels deep is a 400 with a sentence
 * before it is parsed, on every route, whether or not its handler parses with a schema.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonNestsTooDeep(text)) return done(new HttpError(400, MESSAGES.nestedTooDeep), undefined);
    parse(request, text, done);
  });
}
