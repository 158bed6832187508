import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { numberArgs } from './lib/args.ts';
import { launchChromium, startRenderCost } from './lib/browser.ts';
import { cpuThrottle } from './lib/cpu-throttle.ts';
import {
  ingestInto,
  type LaunchdeckServer,
  newFeedPage,
  openLaunchdeckFeed,
  type Publish,
  publishBurst,
} from './lib/feed-pages.ts';
import { paintedPercentiles } from './lib/feed-report.ts';
import { startLaunchdeck } from './lib/process.ts';
import { buildRevision, buildWorkingTree } from './lib/web-build.ts';

/**
 * Two builds of the web app side by side: the checkout as it is, and git revision `--base`. Each
 * is served by a server of its own and shown in a page of its own, and every post goes to both at
 * once, so both pages render the same burst on the same machine at the same moment: a difference
 * of a few per cent shows, where separate runs swing by more than that. The page opened second
 * renders a little cheaper (its place, not its build), so the run is made twice, the pages opened
 * in one order then the other, and the result is the geometric mean of the two ratios.
 */
const args = numberArgs({ rate: 20, seconds: 30, rounds: 3, pictures: 1, 'cpu-throttle': 1 });
const baseAt = process.argv.indexOf('--base');
const baseRev = baseAt >= 0 ? process.argv[baseAt + 1] : undefined;

type Build = LaunchdeckServer & { name: string; publish: Publish };

/** What a pass measured of one build: main-thread time, long tasks, published → painted. */
type Measured = { busyMs: number; longTasks: number; longestTaskMs: number; painted: number[] };

/** One pass: the pages opened in `order`; returns what each build's page measured, summed. */
async function pass(
  browser: Browser,
  order: Build[],
  firstPost: number,
): Promise<Map<string, Measured>> {
  const pages: Array<{ build: Build; page: Page }> = [];
  for (const build of order) {
    const page = await newFeedPage(browser, Boolean(args.pictures));
    await openLaunchdeckFeed(page, build);
    await (await cpuThrottle(page))(args['cpu-throttle']);
    pages.push({ build, page });
  }
  const busy = new Map<string, Measured>(
    order.map((build) => [build.name, { busyMs: 0, longTasks: 0, longestTaskMs: 0, painted: [] }]),
  );
  const perRound = Math.round((args.rate * args.seconds) / args.rounds);
  for (let round = 0; round < args.rounds; round++) {
    const stops = await Promise.all(
      pages.map(({ page }) => startRenderCost(page, '[data-testid="feed-card"]')),
    );
    await publishBurst(
      order.map((build) => build.publish),
      { first: firstPost + round * perRound, count: perRound, rate: args.rate },
    );
    for (const [i, stop] of stops.entries()) {
      const name = pages[i]?.build.name ?? '';
      const cost = await stop();
      const sum = busy.get(name);
      if (!sum) continue;
      sum.busyMs += cost.taskMs;
      sum.longTasks += cost.longTasks;
      sum.longestTaskMs = Math.max(sum.longestTaskMs, cost.longestTaskMs);
      sum.painted.push(...cost.painted);
    }
  }
  for (const { page } of pages) await page.context().close();
  return busy;
}

/** Long tasks and the app's published → painted readings of each build, both passes together. */
function printResponsiveness(builds: Build[], passes: Array<Map<string, Measured>>): void {
  console.log(
    '\n| build | long tasks ≥ 50 ms | longest | published → painted p50 | p99 | live cards read |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const { name } of builds) {
    const runs = passes.flatMap((busy) => busy.get(name) ?? []);
    const painted = runs.flatMap((run) => run.painted);
    const { p50, p99 } = paintedPercentiles(painted);
    console.log(
      `| ${name} | ${runs.reduce((n, run) => n + run.longTasks, 0)} | ${Math.max(...runs.map((run) => run.longestTaskMs)).toFixed(0)} ms | ${p50.toFixed(1)} ms | ${p99.toFixed(1)} ms | ${painted.length} |`,
    );
  }
}

async function main() {
  if (!baseRev) throw new Error('Name the build to compare with: --base <git revision>');
  console.log(`building the checkout and ${baseRev} …`);
  const headDist = buildWorkingTree();
  const base = buildRevision(baseRev);
  const servers = [
    { name: baseRev, app: await startLaunchdeck({ WEB_DIST: base.dist }) },
    { name: 'checkout', app: await startLaunchdeck({ WEB_DIST: headDist }) },
  ];
  const builds: Build[] = servers.map(({ name, app }) => ({
    name,
    url: app.url,
    env: app.env,
    publish: ingestInto(app),
  }));
  const browser = await launchChromium();
  try {
    const ratios: number[] = [];
    const posts = args.rate * args.seconds;
    console.log(
      `\n${args.rate} posts/s, ${posts} posts a pass, ${args.rounds} rounds, pictures ${args.pictures ? 'served' : 'failing'}, CPU ${args['cpu-throttle']}× slower\n`,
    );
    console.log(
      `| pages opened | ${builds.map((b) => b.name).join(' | ')} | checkout / ${baseRev} |`,
    );
    console.log(`|---|${builds.map(() => '---').join('|')}|---|`);
    const passes: Array<Map<string, Measured>> = [];
    for (const [i, order] of [builds, [...builds].reverse()].entries()) {
      const busy = await pass(browser, order, i * posts);
      passes.push(busy);
      const busyOf = (name: string) => busy.get(name)?.busyMs ?? 0;
      const ratio = busyOf('checkout') / Math.max(busyOf(baseRev), 1);
      ratios.push(ratio);
      const cells = builds.map((b) => `${(busyOf(b.name) / 1000).toFixed(2)} s`);
      console.log(
        `| ${order.map((b) => b.name).join(', then ')} | ${cells.join(' | ')} | ${ratio.toFixed(3)} |`,
      );
    }
    printResponsiveness(builds, passes);
    const effect = Math.sqrt(ratios.reduce((product, ratio) => product * ratio, 1));
    console.log(
      `\nmain-thread time, checkout / ${baseRev} (geometric mean of both orders): ${effect.toFixed(3)}×`,
    );
  } finally {
    await browser.close();
    for (const { app } of servers) await app.stop();
    base.remove();
    rmSync(headDist, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
