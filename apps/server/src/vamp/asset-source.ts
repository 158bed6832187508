import { type GetAssetResult, shortenText } from '@launchdeck/protocol';

/** A JSON-RPC error as DAS answers it. */
export type RpcError = { code: number; message: string };

/** A getAsset answer: the asset, or the DAS-style error saying why not (unknown id). */
export type AssetAnswer = { result: GetAssetResult } | { error: RpcError };

/**
 * FC §7 getAsset behind POST /api/rpc: the configured DAS provider (das-source.ts) or, offline,
 * the tokens our launches made (launched-assets.ts), both answering Helius's shape.
 */
export interface AssetSource {
  getAsset(id: string): Promise<AssetAnswer>;
}

/** The provider failed (unreachable, slow, an answer of another shape): one sentence, no URL. */
export class AssetSourceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AssetSourceError';
  }
}

/**
 * JSON-RPC 2.0 error codes this server answers: the spec's own for bad requests, and from the
 * range it leaves to servers (-32000 to -32099) the rest. Not found is -32000, as DAS servers
 * answer an unknown asset.
 */
export const RPC_CODES = {
  invalidRequest: -32600,
  methodNotFound: -32601,
  notFound: -32000,
  notLoggedIn: -32001,
  upstreamFailed: -32002,
  rateLimited: -32005,
} as const;

export const RPC_MESSAGES = {
  /** DAS's words for an id it does not know. */
  notFound: 'Asset not found',
  methodNotSupported: (method: string) =>
    `Method ${JSON.stringify(shortenText(method, 40))} is not supported here: POST /api/rpc answers only getAsset ({"jsonrpc":"2.0","id":1,"method":"getAsset","params":{"id":"<token address>"}}).`,
  upstreamFailed: (detail: string) =>
    `The token lookup service failed (${detail}). Please try again.`,
  rateLimited: 'Too many token lookups. Please wait a minute and try again.',
} as const;

export const ASSET_NOT_FOUND: RpcError = {
  code: RPC_CODES.notFound,
  message: RPC_MESSAGES.notFound,
};
