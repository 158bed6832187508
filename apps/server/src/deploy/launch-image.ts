import type { GeneratedImageKind } from './generated-image.ts';
import { decodeImageDataUrl } from './images/data-url.ts';
import { TOKEN_IMAGE_LIMITS, TOKEN_IMAGE_MESSAGES } from './images/loader.ts';
import { type TokenImageStore, tokenImageId, type UploadedImage } from './images/upload-store.ts';
import type { TokenImage } from './launcher.ts';

/**
 * Where a launch's image is served, for the hosted metadata JSON: the link itself, our letter or
 * ascii PNG, or, for an image the form sent inline as a data URL, the upload URL it will have once
 * stored (content addressed, so known before; stored beside the metadata after the send). An
 * inline image that is no raster image of ours carries the sentence refusing the launch.
 */
export type LaunchImage = { imageUri: string; upload?: UploadedImage; refusal?: string };

export type LaunchImageDeps = {
  imageUrl: (kind: GeneratedImageKind, name: string) => string;
  uploads: Pick<TokenImageStore, 'urlOf'>;
};

export function launchImage(image: TokenImage, name: string, deps: LaunchImageDeps): LaunchImage {
  if (image.kind === 'url') return { imageUri: image.url };
  if (image.kind === 'generated') return { imageUri: deps.imageUrl(image.type, name) };
  const decoded = decodeImageDataUrl(image.dataUrl, TOKEN_IMAGE_LIMITS.maxBytes);
  if ('refused' in decoded) {
    const refusal =
      decoded.refused === 'tooLarge'
        ? TOKEN_IMAGE_MESSAGES.tooLarge(TOKEN_IMAGE_LIMITS.maxBytes)
        : TOKEN_IMAGE_MESSAGES.uploadNotImage;
    return { imageUri: '', refusal };
  }
  const { bytes, contentType } = decoded.image;
  return { imageUri: deps.uploads.urlOf(tokenImageId(bytes), contentType), upload: decoded.image };
}
