import type { ServerResponse } from 'node:http';
import { FakeHttpServer, type SeenRequest, sendJson } from '../fake-http.ts';
import { checkMarkdownV2 } from './markdown-v2.ts';

export { checkMarkdownV2, type MarkdownV2Check } from './markdown-v2.ts';

/** A message the fake accepted, as sent (the text or caption as MarkdownV2) and as shown. */
export type TelegramSent = {
  method: 'sendMessage' | 'sendPhoto';
  token: string;
  chatId: string;
  text?: string;
  caption?: string;
  parseMode?: string;
  photo?: string;
  disableNotification?: boolean;
  linkPreviewOptions?: unknown;
  /** The text or caption once entities are parsed: what the chat shows. */
  visible: string;
};

/** The next request's answer instead of the usual one (queued in order). */
export type TelegramFailure =
  /** 429 with `parameters.retry_after` (s); a Retry-After header too when `header`. */
  | { kind: 'tooManyRequests'; retryAfter: number; header?: boolean }
  | { kind: 'error'; status: number; description: string; parameters?: object }
  | { kind: 'drop' }
  | { kind: 'hang' };

/** A chat the bot can reach, or one that has blocked it or removed it. */
export type FakeChatState = 'member' | 'blocked' | 'kicked';

const TOKEN = /^\d+:[A-Za-z0-9_-]+$/;
const LIMITS = { text: 4096, caption: 1024 };
const WELL_FORMED = /^(?:[^\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

/**
 * The Telegram Bot API's `POST /bot<token>/sendMessage|sendPhoto` on loopback (JSON bodies), with
 * the real service's quirks: every answer `{ok: true, result}` or `{ok: false, error_code,
 * description, parameters?}` with the HTTP status equal to `error_code`; a malformed token 404
 * "Not Found", an unknown one 401 "Unauthorized"; an unknown chat 400 "Bad Request: chat not
 * found"; a chat that blocked the bot 403 "Forbidden: bot was blocked by the user", one that
 * removed it 403 "Forbidden: bot was kicked from the group chat"; MarkdownV2 parsed strictly
 * (`checkMarkdownV2`); a text over 4096 or a caption over 1024 characters (UTF-16 units, after
 * parsing) refused; a photo URL set with `failPhoto` refused as Telegram does when it cannot
 * download it. Every accepted message is kept in `sent`.
 */
export class FakeTelegram {
  readonly sent: TelegramSent[] = [];
  private readonly chats = new Map<string, FakeChatState>();
  private readonly bots = new Set<string>();
  private readonly failures: TelegramFailure[] = [];
  private readonly badPhotos = new Set<string>();
  private messageId = 0;

  private constructor(readonly http: FakeHttpServer) {}

  static async start(options: { port?: number } = {}): Promise<FakeTelegram> {
    let fake: FakeTelegram | undefined;
    const http = await FakeHttpServer.start((request, response) => {
      fake?.answer(request, response);
    }, options.port);
    fake = new FakeTelegram(http);
    return fake;
  }

  /** The API base (TELEGRAM_API_BASE): requests go to `${url}/bot<token>/<method>`. */
  get url(): string {
    return this.http.url;
  }

  /** The bot with this token exists. */
  addBot(token: string): void {
    this.bots.add(token);
  }

  /** The bot is in this chat (or was blocked or kicked from it). */
  addChat(token: string, chatId: string, state: FakeChatState = 'member'): void {
    this.addBot(token);
    this.chats.set(`${token}\n${chatId}`, state);
  }

  /** Telegram cannot download this photo URL (sendPhoto answers 400). */
  failPhoto(url: string): void {
    this.badPhotos.add(url);
  }

  failNext(failure: TelegramFailure): void {
    this.failures.push(failure);
  }

  close(): Promise<void> {
    return this.http.close();
  }

  private answer(request: SeenRequest, response: ServerResponse): void {
    const failure = this.failures.shift();
    if (failure?.kind === 'hang') return;
    if (failure?.kind === 'drop') {
      response.socket?.destroy();
      return;
    }
    const headers: Record<string, string> =
      failure?.kind === 'tooManyRequests' && failure.header
        ? { 'retry-after': String(failure.retryAfter) }
        : {};
    const outcome = this.outcome(request, failure);
    if ('result' in outcome) {
      sendJson(response, 200, { ok: true, result: outcome.result });
      return;
    }
    const { status, description, parameters } = outcome;
    sendJson(
      response,
      status,
      { ok: false, error_code: status, description, ...(parameters ? { parameters } : {}) },
      headers,
    );
  }

  /** The Bot API's answer to a request: the sent message, or an error in Telegram's words. */
  private outcome(
    request: SeenRequest,
    failure: TelegramFailure | undefined,
  ): { result: object } | { status: number; description: string; parameters?: object } {
    const match = /^\/bot([^/]*)\/([A-Za-z]+)$/.exec(request.path);
    const token = decodeURIComponent(match?.[1] ?? '');
    if (!match || !TOKEN.test(token)) return { status: 404, description: 'Not Found' };
    if (!this.bots.has(token)) return { status: 401, description: 'Unauthorized' };
    if (failure?.kind === 'tooManyRequests') {
      return {
        status: 429,
        description: `Too Many Requests: retry after ${failure.retryAfter}`,
        parameters: { retry_after: failure.retryAfter },
      };
    }
    if (failure?.kind === 'error') return failure;
    const method = match[2];
    if (method !== 'sendMessage' && method !== 'sendPhoto' && method !== 'getChat') {
      return { status: 404, description: 'Not Found' };
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(request.body || '{}') as Record<string, unknown>;
    } catch {
      return { status: 400, description: "Bad Request: can't parse JSON object" };
    }
    if (method === 'getChat') return this.chatOf(token, String(body.chat_id ?? ''));
    const checked = this.check(token, method, body);
    if ('status' in checked) return checked;
    return { result: this.accept(token, method, body, checked.visible) };
  }

  /**
   * getChat as the Bot API answers it: the chat, also when its user blocked the bot (that shows
   * only when a message is sent); 400 "chat not found" for a chat the bot never joined; 403 for
   * a group that removed it.
   */
  private chatOf(
    token: string,
    chatId: string,
  ): { result: object } | { status: number; description: string } {
    if (!chatId) return { status: 400, description: 'Bad Request: chat_id is empty' };
    const state = this.chats.get(`${token}\n${chatId}`);
    if (!state) return { status: 400, description: 'Bad Request: chat not found' };
    if (state === 'kicked') {
      return { status: 403, description: 'Forbidden: bot was kicked from the group chat' };
    }
    const group = chatId.startsWith('-') || chatId.startsWith('@');
    return { result: { id: chatId, type: group ? 'supergroup' : 'private' } };
  }

  /**
   * Why the Bot API would refuse this call, in its order (the chat, the markup, the limits), or
   * the text the chat would show.
   */
  private check(
    token: string,
    method: 'sendMessage' | 'sendPhoto',
    body: Record<string, unknown>,
  ): { status: number; description: string } | { visible: string } {
    const chatId = body.chat_id === undefined ? '' : String(body.chat_id);
    if (!chatId) return { status: 400, description: 'Bad Request: chat_id is empty' };
    const state = this.chats.get(`${token}\n${chatId}`);
    if (!state) return { status: 400, description: 'Bad Request: chat not found' };
    if (state === 'blocked') {
      return { status: 403, description: 'Forbidden: bot was blocked by the user' };
    }
    if (state === 'kicked') {
      return { status: 403, description: 'Forbidden: bot was kicked from the group chat' };
    }
    const photo = method === 'sendPhoto';
    const markup = String((photo ? body.caption : body.text) ?? '');
    if (!WELL_FORMED.test(markup)) {
      return { status: 400, description: 'Bad Request: strings must be encoded in UTF-8' };
    }
    if (body.parse_mode !== undefined && body.parse_mode !== 'MarkdownV2') {
      return { status: 400, description: 'Bad Request: unsupported parse_mode' };
    }
    const parsed = body.parse_mode === 'MarkdownV2' ? checkMarkdownV2(markup) : undefined;
    if (parsed && !parsed.ok) return { status: 400, description: parsed.description };
    const visible = (parsed?.ok ? parsed.visible : markup).trim();
    if (photo) {
      if (typeof body.photo !== 'string' || !/^https?:\/\//.test(body.photo)) {
        return {
          status: 400,
          description: 'Bad Request: wrong file identifier/HTTP URL specified',
        };
      }
      if (this.badPhotos.has(body.photo)) {
        return { status: 400, description: 'Bad Request: failed to get HTTP URL content' };
      }
      if (visible.length > LIMITS.caption) {
        return { status: 400, description: 'Bad Request: message caption is too long' };
      }
      return { visible };
    }
    if (!visible) return { status: 400, description: 'Bad Request: message text is empty' };
    if (visible.length > LIMITS.text) {
      return { status: 400, description: 'Bad Request: message is too long' };
    }
    return { visible };
  }

  private accept(
    token: string,
    method: 'sendMessage' | 'sendPhoto',
    body: Record<string, unknown>,
    visible: string,
  ): object {
    const chatId = String(body.chat_id);
    this.sent.push({
      method,
      token,
      chatId,
      ...(typeof body.text === 'string' ? { text: body.text } : {}),
      ...(typeof body.caption === 'string' ? { caption: body.caption } : {}),
      ...(typeof body.parse_mode === 'string' ? { parseMode: body.parse_mode } : {}),
      ...(typeof body.photo === 'string' ? { photo: body.photo } : {}),
      ...(typeof body.disable_notification === 'boolean'
        ? { disableNotification: body.disable_notification }
        : {}),
      ...(body.link_preview_options !== undefined
        ? { linkPreviewOptions: body.link_preview_options }
        : {}),
      visible,
    });
    const chatType = chatId.startsWith('-100')
      ? 'supergroup'
      : chatId.startsWith('-')
        ? 'group'
        : chatId.startsWith('@')
          ? 'channel'
          : 'private';
    const message = {
      message_id: ++this.messageId,
      from: {
        id: Number(token.split(':')[0]),
        is_bot: true,
        first_name: 'Fake',
        username: 'fake_bot',
      },
      chat: { id: /^-?\d+$/.test(chatId) ? Number(chatId) : -1001, type: chatType },
      date: Math.floor(Date.now() / 1000),
      ...(method === 'sendPhoto'
        ? {
            photo: [
              {
                file_id: `photo${this.messageId}`,
                file_unique_id: `u${this.messageId}`,
                width: 320,
                height: 240,
              },
            ],
            ...(visible ? { caption: visible } : {}),
          }
        : { text: visible }),
    };
    return message;
  }
}
