import type {
  AlertChannel,
  AlertChannelsResponse,
  AlertRule,
  WebhookDeliveriesResponse,
  WebhookDelivery,
} from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeDiscord } from '../../test/alerts/fake-discord.ts';
import { FakeTelegram } from '../../test/alerts/fake-telegram.ts';
import { nextEvent, startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import { until } from '../../test/until-support.ts';
import { alertChannels } from '../storage/schema.ts';

const ADDRESS = '5fLWHE32ZxWcAPEqVRVQkRwDwF3BN34TqWBWKjakpump';
const TOKEN = `7412345678:${'AAH'.padEnd(35, 'x')}`;
const CHAT = '-1001234567890';

/**
 * Issue 51 item 2: Telegram chats and Discord webhooks as alert channels, end to end through the
 * server against loopback fakes of the Bot API and Discord's Execute Webhook.
 */
describe.each(storageKinds())('Telegram and Discord alert channels on %s', (kind) => {
  let server: TestServer;
  let telegram: FakeTelegram;
  let discord: FakeDiscord;
  let session: string;

  const call = async <T>(method: string, path: string, body?: unknown) => {
    const response = await server.request(method, path, body, session);
    return { status: response.status, body: (await response.json()) as T };
  };
  const addChannel = (body: object) =>
    call<AlertChannel & { error?: string; fields?: Record<string, string> }>(
      'POST',
      '/api/alert-channels',
      body,
    );
  const deliveriesOf = async (id: string) =>
    (await call<WebhookDeliveriesResponse>('GET', `/api/alert-channels/${id}/deliveries`)).body
      .deliveries;

  beforeAll(async () => {
    telegram = await FakeTelegram.start();
    discord = await FakeDiscord.start();
    server = await startTestServer(kind, {
      INGEST_TOKEN: 'ingest-token-for-tests-0123456789',
      WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true',
      WEBHOOK_RETRY_SCHEDULE: '1,1',
      TELEGRAM_API_BASE: telegram.url,
      DISCORD_API_BASE: discord.apiBase,
    });
    await server.addUser('chatty', 'chatty-password');
    session = (await server.login('chatty', 'chatty-password')).sessionId;
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await telegram.close();
    await discord.close();
  });

  it('refuses a malformed token, chat id or Discord URL with a sentence', async () => {
    const badToken = await addChannel({ kind: 'telegram', botToken: 'nope', chatId: CHAT });
    expect(badToken.status).toBe(400);
    expect(badToken.body.error).toMatch(/bot token/);
    const badChat = await addChannel({ kind: 'telegram', botToken: TOKEN, chatId: 'chat 1' });
    expect(badChat.status).toBe(400);
    expect(badChat.body.error).toMatch(/chat id/);
    const elsewhere = await addChannel({
      kind: 'discord',
      url: `${telegram.url}/api/webhooks/1/abc`,
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error).toMatch(/Discord webhook URL/i);
    const unknownKind = await addChannel({ kind: 'pager', url: 'https://x.example' });
    expect(unknownKind.status).toBe(400);
  });

  it('asks Telegram about the bot and the chat when one is added, and says what is wrong under its field', async () => {
    const unknownBot = await addChannel({ kind: 'telegram', botToken: TOKEN, chatId: '777' });
    expect(unknownBot.status).toBe(400);
    expect(unknownBot.body).toMatchObject({
      fields: { botToken: expect.stringMatching(/bot token/) },
    });
    telegram.addBot(TOKEN);
    const unknownChat = await addChannel({ kind: 'telegram', botToken: TOKEN, chatId: '777' });
    expect(unknownChat.status).toBe(400);
    expect(unknownChat.body.error).toMatch(/chat was not found/);
    expect(unknownChat.body).toMatchObject({ fields: { chatId: unknownChat.body.error } });
    telegram.addChat(TOKEN, '-100555', 'kicked');
    const kicked = await addChannel({ kind: 'telegram', botToken: TOKEN, chatId: '-100555' });
    expect(kicked.body.error).toMatch(/kicked/);
    const listed = await call<AlertChannelsResponse>('GET', '/api/alert-channels');
    expect(listed.body.channels).toEqual([]);
  });

  it('sends a matching post to a Telegram chat and a Discord webhook; never answers a secret', async () => {
    telegram.addChat(TOKEN, CHAT);
    const hook = discord.addWebhook();
    const chat = await addChannel({
      kind: 'telegram',
      botToken: TOKEN,
      chatId: CHAT,
      name: 'Desk',
    });
    expect(chat.status).toBe(201);
    expect(chat.body).toMatchObject({ kind: 'telegram', name: 'Desk', target: CHAT });
    const room = await addChannel({ kind: 'discord', url: hook.url });
    expect(room.status).toBe(201);
    expect(room.body).toMatchObject({ kind: 'discord', name: 'Discord' });
    expect(room.body.target).not.toContain(hook.token);

    const listed = await call<AlertChannelsResponse>('GET', '/api/alert-channels');
    expect(listed.body.channels.map((c) => c.kind)).toEqual(['telegram', 'discord']);
    const text = JSON.stringify(listed.body);
    expect(text).not.toContain(hook.token);
    expect(text).not.toContain(TOKEN.split(':')[1]);
    const rows = await server.storage.db.select().from(alertChannels);
    for (const row of rows) {
      expect(row.secret).not.toContain(TOKEN.split(':')[1]);
      expect(row.secret).not.toContain(hook.token);
    }

    const rule = await call<AlertRule>('POST', '/api/alert-rules', {
      name: 'Drops',
      kinds: ['post'],
      hasAddress: true,
      channels: [chat.body.id, room.body.id],
    });
    expect(rule.status).toBe(201);
    const post = makePostInput({ text: `Launching now: ${ADDRESS} (50% to LP!)` });
    await server.ingest(post);

    const message = await until(() => telegram.sent.at(-1), 'the Telegram message');
    expect(message.chatId).toBe(CHAT);
    expect(message.parseMode).toBe('MarkdownV2');
    expect(message.visible).toContain(ADDRESS);
    expect(message.visible).toContain('(50% to LP!)');
    const embed = await until(() => discord.received.at(-1), 'the Discord message');
    expect(embed.webhookId).toBe(hook.id);
    expect(embed.body.allowed_mentions).toEqual({ parse: [] });
    expect(JSON.stringify(embed.body.embeds)).toContain(ADDRESS);
    await server.app.alerts.idle();
    const [delivered] = await deliveriesOf(chat.body.id);
    expect(delivered).toMatchObject({ status: 'delivered', lastStatusCode: 200, postId: post.id });
  });

  it('waits out a 429 as Telegram and Discord say, then delivers', async () => {
    const [chat, room] = (await call<AlertChannelsResponse>('GET', '/api/alert-channels')).body
      .channels;
    if (!chat || !room) throw new Error('channels missing');
    const sentBefore = telegram.sent.length;
    const receivedBefore = discord.received.length;
    telegram.failNext({ kind: 'tooManyRequests', retryAfter: 1 });
    discord.failNext({ kind: 'rateLimited', retryAfter: 0.5 });
    const post = makePostInput({ text: `second drop ${ADDRESS}` });
    await server.ingest(post);
    await until(() => (telegram.sent.length > sentBefore ? true : undefined), 'the retry', 10_000);
    await until(
      () => (discord.received.length > receivedBefore ? true : undefined),
      'the Discord retry',
      10_000,
    );
    await server.app.alerts.idle();
    const [latest] = await deliveriesOf(chat.id);
    expect(latest).toMatchObject({ postId: post.id, status: 'delivered', attempts: 2 });
  });

  it('tests a Telegram chat from the route, with the test alert', async () => {
    const [chat] = (await call<AlertChannelsResponse>('GET', '/api/alert-channels')).body.channels;
    if (!chat) throw new Error('no channel');
    const test = await call<WebhookDelivery>('POST', `/api/alert-channels/${chat.id}/test`);
    expect(test.status).toBe(202);
    const message = await until(
      () => telegram.sent.find((m) => m.visible.includes('test')),
      'the test message',
    );
    expect(message.chatId).toBe(CHAT);
  });

  it('disables a channel at once when Telegram says the bot was blocked, or Discord that the webhook is gone', async () => {
    // The owner's open window hears of it at once.
    const window = server.socket();
    const ready = nextEvent(window, 'initialTweets');
    window.emit('user_connected', { sessionId: session });
    await ready;
    const notices: string[] = [];
    window.on('account_notice', ({ message }) => notices.push(message));

    const blockedChat = '424242';
    telegram.addChat(TOKEN, blockedChat, 'blocked');
    const hook = discord.addWebhook();
    const chat = await addChannel({ kind: 'telegram', botToken: TOKEN, chatId: blockedChat });
    const room = await addChannel({ kind: 'discord', url: hook.url, name: 'Gone room' });
    discord.removeWebhook(hook.id);
    await call('POST', `/api/alert-channels/${chat.body.id}/test`);
    await call('POST', `/api/alert-channels/${room.body.id}/test`);
    const deadline = Date.now() + 8_000;
    let channels: AlertChannel[] = [];
    while (Date.now() < deadline) {
      channels = (await call<AlertChannelsResponse>('GET', '/api/alert-channels')).body.channels;
      const gone = channels.filter((c) => c.id === chat.body.id || c.id === room.body.id);
      if (gone.every((c) => c.disabledReason)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const byId = new Map(channels.map((c) => [c.id, c]));
    expect(byId.get(chat.body.id)?.disabledReason).toMatch(/Telegram.*blocked/);
    expect(byId.get(room.body.id)?.disabledReason).toMatch(/Discord.*Unknown Webhook/);
    const [row] = await server.storage.db
      .select({ disabledAt: alertChannels.disabledAt })
      .from(alertChannels)
      .where(eq(alertChannels.id, chat.body.id));
    expect(row?.disabledAt).toBeInstanceOf(Date);
    await until(() => (notices.length >= 2 ? true : undefined), 'the notices');
    expect(notices).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Alerts stopped going to your Telegram chat “Telegram 424242”: Telegram refused it for good \(HTTP 403: Forbidden: bot was blocked by the user\).* See Settings → Alerts\.$/,
        ),
        expect.stringMatching(
          /^Alerts stopped going to your Discord webhook “Gone room”: .*Unknown Webhook/,
        ),
      ]),
    );
  });

  it('deletes a channel of any kind at /api/alert-channels/:id', async () => {
    const hook = discord.addWebhook();
    const room = await addChannel({ kind: 'discord', url: hook.url });
    const removed = await call<{ message: string }>(
      'DELETE',
      `/api/alert-channels/${room.body.id}`,
    );
    expect(removed).toEqual({ status: 200, body: { message: 'Alert channel deleted.' } });
    const again = await call<{ error: string }>('DELETE', `/api/alert-channels/${room.body.id}`);
    expect(again).toEqual({ status: 404, body: { error: 'No such alert channel.' } });
  });
});
