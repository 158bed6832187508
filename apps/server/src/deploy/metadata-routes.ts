import { MESSAGES } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError, parseBody } from '../http/errors.ts';
import { generatedImageSvg } from './generated-image.ts';
import { type HostedMetadataStore, METADATA_PATH } from './hosted-metadata.ts';

export const GENERATED_IMAGE_PATH = '/api/token-images';

const MetadataFile = z.string().regex(/^[A-Za-z0-9_-]{43}\.json$/);
const ImageFile = z.enum(['letter.svg', 'ascii.svg']);
const ImageQuery = z.object({ name: z.string().max(64).default('') });

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Our metadata host (DESIGN MetadataStore): the token JSON platforms and wallets read, and the
 * letter/ascii images. Public (wallets and explorers fetch them), read-only, cached forever: a
 * URL's content never changes.
 */
export function registerMetadataRoutes(
  http: FastifyInstance,
  deps: { metadata: HostedMetadataStore },
): void {
  http.get<{ Params: { file: string } }>(`${METADATA_PATH}/:file`, async (request, reply) => {
    const file = MetadataFile.safeParse(request.params.file);
    if (!file.success) throw new HttpError(404, MESSAGES.notFound);
    const json = await deps.metadata.get(file.data.slice(0, -'.json'.length));
    if (!json) throw new HttpError(404, MESSAGES.notFound);
    reply.header('cache-control', IMMUTABLE).header('access-control-allow-origin', '*');
    return json;
  });

  http.get<{ Params: { file: string } }>(
    `${GENERATED_IMAGE_PATH}/:file`,
    async (request, reply) => {
      const file = ImageFile.safeParse(request.params.file);
      if (!file.success) throw new HttpError(404, MESSAGES.notFound);
      const { name } = parseBody(ImageQuery, request.query);
      const kind = file.data === 'letter.svg' ? 'letter' : 'ascii';
      reply
        .type('image/svg+xml')
        .header('cache-control', IMMUTABLE)
        .header('access-control-allow-origin', '*')
        // An SVG opened on its own is a document: it may not run anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return generatedImageSvg(kind, name);
    },
  );
}

/** The URL of a generated image for a token name. */
export function generatedImageUrl(baseUrl: string, kind: 'letter' | 'ascii', name: string): string {
  return `${baseUrl}${GENERATED_IMAGE_PATH}/${kind}.svg?name=${encodeURIComponent(name.slice(0, 64))}`;
}
