import type { Page } from 'playwright-core';

declare global {
  interface Window {
    benchPainted: number[];
  }
}

/**
 * Records the app's own published → painted reading of every live card, from the page's first
 * script: the latency feature writes it on the card's age (`data-to-screen-ms`) in the frame
 * that paints the card, the same number its speed readout takes percentiles of. Only cards the
 * readout counts (live, with the clock synced: `data-offset-ms` set) are recorded, each once.
 */
export async function recordPaintedReadings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.benchPainted = [];
    const seen = new Set<string>();
    new MutationObserver((records) => {
      for (const { target } of records) {
        if (!(target instanceof HTMLElement)) continue;
        const { arrival, offsetMs, toScreenMs } = target.dataset;
        const id = target.closest<HTMLElement>('[data-post-id]')?.dataset.postId;
        if (arrival !== 'live' || offsetMs === undefined || !toScreenMs || !id || seen.has(id))
          continue;
        seen.add(id);
        window.benchPainted.push(Number(toScreenMs));
      }
    }).observe(document, { subtree: true, attributeFilter: ['data-to-screen-ms'] });
  });
}

/** How many readings the page holds: the start of a measurement window. */
export const paintedCount = (page: Page) => page.evaluate(() => window.benchPainted?.length ?? 0);

/** The readings recorded since `from`. */
export const paintedSince = (page: Page, from: number) =>
  page.evaluate((start) => window.benchPainted?.slice(start) ?? [], from);
