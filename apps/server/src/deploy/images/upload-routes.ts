import {
  MESSAGES,
  TOKEN_IMAGE_UPLOAD,
  TOKEN_IMAGE_UPLOAD_MESSAGES,
  UploadTokenImageBody,
  UploadTokenImageResponse,
} from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../../auth/index.ts';
import { HttpError } from '../../http/errors.ts';
import { router } from '../../http/route.ts';
import type { RouteContract, RouteRateLimit } from '../../http/route-contract.ts';
import { PUBLIC_IMAGE_HEADERS } from '../metadata-routes.ts';
import { decodeImageDataUrl } from './data-url.ts';
import { type TokenImageStore, UPLOADED_IMAGE_PATH } from './upload-store.ts';

/** Uploads each session may make in a minute: a trader adding images by hand stays far below. */
export const TOKEN_IMAGE_UPLOAD_RATE_LIMIT = { max: 60, timeWindow: 60_000 } as const;

/**
 * The upload's own body limit: a 2 MB image is ~2.7 MB as base64, over the app's 2 MiB. Anything
 * larger is refused before it is read (413).
 */
export const TOKEN_IMAGE_UPLOAD_BODY_LIMIT = 3 * 1024 * 1024;

export type TokenImageRoutesDeps = {
  /** Unused: route() resolves sessions with the app's identity (http/guards.ts); callers may still pass it. */
  auth?: AuthService;
  images: TokenImageStore;
};

/** Uploads counted per session (else per IP). */
const uploadLimit: RouteRateLimit = {
  per: 'identity',
  name: 'token-image',
  ...TOKEN_IMAGE_UPLOAD_RATE_LIMIT,
  message: TOKEN_IMAGE_UPLOAD_MESSAGES.rateLimited,
};

const tag = 'Token images';

/** The schemas each call parses and answers with (the OpenAPI document reads them). */
const CONTRACTS = {
  upload: {
    summary: 'Upload a token image (a data URL of at most 2 MB)',
    tag,
    auth: 'session',
    body: UploadTokenImageBody,
    rateLimit: uploadLimit,
    responses: { 200: UploadTokenImageResponse },
  },
  uploaded: {
    summary: 'An uploaded token image (public, cached forever)',
    tag,
    auth: 'none',
    responses: { 200: { contentType: 'image/*', description: 'The image' } },
  },
} satisfies Record<string, RouteContract>;

/**
 * POST /api/token-images (ours, DA §2 form image area): an image the trader added is uploaded
 * once, checked to be a raster image of at most 2 MB by its bytes, stored by content address and
 * answered with its public URL. GET /api/token-images/u/{id}.{ext} serves it to anyone (the
 * platforms, wallets, explorers), cached forever: a URL's content never changes.
 */
export function registerTokenImageRoutes(http: FastifyInstance, deps: TokenImageRoutesDeps): void {
  const route = router(http);

  route(
    'POST',
    TOKEN_IMAGE_UPLOAD.path,
    CONTRACTS.upload,
    async ({ session, body }): Promise<UploadTokenImageResponse> => {
      const decoded = decodeImageDataUrl(body.data_url, TOKEN_IMAGE_UPLOAD.maxBytes);
      if ('refused' in decoded) {
        const tooLarge = `data_url ${TOKEN_IMAGE_UPLOAD_MESSAGES.tooLarge}`;
        throw new HttpError(
          400,
          decoded.refused === 'tooLarge' ? tooLarge : TOKEN_IMAGE_UPLOAD_MESSAGES.notImage,
        );
      }
      const { url } = await deps.images.put(decoded.image, session.userId);
      return { url };
    },
    { bodyLimit: TOKEN_IMAGE_UPLOAD_BODY_LIMIT },
  );

  route('GET', `${UPLOADED_IMAGE_PATH}/:file`, CONTRACTS.uploaded, async ({ request, reply }) => {
    // Any text: the store answers a name it does not hold (or cannot hold) with nothing, a 404.
    const { file } = request.params as { file: string };
    const image = await deps.images.get(file);
    if (!image) throw new HttpError(404, MESSAGES.notFound);
    return (
      reply
        .headers(PUBLIC_IMAGE_HEADERS)
        .header('x-content-type-options', 'nosniff')
        // Opened on its own the image is a document of ours: it may load and run nothing.
        .header('content-security-policy', "default-src 'none'")
        .type(image.contentType)
        .send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength))
    );
  });
}
