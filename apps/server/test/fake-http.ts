import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { Changes } from './changes-support.ts';

/** A request as the fake saw it. */
export type SeenRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body's bytes, for a multipart upload the text would garble. */
  raw: Buffer;
  /** When the whole request had arrived, epoch ms. */
  at: number;
};

export type FakeHandler = (request: SeenRequest, response: ServerResponse) => void;

/** A platform API stand-in on 127.0.0.1 at a free port, recording every request it receives. */
export class FakeHttpServer {
  readonly requests: SeenRequest[] = [];
  private readonly changes = new Changes();

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  /** Listens on `listenPort` (a free one when 0). */
  static async start(handler: FakeHandler, listenPort = 0): Promise<FakeHttpServer> {
    let fake: FakeHttpServer | undefined;
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        const raw = Buffer.concat(chunks);
        const seen: SeenRequest = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body: raw.toString('utf8'),
          raw,
          at: Date.now(),
        };
        fake?.requests.push(seen);
        handler(seen, res);
        fake?.changes.notify();
      });
    });
    await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    fake = new FakeHttpServer(server, `http://127.0.0.1:${port}`);
    return fake;
  }

  /** Resolves once `count` requests to `path` have arrived (all requests when no path). */
  waitForRequests(count: number, path?: string): Promise<SeenRequest[]> {
    return this.changes.until(
      () => {
        const matching = this.requests.filter((r) => path === undefined || r.path === path);
        return matching.length >= count && matching;
      },
      `${count} requests to ${path ?? 'any path'}`,
    );
  }

  /** The request bodies to `path`, parsed as JSON. */
  bodies(path: string): unknown[] {
    return this.requests.filter((r) => r.path === path && r.body).map((r) => JSON.parse(r.body));
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** Answers JSON with a status and optional headers. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}
