import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export type ScriptBytes = { files: string[]; raw: number; gzip: number };

/** Sums the raw and gzip sizes (zlib's default level, as a server would send them) of bodies. */
export function sumBytes(bodies: readonly Buffer[]): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const body of bodies) {
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { raw, gzip };
}

/**
 * The JavaScript files the page had requested by `beforeMs` (its own clock, ms since navigation):
 * the resource timing entries of `.js` files that started before then. Their bodies are fetched
 * again from `origin` to be measured.
 */
export async function scriptsRequestedBefore(page: Page, beforeMs: number): Promise<ScriptBytes> {
  const files = await page.evaluate(
    (before) =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) => entry.startTime <= before && new URL(entry.name).pathname.endsWith('.js'),
        )
        .map((entry) => new URL(entry.name).pathname),
    beforeMs,
  );
  const origin = new URL(page.url()).origin;
  const bodies = await Promise.all(
    files.map(async (file) => Buffer.from(await (await fetch(`${origin}${file}`)).arrayBuffer())),
  );
  return { files, ...sumBytes(bodies) };
}
