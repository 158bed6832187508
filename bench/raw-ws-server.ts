import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';

/**
 * The baseline: the least a broadcast can do. POST /publish with a JSON body is stringified
 * once and written to every open WebSocket; no validation, storage or rooms.
 */
const port = Number(process.env.PORT);
// The feed-rendering baseline page (bench:feed): plain DOM, no framework.
const baselinePage = readFileSync(new URL('./baseline/feed.html', import.meta.url));
const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/health') {
    res.writeHead(200).end('ok');
    return;
  }
  if (req.method === 'GET' && req.url === '/baseline') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(baselinePage);
    return;
  }
  if (req.method !== 'POST' || req.url !== '/publish') {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const frame = JSON.stringify(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    for (const client of wss.clients) if (client.readyState === WebSocket.OPEN) client.send(frame);
    res.writeHead(202, { 'content-type': 'application/json' }).end('{"accepted":1}');
  });
});

server.on('upgrade', (req, socket, head) => {
  wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => {
  for (const client of wss.clients) client.terminate();
  server.close(() => process.exit(0));
});
