import { afterEach, describe, expect, it } from 'vitest';
import { FakeHttpServer, sendJson } from '../../test/fake-http.ts';
import { startFakeDas } from '../../test/vamp/support.ts';
import { AssetSourceError, RPC_MESSAGES } from './asset-source.ts';
import { DasAssetSource } from './das-source.ts';

const MINT = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
const SECRET = 'helius-secret-api-key';

describe('DasAssetSource', () => {
  let fake: FakeHttpServer | undefined;
  afterEach(() => fake?.close());

  const source = (options: { timeoutMs?: number; maxBytes?: number } = {}) =>
    new DasAssetSource({ url: `${fake?.url}/?api-key=${SECRET}`, ...options });

  it("sends Helius's getAsset call and keeps the fields the form reads", async () => {
    fake = await startFakeDas({
      [MINT]: {
        name: 'Popcat',
        symbol: 'POPCAT',
        image: 'https://arweave.net/popcat.png',
        json_uri: 'https://arweave.net/popcat.json',
      },
    });
    expect(await source().getAsset(MINT)).toEqual({
      result: {
        id: MINT,
        content: {
          json_uri: 'https://arweave.net/popcat.json',
          metadata: { name: 'Popcat', symbol: 'POPCAT' },
          links: { image: 'https://arweave.net/popcat.png' },
        },
      },
    });
    const [call] = fake.requests;
    expect(call?.method).toBe('POST');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(call?.body ?? '')).toEqual({
      jsonrpc: '2.0',
      id: 'launchdeck',
      method: 'getAsset',
      params: { id: MINT },
    });
  });

  it("answers DAS's error for an unknown asset", async () => {
    fake = await startFakeDas({});
    expect(await source().getAsset(MINT)).toEqual({
      error: { code: -32000, message: 'Asset Not Found' },
    });
  });

  type Handler = Parameters<typeof FakeHttpServer.start>[0];
  const failures: Array<[string, Handler, { timeoutMs?: number; maxBytes?: number }, string]> = [
    ['a provider that never answers', () => {}, { timeoutMs: 50 }, 'no answer within 0.05 s'],
    [
      'an answer over the size limit',
      (_req, res) => sendJson(res, 200, { jsonrpc: '2.0', id: 1, padding: 'x'.repeat(2048) }),
      { maxBytes: 1024 },
      'an answer over 1 KB',
    ],
    [
      'an answer of another shape',
      (_req, res) => sendJson(res, 200, { hello: 'world' }),
      {},
      'an answer of an unknown shape',
    ],
    [
      'a refused key',
      (_req, res) =>
        sendJson(res, 401, {
          jsonrpc: '2.0',
          id: null,
          error: { code: -32401, message: 'no key' },
        }),
      {},
      'HTTP 401',
    ],
  ];
  it.each(failures)(
    'turns %s into one sentence naming no URL',
    async (_name, handler, options, detail) => {
      fake = await FakeHttpServer.start(handler);
      const error = await source(options)
        .getAsset(MINT)
        .catch((e: unknown) => e);
      expect(error).toEqual(new AssetSourceError(RPC_MESSAGES.upstreamFailed(detail)));
      expect((error as Error).message).not.toContain(SECRET);
      expect((error as Error).message).not.toContain('127.0.0.1');
    },
  );

  it('says so when nothing listens there', async () => {
    fake = await FakeHttpServer.start(() => {});
    const lookup = source();
    await fake.close();
    fake = undefined;
    await expect(lookup.getAsset(MINT)).rejects.toThrow(
      new AssetSourceError(RPC_MESSAGES.upstreamFailed('ECONNREFUSED')),
    );
  });
});
