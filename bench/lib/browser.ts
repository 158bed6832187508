import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core';
import { paintedCount, paintedSince } from './painted-readings.ts';

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

declare global {
  interface Window {
    benchLongTasks: number[];
  }
}

/** Records every long task (≥ 50 ms, the browser's own threshold) from the page's first script. */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.benchLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.benchLongTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

type Metrics = Record<string, number>;

async function metrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}

export type RenderCost = {
  /** Main-thread busy time (tasks, script, layout, style) during the measured window, ms. */
  taskMs: number;
  scriptMs: number;
  layoutMs: number;
  styleMs: number;
  longTasks: number;
  longestTaskMs: number;
  cards: number;
  heapMb: number;
  /** The app's published → painted readings of the window's live cards, ms (none on a plain page). */
  painted: number[];
};

/** Starts a measurement window on the page; the returned function ends it and reports. */
export async function startRenderCost(page: Page, cardSelector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const before = await metrics(cdp);
  const longTasksBefore = await page.evaluate(() => window.benchLongTasks.length);
  const paintedBefore = await paintedCount(page);
  return async (): Promise<RenderCost> => {
    const after = await metrics(cdp);
    const delta = (name: string) => ((after[name] ?? 0) - (before[name] ?? 0)) * 1000;
    const longTasks = await page.evaluate(
      (from) => window.benchLongTasks.slice(from),
      longTasksBefore,
    );
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    return {
      taskMs: delta('TaskDuration'),
      scriptMs: delta('ScriptDuration'),
      layoutMs: delta('LayoutDuration'),
      styleMs: delta('RecalcStyleDuration'),
      longTasks: longTasks.length,
      longestTaskMs: longTasks.length ? Math.max(...longTasks) : 0,
      cards: await page.locator(cardSelector).count(),
      heapMb: heap.usedSize / 1024 / 1024,
      painted: await paintedSince(page, paintedBefore),
    };
  };
}
