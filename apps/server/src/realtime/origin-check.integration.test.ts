import { PROTOCOL_VERSION } from '@launchdeck/protocol';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server-support.ts';

const PUBLIC_ORIGIN = 'https://launchdeck.example';

describe('the socket handshake and the page origin', () => {
  let server: TestServer;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = await startTestServer('pglite', { PUBLIC_ORIGIN });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => server.close());

  /** A real client over WebSocket, sending the Origin a browser on that page would send. */
  const open = (origin?: string) => {
    const socket = connect(server.url, {
      path: '/socket.io',
      auth: { protocolVersion: PROTOCOL_VERSION },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      ...(origin ? { extraHeaders: { Origin: origin } } : {}),
    });
    sockets.push(socket);
    return new Promise<'connected' | 'refused'>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', () => resolve('refused'));
    });
  };

  it('refuses a page of another site', async () => {
    expect(await open('https://evil.example')).toBe('refused');
  });

  it('accepts a page of the public origin', async () => {
    expect(await open(PUBLIC_ORIGIN)).toBe('connected');
  });

  it('accepts a client that sends no Origin (not a browser page)', async () => {
    expect(await open()).toBe('connected');
  });
});
