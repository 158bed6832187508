import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { callOf, PlatformRequests } from './platform-requests.ts';

describe('PlatformRequests: a Solana signature subscription', () => {
  let server: WebSocketServer | undefined;
  let requests: PlatformRequests | undefined;
  afterEach(async () => {
    requests?.stop();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('waits on the platform from its frame written to its notification read', async () => {
    server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise((resolve) => server?.once('listening', resolve));
    // A node: answers the subscription, then notifies 30 ms later.
    server.on('connection', (socket) =>
      socket.on('message', (data) => {
        const { id } = JSON.parse(String(data)) as { id: number };
        socket.send(JSON.stringify({ jsonrpc: '2.0', id, result: 7 }));
        setTimeout(() => {
          socket.send(
            JSON.stringify({
              jsonrpc: '2.0',
              method: 'signatureNotification',
              params: { result: { context: { slot: 1 }, value: { err: null } }, subscription: 7 },
            }),
          );
        }, 30);
      }),
    );
    requests = new PlatformRequests();
    requests.start();
    const url = `ws://127.0.0.1:${(server.address() as { port: number }).port}`;
    const client = new WebSocket(url);
    await new Promise((resolve) => client.once('open', resolve));
    const notified = new Promise((resolve) =>
      client.on('message', (data) => {
        if (String(data).includes('signatureNotification')) resolve(undefined);
      }),
    );
    client.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'signatureSubscribe',
        params: ['sig', { commitment: 'confirmed' }],
      }),
    );
    await notified;
    client.close();

    const [recorded, ...others] = requests.take();
    expect(others).toEqual([]);
    expect(recorded && callOf(recorded)).toBe('signatureSubscribe');
    expect((recorded?.answered ?? 0) - (recorded?.sent ?? 0)).toBeGreaterThanOrEqual(25);
  });
});
