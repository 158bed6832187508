import { type ClientEventName, ClientEvents, MESSAGES } from '@launchdeck/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatClient, connectChatUser, PASSWORD } from '../../test/chat/support.ts';
import { CLIENT_EVENT_ANSWERS } from '../../test/client-event-answers-fixture.ts';
import {
  type ClientSocket,
  nextEvent,
  startTestServer,
  type TestServer,
} from '../../test/server-support.ts';

/** As deep as fits in one message under the server's 100,000-byte limit (maxHttpBufferSize). */
const DEPTH = 45_000;
const DEEP = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;

/**
 * Sends `event` with the session and a field nested DEPTH levels deep, as the raw Socket.IO packet
 * text: a client's JSON.stringify cannot build it, a hostile client writes it by hand.
 */
function emitDeep(socket: ClientSocket, event: ClientEventName, sessionId: string): void {
  const session = JSON.stringify(sessionId);
  const payload = `{"sessionId":${session},"session_id":${session},"deep":${DEEP}}`;
  socket.io.engine.send(`2[${JSON.stringify(event)},${payload}]`);
}

describe('client events nested 45,000 levels deep', () => {
  let server: TestServer;
  let ann: ChatClient;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    await server.addUser('ann', PASSWORD);
    ann = await connectChatUser(server, 'ann');
  });
  afterAll(() => server.close());

  it.each(Object.keys(ClientEvents) as ClientEventName[])(
    '%s answers with the nesting sentence on its error event',
    async (event) => {
      // user_connected is the first thing a socket says: it gets a socket of its own.
      const socket = event === 'user_connected' ? server.socket() : ann.socket;
      // The raw packet skips the client's buffer: the socket must have joined first.
      if (!socket.connected) await new Promise((joined) => socket.once('connect', () => joined(0)));
      const answer = CLIENT_EVENT_ANSWERS[event];
      const reply = nextEvent(socket, answer.event);
      emitDeep(socket, event, ann.sessionId);
      expect(answer.text(await reply)).toBe(MESSAGES.nestedTooDeep);
    },
  );

  it('leaves the server serving the socket that sent them', async () => {
    const list = nextEvent(ann.socket, 'usernames_list');
    ann.socket.emit('get_usernames', { sessionId: ann.sessionId });
    expect(await list).toMatchObject({ success: true });
    expect(ann.socket.connected).toBe(true);
  });
});
