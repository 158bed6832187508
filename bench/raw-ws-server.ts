import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';

/**
 * The baseline: the least a broadcast can do. POST /publish with a JSON body is stringified
 * once and written to every open WebSocket of its channel (`?channel=` on both, '' unless named);
 * no validation or storage.
 */
const port = Number(process.env.PORT);
// The feed-rendering baseline page (bench:feed): plain DOM, no framework.
const baselinePage = readFileSync(new URL('./baseline/feed.html', import.meta.url));
// The same plain DOM drawing Launchdeck's own card markup (bench:feed's third page).
const cardsPage = readFileSync(new URL('./baseline/feed-cards.html', import.meta.url));
const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });
const channelOf = new WeakMap<WebSocket, string>();
const channel = (url: string | undefined) =>
  new URL(url ?? '/', 'http://raw').searchParams.get('channel') ?? '';

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/health') {
    res.writeHead(200).end('ok');
    return;
  }
  const path = new URL(req.url ?? '/', 'http://raw').pathname;
  if (req.method === 'GET' && (path === '/baseline' || path === '/baseline-cards')) {
    const page = path === '/baseline' ? baselinePage : cardsPage;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    return;
  }
  if (req.method !== 'POST' || path !== '/publish') {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const frame = JSON.stringify(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    const to = channel(req.url);
    for (const client of wss.clients) {
      if (client.readyState === WebSocket.OPEN && channelOf.get(client) === to) client.send(frame);
    }
    res.writeHead(202, { 'content-type': 'application/json' }).end('{"accepted":1}');
  });
});

server.on('upgrade', (req, socket, head) => {
  wss.handleUpgrade(req, socket, head, (ws) => {
    channelOf.set(ws, channel(req.url));
    wss.emit('connection', ws, req);
  });
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => {
  for (const client of wss.clients) client.terminate();
  server.close(() => process.exit(0));
});
