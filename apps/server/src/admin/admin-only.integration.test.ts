import { ADMIN_API, MESSAGES } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminTestServer,
  PASSWORD,
  refused,
  startAdminTestServer,
} from '../../test/admin/support.ts';
import { storageKinds } from '../../test/storage/support.ts';

/** Every DA §7 call (and ours), each with a body the admin's call would pass. */
const CALLS: Array<[string, string, unknown]> = [
  ['GET', ADMIN_API.userStatus, undefined],
  ['GET', ADMIN_API.credentials, undefined],
  ['POST', ADMIN_API.credentials, { username: 'newbie', password: 'pw' }],
  ['PUT', ADMIN_API.credential('lea'), { username: 'lea' }],
  ['DELETE', ADMIN_API.credential('lea'), undefined],
  ['GET', ADMIN_API.sessions, undefined],
  ['GET', `${ADMIN_API.chatLog}?lines=200`, undefined],
  ['GET', ADMIN_API.blockedAccounts, undefined],
  ['POST', ADMIN_API.blockedAccounts, { handle: 'spammer' }],
  ['DELETE', ADMIN_API.blockedAccount('spammer'), undefined],
  ['GET', ADMIN_API.chatModes, undefined],
  ['GET', ADMIN_API.commandWhitelist, undefined],
  ['POST', ADMIN_API.commandWhitelist, { username: 'lea' }],
  ['DELETE', ADMIN_API.commandWhitelistUser('lea'), undefined],
  ['POST', ADMIN_API.enableUser, { targetUsername: 'lea' }],
  ['POST', ADMIN_API.disableUser, { targetUsername: 'lea' }],
  ['POST', ADMIN_API.toggleChatPermission, { targetUsername: 'lea', canChat: false }],
  ['POST', ADMIN_API.toggleDeployPermission, { targetUsername: 'lea', canDeploy: false }],
  ['POST', ADMIN_API.setDiscordId, { targetUsername: 'lea', discordUserId: '123456789012345678' }],
  ['POST', ADMIN_API.kick('lea'), undefined],
  ['POST', ADMIN_API.sendAlert, { message: 'hello' }],
  ['GET', ADMIN_API.auditLog, undefined],
  ['POST', ADMIN_API.testPost, { kind: 'tweet' }],
  ['GET', ADMIN_API.launches, undefined],
];

describe.each(storageKinds())('the admin API is for the admin only, on %s', (kind) => {
  let server: AdminTestServer;
  let user: string;
  beforeAll(async () => {
    server = await startAdminTestServer(kind, ['lea']);
    user = (await server.login('lea', PASSWORD)).sessionId;
  });
  afterAll(() => server.close());

  it.each(CALLS)('%s %s', async (method, path, body) => {
    expect(await server.call(method, path, body, user)).toEqual(refused(403, MESSAGES.adminOnly));
    expect(await server.call(method, path, body, '')).toEqual(refused(401, MESSAGES.notLoggedIn));
    expect(await server.call(method, path, body, 'forged')).toEqual(
      refused(401, MESSAGES.sessionInvalid),
    );
  });

  it('changed nothing while refusing', async () => {
    const { body } = await server.call('GET', ADMIN_API.userStatus);
    expect(body.users).toMatchObject({
      lea: { enabled: true, canChat: true, canDeploy: true, discordUserId: null },
    });
    expect(Object.keys(body.users as object)).not.toContain('newbie');
    const { entries } = (await server.call('GET', ADMIN_API.auditLog)).body as {
      entries: Array<{ action: string; target: string }>;
    };
    expect(entries.map((e) => [e.action, e.target])).toEqual([['user.add', 'lea']]);
  });
});
