import type { AddressInfo } from 'node:net';
import { PROTOCOL_VERSION } from '@launchdeck/protocol';
import { makeCreateGroupPayload, newChatCode } from '@launchdeck/protocol/testing';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectChatUser, PASSWORD } from '../../test/chat/support.ts';
import {
  type ClientSocket,
  nextEvent,
  startTestServer,
  type TestServer,
} from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import { createApp } from '../app.ts';

/** A line is stored before it is delivered, so a restart loses no acknowledged line. */
describe.each(storageKinds())('chat across a restart on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.addUser('rae', PASSWORD);
  });
  afterAll(() => server.close());

  it('keeps sent lines, modes and groups when the server is rebuilt on the same storage', async () => {
    const rae = await connectChatUser(server, 'rae');
    const code = newChatCode();
    rae.socket.emit(
      'create_private_group',
      makeCreateGroupPayload({
        sessionId: rae.sessionId,
        groupName: 'Restart Crew',
        chatCode: code,
      }),
    );
    expect((await nextEvent(rae.socket, 'private_group_created')).success).toBe(true);
    const publicLine = nextEvent(rae.socket, 'chat_message');
    rae.socket.emit('send_chat_message', {
      sessionId: rae.sessionId,
      message: 'before the restart',
    });
    const sent = await publicLine;
    rae.socket.emit('set_chat_mode', { sessionId: rae.sessionId, chatMode: 'group' });
    await nextEvent(rae.socket, 'chat_mode_set');
    const groupLine = nextEvent(rae.socket, 'chat_message');
    rae.socket.emit('send_chat_message', { sessionId: rae.sessionId, message: 'group, before' });
    const sentInGroup = await groupLine;

    // Restart: the old app goes away, a new one is built on the same storage and config.
    await server.app.close();
    const app = await createApp({ storage: server.storage }, server.config);
    let socket: ClientSocket | undefined;
    try {
      await app.http.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.http.server.address() as AddressInfo;
      socket = connect(`http://127.0.0.1:${port}`, {
        path: '/socket.io',
        auth: { protocolVersion: PROTOCOL_VERSION },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      }) as ClientSocket;
      // The session was stored too, so the browser's saved session id still works.
      const history = nextEvent(socket, 'chat_history');
      socket.emit('user_connected', { sessionId: rae.sessionId });
      const groupHistory = await history;
      expect(groupHistory).toMatchObject({ chatMode: 'group', groupCode: code });
      expect(groupHistory.messages).toContainEqual(sentInGroup);

      const publicHistory = nextEvent(socket, 'chat_history');
      socket.emit('set_chat_mode', { sessionId: rae.sessionId, chatMode: 'public' });
      expect((await publicHistory).messages).toContainEqual(sent);
    } finally {
      socket?.disconnect();
      await app.close();
    }
  });
});
