import {
  ADMIN_API,
  alertSentMessage,
  SendAlertRequestBody,
  type SendAlertResponseBody,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../http/errors.ts';
import { actorOf } from './actor.ts';
import type { AdminServices } from './module.ts';

/** DA §7 send-alert {message} → recipientCount, and DA §8 'Alert sent to N user(s)'. */
export function registerAlertsRoutes(app: FastifyInstance, admin: AdminServices): void {
  app.post(ADMIN_API.sendAlert, async (request): Promise<SendAlertResponseBody> => {
    const { message } = parseBody(SendAlertRequestBody, request.body);
    const recipientCount = await admin.alerts.send(actorOf(request), message);
    return { recipientCount, message: alertSentMessage(recipientCount) };
  });
}
