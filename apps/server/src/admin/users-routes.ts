import {
  ADMIN_API,
  AddCredentialRequestBody,
  type CredentialsResponseBody,
  MESSAGES,
  type MessageResponseBody,
  UpdateCredentialRequestBody,
  Username,
  type UserStatusResponseBody,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../http/errors.ts';
import { actorOf } from './actor.ts';
import type { AdminServices } from './module.ts';
import { routeOf } from './route-path.ts';

type ByName = { Params: { username: string } };

/** DA §7 User Management: user-status, and the credentials' list, add, edit (ours), delete. */
export function registerUsersRoutes(app: FastifyInstance, admin: AdminServices): void {
  app.get(ADMIN_API.userStatus, async (): Promise<UserStatusResponseBody> => {
    return { users: await admin.users.status() };
  });

  app.get(ADMIN_API.credentials, async (): Promise<CredentialsResponseBody> => {
    return { credentials: await admin.users.credentials() };
  });

  app.post(ADMIN_API.credentials, async (request, reply): Promise<MessageResponseBody> => {
    const body = parseBody(AddCredentialRequestBody, request.body);
    await admin.users.add(actorOf(request), body);
    reply.status(201);
    return { message: MESSAGES.userAdded };
  });

  app.put<ByName>(
    routeOf(ADMIN_API.credential, 'username'),
    async (request): Promise<MessageResponseBody> => {
      const username = parseBody(Username, request.params.username);
      const body = parseBody(UpdateCredentialRequestBody, request.body);
      await admin.users.update(actorOf(request), username, body);
      return { message: MESSAGES.userUpdated };
    },
  );

  app.delete<ByName>(
    routeOf(ADMIN_API.credential, 'username'),
    async (request): Promise<MessageResponseBody> => {
      const username = parseBody(Username, request.params.username);
      await admin.users.remove(actorOf(request), username);
      return { message: MESSAGES.userDeleted };
    },
  );
}
