import type { ChannelTarget } from './channels-repository.ts';
import type { SendResult } from './webhook-sender.ts';

/** A target whose secret could be read. */
export type ReadableTarget = ChannelTarget & { secret: string };

/**
 * Sends one delivery's payload (the webhook body JSON as stored) to a channel of any kind. The
 * delivery's id is the webhook's `webhook-id`; Telegram and Discord have no such header.
 */
export type ChannelSender = {
  send(target: ReadableTarget, deliveryId: string, payload: string): Promise<SendResult>;
};

export type ChannelSendersDeps = {
  webhook: { send(url: string, secret: string, id: string, payload: string): Promise<SendResult> };
  telegram: { send(botToken: string, chatId: string, payload: string): Promise<SendResult> };
  discord: { send(webhookUrl: string, payload: string): Promise<SendResult> };
  push: { send(subscription: string, payload: string): Promise<SendResult> };
};

/**
 * Whether a service's answer means the channel can never receive again: Telegram's 401 (the
 * token was revoked), 403 (the bot was blocked or removed from the chat) and 400 "chat not
 * found" (Bot API error descriptions); Discord's 401 and 404 (Unknown Webhook, code 10015: the
 * webhook was deleted); a push service's 404 and 410 (the subscription ended: RFC 8030 §7.3, the
 * browser unsubscribed or lost its permission) and 403 (made with another VAPID key: FCM, Apple).
 * A webhook's own 4xx only fails that delivery.
 */
export function isGone(kind: ChannelTarget['kind'], result: SendResult): boolean {
  if (result.kind !== 'answered') return false;
  if (kind === 'telegram') {
    return (
      result.status === 401 ||
      result.status === 403 ||
      (result.status === 400 && /chat not found/i.test(result.detail ?? ''))
    );
  }
  if (kind === 'discord') return result.status === 401 || result.status === 404;
  if (kind === 'push') return [403, 404, 410].includes(result.status);
  return false;
}

/** Issue 51: each kind's sender behind one call; the answer marked `gone` where it is. */
export class ChannelSenders implements ChannelSender {
  constructor(private readonly deps: ChannelSendersDeps) {}

  async send(target: ReadableTarget, deliveryId: string, payload: string): Promise<SendResult> {
    const result =
      target.kind === 'telegram'
        ? await this.deps.telegram.send(target.secret, target.url, payload)
        : target.kind === 'discord'
          ? await this.deps.discord.send(target.secret, payload)
          : target.kind === 'push'
            ? await this.deps.push.send(target.secret, payload)
            : await this.deps.webhook.send(target.url, target.secret, deliveryId, payload);
    return result.kind === 'answered' && isGone(target.kind, result)
      ? { ...result, gone: true }
      : result;
  }
}
