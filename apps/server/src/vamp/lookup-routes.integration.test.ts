import { type GetAssetResponse, MESSAGES } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeHttpServer } from '../../test/fake-http.ts';
import { startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import {
  connectChatUser,
  type LaunchedToken,
  launchOfflineToken,
  PASSWORD,
  startFakeDas,
} from '../../test/vamp/support.ts';
import { RPC_CODES, RPC_MESSAGES } from './asset-source.ts';
import { VAMP_LOOKUP_RATE_LIMIT } from './rate-limit.ts';
import { TOKEN_LINKS_MESSAGES } from './token-links.ts';

const UNKNOWN_MINT = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const getAsset = (id: unknown, requestId: unknown = 1) => ({
  jsonrpc: '2.0',
  id: requestId,
  method: 'getAsset',
  params: { id },
});

describe.each(storageKinds())('vamp lookups offline (no SOLANA_DAS_URL) on %s', (kind) => {
  let server: TestServer;
  let token: LaunchedToken;
  let ann: string;
  let ben: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.addUser('ann', PASSWORD);
    await server.addUser('ben', PASSWORD);
    const trader = await connectChatUser(server, 'ann');
    ann = trader.sessionId;
    ben = (await server.login('ben', PASSWORD)).sessionId;
    token = await launchOfflineToken(server, trader, { name: 'Vamp Cat', ticker: 'VCAT' });
  });
  afterAll(() => server.close());

  const rpc = (body: unknown, session = ben) => server.request('POST', '/api/rpc', body, session);
  const links = (body: unknown, session = ben) =>
    server.request('POST', '/api/token-links', body, session);

  it("answers getAsset for a token the offline launcher made, in Helius's shape, to any user", async () => {
    const res = await rpc(getAsset(token.address, 'vamp-1'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as GetAssetResponse;
    expect(body).toEqual({
      jsonrpc: '2.0',
      id: 'vamp-1',
      result: {
        id: token.address,
        content: {
          json_uri: expect.stringMatching(/\/api\/token-metadata\/[A-Za-z0-9_-]{43}\.json$/),
          metadata: { name: 'Vamp Cat', symbol: 'VCAT', description: '' },
          links: {
            image: 'https://pbs.twimg.com/media/vampcat.jpg',
            external_url: 'https://vampcat.example',
          },
        },
      },
    });
  });

  it('reads the website and twitter from our own hosted metadata, without fetching it', async () => {
    const asset = (await (await rpc(getAsset(token.address))).json()) as GetAssetResponse;
    const res = await links({ json_uri: asset.result?.content.json_uri });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      website: 'https://vampcat.example',
      twitter: 'https://x.com/vampcat/status/1',
    });
  });

  it('answers an unknown id with DAS’s error, HTTP 200', async () => {
    const res = await rpc(getAsset(UNKNOWN_MINT, 7));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: RPC_CODES.notFound, message: RPC_MESSAGES.notFound },
    });
  });

  it('refuses another method, naming the one it answers', async () => {
    const res = await rpc({ jsonrpc: '2.0', id: 3, method: 'getBalance', params: [UNKNOWN_MINT] });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      jsonrpc: '2.0',
      id: 3,
      error: {
        code: RPC_CODES.methodNotFound,
        message:
          'Method "getBalance" is not supported here: POST /api/rpc answers only getAsset ({"jsonrpc":"2.0","id":1,"method":"getAsset","params":{"id":"<token address>"}}).',
      },
    });
  });

  const badCalls: Array<[string, unknown, string]> = [
    ['no params', { jsonrpc: '2.0', id: 1, method: 'getAsset' }, 'params must be an object {id}'],
    ['no id in params', getAsset(undefined), 'params.id is required'],
    ['a numeric asset id', getAsset(42), 'params.id must be a string'],
    ['a blank asset id', getAsset('  '), 'params.id must not be empty'],
    ['JSON-RPC 1.0', { ...getAsset(UNKNOWN_MINT), jsonrpc: '1.0' }, "jsonrpc must be '2.0'"],
    ['an array body', [getAsset(UNKNOWN_MINT)], MESSAGES.bodyNotObject],
  ];
  it.each(badCalls)('refuses a call with %s as a JSON-RPC error', async (_name, body, message) => {
    const res = await rpc(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      jsonrpc: '2.0',
      error: { code: RPC_CODES.invalidRequest, message },
    });
  });

  const badLinks: Array<[string, unknown, number, string]> = [
    ['no json_uri', {}, 400, 'json_uri is required'],
    ['a numeric json_uri', { json_uri: 5 }, 400, 'json_uri must be a string'],
    ['an ftp link', { json_uri: 'ftp://files.example/m.json' }, 400, TOKEN_LINKS_MESSAGES.notHttp],
    [
      'a loopback link',
      { json_uri: 'http://127.0.0.1:9/m.json' },
      400,
      TOKEN_LINKS_MESSAGES.notPublic,
    ],
    [
      'the cloud metadata address',
      { json_uri: 'http://169.254.169.254/latest/meta-data/' },
      400,
      TOKEN_LINKS_MESSAGES.notPublic,
    ],
  ];
  it.each(badLinks)('refuses token links for %s', async (_name, body, status, message) => {
    const res = await links(body);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error: message });
  });

  it('says so when our own link names no hosted metadata', async () => {
    const asset = (await (await rpc(getAsset(token.address))).json()) as GetAssetResponse;
    const missing = asset.result?.content.json_uri.replace(
      /[A-Za-z0-9_-]{43}\.json$/,
      `${'B'.repeat(43)}.json`,
    );
    const res = await links({ json_uri: missing });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: TOKEN_LINKS_MESSAGES.notHosted });
  });

  it('needs a session for both', async () => {
    const noSession = await rpc(getAsset(token.address), '');
    expect(noSession.status).toBe(401);
    expect(await noSession.json()).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: RPC_CODES.notLoggedIn, message: MESSAGES.notLoggedIn },
    });
    const dead = await links({ json_uri: 'https://example.com/m.json' }, 'not-a-session');
    expect(dead.status).toBe(401);
    expect(await dead.json()).toEqual({ error: MESSAGES.sessionInvalid });
  });

  it('limits each session’s lookups, both routes counted together', async () => {
    await server.addUser('eager', PASSWORD);
    const eager = (await server.login('eager', PASSWORD)).sessionId;
    for (let i = 0; i < VAMP_LOOKUP_RATE_LIMIT.max; i += 1) {
      const res = i % 2 ? await rpc(getAsset(UNKNOWN_MINT), eager) : await links({}, eager);
      expect(res.status).not.toBe(429);
    }
    const limited = await rpc(getAsset(UNKNOWN_MINT), eager);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({
      error: { code: RPC_CODES.rateLimited, message: RPC_MESSAGES.rateLimited },
    });
    expect((await links({}, eager)).status).toBe(429);
    expect((await rpc(getAsset(UNKNOWN_MINT), ann)).status).toBe(200);
  });
});

describe.each(storageKinds())('getAsset through SOLANA_DAS_URL on %s', (kind) => {
  const MINT = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
  let das: FakeHttpServer;
  let server: TestServer;
  let session: string;
  beforeAll(async () => {
    das = await startFakeDas({
      [MINT]: {
        name: 'Popcat',
        symbol: 'POPCAT',
        image: 'https://arweave.net/popcat.png',
        json_uri: 'https://arweave.net/popcat.json',
      },
    });
    server = await startTestServer(kind, { SOLANA_DAS_URL: `${das.url}/?api-key=das-secret-key` });
    await server.addUser('ann', PASSWORD);
    session = (await server.login('ann', PASSWORD)).sessionId;
  });
  afterAll(async () => {
    await server.close();
    await das.close();
  });

  const rpc = (body: unknown) => server.request('POST', '/api/rpc', body, session);

  it('forwards getAsset and answers the fields the form reads', async () => {
    const res = await rpc(getAsset(MINT, 'vamp-2'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      jsonrpc: '2.0',
      id: 'vamp-2',
      result: {
        id: MINT,
        content: {
          json_uri: 'https://arweave.net/popcat.json',
          metadata: { name: 'Popcat', symbol: 'POPCAT' },
          links: { image: 'https://arweave.net/popcat.png' },
        },
      },
    });
    const call = das.requests.at(-1);
    expect(call?.query.get('api-key')).toBe('das-secret-key');
    expect(JSON.parse(call?.body ?? '')).toMatchObject({
      jsonrpc: '2.0',
      method: 'getAsset',
      params: { id: MINT },
    });
  });

  it('passes DAS’s own error for an id it does not know', async () => {
    const res = await rpc(getAsset(UNKNOWN_MINT, 9));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      jsonrpc: '2.0',
      id: 9,
      error: { code: -32000, message: 'Asset Not Found' },
    });
  });
});
