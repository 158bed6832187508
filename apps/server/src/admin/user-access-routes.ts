import {
  ADMIN_API,
  MESSAGES,
  type MessageResponseBody,
  SetDiscordIdRequestBody,
  TargetUserRequestBody,
  ToggleChatPermissionRequestBody,
  ToggleDeployPermissionRequestBody,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../http/errors.ts';
import { actorOf } from './actor.ts';
import type { AdminServices } from './module.ts';

/** DA §7: enable-user, disable-user, toggle-chat-permission, set-discord-id; ours: deploy. */
export function registerUserAccessRoutes(app: FastifyInstance, admin: AdminServices): void {
  app.post(ADMIN_API.enableUser, async (request): Promise<MessageResponseBody> => {
    const { targetUsername } = parseBody(TargetUserRequestBody, request.body);
    await admin.access.enable(actorOf(request), targetUsername);
    return { message: MESSAGES.userEnabled };
  });

  app.post(ADMIN_API.disableUser, async (request): Promise<MessageResponseBody> => {
    const { targetUsername } = parseBody(TargetUserRequestBody, request.body);
    await admin.access.disable(actorOf(request), targetUsername);
    return { message: MESSAGES.userDisabled };
  });

  app.post(ADMIN_API.toggleChatPermission, async (request): Promise<MessageResponseBody> => {
    const { targetUsername, canChat } = parseBody(ToggleChatPermissionRequestBody, request.body);
    await admin.access.setCanChat(actorOf(request), targetUsername, canChat);
    return { message: canChat ? MESSAGES.canChatEnabled : MESSAGES.canChatDisabled };
  });

  app.post(ADMIN_API.toggleDeployPermission, async (request): Promise<MessageResponseBody> => {
    const body = parseBody(ToggleDeployPermissionRequestBody, request.body);
    await admin.access.setCanDeploy(actorOf(request), body.targetUsername, body.canDeploy);
    return { message: body.canDeploy ? MESSAGES.canDeployEnabled : MESSAGES.canDeployDisabled };
  });

  app.post(ADMIN_API.setDiscordId, async (request): Promise<MessageResponseBody> => {
    const body = parseBody(SetDiscordIdRequestBody, request.body);
    await admin.access.setDiscordId(actorOf(request), body.targetUsername, body.discordUserId);
    return { message: MESSAGES.discordIdSet };
  });
}
