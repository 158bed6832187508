import { DEPLOY_MESSAGES, REFERRAL_MESSAGES } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createTrader } from './fixtures/api.ts';
import { expectMainScreen, skipUpdateNotice, submitLogin } from './fixtures/app.ts';
import { importKey, serveTradingSites } from './fixtures/deploy-trader.ts';
import { ingest } from './fixtures/ingest.ts';
import { serveE2eMedia } from './fixtures/media.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';
import { solanaWallet } from './fixtures/wallet-keys.ts';

/**
 * Issue 14 referral journey (DA §2, §4, §5, §7, §8): trader A creates a referral account in Deploy
 * Settings → Referral; trader B opens A's /@code link, logs in and uses the code, then launches a
 * token on the offline launcher; A sees one referral and 7 % of B's 0.01 SOL launch fee. A cannot
 * use its own code.
 */

const PAYOUT_BNB = `0x${'ab'.repeat(20)}`;

/** A logged-in trader on the main screen (offline media and trading sites). */
async function logInAt(page: Page, path: string, trader: { username: string; password: string }) {
  await skipUpdateNotice(page);
  await serveE2eMedia(page);
  await serveTradingSites(page.context());
  await page.goto(path);
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);
  await page.mouse.move(5, 5); // off the feed, which pauses under the pointer
}

async function openReferral(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Deploy Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Deploy Settings' });
  await settings.getByRole('tab', { name: 'Referral' }).click();
  return settings;
}

async function closeSettings(settings: Locator) {
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(settings).toBeHidden();
  await settings.page().mouse.move(5, 5);
}

/** The number or amounts under a stat's title in the account view. */
const stat = (account: Locator, name: string) =>
  account
    .locator('.referral-stat')
    .filter({ has: account.page().getByText(name, { exact: true }) });

async function expectToast(page: Page, text: string) {
  const toast = page.locator('.ds-toast');
  await expect(toast).toHaveText(text);
  return toast;
}

test('a referral: A makes a code, B uses its link and launches, A earns 7 % of the fee', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const code = `ref${Date.now().toString(36)}`;
  const payoutSol = solanaWallet().address;

  // A: no account yet, so the create form; DA §5 checks before anything is sent.
  const a = await createTrader(request);
  await logInAt(page, '/', a);
  const settingsA = await openReferral(page);
  const create = settingsA.getByRole('form', { name: 'Create referral account' });
  await expect(create).toBeVisible();
  await keepScreenshot(page, 'referral-create-form');
  await create.getByLabel('Ref code').fill('no');
  await create.getByLabel('SOL wallet').fill(payoutSol);
  await create.getByLabel('BNB wallet').fill(PAYOUT_BNB);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByRole('alert')).toHaveText(REFERRAL_MESSAGES.badCode);
  await keepScreenshot(page, 'referral-create-refused');

  await create.getByLabel('Ref code').fill(code);
  await create.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, REFERRAL_MESSAGES.created);
  const account = settingsA.getByRole('region', { name: 'Your referral account' });
  await expect(account.getByText(code, { exact: true })).toBeVisible();
  const link = new URL(`/@${code}`, page.url()).href;
  await expect(account.getByText(link, { exact: true })).toBeVisible();
  await expect(stat(account, 'Total referrals').locator('dd')).toHaveText('0');
  await expect(stat(account, 'Fees earned').locator('dd')).toHaveText('0 SOL0 BNB');
  await expect(account.getByText(payoutSol)).toBeVisible();
  await keepScreenshot(page, 'referral-account');

  // A cannot use its own code.
  const useCode = settingsA.getByRole('form', { name: "Use someone else's code" });
  await expect(useCode.getByText('You use no code.')).toBeVisible();
  await useCode.getByLabel('Code to use').fill(code);
  await useCode.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, REFERRAL_MESSAGES.ownCode);
  await keepScreenshot(page, 'referral-own-code-refused');
  await expect(useCode.getByText('You use no code.')).toBeVisible();

  // Edit wallets: a bad BNB wallet is refused in the browser, Back keeps the account as it was.
  await account.getByRole('button', { name: 'Edit wallets' }).click();
  const edit = settingsA.getByRole('form', { name: 'Edit payout wallets' });
  await expect(edit.getByLabel('SOL wallet')).toHaveValue(payoutSol);
  await edit.getByLabel('BNB wallet').fill('0x1234');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByRole('alert')).toHaveText(REFERRAL_MESSAGES.badBnbWallet);
  await keepScreenshot(page, 'referral-edit-wallets');
  await edit.getByRole('button', { name: 'Back' }).click();
  await expect(account.getByText(PAYOUT_BNB)).toBeVisible();
  await closeSettings(settingsA);

  // B opens A's link: the login screen, then 'Ref set to: {code}' and the address back at /.
  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  const b = await createTrader(request);
  await skipUpdateNotice(pageB);
  await serveE2eMedia(pageB);
  await serveTradingSites(contextB);
  await pageB.goto(`/@${code}`);
  await expect(pageB.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await submitLogin(pageB, b.username, b.password);
  await expectMainScreen(pageB);
  await expectToast(pageB, REFERRAL_MESSAGES.refSet(code));
  await expect(pageB).toHaveURL(/\/$/);
  await pageB.mouse.move(5, 5);
  await keepScreenshot(pageB, 'referral-link-ref-set');

  // B's Referral category names the code in use.
  const settingsB = await openReferral(pageB);
  await expect(
    settingsB
      .getByRole('form', { name: "Use someone else's code" })
      .getByText(`You use the code ${code}.`),
  ).toBeVisible();

  // B imports a Solana wallet and launches on the offline launcher (as deploy.spec.ts does).
  await settingsB.getByRole('tab', { name: 'Wallets' }).click();
  await importKey(pageB, settingsB, solanaWallet().secret);
  await closeSettings(settingsB);
  const post = makePostInput({
    id: `referral-${code}`,
    text: 'Referral Frog is here. $RFROG',
    createdAt: new Date().toISOString(),
    author: { handle: 'degenkaito', name: 'kaito' },
    platform: 'twitter',
    tweetUrl: 'https://x.com/degenkaito/status/1900000000000000014',
  });
  await ingest(request, [post]);
  const card = pageB.locator(`[data-testid="feed-card"][data-post-id="${post.id}"]`);
  await card.getByRole('button', { name: /^Deploy a token from @degenkaito/ }).click();
  const form = pageB.getByRole('dialog', { name: 'Token Deploy' });
  const name = form.getByLabel('Name', { exact: true });
  await expect(name).toHaveValue('Referral Frog is here');
  const [tab] = await Promise.all([contextB.waitForEvent('page'), name.press('Enter')]);
  // A simulated launch opens no trading site: the tab held for it closes (issue 50).
  if (!tab.isClosed()) await tab.waitForEvent('close');
  await expect(pageB.locator('.deploy-toast')).toContainText(DEPLOY_MESSAGES.simulated);
  await contextB.close();

  // A opens Referral again: one referral, 7 % of 0.01 SOL, one launch.
  const again = await openReferral(page);
  const earned = again.getByRole('region', { name: 'Your referral account' });
  await expect(stat(earned, 'Total referrals').locator('dd')).toHaveText('1');
  await expect(stat(earned, 'Fees earned').locator('dd')).toHaveText('0.0007 SOL0 BNB');
  await expect(earned).toContainText('1 of these launches was simulated by the offline launcher');
  await expect(stat(earned, 'Launches earned from').locator('dd')).toHaveText('1');
  await keepScreenshot(page, 'referral-earned');
});
