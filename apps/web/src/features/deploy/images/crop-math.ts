import type { Area, MediaSize } from 'react-easy-crop';
import { IMAGE_COMPRESSION } from './compression.ts';

/** DA §2 / §9: the crop box in the deploy panel, square, in screen pixels. */
export const CROP_BOX = 300;
/** DA §2 / §9: scroll zooms up to 500 %. */
export const CROP_MAX_SCALE = 5;

/**
 * DA §2 "the minimum scale that fits the image": screen pixels per image pixel at which the
 * image just covers the crop box (its shorter side fills the box).
 */
export function fittingScale(natural: { width: number; height: number }, box = CROP_BOX): number {
  return Math.max(box / natural.width, box / natural.height);
}

/**
 * react-easy-crop's zoom is relative to the image as first laid out (fitted into the stage);
 * `base` is that layout's scale, so a scale is `zoom × base`. The zoom bounds are the fitting
 * scale and 500 % (or the fitting scale, for an image smaller than the box).
 */
export function zoomBounds(media: MediaSize): { min: number; max: number; base: number } {
  const base = media.width / media.naturalWidth;
  const min = fittingScale({ width: media.naturalWidth, height: media.naturalHeight });
  const max = Math.max(CROP_MAX_SCALE, min);
  return { min: min / base, max: max / base, base };
}

/**
 * 'Scale: N%': the image's scale on screen, in whole percent (rounded after trimming float noise,
 * so a fitting scale of 62.5 % reads 63 %, not 62).
 */
export const scalePercent = (zoom: number, base: number): number =>
  Math.round(Number((zoom * base * 100).toFixed(6)));

/** The zoom for a scale in percent (the zoom slider), kept within the bounds. */
export function zoomForPercent(
  percent: number,
  bounds: { min: number; max: number; base: number },
): number {
  return Math.min(bounds.max, Math.max(bounds.min, percent / 100 / bounds.base));
}

/** 'Crop Size: N × N pixels': the side of the cropped square, in the image's own pixels. */
export const cropSide = (area: Area): number => Math.round(area.width);

/**
 * The side of the PNG a crop is saved as: the crop's own pixels, at most DA §9's 1024 px, so a
 * crop of a large photo stays a token-sized image.
 */
export const outputSide = (area: Area, maxSide: number = IMAGE_COMPRESSION.maxSide): number =>
  Math.max(1, Math.min(cropSide(area), maxSide));
