import { TRACKER_SETTINGS_KEY, type TrackerSettings } from '@launchdeck/protocol';
import { expect, type Page, test } from '@playwright/test';
import { createTrader } from './fixtures/api.ts';
import { expectMainScreen, skipUpdateNotice, submitLogin } from './fixtures/app.ts';
import { postsOfEveryKind } from './fixtures/card-posts.ts';
import { ingest } from './fixtures/ingest.ts';
import { E2E_IMAGE_HOST, e2eImage, missingImage, serveE2eMedia } from './fixtures/media.ts';
import { keepScreenshot } from './fixtures/screenshots.ts';

/** Logs a fresh trader in, with pause-on-hover off so ingested posts show at once. */
async function openFeed(
  page: Page,
  request: Parameters<typeof createTrader>[0],
  settings: Partial<TrackerSettings> = {},
) {
  await skipUpdateNotice(page);
  await serveE2eMedia(page);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    TRACKER_SETTINGS_KEY,
    JSON.stringify({ pauseOnHover: false, ...settings }),
  ] as const);
  const trader = await createTrader(request);
  await page.goto('/');
  await submitLogin(page, trader.username, trader.password);
  await expectMainScreen(page);
}

const cardOf = (page: Page, id: string) =>
  page.locator(`[data-testid="feed-card"][data-post-id="${id}"]`);

/** Scrolls a card to the middle of the screen and keeps a screenshot of it in context. */
async function keepCardScreenshot(page: Page, id: string, name: string) {
  const card = cardOf(page, id);
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  // Every picture in the card has loaded or failed (and been hidden) before the shot.
  await expect
    .poll(() =>
      card.evaluate((element) =>
        Array.from(element.querySelectorAll('img')).every((img) => img.complete),
      ),
    )
    .toBe(true);
  await keepScreenshot(page, name);
}

test('every card kind renders from ingested posts', async ({ page, request }) => {
  await openFeed(page, request, {
    accountHighlights: { ChartWitch: { enabled: true, color: 'magenta' } },
  });
  const run = `cards${Date.now().toString(36)}`;
  const posts = postsOfEveryKind(run);
  await ingest(request, Object.values(posts));
  const deleted = { ...posts.original, id: `${run}-gone`, text: 'wrong CA, my bad 🤦' };
  await ingest(request, [deleted]);
  await ingest(request, [{ type: 'deleted_tweet', id: deleted.id }]);

  for (const [kind, post] of Object.entries(posts)) {
    await expect(cardOf(page, post.id)).toHaveAttribute('data-kind', kind);
  }
  await expect(cardOf(page, `deleted_${deleted.id}`)).toHaveAttribute('data-kind', 'deleted');

  const original = cardOf(page, posts.original.id);
  await expect(original.getByRole('link', { name: '@degenkaito' })).toHaveAttribute(
    'href',
    'https://x.com/degenkaito',
  );
  await expect(original.locator('.post-images-three img')).toHaveCount(3);
  await expect(original.locator('.link-card')).toContainText('Frog launches on Solana');
  await expect(original.locator('.post-ticker')).toHaveText('$FROG');
  await expect(original.locator('mark.post-meme')).toHaveText(['meme']);
  await expect(cardOf(page, posts.reply.id)).toContainText('Replying to @meme_historian');
  await expect(cardOf(page, posts.reply.id)).toHaveAttribute('data-highlight', 'magenta');
  await expect(cardOf(page, posts.repost.id).locator('.card-repost-line')).toContainText(
    'pump whisperer reposted',
  );
  await expect(cardOf(page, posts.quote.id).locator('.ref-post-quote')).toHaveCount(2);
  await expect(cardOf(page, posts.external.id)).toContainText('3 tokens posted');
  await expect(cardOf(page, posts['site-message'].id)).toContainText('Alpha Hunters');
  await expect(cardOf(page, posts['profile-update'].id).locator('dt')).toHaveText([
    'Name',
    'Bio',
    'Location',
    'Avatar',
    'Banner',
    'Website',
  ]);
  await expect(cardOf(page, posts.following.id)).toContainText('kaito 🐸 followed @goblintown_sol');
  await expect(cardOf(page, posts.pinned.id)).toContainText('pinned 2 posts');
  await expect(cardOf(page, `deleted_${deleted.id}`).getByText('Deleted')).toBeVisible();

  for (const [kind, post] of Object.entries(posts)) {
    await keepCardScreenshot(page, post.id, `cards-${kind}`);
  }
  await keepCardScreenshot(page, `deleted_${deleted.id}`, 'cards-deleted');
});

test('the image modal opens from a card and closes on Escape and on the overlay', async ({
  page,
  request,
}) => {
  await openFeed(page, request);
  const run = `modal${Date.now().toString(36)}`;
  const { original } = postsOfEveryKind(run);
  await ingest(request, [original]);
  const card = cardOf(page, original.id);
  await card.getByRole('button', { name: 'Image 1 of 3' }).click();
  const dialog = page.getByRole('dialog', { name: 'Image' });
  await expect(dialog.locator('img')).toHaveAttribute('src', e2eImage('frog-1'));
  await keepScreenshot(page, 'cards-image-modal');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await card.getByRole('button', { name: 'Image 2 of 3' }).click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});

test('a video preview opens the video modal, which Escape closes', async ({ page, request }) => {
  await openFeed(page, request);
  const id = `video${Date.now().toString(36)}`;
  await ingest(request, [
    {
      id,
      createdAt: new Date().toISOString(),
      platform: 'instagram',
      isInstagram: true,
      author: {
        handle: 'sienna.vale',
        name: 'Sienna Vale',
        avatar: e2eImage('sienna-pfp', 200, 200),
      },
      text: 'new campaign drops tomorrow 🎬 who is ready?',
      media: {
        videos: [
          {
            url: `${E2E_IMAGE_HOST}/clips/campaign.mp4`,
            thumbnail: e2eImage('campaign', 640, 360),
          },
        ],
      },
      embeds: [
        {
          title: 'Behind the scenes',
          description: 'How the campaign was shot, in one long take.',
          url: 'https://example.com/bts',
          image: { url: e2eImage('bts', 1200, 630) },
        },
      ],
      reactions: [{ emoji: '❤️', count: 18_400 }],
    },
  ]);
  const card = cardOf(page, id);
  const preview = card.getByRole('button', { name: 'Play video' });
  const height = (await preview.boundingBox())?.height ?? 0;
  // FC §2: 120–280 px, measured in CSS pixels (the page is zoomed to 75 %).
  const zoom = await page.evaluate(() => Number(getComputedStyle(document.documentElement).zoom));
  expect(height / zoom).toBeGreaterThanOrEqual(120);
  expect(height / zoom).toBeLessThanOrEqual(280);
  await expect(card.locator('.embed')).toContainText('Behind the scenes');
  await expect(card.locator('.reaction')).toHaveText(['❤️18.4K']);
  await keepCardScreenshot(page, id, 'cards-video-embed');
  await preview.click();
  const dialog = page.getByRole('dialog', { name: 'Video' });
  await expect(dialog.locator('video')).toHaveAttribute(
    'src',
    `${E2E_IMAGE_HOST}/clips/campaign.mp4`,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a link waits for its card: loading, then the card from a CARD_UPDATE or a plain link', async ({
  page,
  request,
}) => {
  await openFeed(page, request);
  const run = `link${Date.now().toString(36)}`;
  const post = (name: string) => ({
    id: `${run}-${name}`,
    createdAt: new Date().toISOString(),
    platform: 'twitter' as const,
    author: { handle: 'solvector', name: 'Maya Okafor | Vector' },
    text: `$VEC staking opens tomorrow. details: https://example.com/vector/${name}`,
  });
  await ingest(request, [post('late'), post('never')]);
  const late = cardOf(page, `${run}-late`);
  const never = cardOf(page, `${run}-never`);
  await expect(late.locator('.link-card-loading')).toBeVisible();
  await keepCardScreenshot(page, `${run}-late`, 'cards-link-loading');
  await ingest(request, [
    {
      type: 'external_message',
      kind: 'CARD_UPDATE',
      id: `${run}-late`,
      card: {
        url: 'https://example.com/vector/late',
        title: 'Vector staking',
        description: 'Stake VEC, share router fees.',
        site_name: 'Vector',
        image: e2eImage('vector-staking', 1200, 630),
      },
    },
  ]);
  await expect(late.locator('.link-card')).toContainText('Vector staking');
  await expect(never.locator('.link-card-generic')).toHaveAttribute(
    'href',
    'https://example.com/vector/never',
    { timeout: 10_000 },
  );
  await keepCardScreenshot(page, `${run}-never`, 'cards-link-fallback');
});

const HOSTILE_TEXTS = {
  escaped: '&lt;img src=x onerror=alert(1)&gt; and &lt;script&gt;alert(1)&lt;/script&gt;',
  comparisons: '<3 a < b > c',
  javascript: 'click javascript:alert(document.cookie) for a free airdrop',
  longWord: `${'A'.repeat(5000)} end`,
  rtl: 'مرحبا بالعالم — שלום עולם — $GOBLIN إلى القمر',
  emoji: '🚀'.repeat(3000),
} as const;

test('hostile text renders as typed, runs nothing and breaks no layout', async ({
  page,
  request,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await openFeed(page, request);
  const run = `hostile${Date.now().toString(36)}`;
  const items = Object.entries(HOSTILE_TEXTS).map(([name, text], index) => ({
    id: `${run}-${name}`,
    createdAt: new Date(Date.now() - index * 1000).toISOString(),
    platform: 'twitter' as const,
    author: {
      handle: 'hostile_tester',
      name: 'Hostile &lt;b&gt; <3',
      avatar: missingImage(`pfp-${name}`),
    },
    text,
  }));
  await ingest(request, items);

  const feed = page.locator('.feed-list');
  const feedWidth = (await feed.boundingBox())?.width ?? 0;
  expect(feedWidth).toBeGreaterThan(0);
  for (const item of items) {
    const card = cardOf(page, item.id);
    await expect(card).toBeVisible();
    expect(await card.locator('.post-text').textContent()).toBe(item.text);
    await expect(card.getByTestId('default-avatar')).toBeVisible();
    await expect(card.locator('a[href^="javascript"], script, iframe')).toHaveCount(0);
    const box = await card.boundingBox();
    expect(box?.width ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(feedWidth + 0.5);
    const overflow = await card.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
  const pageOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(pageOverflow).toBeLessThanOrEqual(0);
  await keepCardScreenshot(page, `${run}-escaped`, 'cards-hostile-top');
  await keepCardScreenshot(page, `${run}-longWord`, 'cards-hostile-long-word');
  await keepCardScreenshot(page, `${run}-emoji`, 'cards-hostile-emoji');
  expect(dialogs).toEqual([]);
});
