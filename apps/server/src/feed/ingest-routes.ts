import { IngestBatchBody, IngestResponseBody, IngestSingleBody } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { bearerTokenCheck } from '../http/bearer-token.ts';
import { HttpError, parseBody } from '../http/errors.ts';
import { documented, type RouteContract } from '../http/route-contract.ts';
import type { IngestService } from './ingest.ts';

// Anyone may knock, so the answers name no setting; README "Configuration" says what turns it on.
export const INGEST_MESSAGES = {
  off: 'The ingest endpoint is off on this server',
  badToken: 'Missing or wrong ingest token',
} as const;

/** The items of a body: one post, or `{posts: [...]}` of at most INGEST_BATCH_MAX. */
function itemsOf(body: unknown): unknown[] {
  const single = parseBody(IngestSingleBody, body);
  return 'posts' in single ? parseBody(IngestBatchBody, single).posts : [single];
}

/** The schemas the call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  ingest: {
    summary: 'Ingest posts (the webhook source): one item as the body, or {posts: [...]}',
    tag: 'Feed',
    auth: 'ingestToken',
    body: IngestSingleBody,
    responses: { 202: IngestResponseBody },
  },
} satisfies Record<string, RouteContract>;

/** POST /api/ingest: the webhook source. Answers 202 only once the items are stored. */
export function registerIngestRoutes(
  app: FastifyInstance,
  deps: { ingest: IngestService; token: string | undefined },
): void {
  const checkToken = bearerTokenCheck(deps.token, INGEST_MESSAGES.badToken);
  app.post(
    '/api/ingest',
    documented(CONTRACTS.ingest),
    async (request, reply): Promise<IngestResponseBody> => {
      if (!checkToken) throw new HttpError(404, INGEST_MESSAGES.off);
      checkToken(request);
      const result = await deps.ingest.ingest(itemsOf(request.body));
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
      return { accepted: result.accepted };
    },
  );
}
