import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { Changes } from '../changes-support.ts';

/** An accepted connection: the URL asked for, the server end, and its raw TCP socket. */
export type FakeConnection = { url: URL; socket: WebSocket; raw: Duplex };

/**
 * A WebSocket endpoint on 127.0.0.1 at a free port. It records every upgrade request, and can
 * refuse the next ones with an HTTP status, as a load balancer in trouble would.
 */
export class FakeWebSocketServer {
  readonly attempts: URL[] = [];
  readonly connections: FakeConnection[] = [];
  private readonly refusals: number[] = [];
  private readonly changes = new Changes();
  private readonly sockets = new Set<Duplex>();

  private constructor(
    private readonly server: Server,
    private readonly wss: WebSocketServer,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeWebSocketServer> {
    const server = createServer((_req, res) => res.writeHead(426).end());
    const wss = new WebSocketServer({ noServer: true });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const fake = new FakeWebSocketServer(server, wss, `ws://127.0.0.1:${port}`);
    server.on('upgrade', (req: IncomingMessage, raw: Duplex, head: Buffer) =>
      fake.upgrade(req, raw, head),
    );
    return fake;
  }

  /** The next upgrade is answered with this status instead. */
  refuseNext(status: number): void {
    this.refusals.push(status);
  }

  /** The `n`th accepted connection (1-based), once it is open. */
  connection(n: number): Promise<FakeConnection> {
    return this.changes.until(() => this.connections[n - 1], `connection ${n}`);
  }

  async close(): Promise<void> {
    for (const raw of this.sockets) raw.destroy();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private upgrade(req: IncomingMessage, raw: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'ws://fake');
    this.attempts.push(url);
    this.sockets.add(raw);
    raw.on('close', () => this.sockets.delete(raw));
    const refusal = this.refusals.shift();
    if (refusal !== undefined) {
      raw.end(`HTTP/1.1 ${refusal} Refused\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
      this.changes.notify();
      return;
    }
    this.wss.handleUpgrade(req, raw, head, (socket) => {
      this.connections.push({ url, socket, raw });
      this.changes.notify();
    });
  }
}
