import { makePostInput } from '@launchdeck/protocol/testing';
import { expect, test } from '@playwright/test';
import { createTrader } from './fixtures/api.ts';
import {
  expectMainScreen,
  moveMouseOffFeed,
  skipUpdateNotice,
  submitLogin,
} from './fixtures/app.ts';
import { ingest } from './fixtures/ingest.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';

/**
 * Losing the connection loses no posts: the browser reconnects with the last
 * feed position it saw (`lastSeq` in the Socket.IO handshake) and the server replays what it
 * missed, rather than a fresh initialTweets.
 */
test('a reconnect replays the posts missed while offline', async ({ page, context, request }) => {
  const frames: Array<{ socket: number; sent: boolean; text: string }> = [];
  let sockets = 0;
  page.on('websocket', (ws) => {
    sockets += 1;
    const socket = sockets;
    ws.on('framesent', ({ payload }) => frames.push({ socket, sent: true, text: String(payload) }));
    ws.on('framereceived', ({ payload }) =>
      frames.push({ socket, sent: false, text: String(payload) }),
    );
  });
  const stamp = Date.now();
  const post = (n: number) =>
    makePostInput({
      id: `reconnect-${stamp}-${n}`,
      text: `reconnect journey post ${n}`,
      createdAt: new Date(stamp + n).toISOString(),
    });
  const card = (n: number) =>
    page.locator(`[data-testid="feed-card"][data-post-id="reconnect-${stamp}-${n}"]`);

  await skipUpdateNotice(page);
  const trader = await createTrader(request);
  await page.goto('/');
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);
  await moveMouseOffFeed(page);
  await ingest(request, [post(1)]);
  await expect(card(1)).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByText('Connection lost - Feed offline')).toBeVisible();
  await ingest(request, [post(2), post(3)]);
  await context.setOffline(false);

  await expect(card(3)).toBeVisible({ timeout: 15_000 });
  await expect(card(2)).toBeVisible();
  await expect(card(1)).toBeVisible();
  await expect(page.getByText('Connection lost - Feed offline')).toBeHidden();
  await keepScreenshot(page, 'feed-after-reconnect');

  // Socket.IO's CONNECT packet ("40" + auth) of the reconnect carries the session and lastSeq.
  const connects = frames.filter((frame) => frame.sent && frame.text.startsWith('40'));
  expect(connects.length).toBeGreaterThanOrEqual(2);
  const first = JSON.parse(connects[0]?.text.slice(2) ?? '{}');
  const last = JSON.parse(connects.at(-1)?.text.slice(2) ?? '{}');
  expect(first.lastSeq).toBeUndefined();
  expect(typeof last.sessionId).toBe('string');
  expect(last.lastSeq).toBeGreaterThan(0);
  // The reconnect got a replay (tweet events), not a fresh initialTweets.
  const lastSocket = Math.max(...frames.map((frame) => frame.socket));
  const received = frames.filter((frame) => frame.socket === lastSocket && !frame.sent);
  expect(received.some((frame) => frame.text.startsWith('42["initialTweets"'))).toBe(false);
  expect(received.some((frame) => frame.text.includes(`reconnect-${stamp}-2`))).toBe(true);
});
