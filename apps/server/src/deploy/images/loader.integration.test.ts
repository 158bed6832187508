import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLaunchRequest } from '../../../test/deploy/launch-request-fixture.ts';
import { FakeHttpServer } from '../../../test/fake-http.ts';
import { OutboundFetcher } from '../../outbound/fetcher.ts';
import { isPublicAddress } from '../../outbound/public-address.ts';
import { LaunchError, type TokenImage } from '../launcher.ts';
import {
  ImageLoadError,
  TOKEN_IMAGE_LIMITS,
  TOKEN_IMAGE_MESSAGES,
  TokenImageLoader,
} from './loader.ts';
import { renderGeneratedPng } from './png.ts';

/** The fake serves from 127.0.0.1: the private-hosts escape hatch lets the loader reach it. */
const anyHost = new OutboundFetcher({ allowPrivateHosts: true });

const PNG = renderGeneratedPng('letter', 'Moon Dog');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
const HUGE = TOKEN_IMAGE_LIMITS.maxBytes + 1;

/** Writes `total` bytes of PNG-looking data in 64 KB pieces, with no Content-Length. */
function streamBytes(response: ServerResponse, total: number): void {
  response.writeHead(200, { 'content-type': 'image/png' });
  const piece = Buffer.alloc(64 * 1024, 7);
  piece.set(PNG.subarray(0, 8));
  let sent = 0;
  const more = () => {
    while (sent < total && !response.destroyed) {
      sent += piece.length;
      if (!response.write(piece)) {
        response.once('drain', more);
        return;
      }
    }
    response.end();
  };
  more();
}

const answer = (response: ServerResponse, contentType: string, body: Uint8Array) => {
  response.writeHead(200, { 'content-type': contentType });
  response.end(body);
};

/** The image paths the fake serves, each the way a real host might; others are 404. */
const ROUTES: Record<string, (response: ServerResponse) => void> = {
  '/cat.png': (response) => answer(response, 'image/png', PNG),
  '/logo.svg': (response) => answer(response, 'image/svg+xml', SVG),
  '/svg-said-png': (response) => answer(response, 'image/png', SVG),
  '/declared-huge': (response) => {
    response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(HUGE) });
    response.end(PNG);
  },
  '/streamed-huge': (response) => streamBytes(response, HUGE + 64 * 1024),
  '/moved': (response) => {
    response.writeHead(302, { location: '/cat.png' });
    response.end();
  },
  '/to-metadata': (response) => {
    response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
    response.end();
  },
  '/loop': (response) => {
    response.writeHead(302, { location: '/loop' });
    response.end();
  },
  '/hang': () => {},
  '/hang-in-body': (response) => {
    response.writeHead(200, { 'content-type': 'image/png' });
    response.write(PNG.subarray(0, 100));
  },
};

function serve(path: string, response: ServerResponse): void {
  const notFound = (answered: ServerResponse) => {
    answered.writeHead(404, { 'content-type': 'text/html' });
    answered.end('<h1>Not Found</h1>');
  };
  (ROUTES[path] ?? notFound)(response);
}

describe('TokenImageLoader', () => {
  let host: FakeHttpServer;
  beforeAll(async () => {
    host = await FakeHttpServer.start((request, response) => serve(request.path, response));
  });
  afterAll(() => host.close());

  const never = new AbortController().signal;
  const load = (
    image: TokenImage,
    loader = new TokenImageLoader({ fetchMs: 1000, fetcher: anyHost }),
  ) => loader.load(makeLaunchRequest({ image }), never);
  const link = (path: string): TokenImage => ({ kind: 'url', url: `${host.url}${path}` });

  it('loads a PNG from a link', async () => {
    expect(await load(link('/cat.png'))).toEqual({
      bytes: PNG,
      contentType: 'image/png',
      fileName: 'image.png',
    });
  });

  it.each([
    ['an SVG', '/logo.svg', TOKEN_IMAGE_MESSAGES.linkNotImage],
    ['an SVG served as image/png', '/svg-said-png', TOKEN_IMAGE_MESSAGES.linkNotImage],
    ['a missing image (404)', '/gone.png', TOKEN_IMAGE_MESSAGES.linkNotLoaded('HTTP 404')],
    [
      'a declared size over 5 MB',
      '/declared-huge',
      TOKEN_IMAGE_MESSAGES.tooLarge(TOKEN_IMAGE_LIMITS.maxBytes),
    ],
    [
      'a body that grows past 5 MB',
      '/streamed-huge',
      TOKEN_IMAGE_MESSAGES.tooLarge(TOKEN_IMAGE_LIMITS.maxBytes),
    ],
    [
      'a host that never answers',
      '/hang',
      TOKEN_IMAGE_MESSAGES.linkNotLoaded('no answer within 1 s'),
    ],
    [
      'a body that stops half way',
      '/hang-in-body',
      TOKEN_IMAGE_MESSAGES.linkNotLoaded('no answer within 1 s'),
    ],
  ])('refuses %s with one sentence', async (_case, path, message) => {
    await expect(load(link(path))).rejects.toThrow(new LaunchError(message));
  });

  it('says so when nothing listens at the link', async () => {
    const closed = await FakeHttpServer.start(() => {});
    const url = closed.url;
    await closed.close();
    await expect(load({ kind: 'url', url: `${url}/cat.png` })).rejects.toThrow(
      new LaunchError(TOKEN_IMAGE_MESSAGES.linkNotLoaded('ECONNREFUSED')),
    );
  });

  it('says a host name that did not resolve is a network failure, not a private address', async () => {
    const offline = new TokenImageLoader({
      fetchMs: 1000,
      fetcher: new OutboundFetcher({
        // A machine without a network: no name server answers.
        resolve: async (hostname) => {
          throw Object.assign(new Error(`getaddrinfo EAI_AGAIN ${hostname}`), {
            code: 'EAI_AGAIN',
          });
        },
      }),
    });
    const failed = await offline.fetchLink('https://pbs.twimg.example/media/a.png').catch((e) => e);
    expect(failed).toEqual(
      new LaunchError(
        TOKEN_IMAGE_MESSAGES.linkNotLoaded('its host name did not resolve: EAI_AGAIN'),
      ),
    );
    expect(failed).toBeInstanceOf(ImageLoadError);
    expect(failed.failure).toBe('network');
  });

  it.each([
    ['a refused connection', 'refused', 'network'],
    ['a host that never answers', '/hang', 'timeout'],
    ['a body that stops half way', '/hang-in-body', 'timeout'],
    ['an SVG', '/logo.svg', 'notImage'],
    ['a declared size over 5 MB', '/declared-huge', 'tooLarge'],
    ['a body that grows past 5 MB', '/streamed-huge', 'tooLarge'],
    ['a missing image', '/gone.png', 'http'],
    ['a redirect loop', '/loop', 'badLink'],
  ])('names the kind of failure for %s', async (_case, path, failure) => {
    let url = `${host.url}${path}`;
    if (path === 'refused') {
      const closed = await FakeHttpServer.start(() => {});
      url = `${closed.url}/cat.png`;
      await closed.close();
    }
    const loader = new TokenImageLoader({ fetchMs: 1000, fetcher: anyHost });
    expect(await loader.fetchLink(url).catch((e) => e.failure)).toBe(failure);
  });

  it('follows a redirect, checking where it leads; gives up after three', async () => {
    expect((await load(link('/moved'))).contentType).toBe('image/png');
    await expect(load(link('/loop'))).rejects.toThrow(
      TOKEN_IMAGE_MESSAGES.linkNotLoaded('too many redirects'),
    );
  });

  it('never fetches from the server’s own network for a browser’s link', async () => {
    const guarded = new TokenImageLoader({ fetchMs: 1000 });
    await expect(load(link('/cat.png'), guarded)).rejects.toThrow(
      TOKEN_IMAGE_MESSAGES.linkNotLoaded('not a public address'),
    );
    const seen = host.requests.length;
    await expect(
      load({ kind: 'url', url: 'http://169.254.169.254/latest/meta-data/' }, guarded),
    ).rejects.toThrow(TOKEN_IMAGE_MESSAGES.linkNotLoaded('not a public address'));
    expect(host.requests.length).toBe(seen);
  });

  it('refuses a redirect to an internal address', async () => {
    // The loopback fake stands in for a public host; the redirect's target is checked again.
    const checksRedirects = new TokenImageLoader({
      fetchMs: 1000,
      fetcher: new OutboundFetcher({
        isPublicAddress: (address) => address === '127.0.0.1' || isPublicAddress(address),
      }),
    });
    await expect(load(link('/to-metadata'), checksRedirects)).rejects.toThrow(
      TOKEN_IMAGE_MESSAGES.linkNotLoaded('not a public address'),
    );
  });

  it('fetches a link once for the preparation and the click, and again after a failure', async () => {
    const loader = new TokenImageLoader({ fetchMs: 1000, fetcher: anyHost });
    const before = host.requests.filter((r) => r.path === '/cat.png').length;
    const [first, second] = await Promise.all([
      load(link('/cat.png'), loader),
      load(link('/cat.png'), loader),
    ]);
    expect(await load(link('/cat.png'), loader)).toBe(first);
    expect(second).toBe(first);
    expect(host.requests.filter((r) => r.path === '/cat.png').length - before).toBe(1);

    await expect(load(link('/gone.png'), loader)).rejects.toThrow(LaunchError);
    await expect(load(link('/gone.png'), loader)).rejects.toThrow(LaunchError);
    expect(host.requests.filter((r) => r.path === '/gone.png').length).toBeGreaterThanOrEqual(2);
  });

  it('fetches the link again once the cached image is a minute old', async () => {
    let now = 0;
    const loader = new TokenImageLoader({ now: () => now, fetcher: anyHost });
    const count = () => host.requests.filter((r) => r.path === '/cat.png').length;
    const before = count();
    await load(link('/cat.png'), loader);
    now += TOKEN_IMAGE_LIMITS.cacheMs + 1;
    await load(link('/cat.png'), loader);
    expect(count() - before).toBe(2);
  });

  it("stops a caller's wait when its signal aborts, leaving the shared load to the others", async () => {
    const loader = new TokenImageLoader({ fetchMs: 1000, fetcher: anyHost });
    const request = makeLaunchRequest({ image: link('/hang') });
    const controller = new AbortController();
    const abandoned = loader.load(request, controller.signal);
    const waiting = loader.load(request, never);
    controller.abort(new Error('the form closed'));
    await expect(abandoned).rejects.toThrow('the form closed');
    await expect(waiting).rejects.toThrow(
      TOKEN_IMAGE_MESSAGES.linkNotLoaded('no answer within 1 s'),
    );
  });

  it('decodes an uploaded image from its data URL', async () => {
    const dataUrl = `data:image/png;base64,${Buffer.from(PNG).toString('base64')}`;
    expect(await load({ kind: 'data', dataUrl })).toEqual({
      bytes: PNG,
      contentType: 'image/png',
      fileName: 'image.png',
    });
  });

  it.each([
    ['an SVG', `data:image/svg+xml;base64,${SVG.toString('base64')}`],
    ['an SVG declared as PNG', `data:image/png;base64,${SVG.toString('base64')}`],
    ['text that is no data URL', 'not a data url'],
  ])('refuses an upload that is %s', async (_case, dataUrl) => {
    await expect(load({ kind: 'data', dataUrl })).rejects.toThrow(
      new LaunchError(TOKEN_IMAGE_MESSAGES.uploadNotImage),
    );
  });

  it('refuses an upload over 5 MB before decoding it', async () => {
    const dataUrl = `data:image/png;base64,${Buffer.alloc(HUGE).toString('base64')}`;
    await expect(load({ kind: 'data', dataUrl })).rejects.toThrow(
      new LaunchError(TOKEN_IMAGE_MESSAGES.tooLarge(TOKEN_IMAGE_LIMITS.maxBytes)),
    );
  });

  it.each(['letter', 'ascii'] as const)('renders the %s image as a PNG file', async (type) => {
    const file = await load({ kind: 'generated', type });
    expect(file).toEqual({
      bytes: renderGeneratedPng(type, 'Moon Dog'),
      contentType: 'image/png',
      fileName: 'image.png',
    });
  });
});
