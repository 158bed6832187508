import {
  ADMIN_API,
  alertSentMessage,
  SendAlertRequestBody,
  SendAlertResponseBody,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { router } from '../../http/route.ts';
import type { RouteContract } from '../../http/route-contract.ts';
import type { AdminServices } from '../module.ts';

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
  const route = router(app);
  route(
    'POST',
    ADMIN_API.sendAlert,
    CONTRACTS.send,
    async ({ session, body }): Promise<SendAlertResponseBody> => {
      const recipientCount = await admin.alerts.send(session.username, body.message);
      return { recipientCount, message: alertSentMessage(recipientCount) };
    },
  );
}
