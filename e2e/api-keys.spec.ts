import type { BotPostsResponse } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { expect, test } from '@playwright/test';
import { openAsNewTrader } from './fixtures/app.ts';
import { ingest } from './fixtures/ingest.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';

/**
 * Issue 51: a trader makes a bot API key in Settings → Account, copies it from the one time it
 * is shown, a bot reads a new post with it (GET /api/v1/posts), and revoking it refuses the bot.
 */
test('a trader makes an API key, a bot reads the feed with it, and revoking it refuses the bot', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openAsNewTrader(page, request);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('tab', { name: 'Account', exact: true }).click();
  const keys = settings.getByRole('region', { name: 'API keys for bots' });
  await keys.scrollIntoViewIfNeeded();
  await expect(keys.getByText('No keys yet.')).toBeVisible();

  await keys.getByLabel('Key name').fill('Sniper bot');
  await keys.getByRole('button', { name: 'Make a key' }).click();
  const once = keys.getByRole('region', { name: 'Your new API key' });
  await expect(once).toBeVisible();
  const key = ((await once.getByTestId('api-key').textContent()) ?? '').trim();
  expect(key).toMatch(/^ldk_[A-Za-z0-9_-]{43}$/);
  await expect(keys.getByRole('list', { name: 'API keys' })).toContainText('Sniper bot');
  await keepScreenshot(page, 'api-keys-made-1280');

  const post = makePostInput({ id: `api-keys-${Date.now()}`, text: 'gm from the bot API journey' });
  await ingest(request, [post]);
  const asBot = { headers: { authorization: `Bearer ${key}` } };
  await expect
    .poll(async () => {
      const page = (await (
        await request.get('/api/v1/posts?since=0&limit=500', asBot)
      ).json()) as BotPostsResponse;
      let found = page.events.some((e) => e.post.id === post.id);
      let since = page.next;
      let more = page.more;
      while (!found && more) {
        const next = (await (
          await request.get(`/api/v1/posts?since=${since}&limit=500`, asBot)
        ).json()) as BotPostsResponse;
        found = next.events.some((e) => e.post.id === post.id);
        since = next.next;
        more = next.more;
      }
      return found;
    })
    .toBe(true);

  await once.getByRole('button', { name: 'I saved it' }).click();
  await expect(keys.getByTestId('api-key')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await keys.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'api-keys-list-390');
  await keys.getByRole('button', { name: 'Revoke the key Sniper bot' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke this API key?' })
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(keys.getByText('Revoked “Sniper bot”.')).toBeVisible();
  expect((await request.get('/api/v1/posts', asBot)).status()).toBe(401);
});
