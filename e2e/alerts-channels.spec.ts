import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { startAlertServices } from './fixtures/alert-services.ts';
import { apiLogin } from './fixtures/api.ts';
import { openAsNewTrader } from './fixtures/app.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';

/**
 * Issue 51 item 2: a trader adds a Discord webhook and a Telegram chat in Settings → Alerts (the
 * Telegram form saying what is wrong before anything is sent), presses Test on each and sees it
 * delivered, as the loopback Discord and Telegram Bot API (fixtures/alert-services.ts) received
 * it; a chat that blocked the bot is disabled at once, the reason shown. Desktop (1280×800) and
 * phone (390×844) size, nothing wider than the screen, no WCAG 2.1 AA violation, with pictures.
 */

const BOT_TOKEN = '7012345678:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';
const CHAT_ID = '-1001234567890';
const BLOCKED_CHAT_ID = '-1009876543210';

let services: Awaited<ReturnType<typeof startAlertServices>>;

test.beforeAll(async () => {
  services = await startAlertServices();
  services.telegram.addChat(BOT_TOKEN, CHAT_ID);
  services.telegram.addChat(BOT_TOKEN, BLOCKED_CHAT_ID, 'blocked');
});

test.afterAll(async () => {
  await services?.close();
});

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const found = violations.map(({ id, nodes }) => ({
    rule: id,
    nodes: nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
  expect(found, screen).toEqual([]);
}

/** Nothing in the open settings panel reaches past it, and the page does not scroll sideways. */
async function expectNothingWider(page: Page) {
  const wider = await page.evaluate(() => {
    const panel = document.querySelector('.ds-panel');
    if (!panel) return 'no settings panel';
    const right = panel.getBoundingClientRect().right + 0.5;
    return {
      panel: panel.scrollWidth - panel.clientWidth,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      past: Array.from(panel.querySelectorAll('*'))
        .filter((element) => element.getBoundingClientRect().right > right)
        .slice(0, 5)
        .map((element) => element.outerHTML.slice(0, 120)),
    };
  });
  expect(wider).toEqual({ panel: 0, page: 0, past: [] });
}

/** Scrolls the settings panel so `part` is at its top, for a picture of what follows it. */
async function showFrom(part: Locator) {
  await part.evaluate((element) => element.scrollIntoView({ block: 'start' }));
}

test('a trader adds a Discord webhook and a Telegram chat, and each test reaches it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const trader = await openAsNewTrader(page, request);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('tab', { name: 'Alerts', exact: true }).click();
  const kinds = settings.getByRole('group', { name: 'Add a channel' });
  const channels = settings.getByRole('list', { name: 'Channels' });
  const row = (name: string) => channels.getByRole('listitem').filter({ hasText: name });

  // Discord: the URL its Copy Webhook URL gives; listed without its token.
  const webhook = services.discord.addWebhook();
  await kinds.getByRole('button', { name: 'Discord' }).click();
  const discord = settings.getByRole('form', { name: 'Add a Discord webhook' });
  await discord.getByLabel('Discord webhook URL').fill(webhook.url);
  await discord.getByLabel('Name (optional)').fill('Alpha calls');
  await discord.getByRole('button', { name: 'Add Discord webhook' }).click();
  await expect(discord.getByRole('status')).toContainText('Added Alpha calls.');
  await expect(row('Alpha calls')).toContainText('Discord');
  await expect(row('Alpha calls')).toContainText(`/webhooks/${webhook.id}/…`);

  // Telegram: what is wrong is said under each field before anything is sent.
  await kinds.getByRole('button', { name: 'Telegram' }).click();
  const telegram = settings.getByRole('form', { name: 'Add a Telegram chat' });
  await expect(telegram.getByRole('list', { name: 'How to set up a Telegram chat' })).toContainText(
    '@BotFather',
  );
  const token = telegram.getByLabel('Bot token', { exact: true });
  const chat = telegram.getByLabel('Chat id');
  const name = telegram.getByLabel('Name (optional)');
  const add = telegram.getByRole('button', { name: 'Add Telegram chat' });
  await expect(token).toHaveAttribute('type', 'password');
  await token.fill('12345:short');
  await chat.fill('my group');
  await add.click();
  await expect(telegram.getByText('Must be a bot token as @BotFather gives it')).toBeVisible();
  await expect(telegram.getByText('Must be a numeric chat id')).toBeVisible();
  await expect(token).toHaveAttribute('aria-invalid', 'true');
  await showFrom(settings.getByRole('heading', { name: 'Add a channel' }));
  await keepScreenshot(page, 'alerts-channels-telegram-form-1280');
  await expectNoViolations(page, 'Settings, Alerts, the Telegram form with its errors');

  await token.fill(BOT_TOKEN);
  await telegram.getByRole('button', { name: 'Show the bot token' }).click();
  await expect(token).toHaveAttribute('type', 'text');
  await telegram.getByRole('button', { name: 'Hide the bot token' }).click();
  await expect(token).toHaveAttribute('type', 'password');
  await chat.fill(CHAT_ID);
  await name.fill('Trading desk');
  await add.click();
  await expect(telegram.getByRole('status')).toContainText('Added Trading desk.');
  await expect(row('Trading desk')).toContainText('Telegram');
  await expect(row('Trading desk')).toContainText(`Chat ${CHAT_ID}`);
  await expect(token).toHaveValue('');
  // A group that has blocked the bot, added the same way.
  await token.fill(BOT_TOKEN);
  await chat.fill(BLOCKED_CHAT_ID);
  await name.fill('Old group');
  await add.click();
  await expect(telegram.getByRole('status')).toContainText('Added Old group.');
  // Neither secret is shown back.
  await expect(settings.getByText(BOT_TOKEN)).toHaveCount(0);
  await expect(settings.getByText(webhook.token)).toHaveCount(0);

  // Test on each: delivered, as the services received it.
  for (const channel of ['Alpha calls', 'Trading desk']) {
    await row(channel)
      .getByRole('button', { name: `Send a test event to ${channel}` })
      .click();
    await expect(row(channel).getByRole('status')).toHaveText(/^Test delivered/, {
      timeout: 10_000,
    });
  }
  expect(services.discord.received.map((r) => r.webhookId)).toEqual([webhook.id]);
  expect(services.telegram.sent.map((s) => [s.token, s.chatId])).toEqual([[BOT_TOKEN, CHAT_ID]]);
  expect(services.telegram.sent[0]?.visible).toContain('Launchdeck');

  // The blocked group: the test fails and the channel is disabled at once, the reason said.
  const blocked = row('Old group');
  await blocked.getByRole('button', { name: 'Send a test event to Old group' }).click();
  await expect(blocked.getByRole('status')).toContainText('bot was blocked by the user', {
    timeout: 10_000,
  });
  await expect(blocked.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(blocked).toContainText('Telegram refused it for good');
  // The server tells the owner in the toast layer too, until dismissed.
  const notice = page.getByRole('button', {
    name: /^Alerts stopped going to your Telegram chat “Old group”: Telegram refused it for good/,
  });
  await expect(notice).toBeVisible();
  await showFrom(settings.getByRole('heading', { name: 'Channels' }));
  await keepScreenshot(page, 'alerts-channels-1280');
  await notice.click();
  await expect(notice).toHaveCount(0);
  await expect(settings).toBeVisible();

  for (const channel of ['Alpha calls', 'Trading desk']) {
    await settings.getByRole('button', { name: `Recent deliveries to ${channel}` }).click();
    await expect(
      settings.getByRole('list', { name: `Recent deliveries to ${channel}` }),
    ).toContainText(/delivered/i);
  }
  await showFrom(row('Trading desk'));
  await keepScreenshot(page, 'alerts-channels-deliveries-1280');

  // A rule offers every kind, each with its kind; the disabled one is not ticked.
  await settings.getByRole('button', { name: 'Add rule' }).click();
  const rule = settings.getByRole('form', { name: 'New rule' });
  await rule.getByLabel('Rule name').fill('Everywhere');
  const sendTo = rule.getByRole('group', { name: 'Send to' });
  await expect(sendTo.getByRole('checkbox', { name: 'Alpha calls' })).toBeChecked();
  await expect(sendTo.getByRole('checkbox', { name: 'Trading desk' })).toBeChecked();
  await expect(sendTo.getByRole('checkbox', { name: 'Old group' })).not.toBeChecked();
  await expect(sendTo).toContainText('Discord');
  await expect(sendTo).toContainText('Telegram');
  await showFrom(sendTo);
  await keepScreenshot(page, 'alerts-channels-rule-1280');
  await rule.getByRole('button', { name: 'Save rule' }).click();
  await expect(settings.getByRole('list', { name: 'Rules' })).toContainText(
    'to Alpha calls, Trading desk',
  );
  await expectNoViolations(page, 'Settings, Alerts, three channels and a rule');

  // Phone size: the dialog takes the screen, the forms stack, nothing is wider than it.
  await page.setViewportSize({ width: 390, height: 844 });
  await showFrom(settings.getByRole('heading', { name: 'Channels' }));
  await expectNothingWider(page);
  await keepScreenshot(page, 'alerts-channels-390');
  await showFrom(settings.getByRole('heading', { name: 'Add a channel' }));
  await expectNothingWider(page);
  await keepScreenshot(page, 'alerts-channels-telegram-form-390');
  await kinds.getByRole('button', { name: 'Discord' }).click();
  await expectNothingWider(page);
  await keepScreenshot(page, 'alerts-channels-discord-form-390');
  await kinds.getByRole('button', { name: 'Webhook' }).click();
  await expectNothingWider(page);
  await showFrom(settings.getByRole('heading', { name: 'Rules' }));
  await keepScreenshot(page, 'alerts-channels-rules-390');
  await expectNoViolations(page, 'phone Settings, Alerts');

  // The rule and the channels removed, so the journeys after this one run with no live rule
  // (the services close with this file).
  const { sessionId } = await apiLogin(request, trader.username, trader.password);
  const asTrader = { headers: { 'x-session-id': sessionId } };
  const rules = (await (await request.get('/api/alert-rules', asTrader)).json()) as {
    rules: { id: string }[];
  };
  for (const { id } of rules.rules) {
    expect((await request.delete(`/api/alert-rules/${id}`, asTrader)).ok()).toBe(true);
  }
  const listed = (await (await request.get('/api/alert-channels', asTrader)).json()) as {
    channels: { id: string }[];
  };
  expect(listed.channels).toHaveLength(3);
  for (const { id } of listed.channels) {
    expect((await request.delete(`/api/alert-channels/${id}`, asTrader)).status()).toBe(200);
  }
});
