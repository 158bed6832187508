import {
  ADMIN_API,
  AddCredentialRequestBody,
  CredentialsResponseBody,
  MESSAGES,
  MessageResponseBody,
  UpdateCredentialRequestBody,
  Username,
  UserStatusResponseBody,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { router } from '../../http/route.ts';
import type { RouteContract } from '../../http/route-contract.ts';
import type { AdminServices } from '../module.ts';
import { routeOf } from '../route-path.ts';

const tag = 'Admin: users';
const byName = { username: Username };

/** The schemas each call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  status: {
    summary: 'Every login’s status (DA §7 user-status)',
    tag,
    auth: 'admin',
    responses: { 200: UserStatusResponseBody },
  },
  credentials: {
    summary: 'The logins',
    tag,
    auth: 'admin',
    responses: { 200: CredentialsResponseBody },
  },
  add: {
    summary: 'Add a login',
    tag,
    auth: 'admin',
    body: AddCredentialRequestBody,
    responses: { 201: MessageResponseBody },
  },
  update: {
    summary: 'Change a login’s password or name',
    tag,
    auth: 'admin',
    params: byName,
    body: UpdateCredentialRequestBody,
    responses: { 200: MessageResponseBody },
  },
  remove: {
    summary: 'Delete a login',
    tag,
    auth: 'admin',
    params: byName,
    responses: { 200: MessageResponseBody },
  },
} satisfies Record<string, RouteContract>;

/** DA §7 User Management: user-status, and the credentials' list, add, edit (ours), delete. */
export function registerUsersRoutes(app: FastifyInstance, admin: AdminServices): void {
  const route = router(app);
  route(
    'GET',
    ADMIN_API.userStatus,
    CONTRACTS.status,
    async (): Promise<UserStatusResponseBody> => ({ users: await admin.users.status() }),
  );

  route(
    'GET',
    ADMIN_API.credentials,
    CONTRACTS.credentials,
    async (): Promise<CredentialsResponseBody> => ({
      credentials: await admin.users.credentials(),
    }),
  );

  route(
    'POST',
    ADMIN_API.credentials,
    CONTRACTS.add,
    async ({ session, body, reply }): Promise<MessageResponseBody> => {
      await admin.users.add(session.username, body);
      reply.status(201);
      return { message: MESSAGES.userAdded };
    },
  );

  route(
    'PUT',
    routeOf(ADMIN_API.credential, 'username'),
    CONTRACTS.update,
    async ({ session, params, body }): Promise<MessageResponseBody> => {
      await admin.users.update(session.username, params.username, body);
      return { message: MESSAGES.userUpdated };
    },
  );

  route(
    'DELETE',
    routeOf(ADMIN_API.credential, 'username'),
    CONTRACTS.remove,
    async ({ session, params }): Promise<MessageResponseBody> => {
      await admin.users.remove(session.username, params.username);
      return { message: MESSAGES.userDeleted };
    },
  );
}
