import type { ImageAddress } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPictureServer } from '../../test/image-addresses/picture-server.ts';
import { textImage } from '../../test/image-addresses/text-image-fixture.ts';
import {
  type ClientSocket,
  startTestServer,
  type TestServer,
  waitForEvent,
} from '../../test/server-support.ts';

const TOKEN = 'ingest-token-for-tests-0123456789';
// The pictured address, and its look-alike twin (w → W) a stored post's text holds: a decoy.
const PICTURED = '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R';
const TWIN = '4k3Dyjzvzp8eMZWUXbBCjEvWSkkk59S5iCNLY3QrkX6R';
// A stored address, and the string a picture shows one character off it (o → 0): no address.
const STORED = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const NEAR_MISS = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJ0sgAsU';

const png = async (lines: string[]) => ({
  bytes: new Uint8Array(await textImage(lines, { size: 32 })),
  contentType: 'image/png',
});

/**
 * Issue 48 item 1 on a real server and the real reader: a picture's address is what is shown;
 * a vouched look-alike twin is only a "did you mean", and a string that is not an address is
 * never repaired into a verified one.
 */
describe('what a picture shows is what is verified (embedded storage)', () => {
  let server: TestServer;
  let pictures: Awaited<ReturnType<typeof startPictureServer>>;
  let socket: ClientSocket;

  beforeAll(async () => {
    pictures = await startPictureServer({
      'decoy.png': await png(['New launch!', `CA: ${PICTURED}`]),
      'near-miss.png': await png(['CA:', NEAR_MISS]),
    });
    server = await startTestServer('pglite', {
      INGEST_TOKEN: TOKEN,
      IMAGE_ADDRESSES: 'on',
      MEDIA_ALLOW_PRIVATE_HOSTS: 'true',
    });
    socket = await server.reader('reader');
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await pictures.close();
  });

  const ingest = (post: unknown) => server.ingest(post);
  /** The image addresses a post with the given picture is sent again with. */
  const readFrom = async (name: string): Promise<ImageAddress[]> => {
    const post = makePostInput({ media: { images: [{ url: pictures.url(name) }] } });
    const update = waitForEvent(socket, 'tweet_update', (p) => p.id === post.id);
    await ingest(post);
    return (await update).imageAddresses ?? [];
  };

  it('shows the pictured address unverified and its vouched twin only as did you mean', async () => {
    await ingest(makePostInput({ text: `the real one: ${TWIN}` }));
    const found = await readFrom('decoy.png');
    expect(found).toEqual([
      expect.objectContaining({
        address: PICTURED,
        verified: false,
        didYouMean: { address: TWIN, verifiedBy: 'text' },
      }),
    ]);
  }, 60_000);

  it('never verifies the repair of a string that is not an address', async () => {
    await ingest(makePostInput({ text: `launching ${STORED}` }));
    const found = await readFrom('near-miss.png');
    expect(found.length).toBeGreaterThan(0);
    for (const address of found) expect(address.verified).toBe(false);
  }, 60_000);
});
