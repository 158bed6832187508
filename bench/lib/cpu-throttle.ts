import type { Page } from 'playwright-core';

/** Sets the page's CPU throttling: 1 is the machine's own speed, 4 four times slower. */
export type CpuThrottle = (rate: number) => Promise<void>;

/**
 * Chromium's CPU throttling for one page, as DevTools' Performance panel sets it (its "4×
 * slowdown" stands for a mid-range laptop). The session stays attached, so a rate holds until
 * the next call, across every turn the page is measured in.
 */
export async function cpuThrottle(page: Page): Promise<CpuThrottle> {
  const cdp = await page.context().newCDPSession(page);
  return async (rate) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  };
}
