import { describe, expect, it } from 'vitest';
import { endingOf, nextEvent, startTestServer } from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';

describe.each(storageKinds())('server shutdown on %s', (kind) => {
  it('closes the connections without ending the sessions, so browsers reconnect', async () => {
    const server = await startTestServer(kind);
    try {
      await server.addUser('cal', 'cal-password');
      const cal = await server.login('cal', 'cal-password');
      const socket = server.socket({ sessionId: cal.sessionId });
      await nextEvent(socket, 'session_ready');
      const ending = endingOf(socket);

      await server.app.close();

      // A lost transport, which Socket.IO reconnects from; no auth_error, no server-side disconnect.
      expect(await ending).toEqual(['transport close']);
      expect(await server.app.auth.resolve(cal.sessionId)).toMatchObject({ username: 'cal' });
    } finally {
      await server.storage.close();
    }
  });
});
