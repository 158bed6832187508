import { PostFields } from '@launchdeck/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeHttpServer, sendJson } from '../../../test/fake-http.ts';
import { type FakeConnection, FakeWebSocketServer } from '../../../test/sources/fake-websocket.ts';
import { loadFixture } from '../../../test/sources/fixture-support.ts';
import { collectingSink, RecordedSleep, recordingLog } from '../../../test/sources/support.ts';
import { BlueskyJetstreamSource, type BlueskyOptions } from './jetstream-source.ts';

const TOMAS = 'did:plc:tomasferreira2k7q4x5zabc';
const WITCH = 'did:plc:witchofthewicks4q7z2abcd';
const DIDS: Record<string, string> = {
  'tomas.bsky.social': TOMAS,
  'chartwitch.bsky.social': WITCH,
};
const RESOLVE = '/xrpc/com.atproto.identity.resolveHandle';
const PROFILES = '/xrpc/app.bsky.actor.getProfiles';

const send = (connection: FakeConnection, ...names: string[]) => {
  for (const name of names) {
    connection.socket.send(JSON.stringify(loadFixture(`./bluesky/event-${name}.json`)));
  }
};

/** resolveHandle for the two fixture accounts; getProfiles from the fixture, or a failure. */
async function startAppView(options: { profilesStatus?: number } = {}) {
  const profiles = loadFixture('./bluesky/profiles.json');
  return FakeHttpServer.start((request, response) => {
    if (request.path === RESOLVE) {
      const did = DIDS[request.query.get('handle') ?? ''];
      if (did) return sendJson(response, 200, { did });
      return sendJson(response, 400, {
        error: 'InvalidRequest',
        message: 'Unable to resolve handle',
      });
    }
    if (request.path === PROFILES) {
      if (options.profilesStatus)
        return sendJson(response, options.profilesStatus, { error: 'InternalServerError' });
      return sendJson(response, 200, profiles);
    }
    sendJson(response, 404, { error: 'MethodNotImplemented' });
  });
}

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function setUp(options: Partial<BlueskyOptions> = {}, appviewOptions = {}) {
  const appview = await startAppView(appviewOptions);
  const jetstream = await FakeWebSocketServer.start();
  const sleep = new RecordedSleep(true);
  const logged = recordingLog();
  const collected = collectingSink();
  const source = new BlueskyJetstreamSource({
    getWatchedHandles: async () => ['@tomas.bsky.social', 'ChartWitch.bsky.social'],
    jetstreamUrl: jetstream.url,
    appviewUrl: appview.url,
    log: logged.log,
    sleep: sleep.sleep,
    backoff: (attempt) => 1000 * 2 ** attempt,
    ...options,
  });
  source.start(collected.sink);
  cleanups.push(
    () => appview.close(),
    () => jetstream.close(),
    () => source.stop(),
  );
  return { appview, jetstream, sleep, logged, source, ...collected };
}

const idsOf = (items: unknown[]) =>
  items.map((item) => (item as { id: string; type?: string }).type ?? PostFields.parse(item).id);

describe('BlueskyJetstreamSource', () => {
  it('resolves handles, subscribes to their posts, and sends posts and deletions', async () => {
    const { appview, jetstream, waitForItems } = await setUp();

    const connection = await jetstream.connection(1);
    expect(connection.url.pathname).toBe('/subscribe');
    expect(connection.url.searchParams.getAll('wantedCollections')).toEqual(['app.bsky.feed.post']);
    expect(connection.url.searchParams.getAll('wantedDids')).toEqual([TOMAS, WITCH]);
    expect(connection.url.searchParams.has('cursor')).toBe(false);
    expect(appview.requests.map((r) => `${r.path}?${r.query}`)).toEqual([
      `${RESOLVE}?handle=tomas.bsky.social`,
      `${RESOLVE}?handle=chartwitch.bsky.social`,
      `${PROFILES}?actors=${encodeURIComponent(TOMAS)}&actors=${encodeURIComponent(WITCH)}`,
    ]);

    send(
      connection,
      'identity',
      'post-images',
      'like',
      'outsider-post',
      'post-quote-with-media',
      'delete',
    );
    const items = await waitForItems(3);
    expect(idsOf(items)).toEqual([
      `bsky:${TOMAS}/3lhbq2x7k5s2a`,
      `bsky:${WITCH}/3lhbq4fghij2e`,
      'deleted_tweet',
    ]);
    expect(items[2]).toEqual({ type: 'deleted_tweet', id: `bsky:${TOMAS}/3lhbq2x7k5s2a` });
    expect(PostFields.parse(items[0]).author).toMatchObject({
      handle: 'tomas.bsky.social',
      name: 'Tomás Ferreira',
      avatar: expect.stringMatching(/^https:\/\/cdn\.bsky\.app\/img\/avatar\//),
    });
    expect(PostFields.parse(items[1]).author).toMatchObject({
      name: 'Chart Witch 🔮',
      verified: true,
    });
  });

  it('reconnects with backoff after a drop and a refused upgrade, resuming from the cursor', async () => {
    const { jetstream, waitForItems, sleep } = await setUp();
    const first = await jetstream.connection(1);
    send(first, 'post-images');
    await waitForItems(1);
    jetstream.refuseNext(503);
    first.socket.terminate();

    const second = await jetstream.connection(2);
    expect(jetstream.attempts).toHaveLength(3);
    expect(second.url.searchParams.get('cursor')).toBe('1738591509123456');
    // Jetstream replays from the cursor itself: the event already handled is not sent twice.
    send(second, 'post-images', 'post-reply');
    expect(idsOf(await waitForItems(2))).toEqual([
      `bsky:${TOMAS}/3lhbq2x7k5s2a`,
      `bsky:${TOMAS}/3lhbq3abcde2b`,
    ]);
    // 1 s after a healthy socket; 2 s after the refused one.
    expect(sleep.delays).toEqual([1000, 2000]);
  });

  it('ends a socket that stops answering pings, and connects again', async () => {
    const { jetstream, logged } = await setUp({ pingMs: 30 });
    const first = await jetstream.connection(1);
    first.raw.pause(); // no more reading: pings go unanswered

    const closed = await logged.waitForMessage('bluesky socket closed');
    expect(closed.obj).toMatchObject({ reason: 'dead' });
    await jetstream.connection(2);
  });

  it('subscribes to what resolves when a handle or the profiles fail', async () => {
    const { jetstream, logged, waitForItems } = await setUp(
      { getWatchedHandles: async () => ['tomas.bsky.social', 'gone.bsky.social'] },
      { profilesStatus: 502 },
    );
    const connection = await jetstream.connection(1);
    expect(connection.url.searchParams.getAll('wantedDids')).toEqual([TOMAS]);
    const warnings = logged.entries.filter((e) => e.level === 'warn').map((e) => e.msg);
    expect(warnings).toEqual([
      'bluesky: could not resolve a handle',
      'bluesky: profiles unavailable',
    ]);

    send(connection, 'post-images');
    const [post] = await waitForItems(1);
    expect(PostFields.parse(post).author).toEqual({ handle: 'tomas.bsky.social' });
  });

  it('never subscribes without DIDs: it waits for the next refresh instead', async () => {
    const { jetstream, sleep, logged } = await setUp({
      getWatchedHandles: async () => ['gone.bsky.social'],
      refreshMs: 45_000,
    });
    await logged.waitForMessage('bluesky: no watched accounts; not connecting');
    expect((await sleep.waitForDelays(1))[0]).toBe(45_000);
    expect(jetstream.attempts).toEqual([]);
  });

  it('resubscribes with both DIDs when a watched handle is added', async () => {
    let handles = ['tomas.bsky.social'];
    const { jetstream, sleep } = await setUp({
      getWatchedHandles: async () => handles,
      refreshMs: 20,
    });
    const first = await jetstream.connection(1);
    expect(first.url.searchParams.getAll('wantedDids')).toEqual([TOMAS]);
    handles = ['tomas.bsky.social', 'chartwitch.bsky.social'];

    const second = await jetstream.connection(2);
    expect(second.url.searchParams.getAll('wantedDids')).toEqual([TOMAS, WITCH]);
    expect(sleep.delays).toEqual([]); // a resubscription is not a failure
  });

  it('logs and skips messages that are not JSON or not events', async () => {
    const { jetstream, logged, waitForItems } = await setUp();
    const connection = await jetstream.connection(1);
    connection.socket.send('{"did": trunc');
    connection.socket.send(JSON.stringify({ kind: 'commit', time_us: 'soon' }));
    send(connection, 'post-reply');

    await waitForItems(1);
    const warnings = logged.entries.filter((e) => e.level === 'warn').map((e) => e.msg);
    expect(warnings).toEqual(['bluesky: a message is not JSON', 'bluesky: unexpected event shape']);
  });
});
