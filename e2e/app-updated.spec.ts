import { MESSAGES, PROTOCOL_VERSION } from '@launchdeck/protocol';
import { expect, test } from '@playwright/test';
import { createTrader } from './fixtures/api.ts';
import { skipUpdateNotice, submitLogin } from './fixtures/app.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';

/** Socket.IO's CONNECT packet to the main namespace: `40` then the handshake `auth` as JSON. */
const CONNECT = '40';

test('a page built for an older socket protocol is told to reload', async ({ page, request }) => {
  await skipUpdateNotice(page);
  // Plays an old build: the handshake the page sends says it speaks the previous version.
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      if (typeof message !== 'string' || !message.startsWith(`${CONNECT}{`)) {
        server.send(message);
        return;
      }
      const auth = JSON.parse(message.slice(CONNECT.length)) as Record<string, unknown>;
      expect(auth.protocolVersion).toBe(PROTOCOL_VERSION);
      server.send(
        `${CONNECT}${JSON.stringify({ ...auth, protocolVersion: PROTOCOL_VERSION - 1 })}`,
      );
    });
  });
  const trader = await createTrader(request);
  await page.goto('/');
  await submitLogin(page, trader.username, trader.password);

  const modal = page.getByRole('dialog', { name: 'App Updated' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(MESSAGES.appUpdated)).toBeVisible();
  await keepScreenshot(page, '07-app-updated');
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Reload Page' })).toBeVisible();
});
