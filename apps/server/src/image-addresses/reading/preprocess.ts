import sharp from 'sharp';

/** An image made ready for OCR, and how much larger it is than the source. */
export type PreparedImage = { png: Buffer; scale: number };

// Larger pictures than this are not screenshots of an address; decoding them costs too much.
const MAX_INPUT_PIXELS = 40_000_000;
// Below this width text is upscaled: OCR reads characters best at 30-40 px tall.
const UPSCALE_BELOW_WIDTH = 1600;

/**
 * Decodes an image (first frame), makes it grey, dark text on light (dark themes inverted),
 * contrast-stretched and upscaled when small. Null when the bytes are not a decodable image.
 */
export async function prepareImage(image: Uint8Array): Promise<PreparedImage | null> {
  try {
    const source = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { width } = await source.metadata();
    if (!width) return null;
    const grey = source.clone().flatten({ background: '#ffffff' }).greyscale();
    const { channels } = await grey.clone().stats();
    const dark = (channels[0]?.mean ?? 255) < 128;
    const scale = width < UPSCALE_BELOW_WIDTH ? 2 : 1;
    const png = await (dark ? grey.negate({ alpha: false }) : grey)
      .normalise()
      .resize({ width: width * scale, kernel: 'lanczos3' })
      .png({ compressionLevel: 0 })
      .toBuffer();
    return { png, scale };
  } catch {
    // Not an image sharp can decode (or one over the pixel limit): nothing to read in it.
    return null;
  }
}
