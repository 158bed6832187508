import {
  ADMIN_API,
  MESSAGES,
  TestPostRequestBody,
  TestPostResponseBody,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../http/errors.ts';
import { documented, type RouteContract } from '../http/route-contract.ts';
import { actorOf } from './actor.ts';
import type { AdminServices } from './module.ts';

/** The schemas the call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  send: {
    summary: 'Send a test post of a kind to the feed',
    tag: 'Admin: test posts',
    auth: 'admin',
    body: TestPostRequestBody,
    responses: { 200: TestPostResponseBody },
  },
} satisfies Record<string, RouteContract>;

/** FC §2 test-post panel (ours: POST test-post {kind}), answering the post's id. */
export function registerTestPostRoutes(app: FastifyInstance, admin: AdminServices): void {
  app.post(
    ADMIN_API.testPost,
    documented(CONTRACTS.send),
    async (request): Promise<TestPostResponseBody> => {
      const { kind } = parseBody(CONTRACTS.send.body, request.body);
      const id = await admin.testPosts.send(actorOf(request), kind);
      return { message: MESSAGES.testPostSent, id };
    },
  );
}
