import { spawnSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { numberArgs } from './lib/args.ts';
import { launchChromium, type RenderCost, startRenderCost } from './lib/browser.ts';
import { type FunctionCost, printFunctionCosts, profileScript } from './lib/cpu-profile.ts';
import {
  ingestInto,
  newFeedPage,
  openLaunchdeckFeed,
  type Publish,
  postJson,
  publishBurst,
} from './lib/feed-pages.ts';
import { freePort, repoRoot, spawnTs, startLaunchdeck, waitForHttp } from './lib/process.ts';
import { type Breakdown, printBreakdowns, traceMainThread } from './lib/trace-breakdown.ts';

/**
 * Feed rendering under a burst: Chromium shows the logged-in feed while the server ingests posts
 * at a fixed rate. Reports long tasks, main-thread time, cards in the DOM and the JS heap, and the
 * same numbers for a plain-DOM baseline page fed the same posts over a raw WebSocket, in this run.
 * The two pages take turns, round by round, so a machine that slows down or speeds up during the
 * run weighs on both alike.
 */
const args = numberArgs({ rate: 20, seconds: 60, rounds: 4, pictures: 1, trace: 0, profile: 0 });
// A trace or a profile covers one uninterrupted run of each page.
const rounds = args.trace || args.profile ? 1 : Math.max(1, Math.round(args.rounds));
const perRound = Math.round((args.rate * args.seconds) / rounds);

type Feed = { name: string; page: Page; cardSelector: string; publish: Publish };

async function measure(browser: Browser, feed: Feed, first: number): Promise<RenderCost> {
  const stop = await startRenderCost(feed.page, feed.cardSelector);
  const run = () => publishBurst([feed.publish], { first, count: perRound, rate: args.rate });
  if (args.trace) traces.push(await traceMainThread(browser, feed.page, run));
  else if (args.profile && feed.name === 'Launchdeck') costs = await profileScript(feed.page, run);
  else await run();
  return stop();
}

/** Rounds summed: times and long tasks add up; cards and heap are the last round's. */
function sum(costs: RenderCost[]): RenderCost {
  const last = costs.at(-1);
  if (!last) throw new Error('no round was measured');
  const total = (key: 'taskMs' | 'scriptMs' | 'layoutMs' | 'styleMs' | 'longTasks') =>
    costs.reduce((acc, cost) => acc + cost[key], 0);
  return {
    ...last,
    taskMs: total('taskMs'),
    scriptMs: total('scriptMs'),
    layoutMs: total('layoutMs'),
    styleMs: total('styleMs'),
    longTasks: total('longTasks'),
    longestTaskMs: Math.max(...costs.map((cost) => cost.longestTaskMs)),
  };
}

const traces: Breakdown[] = [];
let costs: FunctionCost[] = [];

async function main() {
  // Profiled, the app is built unminified so that the functions keep their names.
  const unminified = args.profile ? ['--', '--minify', 'false'] : [];
  const build = spawnSync('npm', ['run', 'build', '-w', '@launchdeck/web', ...unminified], {
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
    const basePage = await newFeedPage(browser, Boolean(args.pictures));
    await basePage.goto(`${rawUrl}/baseline`);
    await basePage.evaluate(
      () => (window as unknown as { baselineReady: Promise<void> }).baselineReady,
    );
    // As on Launchdeck's page: a pointer present (off the feed) makes Chromium hit-test after
    // every layout change, a cost real users pay too.
    await basePage.mouse.move(5, 5);

    const page = await newFeedPage(browser, Boolean(args.pictures));
    await openLaunchdeckFeed(page, app);

    const feeds: Feed[] = [
      {
        name: 'plain DOM',
        page: basePage,
        cardSelector: 'article.card',
        publish: postJson(`${rawUrl}/publish`),
      },
      {
        name: 'Launchdeck',
        page,
        cardSelector: '[data-testid="feed-card"]',
        publish: ingestInto(app),
      },
    ];
    const measured: RenderCost[][] = [[], []];
    for (let round = 0; round < rounds; round++) {
      // Turns alternate (AB, BA, AB ...), so neither page always runs right after the other.
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const i of order) {
        const feed = feeds[i];
        if (feed) measured[i]?.push(await measure(browser, feed, round * perRound));
      }
    }
    const [baseline, launchdeck] = measured.map(sum) as [RenderCost, RenderCost];

    const row = (name: string, r: RenderCost) =>
      `| ${name} | ${r.longTasks} | ${r.longestTaskMs.toFixed(0)} ms | ${r.taskMs.toFixed(0)} ms | ${r.scriptMs.toFixed(0)} ms | ${(r.layoutMs + r.styleMs).toFixed(0)} ms | ${r.cards} | ${r.heapMb.toFixed(1)} MB |`;
    console.log(
      `\n${args.rate} posts/s for ${args.seconds} s (${perRound * rounds} posts a page, ${rounds} turns each; pictures ${args.pictures ? 'served' : 'failing'})\n`,
    );
    console.log(
      '| page | long tasks ≥ 50 ms | longest | main-thread busy | script | layout + style | cards in DOM | JS heap |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    console.log(row('plain DOM (baseline)', baseline));
    console.log(row('Launchdeck', launchdeck));
    if (traces.length === 2) printBreakdowns(['plain DOM', 'Launchdeck'], traces);
    if (costs.length) printFunctionCosts(costs);
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
