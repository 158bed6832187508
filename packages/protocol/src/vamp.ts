import { z } from 'zod';
import { DEPLOY_LIMITS } from './deploy.ts';
import { SOLANA_ADDRESS } from './rules/contract-addresses.ts';

/** FC §5: a vamp address is a base58 string of 32 to 44 characters (no 0, O, I or l). */
export function isVampAddress(text: string): boolean {
  return SOLANA_ADDRESS.test(text.trim());
}

/** FC §2 / §8 Vamp Load Token dialog texts, quoted exactly where the spec quotes them. */
export const VAMP_TEXT = {
  title: 'Vamp Load Token',
  button: 'Vamp',
  placeholder: 'Contract address',
  load: 'Load',
  loading: 'Loading...',
  enterAddress: 'Please enter a contract address',
  fetchFailed: 'Failed to fetch token details. Please check the contract address.',
  unknownError: 'Unknown error',
  /** Ours: the auto-load switch (local storage vampAutoLoad). */
  autoLoad: 'Load automatically on paste',
  /** Ours: an address that is not base58 32–44. */
  notAnAddress: 'That is not a Solana token address (32 to 44 base58 characters).',
} as const;

// Fragments, not sentences: describeZodError puts the field's path in front ("coinData.name must …").
const mustBeString = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : 'must be a string';
const text = (max: number) =>
  z
    .string({ error: mustBeString })
    .max(max, `must be at most ${max.toLocaleString('en-US')} characters`);
const optionalText = (max: number) => text(max).optional();
const optionalLink = optionalText(DEPLOY_LIMITS.imageUrlMax);

/** FC §7 / DA §3 VAMP data: a token to copy into the deploy form. */
export const VampCoinData = z.object(
  {
    name: optionalText(200),
    symbol: optionalText(64),
    image_url: optionalLink,
    twitter: optionalText(DEPLOY_LIMITS.urlMax),
    website: optionalText(DEPLOY_LIMITS.urlMax),
    description: optionalText(2000),
    social_links: z
      .array(
        z.object(
          { platform: text(40), url: text(DEPLOY_LIMITS.urlMax) },
          { error: 'must be an object {platform, url}' },
        ),
        { error: 'must be a list of {platform, url}' },
      )
      .max(20, 'must hold at most 20 links')
      .optional(),
  },
  { error: 'must be an object of token fields (name, symbol, image_url, twitter, website, …)' },
);
export type VampCoinData = z.infer<typeof VampCoinData>;

/** FC §7 vamp_trigger: fills the deploy form and opens it (not in panel mode or the pop-out). */
export const VampTriggerPayload = z.object({
  coinData: VampCoinData,
  source: z.string().max(40).default('vamp'),
});
/** FC §7 vamp_update_trigger: merges only the supplied fields into the form. */
export const VampUpdateTriggerPayload = z.object({ updateData: VampCoinData });

/**
 * POST /api/vamp (ours; FC §7 names the events only): the signed-in user's own tool (the vamp
 * extension) sends a token, which reaches every window of that user and no one else's.
 */
export const VampRequestBody = z.union([
  z.object({ coinData: VampCoinData, source: optionalText(40) }).strict(),
  z.object({ updateData: VampCoinData }).strict(),
  /** Ours: the vamp extension sends only an address; the server looks the token up (getAsset). */
  z
    .object({
      address: text(64).refine(isVampAddress, 'must be a Solana token address (32 to 44 base58)'),
      source: optionalText(40),
    })
    .strict(),
]);
export type VampRequestBody = z.infer<typeof VampRequestBody>;
/**
 * Answer of POST /api/vamp: how many windows of the user it reached; for the `{address}` form,
 * also the token it found (the extension names it).
 */
export const VampResponseBody = z.object({
  success: z.literal(true),
  windows: z.number(),
  coinData: VampCoinData.optional(),
});
export type VampResponseBody = z.infer<typeof VampResponseBody>;

/**
 * POST /api/rpc (FC §7 getAsset): the one JSON-RPC method the browser calls, answered by the
 * configured DAS provider or, offline, from the tokens the offline launcher made.
 */
export const GetAssetRequest = z.object({
  jsonrpc: z.literal('2.0', { error: "must be '2.0'" }),
  id: z.union([z.string().max(64, 'must be at most 64 characters'), z.number()], {
    error: 'must be a number or a string of at most 64 characters',
  }),
  method: z.literal('getAsset', { error: 'must be getAsset, the only method answered here' }),
  params: z.object(
    { id: text(64).trim().min(1, 'must not be empty') },
    { error: 'must be an object {id}' },
  ),
});
export type GetAssetRequest = z.infer<typeof GetAssetRequest>;

/** The part of a DAS (Helius) getAsset answer the form reads (FC §7). */
export const GetAssetResult = z.object({
  id: z.string(),
  content: z.object({
    json_uri: z.string().optional().default(''),
    metadata: z.object({
      name: z.string().optional().default(''),
      symbol: z.string().optional().default(''),
      description: z.string().optional(),
    }),
    links: z
      .object({ image: z.string().optional(), external_url: z.string().optional() })
      .optional(),
  }),
});
export type GetAssetResult = z.infer<typeof GetAssetResult>;

export const GetAssetResponse = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]),
  result: GetAssetResult.optional(),
  error: z.object({ code: z.number(), message: z.string() }).optional(),
});
export type GetAssetResponse = z.infer<typeof GetAssetResponse>;

/**
 * POST /api/token-links (ours; FC §7 has the browser GET the json_uri): the server fetches a
 * token's metadata JSON (public hosts only, within a size and time limit) and answers the links.
 */
export const TokenLinksRequestBody = z.object({
  json_uri: text(DEPLOY_LIMITS.urlMax).trim().min(1, 'must not be empty'),
});
export const TokenLinksResponseBody = z.object({ website: z.string(), twitter: z.string() });
export type TokenLinksResponseBody = z.infer<typeof TokenLinksResponseBody>;

/**
 * FC §7 vamp by address: the token to copy, from getAsset's content (name, symbol, image,
 * description) and the links read from its json_uri (website, twitter). Empty extras are left out,
 * so an update merges only what the token has. The browser's Vamp dialog and the server's
 * vamp-by-address (the extension) build it the same way.
 */
export function vampCoinDataOf(
  content: GetAssetResult['content'],
  found: TokenLinksResponseBody,
): VampCoinData {
  const { metadata, links } = content;
  return {
    name: metadata.name,
    symbol: metadata.symbol,
    ...(links?.image ? { image_url: links.image } : {}),
    ...(metadata.description ? { description: metadata.description } : {}),
    ...(found.website ? { website: found.website } : {}),
    ...(found.twitter ? { twitter: found.twitter } : {}),
  };
}
