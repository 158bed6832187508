import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { UI } from '@launchdeck/protocol';
import type { Browser, Page } from 'playwright-core';
import { numberArgs } from './lib/args.ts';
import {
  launchChromium,
  type RenderCost,
  recordLongTasks,
  startRenderCost,
} from './lib/browser.ts';
import { feedBenchPost } from './lib/feed-posts.ts';
import { freePort, repoRoot, spawnTs, startLaunchdeck, waitForHttp } from './lib/process.ts';
import { type Breakdown, printBreakdowns, traceMainThread } from './lib/trace-breakdown.ts';

/**
 * Feed rendering under a burst: Chromium shows the logged-in feed while the server ingests posts
 * at a fixed rate. Reports long tasks, main-thread time, cards in the DOM and the JS heap, and the
 * same numbers for a plain-DOM baseline page fed the same posts over a raw WebSocket, in this run.
 */
const args = numberArgs({ rate: 20, seconds: 60, trace: 0 });

type Publish = (body: unknown) => Promise<void>;

async function drive(publish: Publish): Promise<number> {
  const total = Math.round(args.rate * args.seconds);
  const interval = 1000 / args.rate;
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const wait = start + n * interval - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(publish(feedBenchPost(n)));
  }
  await Promise.all(pending);
  await new Promise((resolve) => setTimeout(resolve, 1000)); // let the last posts render
  return total;
}

async function measure(
  browser: Browser,
  page: Page,
  cardSelector: string,
  publish: Publish,
): Promise<RenderCost> {
  const stop = await startRenderCost(page, cardSelector);
  if (!args.trace) await drive(publish);
  else traces.push(await traceMainThread(browser, page, async () => void (await drive(publish))));
  return stop();
}

const traces: Breakdown[] = [];

function postJson(url: string, headers: Record<string, string> = {}): Publish {
  return async (body) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  };
}

async function main() {
  const build = spawnSync('npm', ['run', 'build', '-w', '@launchdeck/web'], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
  if (build.status !== 0) throw new Error('building the web app failed');

  const app = await startLaunchdeck();
  const rawPort = await freePort();
  const raw = spawnTs('bench/raw-ws-server.ts', { PORT: String(rawPort) });
  const rawUrl = `http://127.0.0.1:${rawPort}`;
  await waitForHttp(`${rawUrl}/health`);
  const browser = await launchChromium();
  try {
    const viewport = { width: 1440, height: 900 };

    const basePage = await (await browser.newContext({ viewport })).newPage();
    await recordLongTasks(basePage);
    await basePage.goto(`${rawUrl}/baseline`);
    await basePage.evaluate(
      () => (window as unknown as { baselineReady: Promise<void> }).baselineReady,
    );
    // As on Launchdeck's page: a pointer present (off the feed) makes Chromium hit-test after
    // every layout change, a cost real users pay too.
    await basePage.mouse.move(5, 5);
    const baseline = await measure(
      browser,
      basePage,
      'article.card',
      postJson(`${rawUrl}/publish`),
    );

    const page = await (await browser.newContext({ viewport })).newPage();
    await recordLongTasks(page);
    await page.addInitScript((flag) => localStorage.setItem(flag, 'true'), UI.updateNotice.flag);
    await page.goto(app.url);
    await page.getByLabel('Username').fill(app.env.ADMIN_USERNAME);
    await page.getByLabel('Password').fill(app.env.ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('button', { name: 'Pop Out Feed' }).waitFor();
    // The pointer rests where the Login button was, over the feed: pause-on-hover would hold
    // every post in the queue and we would measure a paused feed.
    await page.mouse.move(5, 5);
    const ingest = postJson(`${app.url}/api/ingest`, {
      authorization: `Bearer ${app.env.INGEST_TOKEN}`,
    });
    const launchdeck = await measure(browser, page, '[data-testid="feed-card"]', ingest);

    const row = (name: string, r: RenderCost) =>
      `| ${name} | ${r.longTasks} | ${r.longestTaskMs.toFixed(0)} ms | ${r.taskMs.toFixed(0)} ms | ${r.scriptMs.toFixed(0)} ms | ${(r.layoutMs + r.styleMs).toFixed(0)} ms | ${r.cards} | ${r.heapMb.toFixed(1)} MB |`;
    console.log(
      `\n${args.rate} posts/s for ${args.seconds} s (${args.rate * args.seconds} posts)\n`,
    );
    console.log(
      '| page | long tasks ≥ 50 ms | longest | main-thread busy | script | layout + style | cards in DOM | JS heap |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    console.log(row('plain DOM (baseline)', baseline));
    console.log(row('Launchdeck', launchdeck));
    if (traces.length === 2) printBreakdowns(['plain DOM', 'Launchdeck'], traces);
    const ratio = launchdeck.taskMs / Math.max(baseline.taskMs, 1);
    console.log(`\nmain-thread time ratio Launchdeck / baseline: ${ratio.toFixed(2)}×`);
    console.log(
      `goal: no long task ≥ 50 ms (${launchdeck.longTasks === 0 ? 'met' : 'missed'}), ≤ 60 cards in the DOM (${launchdeck.cards <= 60 ? 'met' : 'missed'})`,
    );
  } finally {
    await browser.close();
    await raw.stop();
    await app.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
