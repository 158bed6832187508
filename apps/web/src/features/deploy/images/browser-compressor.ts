import imageCompression from 'browser-image-compression';
import { type Compressor, IMAGE_COMPRESSION } from './compression.ts';

/**
 * The Compressor of the browser: browser-image-compression draws the image at most 1024 px on its
 * longest side and encodes one JPEG at the quality asked (the stepping is ours, DA §5). On this
 * page, not in its web worker, which it would load from a CDN the page's CSP does not allow.
 */
export const browserCompressor: Compressor = (file, quality) =>
  imageCompression(file, {
    maxWidthOrHeight: IMAGE_COMPRESSION.maxSide,
    fileType: IMAGE_COMPRESSION.type,
    initialQuality: quality,
    maxIteration: 1,
    useWebWorker: false,
  });
