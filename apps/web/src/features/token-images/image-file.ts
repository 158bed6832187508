import { TOKEN_IMAGE_UPLOAD, TOKEN_IMAGE_UPLOAD_MESSAGES } from '@launchdeck/protocol';
import { uploadTokenImage } from './api.ts';

/**
 * DA §5: only image files are taken. SVG is left out: a token image is a raster one (platforms and
 * the upload refuse SVG), and an SVG can carry script.
 */
export const isImageFile = (file: Blob) =>
  file.type.startsWith('image/') && file.type !== 'image/svg+xml';

/** The file's content as a data URL. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('not read as a data URL'));
    reader.onerror = () => reject(reader.error ?? new Error('could not be read'));
    reader.readAsDataURL(file);
  });
}

/** Ours: a file picked outside the form that is not an image, or too large to upload. */
export const IMAGE_FILE_MESSAGES = {
  notImage: 'Only image files can be uploaded.',
  tooLarge: `The image ${TOKEN_IMAGE_UPLOAD_MESSAGES.tooLarge}.`,
} as const;

/**
 * An image file picked outside the deploy form (an account's custom image, DA §3) uploaded once
 * (POST /api/token-images); answers its hosted link. A file that is not a raster image, or is
 * over the upload's 2 MB, is refused here with a sentence rather than sent.
 */
export async function uploadImageFile(
  session: string,
  file: File,
  upload: typeof uploadTokenImage = uploadTokenImage,
): Promise<string> {
  if (!isImageFile(file)) throw new Error(IMAGE_FILE_MESSAGES.notImage);
  if (file.size > TOKEN_IMAGE_UPLOAD.maxBytes) throw new Error(IMAGE_FILE_MESSAGES.tooLarge);
  return upload(session, await readAsDataUrl(file));
}
