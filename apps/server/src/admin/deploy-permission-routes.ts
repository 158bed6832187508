import {
  MESSAGES,
  type MessageResponseBody,
  ToggleDeployPermissionRequestBody,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../http/errors.ts';
import type { AdminService } from './service.ts';

/** POST /api/admin/toggle-deploy-permission {targetUsername, canDeploy}: who may launch tokens. */
export function registerDeployPermissionRoutes(app: FastifyInstance, admin: AdminService): void {
  app.post('/toggle-deploy-permission', async (request): Promise<MessageResponseBody> => {
    const { targetUsername, canDeploy } = parseBody(
      ToggleDeployPermissionRequestBody,
      request.body,
    );
    await admin.setCanDeploy(targetUsername, canDeploy);
    return { message: canDeploy ? MESSAGES.canDeployEnabled : MESSAGES.canDeployDisabled };
  });
}
