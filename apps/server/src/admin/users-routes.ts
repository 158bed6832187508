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
import { parseBody } from '../http/errors.ts';
import { documented, type RouteContract } from '../http/route-contract.ts';
import { actorOf } from './actor.ts';
import type { AdminServices } from './module.ts';
import { routeOf } from './route-path.ts';

type ByName = { Params: { username: string } };

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
  app.get(
    ADMIN_API.userStatus,
    documented(CONTRACTS.status),
    async (): Promise<UserStatusResponseBody> => {
      return { users: await admin.users.status() };
    },
  );

  app.get(
    ADMIN_API.credentials,
    documented(CONTRACTS.credentials),
    async (): Promise<CredentialsResponseBody> => {
      return { credentials: await admin.users.credentials() };
    },
  );

  app.post(
    ADMIN_API.credentials,
    documented(CONTRACTS.add),
    async (request, reply): Promise<MessageResponseBody> => {
      const body = parseBody(CONTRACTS.add.body, request.body);
      await admin.users.add(actorOf(request), body);
      reply.status(201);
      return { message: MESSAGES.userAdded };
    },
  );

  app.put<ByName>(
    routeOf(ADMIN_API.credential, 'username'),
    documented(CONTRACTS.update),
    async (request): Promise<MessageResponseBody> => {
      const username = parseBody(CONTRACTS.update.params.username, request.params.username);
      const body = parseBody(CONTRACTS.update.body, request.body);
      await admin.users.update(actorOf(request), username, body);
      return { message: MESSAGES.userUpdated };
    },
  );

  app.delete<ByName>(
    routeOf(ADMIN_API.credential, 'username'),
    documented(CONTRACTS.remove),
    async (request): Promise<MessageResponseBody> => {
      const username = parseBody(CONTRACTS.remove.params.username, request.params.username);
      await admin.users.remove(actorOf(request), username);
      return { message: MESSAGES.userDeleted };
    },
  );
}
