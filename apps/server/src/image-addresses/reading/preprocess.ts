import sharp from 'sharp';
import type { ImageBox } from './reader.ts';

/**
 * An image made ready for OCR: the source (or its part from `origin`, enlarged `cropScale`
 * times) padded by `pad` pixels, then enlarged `scale` times.
 */
export type PreparedImage = {
  png: Buffer;
  scale: number;
  pad: number;
  cropScale: number;
  origin: Origin;
};
type Origin = { x: number; y: number };
const SOURCE_ORIGIN: Origin = { x: 0, y: 0 };

// Larger pictures than this are not screenshots of an address; decoding them costs too much.
const MAX_INPUT_PIXELS = 4096 * 4096; // MAX_PICTURE_PIXELS (image-addresses/picture-size.ts)
// Below this width text is upscaled for tesseract: it reads characters best at 30-40 px tall.
const UPSCALE_BELOW_WIDTH = 1600;
// Text detectors miss characters at a picture's very edge (a tight crop of an address), so the
// edge pixels are repeated this far out.
const PAD = 24;

export type PrepareOptions = {
  /** Grey, dark text on light (dark themes inverted), contrast stretched, small pictures 2x. */
  forTesseract: boolean;
  /** Only this part of the image, enlarged this many times (a line read again). */
  crop?: { box: ImageBox; scale: number };
};

/**
 * A reader decodes every picture once, so libvips' cache of decoded images only holds memory
 * (about 50 MB more per reader in the bench); the readers turn it off.
 */
export function keepNoDecodedImages(): void {
  sharp.cache(false);
}

/** Decodes an image (first frame) and prepares it; null when the bytes are not an image. */
export async function prepareImage(
  image: Uint8Array,
  { forTesseract, crop }: PrepareOptions,
): Promise<PreparedImage | null> {
  try {
    let source = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    let { width, height } = await source.metadata();
    if (!width || !height) return null;
    let origin = SOURCE_ORIGIN;
    let cropScale = 1;
    if (crop) {
      const part = clampBox(crop.box, width, height);
      origin = { x: part.x, y: part.y };
      cropScale = crop.scale;
      width = Math.round(part.width * crop.scale);
      height = Math.round(part.height * crop.scale);
      const cropped = await source
        .extract({ left: part.x, top: part.y, width: part.width, height: part.height })
        .resize({ width, height, kernel: 'lanczos3' })
        .png({ compressionLevel: 0 })
        .toBuffer();
      source = sharp(cropped);
    }
    // PaddleOCR's detector takes sides that are multiples of 32 and resizes to them otherwise:
    // padding up to them keeps its boxes in the picture's own pixels.
    const right = forTesseract ? PAD : PAD + ((32 - ((width + 2 * PAD) % 32)) % 32);
    const bottom = forTesseract ? PAD : PAD + ((32 - ((height + 2 * PAD) % 32)) % 32);
    const padded = source
      .flatten({ background: '#ffffff' })
      .extend({ top: PAD, bottom, left: PAD, right, extendWith: 'copy' });
    if (!forTesseract) {
      const png = await padded.png({ compressionLevel: 1 }).toBuffer();
      return { png, scale: 1, pad: PAD, cropScale, origin };
    }
    const grey = padded.greyscale();
    const { channels } = await grey.clone().stats();
    const dark = (channels[0]?.mean ?? 255) < 128;
    const scale = width < UPSCALE_BELOW_WIDTH ? 2 : 1;
    const png = await (dark ? grey.negate({ alpha: false }) : grey)
      .normalise()
      .resize({ width: (width + 2 * PAD) * scale, kernel: 'lanczos3' })
      .png({ compressionLevel: 0 })
      .toBuffer();
    return { png, scale, pad: PAD, cropScale, origin };
  } catch {
    // Not an image sharp can decode (or one over the pixel limit): nothing to read in it.
    return null;
  }
}

function clampBox(box: ImageBox, width: number, height: number): ImageBox {
  const x = Math.min(Math.max(0, Math.floor(box.x)), width - 1);
  const y = Math.min(Math.max(0, Math.floor(box.y)), height - 1);
  return {
    x,
    y,
    width: Math.max(1, Math.min(width - x, Math.ceil(box.width))),
    height: Math.max(1, Math.min(height - y, Math.ceil(box.height))),
  };
}

/** A rectangle of the prepared image in the pixels of the source image. */
export function sourceBox(
  { x0, y0, x1, y1 }: { x0: number; y0: number; x1: number; y1: number },
  { scale, pad, cropScale, origin }: PreparedImage,
): ImageBox {
  const at = (value: number, start: number) => (value / scale - pad) / cropScale + start;
  const x = Math.max(0, Math.floor(at(x0, origin.x)));
  const y = Math.max(0, Math.floor(at(y0, origin.y)));
  return {
    x,
    y,
    width: Math.max(1, Math.ceil(at(x1, origin.x)) - x),
    height: Math.max(1, Math.ceil(at(y1, origin.y)) - y),
  };
}
