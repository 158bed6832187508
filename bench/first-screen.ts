import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { UI } from '@launchdeck/protocol';
import type { Browser, Page, WebSocket } from 'playwright-core';
import { ingest } from './lib/api.ts';
import { numberArgs } from './lib/args.ts';
import { launchChromium } from './lib/browser.ts';
import { type ClickTiming, timeClick } from './lib/click-timing.ts';
import { feedBenchPost } from './lib/feed-posts.ts';
import { startLaunchdeck } from './lib/process.ts';
import { rawLogin } from './lib/raw-login.ts';
import { type ScriptBytes, scriptsRequestedBefore } from './lib/script-bytes.ts';
import { median } from './lib/stats.ts';
import { buildWebApp } from './lib/web-build.ts';

// --runs: fresh browser contexts (a first visit each); --posts: posts in the feed before login;
// --typing: ms between the login form showing and the Login click, the time a trader types;
// --idle: ms the feed shows before the Deploy click; --build 0 serves the last build.
const args = numberArgs({ runs: 7, posts: 50, typing: 1500, idle: 1500, build: 1 });
const GOALS = { gzipKb: 150, loginMs: 250, deployMs: 50 };
const CARD = '[data-testid="feed-card"]';
const FORM = '.deploy-modal form.deploy-form input';
const FILTERS = 'section.filter-page';
const DEPLOY_CHUNK = /\/assets\/TokenDeployForm-[^/]+\.js$/;

declare global {
  interface Window {
    benchLoginFormAt?: number;
  }
}

/** Epoch ms of each Socket.IO frame the page received, by its event name ('open' for Engine.IO's). */
function frameTimes(page: Page): Map<string, number> {
  const times = new Map<string, number>();
  page.on('websocket', (socket: WebSocket) => {
    socket.on('framereceived', ({ payload }) => {
      const text = String(payload);
      const name = text.startsWith('0{') ? 'open' : /^42\["([^"]+)"/.exec(text)?.[1];
      if (name && !times.has(name)) times.set(name, Date.now());
    });
  });
  return times;
}

type Run = {
  bytes: ScriptBytes;
  login: ClickTiming;
  legs: Record<string, number>;
  deploy: ClickTiming;
  deployPrefetched: boolean;
  filters: ClickTiming;
  raw: { loginMs: number; snapshotMs: number };
  htmlBytes: number;
};

async function oneRun(browser: Browser, url: string, user: string, password: string): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript((flag) => {
    localStorage.setItem(flag, 'true');
    // The moment the login form is first in the DOM, on the page's clock.
    const observer = new MutationObserver(() => {
      if (!document.querySelector('form.login-form')) return;
      window.benchLoginFormAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true });
  }, UI.updateNotice.flag);
  const page = await context.newPage();
  const scripts: { url: string; at: number }[] = [];
  page.on('request', (request) => scripts.push({ url: request.url(), at: Date.now() }));
  const frames = frameTimes(page);
  const html = await page.goto(url);
  const htmlBytes = (await html?.body())?.length ?? 0;
  await page.getByLabel('Username').waitFor();
  const formAt = await page.evaluate(() => window.benchLoginFormAt ?? performance.now());
  const bytes = await scriptsRequestedBefore(page, formAt);

  await page.getByLabel('Username').fill(user);
  await page.getByLabel('Password').fill(password);
  await sleep(args.typing);
  const login = await timeClick(
    page,
    page.getByRole('button', { name: 'Login', exact: true }),
    CARD,
  );
  const loginAnswered = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return entries.find((entry) => entry.name.endsWith('/api/login'))?.responseEnd ?? Number.NaN;
  });
  const origin = await page.evaluate(() => performance.timeOrigin);
  const since = (epoch: number | undefined) => (epoch ?? Number.NaN) - login.clickEpoch;
  const legs = {
    'login answered': origin + loginAnswered - login.clickEpoch,
    'socket open': since(frames.get('open')),
    session_ready: since(frames.get('session_ready')),
    initialTweets: since(frames.get('initialTweets')),
    'first card in DOM': login.inDomMs,
  };
  await page.mouse.move(5, 5); // off the feed: a pointer over it pauses it

  await sleep(args.idle);
  const firstDeployClick = Date.now();
  const deployPrefetched = scripts.some(
    (request) => DEPLOY_CHUNK.test(new URL(request.url).pathname) && request.at < firstDeployClick,
  );
  const deploy = await timeClick(page, page.locator(`${CARD} .deploy-button`).first(), FORM);
  await page.keyboard.press('Escape');
  await page.locator('.deploy-modal').waitFor({ state: 'detached' });
  const filters = await timeClick(
    page,
    page.getByRole('button', { name: 'Filters', exact: true }),
    FILTERS,
  );

  // The floor: the same calls without the app, in a page of the same origin.
  const rawPage = await context.newPage();
  await rawPage.goto(`${url}/favicon.svg`);
  const raw = await rawLogin(rawPage, user, password);
  await context.close();
  return { bytes, login, legs, deploy, deployPrefetched, filters, raw, htmlBytes };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const msText = (value: number) => `${value.toFixed(1)} ms`;
const verdict = (value: number, goal: number) => (value <= goal ? 'met' : 'missed');

function report(runs: Run[]) {
  const first = runs[0];
  if (!first) return;
  const gzipKb = first.bytes.gzip / 1024;
  console.log(`\nJS requested before the login form (${first.bytes.files.length} files):`);
  for (const file of first.bytes.files) console.log(`  ${file}`);
  console.log(
    `  ${kb(first.bytes.raw)} raw, ${kb(first.bytes.gzip)} gzip | goal ≤ ${GOALS.gzipKb} KB gzip: ${verdict(gzipKb, GOALS.gzipKb)} | baseline: the HTML page alone ${kb(first.htmlBytes)}`,
  );

  const login = median(runs.map((run) => run.login.inDomMs));
  const rawSnapshot = median(runs.map((run) => run.raw.snapshotMs));
  console.log(`\nLogin click → first card in DOM, median of ${runs.length} fresh visits:`);
  console.log(
    `  ${msText(login)} (next frame ${msText(median(runs.map((run) => run.login.frameMs)))}) | goal ≤ ${GOALS.loginMs} ms: ${verdict(login, GOALS.loginMs)}`,
  );
  console.log(
    `  baseline, raw fetch + WebSocket in the page: login ${msText(median(runs.map((run) => run.raw.loginMs)))}, initialTweets ${msText(rawSnapshot)} | app ÷ raw ${(login / rawSnapshot).toFixed(2)}×`,
  );
  console.log('  where it goes (median ms since the click):');
  for (const leg of Object.keys(first.legs)) {
    console.log(
      `    ${leg.padEnd(18)} ${msText(median(runs.map((run) => run.legs[leg] ?? Number.NaN)))}`,
    );
  }

  const deploy = median(runs.map((run) => run.deploy.frameMs));
  const prefetched = runs.filter((run) => run.deployPrefetched).length;
  console.log(`\nDeploy click → deploy form visible (next frame), median of ${runs.length}:`);
  console.log(
    `  ${msText(deploy)} (in DOM ${msText(median(runs.map((run) => run.deploy.inDomMs)))}) | goal ≤ ${GOALS.deployMs} ms: ${verdict(deploy, GOALS.deployMs)} | form's code fetched before the click in ${prefetched}/${runs.length} runs`,
  );
  console.log(
    `  baseline, Filters tab click → its page (its code loaded on that click, not prefetched): ${msText(median(runs.map((run) => run.filters.frameMs)))}`,
  );
}

async function main() {
  if (args.build) buildWebApp();
  const app = await startLaunchdeck();
  const browser = await launchChromium();
  try {
    for (let n = 0; n < args.posts; n++) await ingest(app.url, feedBenchPost(n));
    console.log(
      `first screen: ${args.runs} fresh visits, ${args.posts} posts in the feed, typing ${args.typing} ms, load ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    );
    const runs: Run[] = [];
    for (let n = 0; n < args.runs; n++) {
      process.stdout.write(`  visit ${n + 1}/${args.runs}\r`);
      runs.push(await oneRun(browser, app.url, app.env.ADMIN_USERNAME, app.env.ADMIN_PASSWORD));
    }
    report(runs);
    console.log(
      `\nload after: ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await browser.close();
    await app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
