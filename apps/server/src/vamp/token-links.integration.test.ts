import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeHttpServer, sendJson } from '../../test/fake-http.ts';
import { OutboundFetcher } from '../outbound/fetcher.ts';
import { isPublicAddress } from '../outbound/public-address.ts';
import {
  linksOf,
  TOKEN_LINKS_LIMITS,
  TOKEN_LINKS_MESSAGES,
  TokenLinksError,
  TokenLinksReader,
} from './token-links.ts';

describe('linksOf (FC §7 json_uri)', () => {
  it.each([
    [
      'its own fields',
      {
        website: 'https://a.example',
        twitter: 'https://x.com/a',
        external_url: 'https://b.example',
      },
      { website: 'https://a.example', twitter: 'https://x.com/a' },
    ],
    [
      'extensions',
      { extensions: { website: 'https://c.example', twitter: 'https://x.com/c' } },
      { website: 'https://c.example', twitter: 'https://x.com/c' },
    ],
    [
      'external_url for the website',
      { external_url: 'https://d.example' },
      { website: 'https://d.example', twitter: '' },
    ],
    ['nothing', { name: 'Frog' }, { website: '', twitter: '' }],
    [
      'values that are not text',
      { website: 5, twitter: { url: 'x' } },
      { website: '', twitter: '' },
    ],
  ])('reads %s', (_name, json, links) => {
    expect(linksOf(json)).toEqual(links);
  });
});

const METADATA = { name: 'Frog', website: 'https://frog.example', twitter: 'https://x.com/frog' };

const ROUTES: Record<string, (response: ServerResponse) => void> = {
  '/frog.json': (response) => sendJson(response, 200, METADATA),
  '/frog-as-text': (response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end(JSON.stringify(METADATA));
  },
  '/moved': (response) => {
    response.writeHead(302, { location: '/frog.json' });
    response.end();
  },
  '/to-metadata': (response) => {
    response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
    response.end();
  },
  '/to-file': (response) => {
    response.writeHead(302, { location: 'file:///etc/passwd' });
    response.end();
  },
  '/loop': (response) => {
    response.writeHead(302, { location: '/loop' });
    response.end();
  },
  '/page.html': (response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<html><body>Frog</body></html>');
  },
  '/list.json': (response) => sendJson(response, 200, [METADATA]),
  '/huge.json': (response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ ...METADATA, padding: 'x'.repeat(TOKEN_LINKS_LIMITS.maxBytes) }));
  },
  '/hang': () => {},
};

describe('TokenLinksReader', () => {
  let host: FakeHttpServer;
  beforeAll(async () => {
    host = await FakeHttpServer.start((request, response) => {
      const route = ROUTES[request.path];
      if (route) return route(response);
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('<h1>Not Found</h1>');
    });
  });
  afterAll(() => host.close());

  const notOurs = async () => undefined;
  /** The fake serves from 127.0.0.1: the private-hosts escape hatch lets the reader reach it. */
  const reader = (fetcher = new OutboundFetcher({ allowPrivateHosts: true })) =>
    new TokenLinksReader({ ownMetadata: notOurs, fetcher, fetchMs: 1000 });
  const at = (path: string) => `${host.url}${path}`;

  it('reads the links of a metadata JSON, following a redirect', async () => {
    const links = { website: 'https://frog.example', twitter: 'https://x.com/frog' };
    expect(await reader().read(at('/frog.json'))).toEqual(links);
    expect(await reader().read(at('/moved'))).toEqual(links);
    expect(await reader().read(at('/frog-as-text'))).toEqual(links);
  });

  it.each([
    ['a page that is not JSON', '/page.html', 502, TOKEN_LINKS_MESSAGES.notJson],
    ['JSON that is not an object', '/list.json', 502, TOKEN_LINKS_MESSAGES.notJson],
    [
      'a body over 256 KB',
      '/huge.json',
      502,
      TOKEN_LINKS_MESSAGES.tooLarge(TOKEN_LINKS_LIMITS.maxBytes),
    ],
    [
      'a host that never answers',
      '/hang',
      502,
      TOKEN_LINKS_MESSAGES.unreachable('no answer within 1 s'),
    ],
    ['a missing file', '/gone.json', 502, TOKEN_LINKS_MESSAGES.status(404)],
    ['a redirect loop', '/loop', 502, TOKEN_LINKS_MESSAGES.tooManyRedirects],
    ['a redirect away from http(s)', '/to-file', 502, TOKEN_LINKS_MESSAGES.redirectedAway],
  ] as const)('refuses %s', async (_name, path, status, message) => {
    await expect(reader().read(at(path))).rejects.toThrow(new TokenLinksError(status, message));
  });

  it('refuses a redirect to a private address, checking each hop', async () => {
    // The loopback fake stands in for a public host; the redirect's target is checked again.
    const checksRedirects = reader(
      new OutboundFetcher({
        isPublicAddress: (address) => address === '127.0.0.1' || isPublicAddress(address),
      }),
    );
    const error = await checksRedirects.read(at('/to-metadata')).catch((e: unknown) => e);
    expect(error).toEqual(new TokenLinksError(400, TOKEN_LINKS_MESSAGES.notPublic));
    expect((error as TokenLinksError).status).toBe(400);
  });

  it('says a host name that does not resolve does not resolve, not that it is private', async () => {
    const offline = reader(
      new OutboundFetcher({
        resolve: async () => {
          throw Object.assign(new Error('getaddrinfo EAI_AGAIN'), { code: 'EAI_AGAIN' });
        },
      }),
    );
    const error = await offline.read('https://metadata.example/frog.json').catch((e: unknown) => e);
    expect(error).toEqual(new TokenLinksError(400, TOKEN_LINKS_MESSAGES.unresolved));
  });

  it('never fetches from the server’s own network by default', async () => {
    const guarded = new TokenLinksReader({ ownMetadata: notOurs, fetchMs: 1000 });
    const seen = host.requests.length;
    await expect(guarded.read(at('/frog.json'))).rejects.toThrow(TOKEN_LINKS_MESSAGES.notPublic);
    expect(host.requests.length).toBe(seen);
  });

  it('reads our own hosted metadata from the store, and says when it has none', async () => {
    const ours = 'https://launchdeck.example/api/token-metadata/x.json';
    const own = new TokenLinksReader({
      ownMetadata: async (uri) => (uri === ours ? { external_url: 'https://own.example' } : null),
      fetcher: new OutboundFetcher({ isPublicAddress: () => false }),
    });
    expect(await own.read(ours)).toEqual({ website: 'https://own.example', twitter: '' });
    await expect(own.read('https://launchdeck.example/api/token-metadata/y.json')).rejects.toThrow(
      new TokenLinksError(404, TOKEN_LINKS_MESSAGES.notHosted),
    );
  });

  it.each(['ftp://files.example/m.json', 'not a link', 'javascript:alert(1)'])(
    'refuses %s as no http(s) link',
    async (uri) => {
      await expect(reader().read(uri)).rejects.toThrow(
        new TokenLinksError(400, TOKEN_LINKS_MESSAGES.notHttp),
      );
    },
  );
});
