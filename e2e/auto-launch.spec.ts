import { AUTO_LAUNCH_MESSAGES, shortAddress, TRACKER_SETTINGS_KEY } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createTrader } from './fixtures/api.ts';
import { importKey, logInToWallets } from './fixtures/deploy-trader.ts';
import { ingest } from './fixtures/ingest.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';
import { authenticatorApp } from './fixtures/totp.ts';
import { solanaWallet } from './fixtures/wallet-keys.ts';

/**
 * Issue 53, auto-launch: a trader with two-factor login makes a live rule in Settings →
 * Auto-launch, and a matching post from the watched account launches a token with no click (on
 * the offline launcher, marked simulated): a toast says so, and My Launches lists it with
 * "Rule: ‹name›", the post, and its stages from the post's arrival (Matched first). The header's
 * switch pauses every rule (a matching post fires nothing) and resumes them.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A post by `handle` now (a rule takes posts up to 60 s old), unique to this run. */
function postBy(handle: string, id: string, text: string) {
  return makePostInput({
    id,
    text,
    createdAt: new Date().toISOString(),
    author: { handle, name: 'Ribbit Dev' },
    platform: 'twitter',
    tweetUrl: `https://x.com/${handle}/status/1900000000000005300`,
  });
}

const launchRow = (page: Page, name: string, ticker: string) =>
  page.getByRole('article', { name: `${name} $${ticker}` });

/** The header's auto-launch switch, whatever it reads. */
const autoSwitch = (page: Page) =>
  page.getByRole('switch', { name: /^Auto-launch (on|paused|off)$/ });

async function openSettings(page: Page, tab: 'Account' | 'Auto-launch'): Promise<Locator> {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('tab', { name: tab, exact: true }).click();
  return settings;
}

/** Keeps `name`-1280 and `name`-390 of what `subject` shows, scrolled into view at each size. */
async function keepBothSizes(page: Page, subject: Locator, name: string) {
  for (const [size, suffix] of [
    [DESKTOP, '1280'],
    [PHONE, '390'],
  ] as const) {
    await page.setViewportSize(size);
    await subject.scrollIntoViewIfNeeded();
    await page.mouse.move(1, 1);
    await keepScreenshot(page, `${name}-${suffix}`);
  }
  await page.setViewportSize(DESKTOP);
}

test('a trader with 2FA makes a rule, a matching post launches a token, My Launches shows it; pause stops it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const run = Date.now().toString(36);
  // An X handle: at most 15 characters.
  const handle = `rb_${run}`;
  const ruleName = `Ribbit drops ${run}`;
  const trader = await createTrader(request);
  const wallet = solanaWallet();

  // New posts show at once (the feed pauses under the pointer otherwise), for the paused check.
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    TRACKER_SETTINGS_KEY,
    JSON.stringify({ pauseOnHover: false }),
  ] as const);
  const deploySettings = await logInToWallets(page, request, trader);
  await importKey(page, deploySettings, wallet.secret);
  await deploySettings.getByRole('button', { name: 'Close' }).click();
  await expect(deploySettings).toBeHidden();
  // No rule yet: no switch in the header.
  await expect(autoSwitch(page)).toHaveCount(0);

  // Two-factor login on, from Settings → Account, with the key read off the page.
  const settings = await openSettings(page, 'Account');
  await settings.getByRole('button', { name: 'Turn on two-factor login' }).click();
  const app = authenticatorApp(await settings.getByTestId('two-factor-secret').innerText());
  await settings.getByLabel('6-digit code').fill(app.code());
  await settings.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(
    settings.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await settings.getByRole('button', { name: 'I saved them' }).click();

  // Settings → Auto-launch: the rules may fire; Add rule.
  await settings.getByRole('tab', { name: 'Auto-launch', exact: true }).click();
  await expect(settings.getByText('Auto-launch is on: your enabled rules fire')).toBeVisible();
  await expect(settings.getByText('No rules yet.')).toBeVisible();
  await settings.getByRole('button', { name: 'Add rule' }).click();
  const form = settings.getByRole('form', { name: 'New auto-launch rule' });
  await form.getByLabel('Rule name').fill(ruleName);
  await form.getByLabel('Accounts').fill(`@${handle}`);
  await form.getByLabel('Keywords').fill('ribbit');
  await form.getByLabel('Platform').selectOption({ label: 'Pump' });
  await form.getByLabel('Wallet').selectOption({ label: shortAddress(wallet.address) });
  await form.getByLabel('First buy (SOL)').fill('0.1');
  // A new rule starts as a dry run; this one launches.
  const dryRun = form.getByRole('switch', { name: 'Dry run', exact: true });
  await expect(dryRun).toBeChecked();
  await dryRun.uncheck();
  await expect(form.getByLabel('Launches an hour')).toHaveValue('1');
  await expect(form.getByLabel('Max post age (s)')).toHaveValue('60');
  // A fresh code: the one that turned two-factor on is spent (authenticatorApp takes the next).
  // The form's checks, switches and its end, looked at before it is sent.
  await keepBothSizes(page, form.getByRole('button', { name: 'Save rule' }), 'auto-launch-form');
  await form.getByLabel('Two-factor code').fill(app.code());
  await form.getByRole('button', { name: 'Save rule' }).click();
  await expect(form).toBeHidden();

  const rules = settings.getByRole('list', { name: 'Rules' });
  const rule = rules.getByRole('listitem').filter({ hasText: ruleName });
  await expect(rule).toHaveCount(1);
  await expect(rule.locator('.al-badge')).toHaveText('Live');
  await expect(rule.getByRole('switch', { name: `Rule ${ruleName} on` })).toBeChecked();
  await expect(rule).toContainText(`from @${handle}`);
  await expect(rule).toContainText('on Pump, first buy 0.1 SOL');
  await keepBothSizes(page, rule, 'auto-launch-rules');
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(settings).toBeHidden();
  await expect(autoSwitch(page)).toHaveText('Auto-launch on');
  await expect(autoSwitch(page)).toBeChecked();

  // A matching post arrives: the server launches it, and the trader's window hears of it.
  const token = { name: 'Ribbit Royale', ticker: 'RBBT' };
  const launched = postBy(
    handle,
    `al-${run}-1`,
    `${token.name}. $${token.ticker} ribbit season starts now`,
  );
  await ingest(request, [launched]);
  const toast = page.locator('.auto-launch-toast');
  await expect(toast).toHaveAttribute('data-outcome', 'launched');
  await expect(toast).toContainText('Auto-launched');
  await expect(toast).toContainText(
    `Auto-launch ${ruleName}: launched ${token.name} ($${token.ticker}) from @${handle}`,
  );
  await keepScreenshot(page, 'auto-launch-toast');
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toBeHidden();

  // My Launches: the launch with its rule, its post and its stages from the post's arrival.
  await page.getByRole('link', { name: 'Launches', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'My Launches' })).toBeVisible();
  const row = launchRow(page, token.name, token.ticker);
  await expect(row).toHaveAttribute('data-status', /^(sent|confirmed)$/);
  await expect(row).toContainText('Simulated');
  await expect(row.getByText('Pump', { exact: true })).toBeVisible();
  await expect(row).toContainText(`Rule: ${ruleName}`);
  await expect(row.getByRole('button', { name: `Show the post by @${handle}` })).toContainText(
    `@${handle}'s post`,
  );
  await row.getByRole('button', { name: `Stages of ${token.name}` }).click();
  const stages = row.getByRole('list', { name: 'Stages' }).getByRole('listitem');
  await expect(stages.first()).toContainText('Matched');
  await expect(stages.filter({ hasText: /^Sent/ })).toHaveCount(1);
  for (const text of await stages.allTextContents()) expect(text).toMatch(/\d ms\+[\d.]+ ms$/);
  await expect(row).toContainText('Milliseconds since the post reached the server');
  await keepBothSizes(page, row, 'auto-launch-my-launches');

  // The header switch pauses every rule: a matching post now fires nothing.
  await autoSwitch(page).click();
  await expect(autoSwitch(page)).toHaveText('Auto-launch paused');
  await expect(autoSwitch(page)).not.toBeChecked();
  await page.getByRole('link', { name: 'Feed', exact: true }).click();
  const whilePaused = postBy(handle, `al-${run}-2`, 'Paused Pond. $PPOND ribbit while paused');
  await ingest(request, [whilePaused]);
  // Its card in the feed: the server matched it against the armed rules before telling the feed.
  await expect(
    page.locator(`[data-testid="feed-card"][data-post-id="${whilePaused.id}"]`),
  ).toBeVisible();

  // Resumed, the next matching post fires again: refused by the rule's limit of 1 an hour (a
  // post fired while paused would have taken that refusal, and this one would not be listed).
  await autoSwitch(page).click();
  await expect(autoSwitch(page)).toHaveText('Auto-launch on');
  const afterResume = postBy(handle, `al-${run}-3`, 'Lily Pad. $LILY ribbit once more');
  await ingest(request, [afterResume]);
  const limit = AUTO_LAUNCH_MESSAGES.perHour(1);
  await expect(toast).toHaveAttribute('data-outcome', 'refused');
  await expect(toast).toContainText(`Auto-launch ${ruleName} refused: ${limit}`);

  await page.getByRole('link', { name: 'Launches', exact: true }).click();
  const refused = launchRow(page, 'Lily Pad', 'LILY');
  await expect(refused).toHaveAttribute('data-status', 'failed');
  await expect(refused.locator('.launch-error')).toHaveText(limit);
  await expect(refused).toContainText(`Rule: ${ruleName}`);
  await expect(launchRow(page, 'Paused Pond', 'PPOND')).toHaveCount(0);
  await expect(page.getByTestId('launch-row')).toHaveCount(2);
  await keepScreenshot(page, 'auto-launch-after-pause');

  // The rule's last 24 hours, then the rule deleted: the switch leaves with the last rule, and
  // the journeys after this one share a server with no live rule of this trader.
  await page.getByRole('link', { name: 'Feed', exact: true }).click();
  const again = await openSettings(page, 'Auto-launch');
  const listed = again.getByRole('list', { name: 'Rules' }).getByRole('listitem');
  await expect(listed).toContainText('1 this hour, 1 today');
  await expect(listed).toContainText('1 refused');
  await listed.getByRole('button', { name: `Delete the rule ${ruleName}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this rule?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(again.getByText('No rules yet.')).toBeVisible();
  await again.getByRole('button', { name: 'Close' }).click();
  await expect(autoSwitch(page)).toHaveCount(0);
});
