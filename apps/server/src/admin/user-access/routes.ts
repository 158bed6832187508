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
import { router } from '../../http/route.ts';
import type { RouteContract } from '../../http/route-contract.ts';
import type { AdminServices } from '../module.ts';

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
  const route = router(app);
  route(
    'POST',
    ADMIN_API.enableUser,
    CONTRACTS.enable,
    async ({ session, body }): Promise<MessageResponseBody> => {
      await admin.access.enable(session.username, body.targetUsername);
      return { message: MESSAGES.userEnabled };
    },
  );

  route(
    'POST',
    ADMIN_API.disableUser,
    CONTRACTS.disable,
    async ({ session, body }): Promise<MessageResponseBody> => {
      await admin.access.disable(session.username, body.targetUsername);
      return { message: MESSAGES.userDisabled };
    },
  );

  route(
    'POST',
    ADMIN_API.toggleChatPermission,
    CONTRACTS.chat,
    async ({ session, body }): Promise<MessageResponseBody> => {
      await admin.access.setCanChat(session.username, body.targetUsername, body.canChat);
      return { message: body.canChat ? MESSAGES.canChatEnabled : MESSAGES.canChatDisabled };
    },
  );

  route(
    'POST',
    ADMIN_API.toggleDeployPermission,
    CONTRACTS.deploy,
    async ({ session, body }): Promise<MessageResponseBody> => {
      await admin.access.setCanDeploy(session.username, body.targetUsername, body.canDeploy);
      return { message: body.canDeploy ? MESSAGES.canDeployEnabled : MESSAGES.canDeployDisabled };
    },
  );

  route(
    'POST',
    ADMIN_API.setDiscordId,
    CONTRACTS.discord,
    async ({ session, body }): Promise<MessageResponseBody> => {
      await admin.access.setDiscordId(session.username, body.targetUsername, body.discordUserId);
      return { message: MESSAGES.discordIdSet };
    },
  );
}
