import { EXTENSION_MESSAGES, MESSAGES, type VampResponseBody } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatClient, collect, connectChatUser, PASSWORD } from '../../test/chat/support.ts';
import {
  asExtension,
  createExtensionToken,
  STRANGER_TOKEN,
} from '../../test/extensions/support.ts';
import { nextEvent, startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import { type LaunchedToken, launchOfflineToken } from '../../test/vamp/support.ts';
import { VAMP_MESSAGES } from '../vamp/trigger-route.ts';

const UNKNOWN_MINT = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const PICTURE = 'https://pbs.twimg.com/media/picked.jpg';

describe.each(storageKinds())('POST /api/vamp from the extensions on %s', (kind) => {
  let server: TestServer;
  let ann: ChatClient;
  let ben: ChatClient;
  let annToken: string;
  let benToken: string;
  let launched: LaunchedToken;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.addUser('ann', PASSWORD);
    await server.addUser('ben', PASSWORD);
    ann = await connectChatUser(server, 'ann');
    ben = await connectChatUser(server, 'ben');
    annToken = (await createExtensionToken(server, ann.sessionId)).token;
    benToken = (await createExtensionToken(server, ben.sessionId)).token;
    // A token ben launched: public once made, so ann's lookup finds it (offline getAsset).
    launched = await launchOfflineToken(server, ben, { name: 'Bat Cat', ticker: 'BCAT' });
  });
  afterAll(() => server.close());

  const vamp = (body: unknown, token = annToken) =>
    asExtension(server, 'POST', '/api/vamp', token, body);

  /** Ben's own update, awaited: anything sent to him before it has arrived by then. */
  const benHeardOnlyHisOwn = async () => {
    const heard = {
      trigger: collect(ben.socket, 'vamp_trigger'),
      update: collect(ben.socket, 'vamp_update_trigger'),
    };
    const own = nextEvent(ben.socket, 'vamp_update_trigger');
    expect((await vamp({ updateData: { name: 'Ben' } }, benToken)).status).toBe(200);
    await own;
    return heard;
  };

  it("looks an address up and sends the token to the token owner's windows only", async () => {
    const arriving = nextEvent(ann.socket, 'vamp_trigger');
    const heard = await benHeardOnlyHisOwn();
    const res = await vamp({ address: launched.address, source: 'extension' });
    expect(res.status).toBe(200);
    const coinData = {
      name: 'Bat Cat',
      symbol: 'BCAT',
      image_url: 'https://pbs.twimg.com/media/vampcat.jpg',
      website: 'https://vampcat.example',
      twitter: 'https://x.com/vampcat/status/1',
    };
    expect(await res.json()).toEqual({ success: true, windows: 1, coinData });
    expect(await arriving).toEqual({ coinData, source: 'extension' });
    const after = await benHeardOnlyHisOwn();
    expect(heard.trigger).toEqual([]);
    expect(after.trigger).toEqual([]);
  });

  it("sends 'extension' as the source when the address comes without one", async () => {
    const arriving = nextEvent(ann.socket, 'vamp_trigger');
    expect((await vamp({ address: ` ${launched.address} ` })).status).toBe(200);
    expect((await arriving).source).toBe('extension');
  });

  it('sends an image alone as a vamp update (the image extension)', async () => {
    const arriving = nextEvent(ann.socket, 'vamp_update_trigger');
    const res = await vamp({ updateData: { image_url: PICTURE } });
    expect(await res.json()).toEqual({ success: true, windows: 1 });
    expect(await arriving).toEqual({ updateData: { image_url: PICTURE } });
    const heard = await benHeardOnlyHisOwn();
    expect(heard.update).toEqual([{ updateData: { name: 'Ben' } }]);
  });

  it('answers 404 with a sentence for an address no one launched', async () => {
    const res = await vamp({ address: UNKNOWN_MINT });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: EXTENSION_MESSAGES.unknownToken });
  });

  const bad: Array<[string, unknown, string]> = [
    [
      'an address that is not base58',
      { address: `${UNKNOWN_MINT}0` },
      'address must be a Solana token address (32 to 44 base58)',
    ],
    ['a numeric address', { address: 42 }, 'address must be a string'],
    ['an address and coinData', { address: UNKNOWN_MINT, coinData: {} }, VAMP_MESSAGES.oneOf],
    ['an unknown key', { address: UNKNOWN_MINT, extra: 1 }, 'Unrecognized key: "extra"'],
    ['none of the three', { image: PICTURE }, VAMP_MESSAGES.oneOf],
    ['a string body', '"hello"', MESSAGES.bodyNotObject],
  ];
  it.each(bad)('refuses %s with a 400 sentence', async (_name, body, message) => {
    const res = await vamp(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: message });
  });

  it('refuses a token no one holds, and one replaced since, before reading the body', async () => {
    const stranger = await vamp({ address: launched.address }, STRANGER_TOKEN);
    expect(stranger.status).toBe(401);
    expect(await stranger.json()).toEqual({ error: EXTENSION_MESSAGES.badToken });
    const renewed = await createExtensionToken(server, ann.sessionId);
    const old = await vamp({ nonsense: true }, annToken);
    expect(old.status).toBe(401);
    expect(await old.json()).toEqual({ error: EXTENSION_MESSAGES.badToken });
    annToken = renewed.token;
    expect((await vamp({ updateData: { symbol: 'OK' } })).status).toBe(200);
  });

  it('still takes a session without Authorization', async () => {
    const res = await server.request(
      'POST',
      '/api/vamp',
      { address: launched.address },
      ann.sessionId,
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as VampResponseBody).coinData?.name).toBe('Bat Cat');
  });
});
