import { ADMIN_API, type AuditEntry } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminTestServer, startAdminTestServer } from '../../../test/admin/support.ts';
import { ADMIN } from '../../../test/server-support.ts';
import { storageKinds } from '../../../test/storage/support.ts';

const DISCORD = '123456789012345678';

describe.each(storageKinds())('the admin audit log on %s', (kind) => {
  let server: AdminTestServer;
  beforeAll(async () => {
    server = await startAdminTestServer(kind);
  });
  afterAll(() => server.close());

  const entries = async (limit?: number) =>
    (
      await server.call(
        'GET',
        limit === undefined ? ADMIN_API.auditLog : `${ADMIN_API.auditLog}?limit=${limit}`,
      )
    ).body.entries as AuditEntry[];

  it('writes one row per successful action, newest first, never a password', async () => {
    const actions: Array<[string, string, unknown]> = [
      ['POST', ADMIN_API.credentials, { username: 'quinn', password: 'secret-pass-1' }],
      ['PUT', ADMIN_API.credential('quinn'), { username: 'quin', password: 'secret-pass-2' }],
      ['POST', ADMIN_API.disableUser, { targetUsername: 'quin' }],
      ['POST', ADMIN_API.enableUser, { targetUsername: 'quin' }],
      ['POST', ADMIN_API.toggleChatPermission, { targetUsername: 'quin', canChat: false }],
      ['POST', ADMIN_API.toggleDeployPermission, { targetUsername: 'quin', canDeploy: true }],
      ['POST', ADMIN_API.setDiscordId, { targetUsername: 'quin', discordUserId: DISCORD }],
      ['POST', ADMIN_API.kick('quin'), undefined],
      ['POST', ADMIN_API.blockedAccounts, { handle: '@Spammer' }],
      ['DELETE', ADMIN_API.blockedAccount('spammer'), undefined],
      ['POST', ADMIN_API.commandWhitelist, { username: 'quin' }],
      ['DELETE', ADMIN_API.commandWhitelistUser('quin'), undefined],
      ['POST', ADMIN_API.sendAlert, { message: `Restart ${'soon '.repeat(40)}` }],
      ['POST', ADMIN_API.testPost, { kind: 'quote' }],
      ['DELETE', ADMIN_API.credential('quin'), undefined],
    ];
    for (const [method, path, body] of actions) {
      expect((await server.call(method, path, body)).status, `${method} ${path}`).toBeLessThan(300);
    }

    const log = await entries();
    expect(log.map((e) => [e.action, e.target])).toEqual(
      [
        ['user.add', 'quinn'],
        ['user.update', 'quinn'],
        ['user.disable', 'quin'],
        ['user.enable', 'quin'],
        ['user.can_chat', 'quin'],
        ['user.can_deploy', 'quin'],
        ['user.discord_id', 'quin'],
        ['user.kick', 'quin'],
        ['blocked.add', 'spammer'],
        ['blocked.remove', 'spammer'],
        ['whitelist.add', 'quin'],
        ['whitelist.remove', 'quin'],
        ['alert.send', null],
        ['test_post.send', expect.any(String)],
        ['user.delete', 'quin'],
      ].reverse(),
    );
    expect(new Set(log.map((e) => e.actor))).toEqual(new Set([ADMIN.username]));
    expect(log.every((e) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
    const detail = (action: string) => log.find((e) => e.action === action)?.detail;
    expect(detail('user.add')).toBe('Added legacy login');
    expect(detail('user.update')).toBe('Renamed to quin; Password changed');
    expect(detail('user.disable')).toBe('Login disabled; 0 session(s) ended');
    expect(detail('user.can_chat')).toBe('Chat permission turned off');
    expect(detail('user.can_deploy')).toBe('Deploy permission turned on');
    expect(detail('user.discord_id')).toBe(`Discord ID set to ${DISCORD}; now an enhanced login`);
    expect(detail('alert.send')).toMatch(/^Alert to 0 user\(s\): "Restart soon .{60,}…"$/);
    expect(detail('test_post.send')).toBe('Quote test post sent');
    expect(JSON.stringify(log)).not.toMatch(/secret-pass/);
    expect((await entries(2)).map((e) => e.action)).toEqual(['user.delete', 'test_post.send']);
  });

  it('writes nothing for a refused or failed action', async () => {
    const before = await entries();
    const refusals: Array<[string, string, unknown]> = [
      ['POST', ADMIN_API.credentials, { username: 'admin', password: 'x' }],
      ['POST', ADMIN_API.credentials, { username: '', password: 'x' }],
      ['PUT', ADMIN_API.credential(ADMIN.username), { username: 'boss' }],
      ['DELETE', ADMIN_API.credential(ADMIN.username), undefined],
      ['POST', ADMIN_API.disableUser, { targetUsername: ADMIN.username }],
      ['POST', ADMIN_API.kick(ADMIN.username), undefined],
      ['POST', ADMIN_API.toggleChatPermission, { targetUsername: 'nobody', canChat: true }],
      ['DELETE', ADMIN_API.blockedAccount('never-blocked'), undefined],
      ['DELETE', ADMIN_API.commandWhitelistUser(ADMIN.username), undefined],
      ['POST', ADMIN_API.sendAlert, { message: ' ' }],
      ['POST', ADMIN_API.testPost, { kind: 'story' }],
    ];
    for (const [method, path, body] of refusals) {
      expect((await server.call(method, path, body)).status, `${method} ${path}`).toBeGreaterThan(
        399,
      );
    }
    expect(await entries()).toEqual(before);
  });

  it.each([
    ['0', 'limit must be at least 1'],
    ['x', 'limit must be a number'],
    ['5001', 'limit must be at most 5000'],
  ])('refuses limit=%s', async (limit, error) => {
    const res = await server.call('GET', `${ADMIN_API.auditLog}?limit=${limit}`);
    expect(res).toMatchObject({ status: 400, body: { error } });
  });
});
