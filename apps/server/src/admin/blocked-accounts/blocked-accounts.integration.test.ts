import { ADMIN_API, MESSAGES, type PostInput } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminTestServer,
  PASSWORD,
  refused,
  startAdminTestServer,
} from '../../../test/admin/support.ts';
import { nextEvent } from '../../../test/server-support.ts';
import { storageKinds } from '../../../test/storage/support.ts';

describe.each(storageKinds())('admin blocked accounts on %s', (kind) => {
  let server: AdminTestServer;
  beforeAll(async () => {
    server = await startAdminTestServer(kind, ['reader']);
  });
  afterAll(() => server.close());

  const block = (handle: unknown) =>
    server.call('POST', ADMIN_API.blockedAccounts, handle === undefined ? {} : { handle });
  const unblock = (handle: string) => server.call('DELETE', ADMIN_API.blockedAccount(handle));
  const list = async () => (await server.call('GET', ADMIN_API.blockedAccounts)).body;
  const postBy = (handle: string): PostInput => makePostInput({ author: { handle } });
  const ingest = async (post: PostInput) => {
    const result = await server.app.ingest.ingest([post]);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
  };

  it('blocks a handle as typed, lists it sorted, and refuses it twice', async () => {
    expect(await block(' @Zed_Spam ')).toEqual({
      status: 201,
      body: { message: MESSAGES.accountBlocked },
    });
    expect((await block('alpha.bot')).status).toBe(201);
    expect(await list()).toEqual({ blockedAccounts: ['alpha.bot', 'zed_spam'] });
    expect(await block('ZED_SPAM')).toEqual(refused(409, MESSAGES.accountAlreadyBlocked));
  });

  it('keeps a blocked handle’s posts from a connected feed, and lets them through once unblocked', async () => {
    const { sessionId } = await server.login('reader', PASSWORD);
    const socket = server.socket({ sessionId });
    await nextEvent(socket, 'initialTweets');
    await block('shill');
    const tweets: string[] = [];
    socket.on('tweet', (post) => tweets.push(post.id));

    const blocked = postBy('Shill');
    const sentinel = postBy('bystander');
    const sentinelArrived = nextEvent(socket, 'tweet');
    await ingest(blocked);
    await ingest(sentinel);
    // Posts reach a socket in ingest order: the bystander's coming first means the other never will.
    expect((await sentinelArrived).id).toBe(sentinel.id);
    expect(tweets).toEqual([sentinel.id]);

    expect(await unblock('@Shill')).toEqual({
      status: 200,
      body: { message: MESSAGES.accountUnblocked },
    });
    const fresh = postBy('shill');
    const delivered = nextEvent(socket, 'tweet');
    await ingest(fresh);
    expect((await delivered).id).toBe(fresh.id);
  });

  it('refuses to unblock a handle that is not blocked', async () => {
    expect(await unblock('shill')).toEqual(refused(404, MESSAGES.accountNotBlocked));
  });

  it.each([
    [undefined, MESSAGES.handleRequired],
    ['', MESSAGES.handleRequired],
    ['  @ ', MESSAGES.handleRequired],
    ['<img src=x onerror=alert(1)>', MESSAGES.handleInvalid],
    [42, MESSAGES.handleRequired],
  ])('refuses the handle %j with a sentence', async (handle, message) => {
    expect(await block(handle)).toEqual(refused(400, message));
  });

  it('refuses markup as the handle to unblock', async () => {
    expect(await unblock('<script>x</script>')).toEqual(refused(400, MESSAGES.handleInvalid));
    expect((await list()).blockedAccounts).toEqual(['alpha.bot', 'zed_spam']);
  });
});
