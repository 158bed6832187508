import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';

/**
 * The baseline: the least a broadcast can do. POST /publish with a JSON body is stringified
 * once and written to every open WebSocket of its channel (`?channel=` on both, '' unless named);
 * no validation or storage.
 */
const port = Number(process.env.PORT);
// bench:feed's plain-DOM pages: the baseline (a text card per post, no framework) and the same
// plain DOM drawing Launchdeck's own card markup.
const pages = new Map([
  ['/baseline', readFileSync(new URL('./baseline/feed.html', import.meta.url))],
  ['/baseline-cards', readFileSync(new URL('./baseline/feed-cards.html', import.meta.url))],
]);
const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
const channelOf = new WeakMap<WebSocket, string>();
const parse = (url: string | undefined) => new URL(url ?? '/', 'http://raw');
const channel = (url: URL) => url.searchParams.get('channel') ?? '';

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/health') {
    res.writeHead(200).end('ok');
    return;
  }
  const url = parse(req.url);
  const page = req.method === 'GET' ? pages.get(url.pathname) : undefined;
  if (page) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    return;
  }
  if (req.method !== 'POST' || url.pathname !== '/publish') {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const frame = JSON.stringify(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    const to = channel(url);
    for (const client of wss.clients) {
      if (client.readyState === WebSocket.OPEN && channelOf.get(client) === to) client.send(frame);
    }
    res.writeHead(202, { 'content-type': 'application/json' }).end('{"accepted":1}');
  });
});

server.on('upgrade', (req, socket, head) => {
  wss.handleUpgrade(req, socket, head, (ws) => {
    channelOf.set(ws, channel(parse(req.url)));
    wss.emit('connection', ws, req);
  });
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => {
  for (const client of wss.clients) client.terminate();
  server.close(() => process.exit(0));
});
