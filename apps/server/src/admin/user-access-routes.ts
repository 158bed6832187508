import {
  ADMIN_API,
  MESSAGES,
  MessageResponseBody,
  SetDiscordIdRequestBody,
  TargetUserRequestBody,
  ToggleChatPermissionRequestBody,
  ToggleDeployPermissionRequestBody,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../http/errors.ts';
import { documented, type RouteContract } from '../http/route-contract.ts';
import { actorOf } from './actor.ts';
import type { AdminServices } from './module.ts';

const tag = 'Admin: users';

/** The schemas each call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  enable: {
    summary: 'Enable a login',
    tag,
    auth: 'admin',
    body: TargetUserRequestBody,
    responses: { 200: MessageResponseBody },
  },
  disable: {
    summary: 'Disable a login and end its sessions',
    tag,
    auth: 'admin',
    body: TargetUserRequestBody,
    responses: { 200: MessageResponseBody },
  },
  chat: {
    summary: 'Allow or stop a login’s chat',
    tag,
    auth: 'admin',
    body: ToggleChatPermissionRequestBody,
    responses: { 200: MessageResponseBody },
  },
  deploy: {
    summary: 'Allow or stop a login’s deploying',
    tag,
    auth: 'admin',
    body: ToggleDeployPermissionRequestBody,
    responses: { 200: MessageResponseBody },
  },
  discord: {
    summary: 'Set a login’s Discord user id',
    tag,
    auth: 'admin',
    body: SetDiscordIdRequestBody,
    responses: { 200: MessageResponseBody },
  },
} satisfies Record<string, RouteContract>;

/** DA §7: enable-user, disable-user, toggle-chat-permission, set-discord-id; ours: deploy. */
export function registerUserAccessRoutes(app: FastifyInstance, admin: AdminServices): void {
  app.post(
    ADMIN_API.enableUser,
    documented(CONTRACTS.enable),
    async (request): Promise<MessageResponseBody> => {
      const { targetUsername } = parseBody(CONTRACTS.enable.body, request.body);
      await admin.access.enable(actorOf(request), targetUsername);
      return { message: MESSAGES.userEnabled };
    },
  );

  app.post(
    ADMIN_API.disableUser,
    documented(CONTRACTS.disable),
    async (request): Promise<MessageResponseBody> => {
      const { targetUsername } = parseBody(CONTRACTS.disable.body, request.body);
      await admin.access.disable(actorOf(request), targetUsername);
      return { message: MESSAGES.userDisabled };
    },
  );

  app.post(
    ADMIN_API.toggleChatPermission,
    documented(CONTRACTS.chat),
    async (request): Promise<MessageResponseBody> => {
      const { targetUsername, canChat } = parseBody(CONTRACTS.chat.body, request.body);
      await admin.access.setCanChat(actorOf(request), targetUsername, canChat);
      return { message: canChat ? MESSAGES.canChatEnabled : MESSAGES.canChatDisabled };
    },
  );

  app.post(
    ADMIN_API.toggleDeployPermission,
    documented(CONTRACTS.deploy),
    async (request): Promise<MessageResponseBody> => {
      const body = parseBody(CONTRACTS.deploy.body, request.body);
      await admin.access.setCanDeploy(actorOf(request), body.targetUsername, body.canDeploy);
      return { message: body.canDeploy ? MESSAGES.canDeployEnabled : MESSAGES.canDeployDisabled };
    },
  );

  app.post(
    ADMIN_API.setDiscordId,
    documented(CONTRACTS.discord),
    async (request): Promise<MessageResponseBody> => {
      const body = parseBody(CONTRACTS.discord.body, request.body);
      await admin.access.setDiscordId(actorOf(request), body.targetUsername, body.discordUserId);
      return { message: MESSAGES.discordIdSet };
    },
  );
}
