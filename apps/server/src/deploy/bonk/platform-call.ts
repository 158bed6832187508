import { shortenText } from '@launchdeck/protocol';
import { LaunchError } from '../launcher.ts';
import { connectionFailure } from '../solana/rpc-client.ts';

/** Each platform call's own time limit unless a deployment sets another. */
export const PLATFORM_TIMEOUT_MS = 10_000;

export type PlatformCallOptions = {
  /** How the sentences name the platform: 'PumpPortal', 'The bonk.fun metadata host'. */
  platform: string;
  timeoutMs: number;
  /** The launch's own signal (its deadline); aborting it rejects with its reason. */
  signal: AbortSignal;
};

const seconds = (ms: number) => `${ms / 1000} second${ms === 1000 ? '' : 's'}`;

/**
 * Runs one platform round trip (request and body) under its own time limit and the launch's
 * signal. A timeout or a connection failure becomes a sentence the trader can act on; every call
 * here comes before anything is signed, so each sentence can say nothing was sent.
 */
export async function platformCall<T>(
  options: PlatformCallOptions,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const { platform, timeoutMs, signal } = options;
  signal.throwIfAborted();
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    return await work(AbortSignal.any([signal, timeout]));
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    if (timeout.aborted)
      throw new LaunchError(
        `${platform} did not answer within ${seconds(timeoutMs)}; nothing was sent.`,
      );
    if (error instanceof LaunchError) throw error;
    throw new LaunchError(
      `${platform} could not be reached (${connectionFailure(error)}); nothing was sent. Try again in a moment.`,
    );
  }
}

/** The error a platform put in a JSON body (`error`, `errors` or `message`), if any, shortened. */
export function platformErrorText(body: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (parsed === null || typeof parsed !== 'object') return undefined;
  const record = parsed as Record<string, unknown>;
  const found = record.error ?? record.errors ?? record.message;
  if (found === undefined || found === null || found === '') return undefined;
  const text = typeof found === 'string' ? found : JSON.stringify(found);
  return shortenText(text, 201);
}
