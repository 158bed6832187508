import { shortenText } from '@launchdeck/protocol';
import { Agent, request } from 'undici';
import { z } from 'zod';
import { callDeadline } from '../call-deadline.ts';
import type { ImageFile } from '../images/token-images.ts';
import { LaunchError } from '../launcher.ts';
import { CLICK_CONNECTIONS } from '../ready-connections.ts';
import { connectionFailure } from '../solana/rpc-client.ts';
import { BAGS_MESSAGES, BAGS_OPERATOR_NOTES, type BagsStep } from './messages.ts';

/** create-token-info's fields (research §1d); the symbol is sent upper-cased. */
export type BagsTokenInfo = {
  image: ImageFile;
  name: string;
  symbol: string;
  description: string;
  twitter?: string;
  website?: string;
};

/** create-token-info's multipart body, encoded once (while the form is open) and sent as is. */
export type EncodedTokenInfo = { body: Uint8Array; contentType: string };

/** The token info as multipart form data, the image as its file. */
export async function encodeTokenInfo(info: BagsTokenInfo): Promise<EncodedTokenInfo> {
  const form = new FormData();
  const { image } = info;
  form.append('image', new Blob([image.bytes], { type: image.contentType }), image.fileName);
  form.append('name', info.name);
  form.append('symbol', info.symbol.toUpperCase());
  form.append('description', info.description);
  if (info.twitter) form.append('twitter', info.twitter);
  if (info.website) form.append('website', info.website);
  // The platform's own encoder, run once: its boundary and escaping are the ones fetch would send.
  const encoded = new Response(form);
  return {
    body: new Uint8Array(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
  };
}

export type BagsFeeShareConfigBody = {
  payer: string;
  baseMint: string;
  claimersArray: string[];
  basisPointsArray: number[];
};

export type BagsLaunchTransactionBody = {
  ipfs: string;
  tokenMint: string;
  wallet: string;
  initialBuyLamports: number;
  configKey: string;
};

const TokenInfoAnswer = z.object({
  tokenMint: z.string().min(32),
  tokenMetadata: z.string().min(1),
  tokenLaunch: z.unknown(),
});
export type BagsTokenInfoAnswer = z.infer<typeof TokenInfoAnswer>;

const FeeWalletAnswer = z.object({ wallet: z.string().min(32), provider: z.string() });

const ConfigTransaction = z.object({ transaction: z.string().min(1), blockhash: z.unknown() });
const FeeShareConfigAnswer = z.object({
  needsCreation: z.boolean(),
  meteoraConfigKey: z.string().min(32),
  transactions: z.array(ConfigTransaction).nullish(),
  bundles: z.array(z.array(ConfigTransaction)).nullish(),
});
export type BagsFeeShareConfig = z.infer<typeof FeeShareConfigAnswer>;

const LaunchTransactionAnswer = z.string().min(1);

/** Each call's own time limit: the upload carries the image, the rest are small JSON calls. */
export const BAGS_TIMEOUTS_MS: Record<BagsStep, number> = {
  tokenInfo: 15_000,
  feeWallet: 5_000,
  feeConfig: 10_000,
  launch: 10_000,
};

export type BagsClientOptions = {
  /** BAGS_API_URL, e.g. https://public-api-v2.bags.fm/api/v1 */
  url: string;
  apiKey: string;
  timeoutsMs?: Partial<Record<BagsStep, number>>;
};

/** A Bags answer that was an error, with whether Bags refused it (4xx) or failed (5xx, none). */
export class BagsError extends LaunchError {
  constructor(
    message: string,
    readonly refused: boolean,
    operatorDetail?: string,
  ) {
    super(message, { operatorDetail });
  }
}

type Envelope = { success?: unknown; response?: unknown; error?: unknown };

/**
 * undici's request rather than fetch, as the Solana RPC does: a prepared Bags click makes three
 * of these calls, and fetch's own plumbing costs about twice request's on each (see SolanaRpc).
 * The click's calls go on connections opened before it (ready-connections.ts), the others over
 * one keep-alive agent; any call keeps the click's connections ready.
 */
const BAGS_AGENT = new Agent({ keepAliveTimeout: 30_000 });
const CLICK_STEPS: ReadonlySet<BagsStep> = new Set(['tokenInfo', 'feeConfig', 'launch']);

type BagsRequest = {
  method: 'GET' | 'POST';
  body?: string | Uint8Array;
  contentType?: string;
};

/**
 * The four Bags public API v2 calls a launch makes (research §1d; the official CLI's order), over
 * fetch on one base URL so the connection stays warm. Every failure is one BagsError sentence.
 */
export class BagsClient {
  private readonly timeouts: Record<BagsStep, number>;

  constructor(private readonly options: BagsClientOptions) {
    this.timeouts = { ...BAGS_TIMEOUTS_MS, ...options.timeoutsMs };
  }

  /** A launch is being prepared: keep connections open for the click's calls. */
  warm(): void {
    CLICK_CONNECTIONS.warm(this.options.url);
  }

  /** Uploads the image and metadata; Bags picks the mint and answers its metadata URL. */
  createTokenInfo(info: EncodedTokenInfo, signal: AbortSignal): Promise<BagsTokenInfoAnswer> {
    return this.call(
      'tokenInfo',
      '/token-launch/create-token-info',
      { method: 'POST', body: info.body, contentType: info.contentType },
      TokenInfoAnswer,
      signal,
    );
  }

  /** The wallet Bags holds for an X handle; a refusal means it knows none. */
  async feeShareWallet(username: string, signal: AbortSignal): Promise<string> {
    const query = new URLSearchParams({ username, provider: 'twitter' });
    try {
      const answer = await this.call(
        'feeWallet',
        `/token-launch/fee-share/wallet/v2?${query}`,
        { method: 'GET' },
        FeeWalletAnswer,
        signal,
      );
      return answer.wallet;
    } catch (error) {
      if (error instanceof BagsError && error.refused)
        throw new LaunchError(BAGS_MESSAGES.unknownHandle(username));
      throw error;
    }
  }

  /** The fee-share config for a new mint, and the transactions that create it. */
  feeShareConfig(body: BagsFeeShareConfigBody, signal: AbortSignal): Promise<BagsFeeShareConfig> {
    return this.call('feeConfig', '/fee-share/config', json(body), FeeShareConfigAnswer, signal);
  }

  /** The launch transaction, bs58, partially signed by Bags. */
  createLaunchTransaction(body: BagsLaunchTransactionBody, signal: AbortSignal): Promise<string> {
    return this.call(
      'launch',
      '/token-launch/create-launch-transaction',
      json(body),
      LaunchTransactionAnswer,
      signal,
    );
  }

  private async call<T>(
    step: BagsStep,
    path: string,
    init: BagsRequest,
    schema: z.ZodType<T>,
    signal: AbortSignal,
  ): Promise<T> {
    signal.throwIfAborted();
    this.warm();
    const limitMs = this.timeouts[step];
    const deadline = callDeadline(signal, limitMs);
    const headers: Record<string, string> = { 'x-api-key': this.options.apiKey };
    if (init.contentType) headers['content-type'] = init.contentType;
    let status: number;
    let text: string;
    try {
      const response = await request(`${this.options.url}${path}`, {
        method: init.method,
        headers,
        body: init.body,
        signal: deadline.signal,
        dispatcher: CLICK_STEPS.has(step) ? CLICK_CONNECTIONS.dispatcher : BAGS_AGENT,
      });
      status = response.statusCode;
      text = await response.body.text();
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (deadline.timedOut) throw new BagsError(BAGS_MESSAGES.timedOut(step, limitMs), false);
      throw new BagsError(BAGS_MESSAGES.unreachable(step, connectionFailure(error)), false);
    } finally {
      deadline.end();
    }
    const envelope = parseEnvelope(text);
    if (status === 401 || status === 403)
      throw new BagsError(BAGS_MESSAGES.notAvailable, false, BAGS_OPERATOR_NOTES.apiKey(status));
    const reason = errorText(envelope);
    if (status >= 500)
      throw new BagsError(
        BAGS_MESSAGES.failed(step, reason ? `HTTP ${status}: ${reason}` : `HTTP ${status}`),
        false,
      );
    if (status >= 400 || envelope?.success === false)
      throw new BagsError(BAGS_MESSAGES.refused(step, reason ?? `HTTP ${status}`), true);
    const parsed = envelope?.success === true ? schema.safeParse(envelope.response) : undefined;
    if (!parsed?.success) throw new BagsError(BAGS_MESSAGES.malformed(step), false);
    return parsed.data;
  }
}

function json(body: unknown): BagsRequest {
  return { method: 'POST', contentType: 'application/json', body: JSON.stringify(body) };
}

function parseEnvelope(text: string): Envelope | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' ? (parsed as Envelope) : undefined;
  } catch {
    return undefined;
  }
}

/** Bags' `error` (a string, or an object with a message), shortened for a sentence. */
function errorText(envelope: Envelope | undefined): string | undefined {
  const error = envelope?.error;
  if (error === undefined || error === null || error === '') return undefined;
  const text =
    typeof error === 'string'
      ? error
      : typeof error === 'object' && 'message' in error
        ? String(error.message)
        : JSON.stringify(error);
  return shortenText(text, 201);
}
