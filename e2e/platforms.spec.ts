import { DEPLOY_MESSAGES, type DeployMode, shortAddress } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { expect, type Locator, type Page, test } from '@playwright/test';
import type { createTrader } from './fixtures/api.ts';
import { importKey, logInToWallets } from './fixtures/deploy-trader.ts';
import { ingest } from './fixtures/ingest.ts';
import { e2eImage } from './fixtures/media.ts';
import { platformControl, platformPlace } from './fixtures/platform-control.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';
import { bnbKey, solanaWallet } from './fixtures/wallet-keys.ts';

/**
 * Issue 12: every launch platform for real, from a post card, in the real UI. These journeys run
 * on the platform server (fixtures/platform-server.ts): the product's server configured with
 * every platform's loopback fake, so pump, bonk, usd1 and bags sign and send Solana transactions
 * the fake RPC verifies, and bnb logs in to the fake four.meme and calls TokenManager2's stand-in
 * on an in-process EVM. Nothing is simulated. The control endpoint funds the fake chains, queues
 * a platform's failure and reads what the fakes received.
 *
 * Images: the server fetches image links from public hosts only, so the journeys launch with the
 * LETTER image, which the server draws itself.
 */

const place = platformPlace();
const control = platformControl(place.controlURL);
test.use({ baseURL: place.baseURL });

const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const BNB_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** The post's author and the handle it names, which the Bags modal offers as fee claimer. */
const AUTHOR = 'catdev';
const CLAIMER = 'claimerdog';

let run = 0;
/** A name and ticker of their own per launch, so each outcome is the launch's own. */
function token(label: string) {
  run += 1;
  const suffix = `${Date.now().toString(36).slice(-3)}${run}`.toUpperCase();
  return { name: `${label} Cat ${suffix}`, ticker: `C${suffix}`.slice(0, 8) };
}

/** Trading sites are answered by the browser context itself: journeys need no network. */
type Trader = { solanaAddress: string; bnbAddress: string | null };

/**
 * A fresh trader, logged in on the platform server, with a Solana wallet imported through Deploy
 * Settings and, with `bnb`, a BNB wallet too, funded with 10 BNB on the fake BSC node.
 */
async function signIn(
  page: Page,
  request: Parameters<typeof createTrader>[0],
  options: { bnb?: boolean } = {},
): Promise<Trader> {
  const settings = await logInToWallets(page, request);
  const solana = solanaWallet();
  await importKey(page, settings, solana.secret);
  let bnbAddress: string | null = null;
  if (options.bnb) {
    await importKey(page, settings, bnbKey());
    const card = settings.getByRole('region', { name: 'BNB Chain Wallets' }).getByRole('listitem');
    bnbAddress = (await card.locator('.wallet-address').textContent())?.trim() ?? '';
    expect(bnbAddress).toMatch(BNB_ADDRESS);
    await control.fundBnb({ address: bnbAddress, bnb: '10' });
  }
  await settings.getByRole('button', { name: 'Close' }).click();
  await expect(settings).toBeHidden();
  await page.mouse.move(5, 5);
  return { solanaAddress: solana.address, bnbAddress };
}

/** A post reaches the feed; its card's Deploy button opens the form, prefilled from it. */
async function openFormFromPost(page: Page, request: Parameters<typeof ingest>[0]) {
  const id = `platforms-${Date.now()}-${run}`;
  await ingest(request, [
    makePostInput({
      id,
      text: `Moon Cat has landed. $MCAT, fees to @${CLAIMER} https://mooncat.example`,
      createdAt: new Date().toISOString(),
      author: { handle: AUTHOR, name: 'cat dev', avatar: e2eImage('catdev-pfp', 200, 200) },
      platform: 'twitter',
      tweetUrl: 'https://x.com/catdev/status/1900000000000000012',
    }),
  ]);
  const card = page.locator(`[data-testid="feed-card"][data-post-id="${id}"]`);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Deploy a token from @${AUTHOR}'s post` }).click();
  const form = page.getByRole('dialog', { name: 'Token Deploy' });
  await expect(form.getByLabel('Twitter URL')).toHaveValue(
    'https://x.com/catdev/status/1900000000000000012',
  );
  await expect(form.getByText('Connected', { exact: true })).toBeVisible();
  return form;
}

const platformButton = (form: Locator, mode: DeployMode) =>
  form.getByRole('group', { name: 'Platform' }).getByRole('button', { name: mode, exact: true });

async function pickPlatform(form: Locator, mode: DeployMode) {
  await platformButton(form, mode).click();
  await expect(platformButton(form, mode)).toHaveAttribute('aria-pressed', 'true');
}

/** Names the token, buys a little and takes the LETTER image (drawn by the server). */
async function fillToken(form: Locator, fields: { name: string; ticker: string; buy?: string }) {
  await form.getByLabel('Name', { exact: true }).fill(fields.name);
  await form.getByLabel('Symbol', { exact: true }).fill(fields.ticker);
  await form.getByLabel(/^Buy Amount/).fill(fields.buy ?? '0.1');
  await form.getByRole('button', { name: 'LETTER', exact: true }).click();
  await expect(form.getByRole('button', { name: 'LETTER', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

/** Clicks Launch; the trading tab it opens is handed back (it closes itself on a failure). */
async function clickLaunch(page: Page, form: Locator): Promise<Page> {
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    form.getByRole('button', { name: 'Launch Token (Enter Key)' }).click(),
  ]);
  return tab;
}

/**
 * The success toast of a real launch (not labelled simulated) for this token; its trading link
 * carries the address, which the tab opened by the click shows too. Answers the address.
 */
async function expectRealSuccess(page: Page, tab: Page, fields: { name: string; ticker: string }) {
  const toast = page.locator('.deploy-toast').filter({ hasText: fields.name });
  await expect(toast).toBeVisible({ timeout: 20_000 });
  await expect(toast).toHaveAttribute('data-simulated', 'false');
  await expect(toast).toContainText(`$${fields.ticker}`);
  await expect(toast).not.toContainText('Simulated');
  await expect(toast).not.toContainText(DEPLOY_MESSAGES.simulated);
  const href = (await toast.locator('.deploy-toast-link').getAttribute('href')) ?? '';
  const address = /\/(?:t|token)\/([^/?]+)/.exec(href)?.[1] ?? '';
  await expect(toast).toContainText(shortAddress(address));
  await tab.waitForURL((url) => url.href === href);
  await expect(tab.getByRole('heading', { name: 'Trading page' })).toBeVisible();
  await tab.close();
  return address;
}

/** A Solana launch's mint reached the fake RPC in a signed transaction. */
async function expectSentOnSolana(address: string) {
  expect(address).toMatch(SOLANA_ADDRESS);
  const sent = await control.solanaSent();
  expect(sent.some((transaction) => transaction.accounts.includes(address))).toBe(true);
}

/** 'Token Creation Error: {reason}' in the form's error dialog; closed with OK. */
async function expectLaunchError(page: Page, reason: RegExp) {
  const dialog = page.getByRole('dialog', { name: 'Launch failed' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('alert')).toHaveText(reason);
  return dialog;
}

test.afterEach(async () => {
  const violations = await control.violations();
  expect(violations).toEqual({ rpc: [], portal: [], bags: [], fourMeme: [] });
});

for (const mode of ['pump', 'bonk'] as const) {
  test(`${mode}: a launch from a post card reaches the Solana fake and answers its mint`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, request);
    const form = await openFormFromPost(page, request);
    await pickPlatform(form, mode);
    const fields = token(mode);
    await fillToken(form, fields);
    const tab = await clickLaunch(page, form);
    const address = await expectRealSuccess(page, tab, fields);
    await expectSentOnSolana(address);
    if (mode === 'pump') await keepScreenshot(page, 'platforms-pump-success');
  });
}

test('bnb: a launch from a post card creates the token on the BSC node through four.meme', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, request, { bnb: true });
  const form = await openFormFromPost(page, request);
  await pickPlatform(form, 'bnb');
  await expect(form.getByLabel('Gwei')).toBeVisible();
  const fields = token('bnb');
  await fillToken(form, fields);
  await form.getByLabel('Gwei').fill('5');
  const tab = await clickLaunch(page, form);
  const address = await expectRealSuccess(page, tab, fields);
  expect(address).toMatch(BNB_ADDRESS);
  expect(await control.bnbToken(address)).toEqual({ name: fields.name, symbol: fields.ticker });
  await keepScreenshot(page, 'platforms-bnb-success');
});

/** Opens the form on pump for a fresh token with Multi-Deploy at 3, and clicks Launch. */
async function launchThree(page: Page, request: Parameters<typeof createTrader>[0]) {
  const trader = await signIn(page, request);
  const form = await openFormFromPost(page, request);
  await pickPlatform(form, 'pump');
  const fields = token('multi');
  await fillToken(form, fields);
  const slider = form.getByRole('slider', { name: 'Multi-Deploy' });
  await slider.focus();
  await slider.press('ArrowRight');
  await slider.press('ArrowRight');
  await expect(slider).toHaveValue('3');
  const tab = await clickLaunch(page, form);
  return { trader, fields, tab };
}

test('multi-deploy of 3 on pump: three signed launches, three distinct mints', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { trader, fields, tab } = await launchThree(page, request);
  const shown = await expectRealSuccess(page, tab, fields);
  // The trader's launches on the fake RPC: each signed by the wallet and a mint of its own.
  const mintsOf = async () =>
    (await control.solanaSent())
      .filter((sent) => sent.signers[0] === trader.solanaAddress)
      .map((sent) => sent.signers[1]);
  await expect.poll(async () => (await mintsOf()).length).toBe(3);
  const mints = await mintsOf();
  expect(new Set(mints).size).toBe(3);
  expect(mints).toContain(shown);
  // The toast lists the other two mints under the first, each linking to its trading page.
  const more = page.locator('.deploy-toast-more a');
  await expect(more).toHaveCount(2);
  const others = await more.evaluateAll((links) => links.map((a) => a.getAttribute('title')));
  expect(new Set([shown, ...others])).toEqual(new Set(mints));
  await keepScreenshot(page, 'platforms-multi-deploy');
});

test('a failing platform shows its reason: Bags answers 500 to the token upload', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, request);
  const form = await openFormFromPost(page, request);
  await pickPlatform(form, 'bags');
  await page
    .getByRole('dialog', { name: 'Bags Fee Configuration' })
    .getByRole('button', {
      name: 'Cancel',
    })
    .click();
  const fields = token('fail');
  await fillToken(form, fields);
  // The token upload happens on the click (Bags picks the mint there), never ahead of it.
  await control.failNext({
    fake: 'bags',
    step: 'tokenInfo',
    failure: { status: 500, error: 'Internal server error' },
  });
  await clickLaunch(page, form);
  const dialog = await expectLaunchError(
    page,
    /^Token Creation Error: Bags failed the token upload \(.*500.*\)\. Try again in a moment\.$/,
  );
  await keepScreenshot(page, 'platforms-failure-reason');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.deploy-toast')).toHaveCount(0);
});

test('a failing platform shows its reason: the BSC node answers 500 to the send', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, request, { bnb: true });
  const form = await openFormFromPost(page, request);
  await pickPlatform(form, 'bnb');
  const fields = token('fail');
  await fillToken(form, fields);
  // four.meme's part (login, upload, the signed arguments) and the gas estimate are done while
  // the form is open; the click's own call is the send.
  await control.failNext({ fake: 'bsc', step: 'eth_sendRawTransaction', failure: { status: 500 } });
  await clickLaunch(page, form);
  await expectLaunchError(
    page,
    /^Token Creation Error: The BSC RPC did not answer \(HTTP 500\)\. Try again in a moment\.$/,
  );
});

test('usd1: the warning shows the first time only; too little USD1 shows the requirements; enough launches', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const trader = await signIn(page, request);
  const form = await openFormFromPost(page, request);

  // DA §4: the first pick of usd1 ever warns, and remembers it (switched_usd1).
  await pickPlatform(form, 'usd1');
  const warning = page.getByRole('dialog', { name: DEPLOY_MESSAGES.usd1WarningTitle });
  await expect(warning).toContainText(DEPLOY_MESSAGES.usd1Warning);
  await keepScreenshot(page, 'platforms-usd1-warning');
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(warning).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('switched_usd1'))).not.toBeNull();
  await pickPlatform(form, 'pump');
  await pickPlatform(form, 'usd1');
  await expect(form.getByLabel('Buy Amount (USD1)')).toBeVisible();
  await expect(warning).toHaveCount(0);

  // 1000 USD1 needs 1050 held; the wallet holds 20.
  const fields = token('usd');
  await fillToken(form, { ...fields, buy: '1000' });
  await control.setUsd1({ owner: trader.solanaAddress, usd1: 20 });
  await clickLaunch(page, form);
  const requirements = page.getByRole('dialog', { name: DEPLOY_MESSAGES.usd1RequirementsTitle });
  await expect(requirements.getByRole('alert')).toHaveText(
    DEPLOY_MESSAGES.usd1Insufficient(20, 1050),
  );
  await expect(requirements).toContainText('1000 needs at least 1050');
  await keepScreenshot(page, 'platforms-usd1-requirements');
  const [swap] = await Promise.all([
    page.context().waitForEvent('page'),
    requirements.getByRole('button', { name: DEPLOY_MESSAGES.usd1Swap }).click(),
  ]);
  await swap.waitForURL(/^https:\/\/jup\.ag\/swap\/SOL-USD1/);
  await swap.close();
  await requirements.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(requirements).toBeHidden();

  // Holding 2000 USD1, the same launch goes through.
  await control.setUsd1({ owner: trader.solanaAddress, usd1: 2000 });
  const tab = await clickLaunch(page, form);
  const address = await expectRealSuccess(page, tab, fields);
  await expectSentOnSolana(address);
});

test('bags: the fee configuration from the gear reaches Bags as the fee-share split', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signIn(page, request);
  const form = await openFormFromPost(page, request);
  await expect(platformButton(form, 'pump')).toHaveAttribute('aria-pressed', 'true');

  // The gear opens the Bags Fee Configuration without changing the platform.
  await form.getByRole('button', { name: 'Bags fee configuration' }).click();
  const fees = page.getByRole('dialog', { name: 'Bags Fee Configuration' });
  await expect(fees.getByRole('button', { name: `@${CLAIMER}` })).toBeVisible();
  const claimer = fees.getByLabel('Fee claimer username');
  await claimer.fill(`@${CLAIMER}`);
  await expect(claimer).toHaveValue(CLAIMER); // '@' dropped as typed
  const share = fees.getByRole('slider', { name: 'Your share (creator)' });
  await share.focus();
  await share.press('Home');
  for (let step = 0; step < 30; step += 1) await share.press('ArrowRight');
  await expect(fees).toContainText('You get: 30% of trading fees');
  await expect(fees).toContainText(`@${CLAIMER} gets: 70%`);
  await keepScreenshot(page, 'platforms-bags-fees');
  await fees.getByRole('button', { name: 'Save Configuration' }).click();
  await expect(fees).toBeHidden();
  await expect(platformButton(form, 'pump')).toHaveAttribute('aria-pressed', 'true');

  // Picking bags shows the saved split again.
  await pickPlatform(form, 'bags');
  await expect(fees.getByLabel('Fee claimer username')).toHaveValue(CLAIMER);
  await expect(fees).toContainText('You get: 30% of trading fees');
  await fees.getByRole('button', { name: 'Save Configuration' }).click();
  await expect(fees).toBeHidden();

  const fields = token('bags');
  await fillToken(form, fields);
  const tab = await clickLaunch(page, form);
  const address = await expectRealSuccess(page, tab, fields);
  await expectSentOnSolana(address);
  expect(await control.bagsLookups()).toContain(CLAIMER);
  const config = (await control.bagsBodies('feeConfig')).at(-1) as { basisPointsArray: number[] };
  expect(config.basisPointsArray).toEqual([3000, 7000]);
});
