import { MESSAGES, type VampCoinData } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatClient, collect, connectChatUser, PASSWORD } from '../../test/chat/support.ts';
import { nextEvent, startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import { VAMP_MESSAGES } from './trigger-route.ts';

const POPCAT: VampCoinData = {
  name: 'Popcat',
  symbol: 'POPCAT',
  image_url: 'https://arweave.net/popcat.png',
  twitter: 'https://x.com/popcatsolana',
  website: 'https://popcat.example',
  description: 'pop',
  social_links: [{ platform: 'telegram', url: 'https://t.me/popcat' }],
};

describe.each(storageKinds())('POST /api/vamp on %s', (kind) => {
  let server: TestServer;
  let annFirst: ChatClient;
  let annSecond: ChatClient;
  let ben: ChatClient;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.addUser('ann', PASSWORD);
    await server.addUser('ben', PASSWORD);
    // Two windows of ann's (two sign-ins, as two browsers would), one of ben's.
    annFirst = await connectChatUser(server, 'ann');
    annSecond = await connectChatUser(server, 'ann');
    ben = await connectChatUser(server, 'ben');
  });
  afterAll(() => server.close());

  const vamp = (body: unknown, session = annFirst.sessionId) =>
    server.request('POST', '/api/vamp', body, session);

  /** Ben's own trigger, awaited: anything sent to him before it has arrived by then. */
  const benHeardOnlyHisOwn = async (event: 'vamp_trigger' | 'vamp_update_trigger') => {
    const heard = collect(ben.socket, event);
    const own = nextEvent(ben.socket, event);
    const body =
      event === 'vamp_trigger' ? { coinData: { name: 'Ben' } } : { updateData: { name: 'Ben' } };
    expect(await (await vamp(body, ben.sessionId)).json()).toEqual({ success: true, windows: 1 });
    await own;
    return heard;
  };

  it("sends vamp_trigger to every window of the user and no one else's", async () => {
    const arriving = [
      nextEvent(annFirst.socket, 'vamp_trigger'),
      nextEvent(annSecond.socket, 'vamp_trigger'),
    ];
    const heardByBen = collect(ben.socket, 'vamp_trigger');
    const res = await vamp({ coinData: POPCAT, source: 'extension' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, windows: 2 });
    expect(await Promise.all(arriving)).toEqual([
      { coinData: POPCAT, source: 'extension' },
      { coinData: POPCAT, source: 'extension' },
    ]);
    await benHeardOnlyHisOwn('vamp_trigger');
    expect(heardByBen).toEqual([{ coinData: { name: 'Ben' }, source: 'vamp' }]);
  });

  it('sends vamp_update_trigger with only the fields given', async () => {
    const arriving = [
      nextEvent(annFirst.socket, 'vamp_update_trigger'),
      nextEvent(annSecond.socket, 'vamp_update_trigger'),
    ];
    const heardByBen = collect(ben.socket, 'vamp_update_trigger');
    const res = await vamp({ updateData: { symbol: 'POP' } });
    expect(await res.json()).toEqual({ success: true, windows: 2 });
    expect(await Promise.all(arriving)).toEqual([
      { updateData: { symbol: 'POP' } },
      { updateData: { symbol: 'POP' } },
    ]);
    await benHeardOnlyHisOwn('vamp_update_trigger');
    expect(heardByBen).toEqual([{ updateData: { name: 'Ben' } }]);
  });

  it('answers 0 windows for a user with none open', async () => {
    await server.addUser('cat', PASSWORD);
    const cat = (await server.login('cat', PASSWORD)).sessionId;
    expect(await (await vamp({ coinData: POPCAT }, cat)).json()).toEqual({
      success: true,
      windows: 0,
    });
  });

  const bad: Array<[string, unknown, string]> = [
    ['neither field', {}, VAMP_MESSAGES.oneOf],
    ['both fields', { coinData: POPCAT, updateData: POPCAT }, VAMP_MESSAGES.oneOf],
    [
      'a coinData string',
      { coinData: 'Popcat' },
      'coinData must be an object of token fields (name, symbol, image_url, twitter, website, …)',
    ],
    ['a numeric name', { coinData: { name: 5 } }, 'coinData.name must be a string'],
    [
      'a long update symbol',
      { updateData: { symbol: 'P'.repeat(65) } },
      'updateData.symbol must be at most 64 characters',
    ],
    ['a source on an update', { updateData: {}, source: 'x' }, 'Unrecognized key: "source"'],
    ['an array body', [{ coinData: POPCAT }], MESSAGES.bodyNotObject],
  ];
  it.each(bad)('refuses %s with a sentence', async (_name, body, message) => {
    const res = await vamp(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: message });
  });

  it('needs a session', async () => {
    const none = await vamp({ coinData: POPCAT }, '');
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ error: MESSAGES.notLoggedIn });
    const dead = await vamp({ coinData: POPCAT }, 'not-a-session');
    expect(dead.status).toBe(401);
    expect(await dead.json()).toEqual({ error: MESSAGES.sessionInvalid });
  });
});
