import { EXTENSION_MESSAGES } from '@launchdeck/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_MESSAGES } from './connection.ts';
import { checkCall, sendToLaunchdeck, vampCall, windowsSentence } from './launchdeck-api.ts';

const TOKEN = `ldx_${'Q'.repeat(43)}`;
const CONNECTION = { server: 'http://127.0.0.1:3000', token: TOKEN };
const MINT = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';

afterEach(() => vi.unstubAllGlobals());

describe('vampCall', () => {
  it('posts the body as JSON to /api/vamp with the bearer token and no cookies', () => {
    const call = vampCall(
      { server: 'https://launchdeck.example/feed', token: ` ${TOKEN}\n` },
      { address: MINT, source: 'extension' },
    );
    expect(call).toEqual({
      url: 'https://launchdeck.example/api/vamp',
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
        body: JSON.stringify({ address: MINT, source: 'extension' }),
        credentials: 'omit',
      },
    });
  });

  it('checks the connection with a GET of /api/extension-token/check', () => {
    expect(checkCall(CONNECTION)).toEqual({
      url: 'http://127.0.0.1:3000/api/extension-token/check',
      init: { method: 'GET', headers: { authorization: `Bearer ${TOKEN}` }, credentials: 'omit' },
    });
  });
});

describe('sendToLaunchdeck', () => {
  const answer = (status: number, body: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status })),
    );

  it('answers the server’s answer', async () => {
    answer(200, { success: true, windows: 2, coinData: { name: 'Popcat', symbol: 'POP' } });
    expect(await sendToLaunchdeck(CONNECTION, { address: MINT })).toEqual({
      ok: true,
      answer: { success: true, windows: 2, coinData: { name: 'Popcat', symbol: 'POP' } },
    });
  });

  it('answers the server’s refusal in its words', async () => {
    answer(401, { error: EXTENSION_MESSAGES.badToken });
    expect(await sendToLaunchdeck(CONNECTION, { address: MINT })).toEqual({
      ok: false,
      error: EXTENSION_MESSAGES.badToken,
    });
  });

  it('says so for an answer without a message, and for a server out of reach', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    );
    expect(await sendToLaunchdeck(CONNECTION, { address: MINT })).toEqual({
      ok: false,
      error: CONNECTION_MESSAGES.unreadable(502),
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await sendToLaunchdeck(CONNECTION, { address: MINT })).toEqual({
      ok: false,
      error: CONNECTION_MESSAGES.unreachable('http://127.0.0.1:3000'),
    });
  });

  it('asks nothing without a token', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await sendToLaunchdeck({ server: CONNECTION.server }, { address: MINT })).toEqual({
      ok: false,
      error: CONNECTION_MESSAGES.noToken,
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('windowsSentence', () => {
  it.each([
    [0, 'Sent, but no Launchdeck window is open: open Launchdeck and try again.'],
    [1, 'Sent to 1 Launchdeck window.'],
    [3, 'Sent to 3 Launchdeck windows.'],
  ])('%i windows', (windows, sentence) => {
    expect(windowsSentence(windows)).toBe(sentence);
  });
});
