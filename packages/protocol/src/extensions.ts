import { z } from 'zod';

/**
 * DA §2 Extensions / §7 static downloads: the two browser extensions (Manifest V3) we build and
 * ship, as zip archives served beside the web app.
 */
export const EXTENSIONS = {
  vamp: {
    file: 'launchdeck-vamp-extension.zip',
    name: 'Launchdeck Vamp',
  },
  imageSearch: {
    file: 'launchdeck-image-search-extension.zip',
    name: 'Launchdeck Image Search',
  },
} as const;
export type ExtensionName = keyof typeof EXTENSIONS;

/** Where the archives are served (`/downloads/<file>`). */
export const EXTENSION_DOWNLOAD_PATH = '/downloads/';

/**
 * The per-user token an extension sends as `Authorization: Bearer <token>`: 'ldx_' and 43 base64url
 * characters (256 random bits). Only its hash is stored; it is shown once, when made.
 */
export const EXTENSION_TOKEN = /^ldx_[A-Za-z0-9_-]{43}$/;

/** GET /api/extension-token (x-session-id): whether the trader has a token, and since when. */
export const ExtensionTokenStatus = z.object({
  exists: z.boolean(),
  created_at: z.string().nullable(),
});
export type ExtensionTokenStatus = z.infer<typeof ExtensionTokenStatus>;

/** POST /api/extension-token (x-session-id): a new token, which replaces the old one. */
export const ExtensionTokenCreated = z.object({ token: z.string(), created_at: z.string() });
export type ExtensionTokenCreated = z.infer<typeof ExtensionTokenCreated>;

/**
 * GET /api/extension-token/check (`Authorization: Bearer <token>`): the extensions' "Test
 * connection" — whose token it is.
 */
export const ExtensionTokenOwner = z.object({ username: z.string() });
export type ExtensionTokenOwner = z.infer<typeof ExtensionTokenOwner>;

/** The two calls an extension makes, the only ones open to a `chrome-extension://` origin. */
export const EXTENSION_CALLS = {
  vamp: '/api/vamp',
  check: '/api/extension-token/check',
} as const;

/** Ours: what the extensions' calls answer when the token is missing or revoked. */
export const EXTENSION_MESSAGES = {
  badToken:
    'This extension token is not valid (it was replaced or revoked): copy a new one from Deploy Settings → Extensions.',
  revoked: 'Extension token revoked',
  /** POST /api/vamp {address}: no token is known at that address. */
  unknownToken: 'No token was found at that address. Check that it is a Solana token mint.',
} as const;
