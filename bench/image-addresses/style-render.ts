import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../lib/browser.ts';
import { FONTS, THEMES } from './corpus.ts';
import { caseHtml } from './render.ts';
import type { HugeDrawing, PhoneDrawing, StyleCase, WrappedDrawing } from './styles.ts';

/** A rendered picture of a style case, its size and what it shows. */
export type StyleImage = StyleCase & { file: string; bytes: number; width: number; height: number };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The address in a line of text, in a span the page measures (how many lines it is drawn over). */
function withAddressSpan(text: string, address: string | undefined): string {
  if (!address || !text.includes(address)) return escapeHtml(text);
  const at = text.indexOf(address);
  return `${escapeHtml(text.slice(0, at))}<span id="address">${escapeHtml(address)}</span>${escapeHtml(text.slice(at + address.length))}`;
}

const PHONE_THEMES = {
  dark: {
    background: '#0e1621',
    bar: '#17212b',
    text: '#f5f5f5',
    muted: '#6d7f8f',
    them: '#182533',
    me: '#2b5278',
    meMuted: '#7da8d3',
    names: ['#6fb2e9', '#e0a36f', '#8bd17c', '#e57eb4', '#b493e5'],
  },
  light: {
    background: '#d8e4c9',
    bar: '#ffffff',
    text: '#000000',
    muted: '#8a98a5',
    them: '#ffffff',
    me: '#effdde',
    meMuted: '#5fbf5b',
    names: ['#2d87d3', '#d1793a', '#3fa136', '#c9478d', '#7b55c7'],
  },
} as const;

/** A phone's chat screen: status bar, the chat's bar, bubbles (names, times), the message field. */
function phoneHtml(drawing: PhoneDrawing, address: string | undefined): string {
  const theme = PHONE_THEMES[drawing.theme];
  const font = FONTS[drawing.font];
  const bubbles = drawing.messages
    .map((message) => {
      const name =
        message.from === 'them' && message.name
          ? `<div class="name" style="color:${theme.names[message.name.length % theme.names.length]}">${escapeHtml(message.name)}</div>`
          : '';
      const text = message.address
        ? withAddressSpan(message.text, address)
        : escapeHtml(message.text);
      return `<div class="row ${message.from}"><div class="bubble">${name}<span class="text">${text}</span><span class="time">${message.time}${message.from === 'me' ? ' ✓✓' : ''}</span></div></div>`;
    })
    .join('');
  return `<!doctype html><html><head><style>
    html, body { margin: 0; width: 390px; height: 844px; overflow: hidden; background: ${theme.background};
      font-family: '${font.family}'; color: ${theme.text}; }
    .status { height: 44px; display: flex; justify-content: space-between; align-items: center;
      padding: 0 26px; font-size: 15px; font-weight: 700; background: ${theme.bar}; }
    .bar { height: 52px; display: flex; align-items: center; gap: 12px; padding: 0 12px;
      background: ${theme.bar}; border-bottom: 1px solid rgba(128,128,128,.25); }
    .avatar { width: 38px; height: 38px; border-radius: 50%; background: #5d8fc9; color: #fff;
      display: flex; align-items: center; justify-content: center; font-weight: 700; }
    .title { font-size: 16px; font-weight: 700; } .members { font-size: 13px; color: ${theme.muted}; }
    .chat { position: absolute; top: 97px; bottom: 58px; left: 0; right: 0; overflow: hidden;
      display: flex; flex-direction: column; justify-content: flex-end; padding: 0 8px 6px; }
    .row { display: flex; margin-top: 5px; } .row.me { justify-content: flex-end; }
    .bubble { max-width: ${drawing.bubbleWidth}%; padding: 6px 10px 5px; border-radius: 16px; font-size: ${drawing.size}px;
      line-height: 1.3; overflow-wrap: anywhere; background: ${theme.them}; }
    .me .bubble { background: ${theme.me}; border-bottom-right-radius: 4px; }
    .them .bubble { border-bottom-left-radius: 4px; }
    .name { font-size: 14px; font-weight: 700; margin-bottom: 1px; }
    .time { float: right; font-size: 11px; color: ${theme.muted}; margin: 6px 0 -3px 10px; }
    .me .time { color: ${theme.meMuted}; }
    .input { position: absolute; bottom: 0; left: 0; right: 0; height: 58px; background: ${theme.bar};
      display: flex; align-items: center; padding: 0 16px; color: ${theme.muted}; font-size: 16px; }
  </style></head><body>
    <div class="status"><span>9:41</span><span>5G ▮▮▮ 87%</span></div>
    <div class="bar"><span style="font-size:22px;color:${theme.names[0]}">‹</span><div class="avatar">${escapeHtml(drawing.title[0] ?? 'A')}</div>
      <div><div class="title">${escapeHtml(drawing.title)}</div><div class="members">1,${drawing.messages.length * 37} members</div></div></div>
    <div class="chat">${bubbles}</div>
    <div class="input">Message</div>
  </body></html>`;
}

/** An address broken over lines by a narrow chat bubble or a narrow column of a post. */
function wrappedHtml(drawing: WrappedDrawing): string {
  const theme = THEMES[drawing.theme];
  const font = FONTS[drawing.font];
  const bubble = drawing.container === 'bubble';
  const parts = drawing.parts.map((part) => `<div class="part">${escapeHtml(part)}</div>`).join('');
  const after = drawing.after ? `<div>${escapeHtml(drawing.after)}</div>` : '';
  return `<!doctype html><html><head><style>
    html, body { margin: 0; background: #808080; }
    #shot { display: inline-block; background: ${theme.background}; color: ${theme.text};
      font-family: '${font.family}'; font-weight: ${font.weight}; font-size: ${drawing.size}px;
      line-height: 1.35; padding: ${bubble ? '14px 12px' : '16px 18px'}; }
    .box { display: inline-block; ${bubble ? `background: rgba(127,127,127,.22); border-radius: 16px; padding: 7px 12px;` : 'border-left: 2px solid rgba(127,127,127,.4); padding: 0 0 0 12px;'} }
    .part { white-space: nowrap; }
    .head { font-size: 14px; color: ${theme.muted}; font-family: 'Liberation Sans'; margin-bottom: 4px; }
  </style></head><body><div id="shot"><div class="head">${bubble ? 'Mira · 12:04' : 'Launch Desk @launchdesk'}</div>
    <div class="box"><div>${escapeHtml(drawing.before)}</div>${parts}${after}</div></div></body></html>`;
}

/** A huge picture: flat or seeded noise over it all, an address card near its top left. */
function hugeHtml(drawing: HugeDrawing): string {
  const size = Math.round(drawing.width / 110);
  const noise = drawing.noise
    ? `<canvas id="noise" width="${drawing.width}" height="${drawing.height}"></canvas>
    <script>
      (() => {
        let state = ${drawing.noise.seed} >>> 0;
        const next = () => {
          state = (state + 0x6d2b79f5) >>> 0;
          let t = state;
          t = Math.imul(t ^ (t >>> 15), t | 1);
          t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
          return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
        };
        const canvas = document.getElementById('noise');
        const context = canvas.getContext('2d');
        const image = context.createImageData(canvas.width, canvas.height);
        const amplitude = ${drawing.noise.amplitude};
        for (let i = 0; i < image.data.length; i += 4) {
          const grey = 150 + (next() - 0.5) * 2 * amplitude;
          image.data[i] = grey + (next() - 0.5) * amplitude;
          image.data[i + 1] = grey + (next() - 0.5) * amplitude;
          image.data[i + 2] = grey + (next() - 0.5) * amplitude;
          image.data[i + 3] = 255;
        }
        context.putImageData(image, 0, 0);
      })();
    </script>`
    : '';
  const lines = drawing.lines.map((line) => `<div>${escapeHtml(line)}</div>`).join('');
  return `<!doctype html><html><head><style>
    html, body { margin: 0; width: ${drawing.width}px; height: ${drawing.height}px; overflow: hidden; background: #ffffff; }
    canvas { position: absolute; left: 0; top: 0; }
    .card { position: absolute; left: ${Math.round(drawing.width * 0.06)}px; top: ${Math.round(drawing.height * 0.08)}px;
      font-family: 'Liberation Sans'; font-size: ${size}px; line-height: 1.45; color: #0f1419;
      background: rgba(255,255,255,.82); padding: ${size}px; border-radius: ${size / 2}px; white-space: nowrap; }
  </style></head><body>${noise}<div class="card">${lines}</div></body></html>`;
}

/** What the page for a case is, and how it is captured. */
function pageOf(styleCase: StyleCase) {
  const { drawing } = styleCase;
  const address = styleCase.addresses[0]?.address;
  switch (drawing.kind) {
    case 'phone':
      return {
        html: phoneHtml(drawing, address),
        scale: 3,
        viewport: { width: 390, height: 844 },
        element: false,
        type: 'png' as const,
      };
    case 'wrapped':
      return {
        html: wrappedHtml(drawing),
        scale: drawing.scale,
        viewport: { width: 1280, height: 720 },
        element: true,
        type: 'png' as const,
      };
    case 'card':
      return {
        html: caseHtml({
          id: styleCase.id,
          kind: 'address',
          addresses: styleCase.addresses,
          layout: 'post',
          lines: drawing.lines,
          style: drawing.style,
        }),
        scale: drawing.style.scale,
        viewport: { width: 1280, height: 720 },
        element: true,
        type: drawing.style.jpegQuality ? ('jpeg' as const) : ('png' as const),
        quality: drawing.style.jpegQuality,
      };
    case 'huge':
      return {
        html: hugeHtml(drawing),
        scale: 1,
        viewport: { width: drawing.width, height: drawing.height },
        element: false,
        type: drawing.format,
        quality: drawing.jpegQuality,
      };
  }
}

/** PNG and JPEG sizes from their headers. */
function pictureSize(bytes: Buffer): { width: number; height: number } {
  if (bytes[0] === 0x89) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  let at = 2;
  while (at < bytes.length) {
    const marker = bytes[at + 1] as number;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc3)
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    at += 2 + length;
  }
  return { width: 0, height: 0 };
}

async function renderOne(browser: Browser, styleCase: StyleCase, folder: string) {
  const page = pageOf(styleCase);
  const context = await browser.newContext({
    deviceScaleFactor: page.scale,
    viewport: page.viewport,
  });
  try {
    const tab = await context.newPage();
    await tab.setContent(page.html);
    await tab.evaluate(() => document.fonts.ready);
    // How many lines the layout drew the address over (a bubble's width wraps it).
    const drawnLines = await tab.evaluate(() => {
      const span = document.getElementById('address');
      if (!span) return 1;
      const tops = new Set(Array.from(span.getClientRects()).map((rect) => Math.round(rect.top)));
      return tops.size;
    });
    const file = path.join(folder, `${styleCase.id}.${page.type === 'jpeg' ? 'jpg' : 'png'}`);
    const options =
      page.type === 'jpeg'
        ? { path: file, type: 'jpeg' as const, quality: page.quality ?? 80 }
        : { path: file, type: 'png' as const };
    if (page.element) await tab.locator('#shot').screenshot(options);
    else await tab.screenshot({ ...options, timeout: 300_000 });
    const bytes = await readFile(file);
    const image: StyleImage = {
      ...styleCase,
      file,
      bytes: (await stat(file)).size,
      ...pictureSize(bytes),
    };
    if (styleCase.wrappedLines === undefined) image.wrappedLines = drawnLines;
    return image;
  } finally {
    await context.close();
  }
}

/**
 * Renders the style cases in Chromium into a temporary folder named after the pages' content,
 * once: a later run with the same cases reuses the pictures and their ground truth.
 */
export async function renderStyles(cases: StyleCase[]): Promise<StyleImage[]> {
  const key = createHash('sha256')
    .update(JSON.stringify(cases.map((c) => [c, pageOf(c)])))
    .digest('hex')
    .slice(0, 12);
  const folder = path.join(tmpdir(), `launchdeck-image-address-styles-${key}`);
  const truthFile = path.join(folder, 'ground-truth.json');
  try {
    return JSON.parse(await readFile(truthFile, 'utf8')) as StyleImage[];
  } catch {
    // Not rendered yet: render below.
  }
  await mkdir(folder, { recursive: true });
  const browser = await launchChromium();
  try {
    const images: StyleImage[] = [];
    for (const styleCase of cases) images.push(await renderOne(browser, styleCase, folder));
    await writeFile(truthFile, JSON.stringify(images, null, 1));
    return images;
  } finally {
    await browser.close();
  }
}
