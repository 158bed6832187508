import diagnostics from 'node:diagnostics_channel';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { request } from 'undici';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReadyConnections } from './ready-connections.ts';

/** A loopback HTTP server that numbers its connections and says which one each request came on. */
class CountingServer {
  readonly sockets: Socket[] = [];
  /** Connections the server saw a request on, in order. */
  readonly served: Socket[] = [];
  /** Connections open (not yet closed). */
  open = 0;
  onConnection: (socket: Socket) => void = () => {};
  private readonly server: Server;

  constructor() {
    this.server = createServer((req, res) => {
      this.served.push(req.socket);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ connection: this.sockets.indexOf(req.socket) }));
    });
    this.server.on('connection', (socket: Socket) => {
      this.sockets.push(socket);
      this.open++;
      socket.on('close', () => this.open--);
      this.onConnection(socket);
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

async function post(ready: ReadyConnections, url: string): Promise<number> {
  const response = await request(`${url}/send`, {
    method: 'POST',
    body: '{}',
    dispatcher: ready.dispatcher,
  });
  const { connection } = (await response.body.json()) as { connection: number };
  return connection;
}

describe('ReadyConnections', () => {
  let server: CountingServer;
  let url: string;
  let ready: ReadyConnections;

  beforeEach(async () => {
    server = new CountingServer();
    url = await server.listen();
  });

  afterEach(async () => {
    await ready.close();
    await server.close();
  });

  it('sends a request on a connection opened before it was made, and opens a replacement', async () => {
    ready = new ReadyConnections({ spares: 1 });
    ready.warm(url);
    await vi.waitFor(() => expect(ready.ready(url)).toBe(1));
    expect(server.sockets).toHaveLength(1);

    const connection = await post(ready, url);

    expect(connection).toBe(0);
    await vi.waitFor(() => expect(ready.ready(url)).toBe(1));
    expect(server.sockets).toHaveLength(2);
  });

  it('never sends two requests on one connection, and closes each after its answer', async () => {
    ready = new ReadyConnections({ spares: 2 });
    ready.warm(url);
    await vi.waitFor(() => expect(ready.ready(url)).toBe(2));

    const first = await post(ready, url);
    const second = await post(ready, url);
    const third = await post(ready, url);

    expect(new Set([first, second, third]).size).toBe(3);
    // The three used connections close; only the spares stay open.
    await vi.waitFor(() => expect(server.open).toBe(2));
  });

  it('hands the answer to its caller before closing the used connection, and never reuses it', async () => {
    ready = new ReadyConnections({ spares: 2 });
    ready.warm(url);
    await vi.waitFor(() => expect(ready.ready(url)).toBe(2));
    const used: Socket[] = [];
    const onSend = (message: unknown) => used.push((message as { socket: Socket }).socket);
    diagnostics.subscribe('undici:client:sendHeaders', onSend);
    try {
      const first = await post(ready, url);
      // The caller holds the answer while the connection is still open: its close comes after.
      expect(used[0]?.destroyed).toBe(false);
      const second = await post(ready, url);

      expect(second).not.toBe(first);
      await vi.waitFor(() => expect(used.every((socket) => socket.destroyed)).toBe(true));
    } finally {
      diagnostics.unsubscribe('undici:client:sendHeaders', onSend);
    }
  });

  it('opens a connection on the spot for an origin that was not warm, and keeps it warm after', async () => {
    ready = new ReadyConnections({ spares: 1 });

    const connection = await post(ready, url);

    expect(server.served[0]).toBe(server.sockets[connection]);
    await vi.waitFor(() => expect(ready.ready(url)).toBe(1));
  });

  it('never hands out a spare the server closed, and the request still goes out', async () => {
    ready = new ReadyConnections({ spares: 1, retryMs: 0 });
    ready.warm(url);
    await vi.waitFor(() => expect(ready.ready(url)).toBe(1));
    server.sockets[0]?.destroy();
    await vi.waitFor(() => expect(ready.ready(url)).toBe(0));

    const connection = await post(ready, url);

    expect(connection).toBeGreaterThan(0);
  });

  it('drops a spare the server wrote to before any request, so its bytes never read as an answer', async () => {
    ready = new ReadyConnections({ spares: 1 });
    server.onConnection = (socket) => {
      if (server.sockets.length === 1)
        socket.write('HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\n{}');
    };
    ready.warm(url);
    // The spare read the bytes and closed itself.
    await vi.waitFor(() => expect(server.sockets).toHaveLength(1));
    await vi.waitFor(() => expect(server.open).toBe(0));
    expect(ready.ready(url)).toBe(0);

    const connection = await post(ready, url);

    expect(connection).toBeGreaterThan(0);
    expect(server.served).not.toContain(server.sockets[0]);
  });

  it('replaces spares past their age and closes them all once the origin goes cold', async () => {
    ready = new ReadyConnections({ spares: 1, maxAgeMs: 0, keepWarmMs: 200, sweepMs: 20 });
    ready.warm(url);

    // Each sweep finds the spare too old and opens another.
    await vi.waitFor(() => expect(server.sockets.length).toBeGreaterThan(2));
    // Past keepWarmMs without a request, nothing stays open.
    await vi.waitFor(() => {
      expect(ready.ready(url)).toBe(0);
      expect(server.open).toBe(0);
    });
  });
});
