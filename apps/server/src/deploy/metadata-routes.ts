import { MESSAGES, shortenText } from '@launchdeck/protocol';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/errors.ts';
import { router } from '../http/route.ts';
import type { RouteContract } from '../http/route-contract.ts';
import { type GeneratedImageKind, generatedImageSvg } from './generated-image.ts';
import { type HostedMetadataStore, METADATA_PATH } from './hosted-metadata.ts';
import type { GeneratedPngs } from './images/png.ts';

export const GENERATED_IMAGE_PATH = '/api/token-images';

/** The longest name a generated image's URL carries (DA §5 names are shorter). */
export const GENERATED_IMAGE_NAME_MAX = 64;

const MetadataFile = z.string().regex(/^[A-Za-z0-9_-]{43}\.json$/);
const ImageFile = z.enum(['letter.svg', 'ascii.svg', 'letter.png', 'ascii.png']);
const ImageQuery = z.object({ name: z.string().max(GENERATED_IMAGE_NAME_MAX).default('') });

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A token's image is shown on other sites (the platforms, wallets, explorers), so it is open to
 * every origin: CORS for scripts, and a cross-origin resource policy for images (helmet's default,
 * same-origin, would stop other sites' <img> from showing it).
 */
export const PUBLIC_IMAGE_HEADERS = {
  'cache-control': IMMUTABLE,
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
} as const;

const tag = 'Token metadata';

/** The schemas each call parses and what it answers (the OpenAPI document reads them). */
const CONTRACTS = {
  metadata: {
    summary: 'A launched token’s metadata JSON (public, cached forever)',
    tag,
    auth: 'none',
    params: { file: MetadataFile },
    badParams: 'notFound',
    responses: {
      200: {
        contentType: 'application/json',
        description: 'The token’s metadata, as the platforms read it',
      },
    },
  },
  image: {
    summary: 'A generated letter or ascii token image for a name (DA §3)',
    tag,
    auth: 'none',
    params: { file: ImageFile },
    badParams: 'notFound',
    query: ImageQuery,
    responses: { 200: { contentType: 'image/*', description: 'The PNG or SVG image' } },
  },
} satisfies Record<string, RouteContract>;

/**
 * Our metadata host (DESIGN MetadataStore): the token JSON platforms and wallets read, and the
 * letter/ascii images. Public (wallets and explorers fetch them), read-only, cached forever: a
 * URL's content never changes.
 */
export function registerMetadataRoutes(
  http: FastifyInstance,
  deps: { metadata: HostedMetadataStore; pngs: GeneratedPngs },
): void {
  const route = router(http);

  route('GET', `${METADATA_PATH}/:file`, CONTRACTS.metadata, async ({ params, reply }) => {
    const json = await deps.metadata.get(params.file.slice(0, -'.json'.length));
    if (!json) throw new HttpError(404, MESSAGES.notFound);
    reply.header('cache-control', IMMUTABLE).header('access-control-allow-origin', '*');
    return json;
  });

  route(
    'GET',
    `${GENERATED_IMAGE_PATH}/:file`,
    CONTRACTS.image,
    async ({ params, query, reply }) => {
      const [kind, format] = params.file.split('.') as [GeneratedImageKind, 'svg' | 'png'];
      reply.headers(PUBLIC_IMAGE_HEADERS);
      if (format === 'png') {
        // DA §3 letter/ascii as the platforms and the form's preview take them (images/png.ts).
        return reply.type('image/png').send(Buffer.from(await deps.pngs.png(kind, query.name)));
      }
      reply
        .type('image/svg+xml')
        // An SVG opened on its own is a document: it may not run anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      return generatedImageSvg(kind, query.name);
    },
  );
}

/** The URL of a generated image for a token name: the PNG launches use, or the SVG. */
export function generatedImageUrl(
  baseUrl: string,
  kind: GeneratedImageKind,
  name: string,
  format: 'png' | 'svg' = 'png',
): string {
  // Issue 46: cut on a grapheme with '…' (half an emoji would make encodeURIComponent throw).
  const query = encodeURIComponent(shortenText(name, GENERATED_IMAGE_NAME_MAX));
  return `${baseUrl}${GENERATED_IMAGE_PATH}/${kind}.${format}?name=${query}`;
}
