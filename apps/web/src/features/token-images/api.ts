import { shortenText, TOKEN_IMAGE_UPLOAD, UploadTokenImageResponse } from '@launchdeck/protocol';
import { post } from '../../lib/http.ts';

/** POST /api/token-images (ours): uploads an image's data URL once; answers its hosted link. */
export const uploadTokenImage = (session: string, dataUrl: string): Promise<string> =>
  post(TOKEN_IMAGE_UPLOAD.path, UploadTokenImageResponse, { data_url: dataUrl }, { session }).then(
    (answer) => answer.url,
  );

/** The longest name the server draws (its query's limit, in code points). */
const GENERATED_IMAGE_NAME_MAX = 64;

/**
 * The server's LETTER or ASCII image for a name, as it will be drawn for the launch (PNG). A
 * longer name is cut on a grapheme with '…' (issue 46): never half an emoji, which
 * encodeURIComponent refuses.
 */
export const generatedImageSrc = (kind: 'letter' | 'ascii', name: string) =>
  `/api/token-images/${kind}.png?name=${encodeURIComponent(shortenText(name.trim(), GENERATED_IMAGE_NAME_MAX))}`;
