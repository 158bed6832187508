import {
  ADMIN_API,
  MESSAGES,
  TestPostRequestBody,
  type TestPostResponseBody,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../http/errors.ts';
import { actorOf } from './actor.ts';
import type { AdminServices } from './module.ts';

/** FC §2 test-post panel (ours: POST test-post {kind}), answering the post's id. */
export function registerTestPostRoutes(app: FastifyInstance, admin: AdminServices): void {
  app.post(ADMIN_API.testPost, async (request): Promise<TestPostResponseBody> => {
    const { kind } = parseBody(TestPostRequestBody, request.body);
    const id = await admin.testPosts.send(actorOf(request), kind);
    return { message: MESSAGES.testPostSent, id };
  });
}
