import { TOKEN_IMAGE_UPLOAD, UploadTokenImageResponse } from '@launchdeck/protocol';
import { post } from '../../../lib/http.ts';

/** POST /api/token-images (ours): uploads an image's data URL once; answers its hosted link. */
export const uploadTokenImage = (session: string, dataUrl: string): Promise<string> =>
  post(TOKEN_IMAGE_UPLOAD.path, UploadTokenImageResponse, { data_url: dataUrl }, { session }).then(
    (answer) => answer.url,
  );
