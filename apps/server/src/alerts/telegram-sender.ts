import type { OutboundFetcher } from '../outbound/fetcher.ts';
import { retryAfterMs } from '../outbound/retry-after.ts';
import { telegramMessage } from './alert-message.ts';
import {
  type ChannelSendResult,
  detailOf,
  paced,
  postJson,
  readPayload,
  UNREADABLE_PAYLOAD,
} from './channel-request.ts';
import { type Clock, Pacer, systemClock } from './pacer.ts';
import { WEBHOOK_TIMEOUT_MS } from './webhook-sender.ts';

/** The Bot API's base (TELEGRAM_API_BASE): calls go to `${base}/bot<token>/<method>`. */
export const TELEGRAM_API_BASE = 'https://api.telegram.org';

/**
 * Telegram's broadcasting limits as gaps between sends, ms
 * (https://core.telegram.org/bots/faq#my-bot-is-hitting-limits-how-do-i-avoid-this): about one
 * message a second in a chat, 20 a minute in a group (a chat id starting with '-', or a
 * channel's @name), 30 a second for a bot overall. `maxWaitMs`: the longest a send waits for
 * its turn before it answers a retry time instead.
 */
export const TELEGRAM_PACE = { chatMs: 1_000, groupMs: 3_000, botMs: 34, maxWaitMs: 5_000 };

export type TelegramSenderDeps = {
  fetcher: Pick<OutboundFetcher, 'fetch'>;
  /** TELEGRAM_API_BASE; https://api.telegram.org unless given. */
  apiBase?: string;
  /** The pacing's clock (tests). */
  clock?: Clock;
  /** TELEGRAM_PACE unless given (tests). */
  pace?: Partial<typeof TELEGRAM_PACE>;
};

/** A bot token's shape (https://core.telegram.org/bots/api#authorizing-your-bot). */
const BOT_TOKEN = /^\d+:[A-Za-z0-9_-]+$/;

/** A sendPhoto refused because of its picture (Telegram could not fetch or read it). */
const PHOTO_PROBLEM = /photo|file|url|image|web page/i;

type TelegramAnswer = {
  description?: unknown;
  parameters?: { retry_after?: unknown; migrate_to_chat_id?: unknown };
};

/**
 * Issue 51: an alert as a Telegram message (`telegramMessage`), one Bot API call through the
 * public-hosts-only fetcher: POST `${apiBase}/bot<token>/sendPhoto|sendMessage`, JSON, answered
 * within WEBHOOK_TIMEOUT_MS (10 s). Sends wait their turn per chat and per bot (TELEGRAM_PACE, in
 * this process's memory); a turn further off than `maxWaitMs` is answered 429 with its time and
 * not sent. A picture Telegram cannot fetch (sendPhoto 400 about the photo) is sent again
 * without it. Answers: `answered` with the HTTP status (Telegram's `error_code`), the Bot API's
 * `description` as `detail`, a 429's `parameters.retry_after` (s) else Retry-After as
 * `retryAfterMs`; a refused link `refused`; no answer `unreachable`. The token never appears in
 * an error or a detail.
 */
export class TelegramSender {
  private readonly pacer: Pacer;
  private readonly clock: Clock;
  private readonly pace: typeof TELEGRAM_PACE;
  private readonly apiBase: string;

  constructor(private readonly deps: TelegramSenderDeps) {
    this.clock = deps.clock ?? systemClock;
    this.pacer = new Pacer(this.clock);
    this.pace = { ...TELEGRAM_PACE, ...deps.pace };
    this.apiBase = (deps.apiBase ?? TELEGRAM_API_BASE).replace(/\/+$/, '');
  }

  /** Sends `payload` (the WebhookPayload JSON as stored) to `chatId` as the bot `botToken`. */
  async send(botToken: string, chatId: string, payload: string): Promise<ChannelSendResult> {
    if (!BOT_TOKEN.test(botToken)) {
      return { kind: 'refused', error: 'the bot token is not one @BotFather gives (123456:ABC…)' };
    }
    const alert = readPayload(payload);
    if (!alert) return UNREADABLE_PAYLOAD;
    // Keyed by the bot's id (the token's first part): its limits, and no secret kept in memory.
    const bot = botToken.slice(0, botToken.indexOf(':'));
    const chat = `${bot}\n${chatId}`;
    const group = chatId.startsWith('-') || chatId.startsWith('@');
    const turn = await this.pacer.turn(
      [
        { key: chat, gapMs: group ? this.pace.groupMs : this.pace.chatMs },
        { key: bot, gapMs: this.pace.botMs },
      ],
      this.pace.maxWaitMs,
    );
    if (!turn.ok) {
      return paced(
        turn.retryInMs,
        group
          ? 'Telegram: 20 messages a minute in a group'
          : 'Telegram: about one message a second in a chat',
      );
    }
    const signal = AbortSignal.timeout(WEBHOOK_TIMEOUT_MS);
    const message = telegramMessage(alert, chatId);
    let result = await this.call(botToken, message, signal);
    if (
      message.method === 'sendPhoto' &&
      result.kind === 'answered' &&
      result.status === 400 &&
      PHOTO_PROBLEM.test(result.detail ?? '')
    ) {
      // Nothing reached the chat: the text alone goes now, in the same turn.
      result = await this.call(botToken, telegramMessage(alert, chatId, { photo: false }), signal);
    }
    if (result.kind === 'answered' && result.status === 429 && result.retryAfterMs) {
      this.pacer.hold(chat, this.clock.now() + result.retryAfterMs);
    }
    return result;
  }

  /**
   * Asks Telegram whether the bot can reach the chat (Bot API getChat), when a trader adds it:
   * `answered` 200 when it can; 401 (the token is unknown or revoked), 400 "chat not found" (the
   * bot was never added), 403 (removed from the group) with Telegram's `detail`; `unreachable`
   * when Telegram does not answer. Not paced: it sends nothing to the chat.
   */
  async checkChat(botToken: string, chatId: string): Promise<ChannelSendResult> {
    if (!BOT_TOKEN.test(botToken)) {
      return { kind: 'refused', error: 'the bot token is not one @BotFather gives (123456:ABC…)' };
    }
    return this.call(
      botToken,
      { method: 'getChat', body: { chat_id: chatId } },
      AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    );
  }

  private async call(
    token: string,
    message: { method: string; body: Record<string, unknown> },
    signal: AbortSignal,
  ): Promise<ChannelSendResult> {
    const secrets = [token];
    const url = `${this.apiBase}/bot${token}/${message.method}`;
    const reply = await postJson(this.deps.fetcher, url, message.body, { signal, secrets });
    if (!reply.ok) return reply.result;
    const { status, header, json } = reply.answer;
    const answer = (json && typeof json === 'object' ? json : {}) as TelegramAnswer;
    const retryAfter =
      typeof answer.parameters?.retry_after === 'number'
        ? Math.round(answer.parameters.retry_after * 1000)
        : retryAfterMs(header('retry-after'));
    const moved = answer.parameters?.migrate_to_chat_id;
    const description =
      typeof answer.description === 'string'
        ? answer.description +
          (moved !== undefined ? ` (the group is now chat ${String(moved)})` : '')
        : undefined;
    return {
      kind: 'answered',
      status,
      ...(retryAfter !== undefined ? { retryAfterMs: retryAfter } : {}),
      ...(description ? { detail: detailOf(description, secrets) } : {}),
    };
  }
}
