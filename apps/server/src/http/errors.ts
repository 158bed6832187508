import { describeZodError, type ErrorBody, MESSAGES, parseIncoming } from '@launchdeck/protocol';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { isStorageUnavailable } from '../storage/unavailable.ts';

/** A failure with a status and a human sentence; the error handler sends it as ErrorBody. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return this.fields ? { error: this.message, fields: this.fields } : { error: this.message };
  }
}

/**
 * Parses a body with its protocol schema (and the storable-text rule); a mismatch becomes a 400
 * naming the first problem.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = parseIncoming(schema, body);
  if (result.success) return result.data;
  const described = describeZodError(result.error, MESSAGES.bodyNotObject);
  throw new HttpError(400, described.error, described.fields);
}

const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Send the body as application/json' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Request body is empty' },
};

/** One place turns every failure into a small JSON answer: no stack traces, never a bare 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.status).send(error.toBody());
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known.status).send({ error: known.message });
    if (error.statusCode === 429) return reply.status(429).send({ error: error.message });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: MESSAGES.badRequest });
    }
    if (isStorageUnavailable(error)) {
      request.log.warn({ err: error.message }, 'storage unavailable');
      return reply
        .status(503)
        .header('retry-after', '2')
        .send({ error: MESSAGES.storageUnavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: MESSAGES.internal });
  });
}
