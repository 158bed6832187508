import {
  ADMIN_API,
  BOT_STREAM_CLOSE,
  BOT_STREAM_LIMITS,
  type BotPostsResponse,
  type BotStreamServerMessage,
} from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeKey,
  openStream,
  refusedStream,
  type StreamClient,
} from '../../test/bot-stream-support.ts';
import { ADMIN, startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import { BOT_API_MESSAGES } from './routes.ts';
import { CLOSE_REASONS, STREAM_MESSAGES } from './stream-session.ts';

const PASSWORD = 'bot-stream-password';
const ADDRESS = '5fLWHE32ZxWcAPEqVRVQkRwDwF3BN34TqWBWKjakpump';

/** A feed event's seq (-1 for any other message: `ready` has a seq too). */
const seqOf = (message: BotStreamServerMessage) => ('post' in message ? message.seq : -1);
const isType =
  <T extends BotStreamServerMessage['type']>(type: T) =>
  (message: BotStreamServerMessage) =>
    message.type === type;

/** Issue 51 item 4: the bot stream, GET /api/v1/stream, over a real WebSocket. */
describe.each(storageKinds())('bot stream on %s', (kind) => {
  let server: TestServer;
  let session: string;
  let key: string;
  const clients: StreamClient[] = [];

  const open = async (query = '', withKey = key) => {
    const client = await openStream(server, withKey, query);
    clients.push(client);
    return client;
  };
  /** The log's newest seq, as GET /api/v1/posts answers it. */
  const head = async () => {
    const response = await fetch(`${server.url}/api/v1/posts?limit=1`, {
      headers: { authorization: `Bearer ${key}` },
    });
    return ((await response.json()) as BotPostsResponse).head;
  };
  const ingest = (text: string, overrides: Parameters<typeof makePostInput>[0] = {}) => {
    const post = makePostInput({ text, ...overrides });
    return server.ingest(post).then(() => post);
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { INGEST_TOKEN: 'ingest-token-for-tests-0123456789' });
    await server.addUser('streamer', PASSWORD);
    session = (await server.login('streamer', PASSWORD)).sessionId;
    key = (await makeKey(server, session)).key;
    for (let n = 0; n < 5; n += 1) await ingest(`before the stream ${n}`);
  }, 60_000);
  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await server.close();
  });

  it('sends ready with the log’s head, then each new event once, in seq order', async () => {
    const stream = await open();
    const ready = await stream.waitFor(() => true);
    expect(ready).toEqual({ type: 'ready', seq: await head() });
    if (ready.type !== 'ready') return;
    const first = await ingest('live one');
    const second = await ingest('live two');
    await server.ingest({ type: 'deleted_tweet', id: first.id });
    await stream.waitFor((m) => m.type === 'post_delete');
    const events = stream.events();
    expect(events.map((e) => [e.type, e.seq, e.post.id])).toEqual([
      ['post', ready.seq + 1, first.id],
      ['post', ready.seq + 2, second.id],
      ['post_delete', ready.seq + 3, first.id],
    ]);
    expect(stream.messages[0]).toBe(ready);
    stream.socket.close();
  });

  it('replays after since, then goes live, without a gap or a duplicate while posts arrive', async () => {
    const since = (await head()) - 3;
    const arriving = (async () => {
      for (let n = 0; n < 25; n += 1) await ingest(`arriving ${n}`);
    })();
    const stream = await open(`since=${since}`);
    await arriving;
    const last = await head();
    await stream.waitFor((m) => seqOf(m) === last);
    expect(stream.messages[0]?.type).toBe('ready');
    const seqs = stream.events().map((e) => e.seq);
    expect(seqs).toEqual(Array.from({ length: last - since }, (_, i) => since + 1 + i));
    stream.socket.close();
  });

  it('tells the gap when since is older than the log keeps, and replays from the oldest', async () => {
    await server.app.ingest.pruneLog(3);
    const newest = await head();
    const oldest = newest - 2;
    const stream = await open('since=1');
    await stream.waitFor((m) => seqOf(m) === newest);
    expect(stream.messages.slice(0, 2)).toEqual([
      { type: 'ready', seq: newest },
      { type: 'gap', oldest },
    ]);
    expect(stream.events().map((e) => e.seq)).toEqual([oldest, oldest + 1, newest]);
    // since=0 asks for everything kept: no gap.
    const all = await open('since=0');
    await all.waitFor((m) => seqOf(m) === newest);
    expect(all.messages.map((m) => m.type)).toEqual(['ready', 'post', 'post', 'post']);
    stream.socket.close();
    all.socket.close();
  });

  it('filters by account, address, keyword and kind, as alert rules do', async () => {
    const stream = await open();
    await stream.waitFor(isType('ready'));
    /** Subscribes, then ingests `posts`; answers the events that came through the filter. */
    const through = async (filter: unknown, posts: (() => Promise<unknown>)[]) => {
      const from = stream.messages.length;
      stream.send({ type: 'subscribe', filter });
      const answer = await stream.waitFor(isType('subscribed'), from);
      for (const post of posts) await post();
      // Order is exact: once the marker (the last, matching) is in, nothing else will be.
      const marker = await head();
      await stream.waitFor((m) => seqOf(m) === marker, from);
      return {
        answer,
        events: stream.messages.slice(from).flatMap((m) => ('post' in m ? [m] : [])),
      };
    };

    const byAccount = await through({ accounts: ['@Alice'] }, [
      () => ingest('from bob', { author: { handle: 'bob', name: 'Bob' } }),
      () => ingest('from alice', { author: { handle: 'alice', name: 'Alice' } }),
    ]);
    expect(byAccount.answer).toMatchObject({
      type: 'subscribed',
      filter: { accounts: ['alice'], hasAddress: false, keywords: [] },
    });
    expect(byAccount.events.map((e) => e.post.text)).toEqual(['from alice']);

    const withAddress = await through({ hasAddress: true }, [
      () => ingest('no address here'),
      () => ingest(`CA ${ADDRESS}`),
    ]);
    expect(withAddress.events.map((e) => e.post.text)).toEqual([`CA ${ADDRESS}`]);

    const byWord = await through({ keywords: ['moon'] }, [
      () => ingest('we are mooning'),
      () => ingest('to the MOON!'),
    ]);
    expect(byWord.events.map((e) => e.post.text)).toEqual(['to the MOON!']);

    let doomed = '';
    const deletions = await through({ kinds: ['delete'] }, [
      async () => {
        doomed = (await ingest('soon gone')).id ?? '';
      },
      () => server.ingest({ type: 'deleted_tweet', id: doomed }),
    ]);
    expect(deletions.events.map((e) => [e.type, e.post.id])).toEqual([['post_delete', doomed]]);

    const everything = await through({}, [() => ingest('any'), () => ingest('thing')]);
    expect(everything.events.map((e) => e.post.text)).toEqual(['any', 'thing']);
    stream.socket.close();
  });

  it('answers a malformed subscribe or message with an error, keeps the stream, and pongs', async () => {
    const stream = await open();
    await stream.waitFor(isType('ready'));
    const answerTo = async (message: unknown) => {
      const from = stream.messages.length;
      stream.send(message);
      return stream.waitFor(() => true, from);
    };
    const badKind = await answerTo({ type: 'subscribe', filter: { kinds: ['nope'] } });
    expect(badKind).toMatchObject({
      type: 'error',
      error: expect.stringMatching(/^filter\.kinds/),
    });
    const stray = await answerTo({ type: 'subscribe', filter: { colour: 'red' } });
    expect(stray).toMatchObject({ type: 'error', error: expect.stringContaining('colour') });
    expect(await answerTo({ type: 'hello' })).toEqual({
      type: 'error',
      error: STREAM_MESSAGES.unknownType,
    });
    expect(await answerTo('{not json')).toEqual({ type: 'error', error: STREAM_MESSAGES.notJson });
    const large = JSON.stringify({
      type: 'ping',
      pad: 'x'.repeat(BOT_STREAM_LIMITS.messageMaxBytes),
    });
    expect(await answerTo(large)).toEqual({ type: 'error', error: STREAM_MESSAGES.tooLarge });
    expect(await answerTo({ type: 'ping' })).toEqual({ type: 'pong' });
    // Still live.
    const post = await ingest('after the errors');
    expect((await stream.waitFor((m) => 'post' in m)).type).toBe('post');
    expect(stream.events().map((e) => e.post.id)).toEqual([post.id]);

    // Past 20 errors in a minute (5 so far): the 21st closes the stream with 1008.
    for (let n = 0; n < BOT_STREAM_LIMITS.errorsPerMinute - 4; n += 1) stream.send('nope');
    expect(await stream.closed).toEqual({
      code: BOT_STREAM_CLOSE.policyViolation,
      reason: CLOSE_REASONS.tooManyErrors,
    });
  });

  it('refuses the handshake with the REST answers: 401, 403, 400 and 429', async () => {
    const refused = (headers: Record<string, string>, query = '') =>
      refusedStream(server, headers, query);
    const badKey = { status: 401, body: { error: BOT_API_MESSAGES.badKey } };
    expect(await refused({})).toEqual(badKey);
    expect(await refused({ authorization: `Bearer ldk_${'A'.repeat(43)}` })).toEqual(badKey);
    expect(await refused({ 'x-session-id': session })).toEqual(badKey);
    const launchOnly = await makeKey(server, session, ['launch']);
    expect(await refused({ authorization: `Bearer ${launchOnly.key}` })).toEqual({
      status: 403,
      body: { error: BOT_API_MESSAGES.noScope('feed:read') },
    });
    for (const query of ['since=-1', 'since=abc', 'since=1.5']) {
      const bad = await refused({ authorization: `Bearer ${key}` }, query);
      expect(bad.status, query).toBe(400);
      expect(bad.body, query).toMatchObject({ error: expect.stringContaining('since') });
    }

    const busy = await makeKey(server, session);
    const five = await Promise.all(
      Array.from({ length: BOT_STREAM_LIMITS.streamsPerKey }, () => open('', busy.key)),
    );
    expect(await refused({ authorization: `Bearer ${busy.key}` })).toEqual({
      status: 429,
      body: { error: BOT_API_MESSAGES.tooManyStreams },
    });
    // Another key is not held back; one closed frees a place.
    const other = await open();
    await other.waitFor(isType('ready'));
    five[0]?.socket.close();
    await five[0]?.closed;
    const again = await open('', busy.key);
    await again.waitFor(isType('ready'));
    for (const client of [...five, other, again]) client.socket.close();

    // A plain GET is told to open a WebSocket once its key is checked.
    const plain = await fetch(`${server.url}/api/v1/stream`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(plain.status).toBe(426);
    expect(plain.headers.get('upgrade')).toBe('websocket');
    expect(await plain.json()).toEqual({ error: BOT_API_MESSAGES.upgradeRequired });
  });

  it('closes a revoked key’s streams at once with 4001', async () => {
    const doomed = await makeKey(server, session);
    const streams = [await open('', doomed.key), await open('', doomed.key)];
    const bystander = await open();
    await Promise.all([...streams, bystander].map((s) => s.waitFor(isType('ready'))));
    const revoked = await server.request(
      'DELETE',
      `/api/api-keys/${doomed.id}`,
      undefined,
      session,
    );
    expect(revoked.status).toBe(200);
    for (const stream of streams) {
      expect(await stream.closed).toEqual({
        code: BOT_STREAM_CLOSE.keyRevoked,
        reason: CLOSE_REASONS.revoked,
      });
    }
    bystander.send({ type: 'ping' });
    await bystander.waitFor(isType('pong'));
    bystander.socket.close();
  });

  it('closes the streams of a login the admin disables', async () => {
    await server.addUser('disabled-bot', PASSWORD);
    const theirs = await makeKey(server, (await server.login('disabled-bot', PASSWORD)).sessionId);
    const stream = await open('', theirs.key);
    const bystander = await open();
    await Promise.all([stream, bystander].map((s) => s.waitFor(isType('ready'))));
    const admin = (await server.login(ADMIN.username, ADMIN.password)).sessionId;
    const disabled = await server.request(
      'POST',
      ADMIN_API.disableUser,
      { targetUsername: 'disabled-bot' },
      admin,
    );
    expect(disabled.status).toBe(200);
    expect(await stream.closed).toEqual({
      code: BOT_STREAM_CLOSE.keyRevoked,
      reason: CLOSE_REASONS.keyInvalid,
    });
    bystander.send({ type: 'ping' });
    await bystander.waitFor(isType('pong'));
    bystander.socket.close();
  });

  it('serves the AsyncAPI document without a key', async () => {
    const response = await fetch(`${server.url}/api/asyncapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { asyncapi: string; channels: object };
    expect(document.asyncapi).toBe('3.0.0');
    expect(document.channels).toMatchObject({ stream: { address: '/api/v1/stream' } });
  });

  it('closes every stream with 1001 when the server stops', async () => {
    const stream = await open();
    await stream.waitFor(isType('ready'));
    await server.close();
    expect(await stream.closed).toEqual({
      code: BOT_STREAM_CLOSE.goingAway,
      reason: CLOSE_REASONS.stopping,
    });
    server.close = async () => undefined;
  });
});
