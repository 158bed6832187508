import WebSocket from 'ws';

/**
 * A Socket.IO client reduced to the wire: a plain `ws` WebSocket speaking Engine.IO v4 and
 * Socket.IO v5 to the default namespace, as socket.io-client does over its websocket transport,
 * without its decoders and emitters. It sends `40` with `auth` once Engine.IO opens, answers
 * each ping (`2`) with a pong (`3`), and hands each event (`42[name, payload]`) to `onEvent` after
 * one `JSON.parse` of the frame, the work the raw `ws` baseline's client does per message.
 * Resolves once connected to the namespace (its `40{sid}`); rejects on a refused connect (`44`),
 * a socket error or a close before it.
 */
export function connectWireClient(
  baseUrl: string,
  auth: Record<string, unknown>,
  onEvent: (name: string, payload: unknown) => void,
): Promise<WebSocket> {
  const url = new URL('/socket.io/?EIO=4&transport=websocket', baseUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const ws = new WebSocket(url, { perMessageDeflate: false });
  return new Promise((resolve, reject) => {
    const fail = (err: Error) => {
      ws.terminate();
      reject(err);
    };
    ws.once('error', fail);
    ws.once('close', () => reject(new Error('closed before the namespace connected')));
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      const text = data.toString();
      switch (text.slice(0, 2)) {
        case '42': {
          const [name, payload] = JSON.parse(text.slice(2)) as [string, unknown];
          onEvent(name, payload);
          return;
        }
        case '40':
          resolve(ws);
          return;
        case '44':
          fail(new Error(`connect refused: ${text.slice(2)}`));
          return;
      }
      if (text[0] === '0') ws.send(`40${JSON.stringify(auth)}`);
      else if (text === '2') ws.send('3');
    });
  });
}
