import { afterAll, describe, expect, it } from 'vitest';
import { textImage } from '../../test/image-addresses/text-image-fixture.ts';
import { spawnWorkerReader } from './worker-thread.ts';

const SOLANA = '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R';

describe('spawnWorkerReader', () => {
  const thread = spawnWorkerReader();
  afterAll(() => thread.close());

  it('reads an image in a worker thread, the caller keeping its bytes', async () => {
    const image = new Uint8Array(await textImage(['New launch!', `CA: ${SOLANA}`]));
    const [read] = await thread.read(image);
    // The reader's accuracy is reading/'s to test; here, that its answer comes back whole.
    expect(read?.chain).toBe('solana');
    expect(read?.alternatives.length).toBeGreaterThan(0);
    expect(image.byteLength).toBeGreaterThan(0);
    expect(thread.alive).toBe(true);
  });

  it('answers nothing for bytes that are not an image', async () => {
    expect(await thread.read(new TextEncoder().encode('not a picture'))).toEqual([]);
  });

  it('stops a read over its time limit, and the thread with it', async () => {
    const slow = spawnWorkerReader(1);
    await expect(slow.read(new Uint8Array(await textImage([SOLANA])))).rejects.toThrow(
      'took longer',
    );
    expect(slow.alive).toBe(false);
    await slow.close();
  });
});
