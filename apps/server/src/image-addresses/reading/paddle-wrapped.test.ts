import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textImage } from '../../../test/image-addresses/text-image-fixture.ts';
import { createPaddleReader } from './paddle-reader.ts';
import type { ImageReader } from './reader.ts';

const SOLANA = 'HhLQD4TTy9s91XYxu9UhuZtkauhsN4UuqwZ9cEGymAVg';
const EVM = '0x52908400098527886e0f7030069857d2e4169ee7';

describe('createPaddleReader on wrapped addresses', () => {
  let reader: ImageReader;
  beforeAll(async () => {
    reader = await createPaddleReader();
  });
  afterAll(async () => {
    await reader.close();
  });

  it('reads a Solana address wrapped over two lines, each line part boxed', async () => {
    const image = await textImage(
      ['New launch', `CA: ${SOLANA.slice(0, 26)}`, SOLANA.slice(26), 'good luck'],
      { font: 'Liberation Sans', size: 22 },
    );
    const reads = await reader.read(image);
    expect(reads).toHaveLength(1);
    expect(reads[0]?.alternatives).toContain(SOLANA);
    const [first, second] = reads[0]?.boxes ?? [];
    expect(reads[0]?.boxes).toHaveLength(2);
    // The second part is on the next line, starting at the block's left edge.
    expect(second?.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) / 2);
    expect(second?.x).toBeLessThan(first?.x ?? 0);
  });

  it('reads an EVM address broken with a hyphen on a dark background', async () => {
    const image = await textImage([`${EVM.slice(0, 22)}-`, EVM.slice(22)], {
      font: 'DejaVu Sans Mono',
      background: '#15202b',
      color: '#e7e9ea',
    });
    const reads = await reader.read(image);
    expect(reads.map((read) => read.chain)).toEqual(['bnb']);
    expect(reads[0]?.alternatives).toContain(EVM);
    expect(reads[0]?.boxes).toHaveLength(2);
  });
});
