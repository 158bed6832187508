import {
  AddCredentialRequestBody,
  type CredentialsResponseBody,
  MESSAGES,
  type MessageResponseBody,
  Username,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/service.ts';
import { parseBody } from '../http/errors.ts';
import { requireAdmin } from '../http/session-guard.ts';
import type { UsersService } from '../users/service.ts';

export type CredentialsRoutesDeps = {
  auth: AuthService;
  users: UsersService;
  /** Runs before a login other than the admin's is removed (its groups are closed). */
  beforeUserRemoved: (username: string) => Promise<void>;
  /** Closes every realtime connection of a user whose login was removed. */
  onUserRemoved: (username: string) => void;
};

/** DA §7: the admin's list, add and delete of logins. */
export function registerCredentialsRoutes(app: FastifyInstance, deps: CredentialsRoutesDeps): void {
  const isAdmin = (name: string) => deps.users.isAdmin(name);

  app.get('/api/admin/credentials', async (request): Promise<CredentialsResponseBody> => {
    await requireAdmin(deps.auth, isAdmin, request);
    return { credentials: await deps.users.listCredentials() };
  });

  app.post('/api/admin/credentials', async (request, reply): Promise<MessageResponseBody> => {
    await requireAdmin(deps.auth, isAdmin, request);
    const body = parseBody(AddCredentialRequestBody, request.body);
    await deps.users.addCredential(body);
    reply.status(201);
    return { message: MESSAGES.userAdded };
  });

  app.delete<{ Params: { username: string } }>(
    '/api/admin/credentials/:username',
    async (request): Promise<MessageResponseBody> => {
      await requireAdmin(deps.auth, isAdmin, request);
      const username = parseBody(Username, request.params.username);
      // The admin cannot be removed (deleteCredential refuses): its groups must stay too.
      if (!isAdmin(username)) await deps.beforeUserRemoved(username);
      await deps.users.deleteCredential(username);
      deps.onUserRemoved(username);
      return { message: MESSAGES.userDeleted };
    },
  );
}
