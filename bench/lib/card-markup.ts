import type { Browser, Page } from 'playwright-core';
import {
  ingestInto,
  type LaunchdeckServer,
  newFeedPage,
  openLaunchdeckFeed,
  type Publish,
  postJson,
  publishBurst,
} from './feed-pages.ts';
import { feedBenchPostNumber } from './feed-posts.ts';

/** Launchdeck's cards as the app drew them, and what the page needs to draw them alike. */
export type CardMarkup = {
  /** Each bench post's card (its outerHTML), by the post's number. */
  byPost: Map<number, string>;
  /** The text of the app's stylesheets (its server lets no other origin load them). */
  stylesheets: string[];
  /** The attributes of the app's <html> (its theme). */
  rootAttributes: Record<string, string>;
  /** The width of the app's feed, px: the cards wrap their text at the same width. */
  feedWidth: number;
};

const CARD = '[data-testid="feed-card"]';

declare global {
  interface Window {
    benchCards: Element[];
    /** baseline/feed-cards.html: takes every recorded card, by post number, before the first post. */
    benchCardMarkup: (cards: Array<[number, string]>) => void;
  }
}

/**
 * Shows bench posts 0 … count − 1 in a Launchdeck page of its own, at `rate` a second, and records
 * each card the app inserted. The page is closed before anything is measured.
 */
export async function recordCardMarkup(
  browser: Browser,
  app: LaunchdeckServer,
  { count, rate, pictures }: { count: number; rate: number; pictures: boolean },
): Promise<CardMarkup> {
  const page = await newFeedPage(browser, pictures);
  try {
    await openLaunchdeckFeed(page, app);
    // (No named functions inside: the bench's loader would name them with a helper the page lacks.)
    await page.evaluate((selector) => {
      window.benchCards = [];
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.addedNodes)) {
            if (!(node instanceof Element)) continue;
            if (node.matches(selector)) window.benchCards.push(node);
            else window.benchCards.push(...Array.from(node.querySelectorAll(selector)));
          }
        }
      }).observe(document.body, { childList: true, subtree: true });
    }, CARD);
    await publishBurst([ingestInto(app)], { first: 0, count, rate });
    const cards = await page.evaluate(() =>
      window.benchCards.map((card) => ({
        id: card.getAttribute('data-post-id') ?? '',
        html: card.outerHTML,
      })),
    );
    const byPost = new Map<number, string>();
    for (const { id, html } of cards) {
      const n = feedBenchPostNumber(id);
      if (n !== null && !byPost.has(n)) byPost.set(n, html);
    }
    return { byPost, ...(await pageLook(page)) };
  } finally {
    await page.context().close();
  }
}

async function pageLook(page: Page): Promise<Omit<CardMarkup, 'byPost'>> {
  return page.evaluate(async () => ({
    stylesheets: await Promise.all(
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) =>
        fetch(link.href).then((res) => res.text()),
      ),
    ),
    rootAttributes: Object.fromEntries(
      Array.from(document.documentElement.attributes, (attr) => [attr.name, attr.value]),
    ),
    feedWidth: document.querySelector('.feed-area')?.getBoundingClientRect().width ?? 0,
  }));
}

/** Gives the plain page the app's stylesheets, theme and feed width. */
export async function dressLikeTheApp(page: Page, markup: CardMarkup): Promise<void> {
  await page.evaluate(({ stylesheets, rootAttributes, feedWidth }) => {
    for (const [name, value] of Object.entries(rootAttributes))
      document.documentElement.setAttribute(name, value);
    const feed = document.querySelector<HTMLElement>('.feed-area');
    if (feed && feedWidth > 0) feed.style.width = `${feedWidth}px`;
    for (const css of stylesheets) {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    }
  }, markup);
}

/**
 * Hands the plain cards page (baseline/feed-cards.html) every recorded card, which it parses once
 * into templates before anything is measured.
 */
export async function handCards(page: Page, markup: CardMarkup): Promise<void> {
  await page.evaluate((byPost) => window.benchCardMarkup(byPost), [...markup.byPost]);
}

/** Publishes each bench post's card number to the plain cards page's channel (handCards first). */
export function publishCards(rawUrl: string, markup: CardMarkup): Publish {
  const send = postJson(`${rawUrl}/publish?channel=cards`);
  return (body) => {
    const n = feedBenchPostNumber((body as { id?: string }).id ?? '');
    if (n === null || !markup.byPost.has(n))
      throw new Error(`no card was recorded for bench post ${n}`);
    return send({ card: n });
  };
}
