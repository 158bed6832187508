import type { LookupAddress } from 'node:dns';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OUTBOUND_LIMITS,
  OutboundFetchError,
  OutboundFetcher,
  type OutboundRefusal,
  type ResolveHost,
} from './fetcher.ts';
import { isPublicAddress } from './public-address.ts';

/**
 * Two loopback hosts on one port: 127.0.0.2 stands in for a public host (the tests' address rule
 * counts it public), 127.0.0.1 is the server's own network, which must never be reached.
 */
const PUBLIC_STAND_IN = '127.0.0.2';
const OWN_NETWORK = '127.0.0.1';
const standInIsPublic = (address: string) =>
  address === PUBLIC_STAND_IN || isPublicAddress(address);

type Seen = { path: string; host: string | undefined; method: string; authorization?: string };

class Host {
  readonly seen: Seen[] = [];
  constructor(
    readonly server: Server,
    readonly address: string,
  ) {}
  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function listen(
  address: string,
  port: number,
  answer: (path: string, res: ServerResponse) => void,
) {
  return new Promise<Host>((resolve, reject) => {
    let host: Host | undefined;
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      host?.seen.push({
        path,
        host: req.headers.host,
        method: req.method ?? '',
        ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
      });
      req.resume();
      req.on('end', () => answer(path, res));
    });
    server.once('error', reject);
    server.listen(port, address, () => {
      host = new Host(server, address);
      resolve(host);
    });
  });
}

/** Listens on both loopback addresses at one free port (a retry when 127.0.0.1 has it taken). */
async function twoHosts(
  answer: (address: string, path: string, res: ServerResponse) => void,
): Promise<{ standIn: Host; own: Host; port: number }> {
  for (let attempt = 0; ; attempt++) {
    const standIn = await listen(PUBLIC_STAND_IN, 0, (p, r) => answer(PUBLIC_STAND_IN, p, r));
    const { port } = standIn.server.address() as AddressInfo;
    try {
      const own = await listen(OWN_NETWORK, port, (p, r) => answer(OWN_NETWORK, p, r));
      return { standIn, own, port };
    } catch (error) {
      await standIn.close();
      if (attempt >= 5) throw error;
    }
  }
}

const v4 = (address: string): LookupAddress => ({ address, family: 4 });

/** A resolver from fixed answers per name, counting its lookups. */
function resolver(answers: Record<string, string[] | (() => string[])>) {
  const calls: string[] = [];
  const resolve: ResolveHost = async (hostname) => {
    calls.push(hostname);
    const entry = answers[hostname];
    const list = typeof entry === 'function' ? entry() : entry;
    if (!list)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return list.map(v4);
  };
  return { resolve, calls };
}

const refusal = async (pending: Promise<unknown>): Promise<OutboundRefusal | unknown> => {
  const error = await pending.then(
    () => undefined,
    (e: unknown) => e,
  );
  return error instanceof OutboundFetchError ? error.reason : error;
};

describe('OutboundFetcher', () => {
  let standIn: Host;
  let own: Host;
  let port: number;
  const BIG = 2 * 1024 * 1024;

  beforeAll(async () => {
    ({ standIn, own, port } = await twoHosts((address, path, res) => {
      const chain = /^\/chain\/(\d+)$/.exec(path)?.[1];
      if (chain !== undefined) {
        const left = Number(chain);
        if (left > 0) res.writeHead(302, { location: `/chain/${left - 1}` }).end();
        else res.writeHead(200, { 'content-type': 'text/plain' }).end('end of chain');
        return;
      }
      const redirects: Record<string, string> = {
        '/to-own-literal': `http://${OWN_NETWORK}:${port}/secret`,
        '/to-own-mapped': `http://[::ffff:${OWN_NETWORK}]:${port}/secret`,
        '/to-internal-name': `http://internal.test:${port}/secret`,
        '/to-public-name': `http://public.test:${port}/hello`,
        '/to-file': 'file:///etc/passwd',
      };
      const location = redirects[path];
      if (location) {
        res.writeHead(path === '/to-public-name' ? 303 : 302, { location }).end();
        return;
      }
      if (path === '/big') {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        const piece = Buffer.alloc(64 * 1024, 1);
        let sent = 0;
        const more = () => {
          while (sent < BIG) {
            sent += piece.length;
            if (!res.write(piece)) return void res.once('drain', more);
          }
          res.end();
        };
        more();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`hello from ${address}`);
    }));
  });
  afterAll(async () => {
    await standIn.close();
    await own.close();
  });

  const reset = () => {
    standIn.seen.length = 0;
    own.seen.length = 0;
  };

  it('connects to the address it checked when the name rebinds to loopback (DNS rebinding)', async () => {
    reset();
    let lookups = 0;
    const { resolve, calls } = resolver({
      // Public on the first answer, loopback on every later one: a rebinding name.
      'rebind.test': () => (lookups++ === 0 ? [PUBLIC_STAND_IN] : [OWN_NETWORK]),
    });
    const fetcher = new OutboundFetcher({ resolve, isPublicAddress: standInIsPublic });

    const response = await fetcher.fetch(`http://rebind.test:${port}/hello`);
    expect(await response.text()).toBe(`hello from ${PUBLIC_STAND_IN}`);
    expect(calls).toEqual(['rebind.test']);
    expect(standIn.seen).toEqual([{ path: '/hello', host: `rebind.test:${port}`, method: 'GET' }]);
    expect(own.seen).toEqual([]);

    // The next fetch resolves again, sees loopback and refuses: still nothing reached it.
    expect(await refusal(fetcher.fetch(`http://rebind.test:${port}/hello`))).toBe('notPublic');
    expect(own.seen).toEqual([]);
  });

  it('keeps connections open when asked (alerts), still checking each link and never reusing one elsewhere', async () => {
    reset();
    let connections = 0;
    const count = () => {
      connections += 1;
    };
    standIn.server.on('connection', count);
    let lookups = 0;
    const { resolve, calls } = resolver({
      // Public for five lookups, then it rebinds to loopback.
      'kept.test': () => (lookups++ < 5 ? [PUBLIC_STAND_IN] : [OWN_NETWORK]),
    });
    const fetcher = new OutboundFetcher({
      resolve,
      isPublicAddress: standInIsPublic,
      keepAlive: true,
    });
    try {
      for (let n = 0; n < 5; n++) {
        const response = await fetcher.fetch(`http://kept.test:${port}/hello`);
        expect(await response.text()).toBe(`hello from ${PUBLIC_STAND_IN}`);
      }
      // One connection carries them (a second may open while the first's answer is settling).
      expect(connections).toBeLessThanOrEqual(2);
      expect(calls).toHaveLength(5);
      // Each link is still resolved and checked: the kept connection is never used for it.
      expect(await refusal(fetcher.fetch(`http://kept.test:${port}/hello`))).toBe('notPublic');
      expect(own.seen).toEqual([]);
      await fetcher.close();
      // Closed: the next request opens a new connection.
      const before = connections;
      lookups = 0;
      await (await fetcher.fetch(`http://kept.test:${port}/hello`)).text();
      expect(connections).toBe(before + 1);
    } finally {
      standIn.server.off('connection', count);
      await fetcher.close();
    }
  });

  it('refuses a name when any one of its answers is not public', async () => {
    reset();
    const { resolve } = resolver({ 'mixed.test': [PUBLIC_STAND_IN, OWN_NETWORK] });
    const fetcher = new OutboundFetcher({ resolve, isPublicAddress: standInIsPublic });
    const error = await fetcher.fetch(`http://mixed.test:${port}/`).catch((e: unknown) => e);
    expect(error).toEqual(new OutboundFetchError('notPublic'));
    expect((error as Error).message).toBe('That link points at a private network address.');
    expect([...standIn.seen, ...own.seen]).toEqual([]);
  });

  it.each([
    `http://${OWN_NETWORK}:PORT/`,
    'http://[::1]:PORT/',
    `http://[::ffff:${OWN_NETWORK}]:PORT/`,
    'http://[64:ff9b::7f00:1]:PORT/',
    'http://169.254.169.254/latest/meta-data/',
    'http://0x7f.1:PORT/',
  ])('checks an IP literal the same way without a lookup: %s', async (link) => {
    reset();
    const { resolve, calls } = resolver({});
    const fetcher = new OutboundFetcher({ resolve });
    expect(await refusal(fetcher.fetch(link.replace('PORT', String(port))))).toBe('notPublic');
    expect(calls).toEqual([]);
    expect(own.seen).toEqual([]);
  });

  it('refuses names that do not resolve, and links that are not http(s)', async () => {
    const fetcher = new OutboundFetcher({
      resolve: async (hostname) => {
        if (hostname === 'empty.test') return [];
        throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
      },
    });
    expect(await refusal(fetcher.fetch('http://no-such.test/'))).toBe('unresolved');
    expect(await refusal(fetcher.fetch('http://empty.test/'))).toBe('unresolved');
    // The lookup's own error stays the cause: a name with no answer is not a network failure.
    const failed = await fetcher.fetch('http://no-such.test/').catch((error: unknown) => error);
    expect((failed as Error).cause).toMatchObject({ code: 'ENOTFOUND' });
    expect(await refusal(fetcher.fetch('ftp://files.example/a'))).toBe('notHttp');
    expect(await refusal(fetcher.fetch('file:///etc/passwd'))).toBe('notHttp');
  });

  it.each([
    ['an address literal', '/to-own-literal'],
    ['an IPv4-mapped literal', '/to-own-mapped'],
    ['a name that resolves to loopback', '/to-internal-name'],
  ])('refuses a redirect to a private address: %s', async (_case, path) => {
    reset();
    const { resolve } = resolver({
      'start.test': [PUBLIC_STAND_IN],
      'internal.test': [OWN_NETWORK],
    });
    const fetcher = new OutboundFetcher({ resolve, isPublicAddress: standInIsPublic });
    expect(await refusal(fetcher.fetch(`http://start.test:${port}${path}`))).toBe('notPublic');
    expect(standIn.seen.map((s) => s.path)).toEqual([path]);
    expect(own.seen).toEqual([]);
  });

  it('refuses a redirect away from http(s)', async () => {
    const fetcher = new OutboundFetcher({ isPublicAddress: standInIsPublic });
    expect(await refusal(fetcher.fetch(`http://${PUBLIC_STAND_IN}:${port}/to-file`))).toBe(
      'redirectedAway',
    );
  });

  it(`follows at most ${OUTBOUND_LIMITS.redirects} redirects, refusing a longer chain`, async () => {
    reset();
    const fetcher = new OutboundFetcher({ isPublicAddress: standInIsPublic });
    const base = `http://${PUBLIC_STAND_IN}:${port}/chain`;
    const limit = OUTBOUND_LIMITS.redirects;
    const last = await fetcher.fetch(`${base}/${limit}`);
    expect(await last.text()).toBe('end of chain');
    expect(standIn.seen).toHaveLength(limit + 1);

    reset();
    expect(await refusal(fetcher.fetch(`${base}/${limit + 1}`))).toBe('tooManyRedirects');
    expect(standIn.seen).toHaveLength(limit + 1);
  });

  it('resolves, checks and pins each redirect target; a 303 goes on as GET without credentials to another origin', async () => {
    reset();
    const { resolve, calls } = resolver({
      'start.test': [PUBLIC_STAND_IN],
      'public.test': [PUBLIC_STAND_IN],
    });
    const fetcher = new OutboundFetcher({ resolve, isPublicAddress: standInIsPublic });
    const response = await fetcher.fetch(`http://start.test:${port}/to-public-name`, {
      method: 'POST',
      body: '{}',
      headers: { authorization: 'Bearer secret', 'content-type': 'application/json' },
    });
    expect(await response.text()).toBe(`hello from ${PUBLIC_STAND_IN}`);
    expect(calls).toEqual(['start.test', 'public.test']);
    expect(standIn.seen).toEqual([
      {
        path: '/to-public-name',
        host: `start.test:${port}`,
        method: 'POST',
        authorization: 'Bearer secret',
      },
      { path: '/hello', host: `public.test:${port}`, method: 'GET' },
    ]);
    expect(own.seen).toEqual([]);
  });

  it('hands over a body that streams on after the request is answered', async () => {
    const fetcher = new OutboundFetcher({ isPublicAddress: standInIsPublic });
    const response = await fetcher.fetch(`http://${PUBLIC_STAND_IN}:${port}/big`);
    expect((await response.arrayBuffer()).byteLength).toBe(BIG);
  });

  it('lets the private-hosts escape hatch (tests, MEDIA_ALLOW_PRIVATE_HOSTS) reach loopback, still resolving once', async () => {
    reset();
    const { resolve, calls } = resolver({ 'own.test': [OWN_NETWORK] });
    const fetcher = new OutboundFetcher({ resolve, allowPrivateHosts: true });
    expect(await (await fetcher.fetch(`http://own.test:${port}/hello`)).text()).toBe(
      `hello from ${OWN_NETWORK}`,
    );
    expect(await (await fetcher.fetch(`http://${OWN_NETWORK}:${port}/hello`)).text()).toBe(
      `hello from ${OWN_NETWORK}`,
    );
    expect(calls).toEqual(['own.test']);
  });

  it('ends a lookup that does not answer when the signal aborts', async () => {
    const fetcher = new OutboundFetcher({ resolve: () => new Promise(() => {}) });
    const error = await fetcher
      .fetch('http://slow.test/', { signal: AbortSignal.timeout(50) })
      .catch((e: unknown) => e);
    expect((error as Error).name).toBe('TimeoutError');
  });

  it('keeps the link’s host as the TLS servername (SNI) while connecting to the pinned address', async () => {
    const names: string[] = [];
    const tls = createTlsServer({
      SNICallback: (name, done) => {
        names.push(name);
        done(new Error('no certificate here'));
      },
    });
    await new Promise<void>((resolve) => tls.listen(0, PUBLIC_STAND_IN, resolve));
    const tlsPort = (tls.address() as AddressInfo).port;
    try {
      const { resolve } = resolver({ 'sni.test': [PUBLIC_STAND_IN] });
      const fetcher = new OutboundFetcher({ resolve, isPublicAddress: standInIsPublic });
      await expect(fetcher.fetch(`https://sni.test:${tlsPort}/`)).rejects.toThrow();
      expect(names).toEqual(['sni.test']);
    } finally {
      await new Promise<void>((resolve) => tls.close(() => resolve()));
    }
  });
});
