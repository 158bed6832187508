import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textImage } from '../../../test/image-addresses/text-image-fixture.ts';
import type { ImageReader } from './reader.ts';
import { createTesseractReader } from './tesseract-reader.ts';

const SOLANA = '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R';
const EVM = '0x52908400098527886e0f7030069857d2e4169ee7';

describe('createTesseractReader', () => {
  let reader: ImageReader;
  beforeAll(async () => {
    reader = await createTesseractReader();
  });
  afterAll(async () => {
    await reader.close();
  });

  it('reads a Solana and an EVM address from a screenshot, with where they are', async () => {
    const image = await textImage(['New launch', `CA: ${SOLANA}`, `bnb ${EVM}`], { size: 28 });
    const reads = await reader.read(image);
    expect(reads.map((read) => read.chain)).toEqual(['solana', 'bnb']);
    expect(reads[0]?.alternatives).toContain(SOLANA);
    expect(reads[1]?.alternatives).toContain(EVM);
    expect(reads[0]?.box?.y).toBeGreaterThan(20);
  });

  it('reads a dark-theme screenshot', async () => {
    const image = await textImage([SOLANA], { background: '#15202b', color: '#e7e9ea' });
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
