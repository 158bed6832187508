import type { Area } from 'react-easy-crop';

/** Draws the `area` of the image at `src` into a `side`-pixel square; answers it as a PNG data URL. */
export type DrawCrop = (src: string, area: Area, side: number) => Promise<string>;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    // A link's pixels can be read back only when its host allows it (CORS).
    if (!src.startsWith('data:')) image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('the image could not be loaded'));
    image.src = src;
  });
}

/** DA §2: 'Crop & Save' outputs a PNG. Throws when the image's host does not allow reading it. */
export const drawCropPng: DrawCrop = async (src, area, side) => {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return canvas.toDataURL('image/png');
};

/**
 * A link's image as a PNG file's bytes, for the Image Library (the page may not fetch other
 * hosts, but it may draw their images when they allow it). Throws when they do not.
 */
export async function linkImageAsPng(src: string): Promise<Blob> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.drawImage(image, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('not encoded'))), 'image/png'),
  );
}
