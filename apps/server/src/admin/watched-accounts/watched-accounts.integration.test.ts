import {
  ADMIN_API,
  AdminWatchedAccountsResponseBody,
  AuditLogResponseBody,
  MESSAGES,
  PLATFORM_HANDLES,
  WATCHED_ACCOUNTS_TEXT,
  type WatchedAccountsPayload,
} from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, refused } from '../../../test/admin/support.ts';
import { connectChatUser } from '../../../test/chat/support.ts';
import {
  ADMIN,
  startTestServer,
  type TestServer,
  waitForEvent,
} from '../../../test/server-support.ts';
import { storageKinds } from '../../../test/storage/support.ts';
import type { AccountLookup } from '../../sources/index.ts';

/** Bluesky "finds" every handle but `ghost.bsky.social`; no other source is configured. */
const lookup: AccountLookup = async (platform, handle) => {
  if (platform !== 'bluesky') return { kind: 'unverified' };
  if (handle === 'ghost.bsky.social') return { kind: 'not_found' };
  return { kind: 'found', name: 'Found Name', avatar: 'https://a/found.png' };
};

describe.each(storageKinds())('admin watched accounts on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { accountLookup: lookup });
    await server.addUser('trader', PASSWORD);
    admin = (await server.login(ADMIN.username, ADMIN.password)).sessionId;
  });
  afterAll(() => server.close());

  const call = async (method: string, path: string, body?: unknown, session = admin) => {
    const res = await server.request(method, path, body, session);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const add = (platform: unknown, handle: unknown) =>
    call('POST', ADMIN_API.watchedAccounts, { platform, handle });
  const list = async () =>
    AdminWatchedAccountsResponseBody.parse((await call('GET', ADMIN_API.watchedAccounts)).body);

  it.each([
    ['twitter', 'far_too_long_for_x_handles', `Handle ${PLATFORM_HANDLES.twitter.message}`],
    ['twitter', 'bad-dash', `Handle ${PLATFORM_HANDLES.twitter.message}`],
    ['bluesky', 'nodomain', `Handle ${PLATFORM_HANDLES.bluesky.message}`],
    ['twitter', ' @ ', MESSAGES.handleRequired],
    ['myspace', 'tom', 'Platform must be X, Truth Social or Bluesky'],
  ])('refuses %s handle %j with a sentence', async (platform, handle, sentence) => {
    expect(await add(platform, handle)).toEqual(refused(400, sentence));
  });

  it('adds an account, lists it with its last post time and source, and removes it, audited', async () => {
    expect(await add('twitter', '@Fresh_Caller')).toEqual({
      status: 201,
      body: {
        message: WATCHED_ACCOUNTS_TEXT.addedNotVerified('fresh_caller', 'twitter'),
        verified: false,
      },
    });
    const before = (await list()).accounts.find((a) => a.handle === 'fresh_caller');
    expect(before).toEqual({
      platform: 'twitter',
      handle: 'fresh_caller',
      name: null,
      avatar: null,
      lastPostAt: null,
    });
    const post = makePostInput({ author: { handle: 'Fresh_Caller' }, platform: 'twitter' });
    const result = await server.app.ingest.ingest([post]);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const { accounts, sources } = await list();
    const after = accounts.find((a) => a.handle === 'fresh_caller');
    expect(after?.lastPostAt).toBe(Date.parse(post.createdAt as string));
    expect(sources.find((s) => s.platform === 'twitter')).toEqual({
      platform: 'twitter',
      state: 'demo',
      lastPostAt: after?.lastPostAt,
    });

    expect(await add('twitter', 'FRESH_CALLER')).toEqual(
      refused(409, WATCHED_ACCOUNTS_TEXT.alreadyWatched('fresh_caller')),
    );
    expect(await call('DELETE', ADMIN_API.watchedAccount('fresh_caller'))).toEqual({
      status: 200,
      body: { message: WATCHED_ACCOUNTS_TEXT.removed('fresh_caller') },
    });
    expect((await list()).accounts.map((a) => a.handle)).not.toContain('fresh_caller');
    expect(await call('DELETE', ADMIN_API.watchedAccount('fresh_caller'))).toEqual(
      refused(404, WATCHED_ACCOUNTS_TEXT.notWatched('fresh_caller')),
    );

    const audit = AuditLogResponseBody.parse((await call('GET', ADMIN_API.auditLog)).body);
    const watched = audit.entries.filter((e) => e.action.startsWith('watched.'));
    expect(watched.map((e) => [e.action, e.actor, e.target, e.detail])).toEqual([
      [
        'watched.remove',
        ADMIN.username,
        'fresh_caller',
        WATCHED_ACCOUNTS_TEXT.removed('fresh_caller'),
      ],
      [
        'watched.add',
        ADMIN.username,
        'fresh_caller',
        WATCHED_ACCOUNTS_TEXT.addedNotVerified('fresh_caller', 'twitter'),
      ],
    ]);
  });

  it('resolves through the source where it can: found keeps its name, missing is 404', async () => {
    expect(await add('bluesky', 'Someone.bsky.social')).toEqual({
      status: 201,
      body: {
        message: WATCHED_ACCOUNTS_TEXT.added('someone.bsky.social', 'bluesky'),
        verified: true,
      },
    });
    expect((await list()).accounts).toContainEqual({
      platform: 'bluesky',
      handle: 'someone.bsky.social',
      name: 'Found Name',
      avatar: 'https://a/found.png',
      lastPostAt: null,
    });
    expect(await add('bluesky', 'ghost.bsky.social')).toEqual(
      refused(404, WATCHED_ACCOUNTS_TEXT.notFound('ghost.bsky.social', 'bluesky')),
    );
  });

  it('tells every window of an admin change, as /add does', async () => {
    const trader = await connectChatUser(server, 'trader', PASSWORD);
    const told = waitForEvent(trader.socket, 'watched_accounts', (p: WatchedAccountsPayload) =>
      p.accounts.some((a) => a.handle === 'newsdesk'),
    );
    await add('twitter', 'newsdesk');
    expect((await told).accounts.find((a) => a.handle === 'newsdesk')?.platform).toBe('twitter');
  });

  it('refuses anyone but the admin', async () => {
    const { sessionId } = await server.login('trader', PASSWORD);
    expect(await call('GET', ADMIN_API.watchedAccounts, undefined, sessionId)).toEqual(
      refused(403, MESSAGES.adminOnly),
    );
    expect(
      await call(
        'POST',
        ADMIN_API.watchedAccounts,
        { platform: 'twitter', handle: 'x' },
        sessionId,
      ),
    ).toEqual(refused(403, MESSAGES.adminOnly));
    expect(
      await call('DELETE', ADMIN_API.watchedAccount('newsdesk'), undefined, sessionId),
    ).toEqual(refused(403, MESSAGES.adminOnly));
  });

  it('keeps /add and /remove working for a whitelisted trader, on the same list', async () => {
    await call('POST', ADMIN_API.commandWhitelist, { username: 'trader' });
    const trader = await connectChatUser(server, 'trader', PASSWORD);
    const result = waitForEvent(trader.socket, 'command_result', () => true);
    trader.socket.emit('send_chat_message', {
      sessionId: trader.sessionId,
      message: '/add @chat_added',
    });
    await result;
    expect((await list()).accounts.map((a) => a.handle)).toContain('chat_added');
    expect((await call('DELETE', ADMIN_API.watchedAccount('chat_added'))).status).toBe(200);
  });
});
