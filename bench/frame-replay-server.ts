import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';

/**
 * bench:client-decode's sender: the same text frame COUNT times to each client, as fast as the
 * socket takes them. `/raw` gets FRAMES' `raw` frame (the raw baseline's message); a Socket.IO
 * client (`/socket.io/?EIO=4&transport=websocket`) gets Engine.IO's open packet, its namespace
 * connect answered, an empty initialTweets, then FRAMES' `socketIo` frame (`42["tweet",{...}]`).
 * FRAMES is a JSON file of both; GET /health answers once listening.
 */
const frames = JSON.parse(readFileSync(String(process.env.FRAMES), 'utf8')) as {
  raw: string;
  socketIo: string;
};
const count = Number(process.env.COUNT);
const OPEN =
  '0{"sid":"replay","upgrades":[],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000}';

const server = createServer((req, res) => res.writeHead(req.url === '/health' ? 200 : 404).end());
const wss = new WebSocketServer({ server, perMessageDeflate: false });
wss.on('connection', (ws, req) => {
  const send = (frame: string) => {
    for (let i = 0; i < count; i++) ws.send(frame);
  };
  if (req.url === '/raw') {
    send(frames.raw);
    return;
  }
  ws.on('message', (data) => {
    if (!String(data).startsWith('40')) return;
    ws.send('40{"sid":"replay-socket"}');
    ws.send('42["initialTweets",[]]');
    send(frames.socketIo);
  });
  ws.send(OPEN);
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
