import type { AddressInfo } from 'node:net';
import { type PostInput, PROTOCOL_VERSION } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClientSocket,
  nextEvent,
  startTestServer,
  type TestServer,
} from '../../../test/server-support.ts';
import { storageKinds } from '../../../test/storage/support.ts';
import { createApp } from '../../app.ts';
import { FeedRepository } from '../repository.ts';
import { BlockedAccountsRepository } from './repository.ts';

/** Issue 16 item 2: a blocked account's posts leave every feed; unblocking lets them back. */
describe.each(storageKinds())('blocking an account on %s', (kind) => {
  let server: TestServer;
  let sessionId: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.addUser('reader', 'reader-password');
    sessionId = (await server.login('reader', 'reader-password')).sessionId;
  });
  afterAll(() => server.close());

  const reader = (lastSeq?: number) =>
    server.socket(lastSeq === undefined ? { sessionId } : { sessionId, lastSeq });
  const postBy = (handle: string): PostInput => makePostInput({ author: { handle } });
  const ingest = async (...posts: PostInput[]) => {
    const result = await server.app.ingest.ingest(posts);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.accepted;
  };
  const idsOf = (posts: { id: string }[]) => posts.map((p) => p.id);

  it('tells a connected browser, and later snapshots leave the account out', async () => {
    const spam = postBy('Spammer');
    const friend = postBy('friend');
    await ingest(spam, friend);
    const live = reader();
    expect(idsOf(await nextEvent(live, 'initialTweets'))).toEqual(
      expect.arrayContaining([spam.id, friend.id]),
    );

    const told = nextEvent(live, 'account_blocked');
    expect(await server.app.blocked.block(' @SPAMMER')).toBe(true);
    const event = await told;
    expect(event.handle).toBe('spammer');
    expect(event.seq).toBeGreaterThan(0);

    const ids = idsOf(await nextEvent(reader(), 'initialTweets'));
    expect(ids).toContain(friend.id);
    expect(ids).not.toContain(spam.id);
    expect(await server.app.blocked.block('spammer')).toBe(false);
  });

  it('replays account_blocked to a browser reconnecting from before it', async () => {
    await ingest(postBy('replayed'));
    const first = reader();
    const initial = await nextEvent(first, 'initialTweets');
    const lastSeq = Math.max(...initial.map((p) => p.seq));
    first.disconnect();

    await server.app.blocked.block('Replayed');
    const again = reader(lastSeq);
    expect(await nextEvent(again, 'account_blocked')).toMatchObject({ handle: 'replayed' });
  });

  it('drops new posts while blocked; after unblocking they flow and stored ones come back', async () => {
    const stored = postBy('comeback');
    await ingest(stored);
    await server.app.blocked.block('comeback');
    expect(await ingest(postBy('comeback'))).toBe(0);
    expect(idsOf(await nextEvent(reader(), 'initialTweets'))).not.toContain(stored.id);

    expect(await server.app.blocked.unblock('@Comeback')).toBe(true);
    expect(await server.app.blocked.unblock('comeback')).toBe(false);
    const socket = reader();
    expect(idsOf(await nextEvent(socket, 'initialTweets'))).toContain(stored.id);
    const fresh = postBy('comeback');
    const delivered = nextEvent(socket, 'tweet');
    expect(await ingest(fresh)).toBe(1);
    expect((await delivered).id).toBe(fresh.id);
  });

  it('tells connected browsers of an unblock (account_unblocked), and replays it', async () => {
    const live = reader();
    await nextEvent(live, 'initialTweets');
    const blocked = nextEvent(live, 'account_blocked');
    await server.app.blocked.block('@Returning');
    const blockSeq = (await blocked).seq;

    const told = nextEvent(live, 'account_unblocked');
    expect(await server.app.blocked.unblock('RETURNING')).toBe(true);
    const event = await told;
    expect(event.handle).toBe('returning');
    expect(event.seq).toBeGreaterThan(blockSeq);
    expect(await nextEvent(reader(blockSeq), 'account_unblocked')).toEqual(event);
  });

  // Last: it rebuilds the server on the same storage.
  it('leaves a blocked account out of the first snapshot after a restart', async () => {
    const kept = postBy('restarted');
    const other = postBy('bystander');
    await ingest(kept, other);
    await server.app.blocked.block('restarted');

    await server.app.close();
    const app = await createApp({ storage: server.storage }, server.config);
    let socket: ClientSocket | undefined;
    try {
      await app.http.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.http.server.address() as AddressInfo;
      socket = connect(`http://127.0.0.1:${port}`, {
        path: '/socket.io',
        auth: { protocolVersion: PROTOCOL_VERSION, sessionId },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      }) as ClientSocket;
      const ids = idsOf(await nextEvent(socket, 'initialTweets'));
      expect(ids).toContain(other.id);
      expect(ids).not.toContain(kept.id);
    } finally {
      socket?.disconnect();
      await app.close();
    }
  });

  it('blocks nothing when its feed event cannot be stored: the block rolls back with it', async () => {
    const repo = new FeedRepository(server.storage.db);
    const failing = repo.appendIf(
      [],
      (tx) => new BlockedAccountsRepository(server.storage.db).add('unlucky', tx),
      () => {
        throw new Error('the event could not be written');
      },
    );
    await expect(failing).rejects.toThrow('the event could not be written');
    server.app.blocked.forget();
    expect(await server.app.blocked.isBlocked('unlucky')).toBe(false);
    // So the admin's retry blocks it, with its event.
    expect(await server.app.blocked.block('unlucky')).toBe(true);
    expect(await server.app.blocked.isBlocked('unlucky')).toBe(true);
  });
});
