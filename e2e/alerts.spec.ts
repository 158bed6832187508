import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookPayload } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { apiLogin } from './fixtures/api.ts';
import { openAsNewTrader } from './fixtures/app.ts';
import { ingest } from './fixtures/ingest.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';

/**
 * Issue 51: a trader adds a webhook and a rule in Settings → Alerts, and a matching post reaches
 * the trader's receiver (here on loopback) signed as Standard Webhooks says (the time from posting
 * to receipt is in the report); a post the rule does not match does not come.
 */

type Received = { at: number; body: string; headers: IncomingHttpHeaders };

let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];

test.beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        at: Date.now(),
        body: Buffer.concat(chunks).toString('utf8'),
        headers: request.headers,
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/launchdeck`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const forPost = (id: string) =>
  received.filter((r) => (JSON.parse(r.body) as WebhookPayload).data.post.id === id);

test('a trader makes a webhook and a rule, and a matching post reaches the webhook, signed', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const trader = await openAsNewTrader(page, request);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('tab', { name: 'Alerts', exact: true }).click();

  // The webhook: its secret is shown once.
  const add = settings.getByRole('form', { name: 'Add a webhook' });
  await add.getByLabel('Webhook URL').fill(receiverUrl);
  await add.getByLabel('Name (optional)').fill('My bot');
  await add.getByRole('button', { name: 'Add webhook' }).click();
  const secretPanel = settings.getByRole('region', { name: 'Your webhook’s signing secret' });
  await expect(secretPanel).toBeVisible();
  const secret = (await secretPanel.getByTestId('webhook-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^whsec_/);
  await secretPanel.getByRole('button', { name: 'I saved it' }).click();
  await expect(secretPanel).toHaveCount(0);
  await expect(settings.getByText(secret)).toHaveCount(0);

  // The rule: posts and replies with an address, to My bot.
  await settings.getByRole('button', { name: 'Add rule' }).click();
  const form = settings.getByRole('form', { name: 'New rule' });
  await form.getByLabel('Rule name').fill('Drops');
  await form.getByLabel('Only posts with a contract address').check();
  await expect(form.getByRole('checkbox', { name: 'My bot' })).toBeChecked();
  await form.getByRole('button', { name: 'Save rule' }).click();
  await expect(settings.getByRole('list', { name: 'Rules' })).toContainText('Drops');
  await keepScreenshot(page, 'alerts-settings-1280');
  await page.keyboard.press('Escape');

  const quiet = makePostInput({ id: `alerts-quiet-${Date.now()}`, text: 'gm, nothing to trade' });
  const drop = makePostInput({
    id: `alerts-drop-${Date.now()}`,
    text: 'New launch: 5fLWHE32ZxWcAPEqVRVQkRwDwF3BN34TqWBWKjakpump',
  });
  await ingest(request, [quiet]);
  const posted = Date.now();
  await ingest(request, [drop]);
  await expect.poll(() => forPost(drop.id).length, { timeout: 5_000 }).toBe(1);
  const [delivery] = forPost(drop.id);
  if (!delivery) throw new Error('no delivery');
  // Measured, not asserted (timings vary with the machine): the report shows it.
  test
    .info()
    .annotations.push({ type: 'posted → received', description: `${delivery.at - posted} ms` });
  const payload = new Webhook(secret).verify(delivery.body, {
    'webhook-id': String(delivery.headers['webhook-id']),
    'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
    'webhook-signature': String(delivery.headers['webhook-signature']),
  }) as WebhookPayload;
  expect(payload.type).toBe('post.created');
  expect(payload.data.post.contract_addresses[0]?.address).toBe(
    '5fLWHE32ZxWcAPEqVRVQkRwDwF3BN34TqWBWKjakpump',
  );
  expect(forPost(quiet.id)).toEqual([]);

  // The delivery is listed in Settings → Alerts.
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await settings.getByRole('tab', { name: 'Alerts', exact: true }).click();
  await settings.getByRole('button', { name: 'Recent deliveries to My bot' }).click();
  await expect(settings.getByRole('list', { name: 'Recent deliveries to My bot' })).toContainText(
    /delivered/i,
  );

  // The webhook removed, so the rule sends nowhere: the journeys after this one run with no live
  // rule, as a server whose traders use no alerts (the receiver closes with this file).
  const { sessionId } = await apiLogin(request, trader.username, trader.password);
  const asTrader = { headers: { 'x-session-id': sessionId } };
  const listed = (await (await request.get('/api/webhooks', asTrader)).json()) as {
    webhooks: { id: string }[];
  };
  for (const { id } of listed.webhooks) {
    expect((await request.delete(`/api/webhooks/${id}`, asTrader)).status()).toBe(200);
  }
});
