import { GetAssetResponse, shortenText } from '@launchdeck/protocol';
import {
  type AssetAnswer,
  type AssetSource,
  AssetSourceError,
  RPC_MESSAGES,
} from './asset-source.ts';
import { BodyTooLarge, readTextCapped, whyUnreachable } from './limited-fetch.ts';

export const DAS_LIMITS = {
  /** A lookup runs while a trader waits in the Vamp dialog. */
  timeoutMs: 5_000,
  /** A fungible token's getAsset answer is a few KB; a larger one is not what we asked for. */
  maxBytes: 1024 * 1024,
} as const;

export type DasOptions = {
  /** SOLANA_DAS_URL: a secret (its api-key query), named in no message or log. */
  url: string;
  timeoutMs?: number;
  maxBytes?: number;
};

/** The DAS provider's error statuses that say something about the asset, not the provider. */
const ASSET_STATUSES = new Set([200, 404]);

/**
 * FC §7 getAsset through a DAS provider (Helius's JSON-RPC endpoint): one call within 5 s and
 * 1 MB, its answer checked against GetAssetResponse and reduced to the fields the form reads.
 */
export class DasAssetSource implements AssetSource {
  private readonly timeoutMs: number;
  private readonly maxBytes: number;

  constructor(private readonly options: DasOptions) {
    this.timeoutMs = options.timeoutMs ?? DAS_LIMITS.timeoutMs;
    this.maxBytes = options.maxBytes ?? DAS_LIMITS.maxBytes;
  }

  async getAsset(id: string): Promise<AssetAnswer> {
    const deadline = AbortSignal.timeout(this.timeoutMs);
    const failed = (detail: string, cause?: unknown) =>
      new AssetSourceError(RPC_MESSAGES.upstreamFailed(detail), { cause });
    let text: string;
    let status: number;
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 'launchdeck',
          method: 'getAsset',
          params: { id },
        }),
        signal: deadline,
        redirect: 'error',
      });
      status = response.status;
      text = await readTextCapped(response, this.maxBytes);
    } catch (error) {
      if (error instanceof BodyTooLarge) throw failed(`an answer over ${this.maxBytes / 1024} KB`);
      throw failed(whyUnreachable(error, deadline.aborted, this.timeoutMs), error);
    }
    const parsed = GetAssetResponse.safeParse(parseJson(text));
    if (parsed.success && ASSET_STATUSES.has(status)) {
      const { result, error } = parsed.data;
      if (error) return { error: { code: error.code, message: shortenText(error.message, 300) } };
      if (result) return { result };
    }
    throw failed(status === 200 ? 'an answer of an unknown shape' : `HTTP ${status}`);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
