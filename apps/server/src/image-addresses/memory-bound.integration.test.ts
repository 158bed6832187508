import type { ImageAddress } from '@launchdeck/protocol';
import { makePost } from '@launchdeck/protocol/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPictureServer } from '../../test/image-addresses/picture-server.ts';
import {
  MB,
  processTreeMemory,
  sampleProcessTree,
} from '../../test/image-addresses/process-tree-memory.ts';
import { textImage } from '../../test/image-addresses/text-image-fixture.ts';
import { TokenImageLoader } from '../deploy/images/loader.ts';
import { type FeedChange, InProcessFeedBus } from '../feed/bus.ts';
import { OutboundFetcher } from '../outbound/fetcher.ts';
import { fetchPicture } from './picture-size.ts';
import { ImageAddressPipeline } from './pipeline.ts';
import { READER_MAX_RSS_MB, spawnReaderProcess } from './reader-process.ts';
import { ReaderThreads } from './reader-threads.ts';

const SOLANA = '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R';

/** Issue 48: what a picture too large to read may add to the server's process tree, at most. */
const ADDED_AT_MOST = 300 * MB;

/** The promise, or a failure if it has not settled within `ms` (the bound). */
function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} not answered within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A valid 6300 × 6300 PNG of one colour: a few tens of KB that decode to 119 MB of pixels. */
const widePng = () =>
  sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#336699' } })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();

/** A 4000 × 4000 picture of noise, as costly to decode and detect in as a photo. */
function noisePng(): Promise<Buffer> {
  const pixels = Buffer.alloc(4000 * 4000 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.imul(i, 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: 4000, height: 4000, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

// A real reader process loads its models: seconds, more on a busy machine.
describe('image addresses: a picture too large to read', { timeout: 120_000 }, () => {
  let pictures: Awaited<ReturnType<typeof startPictureServer>>;
  let wide: Buffer;
  let normal: Buffer;
  const readers = new ReaderThreads({
    size: 1,
    spawn: () => spawnReaderProcess({ maxRssMb: READER_MAX_RSS_MB }),
  });
  const log = { info: vi.fn(), warn: vi.fn() };
  const recorded = new Map<string, ImageAddress[]>();
  const bus = new InProcessFeedBus();
  const loader = new TokenImageLoader({
    fetcher: new OutboundFetcher({ allowPrivateHosts: true }),
  });
  const pipeline = new ImageAddressPipeline({
    bus,
    store: {
      claim: async () => true,
      record: async (id, found) => void recorded.set(id, found),
    },
    fetchImage: (url) => fetchPicture(loader, url),
    readers,
    verify: {
      known: { sourcesOf: async (addresses) => addresses.map(() => undefined) },
      chain: { covers: () => false, exists: async () => [] },
    },
    updatePost: async () => {},
    log,
    concurrency: 1,
    queueCap: 10,
  });

  /** A post of this one picture through the pipeline: what it recorded, once it is done. */
  async function postOf(name: string): Promise<ImageAddress[] | undefined> {
    const post = makePost({ media: { images: [{ url: pictures.url(name) }] } });
    const change: FeedChange = { event: { event: 'tweet', payload: post }, post };
    await bus.publish([change]);
    await new Promise((resolve) => setImmediate(resolve));
    await pipeline.idle();
    return recorded.get(post.id);
  }

  beforeAll(async () => {
    wide = await widePng();
    normal = await textImage(['New launch!', `CA: ${SOLANA}`], { size: 32 });
    pictures = await startPictureServer({
      'wide.png': { bytes: new Uint8Array(wide), contentType: 'image/png' },
      'normal.png': { bytes: new Uint8Array(normal), contentType: 'image/png' },
    });
    pipeline.start();
    // A warm reader: its models loaded, as on a server that has read pictures before.
    expect((await postOf('normal.png'))?.map((a) => a.chain)).toEqual(['solana']);
  });
  afterAll(async () => {
    await pipeline.close();
    await pictures.close();
  });

  it('skips a 6300 × 6300 PNG within 5 s, adding at most 300 MB, and reads the next picture', async () => {
    expect(wide.byteLength).toBeLessThan(100 * 1024);
    const memory = sampleProcessTree();
    const recordedWide = await within(5_000, postOf('wide.png'), 'the 6300 × 6300 PNG');
    const { first, peak } = await memory.stop();
    expect(peak.total - first.total).toBeLessThan(ADDED_AT_MOST);
    // Refused from its header: not taken up, never sent to the reader.
    expect(recordedWide).toBeUndefined();
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({
        image: pictures.url('wide.png'),
        cause: 'tooManyPixels',
        reason: 'too large: 6300 × 6300 px, limit 16,777,216 px',
      }),
      'image addresses: image skipped',
    );
    expect((await postOf('normal.png'))?.map((a) => a.chain)).toEqual(['solana']);
  });

  it('is refused by the reader itself too, should it get there, and the reader reads on', async () => {
    const memory = sampleProcessTree();
    const reads = await within(5_000, readers.read(new Uint8Array(wide)), 'the reader');
    const { first, peak } = await memory.stop();
    expect(reads).toEqual([]);
    expect(peak.total - first.total).toBeLessThan(ADDED_AT_MOST);
    const [read] = await readers.read(new Uint8Array(normal));
    expect(read?.chain).toBe('solana');
  });

  it('holds a reader under its memory ceiling on a picture that passes the gate, and reads on', async () => {
    const noise = new Uint8Array(await noisePng());
    const memory = sampleProcessTree();
    const outcome = await readers.read(noise).then(
      (reads) => ({ reads }),
      (error: { skipCause?: string }) => ({ skipped: error.skipCause }),
    );
    const { peak } = await memory.stop();
    // Read within the ceiling (downscaled for detection), or ended at once when it passed it.
    if ('skipped' in outcome) expect(outcome.skipped).toBe('readerMemory');
    // The ceiling is watched every 100 ms: a reader passes it by the growth of one interval.
    expect(peak.descendants).toBeLessThan((READER_MAX_RSS_MB + 150) * MB);
    const [read] = await readers.read(new Uint8Array(normal));
    expect(read?.chain).toBe('solana');
    expect((await processTreeMemory()).descendants).toBeLessThan(READER_MAX_RSS_MB * MB);
  });
});
