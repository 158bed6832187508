import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../lib/browser.ts';
import { type CorpusCase, FONTS, THEMES } from './corpus.ts';

/** A rendered picture of the corpus and what it shows. */
export type CorpusImage = CorpusCase & { file: string };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page for one case: a post card (name, handle, lines) or the lines alone. */
export function caseHtml({ layout, lines, style }: CorpusCase): string {
  const font = FONTS[style.font];
  const theme = THEMES[style.theme];
  const header =
    layout === 'post'
      ? `<div class="head"><b>${escapeHtml('Launch Desk')}</b> <span class="muted">@launchdesk · 2m</span></div>`
      : '';
  const body = lines.map((line) => `<div class="line">${escapeHtml(line)}</div>`).join('');
  return `<!doctype html><html><head><style>
    html, body { margin: 0; background: #808080; }
    #shot { display: inline-block; background: ${theme.background}; color: ${theme.text};
      font-family: '${font.family}'; font-weight: ${font.weight}; font-size: ${style.size}px;
      line-height: 1.45; padding: ${layout === 'post' ? 18 : 8}px ${layout === 'post' ? 22 : 10}px; }
    .line { white-space: nowrap; }
    .head { font-size: 15px; margin-bottom: 8px; font-family: 'Liberation Sans'; font-weight: 400; }
    .muted { color: ${theme.muted}; }
  </style></head><body><div id="shot">${header}${body}</div></body></html>`;
}

/** Where the corpus is rendered: a folder of the system's temporary space, keyed by its content. */
function corpusFolder(cases: CorpusCase[]): string {
  const key = createHash('sha256').update(JSON.stringify(cases)).digest('hex').slice(0, 12);
  return path.join(tmpdir(), `launchdeck-image-addresses-${key}`);
}

async function renderAll(browser: Browser, cases: CorpusCase[], folder: string) {
  const images: CorpusImage[] = [];
  for (const scale of [1, 2] as const) {
    const context = await browser.newContext({ deviceScaleFactor: scale });
    const page = await context.newPage();
    for (const corpusCase of cases.filter((c) => c.style.scale === scale)) {
      await page.setContent(caseHtml(corpusCase));
      await page.evaluate(() => document.fonts.ready);
      const quality = corpusCase.style.jpegQuality;
      const file = path.join(folder, `${corpusCase.id}.${quality ? 'jpg' : 'png'}`);
      await page
        .locator('#shot')
        .screenshot(quality ? { path: file, type: 'jpeg', quality } : { path: file, type: 'png' });
      images.push({ ...corpusCase, file });
    }
    await context.close();
  }
  return images;
}

/**
 * Renders the corpus in Chromium into a temporary folder, once: a later run with the same cases
 * reuses the pictures and their ground truth (`ground-truth.json`).
 */
export async function renderCorpus(cases: CorpusCase[]): Promise<CorpusImage[]> {
  const folder = corpusFolder(cases);
  const truthFile = path.join(folder, 'ground-truth.json');
  try {
    return JSON.parse(await readFile(truthFile, 'utf8')) as CorpusImage[];
  } catch {
    // Not rendered yet: render below.
  }
  await mkdir(folder, { recursive: true });
  const browser = await launchChromium();
  try {
    const images = await renderAll(browser, cases, folder);
    const ordered = cases.map((c) => images.find((image) => image.id === c.id) as CorpusImage);
    await writeFile(truthFile, JSON.stringify(ordered, null, 1));
    return ordered;
  } finally {
    await browser.close();
  }
}
