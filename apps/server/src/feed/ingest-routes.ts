import { IngestBatchBody, IngestResponseBody, IngestSingleBody } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { router } from '../http/route.ts';
import type { RouteContract } from '../http/route-contract.ts';
import type { IngestService } from './ingest.ts';

// Anyone may knock, so the answers name no setting; README "Configuration" says what turns it on.
export const INGEST_MESSAGES = {
  off: 'The ingest endpoint is off on this server',
  badToken: 'Missing or wrong ingest token',
} as const;

/**
 * A body is one post, or `{posts: [...]}` of at most INGEST_BATCH_MAX: read as one item, then,
 * when it has `posts`, as a batch.
 */
function ingestBodySchemas(body: unknown) {
  const batch = typeof body === 'object' && body !== null && 'posts' in body;
  return batch ? ([IngestSingleBody, IngestBatchBody] as const) : IngestSingleBody;
}

/** The schemas the call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  ingest: {
    summary: 'Ingest posts (the webhook source): one item as the body, or {posts: [...]}',
    tag: 'Feed',
    auth: 'ingestToken',
    body: IngestSingleBody,
    bodySchemas: ingestBodySchemas,
    responses: { 202: IngestResponseBody },
  },
} satisfies Record<string, RouteContract>;

/** POST /api/ingest: the webhook source. Answers 202 only once the items are stored. */
export function registerIngestRoutes(
  app: FastifyInstance,
  deps: { ingest: IngestService; token: string | undefined },
): void {
  const route = router(app, { ingestToken: { token: deps.token, ...INGEST_MESSAGES } });
  route(
    'POST',
    '/api/ingest',
    CONTRACTS.ingest,
    async ({ body, reply }): Promise<IngestResponseBody> => {
      const items = 'posts' in body && Array.isArray(body.posts) ? body.posts : [body];
      const result = await deps.ingest.ingest(items);
      if (!result.ok) {
        const fields: Record<string, string> = {};
        for (const item of result.errors) {
          for (const [path, message] of Object.entries(item.fields ?? { '(item)': item.error })) {
            fields[`posts.${item.index}.${path}`] = message;
          }
        }
        const first = result.errors[0];
        throw new HttpError(400, `Item ${first?.index}: ${first?.error}`, fields);
      }
      reply.status(202);
      const { accepted, repaired } = result;
      return repaired.length > 0 ? { accepted, repaired } : { accepted };
    },
  );
}
