import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { buildConnector, request } from 'undici';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OriginPools } from './origin-pools.ts';

describe('OriginPools', () => {
  let server: Server;
  let url: string;
  let pools: OriginPools;
  const connections: Socket[] = [];

  beforeEach(async () => {
    connections.length = 0;
    server = createServer((req, res) => res.end(String(connections.indexOf(req.socket))));
    server.on('connection', (socket: Socket) => connections.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    pools = new OriginPools(buildConnector({}));
  });

  afterEach(async () => {
    await pools.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const get = async () => (await request(url, { dispatcher: pools })).body.text();

  it('keeps the origin pool after its one-request connections closed, and answers on new ones', async () => {
    expect(await get()).toBe('0');
    // The connection carried its request and closes; undici's Agent would drop the pool here.
    await vi.waitFor(() => expect(connections[0]?.destroyed).toBe(true));
    expect(pools.size).toBe(1);

    expect(await get()).toBe('1');
    expect(pools.size).toBe(1);
  });

  it('closes the pool of an origin it is told to forget, and opens another when asked again', async () => {
    await get();
    pools.forget(new URL(url).origin);
    expect(pools.size).toBe(0);

    expect(await get()).toBe('1');
    expect(pools.size).toBe(1);
  });
});
