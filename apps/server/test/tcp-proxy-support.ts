import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';

export type TcpProxy = {
  port: number;
  /** Cuts every open connection and refuses new ones, as a stopped server would. */
  down: () => void;
  up: () => void;
  close: () => Promise<void>;
};

/**
 * A loopback TCP proxy for fault tests. It forwards each connection to the first of `targets()`
 * that accepts it (so it is a failover load balancer too), and can play a server going away.
 */
export async function startTcpProxy(targets: () => number[]): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let isDown = false;
  const server = createServer((client) => {
    if (isDown) {
      client.destroy();
      return;
    }
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    client.pause();
    const candidates = targets();
    const tryNext = (index: number) => {
      const port = candidates[index];
      if (port === undefined) {
        client.destroy();
        return;
      }
      const upstream = connect(port, '127.0.0.1');
      upstream.once('error', () => {
        upstream.destroy();
        if (upstream.bytesRead === 0 && upstream.bytesWritten === 0) tryNext(index + 1);
        else client.destroy();
      });
      upstream.once('connect', () => {
        open.add(upstream);
        upstream.on('close', () => {
          open.delete(upstream);
          client.destroy();
        });
        upstream.on('error', () => client.destroy());
        client.on('close', () => upstream.destroy());
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
    };
    tryNext(0);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const cutAll = () => {
    for (const socket of open) socket.destroy();
    open.clear();
  };
  return {
    port,
    down: () => {
      isDown = true;
      cutAll();
    },
    up: () => {
      isDown = false;
    },
    close: async () => {
      cutAll();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
