import type { WebhookPayload } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeTelegram } from '../../test/alerts/fake-telegram.ts';
import { OutboundFetcher } from '../outbound/fetcher.ts';
import type { Clock } from './pacer.ts';
import { TelegramSender } from './telegram-sender.ts';

const TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw1';
const fetcher = new OutboundFetcher({ allowPrivateHosts: true });

function payload(post: Parameters<typeof makePost>[0] = {}): string {
  const full = makePost({ text: 'gm. $PEPE to 1b!', ...post });
  const body: WebhookPayload = {
    type: 'post.created',
    timestamp: new Date().toISOString(),
    data: { seq: full.seq, post: full },
  };
  return JSON.stringify(body);
}

/** Time that only moves when a send waits: each sleep moves it on by what was asked. */
function virtualClock() {
  const clock: Clock & { t: number; sleeps: number[]; frozen: boolean } = {
    t: 0,
    sleeps: [],
    /** Sleeps resolve at once without moving time (sends asked for together). */
    frozen: false,
    now: () => clock.t,
    sleep: async (ms: number) => {
      clock.sleeps.push(ms);
      if (!clock.frozen) clock.t += ms;
    },
  };
  return clock;
}

let telegram: FakeTelegram;
beforeAll(async () => {
  telegram = await FakeTelegram.start();
});
afterAll(async () => {
  await telegram.close();
});
beforeEach(() => {
  telegram.sent.length = 0;
  telegram.http.requests.length = 0;
});

const sender = (clock?: Clock) =>
  new TelegramSender({ fetcher, apiBase: telegram.url, ...(clock ? { clock } : {}) });

describe('TelegramSender', () => {
  it('sends an alert as a MarkdownV2 message the chat shows as written', async () => {
    telegram.addChat(TOKEN, '1001');
    const result = await sender().send(TOKEN, '1001', payload());
    expect(result).toEqual({ kind: 'answered', status: 200 });
    expect(telegram.sent).toHaveLength(1);
    expect(telegram.sent[0]).toMatchObject({
      method: 'sendMessage',
      chatId: '1001',
      parseMode: 'MarkdownV2',
      disableNotification: false,
      linkPreviewOptions: { is_disabled: true },
    });
    expect(telegram.sent[0]?.visible).toContain('gm. $PEPE to 1b!');
    expect(telegram.http.requests[0]?.path).toBe(`/bot${TOKEN}/sendMessage`);
  });

  it('sends a post’s picture as a photo, and the text alone when Telegram cannot fetch it', async () => {
    telegram.addChat(TOKEN, '1002');
    const withPicture = (url: string) => payload({ media: { images: [{ url }] } });
    expect(await sender().send(TOKEN, '1002', withPicture('https://pbs.example/ok.jpg'))).toEqual({
      kind: 'answered',
      status: 200,
    });
    expect(telegram.sent[0]).toMatchObject({
      method: 'sendPhoto',
      photo: 'https://pbs.example/ok.jpg',
    });

    telegram.failPhoto('https://pbs.example/gone.jpg');
    const result = await sender().send(TOKEN, '1002', withPicture('https://pbs.example/gone.jpg'));
    expect(result).toEqual({ kind: 'answered', status: 200 });
    expect(telegram.http.requests.map((r) => r.path.split('/').at(-1))).toEqual([
      'sendPhoto',
      'sendPhoto',
      'sendMessage',
    ]);
    expect(telegram.sent.at(-1)).toMatchObject({ method: 'sendMessage', chatId: '1002' });
  });

  it.each([
    ['an unknown bot', '999:unknownTokenunknownTokenunknownTok', '1', 401, 'Unauthorized'],
    ['an unknown chat', TOKEN, '404404', 400, 'Bad Request: chat not found'],
    ['a chat that blocked the bot', TOKEN, '403403', 403, 'Forbidden: bot was blocked by the user'],
    [
      'a group that removed the bot',
      TOKEN,
      '-403',
      403,
      'Forbidden: bot was kicked from the group chat',
    ],
  ])(
    'answers %s with its status and Telegram’s description',
    async (_, token, chat, status, detail) => {
      telegram.addChat(TOKEN, '403403', 'blocked');
      telegram.addChat(TOKEN, '-403', 'kicked');
      expect(await sender().send(token, chat, payload())).toEqual({
        kind: 'answered',
        status,
        detail,
      });
      expect(telegram.sent).toHaveLength(0);
    },
  );

  it('reads a 429’s retry time from parameters.retry_after, with or without a header', async () => {
    telegram.addChat(TOKEN, '1003');
    telegram.addChat(TOKEN, '1004');
    telegram.failNext({ kind: 'tooManyRequests', retryAfter: 7 });
    expect(await sender().send(TOKEN, '1003', payload())).toEqual({
      kind: 'answered',
      status: 429,
      retryAfterMs: 7000,
      detail: 'Too Many Requests: retry after 7',
    });
    telegram.failNext({ kind: 'tooManyRequests', retryAfter: 3, header: true });
    expect(await sender().send(TOKEN, '1004', payload())).toMatchObject({
      status: 429,
      retryAfterMs: 3000,
    });
  });

  it('holds a chat after its 429: the next send answers the rest of the wait and is not sent', async () => {
    telegram.addChat(TOKEN, '1005');
    const clock = virtualClock();
    const paced = sender(clock);
    telegram.failNext({ kind: 'tooManyRequests', retryAfter: 30 });
    expect(await paced.send(TOKEN, '1005', payload())).toMatchObject({ status: 429 });
    clock.t += 10_000;
    const result = await paced.send(TOKEN, '1005', payload());
    expect(result).toMatchObject({ kind: 'answered', status: 429, retryAfterMs: 20_000 });
    expect(result.kind === 'answered' && result.detail).toMatch(/^Not sent yet/);
    expect(telegram.http.requests).toHaveLength(1);
  });

  it('says where a group went when Telegram moved it to a supergroup', async () => {
    telegram.addChat(TOKEN, '-55');
    telegram.failNext({
      kind: 'error',
      status: 400,
      description: 'Bad Request: group chat was upgraded to a supergroup chat',
      parameters: { migrate_to_chat_id: -1001234567890 },
    });
    expect(await sender().send(TOKEN, '-55', payload())).toEqual({
      kind: 'answered',
      status: 400,
      detail:
        'Bad Request: group chat was upgraded to a supergroup chat (the group is now chat -1001234567890)',
    });
  });

  it('spaces a chat’s messages a second apart, a group’s three, other chats only by the bot’s 30/s', async () => {
    for (const chat of ['2001', '2002', '-2003']) telegram.addChat(TOKEN, chat);
    const clock = virtualClock();
    const paced = new TelegramSender({
      fetcher: {
        fetch: (url, init) => {
          sentAt.push([String(url), clock.now()]);
          return fetcher.fetch(url, init);
        },
      },
      apiBase: telegram.url,
      clock,
    });
    const sentAt: [string, number][] = [];
    for (const chat of ['2001', '2001', '2002', '2001', '-2003', '-2003']) {
      expect(await paced.send(TOKEN, chat, payload())).toMatchObject({ status: 200 });
    }
    expect(sentAt.map(([, at]) => at)).toEqual([0, 1000, 1034, 2000, 2034, 5034]);
    expect(telegram.sent.map((m) => m.chatId)).toEqual([
      '2001',
      '2001',
      '2002',
      '2001',
      '-2003',
      '-2003',
    ]);
  });

  it('answers a send whose turn is too far off 429 with its wait, and sends the rest', async () => {
    telegram.addChat(TOKEN, '2004');
    const clock = virtualClock();
    clock.frozen = true;
    const paced = sender(clock);
    const results = await Promise.all(
      Array.from({ length: 7 }, () => paced.send(TOKEN, '2004', payload())),
    );
    expect(results.map((r) => (r.kind === 'answered' ? r.status : r.kind))).toEqual([
      200, 200, 200, 200, 200, 200, 429,
    ]);
    expect(results[6]).toMatchObject({ retryAfterMs: 6000 });
    expect(telegram.sent).toHaveLength(6);
  });

  it('refuses a malformed token or an unreadable payload without a request', async () => {
    expect(await sender().send('not-a-token', '1', payload())).toMatchObject({ kind: 'refused' });
    expect(await sender().send(TOKEN, '1', '{"type":"nope"}')).toMatchObject({ kind: 'refused' });
    expect(telegram.http.requests).toHaveLength(0);
  });

  it('never puts the token in an error', async () => {
    telegram.addChat(TOKEN, '3001');
    telegram.failNext({ kind: 'drop' });
    const dropped = await sender().send(TOKEN, '3001', payload());
    expect(dropped.kind).toBe('unreachable');
    const leaky = new TelegramSender({
      apiBase: telegram.url,
      fetcher: {
        fetch: async (url) => {
          throw new TypeError('fetch failed', {
            cause: new Error(`could not reach ${String(url)}`),
          });
        },
      },
    });
    const failed = await leaky.send(TOKEN, '3001', payload());
    expect(failed).toEqual({
      kind: 'unreachable',
      error: `could not connect: could not reach ${telegram.url}/bot…/sendMessage`,
    });
    for (const result of [dropped, failed]) {
      expect(JSON.stringify(result)).not.toContain(TOKEN.split(':')[1]);
    }
  });

  it('maps a link the fetcher refuses to refused', async () => {
    const strict = new TelegramSender({ fetcher: new OutboundFetcher(), apiBase: telegram.url });
    expect(await strict.send(TOKEN, '1', payload())).toEqual({
      kind: 'refused',
      error: 'That link points at a private network address.',
    });
  });
});
