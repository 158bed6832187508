import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatClient, connectChatUser, PASSWORD } from '../../test/chat/support.ts';
import {
  type ClientSocket,
  nextEvent,
  startTestServer,
  type TestServer,
} from '../../test/server-support.ts';

/** The server's limit for one Socket.IO message (maxHttpBufferSize in src/core.ts), bytes. */
const MESSAGE_LIMIT = 100_000;

/**
 * Sends a chat line of `bytes` ASCII characters as one raw Socket.IO packet: a hostile client
 * writes the frame itself, past anything a client library would check.
 */
function sendHugeLine(socket: ClientSocket, sessionId: string, bytes: number): void {
  const payload = JSON.stringify({ sessionId, message: 'x'.repeat(bytes) });
  socket.io.engine.send(`2["send_chat_message",${payload}]`);
}

/** The reason the socket was disconnected for, once it is. */
function disconnection(socket: ClientSocket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}

describe('socket frames over the 100,000-byte message limit', () => {
  let server: TestServer;
  let bob: ChatClient;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.addUser('ann', PASSWORD);
    await server.addUser('bob', PASSWORD);
    bob = await connectChatUser(server, 'bob');
  });
  afterAll(() => server.close());

  it.each([
    ['just over the limit', MESSAGE_LIMIT + 1_000],
    ['1 MB', 1_000_000],
    ['16 MB', 16_000_000],
  ])(
    'a frame %s closes only the socket that sent it, and nothing of it is kept',
    async (_, bytes) => {
      const ann = await connectChatUser(server, 'ann');
      const closed = disconnection(ann.socket);
      const heardByBob: unknown[] = [];
      const listen = (line: unknown) => heardByBob.push(line);
      bob.socket.on('chat_message', listen);

      sendHugeLine(ann.socket, ann.sessionId, bytes);

      expect(await closed).toMatch(/^transport (close|error)$/);
      // Everyone else is still served: bob's socket is up and answers, and ann can come back.
      expect(bob.socket.connected).toBe(true);
      const back = await connectChatUser(server, 'ann');
      const line = nextEvent(bob.socket, 'chat_message');
      back.socket.emit('send_chat_message', { sessionId: back.sessionId, message: 'still here' });
      expect(await line).toMatchObject({ message: 'still here' });
      bob.socket.off('chat_message', listen);
      expect(
        heardByBob.every((heard) => (heard as { message: string }).message === 'still here'),
      ).toBe(true);
      const health = await server.request('GET', '/api/health');
      expect(health.status).toBe(200);
      back.socket.disconnect();
    },
  );
});
