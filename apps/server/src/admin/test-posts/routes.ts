import {
  ADMIN_API,
  MESSAGES,
  TestPostRequestBody,
  TestPostResponseBody,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { router } from '../../http/route.ts';
import type { RouteContract } from '../../http/route-contract.ts';
import type { AdminServices } from '../module.ts';

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
  const route = router(app);
  route(
    'POST',
    ADMIN_API.testPost,
    CONTRACTS.send,
    async ({ session, body }): Promise<TestPostResponseBody> => {
      const id = await admin.testPosts.send(session.username, body.kind);
      return { message: MESSAGES.testPostSent, id };
    },
  );
}
