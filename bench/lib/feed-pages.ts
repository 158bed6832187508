import { performance } from 'node:perf_hooks';
import { UI } from '@launchdeck/protocol';
import type { Browser, Page } from 'playwright-core';
import { ingest } from './api.ts';
import { servePictures } from './bench-images.ts';
import { recordLongTasks } from './browser.ts';
import { feedBenchPost } from './feed-posts.ts';
import { recordPaintedReadings } from './painted-readings.ts';

/**
 * A page of its own (its own context) at the bench's size, recording long tasks and the app's
 * published → painted readings.
 */
export async function newFeedPage(browser: Browser, pictures: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (pictures) await servePictures(context);
  const page = await context.newPage();
  await recordLongTasks(page);
  await recordPaintedReadings(page);
  return page;
}

/** A Launchdeck server the bench started: where it listens and its admin's login. */
export type LaunchdeckServer = {
  url: string;
  env: { ADMIN_USERNAME: string; ADMIN_PASSWORD: string };
};

/** Logs the admin in on `page` and waits for the feed. */
export async function openLaunchdeckFeed(page: Page, app: LaunchdeckServer): Promise<void> {
  await page.addInitScript((flag) => localStorage.setItem(flag, 'true'), UI.updateNotice.flag);
  await page.goto(app.url);
  await page.getByLabel('Username').fill(app.env.ADMIN_USERNAME);
  await page.getByLabel('Password').fill(app.env.ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('button', { name: 'Pop Out Feed' }).waitFor();
  // The pointer rests where the Login button was, over the feed: pause-on-hover would hold
  // every post in the queue and we would measure a paused feed.
  await page.mouse.move(5, 5);
}

/** POSTs a JSON body; a refusal is an error. */
export type Publish = (body: unknown) => Promise<void>;

export function postJson(url: string, headers: Record<string, string> = {}): Publish {
  const send = (body: unknown) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  // A kept-alive connection the server closed, idle, while another page took its turn (closed or
  // reset, by how far the request got): the request went nowhere, so it goes again on a new
  // connection; on a loaded machine the next one may meet the same fate, so up to three times.
  const sendAgain = (body: unknown, tries: number): Promise<Response> =>
    send(body).catch((err: Error & { cause?: { code?: string } }) => {
      const closed = err.cause?.code === 'UND_ERR_SOCKET' || err.cause?.code === 'ECONNRESET';
      if (!closed || tries <= 1) throw err;
      return sendAgain(body, tries - 1);
    });
  return async (body) => {
    const res = await sendAgain(body, 3);
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
  };
}

/** The ingest webhook of a bench server (api.ts's `ingest`). */
export const ingestInto =
  (app: { url: string }): Publish =>
  (body) =>
    ingest(app.url, body);

/**
 * Publishes bench posts first … first + count − 1 at `rate` a second, each to every target, then
 * waits a second for the last ones to render.
 */
export async function publishBurst(
  targets: Publish[],
  { first, count, rate }: { first: number; count: number; rate: number },
): Promise<void> {
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let n = 0; n < count; n++) {
    const wait = start + (n * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const post = feedBenchPost(first + n);
    for (const publish of targets) pending.push(publish(post));
  }
  await Promise.all(pending);
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
