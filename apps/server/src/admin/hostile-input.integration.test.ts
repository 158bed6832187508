import { ADMIN_API, MESSAGES } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminTestServer, startAdminTestServer } from '../../test/admin/support.ts';
import { storageKinds } from '../../test/storage/support.ts';

const LONG_NAME = 'x'.repeat(10_240);

/** Every admin call that reads a body. */
const WITH_BODY: Array<[string, string]> = [
  ['POST', ADMIN_API.credentials],
  ['PUT', ADMIN_API.credential('rex')],
  ['POST', ADMIN_API.blockedAccounts],
  ['POST', ADMIN_API.commandWhitelist],
  ['POST', ADMIN_API.enableUser],
  ['POST', ADMIN_API.disableUser],
  ['POST', ADMIN_API.toggleChatPermission],
  ['POST', ADMIN_API.toggleDeployPermission],
  ['POST', ADMIN_API.setDiscordId],
  ['POST', ADMIN_API.sendAlert],
  ['POST', ADMIN_API.testPost],
];

/** Every admin call that names a login or a handle in its path. */
const WITH_NAME: Array<[string, (name: string) => string]> = [
  ['PUT', ADMIN_API.credential],
  ['DELETE', ADMIN_API.credential],
  ['POST', ADMIN_API.kick],
  ['DELETE', ADMIN_API.commandWhitelistUser],
  ['DELETE', ADMIN_API.blockedAccount],
];

describe.each(storageKinds())('the admin API under hostile input on %s', (kind) => {
  let server: AdminTestServer;
  beforeAll(async () => {
    server = await startAdminTestServer(kind, ['rex']);
  });
  afterAll(() => server.close());

  /** A 4xx with a sentence that is not the 500's. */
  const expectSentence = (answer: { status: number; body: Record<string, unknown> }) => {
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.error).toEqual(expect.stringMatching(/^[A-Z].{5,}/));
    expect(answer.body.error).not.toBe(MESSAGES.internal);
  };

  it.each(WITH_BODY)('%s %s refuses bodies that are not JSON objects', async (method, path) => {
    for (const raw of ['"x"', '[1,2]', 'null', '42', '{"a":', 'not json']) {
      expectSentence(await server.call(method, path, raw));
    }
    expect((await server.call(method, path, '[1]')).body.error).toBe(MESSAGES.bodyNotObject);
  });

  // The alert and the test post have no name field.
  const NAMED = WITH_BODY.filter(
    ([, path]) => ![ADMIN_API.sendAlert, ADMIN_API.testPost].includes(path),
  );
  it.each(NAMED)('%s %s refuses 10 KB and markup in every name field', async (method, path) => {
    for (const name of [LONG_NAME, '<script>alert(1)</script>']) {
      const answer = await server.call(method, path, {
        username: name,
        targetUsername: name,
        handle: name,
        password: 'pw',
        canChat: true,
        canDeploy: true,
        discordUserId: '123456789012345678',
      });
      expectSentence(answer);
    }
  });

  it.each(WITH_NAME)('%s refuses a 10 KB or markup name in the path', async (method, build) => {
    for (const name of [LONG_NAME, '<img src=x onerror=alert(1)>', '..', ' ']) {
      const answer = await server.call(method, build(name), { username: 'rex' });
      expectSentence(answer);
    }
  });

  it('still has the login it was attacked with, unchanged', async () => {
    const { body } = await server.call('GET', ADMIN_API.userStatus);
    expect(body.users).toMatchObject({ rex: { enabled: true, canChat: true, format: 'legacy' } });
    expect(Object.keys(body.users as object).sort()).toEqual(['admin', 'rex']);
  });
});
