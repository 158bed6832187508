import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_IMAGE } from '../../../test/deploy/bonk/support.ts';
import { FakeHttpServer, sendJson } from '../../../test/fake-http.ts';
import { freePort } from '../../../test/process-support.ts';
import { BonkMetadataClient } from './bonk-metadata.ts';
import { PumpPortalClient, type TradeLocalCreate } from './pumpportal-client.ts';

/** Answers a platform may give that the fakes of the launch tests do not. */

const TRADE: TradeLocalCreate = {
  publicKey: '11111111111111111111111111111111',
  action: 'create',
  tokenMetadata: { name: 'Moon Dog', symbol: 'MDOG', uri: 'https://example.com/m.json' },
  mint: '11111111111111111111111111111111',
  denominatedInSol: 'true',
  amount: 0.5,
  slippage: 10,
  priorityFee: 0.0005,
  pool: 'bonk',
};
const signal = () => new AbortController().signal;

describe('PumpPortalClient and BonkMetadataClient answers', () => {
  let server: FakeHttpServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function answering(answer: (response: ServerResponse) => void): Promise<string> {
    server = await FakeHttpServer.start((_request, response) => answer(response));
    return server.url;
  }

  it('says PumpPortal could not be reached when nothing listens', async () => {
    const client = new PumpPortalClient({ url: `http://127.0.0.1:${await freePort()}` });
    await expect(client.createTransaction(TRADE, signal())).rejects.toThrow(
      'PumpPortal could not be reached (connection refused); nothing was sent. Try again in a moment.',
    );
  });

  it('reads an error PumpPortal answers as JSON with status 200', async () => {
    const url = await answering((response) => sendJson(response, 200, { errors: 'Invalid pool' }));
    await expect(new PumpPortalClient({ url }).createTransaction(TRADE, signal())).rejects.toThrow(
      'PumpPortal refused to build the launch ("Invalid pool"); nothing was sent.',
    );
  });

  it('gives the status of an error page PumpPortal answers', async () => {
    const url = await answering((response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<html>Bad gateway</html>');
    });
    await expect(new PumpPortalClient({ url }).createTransaction(TRADE, signal())).rejects.toThrow(
      'PumpPortal could not build the launch (HTTP 502); nothing was sent. Try again in a moment.',
    );
  });

  it.each([
    ['JSON without success', { success: false, url: 'https://example.com/i.png' }],
    ['JSON without a url', { success: true }],
    ['text that is not a link', 'stored'],
    ['a link that is not http', 'javascript:alert(1)'],
  ])('says the image upload gave no link for %s', async (_case, body) => {
    const url = await answering((response) =>
      typeof body === 'string' ? response.end(body) : sendJson(response, 200, body),
    );
    await expect(
      new BonkMetadataClient({ url }).uploadImage(FIXTURE_IMAGE, signal()),
    ).rejects.toThrow(
      'The bonk.fun image upload answered without a link; nothing was sent. Try again in a moment.',
    );
  });

  it('reads a link answered with spaces around it', async () => {
    const url = await answering((response) => response.end(' https://example.com/i.png\n'));
    await expect(
      new BonkMetadataClient({ url }).uploadImage(FIXTURE_IMAGE, signal()),
    ).resolves.toBe('https://example.com/i.png');
  });
});
