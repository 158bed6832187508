import type { ServerResponse } from 'node:http';
import { makePost } from '@launchdeck/protocol/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeHttpServer } from '../../test/fake-http.ts';
import { textImage } from '../../test/image-addresses/text-image-fixture.ts';
import { TOKEN_IMAGE_LIMITS, TokenImageLoader } from '../deploy/images/loader.ts';
import { type FeedChange, InProcessFeedBus } from '../feed/bus.ts';
import { OutboundFetcher } from '../outbound/fetcher.ts';
import { fetchPicture } from './picture-size.ts';
import { ImageAddressPipeline } from './pipeline.ts';

/** The loopback fake's pictures, each failing (or not) the way a real host might. */
function route(path: string, response: ServerResponse, pictures: Record<string, Buffer>): void {
  const picture = pictures[path];
  if (picture) {
    response.writeHead(200, { 'content-type': 'image/png' });
    response.end(picture);
  } else if (path === '/stalls.png') {
    // Headers, then nothing: the body never comes.
    response.writeHead(200, { 'content-type': 'image/png' });
    response.write(picture ?? Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  } else if (path === '/page.png') {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<html><body>Sign in to see this picture</body></html>');
  } else if (path === '/huge.png') {
    response.writeHead(200, { 'content-type': 'image/png' });
    response.end(Buffer.alloc(TOKEN_IMAGE_LIMITS.maxBytes + 1024, 7));
  } else {
    response.writeHead(404).end();
  }
}

describe('image addresses: the cause of each skipped picture', () => {
  let host: FakeHttpServer;
  let refusing: string;
  const pictures: Record<string, Buffer> = {};

  beforeAll(async () => {
    pictures['/plain.png'] = await textImage(['gm']);
    pictures['/wide.png'] = await sharp({
      create: { width: 6300, height: 6300, channels: 3, background: '#336699' },
    })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    host = await FakeHttpServer.start((request, response) =>
      route(request.path, response, pictures),
    );
    // A port that was just listening and no longer is: the connection is refused.
    const closed = await FakeHttpServer.start(() => {});
    refusing = closed.url;
    await closed.close();
  });
  afterAll(() => host.close());

  it('says for each picture why it was skipped, each failure its own cause', async () => {
    const loader = new TokenImageLoader({
      fetchMs: 1000,
      fetcher: new OutboundFetcher({
        // The loopback fake stands in for a public host; no other private address is allowed.
        isPublicAddress: (address) => address === '127.0.0.1',
      }),
    });
    const links: Record<string, string> = {
      refused: `${refusing}/a.png`,
      stalls: `${host.url}/stalls.png`,
      html: `${host.url}/page.png`,
      huge: `${host.url}/huge.png`,
      private: 'http://10.0.0.7/a.png',
      missing: `${host.url}/gone.png`,
      wide: `${host.url}/wide.png`,
      plain: `${host.url}/plain.png`,
    };
    const log = { info: vi.fn(), warn: vi.fn() };
    const bus = new InProcessFeedBus();
    const read = vi.fn(async () => []);
    const pipeline = new ImageAddressPipeline({
      bus,
      store: { claim: async () => true, record: async () => {} },
      fetchImage: (url) => fetchPicture(loader, url),
      readers: { read, close: async () => {} },
      verify: {
        known: { sourcesOf: async (addresses) => addresses.map(() => undefined) },
        chain: { covers: () => false, exists: async () => [] },
      },
      updatePost: async () => {},
      log,
      concurrency: 1,
      queueCap: 10,
    });
    pipeline.start();
    const post = makePost({ media: { images: Object.values(links).map((url) => ({ url })) } });
    const change: FeedChange = { event: { event: 'tweet', payload: post }, post };
    await bus.publish([change]);
    await vi.waitFor(() => expect(read).toHaveBeenCalled(), { timeout: 15_000 });
    await pipeline.idle();
    await pipeline.close();

    const skipped = Object.fromEntries(
      log.info.mock.calls
        .filter((call) => call[1] === 'image addresses: image skipped')
        .map((call) => [call[0].image, [call[0].cause, call[0].reason]]),
    );
    const detail = (words: string) => expect.stringContaining(`could not be loaded (${words})`);
    expect(skipped).toEqual({
      [links.refused as string]: ['network', detail('ECONNREFUSED')],
      [links.stalls as string]: ['timeout', detail('no answer within 1 s')],
      [links.html as string]: ['notImage', expect.stringContaining('is not a PNG, JPEG')],
      [links.huge as string]: ['tooLarge', expect.stringContaining('larger than 5 MB')],
      [links.private as string]: ['refusedHost', detail('not a public address')],
      [links.missing as string]: ['http', detail('HTTP 404')],
      [links.wide as string]: ['tooManyPixels', 'too large: 6300 × 6300 px, limit 16,777,216 px'],
    });
    // Only the picture that passed every limit reached the reader.
    expect(read).toHaveBeenCalledTimes(1);
  }, 30_000);
});
