import {
  AddCredentialRequestBody,
  type CredentialsResponseBody,
  MESSAGES,
  type MessageResponseBody,
  Username,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../http/errors.ts';
import type { AdminService } from './service.ts';

/** DA §7: the admin's list, add and delete of logins, under /api/admin. */
export function registerCredentialsRoutes(app: FastifyInstance, admin: AdminService): void {
  app.get('/credentials', async (): Promise<CredentialsResponseBody> => {
    return { credentials: await admin.listCredentials() };
  });

  app.post('/credentials', async (request, reply): Promise<MessageResponseBody> => {
    await admin.addCredential(parseBody(AddCredentialRequestBody, request.body));
    reply.status(201);
    return { message: MESSAGES.userAdded };
  });

  app.delete<{ Params: { username: string } }>(
    '/credentials/:username',
    async (request): Promise<MessageResponseBody> => {
      await admin.removeLogin(parseBody(Username, request.params.username));
      return { message: MESSAGES.userDeleted };
    },
  );
}
