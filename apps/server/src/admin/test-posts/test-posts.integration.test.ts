import { ADMIN_API, MESSAGES, TEST_POST_KINDS, type TestPostKind } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminTestServer,
  PASSWORD,
  refused,
  startAdminTestServer,
} from '../../../test/admin/support.ts';
import { type ClientSocket, nextEvent } from '../../../test/server-support.ts';
import { storageKinds } from '../../../test/storage/support.ts';

describe.each(storageKinds())('admin test posts on %s', (kind) => {
  let server: AdminTestServer;
  beforeAll(async () => {
    server = await startAdminTestServer(kind, ['reader']);
  });
  afterAll(() => server.close());

  // FC §7: profile and following updates have their own events, carrying the post.
  const arrivalOf = (socket: ClientSocket, postKind: TestPostKind): Promise<string> => {
    if (postKind === 'profile_update')
      return nextEvent(socket, 'profile_update').then((e) => e.post.id);
    if (postKind === 'following_update')
      return nextEvent(socket, 'following_update').then((e) => e.post.id);
    return nextEvent(socket, 'tweet').then((post) => post.id);
  };

  it.each(TEST_POST_KINDS)('sends a %s through ingest to a connected feed', async (postKind) => {
    const { sessionId } = await server.login('reader', PASSWORD);
    const socket = server.socket({ sessionId });
    await nextEvent(socket, 'initialTweets');
    const arrived = arrivalOf(socket, postKind);

    const answer = await server.call('POST', ADMIN_API.testPost, { kind: postKind });
    expect(answer).toEqual({
      status: 200,
      body: { message: MESSAGES.testPostSent, id: expect.any(String) },
    });
    expect(await arrived).toBe(answer.body.id);
    socket.disconnect();
  });

  it('says the test account is blocked rather than "sent" when ingest drops its post', async () => {
    await server.call('POST', ADMIN_API.blockedAccounts, { handle: 'launchdeck' });
    expect(await server.call('POST', ADMIN_API.testPost, { kind: 'tweet' })).toEqual(
      refused(409, MESSAGES.testPostAuthorBlocked),
    );
    await server.call('DELETE', ADMIN_API.blockedAccount('launchdeck'));
    expect((await server.call('POST', ADMIN_API.testPost, { kind: 'tweet' })).status).toBe(200);
  });

  it('refuses a kind the panel does not have', async () => {
    expect(await server.call('POST', ADMIN_API.testPost, { kind: 'story' })).toEqual(
      refused(400, `kind must be one of ${TEST_POST_KINDS.join(', ')}`),
    );
  });
});
