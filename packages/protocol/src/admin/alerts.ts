import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';

/** POST /api/admin/send-alert → admin_alert {message} to every connected user (FC §6). */
export const SendAlertRequestBody = z.object({
  message: z
    .string({ error: MESSAGES.alertMessageRequired })
    .trim()
    .min(1, MESSAGES.alertMessageRequired)
    .max(LIMITS.alertMessageMax, MESSAGES.alertMessageTooLong),
});
export type SendAlertRequestBody = z.infer<typeof SendAlertRequestBody>;

/** How many distinct users were connected to receive it, and the DA §8 sentence. */
export const SendAlertResponseBody = z.object({
  recipientCount: z.number().int().nonnegative(),
  message: z.string(),
});
export type SendAlertResponseBody = z.infer<typeof SendAlertResponseBody>;

/** DA §8 'Alert sent to N user(s)'. */
export const alertSentMessage = (recipientCount: number): string =>
  `Alert sent to ${recipientCount} user(s)`;
