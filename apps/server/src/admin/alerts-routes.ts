import {
  ADMIN_API,
  alertSentMessage,
  SendAlertRequestBody,
  SendAlertResponseBody,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { parseBody } from '../http/errors.ts';
import { documented, type RouteContract } from '../http/route-contract.ts';
import { actorOf } from './actor.ts';
import type { AdminServices } from './module.ts';

/** The schemas the call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  send: {
    summary: 'Send an alert to every other connected user',
    tag: 'Admin: alerts',
    auth: 'admin',
    body: SendAlertRequestBody,
    responses: { 200: SendAlertResponseBody },
  },
} satisfies Record<string, RouteContract>;

/** DA §7 send-alert {message} → recipientCount, and DA §8 'Alert sent to N user(s)'. */
export function registerAlertsRoutes(app: FastifyInstance, admin: AdminServices): void {
  app.post(
    ADMIN_API.sendAlert,
    documented(CONTRACTS.send),
    async (request): Promise<SendAlertResponseBody> => {
      const { message } = parseBody(CONTRACTS.send.body, request.body);
      const recipientCount = await admin.alerts.send(actorOf(request), message);
      return { recipientCount, message: alertSentMessage(recipientCount) };
    },
  );
}
