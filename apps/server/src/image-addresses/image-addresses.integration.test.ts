import type { Post } from '@launchdeck/protocol';
import { makePostInput } from '@launchdeck/protocol/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPictureServer } from '../../test/image-addresses/picture-server.ts';
import { textImage } from '../../test/image-addresses/text-image-fixture.ts';
import {
  type ClientSocket,
  nextEvent,
  startTestServer,
  type TestServer,
  waitForEvent,
} from '../../test/server-support.ts';
import { storageKinds } from '../../test/storage/support.ts';
import { rowsOf } from '../storage/database.ts';

const TOKEN = 'ingest-token-for-tests-0123456789';
// Known: posted in text first. Unknown: a lower-case 0x address (no checksum to vouch for it).
const KNOWN = '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R';
const UNKNOWN = '0x52908400098527886e0f7030069857d2e4169ee7';
// 32 px: large enough that the reader's first or look-alike spelling is the address itself.
const png = async (lines: string[]) => ({
  bytes: new Uint8Array(await textImage(lines, { size: 32 })),
  contentType: 'image/png',
});

describe.each(storageKinds())('image addresses on %s', (kind) => {
  let server: TestServer;
  let pictures: Awaited<ReturnType<typeof startPictureServer>>;
  let socket: ClientSocket;
  let info: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    pictures = await startPictureServer({
      'known.png': await png(['New launch!', `CA: ${KNOWN}`]),
      'unknown.png': await png(['Contract', UNKNOWN]),
      'plain.png': await png(['gm frens, launching soon']),
      'broken.png': {
        bytes: new TextEncoder().encode('<html>no</html>'),
        contentType: 'image/png',
      },
      'huge.png': { bytes: new Uint8Array(6 * 1024 * 1024), contentType: 'image/png' },
    });
    server = await startTestServer(kind, {
      INGEST_TOKEN: TOKEN,
      IMAGE_ADDRESSES: 'on',
      MEDIA_ALLOW_PRIVATE_HOSTS: 'true',
    });
    info = vi.spyOn(server.app.http.log, 'info');
    socket = await server.reader('reader');
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await pictures.close();
  });

  const ingest = (post: unknown) => server.ingest(post);
  const postWith = (...names: string[]) =>
    makePostInput({ media: { images: names.map((name) => ({ url: pictures.url(name) })) } });
  const updateOf = (id: string) => waitForEvent(socket, 'tweet_update', (post) => post.id === id);
  const storedColumn = async (id: string) =>
    rowsOf<{ image_addresses: unknown }>(
      await server.storage.db.execute(sql`select image_addresses from posts where id = ${id}`),
    )[0]?.image_addresses;

  /** Every tweet_update this socket hears from now on. */
  function updatesHeard(): Post[] {
    const heard: Post[] = [];
    socket.on('tweet_update', (post) => heard.push(post));
    return heard;
  }

  it('sends a post again with the known address verified and joined to its contract addresses, the unknown one unverified', async () => {
    await ingest(makePostInput({ text: `launching ${KNOWN}` }));
    const post = postWith('known.png', 'unknown.png');
    const tweet = nextEvent(socket, 'tweet');
    const update = updateOf(post.id);
    await ingest(post);
    expect((await tweet).imageAddresses).toBeUndefined();
    const updated = await update;
    expect(updated.imageAddresses).toEqual([
      expect.objectContaining({
        address: KNOWN,
        chain: 'solana',
        imageUrl: pictures.url('known.png'),
        verified: true,
        verifiedBy: 'text',
      }),
      {
        address: UNKNOWN,
        chain: 'bnb',
        imageUrl: pictures.url('unknown.png'),
        verified: false,
        box: expect.anything(),
      },
    ]);
    expect(updated.contract_addresses).toEqual([{ address: KNOWN, chain: 'solana' }]);
    expect(await storedColumn(post.id)).toEqual(updated.imageAddresses);

    // A reload shows it, and so does a replay from before the update.
    const reloaded = server.socket();
    const { sessionId } = await server.login('reader', 'reader-password');
    reloaded.emit('user_connected', { sessionId });
    const initial = await nextEvent(reloaded, 'initialTweets');
    expect(initial.find((p) => p.id === post.id)?.imageAddresses).toEqual(updated.imageAddresses);
    const replaying = server.socket({ sessionId, lastSeq: updated.seq - 1 });
    const replayed = await waitForEvent(replaying, 'tweet_update', (p) => p.id === post.id);
    expect(replayed.imageAddresses).toEqual(updated.imageAddresses);
  }, 60_000);

  it('adds nothing for a picture without an address, and skips a broken or huge one with a log line', async () => {
    const heard = updatesHeard();
    const quiet = [postWith('plain.png'), postWith('broken.png'), postWith('huge.png')];
    for (const post of quiet) await ingest(post);
    await server.app.imageAddresses?.idle();
    // A post read after them: its update arrives after any update theirs would have sent.
    const marker = postWith('known.png');
    const markerUpdate = updateOf(marker.id);
    await ingest(marker);
    await markerUpdate;
    expect(heard.map((p) => p.id)).toEqual([marker.id]);
    // The plain picture was read; no image of the other two loaded, so they were not taken up.
    expect(await Promise.all(quiet.map((post) => storedColumn(post.id)))).toEqual([[], null, null]);
    const skipped = info.mock.calls.flatMap((call: unknown[]) => {
      const [fields, message] = call as [{ image?: string }, string];
      return message === 'image addresses: image skipped' ? [fields.image] : [];
    });
    expect(skipped).toEqual([pictures.url('broken.png'), pictures.url('huge.png')]);
  }, 60_000);
});
