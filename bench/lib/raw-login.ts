import { PROTOCOL_VERSION } from '@launchdeck/protocol';
import type { Page } from 'playwright-core';

export type RawLogin = { loginMs: number; snapshotMs: number };

/**
 * The same-run floor of login → feed: in the page, no app, a raw `fetch` of POST /api/login,
 * then a bare WebSocket to the Socket.IO endpoint with the session in the handshake, until the
 * `initialTweets` frame arrives. What the network and the server cost; the app adds the rest.
 */
export function rawLogin(page: Page, username: string, password: string): Promise<RawLogin> {
  return page.evaluate(
    async ({ username, password, protocolVersion }) => {
      const start = performance.now();
      const answer = await fetch('/api/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      const { sessionId } = (await answer.json()) as { sessionId: string };
      const loginMs = performance.now() - start;
      const socket = new WebSocket(`ws://${location.host}/socket.io/?EIO=4&transport=websocket`);
      await new Promise<void>((resolve, reject) => {
        socket.addEventListener('error', () => reject(new Error('the raw socket failed')));
        socket.addEventListener('message', ({ data }) => {
          const frame = String(data);
          // Engine.IO open, then the Socket.IO connect with the handshake's auth.
          if (frame.startsWith('0{'))
            socket.send(`40${JSON.stringify({ protocolVersion, sessionId })}`);
          else if (frame.startsWith('42["initialTweets"')) resolve();
        });
      });
      const snapshotMs = performance.now() - start;
      socket.close();
      return { loginMs, snapshotMs };
    },
    { username, password, protocolVersion: PROTOCOL_VERSION },
  );
}
