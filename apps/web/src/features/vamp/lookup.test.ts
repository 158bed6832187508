import { MESSAGES, VAMP_TEXT } from '@launchdeck/protocol';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, sent } from '../../../test/fake-fetch.ts';
import { assetAnswer, serveVamp, VAMP_MINT } from '../../../test/features/vamp/support.ts';
import { lookUpVampToken } from './lookup.ts';

describe('lookUpVampToken', () => {
  it('asks getAsset with the session, then the json_uri links, and gives the token', async () => {
    const fetch = serveVamp();
    const outcome = await lookUpVampToken(`  ${VAMP_MINT} `, 'sess-1');
    expect(outcome).toEqual({
      ok: true,
      data: {
        name: 'Pepe Classic',
        symbol: 'PEPEC',
        image_url: 'https://ipfs.example/pepe.png',
        website: 'https://pepe.example',
        twitter: 'https://x.com/pepeclassic',
      },
    });
    const rpc = sent(fetch, 0);
    expect(rpc.url).toBe('/api/rpc');
    expect(rpc.body).toMatchObject({
      jsonrpc: '2.0',
      method: 'getAsset',
      params: { id: VAMP_MINT },
    });
    expect(new Headers(rpc.init?.headers).get('x-session-id')).toBe('sess-1');
    expect(sent(fetch, 1)).toMatchObject({
      url: '/api/token-links',
      body: { json_uri: 'https://ipfs.example/pepe.json' },
    });
  });

  it('still copies the token when its links cannot be read', async () => {
    serveVamp({ links: jsonResponse({ success: false, error: MESSAGES.internal }, 502) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const outcome = await lookUpVampToken(VAMP_MINT, 's');
    expect(outcome).toEqual({
      ok: true,
      data: { name: 'Pepe Classic', symbol: 'PEPEC', image_url: 'https://ipfs.example/pepe.png' },
    });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('skips the links call for a token without a json_uri', async () => {
    const answer = assetAnswer();
    if (answer.result) answer.result.content.json_uri = '';
    const fetch = serveVamp({ rpc: jsonResponse(answer) });
    expect((await lookUpVampToken(VAMP_MINT, 's')).ok).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  const failures: Array<{ title: string; input?: string; rpc?: () => Response; error: string }> = [
    { title: 'an empty address', input: '   ', error: VAMP_TEXT.enterAddress },
    { title: 'not a base58 address', input: `${VAMP_MINT}0`, error: VAMP_TEXT.notAnAddress },
    {
      title: 'a lookup error with its message',
      rpc: () =>
        jsonResponse(
          assetAnswer({ result: undefined, error: { code: -32000, message: 'Asset not found' } }),
        ),
      error: 'Asset not found',
    },
    {
      title: 'a lookup error without a message',
      rpc: () => jsonResponse(assetAnswer({ result: undefined, error: { code: -1, message: '' } })),
      error: VAMP_TEXT.unknownError,
    },
    {
      title: 'an answer with neither result nor error',
      rpc: () => jsonResponse({ jsonrpc: '2.0', id: 'x' }),
      error: VAMP_TEXT.unknownError,
    },
    {
      title: 'a refused request',
      rpc: () => jsonResponse({ success: false, error: 'Too many requests' }, 429),
      error: VAMP_TEXT.fetchFailed,
    },
    {
      title: 'an unreadable answer',
      rpc: () => new Response('<html>bad gateway</html>', { status: 200 }),
      error: VAMP_TEXT.fetchFailed,
    },
    {
      title: 'a server that cannot be reached',
      rpc: () => {
        throw new TypeError('Failed to fetch');
      },
      error: VAMP_TEXT.fetchFailed,
    },
  ];
  for (const { title, input = VAMP_MINT, rpc, error } of failures) {
    it(`says '${error}' for ${title}`, async () => {
      const fetch = serveVamp(rpc ? { rpc } : {});
      expect(await lookUpVampToken(input, 's')).toEqual({ ok: false, error });
      if (!rpc) expect(fetch).not.toHaveBeenCalled();
    });
  }
});
