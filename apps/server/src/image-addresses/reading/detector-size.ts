/**
 * Pictures up to this many pixels are detected at their own size, as nearly all of the bench's
 * corpus (tweet screenshots and crops, 0.1 M pixels at the median) is. Larger ones, a 3× phone
 * screenshot (1170 × 2532, 3.2 M pixels padded) above all, are detected reduced to it: the
 * detector's time grows faster than its pixels (on the phone screenshot, 3.2 s at its own size,
 * 0.9 s of CPU at 1.2 M pixels, 0.5 s at 0.84 M), and it finds lines 15 px tall as well.
 */
export const DETECTOR_MAX_PIXELS = 800_000;
/**
 * Never reduced more than this: text at a phone's smallest size (10 CSS px at 3×, about 30 px
 * tall) stays about 15 px tall for the detector.
 */
export const DETECTOR_MIN_SCALE = 0.5;

/** Sides of the detector's input, in pixels: multiples of 32, as PaddleOCR's detector takes. */
export type DetectorSize = { width: number; height: number };

/**
 * The detector's input size for a picture of `width` × `height` pixels (sides multiples of 32,
 * as prepareImage pads them): the picture's own size up to DETECTOR_MAX_PIXELS, otherwise its
 * sides reduced by the same factor (at least DETECTOR_MIN_SCALE) and rounded to multiples of 32.
 */
export function detectorSize(width: number, height: number): DetectorSize {
  const pixels = width * height;
  if (pixels <= DETECTOR_MAX_PIXELS) return { width, height };
  const scale = Math.max(DETECTOR_MIN_SCALE, Math.sqrt(DETECTOR_MAX_PIXELS / pixels));
  const side = (value: number) => Math.max(32, Math.round((value * scale) / 32) * 32);
  return { width: side(width), height: side(height) };
}
