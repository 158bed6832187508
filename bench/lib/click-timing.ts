import type { Locator, Page } from 'playwright-core';

declare global {
  interface Window {
    benchClickTo?: Promise<ClickTiming>;
  }
}

/** When, after a click, the target appeared in the DOM and when the next frame was drawn. */
export type ClickTiming = {
  /** The click's time, as milliseconds since the epoch (the page's own clock). */
  clickEpoch: number;
  /** Click → the target in the DOM. */
  inDomMs: number;
  /** Click → the first animation frame after that (the target about to be painted). */
  frameMs: number;
};

/**
 * Clicks `button` and times, in the page, from the click's dispatch to the first element matching
 * `target` inserted after it (a MutationObserver, so the moment it is inserted) and to the frame
 * after that.
 */
export async function timeClick(
  page: Page,
  button: Locator,
  target: string,
  timeoutMs = 30_000,
): Promise<ClickTiming> {
  await page.evaluate(
    ({ selector, timeoutMs }) => {
      window.benchClickTo = new Promise((resolve, reject) => {
        setTimeout(
          () => reject(new Error(`${selector} did not appear within ${timeoutMs} ms`)),
          timeoutMs,
        );
        document.addEventListener(
          'click',
          () => {
            const start = performance.now();
            const clickEpoch = performance.timeOrigin + start;
            // No named functions in here: the bench's transpiler would wrap them in a helper the
            // page does not have.
            const observer = new MutationObserver(() => {
              if (!document.querySelector(selector)) return;
              observer.disconnect();
              const inDomMs = performance.now() - start;
              requestAnimationFrame(() =>
                resolve({ clickEpoch, inDomMs, frameMs: performance.now() - start }),
              );
            });
            observer.observe(document, { subtree: true, childList: true });
          },
          { capture: true, once: true },
        );
      });
    },
    { selector: target, timeoutMs },
  );
  await button.click();
  return page.evaluate(() => window.benchClickTo as Promise<ClickTiming>);
}
