import { type Post, X_EPOCH_MS } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nextEvent, startTestServer, type TestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';

const TOKEN = 'ingest-token-for-tests-0123456789';
const SOL = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
const BNB = '0x55d398326f99059fF775485246999027B3197955';

describe.each(storageKinds())('feed pipeline on %s', (kind) => {
  let server: TestServer;
  let sessionId: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { INGEST_TOKEN: TOKEN });
    await server.addUser('reader', 'reader-password');
    sessionId = (await server.login('reader', 'reader-password')).sessionId;
  });
  afterAll(() => server.close());

  const ingest = (body: unknown, token = TOKEN) =>
    fetch(`${server.url}/api/ingest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  async function reader(auth?: { lastSeq: number }) {
    const socket = server.socket(auth ? { sessionId, ...auth } : undefined);
    if (!auth) socket.emit('user_connected', { sessionId });
    return socket;
  }

  it('delivers an ingested post to two clients with its contract addresses', async () => {
    const a = await reader();
    const b = await reader();
    await Promise.all([nextEvent(a, 'initialTweets'), nextEvent(b, 'initialTweets')]);
    const post = makePostInput({ text: `CA ${SOL} and ${BNB}` });
    const got = Promise.all([nextEvent(a, 'tweet'), nextEvent(b, 'tweet')]);
    const res = await ingest(post);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: 1 });
    for (const received of await got) {
      expect(received.id).toBe(post.id);
      expect(received.contract_addresses).toEqual([
        { address: SOL, chain: 'solana' },
        { address: BNB, chain: 'bnb' },
      ]);
      expect(received.seq).toBeGreaterThan(0);
    }
  });

  it('carries the post timing: source from the id, received, then stored and published', async () => {
    const socket = await reader();
    await nextEvent(socket, 'initialTweets');
    // An X id minted 1.5 s ago (Snowflake: ms since X's epoch, shifted 22 bits).
    const minted = Date.now() - 1500;
    const id = `x:${(BigInt(minted - X_EPOCH_MS) << 22n) + 7n}`;
    const sent = Date.now();
    const got = nextEvent(socket, 'tweet');
    await ingest(makePostInput({ id, createdAt: new Date(minted - 400).toISOString() }));
    const { timing } = await got;
    expect(timing?.source).toBe(minted);
    expect(timing?.sourceFrom).toBe('id');
    expect(timing?.received).toBeGreaterThanOrEqual(sent);
    expect(timing?.published).toBeGreaterThanOrEqual(timing?.received ?? Infinity);
    expect(timing?.published).toBeLessThanOrEqual(Date.now());
  });

  it('sends initialTweets newest first on connect', async () => {
    await ingest({
      posts: [
        makePostInput({ id: 'older', createdAt: '2026-11-23T10:00:00Z' }),
        makePostInput({ id: 'newer', createdAt: '2026-11-23T11:00:00Z' }),
      ],
    });
    const socket = await reader();
    const initial = await nextEvent(socket, 'initialTweets');
    const ids = initial.map((p) => p.id);
    expect(ids.indexOf('newer')).toBeLessThan(ids.indexOf('older'));
  });

  it('orders the first load by arrival: a post ingested later with an older time comes first (issue 46)', async () => {
    await ingest(makePostInput({ id: 'dated-now', createdAt: new Date().toISOString() }));
    await ingest(makePostInput({ id: 'dated-2020', createdAt: '2020-01-01T00:00:00Z' }));
    const socket = await reader();
    const ids = (await nextEvent(socket, 'initialTweets')).map((p) => p.id);
    expect(ids.slice(0, 2)).toEqual(['dated-2020', 'dated-now']);
    // The same after a restart, read from storage rather than from memory.
    const restarted = await startTestServer(kind, { INGEST_TOKEN: TOKEN }, {}, server.storage);
    try {
      const again = restarted.socket({ sessionId });
      const stored = (await nextEvent(again, 'initialTweets')).map((p) => p.id);
      expect(stored.slice(0, 2)).toEqual(['dated-2020', 'dated-now']);
    } finally {
      await restarted.close();
    }
  });

  it('turns a deletion into tweet_deleted and a repeat into tweet_update', async () => {
    const socket = await reader();
    await nextEvent(socket, 'initialTweets');
    const post = makePostInput({ text: 'first version' });
    await ingest(post);
    const updated = nextEvent(socket, 'tweet_update');
    await ingest({ ...post, text: 'edited version' });
    expect((await updated).text).toBe('edited version');

    const deleted = nextEvent(socket, 'tweet_deleted');
    await ingest({ type: 'deleted_tweet', id: post.id });
    const payload = await deleted;
    expect(payload.id).toBe(post.id);
    expect(payload.tweet.isDeleted).toBe(true);
    expect(payload.tweet.text).toBe('edited version');
  });

  it('never lets an earlier version of an edited post replace a later one (issue 46)', async () => {
    const socket = await reader();
    await nextEvent(socket, 'initialTweets');
    const original = makePostInput({ text: 'first version' });
    const edit = { ...original, text: 'second version', editedAt: '2026-11-29T08:00:05.000Z' };
    const first = nextEvent(socket, 'tweet');
    await ingest(edit);
    expect((await first).text).toBe('second version');
    // The first version arrives late (a reconnect's catch-up): nothing is sent for it.
    const next = nextEvent(socket, 'tweet_update');
    await ingest(original);
    const later = { ...original, text: 'third version', editedAt: '2026-11-29T08:00:09.000Z' };
    await ingest(later);
    expect(await next).toMatchObject({ id: original.id, text: 'third version' });
  });

  it('attaches card and video updates to their post', async () => {
    const socket = await reader();
    await nextEvent(socket, 'initialTweets');
    const post = makePostInput({
      platform: 'instagram',
      isInstagram: true,
      author: { handle: 'celeb' },
    });
    await ingest(post);
    const card = { url: 'https://example.com/a', title: 'A page' };
    const cardEvent = nextEvent(socket, 'external_message');
    await ingest({ type: 'external_message', kind: 'CARD_UPDATE', id: post.id, card });
    expect(await cardEvent).toMatchObject({ kind: 'CARD_UPDATE', id: post.id, card });

    const videoEvent = nextEvent(socket, 'external_message');
    const videoUrl = 'https://cdn.example.com/v.mp4';
    await ingest({
      type: 'external_message',
      kind: 'INSTAGRAM_VIDEO_UPDATE',
      videoUrl,
      handle: 'celeb',
    });
    expect(await videoEvent).toMatchObject({
      kind: 'INSTAGRAM_VIDEO_UPDATE',
      id: post.id,
      videoUrl,
    });

    const late = await reader();
    const stored = (await nextEvent(late, 'initialTweets')).find((p) => p.id === post.id) as Post;
    expect(stored.card).toEqual(card);
    expect(stored.media?.videos).toEqual([{ url: videoUrl }]);
  });

  it('announces follows, profile and pinned updates with their own events', async () => {
    const socket = await reader();
    await nextEvent(socket, 'initialTweets');
    const follow = nextEvent(socket, 'following_update');
    await ingest(
      makePostInput({ type: 'following_update', followingUser: { handle: 'newfriend' } }),
    );
    expect((await follow).following.handle).toBe('newfriend');

    const profile = nextEvent(socket, 'profile_update');
    await ingest(
      makePostInput({
        type: 'profile_update',
        updatedUser: { handle: 'tester', name: 'New Name' },
        beforeProfile: { name: 'Old Name' },
      }),
    );
    expect(await profile).toMatchObject({
      user: { name: 'New Name' },
      before: { name: 'Old Name' },
    });

    const pinned = nextEvent(socket, 'profile_pinned_update');
    await ingest(
      makePostInput({ type: 'pinned_update', pinnedTweets: [{ id: 'p1', text: 'gm' }] }),
    );
    expect((await pinned).pinned).toEqual([{ id: 'p1', text: 'gm' }]);
  });

  it('drops posts of blocked accounts', async () => {
    await server.app.blocked.block('@Spammer');
    const res = await ingest(makePostInput({ author: { handle: 'spammer' } }));
    expect(await res.json()).toEqual({ accepted: 0 });
    await server.app.blocked.unblock('spammer');
  });

  it('replays exactly the 20 posts a reconnecting client missed', async () => {
    const first = await reader();
    const initial = await nextEvent(first, 'initialTweets');
    const lastSeq = Math.max(0, ...initial.map((p) => p.seq));
    first.disconnect();

    const missed = Array.from({ length: 20 }, () => makePostInput());
    for (const post of missed) await ingest(post);

    const again = await reader({ lastSeq });
    const replay = nextEvent(again, 'feed_replay');
    const received: Post[] = [];
    await new Promise<void>((resolve) => {
      again.on('tweet', (post) => {
        received.push(post);
        if (received.length === 20) resolve();
      });
    });
    expect(received.map((p) => p.id)).toEqual(missed.map((p) => p.id));
    // Announced before the first of them, naming the last: the browser marks them not live.
    expect(await replay).toEqual({ throughSeq: received.at(-1)?.seq });
    let initialSent = false;
    again.on('initialTweets', () => {
      initialSent = true;
    });
    const probe = makePostInput();
    const live = nextEvent(again, 'tweet');
    await ingest(probe);
    expect((await live).id).toBe(probe.id);
    expect(initialSent).toBe(false);
  });

  it('sends initialTweets to a client whose lastSeq is ahead of the log', async () => {
    const socket = await reader({ lastSeq: 10_000_000 });
    expect(Array.isArray(await nextEvent(socket, 'initialTweets'))).toBe(true);
  });

  it('prunes the log to the newest events: a reconnect from before them gets initialTweets', async () => {
    const live = await reader();
    await nextEvent(live, 'initialTweets');
    const seqs: number[] = [];
    live.on('tweet', (post) => seqs.push(post.seq));
    for (let i = 0; i < 6; i += 1) await ingest(makePostInput());
    await vi.waitFor(() => expect(seqs).toHaveLength(6));
    live.disconnect();
    await server.app.ingest.pruneLog(3);

    const old = await reader({ lastSeq: (seqs[0] as number) - 1 });
    expect(Array.isArray(await nextEvent(old, 'initialTweets'))).toBe(true);
    const recent = await reader({ lastSeq: seqs[2] as number });
    const replayed: number[] = [];
    await new Promise<void>((resolve) => {
      recent.on('tweet', (post) => {
        replayed.push(post.seq);
        if (replayed.length === 3) resolve();
      });
    });
    expect(replayed).toEqual(seqs.slice(3));
  });
});
