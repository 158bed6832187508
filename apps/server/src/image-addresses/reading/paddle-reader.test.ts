import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textImage } from '../../../test/image-addresses/text-image-fixture.ts';
import { createPaddleReader } from './paddle-reader.ts';
import type { ImageReader } from './reader.ts';

const SOLANA = 'HhLQD4TTy9s91XYxu9UhuZtkauhsN4UuqwZ9cEGymAVg';
const EVM = '0x52908400098527886e0f7030069857d2e4169ee7';

describe('createPaddleReader', () => {
  let reader: ImageReader;
  beforeAll(async () => {
    reader = await createPaddleReader();
  });
  afterAll(async () => {
    await reader.close();
  });

  it('reads a Solana and an EVM address from a screenshot, with where they are', async () => {
    const image = await textImage(['New launch', `CA: ${SOLANA}`, `bnb ${EVM}`], {
      font: 'Liberation Sans',
      size: 20,
    });
    const reads = await reader.read(image);
    expect(reads.map((read) => read.chain)).toEqual(['solana', 'bnb']);
    expect(reads[0]?.alternatives).toContain(SOLANA);
    expect(reads[1]?.alternatives).toContain(EVM);
    expect(reads[0]?.box?.y).toBeGreaterThan(20);
  });

  it('reads a dark-theme screenshot', async () => {
    const image = await textImage([SOLANA], {
      font: 'Liberation Sans',
      background: '#15202b',
      color: '#e7e9ea',
    });
    const [read] = await reader.read(image);
    expect(read?.alternatives).toContain(SOLANA);
  });

  it('finds nothing in a picture of plain text', async () => {
    expect(await reader.read(await textImage(['gm frens, launching soon']))).toEqual([]);
  });

  it('returns nothing for bytes that are not an image', async () => {
    expect(await reader.read(new TextEncoder().encode('<html>not a picture</html>'))).toEqual([]);
  });
});
