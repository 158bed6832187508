import { ADMIN_API, alertSentMessage, MESSAGES } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminTestServer,
  refused,
  startAdminTestServer,
} from '../../../test/admin/support.ts';
import { ADMIN, nextEvent } from '../../../test/server-support.ts';
import { storageKinds } from '../../../test/storage/support.ts';

describe.each(storageKinds())('admin alerts on %s', (kind) => {
  let server: AdminTestServer;
  beforeAll(async () => {
    server = await startAdminTestServer(kind, ['ned', 'ola', 'pia']);
  });
  afterAll(() => server.close());

  const send = (body: unknown) => server.call('POST', ADMIN_API.sendAlert, body);

  it('reaches every connected user, counting a user with two tabs once', async () => {
    const ned = await server.connect('ned');
    const nedAgain = await server.connect('ned');
    const ola = await server.connect('ola');
    await server.login('pia', 'admin-test-password'); // logged in, no window open
    const heard = [ned, nedAgain, ola].map(({ socket }) => nextEvent(socket, 'admin_alert'));

    expect(await send({ message: '  Maintenance at noon  ' })).toEqual({
      status: 200,
      body: { recipientCount: 2, message: 'Alert sent to 2 user(s)' },
    });
    expect(await Promise.all(heard)).toEqual([
      { message: 'Maintenance at noon' },
      { message: 'Maintenance at noon' },
      { message: 'Maintenance at noon' },
    ]);
    expect(alertSentMessage(2)).toBe('Alert sent to 2 user(s)');
  });

  it('does not show the alert to the admin who sent it, nor count them', async () => {
    const admin = await server.connect(ADMIN.username, ADMIN.password);
    const ned = await server.connect('ned');
    const alerts: unknown[] = [];
    admin.socket.on('admin_alert', (alert) => alerts.push(alert));
    const heard = nextEvent(ned.socket, 'admin_alert');

    const answer = await send({ message: 'Only for traders' });
    expect(answer.body.recipientCount).toBe(2); // ned, and ola from the test above
    expect(await heard).toEqual({ message: 'Only for traders' });
    // One round trip on the admin's socket: an alert sent to it would have arrived first.
    const usernames = nextEvent(admin.socket, 'usernames_list');
    admin.socket.emit('get_usernames', { sessionId: admin.sessionId });
    await usernames;
    expect(alerts).toEqual([]);
  });

  it.each([
    [{}, MESSAGES.alertMessageRequired],
    [{ message: '' }, MESSAGES.alertMessageRequired],
    [{ message: ' \n ' }, MESSAGES.alertMessageRequired],
    [{ message: 'x'.repeat(1001) }, MESSAGES.alertMessageTooLong],
  ])('refuses %j with a sentence', async (body, error) => {
    expect(await send(body)).toEqual(refused(400, error));
  });

  it('says “Please enter a message” for a blank alert (DA §5)', async () => {
    expect((await send({ message: '   ' })).body.error).toBe('Please enter a message');
  });
});
