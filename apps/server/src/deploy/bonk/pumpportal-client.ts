import { LaunchError } from '../launcher.ts';
import { PLATFORM_TIMEOUT_MS, platformCall, platformErrorText } from './platform-call.ts';

/**
 * trade-local's create request (research §1b, PumpPortal Local API): `mint` is the new mint's
 * PUBLIC key (Lightning takes its secret; this API never does), amounts are decimal quote units.
 */
export type TradeLocalCreate = {
  publicKey: string;
  action: 'create';
  tokenMetadata: { name: string; symbol: string; uri: string };
  mint: string;
  denominatedInSol: 'true' | 'false';
  amount: number;
  slippage: number;
  priorityFee: number;
  pool: 'bonk';
  /**
   * usd1 only, UNCONFIRMED (research §1c): no source says PumpPortal takes a quote mint for
   * pool "bonk". The name follows pump-sdk's `quoteMint`; verify live before relying on it.
   */
  quoteMint?: string;
};

export type PumpPortalOptions = { url: string; timeoutMs?: number };

const PLATFORM = 'PumpPortal';

/**
 * PumpPortal's local-signing API: it builds the unsigned create transaction and we sign it
 * with the trader's key, so the key never leaves Launchdeck. One base URL, so Node's fetch keeps
 * the connection warm between launches (research §5 trick 3).
 */
export class PumpPortalClient {
  private readonly timeoutMs: number;

  constructor(private readonly options: PumpPortalOptions) {
    this.timeoutMs = options.timeoutMs ?? PLATFORM_TIMEOUT_MS;
  }

  /** The unsigned VersionedTransaction's bytes, as PumpPortal answers them. */
  createTransaction(body: TradeLocalCreate, signal: AbortSignal): Promise<Uint8Array> {
    const url = new URL('/api/trade-local', this.options.url);
    return platformCall(
      { platform: PLATFORM, timeoutMs: this.timeoutMs, signal },
      async (callSignal) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: callSignal,
        });
        const bytes = new Uint8Array(await response.arrayBuffer());
        if (!response.ok) throw refusal(bytes, `HTTP ${response.status}`);
        if (bytes.length === 0)
          throw new LaunchError(
            'PumpPortal answered without a transaction; nothing was sent. Try again in a moment.',
          );
        // A transaction starts with its signature count (1 or 2 here), never '{' (123).
        if (isJson(response, bytes)) throw refusal(bytes, undefined);
        return bytes;
      },
    );
  }
}

function isJson(response: Response, bytes: Uint8Array): boolean {
  return (
    (response.headers.get('content-type') ?? '').includes('json') || bytes[0] === '{'.charCodeAt(0)
  );
}

function refusal(bytes: Uint8Array, status: string | undefined): LaunchError {
  const text = platformErrorText(Buffer.from(bytes).toString('utf8'));
  if (text !== undefined)
    return new LaunchError(`PumpPortal refused to build the launch ("${text}"); nothing was sent.`);
  return new LaunchError(
    `PumpPortal could not build the launch (${status ?? 'an answer that is not a transaction'}); nothing was sent. Try again in a moment.`,
  );
}
