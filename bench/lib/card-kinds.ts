import type { Page } from 'playwright-core';
import type { CardMarkup } from './card-markup.ts';

/** One recorded card standing for the cards of its kind. */
export type CardSample = { kind: string; html: string };

/**
 * One card per kind among the recorded ones, in the bench posts' order: the card's data-kind,
 * then what changes its weight within a kind (its pictures, its address chips).
 */
export async function cardsByKind(page: Page, markup: CardMarkup): Promise<CardSample[]> {
  const htmls = [...markup.byPost.keys()]
    .sort((a, b) => a - b)
    .flatMap((n) => markup.byPost.get(n) ?? []);
  const kinds = await page.evaluate((list) => {
    const template = document.createElement('template');
    return list.map((html) => {
      template.innerHTML = html;
      const card = template.content.firstElementChild;
      const images = card?.querySelectorAll('.post-image').length ?? 0;
      const parts = [card?.getAttribute('data-kind') ?? 'unknown'];
      if (images > 0) parts.push(`${images} image${images > 1 ? 's' : ''}`);
      if (card?.querySelector('.ca-chip')) parts.push('addresses');
      return parts.join(', ');
    });
  }, htmls);
  const samples = new Map<string, string>();
  kinds.forEach((kind, i) => {
    const html = htmls[i];
    if (html !== undefined && !samples.has(kind)) samples.set(kind, html);
  });
  return [...samples].map(([kind, html]) => ({ kind, html }));
}

/** What one card of a kind costs the browser to style and lay out, drawn by plain DOM. */
export type CardCost = {
  kind: string;
  /** The card's elements, itself included. */
  elements: number;
  /** Style recalculations Chromium counted, per card inserted. */
  styleRecalcs: number;
  styleMs: number;
  layoutMs: number;
};

type Metrics = Record<string, number>;

/**
 * Inserts `repeat` copies of each kind's card at the top of the feed, one at a time, in groups of 8
 * as the app keeps them, and makes the browser style and lay out each one (a forced layout) before
 * the next, as a frame would. Chromium's own counters before and after give the style and layout
 * time per card.
 */
export async function measureCardKinds(
  page: Page,
  samples: CardSample[],
  repeat: number,
): Promise<CardCost[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async (): Promise<Metrics> => {
    const { metrics: list } = await cdp.send('Performance.getMetrics');
    return Object.fromEntries(list.map((m) => [m.name, m.value]));
  };
  const costs: CardCost[] = [];
  for (const sample of samples) {
    // Once unmeasured, so the pictures are in the memory cache as for every later card of a feed.
    await insertCards(page, sample.html, 8);
    const before = await metrics();
    const elements = await insertCards(page, sample.html, repeat);
    const after = await metrics();
    const delta = (name: string) => (after[name] ?? 0) - (before[name] ?? 0);
    costs.push({
      kind: sample.kind,
      elements,
      styleRecalcs: delta('RecalcStyleCount') / repeat,
      styleMs: (delta('RecalcStyleDuration') * 1000) / repeat,
      layoutMs: (delta('LayoutDuration') * 1000) / repeat,
    });
  }
  return costs;
}

/** Prepends `count` copies of the card, laying out after each; returns the card's element count. */
function insertCards(page: Page, html: string, count: number): Promise<number> {
  // (No named functions inside: the bench's loader would name them with a helper the page lacks.)
  return page.evaluate(
    ({ html, count }) => {
      const feed = document.querySelector('.feed-list');
      if (!feed) throw new Error('the page has no .feed-list');
      const template = document.createElement('template');
      let group: HTMLElement | null = null;
      let elements = 0;
      for (let i = 0; i < count; i++) {
        if (!group || group.children.length >= 8) {
          group?.remove();
          group = document.createElement('div');
          group.className = 'feed-group';
          // In view, as the app's newest group is; left 'auto', it is skipped until a frame.
          group.style.contentVisibility = 'visible';
          feed.prepend(group);
        }
        template.innerHTML = html;
        const card = template.content.firstElementChild;
        if (!card) throw new Error('an empty card');
        elements = card.querySelectorAll('*').length + 1;
        group.prepend(card);
        void document.body.offsetHeight;
      }
      group?.remove();
      return elements;
    },
    { html, count },
  );
}
