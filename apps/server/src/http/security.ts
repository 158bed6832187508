import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The platforms' media hosts. "Download image on click" (FC §3 devSettings) fetches the image as
 * a blob, so these, and only these, are open to fetch; any other host falls back to a new tab.
 */
export const MEDIA_FETCH_HOSTS = [
  'https://pbs.twimg.com',
  'https://video.twimg.com',
  'https://static-assets-1.truthsocial.com',
  'https://cdn.bsky.app',
  'https://video.bsky.app',
  'https://*.cdninstagram.com',
  'https://*.fbcdn.net',
] as const;

/**
 * Strict CSP: scripts and styles only from our origin, no inline script, no plugins, no framing.
 * Images and media may come from any https host because post media lives on the platforms' CDNs.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...MEDIA_FETCH_HOSTS],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
