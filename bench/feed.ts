import { spawnSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { numberArgs, numberListArg } from './lib/args.ts';
import { launchChromium, type RenderCost, startRenderCost } from './lib/browser.ts';
import { dressLikeTheApp, handCards, publishCards, recordCardMarkup } from './lib/card-markup.ts';
import { type FunctionCost, printFunctionCosts, profileScript } from './lib/cpu-profile.ts';
import { cpuThrottle } from './lib/cpu-throttle.ts';
import {
  ingestInto,
  newFeedPage,
  openLaunchdeckFeed,
  type Publish,
  postJson,
  publishBurst,
} from './lib/feed-pages.ts';
import { type Pass, printPass, printSideBySide } from './lib/feed-report.ts';
import { freePort, repoRoot, spawnTs, startLaunchdeck, waitForHttp } from './lib/process.ts';
import { type Breakdown, printBreakdowns, traceMainThread } from './lib/trace-breakdown.ts';

/**
 * Feed rendering under a burst: Chromium shows the logged-in feed while the server ingests posts
 * at a fixed rate. Reports long tasks, main-thread time, cards in the DOM and the JS heap, and the
 * same numbers for a plain-DOM baseline page fed the same posts over a raw WebSocket, in this run.
 * A third page (`--cards 0` leaves it out) is that plain DOM drawing Launchdeck's own card markup,
 * recorded from the app beforehand: it splits the ratio into what the cards' content costs the
 * browser and what the app around them adds. The pages take turns, round by round (ABC, CBA ...),
 * so a machine that slows down or speeds up during the run weighs on all of them alike.
 */
const args = numberArgs({
  rate: 20,
  seconds: 60,
  rounds: 4,
  pictures: 1,
  cards: 1,
  trace: 0,
  profile: 0,
});
/** `--cpu-throttle 4` slows every page's CPU 4×; `--cpu-throttle 1,4` runs 1× then 4×. */
const cpuRates = numberListArg('cpu-throttle', [1]);
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

/**
 * Rounds summed: times and long tasks add up, readings join; cards and heap are the last round's.
 */
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
    painted: costs.flatMap((cost) => cost.painted),
  };
}

let traces: Breakdown[] = [];
let costs: FunctionCost[] = [];

/** A plain page of the raw server, its WebSocket open, the pointer resting off its feed. */
async function openPlainPage(browser: Browser, url: string): Promise<Page> {
  const page = await newFeedPage(browser, Boolean(args.pictures));
  await page.goto(url);
  await page.evaluate(() => (window as unknown as { baselineReady: Promise<void> }).baselineReady);
  // As on Launchdeck's page: a pointer present (off the feed) makes Chromium hit-test after
  // every layout change, a cost real users pay too.
  await page.mouse.move(5, 5);
  return page;
}

/** Every page's rounds at one CPU rate, each page's rounds summed. */
async function runPass(browser: Browser, feeds: Feed[], rate: number): Promise<Pass> {
  traces = [];
  costs = [];
  const measured: RenderCost[][] = feeds.map(() => []);
  const turns = feeds.map((_, i) => i);
  for (let round = 0; round < rounds; round++) {
    // Turns alternate (ABC, CBA, ABC ...), so no page always runs right after another.
    const order = round % 2 === 0 ? turns : turns.toReversed();
    for (const i of order) {
      const feed = feeds[i];
      if (feed) measured[i]?.push(await measure(browser, feed, round * perRound));
    }
  }
  return {
    rate,
    pages: feeds.map((feed, i) => ({ name: feed.name, cost: sum(measured[i] ?? []) })),
  };
}

/** The pass's trace and profile, if taken, and the main-thread time ratios of its pages. */
function printRatios({ pages }: Pass, feeds: Feed[]): void {
  const [baseline, launchdeck, cards] = pages.map((page) => page.cost) as [
    RenderCost,
    RenderCost,
    RenderCost | undefined,
  ];
  if (traces.length === feeds.length)
    printBreakdowns(
      feeds.map((feed) => feed.name),
      traces,
    );
  if (costs.length) printFunctionCosts(costs);
  const over = (a: RenderCost, b: RenderCost) => (a.taskMs / Math.max(b.taskMs, 1)).toFixed(2);
  console.log(`\nmain-thread time ratio Launchdeck / baseline: ${over(launchdeck, baseline)}×`);
  if (cards) {
    console.log(
      `of which the cards' content (plain DOM, Launchdeck's cards / baseline): ${over(cards, baseline)}×`,
    );
    console.log(
      `and the app around them (Launchdeck / plain DOM, Launchdeck's cards): ${over(launchdeck, cards)}×`,
    );
  }
  console.log(
    `≤ 60 cards in the DOM: ${launchdeck.cards <= 60 ? 'met' : 'missed'} (${launchdeck.cards})`,
  );
}

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
    const basePage = await openPlainPage(browser, `${rawUrl}/baseline`);

    const pictures = Boolean(args.pictures);
    // Recorded first, in a page closed before the others open, so it costs no measured turn.
    const markup = args.cards
      ? await recordCardMarkup(browser, app, { count: perRound * rounds, rate: 50, pictures })
      : null;

    const page = await newFeedPage(browser, pictures);
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
    if (markup) {
      const cardsPage = await openPlainPage(browser, `${rawUrl}/baseline-cards`);
      await dressLikeTheApp(cardsPage, markup);
      await handCards(cardsPage, markup);
      feeds.push({
        name: "plain DOM, Launchdeck's cards",
        page: cardsPage,
        cardSelector: '[data-testid="feed-card"]',
        publish: publishCards(rawUrl, markup),
      });
    }
    console.log(
      `\n${args.rate} posts/s for ${args.seconds} s (${perRound * rounds} posts a page, ${rounds} turns each; pictures ${args.pictures ? 'served' : 'failing'})`,
    );
    const throttles = await Promise.all(feeds.map((feed) => cpuThrottle(feed.page)));
    const passes: Pass[] = [];
    for (const rate of cpuRates) {
      await Promise.all(throttles.map((throttle) => throttle(rate)));
      const pass = await runPass(browser, feeds, rate);
      passes.push(pass);
      printPass(pass);
      printRatios(pass, feeds);
    }
    printSideBySide(passes, 'Launchdeck');
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
