import type { ImageAddress } from '@launchdeck/protocol';

type Size = { width: number; height: number };
type Rect = Size & { x: number; y: number };
export type CropBox = NonNullable<ImageAddress['box']>;

/** How the crop is drawn, in CSS pixels: the shown area, the whole picture behind it, the box. */
export type CropView = {
  /** The shown area. */
  width: number;
  height: number;
  /** The whole picture, scaled, placed so that the area shows. */
  image: Rect;
  /** Where the address sits inside the shown area; null when the picture has no box. */
  mark: Rect | null;
};

/** Room kept around the address, in multiples of its line height, so it can be read in context. */
const CONTEXT_LINES = 0.8;
/** Small text is enlarged at most this much: more only blurs it. */
const MAX_ZOOM = 3;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The box inside the picture, or null when none of it is (a box from another size of picture). */
function within(box: CropBox, natural: Size): Rect | null {
  const x = clamp(box.x, 0, natural.width);
  const y = clamp(box.y, 0, natural.height);
  const width = clamp(box.x + box.width, 0, natural.width) - x;
  const height = clamp(box.y + box.height, 0, natural.height) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : null;
}

/**
 * The crop of a picture around the address read from it, fitted in `fit`: the box with a little of
 * what surrounds it, enlarged up to 3×, never past the picture's edges. Without a usable box (none
 * sent, or outside the picture) the whole picture is shown, fitted.
 */
export function cropView(box: CropBox | undefined, natural: Size, fit: Size): CropView {
  const inside = box ? within(box, natural) : null;
  let area: Rect = { x: 0, y: 0, ...natural };
  if (inside) {
    const room = Math.round(inside.height * CONTEXT_LINES);
    const x = Math.max(0, inside.x - room);
    const y = Math.max(0, inside.y - room);
    area = {
      x,
      y,
      width: Math.min(natural.width, inside.x + inside.width + room) - x,
      height: Math.min(natural.height, inside.y + inside.height + room) - y,
    };
  }
  const scale = Math.min(fit.width / area.width, fit.height / area.height, MAX_ZOOM);
  const px = (value: number) => Math.round(value * scale);
  return {
    width: px(area.width),
    height: px(area.height),
    image: {
      x: 0 - px(area.x), // not -0 at the picture's edge
      y: 0 - px(area.y),
      width: px(natural.width),
      height: px(natural.height),
    },
    mark: inside
      ? {
          x: px(inside.x - area.x),
          y: px(inside.y - area.y),
          width: px(inside.width),
          height: px(inside.height),
        }
      : null,
  };
}
