import type { GeneratedImageKind } from '../generated-image.ts';
import { LaunchError } from '../launcher.ts';
import { IMAGE_TYPES } from './image-types.ts';
import { TOKEN_IMAGE_MESSAGES } from './loader.ts';
import type { GeneratedPngs } from './png.ts';
import type { OwnImageReader } from './token-images.ts';
import { parseUploadedFile, type TokenImageStore, UPLOADED_IMAGE_PATH } from './upload-store.ts';

export type OwnImagesDeps = {
  /** The origins our links are written with: the metadata's public base first, then the pages'. */
  origins: readonly string[];
  uploads: Pick<TokenImageStore, 'get'>;
  pngs: Pick<GeneratedPngs, 'png'>;
};

/** The generated images' paths (metadata-routes.ts), PNG or SVG: either is drawn as the PNG. */
const GENERATED = /^\/api\/token-images\/(letter|ascii)\.(?:png|svg)$/;

/**
 * The OwnImageReader of our host: uploads (`/api/token-images/u/{id}.{ext}`) come from the store,
 * letter and ascii images (`/api/token-images/{kind}.png?name=…`) from the renderer, as files of
 * the type their bytes show. An upload not in the store reads as a link that could not be loaded.
 */
export function ownImageReader(deps: OwnImagesDeps): OwnImageReader {
  const origins = new Set(deps.origins.map((origin) => new URL(origin).origin));
  return (link) => {
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      return null;
    }
    if (!origins.has(url.origin)) return null;
    const generated = GENERATED.exec(url.pathname);
    if (generated) {
      const kind = generated[1] as GeneratedImageKind;
      const name = url.searchParams.get('name') ?? '';
      return deps.pngs
        .png(kind, name)
        .then((bytes) => ({ bytes, contentType: 'image/png', fileName: 'image.png' }));
    }
    const prefix = `${UPLOADED_IMAGE_PATH}/`;
    if (!url.pathname.startsWith(prefix)) return null;
    const file = url.pathname.slice(prefix.length);
    if (!parseUploadedFile(file)) return null;
    return deps.uploads.get(file).then((image) => {
      if (!image) throw new LaunchError(TOKEN_IMAGE_MESSAGES.linkNotLoaded('HTTP 404'));
      const fileName = `image.${IMAGE_TYPES[image.contentType]}`;
      return { bytes: image.bytes, contentType: image.contentType, fileName };
    });
  };
}
